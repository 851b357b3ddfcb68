import { parseArgs } from 'node:util';
import { normalizePromoCode, promoDefinitionProblem, type PromoCode, type PromoDefinition } from '@bankcsv/domain';

export const USAGE = `Usage: npm run promo -- <command> [options] [target]

Commands:
  create [CODE] --credits N [--expires DATE] [--limit N]
                        a new active code (LAUNCH-XXXXX; a random one when CODE is left out).
                        --expires: an ISO date-time, or a date meaning the end of that day in
                        South Africa (23:59:59 SAST); --limit: how many accounts may redeem it.
  list                  every code with its credits, state, expiry and redemptions
  disable CODE          the code stops applying; redemptions already made stay

Target (default: the local stack \`npm start\` runs, from .local/stack.json):
  --stage dev|prod      the stage's promo table in AWS (region from cdk.json; AWS credentials
                        from the environment, as the AWS CLI takes them)
  --table NAME [--region REGION]   a promo table by name`;

export type PromoTarget =
  | { kind: 'local' }
  | { kind: 'stage'; stage: 'dev' | 'prod' }
  | { kind: 'table'; table: string; region?: string };

export type PromoCommand =
  | {
      action: 'create';
      code?: string;
      credits: number;
      expiresAt?: string;
      maxRedemptions?: number;
      target: PromoTarget;
    }
  | { action: 'list'; target: PromoTarget }
  | { action: 'disable'; code: string; target: PromoTarget };

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const wholeNumber = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number, got "${value}"`);
  return Number(value);
};

/**
 * The expiry as an ISO time: a date alone is the end of that day in South Africa (UTC+2, no daylight saving).
 * @example expiryOf('2026-12-31') // '2026-12-31T21:59:59.999Z'
 */
export function expiryOf(value: string): string {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999+02:00` : value;
  const ms = Date.parse(text);
  if (!Number.isFinite(ms))
    throw new UsageError(`--expires must be a date (2026-12-31) or an ISO date-time, got "${value}"`);
  return new Date(ms).toISOString();
}

function targetOf(values: { stage?: string; table?: string; region?: string }): PromoTarget {
  if (values.stage !== undefined && values.table !== undefined)
    throw new UsageError('Give --stage or --table, not both');
  if (values.stage !== undefined) {
    if (values.stage !== 'dev' && values.stage !== 'prod')
      throw new UsageError(`Unknown stage "${values.stage}": use dev or prod`);
    return { kind: 'stage', stage: values.stage };
  }
  if (values.table !== undefined)
    return { kind: 'table', table: values.table, ...(values.region ? { region: values.region } : {}) };
  if (values.region !== undefined) throw new UsageError('--region goes with --table');
  return { kind: 'local' };
}

/** Reads the command line (after `npm run promo --`); throws UsageError with what is wrong. */
export function parsePromoArgs(argv: readonly string[]): PromoCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      credits: { type: 'string' },
      expires: { type: 'string' },
      limit: { type: 'string' },
      stage: { type: 'string' },
      table: { type: 'string' },
      region: { type: 'string' },
    },
  });
  const [action, code, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  const target = targetOf(values);
  const onlyCreate = (['credits', 'expires', 'limit'] as const).filter((name) => values[name] !== undefined);
  if (action !== 'create' && onlyCreate.length > 0) throw new UsageError(`--${onlyCreate[0]} goes with create`);
  switch (action) {
    case 'create': {
      const credits = wholeNumber(values.credits, '--credits');
      if (credits === undefined) throw new UsageError('create needs --credits N');
      const maxRedemptions = wholeNumber(values.limit, '--limit');
      return {
        action,
        ...(code !== undefined ? { code: normalizePromoCode(code) } : {}),
        credits,
        ...(values.expires !== undefined ? { expiresAt: expiryOf(values.expires) } : {}),
        ...(maxRedemptions !== undefined ? { maxRedemptions } : {}),
        target,
      };
    }
    case 'list':
      if (code !== undefined) throw new UsageError(`Unexpected arguments: ${code}`);
      return { action, target };
    case 'disable':
      if (code === undefined) throw new UsageError('disable needs the CODE');
      return { action, code: normalizePromoCode(code), target };
    default:
      throw new UsageError(
        action === undefined ? 'Name a command: create, list or disable' : `Unknown command "${action}"`,
      );
  }
}

/** What the command needs of the promo table (lambdas/src/adapters/promo-repo.ts). */
export interface PromoAdmin {
  create(def: PromoDefinition): Promise<boolean>;
  list(): Promise<PromoCode[]>;
  disable(code: string): Promise<boolean>;
}

export interface CommandResult {
  ok: boolean;
  lines: string[];
}

const describeLimit = (c: PromoCode) =>
  `${c.redemptions}${c.maxRedemptions === undefined ? '' : ` of ${c.maxRedemptions}`}`;

/** The codes as a table, one line each, states worded for the admin. */
export function formatCodes(codes: readonly PromoCode[], nowMs: number): string[] {
  if (codes.length === 0) return ['No promo codes.'];
  const rows = codes.map((c) => [
    c.code,
    String(c.credits),
    c.active !== true
      ? 'disabled'
      : c.expiresAt !== undefined && !(Date.parse(c.expiresAt) > nowMs)
        ? 'expired'
        : c.maxRedemptions !== undefined && c.redemptions >= c.maxRedemptions
          ? 'used up'
          : 'active',
    c.expiresAt ?? 'never',
    describeLimit(c),
    c.createdAt,
  ]);
  const header = ['code', 'credits', 'state', 'expires', 'redeemed', 'created'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  return [header, ...rows].map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** Runs one parsed command against the table; `newCode` makes a code when create names none. */
export async function runPromoCommand(
  command: PromoCommand,
  admin: PromoAdmin,
  newCode: () => string,
  nowMs = Date.now(),
): Promise<CommandResult> {
  switch (command.action) {
    case 'create': {
      const def: PromoDefinition = {
        code: command.code ?? newCode(),
        credits: command.credits,
        ...(command.expiresAt !== undefined ? { expiresAt: command.expiresAt } : {}),
        ...(command.maxRedemptions !== undefined ? { maxRedemptions: command.maxRedemptions } : {}),
      };
      const problem = promoDefinitionProblem(def, nowMs);
      if (problem) return { ok: false, lines: [`Not created: ${problem}.`] };
      if (!(await admin.create(def))) return { ok: false, lines: [`Not created: ${def.code} already exists.`] };
      const limits = [
        def.expiresAt ? `until ${def.expiresAt}` : 'no expiry',
        def.maxRedemptions ? `at most ${def.maxRedemptions} accounts` : 'no redemption limit',
      ];
      return { ok: true, lines: [`Created ${def.code}: +${def.credits} credits, ${limits.join(', ')}.`] };
    }
    case 'list':
      return { ok: true, lines: formatCodes(await admin.list(), nowMs) };
    case 'disable':
      if (!(await admin.disable(command.code))) return { ok: false, lines: [`No promo code ${command.code}.`] };
      return { ok: true, lines: [`Disabled ${command.code}: it no longer applies.`] };
  }
}
