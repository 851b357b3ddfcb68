import { Match } from 'aws-cdk-lib/assertions';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { App, CfnElement } from 'aws-cdk-lib';
import {
  accessOf,
  functionAccess,
  envNamesOf,
  tableEnv,
  type FunctionName,
  type TableName,
} from '../../lambdas/src/function-access';
import {
  CONVERSION_STUCK_AFTER_MS,
  OAUTH_SIGN_IN_PATH,
  OAUTH_SIGN_OUT_PATH,
  SWEEP_INTERVAL_MINUTES,
  WORKFLOW_TIME_LIMIT_SECONDS,
} from '@bankcsv/domain';
import { DEFAULT_ROUTE_THROTTLE, routes } from '../../lambdas/src/routes';
import {
  CONVERTER_RESERVED_CONCURRENCY,
  SCAN_READER_MEMORY_MB,
  SCAN_READER_RESERVED_CONCURRENCY,
} from '../lib/constructs/app-functions';
import { settingsFor } from '../lib/config';
import { resourcesOf, synthStage, type SynthesizedStage } from './synth-stage';

const dev = synthStage('dev');
const prod = synthStage('prod');
const template = dev.appTemplate;

const fnId = (handler: string) =>
  `Functions${handler.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase())}`;
const appFunctions = resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Functions'));
const fn = (handler: string) => {
  const found = appFunctions.find(([id]) => id.replace(/[0-9A-F]{8}$/, '') === fnId(handler));
  if (!found) throw new Error(`no function for ${handler}`);
  return { id: found[0], props: found[1].Properties ?? {} };
};
const envNames = (handler: string) =>
  Object.keys((fn(handler).props['Environment'] as { Variables: object }).Variables).sort();
