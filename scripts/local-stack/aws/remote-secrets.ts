import { CreateSecretCommand, DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsCredentials, region } from '../names';
import type { LocalSecret } from './secrets';

/**
 * Creates the secrets at an external endpoint (LocalStack) unless they exist; returns them with that endpoint's ARNs.
 */
export async function ensureRemoteSecrets(endpoint: string, secrets: LocalSecret[]): Promise<LocalSecret[]> {
  const client = new SecretsManagerClient({ endpoint, region, credentials: awsCredentials });
  try {
    return await Promise.all(
      secrets.map(async (secret) => {
        const found = await client.send(new DescribeSecretCommand({ SecretId: secret.name })).catch(() => undefined);
        const arn =
          found?.ARN ??
          (await client.send(new CreateSecretCommand({ Name: secret.name, SecretString: secret.value }))).ARN;
        return { ...secret, arn: arn ?? secret.arn };
      }),
    );
  } finally {
    client.destroy();
  }
}
