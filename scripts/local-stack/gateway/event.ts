import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

const textTypes = /^(text\/|application\/(json|xml|x-www-form-urlencoded|javascript)|[^;]*\+json|[^;]*\+xml)/i;

export interface RouteMatch {
  routeKey: string;
  pathParameters: Record<string, string>;
}

/** An API Gateway HTTP API payload 2.0 event for a matched route. */
export function buildEvent(
  req: IncomingMessage,
  body: Buffer,
  match: RouteMatch,
  claims: Record<string, string> | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const isText = textTypes.test(headers['content-type'] ?? '');
  const now = new Date();
  const requestId = randomUUID();
  const cookies = req.headers.cookie?.split(';').map((c) => c.trim());
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies ? { cookies } : {}),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      // Routes without the authorizer get no authorizer context, as in API Gateway.
      ...(claims
        ? {
            authorizer: {
              principalId: '',
              integrationLatency: 0,
              jwt: { claims, scopes: claims.scope ? claims.scope.split(' ') : [] },
            },
          }
        : {}),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}
