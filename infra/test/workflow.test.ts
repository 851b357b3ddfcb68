import { MAX_SCAN_PAGES, WORKFLOW_TIME_LIMIT_SECONDS } from '@bankcsv/domain';
import aslValidator from 'asl-validator';
import { describe, expect, it } from 'vitest';
import { SCAN_PAGE_CONCURRENCY } from '../lib/constructs/conversion-workflow';
import { localWorkflowDefinition } from '../lib/local-workflow';
import { resourcesOf, synthStage } from './synth-stage';

type State = {
  Type: string;
  Next?: string;
  Default?: string;
  Choices?: Record<string, unknown>[];
  MaxConcurrency?: number;
  ItemsPath?: string;
  ItemSelector?: Record<string, string>;
  ItemProcessor?: { ProcessorConfig?: { Mode?: string }; StartAt: string; States: Record<string, State> };
  Resource?: string;
  TimeoutSeconds?: number;
  ResultPath?: string;
  Retry?: Record<string, unknown>[];
  Catch?: { ErrorEquals: string[]; ResultPath: string; Next: string }[];
};
type Definition = { StartAt: string; TimeoutSeconds?: number; States: Record<string, State> };

const { appTemplate } = synthStage('dev');
const [, machine] = resourcesOf(appTemplate, 'AWS::StepFunctions::StateMachine')[0] ?? [];
const functionIds = new Map(
  resourcesOf(appTemplate, 'AWS::Lambda::Function').map(([id]) => [id, id.replace(/^Functions|[0-9A-F]{8}$/g, '')]),
);

// Template form: function ARNs are Fn::GetAtt; name them after their handler to compare with the local form.
function resolve(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as { 'Fn::Join'?: [string, unknown[]]; 'Fn::GetAtt'?: [string, string] };
  if (v['Fn::Join']) return v['Fn::Join'][1].map(resolve).join(v['Fn::Join'][0]);
  if (v['Fn::GetAtt']) {
    const name = functionIds.get(v['Fn::GetAtt'][0]) ?? 'unknown';
    const kebab = name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());
    return `arn:aws:lambda:local:000000000000:function:${kebab}`;
  }
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}
const deployed = JSON.parse(resolve(machine?.Properties?.['DefinitionString'])) as Definition;
const tasks = Object.entries(deployed.States).filter(([, s]) => s.Type === 'Task');

