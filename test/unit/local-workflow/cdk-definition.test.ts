import { describe, expect, it } from 'vitest';
import { localWorkflowDefinition } from '../../../infra/lib/local-workflow';
import { WorkflowRunner } from '../../../scripts/local-stack/workflow/runner';
import type { StateMachineDefinition } from '../../../scripts/local-stack/workflow/types';
import { eventually } from '../../support/eventually';

const stateMachineArn = 'arn:aws:states:us-east-1:000000000000:stateMachine:bankcsv-conversion';

class ConversionError extends Error {
  override readonly name = 'PasswordRequired';
}

// The definition the CDK app deploys, run by the local engine (aws-local-stepfunctions) with stand-in task functions.
function runner(
  failing: Record<string, Error> = {},
  extra: {
    convertTimeoutSeconds?: number;
    scanPageTimeoutSeconds?: number;
    taskDelaysMs?: Record<string, number>;
    answers?: Record<string, (payload: unknown) => Promise<unknown>>;
  } = {},
) {
  const { convertTimeoutSeconds, scanPageTimeoutSeconds } = extra;
  const definition = localWorkflowDefinition({ convertTimeoutSeconds, scanPageTimeoutSeconds })
    .definition as unknown as StateMachineDefinition;
  const inputs: Record<string, unknown> = {};
  const calls: Record<string, number> = {};
  const workflow = new WorkflowRunner({
    stateMachineArn,
    definition,
    taskDelaysMs: extra.taskDelaysMs,
    invoke: async (arn, payload) => {
      const name = arn.split(':').pop() ?? '';
      inputs[name] = payload;
      calls[name] = (calls[name] ?? 0) + 1;
      const error = failing[name];
      if (error) throw error;
      return (await extra.answers?.[name]?.(payload)) ?? { ok: name };
    },
  });
  return { workflow, inputs, calls };
}

const input = JSON.stringify({ userId: 'u1', conversionId: 'c1', bucket: 'b', key: 'k' });

