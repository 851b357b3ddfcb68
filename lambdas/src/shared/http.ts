import type { APIGatewayProxyEventV2, APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { GENERIC_SERVER_ERROR } from '@bankcsv/domain';
import type { z } from 'zod';
import { errorFields, logger } from './logger';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2 & { statusCode: number };

/** An error whose message is written for the user; only 4xx ones reach the client as they are. */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in and try again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const unsupportedMediaType = (message = 'Send the request body as JSON (Content-Type: application/json).') => new HttpError(415, message);

export function json(statusCode: number, body: unknown): ApiResult {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export function noContent(): ApiResult {
  return { statusCode: 204, headers: {}, body: '' };
}

/** 4xx errors show their message; anything else becomes the generic 5xx text plus a request id. */
export function errorResponse(error: unknown, requestId: string): ApiResult {
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
    return json(error.statusCode, { message: error.message });
  }
  return json(500, { message: GENERIC_SERVER_ERROR, requestId });
}

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

type RawRequest = Pick<APIGatewayProxyEventV2, 'body' | 'headers' | 'isBase64Encoded'>;

function header(event: RawRequest, name: string): string | undefined {
  const found = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

/** Parses a JSON body the way middy's parser does, but with a 400 (not 415) for malformed JSON. */
export function parseJsonBody(event: RawRequest): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/(.+\+)?json($|;)/i.test(contentType.trim())) throw unsupportedMediaType();
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** First zod issue as a message; schemas carry user-facing messages. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'The request is not valid.');
  return result.data;
}

type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** Runs `work`, mapping what it throws to a 4xx message or the generic 5xx (logged with the request id). */
async function answer(name: string, event: { requestContext?: { requestId?: string } }, context: Context | undefined, work: () => Promise<ApiResult>): Promise<ApiResult> {
  const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
  try {
    return await work();
  } catch (error) {
    const response = errorResponse(error, requestId);
    if (response.statusCode >= 500) {
      logger.error('request failed', { handler: name, requestId, ...errorFields(error), stack: error instanceof Error ? error.stack : undefined });
    } else logger.info('request refused', { handler: name, requestId, status: response.statusCode });
    return response;
  }
}

function parseBody<S extends z.ZodType | undefined>(schema: S, event: RawRequest): BodyOf<S> {
  const raw = parseJsonBody(event);
  return (schema ? validate(schema, raw ?? {}) : undefined) as BodyOf<S>;
}

/**
 * The one shape of every API handler: caller from the claims, JSON body checked against `schema`,
 * errors mapped to 4xx messages or the generic 5xx.
 */
export function apiHandler<S extends z.ZodType | undefined = undefined>(
  name: string,
  options: { body?: S },
  fn: (req: ApiRequest<BodyOf<S>>) => Promise<ApiResult>,
): (event: ApiEvent, context?: Context) => Promise<ApiResult> {
  return (event, context) =>
    answer(name, event, context, async () => {
      const userId = callerId(event);
      const body = parseBody(options.body as S, event);
      const claims = event.requestContext.authorizer.jwt.claims;
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const emailVerified = String(claims.email_verified) === 'true';
      const query = (event.queryStringParameters ?? {}) as Record<string, string | undefined>;
      return fn({ userId, email, emailVerified, body, pathId: event.pathParameters?.id, query, event });
    });
}

/** A route without the JWT authorizer: API Gateway sends no authorizer context. */
export type PublicApiEvent = APIGatewayProxyEventV2;

/** `apiHandler` for a public route: no caller, only the checked body (never trust a token it was not verified for). */
export function publicApiHandler<S extends z.ZodType | undefined = undefined>(
  name: string,
  options: { body?: S },
  fn: (req: { body: BodyOf<S>; event: PublicApiEvent }) => Promise<ApiResult>,
): (event: PublicApiEvent, context?: Context) => Promise<ApiResult> {
  return (event, context) => answer(name, event, context, async () => fn({ body: parseBody(options.body as S, event), event }));
}