describe('conversion workflow', () => {
  it('is a Standard state machine with a timeout, tracing and logs without execution data', () => {
    expect(machine?.Properties).toMatchObject({
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
    });
    expect(deployed.TimeoutSeconds).toBe(1800);
  });

  it('has exactly the states and transitions of docs/design.md', () => {
    expect(deployed.StartAt).toBe('CheckUpload');
    const shape = Object.fromEntries(
      Object.entries(deployed.States).map(([name, s]) => [
        name,
        { type: s.Type, next: s.Next, onError: s.Catch?.map((c) => c.Next) },
      ]),
    );
    expect(shape).toEqual({
      CheckUpload: { type: 'Task', next: 'DebitCredits', onError: ['MarkFailed'] },
      DebitCredits: { type: 'Task', next: 'ConvertStatement', onError: ['MarkFailed'] },
      ConvertStatement: { type: 'Task', next: 'TextOrScan', onError: ['RefundCredits'] },
      TextOrScan: { type: 'Choice' },
      ReadScanPages: { type: 'Map', next: 'AssembleScan', onError: ['RefundCredits'] },
      AssembleScan: { type: 'Task', next: 'CompleteConversion', onError: ['RefundCredits'] },
      CompleteConversion: { type: 'Task', next: 'Succeeded', onError: ['RefundCredits'] },
      Succeeded: { type: 'Succeed' },
      RefundCredits: { type: 'Task', next: 'MarkFailed', onError: ['MarkFailed'] },
      MarkFailed: { type: 'Task', next: 'Failed', onError: ['Failed'] },
      Failed: { type: 'Fail' },
    });
    // ConvertStatement answers a scan plan for a PDF with no text layer; anything else is its outputs.
    expect(deployed.States['TextOrScan']).toMatchObject({
      Choices: [{ Variable: '$.convert.scanPages', IsPresent: true, Next: 'ReadScanPages' }],
      Default: 'CompleteConversion',
    });
  });

  it('calls each step handler directly (payloadResponseOnly) and keeps the input beside the result', () => {
    const expected = {
      CheckUpload: ['check-upload', '$.check'],
      DebitCredits: ['debit-credits', '$.debit'],
      ConvertStatement: ['convert-statement', '$.convert'],
      AssembleScan: ['assemble-scan', '$.convert'],
      CompleteConversion: ['complete-conversion', '$.complete'],
      RefundCredits: ['refund-credits', '$.refund'],
      MarkFailed: ['fail-conversion', '$.failed'],
    };
    for (const [name, state] of tasks) {
      const [handler, resultPath] = expected[name as keyof typeof expected];
      expect(state.Resource).toBe(`arn:aws:lambda:local:000000000000:function:${handler}`);
      expect(state.ResultPath).toBe(resultPath);
    }
  });

  it(
    'gives every task a timeout (ConvertStatement and AssembleScan 180 s), a jittered retry ' +
      'of Lambda service errors only and a catch-all',
    () => {
      expect(tasks).toHaveLength(7);
      for (const [name, state] of tasks) {
        expect(state.TimeoutSeconds).toBe(name === 'ConvertStatement' || name === 'AssembleScan' ? 180 : 45);
        expect(state.Retry).toEqual([
          {
            ErrorEquals: [
              'Lambda.ClientExecutionTimeoutException',
              'Lambda.ServiceException',
              'Lambda.AWSLambdaException',
              'Lambda.SdkClientException',
              'Lambda.TooManyRequestsException',
            ],
            IntervalSeconds: 2,
            MaxAttempts: 6,
            BackoffRate: 2,
            MaxDelaySeconds: 30,
            JitterStrategy: 'FULL',
          },
        ]);
        expect(state.Catch).toHaveLength(1);
        expect(state.Catch?.[0]?.ErrorEquals).toEqual(['States.ALL']);
      }
    },
  );

  it('catches into $.error, except where that would overwrite the original failure', () => {
    const resultPaths = Object.fromEntries(tasks.map(([name, s]) => [name, s.Catch?.[0]?.ResultPath]));
    expect(resultPaths).toEqual({
      CheckUpload: '$.error',
      DebitCredits: '$.error',
      ConvertStatement: '$.error',
      AssembleScan: '$.error',
      CompleteConversion: '$.error',
      RefundCredits: '$.refundError',
      MarkFailed: '$.markFailedError',
    });
  });

  it('reads a scan page by page in a Map: 10 at a time, each page its own invocation with a 90 s timeout', () => {
    const map = deployed.States['ReadScanPages'];
    expect(map).toMatchObject({
      Type: 'Map',
      MaxConcurrency: 10,
      ItemsPath: '$.convert.scanPages',
      // Nothing per page stays in the state (256 KB): the words go to S3.
      ResultPath: null,
      ItemSelector: {
        'userId.$': '$.userId',
        'conversionId.$': '$.conversionId',
        'bucket.$': '$.bucket',
        'key.$': '$.key',
        'page.$': '$$.Map.Item.Value',
      },
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RefundCredits' }],
    });
    expect(SCAN_PAGE_CONCURRENCY).toBe(map?.MaxConcurrency);
    expect(map?.ItemProcessor?.ProcessorConfig?.Mode).toBe('INLINE');
    expect(map?.ItemProcessor?.StartAt).toBe('ReadScanPage');
    const page = map?.ItemProcessor?.States['ReadScanPage'];
    expect(Object.keys(map?.ItemProcessor?.States ?? {})).toEqual(['ReadScanPage']);
    expect(page).toMatchObject({
      Type: 'Task',
      Resource: 'arn:aws:lambda:local:000000000000:function:read-scan-page',
      TimeoutSeconds: 90,
      End: true,
    });
    // A page's failure fails the Map, whose Catch refunds; only Lambda service errors are retried.
    expect(page?.Catch).toBeUndefined();
    expect(page?.Retry).toEqual(deployed.States['ConvertStatement']?.Retry);
  });

  it("ends even the slowest run of the longest scan, failure branch included, inside the machine's time limit", () => {
    const timeout = (name: string) => deployed.States[name]?.TimeoutSeconds ?? Infinity;
    const page = deployed.States['ReadScanPages']?.ItemProcessor?.States['ReadScanPage']?.TimeoutSeconds ?? Infinity;
    const reading = Math.ceil(MAX_SCAN_PAGES / SCAN_PAGE_CONCURRENCY) * page;
    const steps = ['CheckUpload', 'DebitCredits', 'ConvertStatement', 'AssembleScan', 'CompleteConversion'];
    const failure = ['RefundCredits', 'MarkFailed'];
    const worst = [...steps, ...failure].reduce((sum, name) => sum + timeout(name), reading);
    expect(worst).toBeLessThanOrEqual(WORKFLOW_TIME_LIMIT_SECONDS);
    expect(deployed.TimeoutSeconds).toBe(WORKFLOW_TIME_LIMIT_SECONDS);
    // A 20-page scan is read in two rounds: even with every page at its timeout, within the 180 s a text statement has.
    expect(Math.ceil(20 / SCAN_PAGE_CONCURRENCY) * page).toBeLessThanOrEqual(timeout('ConvertStatement'));
  });

  it('is valid ASL', () => {
    // The validator fills in defaults (QueryLanguage) on the object it gets: give it a copy.
    const result = aslValidator(structuredClone(deployed));
    expect(result.errorsText('\n')).toBe('');
    expect(result.isValid).toBe(true);
  });
});

describe('localWorkflowDefinition', () => {
  it('returns the deployed definition with local function ARNs, fast', () => {
    const started = performance.now();
    const { definition } = localWorkflowDefinition();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(definition).toEqual(deployed);
    expect(aslValidator(structuredClone(definition)).isValid).toBe(true);
  });

  it('takes the ConvertStatement timeout from the option', () => {
    const { definition } = localWorkflowDefinition({ convertTimeoutSeconds: 3 });
    const states = (definition as Definition).States;
    expect(states['ConvertStatement']?.TimeoutSeconds).toBe(3);
    expect(states['CheckUpload']?.TimeoutSeconds).toBe(45);
  });
});
