import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
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

function header(event: ApiEvent, name: string): string | undefined {
  const found = Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

/** Parses a JSON body the way middy's parser does, but with a 400 (not 415) for malformed JSON. */
export function parseJsonBody(event: ApiEvent): unknown {
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

/**
 * The one shape of every API handler: caller from the claims, JSON body checked against `schema`,
 * errors mapped to 4xx messages or the generic 5xx.
 */
export function apiHandler<S extends z.ZodType | undefined = undefined>(
  name: string,
  options: { body?: S },
  fn: (req: ApiRequest<S extends z.ZodType ? z.infer<S> : undefined>) => Promise<ApiResult>,
): (event: ApiEvent, context?: Context) => Promise<ApiResult> {
  return async (event, context) => {
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
    try {
      const userId = callerId(event);
      const raw = parseJsonBody(event);
      const body = (options.body ? validate(options.body, raw ?? {}) : undefined) as S extends z.ZodType ? z.infer<S> : undefined;
      const claims = event.requestContext.authorizer.jwt.claims;
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const query = (event.queryStringParameters ?? {}) as Record<string, string | undefined>;
      return await fn({ userId, email, body, pathId: event.pathParameters?.id, query, event });
    } catch (error) {
      const response = errorResponse(error, requestId);
      if (response.statusCode >= 500) {
        logger.error('request failed', { handler: name, requestId, ...errorFields(error), stack: error instanceof Error ? error.stack : undefined });
      } else logger.info('request refused', { handler: name, requestId, status: response.statusCode });
      return response;
    }
  };
}
