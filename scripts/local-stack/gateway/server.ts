import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { invokeHandler } from '../handlers';
import { listen, readBody, sendJson, type RunningServer } from '../http';
import { claimStrings, type JwtAuthorizer } from './auth';
import { corsHeaders, preflightHeaders } from './cors';
import { buildEvent, type RouteMatch } from './event';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: string;
  auth: boolean;
}

export interface GatewayOptions {
  port: number;
  routes: RouteDef[];
  authorizer: JwtAuthorizer;
  appOrigin: string;
  log: (line: string) => void;
  /** Runs a route's handler; the handler files by default. */
  invoke?: (handler: string, event: unknown) => Promise<unknown>;
}

function matchRoute(
  routes: RouteDef[],
  method: string,
  path: string,
): { route: RouteDef; match: RouteMatch } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const found = new RegExp(`^${pattern}$`).exec(path);
    if (!found) continue;
    const pathParameters = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
    return { route, match: { routeKey: `${route.method} ${route.path}`, pathParameters } };
  }
  return undefined;
}

interface StructuredResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

// Payload 2.0: an object with statusCode is a full response; anything else is a 200 JSON body.
function writeResult(res: ServerResponse, result: unknown, cors: Record<string, string>): void {
  const structured =
    result !== null && typeof result === 'object' && 'statusCode' in result ? (result as StructuredResult) : undefined;
  if (!structured) {
    res.writeHead(200, { 'content-type': 'application/json', ...cors });
    res.end(typeof result === 'string' ? result : JSON.stringify(result ?? null));
    return;
  }
  const headers: Record<string, string | string[]> = { ...cors };
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  res.writeHead(structured.statusCode ?? 200, headers);
  const body = structured.body ?? '';
  res.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/** The HTTP API: routes from lambdas/src/routes.ts, the JWT authorizer, CORS for the app, payload 2.0 events. */
export function startGateway({
  port,
  routes,
  authorizer,
  appOrigin,
  log,
  invoke = invokeHandler,
}: GatewayOptions): Promise<RunningServer> {
  return listen(async (req, res) => {
    const preflight = preflightHeaders(req, appOrigin);
    if (preflight) {
      res.writeHead(204, preflight).end();
      return;
    }
    const cors = corsHeaders(req, appOrigin);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const found = matchRoute(routes, req.method ?? 'GET', path);
    if (!found) return sendJson(res, 404, { message: 'Not Found' }, cors);
    const body = await readBody(req);
    let claims: Record<string, string> | undefined;
    if (found.route.auth) {
      const payload = await authorizer.verify(req.headers.authorization);
      if (!payload) return sendJson(res, 401, { message: 'Unauthorized' }, { ...cors, 'www-authenticate': 'Bearer' });
      claims = claimStrings(payload);
    }
    const event = buildEvent(req, body, found.match, claims);
    let result: unknown;
    try {
      result = await invoke(found.route.handler, event);
    } catch (error) {
      log(
        `[api] ${found.match.routeKey} threw ` +
          `${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return sendJson(res, 500, { message: 'Internal Server Error' }, { ...cors, 'apigw-requestid': randomUUID() });
    }
    writeResult(res, result, cors);
  }, port);
}
