import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOOPBACK } from './ports';

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens on `port` (0 = any free port); a request that throws becomes a bare 500. */
export function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  port: number,
): Promise<RunningServer> {
  const listener: RequestListener = (req, res) => {
    handler(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
      else res.end();
    });
  };
  const server: Server = createServer(listener);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        port: actual,
        url: `http://localhost:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
