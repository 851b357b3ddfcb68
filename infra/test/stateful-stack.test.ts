import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { MIN_PASSWORD_LENGTH, cropKey, scanPageKey, validateRegister } from '@bankcsv/domain';
import { localPasswordPolicy } from '../../scripts/local-stack/cognito';
import { promoTablePrefix } from '../../scripts/promo/target';
import { contentSecurityPolicy, permissionsPolicy } from '../lib/security-headers';
import { resourcesOf, synthStage } from './synth-stage';

const dev = synthStage('dev');
const prod = synthStage('prod');

// Renaming any of these replaces the resource (and loses its data or its users).
const statefulIds = {
  'AWS::DynamoDB::GlobalTable': [
    'DataUsers839EEF6E',
    'DataLedgerDBC368C7',
    'DataConversions67196C4D',
    'DataPaymentsEBC67A0E',
    'DataPromoCodesCBB80B49',
    'DataLimits2C0F1F55',
  ],
  'AWS::S3::Bucket': ['StorageUploadsBDC5E374', 'StorageOutputsB8203D69', 'WebSiteD504717C'],
  'AWS::Cognito::UserPool': ['IdentityUserPool96FE3B9B'],
  'AWS::Cognito::UserPoolClient': ['IdentityUserPoolSpaClient33F8E0A2'],
  'AWS::SecretsManager::Secret': ['SecretsPaystack9D78218D', 'SecretsAppA939B7EC'],
  'AWS::CloudFront::Distribution': ['WebDistributionCF3E234B'],
};

