import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/lib/paths';
import {
  APP_ORIGIN_ENV,
  STATE_MACHINE_ENV,
  USER_POOL_ENV,
  bucketEnv,
  envNamesOf,
  functionAccess,
  secretEnv,
  tableEnv,
  type FunctionAccess,
} from '../../lambdas/src/function-access';

// docs/design.md, "Environment of the Lambdas", against the one declaration the CDK app and the handlers use.
const design = readFileSync(join(repoRoot, 'docs', 'design.md'), 'utf8');
const section = design.slice(
  design.indexOf('## Environment of the Lambdas'),
  design.indexOf('\n## ', design.indexOf('## Environment of the Lambdas') + 1),
);
const flat = section.replace(/\s+/g, ' ');
const names = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '').sort();
// Every function also gets this one (infra app-functions), whatever it declares.
const everyFunction = ['S3_FORCE_PATH_STYLE'];

const receivers = (envName: string) =>
  Object.entries(functionAccess as Record<string, FunctionAccess>)
    .filter(([, access]) => envNamesOf(access).includes(envName))
    .map(([name]) => name)
    .sort();

describe('the environment section of docs/design.md', () => {
  it('lists exactly the variables a function declaration can imply, and the one every function gets', () => {
    const listed = flat.match(/^## Environment of the Lambdas `([^.]+)`\./)?.[1] ?? '';
    const declared = [
      ...Object.values(tableEnv),
      ...Object.values(bucketEnv),
      ...Object.values(secretEnv),
      USER_POOL_ENV,
      STATE_MACHINE_ENV,
      APP_ORIGIN_ENV,
    ];
    expect(listed.split(/,\s*/).sort()).toEqual([...new Set([...declared, ...everyFunction])].sort());
  });

  it('names exactly the functions that get each variable it says goes "only to" some', () => {
    const claims = [...flat.matchAll(/`([A-Z_]+)` goes only to ((?:`[a-z-]+`(?:, | and )?)+)/g)];
    expect(claims.map((c) => c[1])).toEqual(expect.arrayContaining([USER_POOL_ENV, STATE_MACHINE_ENV]));
    for (const [, envName = '', list = ''] of claims)
      expect({ envName, functions: names(list) }).toEqual({ envName, functions: receivers(envName) });
  });

  it('says "goes to no function" only of a variable no function gets', () => {
    for (const [, envName = ''] of flat.matchAll(/`([A-Z_]+)` goes to no function/g))
      expect(receivers(envName)).toEqual([]);
  });
});
