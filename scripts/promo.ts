// `npm run promo -- create|list|disable`: manages promo codes in the local stack or a stage's table,
// through the same adapter the Lambdas use (lambdas/src/adapters/promo-repo.ts).
import { randomInt } from 'node:crypto';
import { newPromoCode } from '@bankcsv/domain';
import { repoRoot } from '../infra/lib/paths';
import { parsePromoArgs, runPromoCommand, USAGE, UsageError } from './promo/command';
import { resolveTarget } from './promo/target';

async function main(): Promise<number> {
  let command;
  try {
    command = parsePromoArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const target = await resolveTarget(command.target, repoRoot);
  // The adapter's SDK client reads its endpoint and region when it is first imported.
  Object.assign(process.env, target.env);
  const { promoRepo } = await import('../lambdas/src/adapters/promo-repo');
  const result = await runPromoCommand(command, promoRepo({ PROMO_TABLE: target.table }), () =>
    newPromoCode(Array.from({ length: 5 }, () => randomInt(1 << 30))),
  );
  console.log(`[${target.label}]`);
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const name = (error as { name?: string }).name;
    const reach =
      name === 'ECONNREFUSED' || (error as { code?: string }).code === 'ECONNREFUSED'
        ? ' (is `npm start` running?)'
        : '';
    console.error(`promo: ${error instanceof Error ? error.message : String(error)}${reach}`);
    process.exit(1);
  },
);
