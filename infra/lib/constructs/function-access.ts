import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { DataTables } from './data-tables';
import type { NodeFunction } from './node-function';
import { outputsPrefix, uploadsPrefix } from './storage-buckets';

export interface FunctionResources {
  readonly tables: DataTables;
  readonly uploads: IBucket;
  readonly outputs: IBucket;
  readonly appSecret: ISecret;
  readonly paystackSecret: ISecret;
  readonly userPool: IUserPool;
}

type Grant = (fn: NodeFunction, r: FunctionResources) => void;

// Least privilege, one line per resource; env names as in docs/design.md.
const users: Grant = (fn, r) => fn.bindTable(r.tables.users, 'USERS_TABLE', 'RW');
const ledgerWrite: Grant = (fn, r) => fn.bindTable(r.tables.ledger, 'LEDGER_TABLE', 'W');
// A refund reads the debit entry it reverses (GetItem, and ConditionCheckItem in its transaction).
const ledger: Grant = (fn, r) => fn.bindTable(r.tables.ledger, 'LEDGER_TABLE', 'RW');
const conversionsRead: Grant = (fn, r) => fn.bindTable(r.tables.conversions, 'CONVERSIONS_TABLE', 'R');
const conversions: Grant = (fn, r) => fn.bindTable(r.tables.conversions, 'CONVERSIONS_TABLE', 'RW');
const appSecret: Grant = (fn, r) => fn.bindSecret(r.appSecret, 'APP_SECRET_ARN');
const deleteLogins: Grant = (fn, r) => fn.bindUserPool(r.userPool, 'USER_POOL_ID', ['AdminDeleteUser']);
const uploads = (access: { read?: boolean; put?: boolean; delete?: boolean; list?: boolean }): Grant => (fn, r) =>
  fn.bindBucket(r.uploads, 'UPLOADS_BUCKET', uploadsPrefix, access);
const outputs = (access: { read?: boolean; put?: boolean; delete?: boolean }): Grant => (fn, r) =>
  fn.bindBucket(r.outputs, 'OUTPUTS_BUCKET', outputsPrefix, access);

/** What each handler (file name under lambdas/src/handlers) may touch. */
export const functionAccess: Record<string, readonly Grant[]> = {
  // HTTP API
  'get-me': [users, ledgerWrite],
  // Deletes the user record with a closing ledger entry, every conversion with its files, any
  // uploads left under the user's folder, and the login.
  'delete-account': [users, ledgerWrite, conversions, uploads({ list: true, delete: true }), outputs({ delete: true }), deleteLogins],
  // Checks the balance; creates the user with the sign-up bonus if /me was never called.
  'create-upload': [users, ledgerWrite, conversions, uploads({ put: true }), appSecret],
  'list-conversions': [conversionsRead],
  'get-conversion': [conversionsRead],
  'delete-conversion': [conversions, outputs({ delete: true })],
  'cancel-upload': [conversions],
  'get-download': [conversionsRead, outputs({ read: true })],
  // S3 event (the state machine is bound by the upload trigger)
  // Deletes an uploaded object that matches no conversion waiting for it.
  'start-conversion': [uploads({ read: true, delete: true }), conversions],
  // Workflow steps
  'check-upload': [uploads({ read: true }), conversions, appSecret],
  'debit-credits': [users, ledgerWrite, conversions],
  'convert-statement': [uploads({ read: true }), outputs({ put: true }), conversionsRead, appSecret],
  'complete-conversion': [conversions, users, uploads({ delete: true })],
  'refund-credits': [users, ledger, conversions],
  'fail-conversion': [conversions, uploads({ delete: true })],
};

export function grantAccess(fn: NodeFunction, handlerName: string, resources: FunctionResources): void {
  const grants = functionAccess[handlerName];
  if (!grants) {
    throw new Error(`Handler "${handlerName}" has no access profile: add it to infra/lib/constructs/function-access.ts`);
  }
  for (const grant of grants) grant(fn, resources);
}
