import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { accountId, region } from '../names';
import { AwsError } from './aws-error';

export interface LocalSecret {
  name: string;
  arn: string;
  value: string;
}

const arnFor = (name: string) => `arn:aws:secretsmanager:${region}:${accountId}:secret:${name}-LoCaL1`;

/** The app secret (AES key for in-flight PDF passwords) and the Paystack key; kept in `file` so restarts keep them. */
export function loadSecrets(file: string): { app: LocalSecret; paystack: LocalSecret } {
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { app?: string; paystack?: string }) : {};
  const values = {
    app: saved.app ?? randomBytes(32).toString('base64'),
    paystack: saved.paystack ?? `sk_test_local_${randomBytes(20).toString('hex')}`,
  };
  writeFileSync(file, JSON.stringify(values, null, 2));
  return {
    app: { name: 'bankcsv-app-secret', arn: arnFor('bankcsv-app-secret'), value: values.app },
    paystack: { name: 'bankcsv-paystack-secret', arn: arnFor('bankcsv-paystack-secret'), value: values.paystack },
  };
}

export function secretsOperation(secrets: LocalSecret[], operation: string, body: Record<string, unknown>): unknown {
  if (operation !== 'GetSecretValue')
    throw new AwsError('UnknownOperationException', `Operation ${operation} is not supported locally`);
  const secret = secrets.find((s) => s.arn === body.SecretId || s.name === body.SecretId);
  if (!secret) throw new AwsError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
  return {
    ARN: secret.arn,
    Name: secret.name,
    SecretString: secret.value,
    VersionId: '00000000-0000-0000-0000-000000000001',
    VersionStages: ['AWSCURRENT'],
    CreatedDate: 0,
  };
}
