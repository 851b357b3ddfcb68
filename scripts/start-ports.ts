// The ports `npm start` listens on. `--port N` moves the whole set to N, N+1, ... so two checkouts
// can run side by side; without it the usual fixed ports apply.
export const defaultStartPorts = {
  app: 3000,
  api: 3001,
  aws: 3002,
  paystack: 3003,
  s3: 4569,
  cognito: 9329,
  dynamodb: 8000,
};
export type StartPorts = typeof defaultStartPorts;

const order: (keyof StartPorts)[] = ['app', 'api', 'aws', 'paystack', 's3', 'cognito', 'dynamodb'];

/** Reads `--port N` or `--port=N` from the arguments; anything else keeps the defaults. */
export function startPorts(args: readonly string[]): StartPorts {
  const at = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (at < 0) return { ...defaultStartPorts };
  const text = args[at]?.includes('=') ? args[at].slice('--port='.length) : args[at + 1];
  const base = Number(text);
  if (!Number.isInteger(base) || base < 1024 || base + order.length - 1 > 65535) {
    throw new Error(
      `--port needs a whole number from 1024 to ${65535 - order.length + 1} ` +
        `(it uses ${order.length} ports from there); got ${text ?? 'nothing'}`,
    );
  }
  return Object.fromEntries(order.map((name, i) => [name, base + i])) as StartPorts;
}
