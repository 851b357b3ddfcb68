import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { z } from 'zod';
import { errorMapping, jsonBody } from './http-middleware';
import { badRequest, unauthorized, type ApiResult } from './http-response';

export * from './http-response';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

export interface ApiRequest<B> {
  /** The caller, from the authorizer's verified claims only. */
  userId: string;
  email: string | undefined;
  /** The ID token's `email_verified` (API Gateway hands claims over as strings). */
  emailVerified: boolean;
  body: B;
  pathId: string | undefined;
  query: Record<string, string | undefined>;
  event: ApiEvent;
}

// Cognito subs are UUIDs; the id becomes part of keys and storage paths, so nothing else gets in.
const SUB = /^[A-Za-z0-9-]{1,128}$/;

/**
 * The Cognito `sub` the JWT authorizer verified; a request without one, or with one that is not a
 * plain id (path characters, spaces), gets 401 and never reaches the handler logic.
 */
export function callerId(event: ApiEvent): string {
  const sub = event.requestContext?.authorizer?.jwt?.claims?.sub;
  if (typeof sub !== 'string' || !SUB.test(sub)) throw unauthorized();
  return sub;
}

/** First zod issue as a message; schemas carry user-facing messages. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'The request is not valid.');
  return result.data;
}

type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;

// After `jsonBody()` the event's body is the parsed JSON (or undefined when none was sent).
function checkedBody<S extends z.ZodType | undefined>(schema: S, event: { body?: unknown }): BodyOf<S> {
  return (schema ? validate(schema, event.body ?? {}) : undefined) as BodyOf<S>;
}

// The caller is checked before the body is even parsed.
const authorizedCaller = { before: (request: { event: ApiEvent }) => void callerId(request.event) };

/** A handler callable without a Lambda context (tests, the local stack), as before middy. */
function withOptionalContext<E>(handler: (event: E, context: Context) => Promise<ApiResult>) {
  return (event: E, context?: Context): Promise<ApiResult> => handler(event, context ?? ({} as Context));
}

/**
 * The one shape of every API handler, on middy: caller from the claims, JSON body parsed and
 * checked against `schema`, errors mapped to 4xx messages or the generic 5xx.
 */
export function apiHandler<S extends z.ZodType | undefined = undefined>(
  name: string,
  options: { body?: S },
  fn: (req: ApiRequest<BodyOf<S>>) => Promise<ApiResult>,
): (event: ApiEvent, context?: Context) => Promise<ApiResult> {
  const handler = middy<ApiEvent, ApiResult, unknown, Context>(async (event: ApiEvent) => {
    const body = checkedBody(options.body as S, event);
    const claims = event.requestContext.authorizer.jwt.claims;
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const emailVerified = String(claims.email_verified) === 'true';
    const query = (event.queryStringParameters ?? {}) as Record<string, string | undefined>;
    return fn({ userId: callerId(event), email, emailVerified, body, pathId: event.pathParameters?.id, query, event });
  })
    .use(errorMapping(name))
    .use(authorizedCaller)
    .use(jsonBody());
  return withOptionalContext(handler);
}

/** A route without the JWT authorizer: API Gateway sends no authorizer context. */
export type PublicApiEvent = APIGatewayProxyEventV2;

/** `apiHandler` for a public route: no caller, only the checked body (never trust a token it was not verified for). */
export function publicApiHandler<S extends z.ZodType | undefined = undefined>(
  name: string,
  options: { body?: S },
  fn: (req: { body: BodyOf<S>; event: PublicApiEvent }) => Promise<ApiResult>,
): (event: PublicApiEvent, context?: Context) => Promise<ApiResult> {
  const handler = middy<PublicApiEvent, ApiResult, unknown, Context>(async (event: PublicApiEvent) =>
    fn({ body: checkedBody(options.body as S, event), event }),
  )
    .use(errorMapping(name))
    .use(jsonBody());
  return withOptionalContext(handler);
}
