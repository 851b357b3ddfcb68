import { LAYOUTS, makeFixture, type LayoutId } from '../../packages/converter/test/fixtures/index';
import { makeModel, type StatementModel } from '../../packages/converter/test/fixtures/model';

/** Statements of one account cut from one balance chain, for batches of a client's year (docs/batches.md). */

const addDays = (iso: string, n: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export interface ChainOptions {
  layout: LayoutId;
  /** The first statement's first day. */
  start: string;
  count: number;
  /** Opening of the first statement, in cents. */
  opening: number;
  seed?: number;
  /** After this statement (0-based) a month goes by with no statement and no movement: the balance carries. */
  gapAfter?: number;
  /** This statement (0-based) starts 5 days before the one before it ends, printing those days' rows again. */
  overlapAt?: number;
}

/** The balance before `day` in a model: after its last posting row dated earlier, else its opening. */
function balanceBefore(m: StatementModel, day: string): number {
  return m.txs.filter((t) => !t.nonPosting && t.date < day).at(-1)?.balance ?? m.opening;
}

/**
 * `count` statements of one account, each 32 days long and opening where the one before closed; one may be followed
 * by a month without a statement, one may overlap the one before by 5 days (the same rows on those days).
 */
export function chainedModels(o: ChainOptions): StatementModel[] {
  const models: StatementModel[] = [];
  let start = o.start;
  let opening = o.opening;
  for (let k = 0; k < o.count; k += 1) {
    const previous = models.at(-1);
    if (k === o.overlapAt && previous) {
      const from = addDays(previous.end, -4);
      const own = makeModel({ ...LAYOUTS[o.layout].model, seed: (o.seed ?? 1) + k, count: 10, start, opening });
      const repeated = previous.txs.filter((t) => t.date >= from);
      models.push({ ...own, start: from, opening: balanceBefore(previous, from), txs: [...repeated, ...own.txs] });
    } else {
      models.push(makeModel({ ...LAYOUTS[o.layout].model, seed: (o.seed ?? 1) + k, count: 10, start, opening }));
    }
    const last = models.at(-1) as StatementModel;
    start = addDays(last.end, k === o.gapAfter ? 33 : 1);
    opening = last.closing;
  }
  return models;
}

/** Each model drawn as a PDF of its layout. */
export async function statementPdfs(layout: LayoutId, models: readonly StatementModel[]): Promise<Uint8Array[]> {
  const pdfs: Uint8Array[] = [];
  for (const [k, model] of models.entries()) pdfs.push((await makeFixture({ layout, model, seed: k + 1 })).pdf);
  return pdfs;
}

export { addDays };
