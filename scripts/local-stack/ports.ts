import { createServer } from 'node:net';

/** Every emulator and local server listens here only: nothing of the local stack is reachable from the network. */
export const LOOPBACK = '127.0.0.1';

export interface Ports {
  api: number;
  aws: number;
  paystack: number;
  s3: number;
  cognito: number;
  dynamodb: number;
}

/** A port that was free a moment ago: for child processes that must be told their port up front. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(true)));
  });
}

/** Where Linux starts handing out ports to outgoing connections (net.ipv4.ip_local_port_range). */
const EPHEMERAL_START = 32_768;

/**
 * Free ports below the ephemeral range, for a stack that is stopped and started again on the same ports: a port
 * `freePort` chose may be given to any outgoing connection meanwhile (DynamoDB Local then cannot bind it), these never.
 */
export async function restartablePorts(): Promise<Ports> {
  const keys: (keyof Ports)[] = ['api', 'aws', 'paystack', 's3', 'cognito', 'dynamodb'];
  const out: Partial<Ports> = {};
  let next = 20_000 + Math.floor(Math.random() * 10_000);
  for (const key of keys) {
    while (next < EPHEMERAL_START && !(await portIsFree(next))) next++;
    if (next >= EPHEMERAL_START) return resolvePorts();
    out[key] = next++;
  }
  return out as Ports;
}

export async function resolvePorts(fixed: Partial<Ports> = {}): Promise<Ports> {
  const used = new Set(Object.values(fixed));
  // A port just released can come back from the next request: never hand one out twice.
  const pick = async (name: keyof Ports) => {
    if (fixed[name] !== undefined) return fixed[name];
    for (;;) {
      const port = await freePort();
      if (used.has(port)) continue;
      used.add(port);
      return port;
    }
  };
  return {
    api: await pick('api'),
    aws: await pick('aws'),
    paystack: await pick('paystack'),
    s3: await pick('s3'),
    cognito: await pick('cognito'),
    dynamodb: await pick('dynamodb'),
  };
}

/** Polls until something accepts connections on the port, or gives up with the service's name. */
export async function waitForHttp(
  url: string,
  name: string,
  timeoutMs = 30_000,
  exited?: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = exited?.();
    if (failure) throw new Error(`${name} stopped while starting: ${failure}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not start within ${timeoutMs / 1000} s (${url})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
