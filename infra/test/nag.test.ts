import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStage } from './synth-stage';

describe.each(['dev', 'prod'] as const)('cdk-nag AwsSolutions on %s', (stage) => {
  const synthesized = synthStage(stage);

  it.each(['stateful', 'app'] as const)('finds no unsuppressed errors in the %s stack', (which) => {
    const errors = Annotations.fromStack(synthesized[which]).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data).split(':')[0]}`)).toEqual([]);
  });

  it('ran the checks (their warnings are present)', () => {
    const warnings = Annotations.fromStack(synthesized.stateful).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(warnings.length).toBeGreaterThan(0);
  });
});
