import { Match } from 'aws-cdk-lib/assertions';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/src/routes';
import { resourcesOf, synthStage } from './synth-stage';

const dev = synthStage('dev');
const prod = synthStage('prod');
const template = dev.appTemplate;

const fnId = (handler: string) => `Functions${handler.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase())}`;
const appFunctions = resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('Functions'));
const fn = (handler: string) => {
  const found = appFunctions.find(([id]) => id.replace(/[0-9A-F]{8}$/, '') === fnId(handler));
  if (!found) throw new Error(`no function for ${handler}`);
  return { id: found[0], props: found[1].Properties ?? {} };
};
const envNames = (handler: string) => Object.keys((fn(handler).props['Environment'] as { Variables: object }).Variables).sort();
const policyOf = (handler: string) => {
  const id = fn(handler).id;
  const role = (fn(handler).props['Role'] as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  const policy = resourcesOf(template, 'AWS::IAM::Policy').find(([, p]) => JSON.stringify(p.Properties?.['Roles']) === JSON.stringify([{ Ref: role }]));
  if (!policy) throw new Error(`no policy for ${id}`);
  return JSON.stringify(policy[1].Properties?.['PolicyDocument']);
};

const common = ['APP_ORIGIN', 'NODE_OPTIONS', 'S3_FORCE_PATH_STYLE'];
// docs/design.md environment names, per handler.
const expectedEnv: Record<string, string[]> = {
  'get-me': ['USERS_TABLE', 'LEDGER_TABLE'],
  'delete-account': ['USERS_TABLE', 'LEDGER_TABLE', 'CONVERSIONS_TABLE', 'UPLOADS_BUCKET', 'OUTPUTS_BUCKET', 'USER_POOL_ID'],
  'create-upload': ['USERS_TABLE', 'LEDGER_TABLE', 'CONVERSIONS_TABLE', 'UPLOADS_BUCKET', 'APP_SECRET_ARN'],
  'list-conversions': ['CONVERSIONS_TABLE'],
  'get-conversion': ['CONVERSIONS_TABLE'],
  'delete-conversion': ['CONVERSIONS_TABLE', 'OUTPUTS_BUCKET'],
  'cancel-upload': ['CONVERSIONS_TABLE'],
  'get-download': ['CONVERSIONS_TABLE', 'OUTPUTS_BUCKET'],
  'start-conversion': ['UPLOADS_BUCKET', 'CONVERSIONS_TABLE', 'STATE_MACHINE_ARN'],
  'check-upload': ['UPLOADS_BUCKET', 'CONVERSIONS_TABLE', 'APP_SECRET_ARN'],
  'debit-credits': ['USERS_TABLE', 'LEDGER_TABLE', 'CONVERSIONS_TABLE'],
  'convert-statement': ['UPLOADS_BUCKET', 'OUTPUTS_BUCKET', 'CONVERSIONS_TABLE', 'APP_SECRET_ARN'],
  'complete-conversion': ['CONVERSIONS_TABLE', 'USERS_TABLE', 'UPLOADS_BUCKET'],
  'refund-credits': ['USERS_TABLE', 'LEDGER_TABLE', 'CONVERSIONS_TABLE'],
  'fail-conversion': ['CONVERSIONS_TABLE', 'UPLOADS_BUCKET'],
};

describe('app stack', () => {
  describe('functions', () => {
    it('exist once per handler: API routes, the upload trigger and the workflow steps', () => {
      expect(appFunctions).toHaveLength(Object.keys(expectedEnv).length);
      for (const route of routes) expect(expectedEnv[route.handler]).toBeDefined();
    });

    it('run nodejs22.x on arm64 with source maps and their own log group', () => {
      const logGroups = new Map(resourcesOf(template, 'AWS::Logs::LogGroup').map(([id, r]) => [id, r.Properties ?? {}]));
      for (const [, { Properties: p = {} }] of appFunctions) {
        expect(p).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: '--enable-source-maps' }) },
        });
        const logGroupId = (p['LoggingConfig'] as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(logGroups.get(logGroupId)?.['RetentionInDays']).toBe(7);
      }
      for (const [, { Properties: p = {} }] of resourcesOf(prod.appTemplate, 'AWS::Logs::LogGroup')) expect(p['RetentionInDays']).toBe(90);
    });

    it.each(Object.entries(expectedEnv))('%s gets exactly its environment', (handler, names) => {
      expect(envNames(handler)).toEqual([...common, ...names].sort());
    });

    it('give ConvertStatement a full vCPU and a Lambda timeout just above its 180 s task timeout', () => {
      expect(fn('convert-statement').props).toMatchObject({ MemorySize: 1769, Timeout: 190 });
      expect(fn('get-me').props).toMatchObject({ MemorySize: 512, Timeout: 30 });
    });

    it('grant least privilege: reads stay reads, object access stays under its prefix', () => {
      const listPolicy = policyOf('list-conversions');
      expect(listPolicy).toContain('dynamodb:Query');
      expect(listPolicy).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem)|s3:|secretsmanager:/);
      expect(policyOf('create-upload')).not.toContain('s3:ListBucket');
      const downloadPolicy = policyOf('get-download');
      expect(downloadPolicy).toContain('"Action":"s3:GetObject"');
      expect(downloadPolicy).toContain('"Action":"s3:ListBucket"');
      expect(downloadPolicy).toContain('/outputs/*');
      expect(downloadPolicy).not.toMatch(/s3:(PutObject|DeleteObject)|user-uploads/);
      expect(policyOf('create-upload')).toMatch(/"Action":"s3:PutObject".*\/user-uploads\/\*/);
      expect(policyOf('start-conversion')).toContain('states:StartExecution');
      expect(policyOf('fail-conversion')).toMatch(/"Action":"s3:DeleteObject".*\/user-uploads\/\*/);
      const accountPolicy = policyOf('delete-account');
      expect(accountPolicy).toContain('"Action":"cognito-idp:AdminDeleteUser"');
      expect(accountPolicy).toContain('"Condition":{"StringLike":{"s3:prefix":["user-uploads/*"]}}');
      expect(accountPolicy).not.toMatch(/s3:(GetObject|PutObject)|cognito-idp:\*|cognito-idp:Admin(?!DeleteUser)/);
      expect(policyOf('get-me')).not.toContain('cognito-idp');
    });
  });

  describe('secrets', () => {
    it('are passed by ARN and never appear as a Paystack secret-key literal', () => {
      for (const t of [dev.statefulTemplate, dev.appTemplate, prod.statefulTemplate, prod.appTemplate]) {
        expect(JSON.stringify(t.toJSON())).not.toMatch(/sk_(test|live)?/);
      }
      dev.statefulTemplate.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }) });
    });
  });

  describe('HTTP API', () => {
    it('checks Cognito JWTs: issuer is the user pool, audience the SPA client', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: { 'Fn::Join': ['', ['https://cognito-idp.af-south-1.amazonaws.com/', Match.objectLike({ 'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('IdentityUserPool96FE3B9B') }) })]] },
          Audience: [Match.objectLike({ 'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('IdentityUserPoolSpaClient33F8E0A2') }) })],
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

    it('throttles the default stage, logs access and allows only the app origin', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        DefaultRouteSettings: { ThrottlingBurstLimit: 40, ThrottlingRateLimit: 20 },
        AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({ AllowOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })], AllowMethods: ['GET', 'POST', 'DELETE'] }),
      });
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
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fn('start-conversion').id, 'Arn'] }, RetryPolicy: Match.anyValue() })],
      });
    });
  });

  describe('web deployment', () => {
    it('writes app-config.json with the real pool, client and API, uncached', () => {
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        SourceMarkers: [
          Match.objectLike({
            '<<marker:0xbaba:0>>': Match.objectLike({ 'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('IdentityUserPool96FE') }) }),
            '<<marker:0xbaba:1>>': Match.objectLike({ 'Fn::GetStackOutput': Match.objectLike({ OutputName: Match.stringLikeRegexp('IdentityUserPoolSpaClient') }) }),
            '<<marker:0xbaba:2>>': { Ref: Match.stringLikeRegexp('^Api') },
          }),
        ],
        Prune: false,
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionPaths: ['/app-config.json'],
      });
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
      const warnings = dev.app.node.findAll().flatMap((c) => c.node.metadata.filter((m) => m.type === 'aws:cdk:warning'));
      expect(warnings.map((m) => String(m.data))).toEqual(expect.arrayContaining([expect.stringContaining('web/dist does not exist')]));
    });
  });
});