describe('stateful stack', () => {
  it.each(Object.entries(statefulIds))('keeps the logical ids of %s', (type, ids) => {
    for (const { statefulTemplate } of [dev, prod]) {
      expect(
        resourcesOf(statefulTemplate, type)
          .map(([id]) => id)
          .sort(),
      ).toEqual([...ids].sort());
    }
  });

  it('is termination-protected and retains data in prod only', () => {
    expect(prod.stateful.terminationProtection).toBe(true);
    expect(dev.stateful.terminationProtection).toBe(false);
    for (const type of ['AWS::DynamoDB::GlobalTable', 'AWS::Cognito::UserPool', 'AWS::SecretsManager::Secret']) {
      for (const [, r] of resourcesOf(prod.statefulTemplate, type)) expect(r.DeletionPolicy).toBe('Retain');
      for (const [, r] of resourcesOf(dev.statefulTemplate, type)) expect(r.DeletionPolicy).toBe('Delete');
    }
    const dataBuckets = (t: typeof dev) =>
      resourcesOf(t.statefulTemplate, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('Storage'));
    for (const [, r] of dataBuckets(prod)) expect(r.DeletionPolicy).toBe('Retain');
    for (const [, r] of dataBuckets(dev)) expect(r.DeletionPolicy).toBe('Delete');
    prod.statefulTemplate.resourceCountIs('Custom::S3AutoDeleteObjects', 1); // the rebuildable site bucket only
    dev.statefulTemplate.resourceCountIs('Custom::S3AutoDeleteObjects', 3);
  });

  describe('buckets', () => {
    const buckets = resourcesOf(dev.statefulTemplate, 'AWS::S3::Bucket');
    const bucket = (prefix: string) => buckets.find(([id]) => id.startsWith(prefix))?.[1].Properties ?? {};

    it('block public access, use S3-managed encryption and are not versioned', () => {
      expect(buckets).toHaveLength(3);
      for (const [, { Properties: p = {} }] of buckets) {
        expect(p['PublicAccessBlockConfiguration']).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(p['BucketEncryption']).toEqual({
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        });
        expect(p['VersioningConfiguration']).toBeUndefined();
      }
    });

    it('refuse requests without TLS', () => {
      const policies = resourcesOf(dev.statefulTemplate, 'AWS::S3::BucketPolicy');
      expect(policies).toHaveLength(3);
      for (const [, { Properties: p = {} }] of policies) {
        expect(JSON.stringify(p['PolicyDocument'])).toContain('"aws:SecureTransport":"false"');
      }
    });

    it('expire uploads after 1 day and outputs after 30 days, by prefix', () => {
      expect(bucket('StorageUploads')['LifecycleConfiguration']).toEqual({
        Rules: [
          {
            Id: 'expire-uploads',
            Prefix: 'user-uploads/',
            ExpirationInDays: 1,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          },
          {
            Id: 'expire-support-samples',
            Prefix: 'support-samples/',
            ExpirationInDays: 7,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          },
        ],
      });
      expect(bucket('StorageOutputs')['LifecycleConfiguration']).toEqual({
        Rules: [
          {
            Id: 'expire-outputs',
            Prefix: 'outputs/',
            ExpirationInDays: 30,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            Status: 'Enabled',
          },
        ],
      });
      // A scan's line images and any page read a run left behind expire with the outputs.
      expect(cropKey('u-1', 'c-1', 3).startsWith('outputs/')).toBe(true);
      expect(scanPageKey('u-1', 'c-1', 3).startsWith('outputs/')).toBe(true);
    });

    it('allow only the app origin: POST to uploads, GET from outputs', () => {
      const origin = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': ['WebDistributionCF3E234B', 'DomainName'] }]] };
      const cors = (prefix: string) =>
        (bucket(prefix)['CorsConfiguration'] as { CorsRules: Record<string, unknown>[] }).CorsRules;
      expect(cors('StorageUploads')).toEqual([
        expect.objectContaining({ AllowedMethods: ['POST'], AllowedOrigins: [origin] }),
      ]);
      expect(cors('StorageOutputs')).toEqual([
        expect.objectContaining({ AllowedMethods: ['GET'], AllowedOrigins: [origin] }),
      ]);
    });

    it('send upload events to EventBridge', () => {
      dev.statefulTemplate.hasResourceProperties('Custom::S3BucketNotifications', {
        BucketName: { Ref: 'StorageUploadsBDC5E374' },
        NotificationConfiguration: { EventBridgeConfiguration: {} },
      });
    });
  });

  describe('tables', () => {
    const tables = Object.fromEntries(
      resourcesOf(dev.statefulTemplate, 'AWS::DynamoDB::GlobalTable').map(([id, r]) => [
        id.replace(/^Data|[0-9A-F]{8}$/g, ''),
        r.Properties ?? {},
      ]),
    );

    it('are on-demand with point-in-time recovery', () => {
      expect(Object.keys(tables).sort()).toEqual([
        'Conversions',
        'Ledger',
        'Limits',
        'Payments',
        'PromoCodes',
        'Users',
      ]);
      for (const t of Object.values(tables)) {
        expect(t['BillingMode']).toBe('PAY_PER_REQUEST');
        expect(t['Replicas']).toEqual([
          expect.objectContaining({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
        ]);
      }
    });

    it('have the keys of docs/design.md', () => {
      const keys = (name: string) => tables[name]?.['KeySchema'];
      expect(keys('Users')).toEqual([{ AttributeName: 'userId', KeyType: 'HASH' }]);
      expect(keys('Ledger')).toEqual([
        { AttributeName: 'userId', KeyType: 'HASH' },
        { AttributeName: 'entryId', KeyType: 'RANGE' },
      ]);
      expect(keys('Conversions')).toEqual([
        { AttributeName: 'userId', KeyType: 'HASH' },
        { AttributeName: 'conversionId', KeyType: 'RANGE' },
      ]);
      expect(keys('Payments')).toEqual([{ AttributeName: 'reference', KeyType: 'HASH' }]);
      expect(keys('PromoCodes')).toEqual([{ AttributeName: 'code', KeyType: 'HASH' }]);
      expect(keys('Limits')).toEqual([{ AttributeName: 'key', KeyType: 'HASH' }]);
      expect(tables['Payments']?.['GlobalSecondaryIndexes']).toEqual([
        expect.objectContaining({
          IndexName: 'byUser',
          KeySchema: [
            { AttributeName: 'userId', KeyType: 'HASH' },
            { AttributeName: 'createdAt', KeyType: 'RANGE' },
          ],
        }),
      ]);
    });

    it('name the promo table as `npm run promo -- --stage` finds it', () => {
      for (const [stage, synthesized] of [
        ['dev', dev],
        ['prod', prod],
      ] as const) {
        const stack = synthesized.stateful;
        const promoTable = stack.tables.promoCodes.node.defaultChild as CfnElement;
        const generatedStart = `${stack.stackName}-${stack.getLogicalId(promoTable)}`;
        expect(generatedStart.startsWith(promoTablePrefix(stage))).toBe(true);
      }
    });

    it('expire only conversions and request counters (never the ledger)', () => {
      const withTtl = Object.entries(tables).filter(([, t]) => t['TimeToLiveSpecification'] !== undefined);
      expect(withTtl.map(([name]) => name).sort()).toEqual(['Conversions', 'Limits']);
      expect(tables['Conversions']?.['TimeToLiveSpecification']).toEqual({ AttributeName: 'expiresAt', Enabled: true });
      expect(tables['Limits']?.['TimeToLiveSpecification']).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    });
  });

  describe('identity', () => {
    it('has a strong password policy, e-mail recovery and enforced threat protection', () => {
      dev.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
        UsernameAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        UserPoolTier: 'PLUS',
        UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
        // Sign-ups confirm with the e-mailed code (no auto-confirm trigger); the bonus follows it.
        AutoVerifiedAttributes: ['email'],
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        LambdaConfig: Match.exact({ PostConfirmation: Match.anyValue() }),
      });
    });

    it('has the one password policy of packages/domain, the same one the local pool and the web forms use', () => {
      const pools = resourcesOf(dev.statefulTemplate, 'AWS::Cognito::UserPool');
      const policy = (pools[0]?.[1].Properties?.['Policies'] as { PasswordPolicy: Record<string, unknown> })
        .PasswordPolicy;
      const { TemporaryPasswordValidityDays, ...rule } = policy;
      expect(TemporaryPasswordValidityDays).toBe(3);
      expect(rule).toEqual(localPasswordPolicy);
      expect(rule['MinimumLength']).toBe(MIN_PASSWORD_LENGTH);
      // The forms refuse exactly what the pool refuses on length.
      const form = (password: string) => validateRegister({ email: 'a@b.co', password, confirmPassword: password });
      expect(form('k'.repeat(MIN_PASSWORD_LENGTH - 2) + '-z')).toBeNull();
      expect(form('k'.repeat(MIN_PASSWORD_LENGTH - 3) + '-z')).toBe(
        `Password must be at least ${String(rule['MinimumLength'])} characters`,
      );
    });

    it('protects the prod user pool from deletion', () => {
      prod.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
      dev.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'INACTIVE' });
    });

    it('gives the SPA a public SRP-only client that hides whether a user exists', () => {
      dev.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        PreventUserExistenceErrors: 'ENABLED',
        EnableTokenRevocation: true,
        AccessTokenValidity: 15,
        IdTokenValidity: 15,
        SupportedIdentityProviders: ['COGNITO'],
        AllowedOAuthFlowsUserPoolClient: false,
      });
      dev.statefulTemplate.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    });

    it('adds Google sign-in only when it is configured, with the secret by reference', () => {
      const withGoogle = synthStage('dev', {
        google: { clientId: 'google-client-id', clientSecretName: 'bankcsv/google', authDomainPrefix: 'bankcsv-dev' },
      });
      withGoogle.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
        ProviderName: 'Google',
        ProviderDetails: Match.objectLike({
          client_id: 'google-client-id',
          client_secret: Match.stringLikeRegexp('resolve:secretsmanager:bankcsv/google'),
        }),
      });
      withGoogle.statefulTemplate.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        SupportedIdentityProviders: ['COGNITO', 'Google'],
        AllowedOAuthFlows: ['code'],
      });
    });
  });

  describe('web hosting', () => {
    it('serves the private bucket through CloudFront over HTTPS with an SPA fallback', () => {
      dev.statefulTemplate.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      dev.statefulTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          DefaultRootObject: 'index.html',
          DefaultCacheBehavior: Match.objectLike({
            ViewerProtocolPolicy: 'redirect-to-https',
            ResponseHeadersPolicyId: Match.anyValue(),
          }),
          CustomErrorResponses: [
            { ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
            { ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html', ErrorCachingMinTTL: 0 },
          ],
        }),
      });
      dev.statefulTemplate.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          SecurityHeadersConfig: Match.objectLike({
            StrictTransportSecurity: Match.anyValue(),
            FrameOptions: { FrameOption: 'DENY', Override: true },
          }),
        }),
      });
    });

    // Pseudo-parameters render as ${AWS::...} so the policy can be compared as text.
    const text = (value: unknown): string => {
      if (typeof value === 'string') return value;
      const v = value as { 'Fn::Join'?: [string, unknown[]]; Ref?: string };
      if (v.Ref) return `\${${v.Ref}}`;
      if (v['Fn::Join']) return v['Fn::Join'][1].map(text).join(v['Fn::Join'][0]);
      throw new Error(`Unexpected value ${JSON.stringify(value)}`);
    };
    const headersOf = (template: typeof dev.statefulTemplate) => {
      const policy = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]?.[1];
      type Config = {
        SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean } };
        CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
      };
      const config = (policy?.Properties as { ResponseHeadersPolicyConfig: Config }).ResponseHeadersPolicyConfig;
      return {
        csp: text(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy),
        cspOverride: config.SecurityHeadersConfig.ContentSecurityPolicy.Override,
        custom: config.CustomHeadersConfig.Items,
      };
    };

    it('sends the strict CSP built by security-headers.ts, naming the API, Cognito and S3 in the region', () => {
      const { csp, cspOverride } = headersOf(dev.statefulTemplate);
      expect(cspOverride).toBe(true);
      expect(csp).toBe(
        contentSecurityPolicy({
          connect: [
            'https://*.execute-api.af-south-1.${AWS::URLSuffix}',
            'https://cognito-idp.af-south-1.${AWS::URLSuffix}',
            'https://*.s3.af-south-1.${AWS::URLSuffix}',
          ],
          images: ['https://*.s3.af-south-1.${AWS::URLSuffix}'],
        }),
      );
      const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      expect(directives.get('script-src')).toEqual(["'self'", 'https://js.paystack.co']);
      expect(directives.get('style-src')).toEqual(["'self'"]);
      expect(directives.get('frame-src')).toEqual(['https://checkout.paystack.com']);
      // A scan's line images are presigned links into the outputs bucket; nothing else from outside.
      expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'https://*.s3.af-south-1.${AWS::URLSuffix}']);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|googletagmanager/);
    });

    it('sends a Permissions-Policy that turns off what the app never uses', () => {
      const { custom } = headersOf(prod.statefulTemplate);
      expect(custom).toEqual([{ Header: 'Permissions-Policy', Value: permissionsPolicy(), Override: true }]);
      expect(permissionsPolicy()).toContain('camera=()');
      expect(permissionsPolicy()).toContain('payment=(self "https://checkout.paystack.com")');
    });

    it('allows GA4 (script, beacons, pixels) only when the stage configures a measurement id', () => {
      const { csp } = headersOf(synthStage('prod', { ga4MeasurementId: 'G-ABC12345' }).statefulTemplate);
      const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
      expect(directives.get('script-src')).toContain('https://*.googletagmanager.com');
      expect(directives.get('connect-src')).toContain('https://*.google-analytics.com');
      expect(directives.get('img-src')).toContain('https://*.google-analytics.com');
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headersOf(prod.statefulTemplate).csp).not.toMatch(/google/);
    });

    it('lets the hosted sign-in domain into connect-src when the stage has Google sign-in', () => {
      const google = synthStage('dev', {
        google: { clientId: 'id', clientSecretName: 'secret', authDomainPrefix: 'bankcsv-dev' },
      });
      expect(headersOf(google.statefulTemplate).csp).toContain('https://bankcsv-dev.auth.af-south-1.amazoncognito.com');
      expect(headersOf(dev.statefulTemplate).csp).not.toContain('amazoncognito.com');
    });
  });
});