const policyOf = (handler: string) => {
  const id = fn(handler).id;
  const role = (fn(handler).props['Role'] as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  const policy = resourcesOf(template, 'AWS::IAM::Policy').find(
    ([, p]) => JSON.stringify(p.Properties?.['Roles']) === JSON.stringify([{ Ref: role }]),
  );
  if (!policy) throw new Error(`no policy for ${id}`);
  return JSON.stringify(policy[1].Properties?.['PolicyDocument']);
};

// Every function's environment and grants derive from lambdas/src/function-access.ts alone.
const common = ['NODE_OPTIONS', 'S3_FORCE_PATH_STYLE', 'POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_METRICS_NAMESPACE'];
const appHandlers = (Object.keys(functionAccess) as FunctionName[]).filter((name) => name !== 'post-confirmation');
const statements = (handler: string) =>
  (JSON.parse(policyOf(handler)) as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement.map(
    (st) => ({
      actions: ([] as string[]).concat(st.Action),
      resource: JSON.stringify(st.Resource),
    }),
  );
const tableLogicalId = (name: TableName) =>
  dev.stateful.getLogicalId(dev.stateful.tables[name].node.defaultChild as CfnElement);
const readActions = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
const objectActions: Record<string, string> = { read: 's3:GetObject', put: 's3:PutObject', delete: 's3:DeleteObject' };
const prefixOf = { uploads: 'user-uploads', outputs: 'outputs', supportSamples: 'support-samples' } as const;

describe('app stack', () => {
  describe('functions', () => {
    it('exist once per declared handler: API routes, the upload trigger and the workflow steps', () => {
      expect(appFunctions).toHaveLength(appHandlers.length);
      for (const route of routes) expect(appHandlers).toContain(route.handler);
      for (const handler of appHandlers) expect(fn(handler).id).toBeTruthy();
    });

    it('run nodejs24.x on arm64 with source maps and their own log group', () => {
      const logGroups = new Map(
        resourcesOf(template, 'AWS::Logs::LogGroup').map(([id, r]) => [id, r.Properties ?? {}]),
      );
      for (const [, { Properties: p = {} }] of appFunctions) {
        expect(p).toMatchObject({
          Runtime: 'nodejs24.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
        });
        const logGroupId = (p['LoggingConfig'] as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(logGroups.get(logGroupId)?.['RetentionInDays']).toBe(7);
      }
      for (const [, { Properties: p = {} }] of resourcesOf(prod.appTemplate, 'AWS::Logs::LogGroup'))
        expect(p['RetentionInDays']).toBe(90);
    });

    it.each(appHandlers)('%s gets exactly the environment its declaration implies', (handler) => {
      expect(envNames(handler)).toEqual([...common, ...envNamesOf(accessOf(handler))].sort());
    });

    it.each(appHandlers)('%s may touch exactly the tables it declares, reads and writes as declared', (handler) => {
      const declared: Partial<Record<TableName, string>> = accessOf(handler).tables ?? {};
      const all = statements(handler);
      for (const table of Object.keys(tableEnv) as TableName[]) {
        const actions = all.filter((st) => st.resource.includes(tableLogicalId(table))).flatMap((st) => st.actions);
        const level = declared[table];
        if (!level) {
          expect(actions, `${handler} on ${table}`).toEqual([]);
          continue;
        }
        for (const action of readActions)
          expect(actions.includes(action), `${handler} ${action} on ${table}`).toBe(level !== 'write');
        for (const action of writeActions)
          expect(actions.includes(action), `${handler} ${action} on ${table}`).toBe(level !== 'read');
      }
    });

    it.each(appHandlers)('%s gets exactly the object actions it declares, under its prefix only', (handler) => {
      const declared: Partial<Record<keyof typeof prefixOf, readonly string[]>> = accessOf(handler).buckets ?? {};
      const s3 = statements(handler).filter((st) => st.actions.some((a) => a.startsWith('s3:')));
      for (const bucket of ['uploads', 'outputs', 'supportSamples'] as const) {
        const onObjects = s3.filter((st) => st.resource.includes(`/${prefixOf[bucket]}/*`)).flatMap((st) => st.actions);
        const wanted = (declared[bucket] ?? []).flatMap((a) => (objectActions[a] ? [objectActions[a]] : []));
        expect(onObjects.sort(), `${handler} on ${bucket}`).toEqual(wanted.sort());
      }
      const objectStatements = s3.filter((st) => st.actions.some((a) => a !== 's3:ListBucket'));
      for (const st of objectStatements) expect(st.resource).toMatch(/\/(user-uploads|outputs|support-samples)\/\*/);
    });

    it.each(appHandlers)('%s reads only the secrets, pool and workflow it declares', (handler) => {
      const access = accessOf(handler);
      const policy = policyOf(handler);
      expect(policy.includes('secretsmanager:GetSecretValue')).toBe((access.secrets ?? []).length > 0);
      expect(policy.includes('states:StartExecution')).toBe(access.stateMachine === 'start');
      const cognito = statements(handler).flatMap((st) => st.actions.filter((a) => a.startsWith('cognito-idp:')));
      expect(cognito.sort()).toEqual((access.userPool ?? []).map((a) => `cognito-idp:${a}`).sort());
    });

    it(
      'gives the post-confirmation trigger (stateful stack) only the users ' +
        'table and the ledger, read and write, and the app secret',
      () => {
        const stateful = dev.statefulTemplate;
        const [, trigger] =
          resourcesOf(stateful, 'AWS::Lambda::Function').find(([id]) => id.startsWith('IdentityPostConfirmation')) ??
          [];
        const variables = (trigger?.Properties?.['Environment'] as { Variables: object }).Variables;
        expect(Object.keys(variables).sort()).toEqual(
          [
            'NODE_OPTIONS',
            'POWERTOOLS_SERVICE_NAME',
            'POWERTOOLS_METRICS_NAMESPACE',
            ...envNamesOf(functionAccess['post-confirmation']),
          ].sort(),
        );
        const role = (trigger?.Properties?.['Role'] as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
        const policy = resourcesOf(stateful, 'AWS::IAM::Policy').find(
          ([, p]) => JSON.stringify(p.Properties?.['Roles']) === JSON.stringify([{ Ref: role }]),
        );
        const granted = (
          policy?.[1].Properties?.['PolicyDocument'] as {
            Statement: { Action: string | string[]; Resource: unknown }[];
          }
        ).Statement;
        for (const table of Object.keys(tableEnv) as TableName[]) {
          const actions = granted
            .filter((st) => JSON.stringify(st.Resource).includes(tableLogicalId(table)))
            .flatMap((st) => ([] as string[]).concat(st.Action));
          const declared = table === 'users' || table === 'ledger';
          for (const action of [...readActions, ...writeActions])
            expect(actions.includes(action), `${action} on ${table}`).toBe(declared);
        }
        expect(JSON.stringify(granted)).not.toMatch(/cognito-idp|s3:|states:/);
        expect(
          JSON.stringify(
            granted.filter((st) => ([] as string[]).concat(st.Action).some((a) => a.startsWith('secretsmanager:'))),
          ),
        ).toMatch(/SecretsApp/);
      },
    );

    it('give ConvertStatement a full vCPU and a Lambda timeout just above its 180 s task timeout', () => {
      expect(fn('convert-statement').props).toMatchObject({ MemorySize: 1769, Timeout: 190 });
      expect(fn('get-me').props).toMatchObject({ MemorySize: 512, Timeout: 30 });
    });

    it.each(appHandlers)('%s lists a bucket only to read it, or under its prefix when it declares list', (handler) => {
      const declared: Partial<Record<keyof typeof prefixOf, readonly string[]>> = accessOf(handler).buckets ?? {};
      const policy = JSON.parse(policyOf(handler)) as {
        Statement: { Action: string | string[]; Resource: unknown; Condition?: unknown }[];
      };
      // One entry per bucket listed: IAM merges the statements of two buckets read alike into one.
      const lists = policy.Statement.filter((st) =>
        ([] as string[]).concat(st.Action).includes('s3:ListBucket'),
      ).flatMap((st) => ([] as unknown[]).concat(st.Resource).map(() => st));
      const expected = Object.entries(declared).flatMap(([bucket, actions]) =>
        actions.includes('read')
          ? [undefined]
          : actions.includes('list')
            ? [{ StringLike: { 's3:prefix': [`${prefixOf[bucket as 'uploads' | 'outputs']}/*`] } }]
            : [],
      );
      expect(lists.map((st) => st.Condition)).toEqual(expected);
    });

    it('give the payment functions the Paystack secret and payments table, and nothing of the files', () => {
      const listPayments = policyOf('list-payments');
      expect(listPayments).toContain('dynamodb:Query');
      expect(listPayments).toContain('/index/*');
      expect(listPayments).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem)|s3:|secretsmanager:/);
      for (const handler of ['create-payment', 'get-payment', 'paystack-webhook']) {
        const policy = policyOf(handler);
        expect(policy).toContain('secretsmanager:GetSecretValue');
        expect(policy).toContain('dynamodb:UpdateItem');
        expect(policy).not.toMatch(/s3:|states:|cognito-idp/);
      }
      // Only the Paystack secret: the app secret (PDF passwords) stays with the conversion functions.
      expect(policyOf('paystack-webhook')).toMatch(/SecretsPaystack/);
      expect(policyOf('paystack-webhook')).not.toMatch(/SecretsApp/);
    });
  });

  describe('secrets', () => {
    it('are passed by ARN and never appear as a Paystack secret-key literal', () => {
      for (const t of [dev.statefulTemplate, dev.appTemplate, prod.statefulTemplate, prod.appTemplate]) {
        expect(JSON.stringify(t.toJSON())).not.toMatch(/sk_(test|live)?/);
      }
      dev.statefulTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      });
    });
  });

  describe('HTTP API', () => {
    it('checks Cognito JWTs: issuer is the user pool, audience the SPA client', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: {
            'Fn::Join': [
              '',
              [
                'https://cognito-idp.af-south-1.amazonaws.com/',
                Match.objectLike({
                  'Fn::GetStackOutput': Match.objectLike({
                    OutputName: Match.stringLikeRegexp('IdentityUserPool96FE3B9B'),
                  }),
                }),
              ],
            ],
          },
          Audience: [
            Match.objectLike({
              'Fn::GetStackOutput': Match.objectLike({
                OutputName: Match.stringLikeRegexp('IdentityUserPoolSpaClient33F8E0A2'),
              }),
            }),
          ],
        },
      });
    });

    it('has one route per entry of lambdas/src/routes.ts, each guarded as declared', () => {
      const apiRoutes = resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties ?? {});
      expect(apiRoutes.map((r) => r['RouteKey']).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
      for (const route of routes) {
        const found = apiRoutes.find((r) => r['RouteKey'] === `${route.method} ${route.path}`);
        expect(found?.['AuthorizationType']).toBe(route.auth ? 'JWT' : 'NONE');
      }
    });

    it(
      'leaves open only the Paystack webhook, the promo check and the sign-up ' +
        'release, each with its reason recorded for cdk-nag',
      () => {
        const open = routes.filter((r) => !r.auth);
        expect(open.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
          'POST /promo/validate',
          'POST /sign-up/release',
          'POST /webhooks/paystack',
        ]);
        const metadata = JSON.stringify(
          resourcesOf(template, 'AWS::ApiGatewayV2::Route').filter(
            ([, r]) => r.Properties?.['AuthorizationType'] === 'NONE',
          ),
        );
        for (const route of open) {
          expect(route.publicBecause).toBeTruthy();
          expect(metadata).toContain(route.publicBecause);
        }
      },
    );

    it('gives the promo functions only the promo, users and ledger tables they declare', () => {
      expect(envNames('validate-promo')).toEqual([...common, 'LIMITS_TABLE', 'PROMO_TABLE'].sort());
      // It writes only its request counters, never a code.
      const writes = statements('validate-promo').filter((st) =>
        st.actions.some((a) => /dynamodb:(PutItem|UpdateItem|DeleteItem)/.test(a)),
      );
      expect(writes.length).toBeGreaterThan(0);
      for (const st of writes) expect(st.resource).not.toContain(tableLogicalId('promoCodes'));
      expect(envNames('redeem-promo')).toEqual(
        [...common, 'APP_SECRET_ARN', 'LEDGER_TABLE', 'PROMO_TABLE', 'USERS_TABLE'].sort(),
      );
      const settings = (resourcesOf(template, 'AWS::ApiGatewayV2::Stage')[0]?.[1].Properties?.['RouteSettings'] ??
        {}) as Record<string, { ThrottlingRateLimit: number }>;
      expect(settings['POST /promo/validate']?.ThrottlingRateLimit).toBeLessThan(DEFAULT_ROUTE_THROTTLE.rate);
    });

    it('throttles every route on its own, from the route table', () => {
      const [stage] = resourcesOf(template, 'AWS::ApiGatewayV2::Stage');
      const settings = stage?.[1].Properties?.['RouteSettings'] as Record<
        string,
        { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
      >;
      expect(Object.keys(settings).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
      for (const route of routes) {
        const { rate, burst } = route.throttle ?? DEFAULT_ROUTE_THROTTLE;
        expect(settings[`${route.method} ${route.path}`]).toEqual({
          ThrottlingRateLimit: rate,
          ThrottlingBurstLimit: burst,
        });
      }
      // Uploads get far less than the polled reads, so a flood of them cannot starve the dashboard.
      expect(settings['POST /uploads']?.ThrottlingRateLimit).toBeLessThan(
        settings['GET /conversions/{id}']?.ThrottlingRateLimit ?? 0,
      );
      // The stage's routes exist before the stage that names them.
      const routeIds = resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(([id]) => id);
      expect((stage?.[1] as { DependsOn?: string[] } | undefined)?.DependsOn).toEqual(expect.arrayContaining(routeIds));
    });

    it('caps the converter and the scan page reader with reserved concurrency', () => {
      expect(fn('convert-statement').props['ReservedConcurrentExecutions']).toBe(CONVERTER_RESERVED_CONCURRENCY);
      expect(fn('read-scan-page').props['ReservedConcurrentExecutions']).toBe(SCAN_READER_RESERVED_CONCURRENCY);
      expect(fn('check-upload').props['ReservedConcurrentExecutions']).toBeUndefined();
      expect(fn('assemble-scan').props['ReservedConcurrentExecutions']).toBeUndefined();
    });

    it('give each scan page a vCPU and memory for one OCR worker, the Lambda timeout just above its 90 s task', () => {
      expect(fn('read-scan-page').props).toMatchObject({ MemorySize: SCAN_READER_MEMORY_MB, Timeout: 100 });
      expect(fn('assemble-scan').props).toMatchObject({ MemorySize: 1769, Timeout: 190 });
    });

    it('throttles the default stage, logs access and allows only the app origin', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        DefaultRouteSettings: {
          ThrottlingBurstLimit: DEFAULT_ROUTE_THROTTLE.burst,
          ThrottlingRateLimit: DEFAULT_ROUTE_THROTTLE.rate,
        },
        AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({
          AllowOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
          AllowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
        }),
      });
    });
  });

  describe('stuck-conversion sweep', () => {
    it('runs sweep-conversions on a schedule', () => {
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: `rate(${SWEEP_INTERVAL_MINUTES} minutes)`,
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fn('sweep-conversions').id, 'Arn'] } })],
      });
    });

    it('ends conversions only after the workflow itself would have timed out', () => {
      template.hasResourceProperties('AWS::StepFunctions::StateMachine', { DefinitionString: Match.anyValue() });
      const [machine] = resourcesOf(template, 'AWS::StepFunctions::StateMachine');
      expect(JSON.stringify(machine?.[1].Properties?.['DefinitionString'])).toContain(
        `\\"TimeoutSeconds\\":${WORKFLOW_TIME_LIMIT_SECONDS}`,
      );
      expect(CONVERSION_STUCK_AFTER_MS).toBeGreaterThan(WORKFLOW_TIME_LIMIT_SECONDS * 1000);
    });
  });

  describe('upload trigger', () => {
    it('sends Object Created under user-uploads/ to start-conversion', () => {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: {
          source: ['aws.s3'],
          'detail-type': ['Object Created'],
          detail: { bucket: { name: [Match.anyValue()] }, object: { key: [{ prefix: 'user-uploads/' }] } },
        },
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [fn('start-conversion').id, 'Arn'] },
            RetryPolicy: Match.anyValue(),
          }),
        ],
      });
    });
  });

  describe('web deployment', () => {
    it('lets Cognito send the browser back exactly where the SPA asks (after Google sign-in and sign-out)', () => {
      const google = {
        clientId: 'google-client-id',
        clientSecretName: 'bankcsv/google',
        authDomainPrefix: 'bankcsv-dev',
      };
      const client =
        resourcesOf(synthStage('dev', { google }).statefulTemplate, 'AWS::Cognito::UserPoolClient')[0]?.[1]
          .Properties ?? {};
      // Each is the app origin (the distribution's domain) joined with the path: ['https://', <domain>, path].
      const paths = (urls: unknown) =>
        (urls as { 'Fn::Join': [string, unknown[]] }[]).map((url) => url['Fn::Join'][1].at(-1));
      expect(paths(client['CallbackURLs'])).toEqual([OAUTH_SIGN_IN_PATH]);
      expect(paths(client['LogoutURLs'])).toEqual([OAUTH_SIGN_OUT_PATH]);
    });

    it('writes app-config.json with the real pool, client and API, uncached', () => {
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        SourceMarkers: [
          Match.objectLike({
            '<<marker:0xbaba:0>>': Match.objectLike({
              'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('IdentityUserPool96FE') }),
            }),
            '<<marker:0xbaba:1>>': Match.objectLike({
              'Fn::GetStackOutput': Match.objectLike({
                OutputName: Match.stringLikeRegexp('IdentityUserPoolSpaClient'),
              }),
            }),
            '<<marker:0xbaba:2>>': { Ref: Match.stringLikeRegexp('^Api') },
          }),
        ],
        Prune: false,
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionPaths: ['/app-config.json'],
      });
    });

    /** The app-config.json the stage deploys, as staged in the cloud assembly (tokens show as markers). */
    const deployedConfig = (synthesized: SynthesizedStage): Record<string, unknown> => {
      const out = (synthesized.app.node.root as App).outdir;
      const files = readdirSync(out)
        .map((dir) => join(out, dir, 'app-config.json'))
        .filter((file) => existsSync(file));
      expect(files).toHaveLength(1);
      return JSON.parse(readFileSync(files[0]!, 'utf8')) as Record<string, unknown>;
    };

    it(
      'writes the Google sign-in fields into app-config.json when the stage ' +
        'configures Google, and leaves them out otherwise',
      () => {
        const google = {
          clientId: 'google-client-id',
          clientSecretName: 'bankcsv/google',
          authDomainPrefix: 'bankcsv-dev',
        };
        const withGoogle = deployedConfig(synthStage('dev', { google }));
        expect(withGoogle).toMatchObject({
          region: 'af-south-1',
          authFlow: 'USER_SRP_AUTH',
          googleSignIn: true,
          oauthDomain: 'bankcsv-dev.auth.af-south-1.amazoncognito.com',
        });
        const without = deployedConfig(dev);
        expect(without).toMatchObject({ region: 'af-south-1', authFlow: 'USER_SRP_AUTH' });
        expect(
          Object.keys(without).filter((k) => k === 'googleSignIn' || k === 'oauthDomain' || k === 'cognitoEndpoint'),
        ).toEqual([]);
      },
    );

    it('carries the GA4 measurement id only when the stage configures one', () => {
      expect(deployedConfig(synthStage('dev', { ga4MeasurementId: 'G-ABC12345' }))).toMatchObject({
        measurementId: 'G-ABC12345',
      });
      expect(deployedConfig(dev)).not.toHaveProperty('measurementId');
      expect(() => settingsFor('prod', { ga4MeasurementId: 'UA-1234-1' })).toThrow(
        'stages.prod.ga4MeasurementId must look like G-XXXXXXXXXX',
      );
    });

    it('deploys the built SPA, pruning old files but never the config', () => {
      const webDist = mkdtempSync(join(tmpdir(), 'bankcsv-web-dist-'));
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>BankCSV</title>');
      const withSite = synthStage('dev', { webDist });
      withSite.appTemplate.resourceCountIs('Custom::CDKBucketDeployment', 2);
      withSite.appTemplate.hasResourceProperties('Custom::CDKBucketDeployment', {
        Prune: true,
        Exclude: ['app-config.json'],
        DistributionPaths: ['/*'],
      });
      template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    });

    it('warns at synth when web/dist is missing', () => {
      const warnings = dev.app.node
        .findAll()
        .flatMap((c) => c.node.metadata.filter((m) => m.type === 'aws:cdk:warning'));
      expect(warnings.map((m) => String(m.data))).toEqual(
        expect.arrayContaining([expect.stringContaining('web/dist does not exist')]),
      );
    });
  });
});
