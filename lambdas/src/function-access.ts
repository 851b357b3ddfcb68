// What each Lambda touches, declared once. Three things derive from this table and nothing else:
// - the handler's environment check at cold start (`functionEnv` in shared/env.ts),
// - its IAM grants and environment variables in the CDK app (infra/lib/constructs/function-access.ts),
// - the infra test that checks both in the synthesized template.
// To add a function: add its line here, call `functionEnv('<its file name>')` in the handler.

/** read: GetItem/Query/Scan/ConditionCheck; write: Put/Update/Delete; both for read-write. */
export type TableAccess = 'read' | 'write' | 'read-write';
/** Object actions under the bucket's one key prefix; `list` lists keys under that prefix only. */
export type ObjectAction = 'read' | 'put' | 'delete' | 'list';

/** Resource name → the environment variable that carries its name or ARN (docs/design.md). */
export const tableEnv = {
  users: 'USERS_TABLE',
  ledger: 'LEDGER_TABLE',
  conversions: 'CONVERSIONS_TABLE',
  payments: 'PAYMENTS_TABLE',
  promoCodes: 'PROMO_TABLE',
  limits: 'LIMITS_TABLE',
} as const;
// Statements sent to us for support live in the uploads bucket under their own prefix (7-day lifecycle rule).
export const bucketEnv = {
  uploads: 'UPLOADS_BUCKET',
  outputs: 'OUTPUTS_BUCKET',
  supportSamples: 'UPLOADS_BUCKET',
} as const;
export const secretEnv = { app: 'APP_SECRET_ARN', paystack: 'PAYSTACK_SECRET_ARN' } as const;
export const USER_POOL_ENV = 'USER_POOL_ID';
export const STATE_MACHINE_ENV = 'STATE_MACHINE_ARN';
export const APP_ORIGIN_ENV = 'APP_ORIGIN';

export type TableName = keyof typeof tableEnv;
export type BucketName = keyof typeof bucketEnv;
export type SecretName = keyof typeof secretEnv;

export interface FunctionAccess {
  readonly tables?: { readonly [T in TableName]?: TableAccess };
  readonly buckets?: { readonly [B in BucketName]?: readonly ObjectAction[] };
  /** Read access to the secret's value; the function gets its ARN. */
  readonly secrets?: readonly SecretName[];
  /** Cognito admin actions allowed on the one user pool, e.g. AdminDeleteUser. */
  readonly userPool?: readonly string[];
  /** StartExecution on the conversion workflow. */
  readonly stateMachine?: 'start';
  /** The SPA's origin (https://...), for links and redirects the function builds. */
  readonly appOrigin?: true;
}

