import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE } from '../../lambdas/src/shared/metric-names';
import { localSecurityHeaders } from '../../scripts/local-stack/security-headers';
import { settingsFor } from '../lib/config';
import { webAclArnParameterName } from '../lib/stacks/edge-stack';
import { resourcesOf, synthStage, type SynthesizedStage } from './synth-stage';

const dev = synthStage('dev');
const prod = synthStage('prod');
// The stage settings turn WAF on for dev too, and subscribe an address to the alarms.
const devWithExtras = synthStage('dev', { webAcl: true, alarmEmail: 'ops@example.com' });

const stages = [
  ['dev', dev],
  ['prod', prod],
] as const;

function templates(stage: SynthesizedStage): [string, Template][] {
  return [
    ['stateful', stage.statefulTemplate],
    ['app', stage.appTemplate],
    ...(stage.edge ? [['edge', Template.fromStack(stage.edge)] as [string, Template]] : []),
  ];
}

type Props = Record<string, unknown>;
const props = (template: Template, type: string) =>
  resourcesOf(template, type).map(([id, r]) => [id, (r.Properties ?? {}) as Props] as const);
const alarms = (template: Template) => props(template, 'AWS::CloudWatch::Alarm').map(([, p]) => p);
const alarmFor = (template: Template, metricName: string, namespace: string) =>
  alarms(template).filter((a) => a['MetricName'] === metricName && a['Namespace'] === namespace);

