import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DescribeExecutionCommand, ListExecutionsCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutItemCommand, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { startLocalStack } from '../../scripts/local-stack/index';
import { MIN_PASSWORD_LENGTH } from '@bankcsv/domain';
import { localPasswordPolicy } from '../../scripts/local-stack/cognito';
import { LOCAL_CONFIRMATION_CODE } from '../../scripts/local-stack/names';
import { tables } from '../../scripts/local-stack/tables';

const stack = inject('stack');
const { endpoints, resources, appConfig } = stack;
const client = { region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };
const cognito = new CognitoIdentityProviderClient({ ...client, endpoint: endpoints.cognito });

async function signUpAndSignIn(
  clientId = resources.userPoolClientId,
): Promise<{ email: string; idToken: string; accessToken: string }> {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'Password123';
  const signedUp = await cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  if (!signedUp.UserConfirmed)
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: LOCAL_CONFIRMATION_CODE }),
    );
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = auth.AuthenticationResult?.IdToken;
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!idToken || !accessToken) throw new Error('cognito-local returned no tokens');
  return { email, idToken, accessToken };
}

const getMe = (authorization?: string) =>
  fetch(`${endpoints.api}/me`, { headers: authorization ? { authorization } : {} });

describe('local stack', () => {
  it('reports its cold start time', () => {
    console.log(`local stack cold start: ${stack.startupMs} ms`);
    expect(stack.startupMs).toBeGreaterThan(0);
  });

  it('has every table with the key schema of docs/design.md', async () => {
    const dynamo = new DynamoDBClient({ ...client, endpoint: endpoints.dynamodb });
    for (const table of tables) {
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: resources.tables[table.env] }));
      expect(Table?.KeySchema?.map((k) => k.AttributeName)).toEqual(
        [table.partitionKey, table.sortKey].filter(Boolean),
      );
      expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName) ?? []).toEqual(
        table.indexes?.map((i) => i.name) ?? [],
      );
    }
  });

  it('gives both buckets CORS for the app origin', async () => {
    const s3 = new S3Client({ ...client, endpoint: endpoints.s3, forcePathStyle: true });
    for (const bucket of Object.values(resources.buckets)) {
      const cors = await s3.send(new GetBucketCorsCommand({ Bucket: bucket }));
      expect(cors.CORSRules?.[0]?.AllowedOrigins).toEqual(['http://localhost:3000']);
      expect(cors.CORSRules?.[0]?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST']));
    }
  });

  it('serves the secrets through Secrets Manager', async () => {
    const secrets = new SecretsManagerClient({ ...client, endpoint: endpoints.aws });
    const app = await secrets.send(new GetSecretValueCommand({ SecretId: resources.appSecretArn }));
    expect(Buffer.from(app.SecretString ?? '', 'base64')).toHaveLength(32);
    const paystack = await secrets.send(new GetSecretValueCommand({ SecretId: resources.paystackSecretArn }));
    expect(paystack.SecretString).toMatch(/^sk_test_local_/);
    await expect(secrets.send(new GetSecretValueCommand({ SecretId: 'nope' }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });

  it(
    'runs the PostConfirmation trigger through the Lambda endpoint: a ' +
      'confirmed sign-up has its bonus before it signs in',
    async () => {
      const email = `trigger-${randomUUID()}@example.com`;
      const signedUp = await cognito.send(
        new SignUpCommand({
          ClientId: resources.userPoolClientId,
          Username: email,
          Password: 'Password123',
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      expect(signedUp.UserConfirmed).toBe(false);
      await cognito.send(
        new ConfirmSignUpCommand({
          ClientId: resources.userPoolClientId,
          Username: email,
          ConfirmationCode: LOCAL_CONFIRMATION_CODE,
        }),
      );
      const dynamo = new DynamoDBClient({ ...client, endpoint: endpoints.dynamodb });
      const row = await dynamo.send(
        new GetItemCommand({
          TableName: resources.tables.USERS_TABLE,
          Key: { userId: { S: signedUp.UserSub ?? '' } },
          ConsistentRead: true,
        }),
      );
      expect(row.Item?.credits).toEqual({ N: '10' });
    },
  );

  it('gives the local pool the one password policy (packages/domain), as the AWS pool has', async () => {
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: resources.userPoolId }));
    expect(UserPool?.Policies?.PasswordPolicy).toMatchObject(localPasswordPolicy);
    expect(UserPool?.Policies?.PasswordPolicy?.MinimumLength).toBe(MIN_PASSWORD_LENGTH);
  });

  it('signs a user up and in through cognito-local with tokens from the pool issuer', async () => {
    const { idToken, accessToken } = await signUpAndSignIn();
    expect(decodeJwt(idToken)).toMatchObject({
      iss: `${endpoints.cognito}/${resources.userPoolId}`,
      aud: resources.userPoolClientId,
    });
    expect(decodeJwt(accessToken)).toMatchObject({ client_id: resources.userPoolClientId });
    expect(appConfig).toMatchObject({
      userPoolId: resources.userPoolId,
      authFlow: 'USER_PASSWORD_AUTH',
      apiUrl: endpoints.api,
    });
    // No hosted UI locally: the Google button stays absent.
    expect(appConfig).not.toHaveProperty('googleSignIn');
    expect(appConfig).not.toHaveProperty('oauthDomain');
  });

  it('rejects a missing, forged or other-client token with 401 and accepts a real one', async () => {
    const missing = await getMe();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Unauthorized' });

    const { idToken, accessToken } = await signUpAndSignIn();
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const kid = ((await exportJWK(publicKey)).kid ?? 'CognitoLocal') as string;
    const forged = await new SignJWT(decodeJwt(idToken)).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    expect((await getMe(`Bearer ${forged}`)).status).toBe(401);

    const other = await cognito.send(
      new CreateUserPoolClientCommand({ UserPoolId: resources.userPoolId, ClientName: 'other' }),
    );
    const foreign = await signUpAndSignIn(other.UserPoolClient?.ClientId);
    expect((await getMe(`Bearer ${foreign.idToken}`)).status).toBe(401);

    for (const token of [idToken, accessToken]) {
      const ok = await getMe(`Bearer ${token}`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ userId: decodeJwt(idToken).sub, credits: 10 });
    }
  });

  it('answers CORS preflights for the app origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${endpoints.api}/uploads`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const ok = await preflight('http://localhost:3000');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
    expect((await preflight('http://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('runs a handler through the Lambda Invoke endpoint and reports unknown functions', async () => {
    const userId = randomUUID();
    const event = {
      version: '2.0',
      rawPath: '/me',
      headers: {},
      requestContext: {
        http: { method: 'GET', path: '/me' },
        requestId: 'r1',
        authorizer: { jwt: { claims: { sub: userId, email: 'x@example.com' }, scopes: [] } },
      },
    };
    const invoke = (name: string) =>
      fetch(`${endpoints.aws}/2015-03-31/functions/${name}/invocations`, {
        method: 'POST',
        body: JSON.stringify(event),
      });
    const ok = await invoke('get-me');
    expect(ok.status).toBe(200);
    const result = (await ok.json()) as { statusCode: number; body: string };
    expect(result.statusCode).toBe(200);
    // Claims without email_verified: the user is created, but an unverified address gets no bonus.
    expect(JSON.parse(result.body)).toMatchObject({ userId, credits: 0 });
    const missing = await invoke('no-such-function');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-amzn-errortype')).toBe('ResourceNotFoundException');
  });

  it('refuses a second StartExecution with the same name and a different input', async () => {
    const sfn = new SFNClient({ ...client, endpoint: endpoints.aws });
    const name = randomUUID();
    const first = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: resources.stateMachineArn,
        name,
        input: JSON.stringify({ conversionId: name }),
      }),
    );
    expect(first.executionArn).toContain(name);
    await expect(
      sfn.send(
        new StartExecutionCommand({
          stateMachineArn: resources.stateMachineArn,
          name,
          input: JSON.stringify({ conversionId: 'other' }),
        }),
      ),
    ).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
    const described = await sfn.send(new DescribeExecutionCommand({ executionArn: first.executionArn }));
    expect(described.name).toBe(name);
  });

  async function uploadForm(fileName = 'My Statement.pdf') {
    const { idToken } = await signUpAndSignIn();
    const created = await fetch(`${endpoints.api}/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName, fileSize: 100, contentType: 'application/pdf' }),
    });
    expect(created.status).toBe(200);
    return (await created.json()) as { conversionId: string; url: string; fields: Record<string, string> };
  }

  function post(url: string, fields: Record<string, string>, file: Buffer) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([file], { type: 'application/pdf' }), 'statement.pdf');
    return fetch(url, { method: 'POST', body: form, headers: { origin: 'http://localhost:3000' } });
  }

  it('holds browser uploads to their signed policy, as S3 does', async () => {
    const { url, fields } = await uploadForm();
    const tooLarge = await post(url, fields, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.text()).toContain('<Code>EntityTooLarge</Code>');
    const otherKey = await post(
      url,
      { ...fields, key: fields.key!.replace(/[^/]+$/, 'other.pdf') },
      Buffer.from('%PDF-1.4'),
    );
    expect(otherKey.status).toBe(403);
    expect(otherKey.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('starts the workflow, named by the conversion id, when an upload lands under user-uploads/', async () => {
    const { conversionId, url, fields } = await uploadForm();
    const uploaded = await post(url, fields, Buffer.from('%PDF-1.4\n%local stack test\n%%EOF\n'));
    expect(uploaded.status).toBeLessThan(300);
    const sfn = new SFNClient({ ...client, endpoint: endpoints.aws });
    await expect
      .poll(
        async () =>
          (await sfn.send(new ListExecutionsCommand({ stateMachineArn: resources.stateMachineArn }))).executions?.map(
            (e) => e.name,
          ),
        { timeout: 10_000 },
      )
      .toContain(conversionId);
  });

  it('keeps users, items, objects and the pool ids when restarted on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bankcsv-restart-'));
    const savedEnv = { ...process.env };
    try {
      const first = await startLocalStack({ dataDir });
      const email = `restart-${randomUUID()}@example.com`;
      const idp = new CognitoIdentityProviderClient({ ...client, endpoint: first.endpoints.cognito });
      await idp.send(
        new SignUpCommand({
          ClientId: first.resources.userPoolClientId,
          Username: email,
          Password: 'Password123',
          UserAttributes: [{ Name: 'email', Value: email }],
        }),
      );
      await idp.send(
        new ConfirmSignUpCommand({
          ClientId: first.resources.userPoolClientId,
          Username: email,
          ConfirmationCode: LOCAL_CONFIRMATION_CODE,
        }),
      );
      // A pool left by an earlier release with another policy takes today's on the next start.
      await idp.send(
        new UpdateUserPoolCommand({
          UserPoolId: first.resources.userPoolId,
          Policies: { PasswordPolicy: { MinimumLength: 6 } },
        }),
      );
      const firstDynamo = new DynamoDBClient({ ...client, endpoint: first.endpoints.dynamodb });
      await firstDynamo.send(
        new PutItemCommand({ TableName: first.resources.tables.PROMO_TABLE, Item: { code: { S: 'KEEP' } } }),
      );
      const firstS3 = new S3Client({ ...client, endpoint: first.endpoints.s3, forcePathStyle: true });
      await firstS3.send(
        new PutObjectCommand({ Bucket: first.resources.buckets.OUTPUTS_BUCKET, Key: 'outputs/kept.csv', Body: 'a,b' }),
      );
      await first.stop();

      const second = await startLocalStack({ dataDir });
      try {
        expect(second.resources.userPoolId).toBe(first.resources.userPoolId);
        expect(second.resources.userPoolClientId).toBe(first.resources.userPoolClientId);
        const described = await new CognitoIdentityProviderClient({
          ...client,
          endpoint: second.endpoints.cognito,
        }).send(new DescribeUserPoolCommand({ UserPoolId: second.resources.userPoolId }));
        expect(described.UserPool?.Policies?.PasswordPolicy).toMatchObject(localPasswordPolicy);
        const secondIdp = new CognitoIdentityProviderClient({ ...client, endpoint: second.endpoints.cognito });
        const auth = await secondIdp.send(
          new InitiateAuthCommand({
            ClientId: second.resources.userPoolClientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: 'Password123' },
          }),
        );
        expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
        const dynamo = new DynamoDBClient({ ...client, endpoint: second.endpoints.dynamodb });
        expect(
          (
            await dynamo.send(
              new GetItemCommand({ TableName: second.resources.tables.PROMO_TABLE, Key: { code: { S: 'KEEP' } } }),
            )
          ).Item,
        ).toBeTruthy();
        const s3 = new S3Client({ ...client, endpoint: second.endpoints.s3, forcePathStyle: true });
        const object = await s3.send(
          new GetObjectCommand({ Bucket: second.resources.buckets.OUTPUTS_BUCKET, Key: 'outputs/kept.csv' }),
        );
        expect(await object.Body?.transformToString()).toBe('a,b');
        expect(second.lambdaEnv.APP_SECRET_ARN).toBe(first.lambdaEnv.APP_SECRET_ARN);
      } finally {
        await second.stop();
      }
    } finally {
      process.env = savedEnv;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