export const functionAccess = {
  // HTTP API
  // Creates the user on first sight (checking the ledger for a deleted account); grants the sign-up
  // bonus when the token's e-mail is verified (users-repo ensureUser), once per address: the app secret
  // keys the address's one-way hash. So do create-upload, create-payment and redeem-promo.
  'get-me': { tables: { users: 'read-write', ledger: 'read-write' }, secrets: ['app'] },
  // The user row with a closing ledger entry, every conversion with its files, any uploads and outputs left
  // under the user's folders (listed: their keys are not all recorded, e.g. merged account exports), and the login.
  'delete-account': {
    tables: { users: 'read-write', ledger: 'write', conversions: 'read-write' },
    buckets: { uploads: ['list', 'delete'], outputs: ['list', 'delete'], supportSamples: ['list', 'delete'] },
    userPool: ['AdminDeleteUser'],
  },
  // Checks the balance (creating the user if /me was never called) and seals a PDF password; counts a batch's
  // files on the user row. A place an abandoned form gives back starts the oldest queued batch file
  // (adapters/batch-queue.ts).
  'create-upload': {
    tables: { users: 'read-write', ledger: 'read-write', conversions: 'read-write' },
    buckets: { uploads: ['put'] },
    secrets: ['app'],
    stateMachine: 'start',
  },
  // Opens a batch on the user row (creating the user if /me was never called).
  'create-batch': { tables: { users: 'read-write', ledger: 'read-write' }, secrets: ['app'] },
  'get-batch': { tables: { conversions: 'read' } },
  // Seals the password of a queued batch file and starts it if a place is free (the uploads bucket: the
  // workflow's input names it).
  'set-conversion-password': {
    tables: { users: 'read-write', conversions: 'read-write' },
    buckets: { uploads: ['read'] },
    secrets: ['app'],
    stateMachine: 'start',
  },
  // Accounts: every completed statement's current version, grouped and checked for continuity; names and
  // assignments on the user row; a merged export written under the user's outputs with the other outputs' expiry.
  'list-accounts': { tables: { conversions: 'read', users: 'read' }, buckets: { outputs: ['read'] } },
  'set-account-name': { tables: { conversions: 'read', users: 'read-write' }, buckets: { outputs: ['read'] } },
  'assign-statement-part': { tables: { conversions: 'read', users: 'read-write' }, buckets: { outputs: ['read'] } },
  'create-account-export': {
    tables: { conversions: 'read', users: 'read' },
    buckets: { outputs: ['read', 'put'] },
  },
  'list-conversions': { tables: { conversions: 'read' } },
  'get-conversion': { tables: { conversions: 'read' } },
  // A row stuck in processing past the workflow's limit is first ended as the failure branch would (refund).
  // A queued batch file's PDF goes with it; a place given back starts the oldest queued batch file.
  // A stuck conversion's folder is listed: a failed run records no key it left (adapters/conversion-failure.ts).
  'delete-conversion': {
    tables: { users: 'read-write', ledger: 'read-write', conversions: 'read-write' },
    buckets: { uploads: ['delete'], outputs: ['list', 'delete'], supportSamples: ['delete'] },
    stateMachine: 'start',
  },
  // Ending an upload gives back its in-flight place, a count on the user row (adapters/in-flight-slots.ts), which
  // goes to the oldest queued batch file (the uploads bucket: the workflow's input names it).
  'cancel-upload': {
    tables: { users: 'read-write', conversions: 'read-write' },
    buckets: { uploads: ['read'] },
    stateMachine: 'start',
  },
  'get-download': { tables: { conversions: 'read' }, buckets: { outputs: ['read'] } },
  // Records the pending payment (creating the user if /me was never called) and initialises it with Paystack.
  'create-payment': {
    tables: { users: 'read-write', ledger: 'read-write', payments: 'read-write' },
    secrets: ['paystack', 'app'],
  },
  'list-payments': { tables: { payments: 'read' } },
  // Both may verify a pending payment and grant it (ledger purchase#ref); the webhook also reverses refunds.
  'get-payment': { tables: { users: 'read-write', ledger: 'write', payments: 'read-write' }, secrets: ['paystack'] },
  'paystack-webhook': {
    tables: { users: 'read-write', ledger: 'write', payments: 'read-write' },
    secrets: ['paystack'],
  },
  // Review: reads the stored transactions; saving or undoing writes a version and makes every export again.
  // A scan's line images are answered as short-lived URLs (read).
  'get-transactions': { tables: { conversions: 'read' }, buckets: { outputs: ['read'] } },
  'save-transactions': { tables: { conversions: 'read-write' }, buckets: { outputs: ['read', 'put', 'delete'] } },
  'restore-transactions': { tables: { conversions: 'read-write' }, buckets: { outputs: ['read', 'put', 'delete'] } },
  // The account number a statement does not print: OFX and QBO are made again with it, and the user row keeps it.
  'set-account-number': {
    tables: { conversions: 'read-write', users: 'write' },
    buckets: { outputs: ['read', 'put', 'delete'] },
  },
  // A failed statement sent to us with consent: signs its upload form, then checks that it arrived and is
  // the PDF the conversion read (a different file is deleted).
  'send-support-sample': {
    tables: { conversions: 'read-write' },
    buckets: { supportSamples: ['put', 'read', 'delete'] },
  },
  // Public: reads a code, never counts it; counts the checks per client address and overall.
  'validate-promo': { tables: { promoCodes: 'read', limits: 'write' } },
  // Creates the user if /me was never called; one transaction: ledger promo#code, balance, the code's count.
  'redeem-promo': { tables: { users: 'read-write', ledger: 'read-write', promoCodes: 'read-write' }, secrets: ['app'] },

  // S3 Object Created → the workflow; deletes an upload that matches no waiting conversion.
  // A batch file takes an in-flight place (the user row) or waits as queued.
  'start-conversion': {
    tables: { conversions: 'read-write', users: 'read-write' },
    buckets: { uploads: ['read', 'delete'] },
    stateMachine: 'start',
  },

  // Workflow steps
  'check-upload': { tables: { conversions: 'read-write' }, buckets: { uploads: ['read'] }, secrets: ['app'] },
  'debit-credits': { tables: { users: 'read-write', ledger: 'write', conversions: 'read-write' } },
  // Reads the account numbers the user gave before (the user row), for an account whose statement prints none.
  'convert-statement': {
    tables: { conversions: 'read', users: 'read' },
    buckets: { uploads: ['read'], outputs: ['put'] },
    secrets: ['app'],
  },
  // A scan: each page read by OCR is put in the conversion's folder and counted on the row (`scanPagesRead`).
  'read-scan-page': {
    tables: { conversions: 'read-write' },
    buckets: { uploads: ['read'], outputs: ['put'] },
    secrets: ['app'],
  },
  // Reads the pages read, writes the outputs and line images as convert-statement does, deletes the pages.
  'assemble-scan': {
    tables: { conversions: 'read', users: 'read' },
    buckets: { uploads: ['read'], outputs: ['read', 'put', 'delete'] },
    secrets: ['app'],
  },
  // Checks (ConditionCheckItem) that no refund was written for the conversion it completes.
  'complete-conversion': {
    tables: { users: 'read-write', ledger: 'read', conversions: 'read-write' },
    buckets: { uploads: ['delete'] },
  },
  // Reads the debit entry it reverses, and checks in the same transaction that the conversion is not completed.
  'refund-credits': { tables: { users: 'read-write', ledger: 'read-write', conversions: 'read' } },
  // Lists and deletes what the failed run left in the conversion's folder (a scan's pages, line images, outputs).
  'fail-conversion': {
    tables: { users: 'write', conversions: 'read-write' },
    buckets: { uploads: ['delete'], outputs: ['list', 'delete'] },
  },
  // EventBridge (a workflow execution ended, however): the places it gave back go to the user's oldest queued batch
  // files (adapters/batch-queue.ts). The steps cannot start the workflow they belong to (a circular reference).
  'start-queued': { tables: { users: 'read-write', conversions: 'read-write' }, stateMachine: 'start' },

  // Scheduled sweep: ends conversions stuck past the workflow's limit (refund, mark failed, delete the PDF)
  // and upload forms past their expiry.
  // Also starts every user's queued batch files into free places (a lost wake-up).
  'sweep-conversions': {
    tables: { users: 'read-write', ledger: 'read-write', conversions: 'read-write' },
    buckets: { uploads: ['delete'], outputs: ['list', 'delete'] },
    stateMachine: 'start',
  },

  // Public: removes an unconfirmed login whose code has expired, so its address's owner can sign up
  // (register page); counts the requests per client address.
  'release-sign-up': { userPool: ['AdminGetUser', 'AdminDeleteUser'], tables: { limits: 'write' } },

  // Cognito PostConfirmation trigger (in the identity construct): the sign-up bonus, once verified and once per
  // address.
  'post-confirmation': { tables: { users: 'read-write', ledger: 'read-write' }, secrets: ['app'] },
} as const satisfies Record<string, FunctionAccess>;

