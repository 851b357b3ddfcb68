import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import {
  accessOf,
  APP_ORIGIN_ENV,
  bucketEnv,
  secretEnv,
  STATE_MACHINE_ENV,
  tableEnv,
  USER_POOL_ENV,
  type BucketName,
  type SecretName,
  type TableAccess as DeclaredTableAccess,
  type TableName,
} from '../../../lambdas/src/function-access';
import type { DataTables } from './data-tables';
import type { NodeFunction, TableAccess } from './node-function';
import { outputsPrefix, supportSamplesPrefix, uploadsPrefix } from './storage-buckets';

export interface FunctionResources {
  readonly tables: Pick<DataTables, TableName>;
  readonly uploads: IBucket;
  readonly outputs: IBucket;
  readonly appSecret: ISecret;
  readonly paystackSecret: ISecret;
  readonly userPool: IUserPool;
  readonly appOrigin: string;
}

const tableGrant: Record<DeclaredTableAccess, TableAccess> = { read: 'R', write: 'W', 'read-write': 'RW' };
const bucketOf = (r: Partial<FunctionResources>, name: BucketName) =>
  name === 'outputs'
    ? { bucket: r.outputs, prefix: outputsPrefix }
    : { bucket: r.uploads, prefix: name === 'uploads' ? uploadsPrefix : supportSamplesPrefix };
const secretOf = (r: Partial<FunctionResources>, name: SecretName) => (name === 'app' ? r.appSecret : r.paystackSecret);

function need<T>(value: T | undefined, handlerName: string, what: string): T {
  if (value === undefined)
    throw new Error(`${handlerName} declares access to ${what}, which is not available where the function is created`);
  return value;
}

/**
 * Grants a function exactly what lambdas/src/function-access.ts declares for it and sets the
 * matching environment variables. The state machine is granted separately (`grantStateMachine`),
 * because the workflow is built from the functions.
 */
export function grantAccess(fn: NodeFunction, handlerName: string, resources: Partial<FunctionResources>): void {
  const access = accessOf(handlerName);
  for (const [name, level] of Object.entries(access.tables ?? {}) as [TableName, DeclaredTableAccess][]) {
    fn.bindTable(need(resources.tables?.[name], handlerName, `table ${name}`), tableEnv[name], tableGrant[level]);
  }
  for (const [name, actions] of Object.entries(access.buckets ?? {}) as [BucketName, readonly string[] | undefined][]) {
    const { bucket, prefix } = bucketOf(resources, name);
    const set = new Set(actions);
    fn.bindBucket(need(bucket, handlerName, `bucket ${name}`), bucketEnv[name], prefix, {
      read: set.has('read'),
      put: set.has('put'),
      delete: set.has('delete'),
      list: set.has('list'),
    });
  }
  for (const name of access.secrets ?? [])
    fn.bindSecret(need(secretOf(resources, name), handlerName, `secret ${name}`), secretEnv[name]);
  if (access.userPool)
    fn.bindUserPool(need(resources.userPool, handlerName, 'the user pool'), USER_POOL_ENV, access.userPool);
  if (access.appOrigin) fn.addEnvironment(APP_ORIGIN_ENV, need(resources.appOrigin, handlerName, 'the app origin'));
}

/** StartExecution (and the ARN) for every function that declares `stateMachine: 'start'`. */
export function grantStateMachine(fn: NodeFunction, handlerName: string, stateMachine: IStateMachine): void {
  if (accessOf(handlerName).stateMachine === 'start') fn.bindStateMachine(stateMachine, STATE_MACHINE_ENV);
}
