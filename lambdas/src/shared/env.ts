import { z } from 'zod';
import { accessOf, envNamesOf, type FunctionEnvName, type FunctionName } from '../function-access';

// Every variable the CDK app may give a function. Each handler asks for only the ones it uses,
// so a function missing one of *its* variables fails at cold start with the names, not mid-request.
const schema = {
  USERS_TABLE: z.string().min(1),
  LEDGER_TABLE: z.string().min(1),
  CONVERSIONS_TABLE: z.string().min(1),
  PAYMENTS_TABLE: z.string().min(1),
  PROMO_TABLE: z.string().min(1),
  LIMITS_TABLE: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  OUTPUTS_BUCKET: z.string().min(1),
  STATE_MACHINE_ARN: z.string().min(1),
  APP_SECRET_ARN: z.string().min(1),
  PAYSTACK_SECRET_ARN: z.string().min(1),
  APP_ORIGIN: z.string().url(),
  USER_POOL_ID: z.string().min(1),
} as const;

export type EnvName = keyof typeof schema;
export type Env<K extends EnvName> = { readonly [P in K]: string };

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/**
 * Reads and checks the named variables; throws one error listing every missing or invalid name.
 * @example const env = loadEnv(['USERS_TABLE', 'LEDGER_TABLE']);
 */
export function loadEnv<K extends EnvName>(names: readonly K[], source: NodeJS.ProcessEnv = process.env): Env<K> {
  const picked = Object.fromEntries(names.map((name) => [name, schema[name]]));
  const result = z.object(picked).safeParse(source);
  if (!result.success) {
    const bad = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].sort();
    throw new EnvError(`Missing or invalid environment variables: ${bad.join(', ')}`);
  }
  return result.data as Env<K>;
}

/**
 * The environment of one declared function (lambdas/src/function-access.ts), checked at cold start.
 * @example const env = functionEnv('get-me'); // env.USERS_TABLE, env.LEDGER_TABLE
 */
export function functionEnv<N extends FunctionName>(
  name: N,
  source: NodeJS.ProcessEnv = process.env,
): Env<FunctionEnvName<N> & EnvName> {
  return loadEnv(envNamesOf(accessOf(name)) as (FunctionEnvName<N> & EnvName)[], source);
}

/** `S3_FORCE_PATH_STYLE` is optional: only emulators need path-style bucket addressing. */
export function forcePathStyle(source: NodeJS.ProcessEnv = process.env): boolean {
  const value = (source.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new EnvError('Missing or invalid environment variables: S3_FORCE_PATH_STYLE');
}

const PAYSTACK_API = 'https://api.paystack.co';

/** `PAYSTACK_API_URL` is optional: Paystack's own API unless a stand-in (the local stack) is named. */
export function paystackApiUrl(source: NodeJS.ProcessEnv = process.env): string {
  const value = (source.PAYSTACK_API_URL ?? '').trim();
  if (value === '') return PAYSTACK_API;
  if (!z.string().url().safeParse(value).success)
    throw new EnvError('Missing or invalid environment variables: PAYSTACK_API_URL');
  return value.replace(/\/+$/, '');
}