export type FunctionName = keyof typeof functionAccess;

type Values<T> = T[keyof T];
type EnvOfAccess<A> =
  | (A extends { tables: infer T } ? (typeof tableEnv)[keyof T & TableName] : never)
  | (A extends { buckets: infer B } ? (typeof bucketEnv)[keyof B & BucketName] : never)
  | (A extends { secrets: readonly (infer S)[] } ? (typeof secretEnv)[S & SecretName] : never)
  | (A extends { userPool: readonly string[] } ? typeof USER_POOL_ENV : never)
  | (A extends { stateMachine: 'start' } ? typeof STATE_MACHINE_ENV : never)
  | (A extends { appOrigin: true } ? typeof APP_ORIGIN_ENV : never);

/** The environment variable names a declared function gets, as a type. */
export type FunctionEnvName<N extends FunctionName> = EnvOfAccess<(typeof functionAccess)[N]>;
export type AnyFunctionEnvName = Values<{ [N in FunctionName]: FunctionEnvName<N> }>;

/** The environment variable names a declaration implies, sorted. */
export function envNamesOf(access: FunctionAccess): string[] {
  const names: string[] = [
    ...Object.keys(access.tables ?? {}).map((t) => tableEnv[t as TableName]),
    ...Object.keys(access.buckets ?? {}).map((b) => bucketEnv[b as BucketName]),
    ...(access.secrets ?? []).map((s) => secretEnv[s]),
    ...(access.userPool ? [USER_POOL_ENV] : []),
    ...(access.stateMachine ? [STATE_MACHINE_ENV] : []),
    ...(access.appOrigin ? [APP_ORIGIN_ENV] : []),
  ];
  return [...new Set(names)].sort();
}

export function accessOf(name: string): FunctionAccess {
  const access = (functionAccess as Record<string, FunctionAccess>)[name];
  if (!access) throw new Error(`Function "${name}" declares no access: add it to lambdas/src/function-access.ts`);
  return access;
}
