import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRIC, METRICS_NAMESPACE, OUTCOME_DIMENSION } from '../../src/shared/metric-names';
import type { WorkflowState } from '../../src/shared/workflow';

// The handlers that end a conversion publish its metrics through Powertools Metrics, which writes
// CloudWatch EMF (one JSON object per line) to stdout. These tests read those lines.

type Emf = {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [key: string]: unknown;
};

let stdout: string[] = [];
const emf = (): Emf[] =>
  stdout
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Emf);
const units = (entry: Emf) =>
  Object.fromEntries(entry._aws.CloudWatchMetrics.flatMap((m) => m.Metrics.map((x) => [x.Name, x.Unit])));

const row = {
  conversionId: 'C1',
  userId: 'u1',
  status: 'processing',
  pages: 12,
  createdAt: '2025-03-01T10:00:00.000Z',
  processingStarted: '2025-03-01T10:00:02.000Z',
  completedAt: '2025-03-01T10:00:09.500Z',
};
const state: WorkflowState = {
  userId: 'u1',
  conversionId: 'C1',
  bucket: 'uploads',
  key: 'user-uploads/u1/C1.pdf',
  check: { pages: 12, credits: 12 },
};

beforeEach(() => {
  vi.resetModules();
  stdout = [];
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'bankcsv-test');
  vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', METRICS_NAMESPACE);
  vi.stubEnv('POWERTOOLS_DEV', '');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  for (const name of ['USERS_TABLE', 'LEDGER_TABLE', 'CONVERSIONS_TABLE', 'UPLOADS_BUCKET', 'OUTPUTS_BUCKET'])
    vi.stubEnv(name, `test-${name.toLowerCase()}`);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.doUnmock('../../src/adapters/conversion-failure');
  vi.doUnmock('../../src/adapters/conversions-repo');
  vi.doUnmock('../../src/adapters/users-repo');
  vi.doUnmock('../../src/adapters/storage');
  vi.doUnmock('../../src/adapters/transactions');
});

describe('conversion metrics', () => {
  it('publish pages, duration and the outcome as EMF in the BankCsv namespace under the service', async () => {
    const { recordConversionEnd } = await import('../../src/shared/metrics');
    recordConversionEnd({
      outcome: 'completed',
      pages: 3,
      startedAt: '2025-01-01T00:00:00.000Z',
      endedAt: '2025-01-01T00:00:01.500Z',
    });
    const [entry, ...rest] = emf();
    expect(rest).toEqual([]);
    expect(entry?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'BankCsv',
      Dimensions: [['service', OUTCOME_DIMENSION]],
    });
    expect(entry).toMatchObject({
      service: 'bankcsv-test',
      outcome: 'completed',
      [METRIC.conversions]: 1,
      [METRIC.pages]: 3,
      [METRIC.durationMs]: 1500,
    });
    expect(units(entry as Emf)).toEqual({
      [METRIC.conversions]: 'Count',
      [METRIC.pages]: 'Count',
      [METRIC.durationMs]: 'Milliseconds',
    });
  });

  it('leave out pages and duration they cannot know, but still count the conversion', async () => {
    const { recordConversionEnd } = await import('../../src/shared/metrics');
    recordConversionEnd({ outcome: 'failed-NOT_A_PDF', endedAt: '2025-01-01T00:00:01.500Z' });
    const [entry] = emf();
    expect(entry).toMatchObject({ outcome: 'failed-NOT_A_PDF', [METRIC.conversions]: 1 });
    expect(entry).not.toHaveProperty(METRIC.pages);
    expect(entry).not.toHaveProperty(METRIC.durationMs);
  });

  it('publish nothing at all when disabled (the local stack)', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const { recordConversionEnd, recordRefund } = await import('../../src/shared/metrics');
    recordConversionEnd({
      outcome: 'completed',
      pages: 3,
      startedAt: '2025-01-01T00:00:00.000Z',
      endedAt: '2025-01-01T00:00:01.500Z',
    });
    recordRefund(3);
    expect(emf()).toEqual([]);
  });
});

