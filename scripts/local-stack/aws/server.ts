import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorPayload, invokeAsync, invokeHandler, loadHandler } from '../handlers';
import { listen, readBody, sendJson, type RunningServer } from '../http';
import type { WorkflowRunner } from '../workflow/runner';
import { AwsError } from './aws-error';
import { secretsOperation, type LocalSecret } from './secrets';
import { sfnOperation } from './sfn';

export interface AwsServerOptions {
  port: number;
  runner: WorkflowRunner;
  secrets: LocalSecret[];
  log: (line: string) => void;
}

/** Function name from a name, a function ARN or a qualified ARN. */
export function functionName(nameOrArn: string): string {
  const decoded = decodeURIComponent(nameOrArn);
  const match = /function:([^:]+)/.exec(decoded);
  return match?.[1] ?? decoded;
}

async function invoke(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  log: (line: string) => void,
): Promise<void> {
  const raw = (await readBody(req)).toString('utf8');
  const event: unknown = raw ? JSON.parse(raw) : {};
  try {
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      await loadHandler(name);
      void invokeAsync(name, event, log);
      res.writeHead(202).end();
      return;
    }
    const result = await invokeHandler(name, event);
    res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
    res.end(JSON.stringify(result ?? null));
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') {
      res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' });
      res.end(JSON.stringify({ Type: 'User', message: error.message }));
      return;
    }
    log(`[lambda] ${name} threw ${String(error)}`);
    res.writeHead(200, {
      'content-type': 'application/json',
      'x-amz-function-error': 'Unhandled',
      'x-amz-executed-version': '$LATEST',
    });
    res.end(JSON.stringify(errorPayload(error)));
  }
}

/** One HTTP server for Step Functions, Secrets Manager (JSON protocols, by X-Amz-Target) and Lambda Invoke (REST). */
export function startAwsServer({ port, runner, secrets, log }: AwsServerOptions): Promise<RunningServer> {
  return listen(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const invokeMatch = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(path);
    if (req.method === 'POST' && invokeMatch?.[1]) return invoke(req, res, functionName(invokeMatch[1]), log);
    const target = String(req.headers['x-amz-target'] ?? '');
    const [service, operation = ''] = target.split('.');
    const contentType = service === 'AWSStepFunctions' ? 'application/x-amz-json-1.0' : 'application/x-amz-json-1.1';
    try {
      const raw = (await readBody(req)).toString('utf8');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      let result: unknown;
      if (service === 'AWSStepFunctions') result = sfnOperation(runner, operation, body);
      else if (service === 'secretsmanager') result = secretsOperation(secrets, operation, body);
      else
        throw new AwsError(
          'UnknownOperationException',
          `No local service for ${target || `${req.method} ${path}`}`,
          404,
        );
      sendJson(res, 200, result, { 'content-type': contentType });
    } catch (error) {
      const failure = error instanceof AwsError ? error : new AwsError('InternalFailure', String(error), 500);
      sendJson(
        res,
        failure.status,
        { __type: failure.type, message: failure.message },
        { 'content-type': contentType, 'x-amzn-errortype': failure.type },
      );
    }
  }, port);
}
