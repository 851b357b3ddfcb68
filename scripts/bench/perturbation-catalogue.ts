// Which perturbation breaks which layout: each applicable perturbation alone (and none), seeds from CATALOGUE_SEEDS
// (default 11) per
// layout, with the first wrong row as converted and as expected. `tsx scripts/bench/perturbation-catalogue.ts
// [layout…]`
import { LAYOUTS, type LayoutId } from '../../packages/converter/test/fixtures/index';
import {
  applicable,
  makePerturbedFixture,
  type PerturbationId,
} from '../../packages/converter/test/fixtures/perturb/index';
import { scoreFixture, type StatementScore } from '../../packages/converter/test/fixtures/perturb/measure';
import { ROLES } from '../../packages/converter/test/fixtures/perturb/roles';

const SEEDS = (process.env.CATALOGUE_SEEDS ?? '11').split(',').map(Number);
const args = process.argv.slice(2);
const layouts = (args.length ? args : Object.keys(LAYOUTS)) as LayoutId[];

const describe = (s: StatementScore): string => {
  if (s.error) return `throws: ${s.error}`;
  const what = s.firstMismatch
    ? `row ${s.firstMismatch.index}: got \`${JSON.stringify(s.firstMismatch.got)}\`, ` +
      `expected \`${JSON.stringify(s.firstMismatch.want)}\``
    : 'rows exact; opening or closing balance wrong';
  const chain = s.reconciled
    ? 'claims reconciled'
    : s.namesBreak
      ? 'names its break'
      : `balance check ${s.balanceCheck}, no break named`;
  return `${s.exact}/${s.rows} exact, ${chain}; ${what}`;
};

const lines: string[] = [
  '| layout | perturbation | statements failing | exact | example (seed) |',
  '|---|---|---:|---:|---|',
];
for (const layout of layouts) {
  for (const p of ['(none)', ...applicable(layout)] as (PerturbationId | '(none)')[]) {
    const scores: StatementScore[] = [];
    for (const seed of SEEDS) {
      const f = await makePerturbedFixture({ layout, seed, force: p === '(none)' ? [] : [p], share: 0 });
      scores.push(await scoreFixture(f, LAYOUTS[layout].bank, seed, Boolean(ROLES[layout].balanceKey)));
    }
    const bad = scores.filter((s) => s.exact < s.rows || !(s.reconciled || s.namesBreak) || s.silentlyWrong);
    if (bad.length === 0) continue;
    const exact = scores.reduce((a, s) => a + s.exact, 0) / scores.reduce((a, s) => a + s.rows, 0);
    lines.push(
      `| ${layout} | ${p} | ${bad.length}/${scores.length} | ` +
        `${(100 * exact).toFixed(1)}% | ` +
        `${describe(bad[0]!).replaceAll('|', '\\|')} (${bad[0]!.seed}) |`,
    );
  }
  process.stderr.write(`${layout} done\n`);
}
process.stdout.write(`${lines.join('\n')}\n`);
