import { AdminDeleteUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { ApiEvent } from '../shared/http';
import { cognito } from '../shared/clients';

/** The pool's user name of the caller: `cognito:username` (ID token) or `username` (access token), else the sub. */
export function loginName(event: ApiEvent, userId: string): string {
  const claims = event.requestContext.authorizer.jwt.claims;
  const name = claims['cognito:username'] ?? claims.username;
  return typeof name === 'string' && name !== '' ? name : userId;
}

/** Deletes the login; a login already gone counts as deleted, so the call can be repeated. */
export async function deleteLogin(userPoolId: string, username: string): Promise<void> {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException') return;
    throw error;
  }
}
