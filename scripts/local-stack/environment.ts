import { awsCredentials, bucketNames, region } from './names';
import type { StackEndpoints, StackResources } from './types';

/** The Lambdas' environment (docs/design.md) plus the SDK's standard endpoint variables. */
export function lambdaEnvironment(
  endpoints: StackEndpoints,
  resources: Omit<StackResources, 'userPoolId' | 'userPoolClientId'>,
  appOrigin: string,
): Record<string, string> {
  return {
    ...resources.tables,
    ...bucketNames,
    STATE_MACHINE_ARN: resources.stateMachineArn,
    APP_SECRET_ARN: resources.appSecretArn,
    PAYSTACK_SECRET_ARN: resources.paystackSecretArn,
    APP_ORIGIN: appOrigin,
    PAYSTACK_API_URL: endpoints.paystack,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SFN: endpoints.aws,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoints.aws,
    AWS_ENDPOINT_URL_LAMBDA: endpoints.aws,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    AWS_REGION: region,
    // Powertools: logs as in AWS under their own service name; metrics (EMF lines meant for CloudWatch) off.
    POWERTOOLS_SERVICE_NAME: 'bankcsv-local',
    POWERTOOLS_METRICS_NAMESPACE: 'BankCsv',
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_ACCESS_KEY_ID: awsCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: awsCredentials.secretAccessKey,
  };
}
