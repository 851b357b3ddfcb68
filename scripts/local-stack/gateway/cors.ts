import type { IncomingMessage } from 'node:http';

/** CORS headers of the HTTP API's CorsPreflight configuration, for the app's own origin only. */
export function corsHeaders(req: IncomingMessage, appOrigin: string): Record<string, string> {
  if (req.headers.origin !== appOrigin) return {};
  return { 'access-control-allow-origin': appOrigin, vary: 'Origin' };
}

export function preflightHeaders(req: IncomingMessage, appOrigin: string): Record<string, string> | undefined {
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method'] || req.headers.origin !== appOrigin)
    return undefined;
  return {
    ...corsHeaders(req, appOrigin),
    'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'access-control-allow-headers': 'authorization,content-type',
    'access-control-max-age': '600',
  };
}