describe('complete-conversion', () => {
  const completing = (current: Record<string, unknown>, ok: boolean) => {
    vi.doMock('../../src/adapters/conversions-repo', () => ({
      conversionsRepo: () => ({ get: async () => current, transitionInput: () => ({}) }),
      expiresAtFrom: () => 1,
    }));
    vi.doMock('../../src/adapters/storage', () => ({ deleteObject: async () => undefined }));
    vi.doMock('../../src/adapters/transactions', () => ({
      transactWrite: async () => ({ ok, reasons: [] }),
      failedAt: () => false,
    }));
    vi.doMock('../../src/adapters/users-repo', () => ({ countCompletedItem: () => ({}), notRefundedItem: () => ({}) }));
  };
  const converted = {
    ...state,
    convert: { csvKey: 'outputs/u1/C1/a.csv', xlsxKey: 'outputs/u1/C1/a.xlsx', dataQuality: { rows: 1 } },
  } as unknown as WorkflowState;

  it('publishes a completed conversion with its pages and the time since processing started', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:32.000Z'), toFake: ['Date'] });
    completing(row, true);
    const { handler } = await import('../../src/handlers/complete-conversion');
    await expect(handler(converted)).resolves.toEqual({ completed: true });
    vi.useRealTimers();
    const [entry, ...rest] = emf().filter((e) => METRIC.conversions in e);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      outcome: 'completed',
      [METRIC.conversions]: 1,
      [METRIC.pages]: 12,
      [METRIC.durationMs]: 30_000,
    });
  });

  it('publishes nothing for a retry that finds the conversion completed already', async () => {
    completing({ ...row, status: 'completed' }, true);
    const { handler } = await import('../../src/handlers/complete-conversion');
    await handler(converted);
    expect(emf()).toEqual([]);
  });
});

describe('fail-conversion', () => {
  it('publishes the failed conversion under failed-<code> with its pages and its duration from the row', async () => {
    vi.doMock('../../src/adapters/conversion-failure', () => ({
      recordFailure: vi.fn(async () => ({ errorCode: 'PASSWORD_REQUIRED', recorded: true })),
    }));
    vi.doMock('../../src/adapters/conversions-repo', () => ({
      conversionsRepo: () => ({ get: async () => ({ ...row, status: 'error' }) }),
    }));
    const { handler } = await import('../../src/handlers/fail-conversion');
    await expect(handler({ ...state, error: { Error: 'PasswordRequiredError' } })).resolves.toEqual({
      errorCode: 'PASSWORD_REQUIRED',
      refunded: 0,
    });
    const [entry, ...rest] = emf();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      outcome: 'failed-PASSWORD_REQUIRED',
      [METRIC.conversions]: 1,
      [METRIC.pages]: 12,
      [METRIC.durationMs]: 7500,
    });
  });

  it('publishes nothing when another run already ended the conversion', async () => {
    vi.doMock('../../src/adapters/conversion-failure', () => ({
      recordFailure: vi.fn(async () => ({ errorCode: 'PROCESSING_FAILED', recorded: false })),
    }));
    vi.doMock('../../src/adapters/conversions-repo', () => ({ conversionsRepo: () => ({ get: async () => row }) }));
    const { handler } = await import('../../src/handlers/fail-conversion');
    await handler({ ...state, error: { Error: 'Error' } });
    expect(emf()).toEqual([]);
  });
});

describe('refund-credits', () => {
  it('publishes one Refunds count and the credits given back', async () => {
    vi.doMock('../../src/adapters/users-repo', () => ({ usersRepo: () => ({ refund: async () => 12 }) }));
    const { handler } = await import('../../src/handlers/refund-credits');
    await expect(handler(state)).resolves.toEqual({ refunded: 12 });
    const [entry, ...rest] = emf();
    expect(rest).toEqual([]);
    expect(entry?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['service']]);
    expect(entry).toMatchObject({ service: 'bankcsv-test', [METRIC.refunds]: 1, [METRIC.refundedCredits]: 12 });
  });

  it(
    'keeps the credits of an empty statement read in full (not a technical ' +
      'failure), and refunds a statement with no rows read',
    async () => {
      const refund = vi.fn(async () => 12);
      vi.doMock('../../src/adapters/users-repo', () => ({ usersRepo: () => ({ refund }) }));
      const { handler } = await import('../../src/handlers/refund-credits');
      await expect(
        handler({ ...state, error: { Error: 'NoTransactionsInPeriodError', Cause: '{}' } }),
      ).resolves.toEqual({
        refunded: 0,
      });
      expect(refund).not.toHaveBeenCalled();
      expect(emf()).toEqual([]);
      await expect(handler({ ...state, error: { Error: 'NoTransactionsError', Cause: '{}' } })).resolves.toEqual({
        refunded: 12,
      });
      expect(refund).toHaveBeenCalledTimes(1);
    },
  );

  it('publishes no refund when nothing was debited', async () => {
    vi.doMock('../../src/adapters/users-repo', () => ({ usersRepo: () => ({ refund: async () => 0 }) }));
    const { handler } = await import('../../src/handlers/refund-credits');
    await handler(state);
    expect(emf()).toEqual([]);
  });
});
