import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { handlersDir, repoRoot } from '../paths';

/**
 * Some dependencies are CommonJS that still call require() or find their files from __dirname (the OCR data
 * package does so as it loads): the ESM bundle gives them both.
 */
export const ESM_BANNER =
  "import { createRequire } from 'node:module'; import { dirname as __bankcsvDirname } from 'node:path'; " +
  "import { fileURLToPath as __bankcsvPath } from 'node:url'; const require = createRequire(import.meta.url); " +
  'const __filename = __bankcsvPath(import.meta.url); const __dirname = __bankcsvDirname(__filename);';

export interface NodeFunctionProps
  extends Omit<NodejsFunctionProps, 'entry' | 'handler' | 'runtime' | 'architecture' | 'logGroup'> {
  /** File name (without .ts) under lambdas/src/handlers; the file exports `handler`. */
  readonly handlerName: string;
  readonly logRetention: RetentionDays;
}

export type TableAccess = 'R' | 'W' | 'RW';
export interface ObjectAccess {
  readonly read?: boolean;
  readonly put?: boolean;
  readonly delete?: boolean;
  /** ListBucket limited to keys under the prefix, to find objects whose keys are not recorded. */
  readonly list?: boolean;
}

/**
 * A NodejsFunction with the project's defaults: nodejs24.x on arm64, ESM bundle with source maps,
 * its own log group with explicit retention, 512 MB and 30 s unless overridden.
 * The `bind*` helpers grant IAM and set the matching environment variable in one call.
 */
export class NodeFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    const { handlerName, logRetention, environment, bundling, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Own role with write access to its own log group only (instead of the managed basic-execution policy).
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    super(scope, id, {
      memorySize: 512,
      timeout: Duration.seconds(30),
      ...rest,
      entry: join(handlersDir, `${handlerName}.ts`),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      logGroup,
      role,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        sourceMap: true,
        minify: true,
        banner: ESM_BANNER,
        ...bundling,
      },
    });
    NagSuppressions.addResourceSuppressions(this, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs24.x is the LTS line the handlers are built and tested for ' +
          '(target node24); moving runtimes is a deliberate change, not an ' +
          'automatic one.',
      },
    ]);
  }

  bindTable(table: ITable, envName: string, access: TableAccess): this {
    if (access === 'R') table.grantReadData(this);
    else if (access === 'W') table.grantWriteData(this);
    else table.grantReadWriteData(this);
    // CDK adds `<table>/index/*` for a table with secondary indexes: those are the table's own indexes.
    NagSuppressions.addResourceSuppressions(
      this.role ?? this,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: "Only this table's own secondary indexes (e.g. payments byUser).",
          appliesTo: [{ regex: '/^Resource::.+\\/index\\/\\*$/' }],
        },
      ],
      true,
    );
    this.addEnvironment(envName, table.tableName);
    return this;
  }

  /**
   * Grants exactly GetObject (also HeadObject), PutObject and/or DeleteObject on keys under `prefix`
   * (e.g. `user-uploads/`); readers also get ListBucket so a missing key reads as 404.
   */
  bindBucket(bucket: IBucket, envName: string, prefix: string, access: ObjectAccess): this {
    const actions = [
      ...(access.read ? ['s3:GetObject'] : []),
      ...(access.put ? ['s3:PutObject'] : []),
      ...(access.delete ? ['s3:DeleteObject'] : []),
    ];
    if (access.read) {
      // Without ListBucket S3 answers 403 instead of 404 for a missing key, and readers treat 404 as "gone".
      this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    } else if (access.list) {
      this.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [bucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${prefix}*`] } },
        }),
      );
    }
    if (actions.length > 0) {
      this.addToRolePolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects(`${prefix}*`)] }));
      // The role is a sibling of the function (it must exist before the function does).
      NagSuppressions.addResourceSuppressions(
        this.role ?? this,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason:
              'Object keys are generated per user and conversion; access is scoped to ' +
              'the one key prefix this function works on.',
            // The bucket ARN may be a cross-stack reference: match on the key pattern only.
            appliesTo: [{ regex: `/^Resource::.+\\/${prefix.replace('/', '')}\\/\\*$/` }],
          },
        ],
        true,
      );
    }
    this.addEnvironment(envName, bucket.bucketName);
    return this;
  }

  /** Passes the secret's ARN, never its value; the handler reads it at cold start. */
  bindSecret(secret: ISecret, envName: string): this {
    secret.grantRead(this);
    this.addEnvironment(envName, secret.secretArn);
    return this;
  }

  /** Passes the pool id and allows exactly the listed admin actions on that one pool. */
  bindUserPool(userPool: IUserPool, envName: string, actions: readonly string[]): this {
    this.addToRolePolicy(
      new PolicyStatement({ actions: actions.map((a) => `cognito-idp:${a}`), resources: [userPool.userPoolArn] }),
    );
    this.addEnvironment(envName, userPool.userPoolId);
    return this;
  }

  bindStateMachine(stateMachine: IStateMachine, envName: string): this {
    stateMachine.grantStartExecution(this);
    this.addEnvironment(envName, stateMachine.stateMachineArn);
    return this;
  }
}
