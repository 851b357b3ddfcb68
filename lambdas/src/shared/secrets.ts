import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManager } from './clients';
import { deriveKey, digestAddress } from './crypto';

// One fetch per cold start and secret; a failed fetch is not cached, so the next call retries.
const cache = new Map<string, Promise<string>>();

export function getSecret(secretId: string): Promise<string> {
  let pending = cache.get(secretId);
  if (!pending) {
    pending = secretsManager.send(new GetSecretValueCommand({ SecretId: secretId })).then((out) => {
      if (typeof out.SecretString !== 'string' || out.SecretString === '')
        throw new Error(`Secret ${secretId} has no string value`);
      return out.SecretString;
    });
    pending.catch(() => cache.delete(secretId));
    cache.set(secretId, pending);
  }
  return pending;
}

/** The AES key for PDF passwords, derived from the app secret. */
export async function appKey(appSecretArn: string): Promise<Buffer> {
  return deriveKey(await getSecret(appSecretArn));
}

/** The one-way hash that names an e-mail address in stored records (`digestAddress`). */
export async function addressDigest(appSecretArn: string, email: string): Promise<string> {
  return digestAddress(await getSecret(appSecretArn), email);
}
