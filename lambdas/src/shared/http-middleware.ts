import type { MiddlewareObj, Request } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { badRequest, errorResponse, unsupportedMediaType, type ApiResult } from './http-response';
import { errorFields, logger } from './logger';

type RawRequest = Pick<APIGatewayProxyEventV2, 'body' | 'headers' | 'isBase64Encoded'> & {
  requestContext?: { requestId?: string };
};
type HttpRequest = Request<RawRequest, ApiResult, unknown, Context>;

const parserPackage = '@middy/http-json-body-parser';

/**
 * middy's JSON body parser (content type, base64, `__proto__` keys refused), with this API's
 * answers: an empty body is no body, malformed JSON is a 400 (middy says 422), a body not sent
 * as JSON is the 415 with our message.
 */
export function jsonBody(
  options: { anyContentType?: boolean } = {},
): MiddlewareObj<RawRequest, ApiResult, unknown, Context> {
  const parser = httpJsonBodyParser({ disableContentTypeCheck: options.anyContentType ?? false });
  return {
    before: async (request) => {
      if (request.event.body === undefined || request.event.body === null || request.event.body === '') {
        request.event.body = undefined;
        return;
      }
      try {
        await parser.before?.(request as Parameters<NonNullable<typeof parser.before>>[0]);
      } catch (error) {
        const { statusCode, cause } = error as { statusCode?: number; cause?: { package?: string } };
        if (cause?.package !== parserPackage) throw error;
        throw statusCode === 415 ? unsupportedMediaType() : badRequest('The request body is not valid JSON.');
      }
    },
  };
}

/** What the handler threw, as a 4xx with its message or the generic 5xx with the request id (logged). */
export function errorMapping(name: string): MiddlewareObj<RawRequest, ApiResult, unknown, Context> {
  return {
    onError: (request: HttpRequest) => {
      const requestId = request.event.requestContext?.requestId ?? request.context?.awsRequestId ?? 'unknown';
      const { error } = request;
      const response = errorResponse(error, requestId);
      if (response.statusCode >= 500) {
        logger.error('request failed', {
          handler: name,
          requestId,
          ...errorFields(error),
          stack: error instanceof Error ? error.stack : undefined,
        });
      } else logger.info('request refused', { handler: name, requestId, status: response.statusCode });
      request.response = response;
    },
  };
}
