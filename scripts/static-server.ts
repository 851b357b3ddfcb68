import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

async function fileFor(dir: string, urlPath: string): Promise<string | undefined> {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const candidate = join(dir, safe);
  // Never serve anything outside the build directory.
  if (candidate !== dir && !candidate.startsWith(dir + sep)) return undefined;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = join(candidate, 'index.html');
      if ((await stat(index).catch(() => undefined))?.isFile()) return index;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Static server for a built SPA: files from `dir`, `/app-config.json` from `appConfig`,
 * and index.html for every other path (client-side routes). Port 0 picks a free port.
 * `appConfig` may be a function, read per request, when the config is known only after the
 * server's own origin is (the local stack's CORS needs that origin). `headers` (likewise a value or a
 * function) go on every response, as CloudFront's response headers policy does in AWS.
 */
export function serveStatic(
  dir: string,
  appConfig: unknown,
  port = 0,
  headers: Record<string, string> | (() => Record<string, string>) = {},
): Promise<{ url: string; close(): Promise<void>; server: Server }> {
  const root = resolve(dir);
  const configBody = () => JSON.stringify(typeof appConfig === 'function' ? (appConfig as () => unknown)() : appConfig);
  const extraHeaders = () => (typeof headers === 'function' ? headers() : headers);
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      for (const [name, value] of Object.entries(extraHeaders())) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      if (path === '/app-config.json') {
        res.writeHead(200, { 'content-type': contentTypes['.json'], 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : configBody());
        return;
      }
      const file = (await fileFor(root, path)) ?? (await fileFor(root, '/index.html'));
      if (!file) {
        res.writeHead(404, { 'content-type': contentTypes['.txt'] }).end('Not found');
        return;
      }
      const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, { 'content-type': type, 'cache-control': cache });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolveStart({
        url: `http://localhost:${actual}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
