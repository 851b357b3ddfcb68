import { describe, expect, it } from 'vitest';
import { LAYOUTS, type LayoutId } from './fixtures/index';
import { corpusCases, scoreLayout, summarise, type LayoutScore, type StatementScore } from './fixtures/perturb/measure';
import { VARIANTS } from './fixtures/perturb/variants';
import { mayFlag } from './fixtures/perturb/geometry';

// Issue 7's bar, on statements the converter has never seen: each layout drawn 20 times with seeded
// variation (and each real-layout variant 3 times), compared with the generator's model. The benchmark draws the
// variants 5 times each (perturbation-bench.ts); here fewer keep CI within its time.
const EXACT_TARGET = 0.995;
const STATEMENTS_PER_LAYOUT = 20;
const VARIANT_SEEDS = 3;

const describeFailures = (r: LayoutScore, bad: (s: StatementScore) => boolean) =>
  r.scores
    .filter(bad)
    .map(
      (s) =>
        `seed ${s.seed} (${s.exact}/${s.rows} exact, check ${s.balanceCheck}${s.error ? `, ${s.error}` : ''}): ` +
        `first mismatch ${JSON.stringify(s.firstMismatch)}`,
    )
    .join('\n');

function expectAtTarget(r: LayoutScore) {
  const wrong = (s: StatementScore) => s.exact < s.rows || s.silentlyWrong || (!s.reconciled && !s.namesBreak);
  expect
    .soft(r.exact / r.rows, `${r.layout}: transactions exact\n${describeFailures(r, wrong)}`)
    .toBeGreaterThanOrEqual(EXACT_TARGET);
  expect
    .soft(r.reconciled + r.namesBreak, `${r.layout}: statements that reconcile or name their break`)
    .toBe(r.statements);
  expect
    .soft(
      r.silentlyWrong,
      `${r.layout}: statements that say they reconcile yet are wrong\n${describeFailures(r, (s) => s.silentlyWrong)}`,
    )
    .toBe(0);
}

describe('accuracy on the perturbation corpus', () => {
  it.each(Object.keys(LAYOUTS) as LayoutId[])(
    '%s: at least 99.5% of transactions exact, every statement reconciles or names its break, none silently wrong',
    async (layout) => {
      const r = await scoreLayout(layout, corpusCases(layout, STATEMENTS_PER_LAYOUT));
      expectAtTarget(r);
      // A clean statement leaves no line of its table unexplained.
      expect.soft(r.accounted, `${layout}: statements with every line accounted for`).toBe(r.statements);
    },
  );

  it.each(Object.keys(VARIANTS))('real layout variant %s: the same bar', async (name) => {
    const v = VARIANTS[name]!;
    const r = await scoreLayout(
      v.layout,
      Array.from({ length: VARIANT_SEEDS }, (_, i) => ({ ...v, seed: 101 + i })),
    );
    // Where the page does not tell which row a line belongs to, the rows are flagged: the bar is on the others.
    if (mayFlag(name)) {
      const flagged = r.scores.filter((s) => !s.reconciled && s.namesBreak);
      expect(flagged.length, `${name}: flagged statements`).toBeLessThanOrEqual(1);
      expectAtTarget(
        summarise(
          `variant ${name}`,
          r.scores.filter((s) => !flagged.includes(s)),
        ),
      );
      return;
    }
    expectAtTarget({ ...r, layout: `variant ${name}` });
  });
});