describe('the CDK workflow definition on the local engine', () => {
  it('runs check → debit → convert → complete on success', async () => {
    const { workflow, inputs } = runner();
    const record = workflow.start(stateMachineArn, 'c1', input);
    await workflow.waitForIdle();
    expect(record.status).toBe('SUCCEEDED');
    expect(record.states).toEqual([
      'CheckUpload',
      'DebitCredits',
      'ConvertStatement',
      'TextOrScan',
      'CompleteConversion',
      'Succeeded',
    ]);
    expect(inputs['complete-conversion']).toMatchObject({
      conversionId: 'c1',
      check: { ok: 'check-upload' },
      convert: { ok: 'convert-statement' },
    });
  });

  it('skips the refund when the check fails and hands MarkFailed the typed error', async () => {
    const { workflow, inputs } = runner({ 'check-upload': new ConversionError('This PDF needs a password') });
    const record = workflow.start(stateMachineArn, 'c2', input);
    await workflow.waitForIdle();
    expect(record.states).toEqual(['CheckUpload', 'MarkFailed', 'Failed']);
    expect(record).toMatchObject({ status: 'FAILED', error: 'ConversionFailed' });
    expect(inputs['fail-conversion']).toMatchObject({
      error: {
        Error: 'PasswordRequired',
        Cause: JSON.stringify({ errorType: 'PasswordRequired', errorMessage: 'This PDF needs a password' }),
      },
    });
  });

  it('refunds once and marks failed when ConvertStatement fails', async () => {
    const { workflow, inputs, calls } = runner({
      'convert-statement': new ConversionError('This PDF needs a password'),
    });
    const record = workflow.start(stateMachineArn, 'c7', input);
    await workflow.waitForIdle();
    expect(record).toMatchObject({ status: 'FAILED', error: 'ConversionFailed' });
    expect(record.states).toEqual([
      'CheckUpload',
      'DebitCredits',
      'ConvertStatement',
      'RefundCredits',
      'MarkFailed',
      'Failed',
    ]);
    expect(calls).toEqual({
      'check-upload': 1,
      'debit-credits': 1,
      'convert-statement': 1,
      'refund-credits': 1,
      'fail-conversion': 1,
    });
    expect(inputs['refund-credits']).toMatchObject({ conversionId: 'c1', error: { Error: 'PasswordRequired' } });
  });

  it('refunds once and marks failed when ConvertStatement outlives its timeout', async () => {
    const { workflow, inputs } = runner({}, { convertTimeoutSeconds: 1, taskDelaysMs: { ConvertStatement: 1500 } });
    const record = workflow.start(stateMachineArn, 'c3', input);
    await workflow.waitForIdle();
    expect(record.states).toEqual([
      'CheckUpload',
      'DebitCredits',
      'ConvertStatement',
      'RefundCredits',
      'MarkFailed',
      'Failed',
    ]);
    expect(inputs['fail-conversion']).toMatchObject({
      error: { Error: 'States.Timeout' },
      refund: { ok: 'refund-credits' },
    });
    // The late handler call is over too: waiting for idle covers it, as tests that check its effects need.
    expect(inputs['convert-statement']).toMatchObject({ conversionId: 'c1' });
  });

  it('refuses a reused execution name unless it is the same running request', () => {
    const { workflow } = runner({}, { taskDelaysMs: { CheckUpload: 50 } });
    const first = workflow.start(stateMachineArn, 'c4', input);
    expect(workflow.start(stateMachineArn, 'c4', input)).toBe(first);
    expect(() => workflow.start(stateMachineArn, 'c4', '{"other":1}')).toThrow(
      expect.objectContaining({ name: 'ExecutionAlreadyExists' }),
    );
    expect(() => workflow.start(`${stateMachineArn}-x`, 'c5', input)).toThrow(
      expect.objectContaining({ name: 'StateMachineDoesNotExist' }),
    );
    return workflow.waitForIdle();
  });

  it('stops an execution where it is when the engine stops: no later step, no refund', async () => {
    const { workflow, inputs } = runner({}, { taskDelaysMs: { ConvertStatement: 5_000 } });
    const record = workflow.start(stateMachineArn, 'c6', input);
    await eventually('ConvertStatement is entered', () => record.states.includes('ConvertStatement'), { everyMs: 5 });
    workflow.stop();
    await workflow.waitForIdle();
    expect(record).toMatchObject({ status: 'ABORTED', states: ['CheckUpload', 'DebitCredits', 'ConvertStatement'] });
    expect(Object.keys(inputs).sort()).toEqual(['check-upload', 'debit-credits']);
  });

  it('reads a scan in a Map, each page its own call with the ids, at most 10 at once, then assembles it', async () => {
    let reading = 0;
    let most = 0;
    const pages: unknown[] = [];
    const { workflow, inputs, calls } = runner(
      {},
      {
        answers: {
          'convert-statement': async () => ({ scanPages: Array.from({ length: 23 }, (_, i) => i + 1) }),
          'read-scan-page': async (payload) => {
            reading += 1;
            most = Math.max(most, reading);
            await new Promise((resolve) => setTimeout(resolve, 10));
            reading -= 1;
            pages.push(payload);
            return { page: (payload as { page: number }).page, words: 100 };
          },
          'assemble-scan': async () => ({ csvKey: 'k.csv', scanned: { verified: 3, corrected: 0, needsReview: 0 } }),
        },
      },
    );
    const record = workflow.start(stateMachineArn, 'c8', input);
    await workflow.waitForIdle();
    expect(record.status).toBe('SUCCEEDED');
    expect(record.states.filter((s) => s !== 'ReadScanPage')).toEqual([
      'CheckUpload',
      'DebitCredits',
      'ConvertStatement',
      'TextOrScan',
      'ReadScanPages',
      'AssembleScan',
      'CompleteConversion',
      'Succeeded',
    ]);
    expect(calls['read-scan-page']).toBe(23);
    expect(most).toBe(10);
    expect(pages).toContainEqual({ userId: 'u1', conversionId: 'c1', bucket: 'b', key: 'k', page: 23 });
    // Nothing per page stays in the state; AssembleScan's outputs take the plan's place for CompleteConversion.
    expect(inputs['assemble-scan']).toMatchObject({ convert: { scanPages: expect.any(Array) } });
    expect(inputs['complete-conversion']).toMatchObject({ convert: { csvKey: 'k.csv' } });
    expect(JSON.stringify(inputs['complete-conversion'])).not.toMatch(/words|scanPages/);
  });

  it("refunds once and marks failed when a page fails or outlives its timeout, with that page's error", async () => {
    const scan = { 'convert-statement': async () => ({ scanPages: [1, 2] }) };
    const failed = runner({ 'read-scan-page': new ConversionError('page') }, { answers: scan });
    const timedOut = runner({}, { answers: scan, scanPageTimeoutSeconds: 1, taskDelaysMs: { ReadScanPage: 1500 } });
    for (const [{ workflow, inputs, calls }, error] of [
      [failed, 'PasswordRequired'],
      [timedOut, 'States.Timeout'],
    ] as const) {
      const record = workflow.start(stateMachineArn, 'c9', input);
      await workflow.waitForIdle();
      expect(record).toMatchObject({ status: 'FAILED', error: 'ConversionFailed' });
      expect(record.states.slice(-3)).toEqual(['RefundCredits', 'MarkFailed', 'Failed']);
      expect(record.states).not.toContain('AssembleScan');
      expect(calls['refund-credits']).toBe(1);
      expect(inputs['fail-conversion']).toMatchObject({ error: { Error: error }, refund: { ok: 'refund-credits' } });
    }
  });
});