describe.each(stages)('alarms (%s)', (stage, synthesized) => {
  const template = synthesized.appTemplate;
  const [topicId] = props(template, 'AWS::SNS::Topic').map(([id]) => id);

  it('have one encrypted SNS topic of the stage, which every alarm notifies in alarm and back to OK', () => {
    expect(props(template, 'AWS::SNS::Topic')).toHaveLength(1);
    const topic = props(template, 'AWS::SNS::Topic')[0]?.[1];
    expect(topic?.['DisplayName']).toBe(`BankCSV ${stage} alarms`);
    expect(topic?.['KmsMasterKeyId']).toBeDefined();
    expect(alarms(template).length).toBeGreaterThan(0);
    for (const alarm of alarms(template)) {
      expect(alarm['AlarmActions']).toEqual([{ Ref: topicId }]);
      expect(alarm['OKActions']).toEqual([{ Ref: topicId }]);
    }
    // Without an address in the stage settings, nobody is subscribed.
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('let CloudWatch use the topic key', () => {
    const [, key] = props(template, 'AWS::KMS::Key')[0] ?? [];
    expect(JSON.stringify(key?.['KeyPolicy'])).toContain('cloudwatch.amazonaws.com');
    expect(key?.['EnableKeyRotation']).toBe(true);
  });

  it('watch the workflow for failed and timed-out executions', () => {
    for (const metric of ['ExecutionsFailed', 'ExecutionsTimedOut']) {
      const [alarm, ...rest] = alarmFor(template, metric, 'AWS/States');
      expect(rest).toEqual([]);
      expect(JSON.stringify(alarm?.['Dimensions'])).toContain('WorkflowStateMachine');
    }
  });

  it('watch Errors and Throttles of every function of the app and the sign-up trigger', () => {
    const functionIds = props(template, 'AWS::Lambda::Function')
      .map(([id]) => id)
      .filter((id) => id.startsWith('Functions'));
    expect(functionIds.length).toBeGreaterThan(20);
    for (const metric of ['Errors', 'Throttles']) {
      const watched = alarmFor(template, metric, 'AWS/Lambda').map((a) => JSON.stringify(a['Dimensions']));
      for (const id of functionIds)
        expect(
          watched.filter((d) => d.includes(`"${id}"`)),
          `${metric} of ${id}`,
        ).toHaveLength(1);
      // The post-confirmation trigger lives in the stateful stack: its name comes across as an import.
      expect(watched.filter((d) => d.includes('IdentityPostConfirmation'))).toHaveLength(1);
      expect(watched).toHaveLength(functionIds.length + 1);
    }
  });

  it('give the upload rule a dead-letter queue and watch its depth', () => {
    const [queueId, ...others] = props(template, 'AWS::SQS::Queue').map(([id]) => id);
    expect(others).toEqual([]);
    const uploadRule = props(template, 'AWS::Events::Rule').find(([id]) => id.startsWith('UploadTrigger'))?.[1];
    expect(JSON.stringify(uploadRule?.['Targets'])).toContain(
      `"DeadLetterConfig":{"Arn":{"Fn::GetAtt":["${queueId}","Arn"]}}`,
    );
    const [depth, ...rest] = alarmFor(template, 'ApproximateNumberOfMessagesVisible', 'AWS/SQS');
    expect(rest).toEqual([]);
    expect(JSON.stringify(depth?.['Dimensions'])).toContain(queueId);
    expect(depth).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it('watch a spike of refunds through the Powertools metric of the stage', () => {
    const [refunds, ...rest] = alarmFor(template, 'Refunds', METRICS_NAMESPACE);
    expect(rest).toEqual([]);
    expect(refunds).toMatchObject({
      Statistic: 'Sum',
      Period: 3600,
      Dimensions: [{ Name: 'service', Value: `bankcsv-${stage}` }],
    });
  });
});

describe('alarm e-mail', () => {
  it('subscribes the address from the stage settings to the topic', () => {
    devWithExtras.appTemplate.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });

  it('refuses something that is not an address', () => {
    expect(() => settingsFor('prod', { alarmEmail: 'ops' })).toThrow(/alarmEmail/);
  });
});

describe('WAF', () => {
  it('is on for prod and off for dev unless the stage settings say otherwise', () => {
    expect(settingsFor('prod').webAcl).toBe(true);
    expect(settingsFor('dev').webAcl).toBe(false);
    expect(settingsFor('dev', { webAcl: true }).webAcl).toBe(true);
    expect(settingsFor('prod', { webAcl: false }).webAcl).toBe(false);
  });

  it.each([
    ['prod', prod, settingsFor('prod')],
    ['dev with webAcl', devWithExtras, settingsFor('dev', { webAcl: true })],
  ] as const)(
    'puts a CLOUDFRONT web ACL (rate limit + AWS common rules) in us-east-1 in front of the distribution (%s)',
    (_name, stage, settings) => {
      expect(stage.edge?.region).toBe('us-east-1');
      const edge = Template.fromStack(stage.edge!);
      const [[, acl] = ['', {}], ...more] = props(edge, 'AWS::WAFv2::WebACL');
      expect(more).toEqual([]);
      expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
      const rules = acl['Rules'] as {
        Name: string;
        Action?: object;
        Statement: Record<string, { Limit?: number; Name?: string; AggregateKeyType?: string }>;
      }[];
      expect(rules.map((r) => r.Name)).toEqual(['RateLimitPerIp', 'AWSManagedRulesCommonRuleSet']);
      expect(rules[0]).toMatchObject({
        Action: { Block: {} },
        Statement: { RateBasedStatement: { AggregateKeyType: 'IP' } },
      });
      expect(rules[1]?.Statement['ManagedRuleGroupStatement']).toMatchObject({
        VendorName: 'AWS',
        Name: 'AWSManagedRulesCommonRuleSet',
      });

      // The edge stack writes the ARN into the app region's parameter; the distribution reads it on deploy.
      const name = webAclArnParameterName(settings);
      const writer = JSON.stringify(props(edge, 'Custom::AWS')[0]?.[1]['Create']);
      expect(writer).toContain('putParameter');
      expect(writer).toContain('af-south-1');
      expect(writer).toContain(name);
      const parameters = stage.statefulTemplate.toJSON()['Parameters'] as Record<
        string,
        { Type: string; Default: string }
      >;
      const [parameterId] = Object.entries(parameters).find(([, p]) => p.Default === name) ?? [];
      expect(parameters[parameterId!]?.Type).toBe('AWS::SSM::Parameter::Value<String>');
      stage.statefulTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({ WebACLId: { Ref: parameterId } }),
      });
      expect(stage.stateful.dependencies).toContain(stage.edge);
    },
  );

  it('puts a REGIONAL web ACL on the user pool in prod', () => {
    const [[, acl] = ['', {}], ...more] = props(prod.statefulTemplate, 'AWS::WAFv2::WebACL');
    expect(more).toEqual([]);
    expect(acl['Scope']).toBe('REGIONAL');
    const [, association] = props(prod.statefulTemplate, 'AWS::WAFv2::WebACLAssociation')[0] ?? [];
    expect(JSON.stringify(association?.['ResourceArn'])).toContain('IdentityUserPool');
  });

  it('is absent from dev: no edge stack, no web ACL, none on the distribution', () => {
    expect(dev.edge).toBeUndefined();
    dev.statefulTemplate.resourceCountIs('AWS::WAFv2::WebACL', 0);
    dev.statefulTemplate.resourceCountIs('AWS::WAFv2::WebACLAssociation', 0);
    const distribution = props(dev.statefulTemplate, 'AWS::CloudFront::Distribution')[0]?.[1];
    expect(distribution?.['DistributionConfig']).not.toHaveProperty('WebACLId');
  });

  it('leaves the edge stack with no unsuppressed cdk-nag errors', () => {
    for (const stage of [prod, devWithExtras]) {
      const errors = Annotations.fromStack(stage.edge!).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
      expect(errors.map((e) => `${e.id}: ${String(e.entry.data).split(':')[0]}`)).toEqual([]);
    }
  });
});

describe.each(stages)('users (%s)', (_stage, synthesized) => {
  it('may turn on MFA with an authenticator app (TOTP), never by SMS', () => {
    synthesized.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });
});

describe.each([...stages, ['dev with WAF', devWithExtras]] as const)('log retention (%s)', (stage, synthesized) => {
  const days = stage === 'prod' ? 90 : 7;

  it.each(templates(synthesized))('every log group of the %s stack expires', (_which, template) => {
    const groups = props(template, 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(0);
    for (const [id, p] of groups) expect(p['RetentionInDays'], id).toBe(days);
    // No log group is left to Lambda to create (those never expire) nor to the old LogRetention function.
    template.resourceCountIs('Custom::LogRetention', 0);
  });

  it.each(templates(synthesized))(
    'every function of the %s stack, CDK helpers included, logs to one of them',
    (_which, template) => {
      const groups = new Map(props(template, 'AWS::Logs::LogGroup'));
      const functions = props(template, 'AWS::Lambda::Function');
      expect(functions.length).toBeGreaterThan(0);
      for (const [id, p] of functions) {
        const ref = (p['LoggingConfig'] as { LogGroup?: { Ref?: string } } | undefined)?.LogGroup?.Ref;
        expect(ref, `${id} has no log group of its own`).toBeDefined();
        expect(groups.get(ref!)?.['RetentionInDays'], id).toBe(days);
      }
    },
  );

  it('covers the helper functions CDK adds (auto-delete objects, bucket notifications)', () => {
    const ids = props(synthesized.statefulTemplate, 'AWS::Lambda::Function').map(([id]) => id);
    expect(ids.some((id) => id.startsWith('CustomS3AutoDeleteObjectsCustomResourceProviderHandler'))).toBe(true);
    expect(ids.some((id) => id.startsWith('BucketNotificationsHandler'))).toBe(true);
  });
});

describe('security headers', () => {
  it.each(stages)('no longer send the deprecated X-XSS-Protection from CloudFront (%s)', (_stage, synthesized) => {
    const [, policy] = props(synthesized.statefulTemplate, 'AWS::CloudFront::ResponseHeadersPolicy')[0] ?? [];
    const config = policy?.['ResponseHeadersPolicyConfig'] as {
      SecurityHeadersConfig: Props;
      CustomHeadersConfig?: unknown;
    };
    expect(config.SecurityHeadersConfig).toHaveProperty('ContentSecurityPolicy');
    expect(config.SecurityHeadersConfig).not.toHaveProperty('XSSProtection');
    expect(JSON.stringify(config).toLowerCase()).not.toContain('xss');
  });

  it('nor from the local stack that stands in for it', () => {
    const headers = localSecurityHeaders({
      api: 'http://localhost:1',
      cognito: 'http://localhost:2',
      s3: 'http://localhost:3',
      paystack: 'http://localhost:4',
    });
    expect(headers).toHaveProperty('x-frame-options');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('x-xss-protection');
  });
});

describe.each(stages)('Powertools (%s)', (stage, synthesized) => {
  it('every handler logs and publishes metrics under the stage service in the BankCsv namespace', () => {
    const ours = [
      ...props(synthesized.appTemplate, 'AWS::Lambda::Function'),
      ...props(synthesized.statefulTemplate, 'AWS::Lambda::Function'),
    ].filter(([id]) => id.startsWith('Functions') || id.startsWith('IdentityPostConfirmation'));
    expect(ours.length).toBeGreaterThan(20);
    for (const [id, p] of ours) {
      expect((p['Environment'] as { Variables: Props }).Variables, id).toMatchObject({
        POWERTOOLS_SERVICE_NAME: `bankcsv-${stage}`,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      });
    }
  });
});
