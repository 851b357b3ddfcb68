import { describe, expect, it, vi } from 'vitest';
import type { PromoCode } from '@bankcsv/domain';
import { expiryOf, formatCodes, parsePromoArgs, runPromoCommand, type PromoAdmin } from '../../scripts/promo/command';

const now = Date.parse('2026-06-01T10:00:00Z');

describe('parsePromoArgs', () => {
  it('reads create with its options, upper-casing the code', () => {
    expect(
      parsePromoArgs(['create', 'launch-ab12c', '--credits', '20', '--expires', '2026-12-31', '--limit', '100']),
    ).toEqual({
      action: 'create',
      code: 'LAUNCH-AB12C',
      credits: 20,
      expiresAt: '2026-12-31T21:59:59.999Z',
      maxRedemptions: 100,
      target: { kind: 'local' },
    });
    expect(parsePromoArgs(['create', '--credits', '5', '--stage', 'prod'])).toEqual({
      action: 'create',
      credits: 5,
      target: { kind: 'stage', stage: 'prod' },
    });
  });

  it('reads list and disable with their targets', () => {
    expect(parsePromoArgs(['list', '--table', 'promo-t', '--region', 'af-south-1'])).toEqual({
      action: 'list',
      target: { kind: 'table', table: 'promo-t', region: 'af-south-1' },
    });
    expect(parsePromoArgs(['disable', 'launch-ab12c', '--stage', 'dev'])).toEqual({
      action: 'disable',
      code: 'LAUNCH-AB12C',
      target: { kind: 'stage', stage: 'dev' },
    });
  });

  it.each([
    [[], 'Name a command: create, list or disable'],
    [['delete', 'LAUNCH-AB12C'], 'Unknown command "delete"'],
    [['create'], 'create needs --credits N'],
    [['create', '--credits', '2.5'], '--credits must be a whole number, got "2.5"'],
    [['create', '--credits', '5', '--limit=-1'], '--limit must be a whole number, got "-1"'],
    [
      ['create', '--credits', '5', '--expires', 'soon'],
      '--expires must be a date (2026-12-31) or an ISO date-time, got "soon"',
    ],
    [['disable'], 'disable needs the CODE'],
    [['list', '--credits', '5'], '--credits goes with create'],
    [['list', '--stage', 'test'], 'Unknown stage "test": use dev or prod'],
    [['list', '--stage', 'dev', '--table', 't'], 'Give --stage or --table, not both'],
    [['list', '--region', 'af-south-1'], '--region goes with --table'],
    [['disable', 'A', 'B'], 'Unexpected arguments: B'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parsePromoArgs(argv)).toThrow(message);
  });

  it('refuses options it does not know', () => {
    expect(() => parsePromoArgs(['list', '--all'])).toThrow(/Unknown option '--all'/);
  });

  it('takes an ISO time as it is', () => {
    expect(expiryOf('2026-07-01T12:00:00Z')).toBe('2026-07-01T12:00:00.000Z');
  });
});

function fakeAdmin(existing: PromoCode[] = []): PromoAdmin & { created: unknown[] } {
  const created: unknown[] = [];
  return {
    created,
    create: vi.fn(async (def) => {
      if (existing.some((c) => c.code === def.code)) return false;
      created.push(def);
      return true;
    }),
    list: vi.fn(async () => existing),
    disable: vi.fn(async (code) => existing.some((c) => c.code === code)),
  };
}

