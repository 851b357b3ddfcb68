import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import { LOCAL_CONFIRMATION_CODE } from '../../scripts/local-stack/names';
import { eventually } from './eventually';

/** Steps the integration tests repeat: users, API calls, uploads, waiting for conversions, reading state. */

type Stack = ReturnType<typeof inject<'stack'>>;
let target: Stack | undefined;
const stack = (): Stack => target ?? inject('stack');

/** Points every helper at another running stack (a test that starts its own), or back at the shared one. */
export function useStack(other: Stack | undefined): void {
  target = other;
  clients = undefined;
}

const awsConfig = { region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };

let clients:
  | { cognito: CognitoIdentityProviderClient; ddb: DynamoDBDocumentClient; s3: S3Client; sfn: SFNClient }
  | undefined;
function aws() {
  if (!clients) {
    const { endpoints } = stack();
    clients = {
      cognito: new CognitoIdentityProviderClient({ ...awsConfig, endpoint: endpoints.cognito }),
      ddb: DynamoDBDocumentClient.from(new DynamoDBClient({ ...awsConfig, endpoint: endpoints.dynamodb })),
      s3: new S3Client({
        ...awsConfig,
        endpoint: endpoints.s3,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      sfn: new SFNClient({ ...awsConfig, endpoint: endpoints.aws }),
    };
  }
  return clients;
}

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  idToken: string;
  authorization: string;
}

/** A Cognito sign-up only (not confirmed: no credits, cannot sign in); returns the new login's sub. */
export async function signUp(email: string, password: string): Promise<string> {
  const out = await aws().cognito.send(
    new SignUpCommand({
      ClientId: stack().resources.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  if (!out.UserSub) throw new Error('SignUp returned no sub');
  return out.UserSub;
}

/** Confirms a sign-up with the code the local pool e-mails (fixed), as the user would type it. */
export async function confirmSignUp(email: string, code = LOCAL_CONFIRMATION_CODE): Promise<void> {
  await aws().cognito.send(
    new ConfirmSignUpCommand({ ClientId: stack().resources.userPoolClientId, Username: email, ConfirmationCode: code }),
  );
}

/** USER_PASSWORD_AUTH sign-in of a confirmed user. */
export async function signIn(email: string, password: string): Promise<TestUser> {
  const auth = await aws().cognito.send(
    new InitiateAuthCommand({
      ClientId: stack().resources.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = auth.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('Sign-in returned no ID token');
  const userId = decodeJwt(idToken).sub;
  if (!userId) throw new Error('The ID token has no sub');
  return { email, password, userId, idToken, authorization: `Bearer ${idToken}` };
}

export const newEmail = (prefix = 'it') => `${prefix}-${randomUUID()}@example.com`;

/** A new user as the register page makes one: signed up, confirmed with the e-mailed code, signed in. */
export async function registerUser(): Promise<TestUser> {
  const email = newEmail();
  const password = `Pw-${randomUUID()}`;
  await signUp(email, password);
  await confirmSignUp(email);
  return signIn(email, password);
}

/** Whether the user's e-mail and password still sign in (false when Cognito refuses them). */
export async function canSignIn(user: Pick<TestUser, 'email' | 'password'>): Promise<boolean> {
  const { resources } = stack();
  return aws()
    .cognito.send(
      new InitiateAuthCommand({
        ClientId: resources.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    )
    .then((auth) => !!auth.AuthenticationResult?.IdToken)
    .catch((error: unknown) => {
      const name = (error as { name?: string }).name;
      // cognito-local answers a wrong password with InvalidPasswordException (AWS: NotAuthorizedException).
      if (name === 'NotAuthorizedException' || name === 'UserNotFoundException' || name === 'InvalidPasswordException')
        return false;
      throw error;
    });
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Calls the local HTTP API; `user` null sends no token, a string sends that Authorization header. */
export async function api<T = Record<string, unknown>>(
  user: TestUser | string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (typeof user === 'string') headers.authorization = user;
  else if (user) headers.authorization = user.authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack().endpoints.api}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

export interface UploadTicket {
  conversionId: string;
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** POST /uploads, failing the test unless it answers 200. */
export async function createUpload(
  user: TestUser,
  input: {
    fileName: string;
    fileSize: number;
    year?: number;
    password?: string;
    batchId?: string;
    needsPassword?: boolean;
  },
): Promise<UploadTicket> {
  const res = await api<UploadTicket & { message?: string }>(user, 'POST', '/uploads', input);
  if (res.status !== 200) throw new Error(`POST /uploads answered ${res.status}: ${res.body.message ?? ''}`);
  return res.body;
}

/** Sends the file the way the browser does: the signed fields, then the file, as multipart/form-data. */
export async function postFile(
  ticket: Pick<UploadTicket, 'url' | 'fields'>,
  bytes: Uint8Array,
  fileName = 'statement.pdf',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: ticket.fields['Content-Type'] ?? 'application/pdf' }),
    fileName,
  );
  return fetch(ticket.url, { method: 'POST', body: form });
}

/** createUpload + postFile; returns the conversion id. */
export async function uploadStatement(
  user: TestUser,
  bytes: Uint8Array,
  options: { fileName?: string; year?: number; password?: string } = {},
): Promise<string> {
  const fileName = options.fileName ?? 'FNB Statement Jan.pdf';
  const ticket = await createUpload(user, {
    fileName,
    fileSize: bytes.byteLength,
    year: options.year,
    password: options.password,
  });
  const res = await postFile(ticket, bytes, fileName);
  if (!res.ok) throw new Error(`The presigned POST answered ${res.status}: ${await res.text()}`);
  return ticket.conversionId;
}

export interface ConversionJson {
  conversionId: string;
  status: string;
  errorMessage?: string;
  errorCode?: string;
  creditsUsed: number;
  creditsRefunded?: boolean;
  processingTimedOut?: boolean;
  pages?: number;
  dataQuality?: { isComplete: boolean; qualityScore: number; totalTransactions: number };
  csvFileName?: string;
  xlsxFileName?: string;
  [field: string]: unknown;
}

/** Polls GET /conversions/{id} until the conversion ends (completed or error). */
export function waitForConversion(user: TestUser, conversionId: string, timeoutMs = 30_000): Promise<ConversionJson> {
  const conversion = async () => {
    const res = await api<ConversionJson>(user, 'GET', `/conversions/${conversionId}`);
    if (res.status !== 200) throw new Error(`GET /conversions/${conversionId} answered ${res.status}`);
    return res.body;
  };
  const ended = (row: ConversionJson) => row.status === 'completed' || row.status === 'error';
  return eventually(`conversion ${conversionId} ends`, conversion, { until: ended, timeoutMs });
}

export async function credits(user: TestUser): Promise<number> {
  const me = await api<{ credits: number }>(user, 'GET', '/me');
  if (me.status !== 200) throw new Error(`GET /me answered ${me.status}`);
  return me.body.credits;
}

export interface LedgerEntry {
  entryId: string;
  amount: number;
}

/** The user's ledger, read straight from DynamoDB. */
export async function ledger(userId: string): Promise<LedgerEntry[]> {
  const out = await aws().ddb.send(
    new QueryCommand({
      TableName: stack().resources.tables.LEDGER_TABLE,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []) as LedgerEntry[];
}

/** The stored balance, read straight from DynamoDB. */
export async function storedBalance(userId: string): Promise<number | undefined> {
  const out = await aws().ddb.send(
    new GetCommand({ TableName: stack().resources.tables.USERS_TABLE, Key: { userId }, ConsistentRead: true }),
  );
  return out.Item?.credits as number | undefined;
}

/** The stored conversion row (with its internal fields), read straight from DynamoDB. */
export async function storedConversion(
  userId: string,
  conversionId: string,
): Promise<Record<string, unknown> | undefined> {
  const out = await aws().ddb.send(
    new GetCommand({
      TableName: stack().resources.tables.CONVERSIONS_TABLE,
      Key: { userId, conversionId },
      ConsistentRead: true,
    }),
  );
  return out.Item;
}

/** Every stored conversion row of the user, read straight from DynamoDB. */
export async function storedConversions(userId: string): Promise<Record<string, unknown>[]> {
  const out = await aws().ddb.send(
    new QueryCommand({
      TableName: stack().resources.tables.CONVERSIONS_TABLE,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

/** Every object key under `prefix` in the bucket. */
export async function keysUnder(bucket: string, prefix: string): Promise<string[]> {
  const out = await aws().s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (out.Contents ?? []).map((object) => object.Key ?? '');
}

/** Puts a conversion row into a status directly, to set up a state without running a workflow. */
export async function forceStatus(userId: string, conversionId: string, status: string): Promise<void> {
  await aws().ddb.send(
    new UpdateCommand({
      TableName: stack().resources.tables.CONVERSIONS_TABLE,
      Key: { userId, conversionId },
      UpdateExpression: 'SET #s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status },
      ConditionExpression: 'attribute_exists(conversionId)',
    }),
  );
}

export async function objectExists(bucket: string, key: string): Promise<boolean> {
  return aws()
    .s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    .then(() => true)
    .catch((error: unknown) => {
      if ((error as { name?: string }).name === 'NotFound') return false;
      throw error;
    });
}

/** A plain PutObject, as an S3 client other than the browser form would write (the event still fires). */
export async function putUpload(key: string, bytes: Uint8Array, metadata: Record<string, string>): Promise<void> {
  await aws().s3.send(
    new PutObjectCommand({
      Bucket: stack().resources.buckets.UPLOADS_BUCKET,
      Key: key,
      Body: bytes,
      ContentType: 'application/pdf',
      Metadata: metadata,
    }),
  );
}

/** Executions of the conversion workflow with this name (= conversion id). */
export async function executionsNamed(name: string): Promise<{ name?: string; status?: string }[]> {
  const out = await aws().sfn.send(new ListExecutionsCommand({ stateMachineArn: stack().resources.stateMachineArn }));
  return (out.executions ?? []).filter((e) => e.name === name);
}

/** Sets a user's stored balance directly, for a statement longer than the signup credits cover. */
export async function forceCredits(userId: string, credits: number): Promise<void> {
  await aws().ddb.send(
    new UpdateCommand({
      TableName: stack().resources.tables.USERS_TABLE,
      Key: { userId },
      UpdateExpression: 'SET credits = :c',
      ExpressionAttributeValues: { ':c': credits },
      ConditionExpression: 'attribute_exists(userId)',
    }),
  );
}

/** Removes one attribute from a stored conversion row, to stand for a row written by an older release. */
export async function removeConversionField(userId: string, conversionId: string, field: string): Promise<void> {
  await aws().ddb.send(
    new UpdateCommand({
      TableName: stack().resources.tables.CONVERSIONS_TABLE,
      Key: { userId, conversionId },
      UpdateExpression: 'REMOVE #f',
      ExpressionAttributeNames: { '#f': field },
      ConditionExpression: 'attribute_exists(conversionId)',
    }),
  );
}

/** Sets fields of a stored conversion row directly, e.g. to date it back past a time limit. */
export async function setConversionFields(
  userId: string,
  conversionId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const entries = Object.entries(fields);
  await aws().ddb.send(
    new UpdateCommand({
      TableName: stack().resources.tables.CONVERSIONS_TABLE,
      Key: { userId, conversionId },
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
      ConditionExpression: 'attribute_exists(conversionId)',
    }),
  );
}

/** An object of the outputs bucket read as JSON, changed by `change` and written back (e.g. a longer statement). */
export async function rewriteStoredJson<T>(key: string, change: (stored: T) => T): Promise<void> {
  const Bucket = stack().resources.buckets.OUTPUTS_BUCKET;
  const got = await aws().s3.send(new GetObjectCommand({ Bucket, Key: key }));
  const stored = JSON.parse((await got.Body?.transformToString('utf8')) ?? 'null') as T;
  const Body = JSON.stringify(change(stored));
  await aws().s3.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentType: 'application/json' }));
}
