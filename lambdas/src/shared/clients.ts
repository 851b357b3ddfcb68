import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { forcePathStyle } from './env';

// Created once per module so warm invocations reuse connections. No endpoint is set here: the SDK
// reads AWS_ENDPOINT_URL_<SERVICE> itself, so the same code talks to AWS or to the emulators.

export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

// WHEN_REQUIRED in AWS too: default checksums make presigned URLs carry an empty-body checksum.
export const s3 = new S3Client({
  forcePathStyle: forcePathStyle(),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const sfn = new SFNClient({});

export const secretsManager = new SecretsManagerClient({});

export const cognito = new CognitoIdentityProviderClient({});