const stored = (over: Partial<PromoCode>): PromoCode => ({
  code: 'LAUNCH-AAAAA',
  credits: 20,
  active: true,
  redemptions: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('runPromoCommand', () => {
  it('creates a named or generated code, and says what it grants', async () => {
    const admin = fakeAdmin();
    const named = await runPromoCommand(
      { action: 'create', code: 'LAUNCH-AB12C', credits: 20, maxRedemptions: 50, target: { kind: 'local' } },
      admin,
      () => 'unused',
      now,
    );
    expect(named).toEqual({ ok: true, lines: ['Created LAUNCH-AB12C: +20 credits, no expiry, at most 50 accounts.'] });
    const generated = await runPromoCommand(
      { action: 'create', credits: 5, expiresAt: '2026-12-31T21:59:59.999Z', target: { kind: 'local' } },
      admin,
      () => 'LAUNCH-XYZ23',
      now,
    );
    expect(generated.lines).toEqual([
      'Created LAUNCH-XYZ23: +5 credits, until 2026-12-31T21:59:59.999Z, no redemption limit.',
    ]);
    expect(admin.created).toEqual([
      { code: 'LAUNCH-AB12C', credits: 20, maxRedemptions: 50 },
      { code: 'LAUNCH-XYZ23', credits: 5, expiresAt: '2026-12-31T21:59:59.999Z' },
    ]);
  });

  it('creates nothing for a bad definition or an existing code', async () => {
    const admin = fakeAdmin([stored({ code: 'LAUNCH-AB12C' })]);
    const run = (code: string, credits: number, expiresAt?: string) =>
      runPromoCommand(
        { action: 'create', code, credits, ...(expiresAt ? { expiresAt } : {}), target: { kind: 'local' } },
        admin,
        () => 'x',
        now,
      );
    expect(await run('LAUNCH-AB12', 20)).toEqual({
      ok: false,
      lines: ['Not created: Promo code format should be: LAUNCH-XXXXX.'],
    });
    expect(await run('LAUNCH-NEW22', 0)).toEqual({
      ok: false,
      lines: ['Not created: Credits must be a whole number from 1 to 1000.'],
    });
    expect(await run('LAUNCH-NEW22', 5, '2026-05-01T00:00:00.000Z')).toEqual({
      ok: false,
      lines: ['Not created: The expiry must be a date in the future.'],
    });
    expect(await run('LAUNCH-AB12C', 20)).toEqual({ ok: false, lines: ['Not created: LAUNCH-AB12C already exists.'] });
    expect(admin.created).toEqual([]);
  });

  it('disables a code, or says there is none', async () => {
    const admin = fakeAdmin([stored({ code: 'LAUNCH-AB12C' })]);
    expect(
      await runPromoCommand(
        { action: 'disable', code: 'LAUNCH-AB12C', target: { kind: 'local' } },
        admin,
        () => 'x',
        now,
      ),
    ).toEqual({
      ok: true,
      lines: ['Disabled LAUNCH-AB12C: it no longer applies.'],
    });
    expect(
      await runPromoCommand(
        { action: 'disable', code: 'LAUNCH-NONE2', target: { kind: 'local' } },
        admin,
        () => 'x',
        now,
      ),
    ).toEqual({
      ok: false,
      lines: ['No promo code LAUNCH-NONE2.'],
    });
  });

  it('lists codes with their state in words', () => {
    const lines = formatCodes(
      [
        stored({ code: 'LAUNCH-AAAAA', maxRedemptions: 10, redemptions: 3 }),
        stored({ code: 'LAUNCH-BBBBB', active: false }),
        stored({ code: 'LAUNCH-CCCCC', expiresAt: '2026-05-01T00:00:00.000Z' }),
        stored({ code: 'LAUNCH-DDDDD', maxRedemptions: 2, redemptions: 2 }),
      ],
      now,
    );
    expect(lines[0]).toMatch(/^code\s+credits\s+state\s+expires\s+redeemed\s+created$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(0, 5))).toEqual([
      ['LAUNCH-AAAAA', '20', 'active', 'never', '3'],
      ['LAUNCH-BBBBB', '20', 'disabled', 'never', '0'],
      ['LAUNCH-CCCCC', '20', 'expired', '2026-05-01T00:00:00.000Z', '0'],
      ['LAUNCH-DDDDD', '20', 'used', 'up', 'never'],
    ]);
    expect(lines[1]).toContain('3 of 10');
    expect(formatCodes([], now)).toEqual(['No promo codes.']);
  });
});
