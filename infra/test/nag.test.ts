import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStage } from './synth-stage';

const google = { clientId: 'google-client-id', clientSecretName: 'bankcsv/google', authDomainPrefix: 'bankcsv-test' };
const variants = [
  ['dev', synthStage('dev')],
  ['prod', synthStage('prod')],
  ['prod with Google sign-in', synthStage('prod', { google })],
] as const;

describe.each(variants)('cdk-nag AwsSolutions on %s', (_name, synthesized) => {
  it.each(['stateful', 'app'] as const)('finds no unsuppressed errors in the %s stack', (which) => {
    const errors = Annotations.fromStack(synthesized[which]).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data).split(':')[0]}`)).toEqual([]);
  });

  it('ran the checks (their warnings are present)', () => {
    const warnings = Annotations.fromStack(synthesized.stateful).findWarning(
      '*',
      Match.stringLikeRegexp('AwsSolutions-.*'),
    );
    expect(warnings.length).toBeGreaterThan(0);
  });
});
