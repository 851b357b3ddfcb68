import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { listen, readBody, type RunningServer } from './http';
import { checkPostPolicy, parseMultipart } from './s3-post-policy';

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<Error><Code>${code}</Code><Message>${message.replace(/[<>&]/g, '')}</Message></Error>`;

function forward(req: IncomingMessage, res: ServerResponse, target: number, body?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = request(
      { host: 'localhost', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res).on('finish', resolve).on('error', reject);
      },
    );
    upstream.on('error', reject);
    if (body) upstream.end(body);
    else req.pipe(upstream);
  });
}

/**
 * The public S3 endpoint: passes everything to s3rver, but checks browser POST uploads against
 * their signed policy first, as S3 does (s3rver ignores the policy).
 */
export function startS3Front(port: number, s3rverPort: number, appOrigin: string): Promise<RunningServer> {
  return listen(async (req, res) => {
    const contentType = req.headers['content-type'] ?? '';
    const bucket = /^\/([^/?]+)\/?(\?|$)/.exec(req.url ?? '')?.[1];
    if (req.method !== 'POST' || !bucket || !contentType.startsWith('multipart/form-data'))
      return forward(req, res, s3rverPort);
    const body = await readBody(req);
    const rejection = checkPostPolicy(parseMultipart(body, contentType), decodeURIComponent(bucket));
    if (!rejection) return forward(req, res, s3rverPort, body);
    const cors: Record<string, string> =
      req.headers.origin === appOrigin ? { 'access-control-allow-origin': appOrigin } : {};
    res.writeHead(rejection.status, { 'content-type': 'application/xml', ...cors });
    res.end(xmlError(rejection.code, rejection.message));
  }, port);
}
