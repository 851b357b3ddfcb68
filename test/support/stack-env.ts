import { inject } from 'vitest';

/**
 * Puts the local stack's Lambda environment into this test worker's process.env and returns it.
 * Call it before importing a handler: handlers read their configuration once, at module load.
 */
export function useStackEnv(): Record<string, string> {
  const { lambdaEnv } = inject('stack');
  Object.assign(process.env, lambdaEnv);
  return lambdaEnv;
}
