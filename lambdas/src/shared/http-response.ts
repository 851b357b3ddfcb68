import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { GENERIC_SERVER_ERROR } from '@bankcsv/domain';

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
export const unsupportedMediaType = (message = 'Send the request body as JSON (Content-Type: application/json).') =>
  new HttpError(415, message);

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
