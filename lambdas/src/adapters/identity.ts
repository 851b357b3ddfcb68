import { AdminDeleteUserCommand, AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
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
    if (isUserNotFound(error)) return;
    throw error;
  }
}

/**
 * Deletes the login of `email` only while it is unconfirmed: nobody has proven the address, so its
 * owner's later sign-up may replace it. A confirmed login, or none, is left alone.
 */
export async function releaseUnconfirmed(userPoolId: string, email: string): Promise<boolean> {
  let status: string | undefined;
  try {
    status = (await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }))).UserStatus;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
  if (status !== 'UNCONFIRMED') return false;
  await deleteLogin(userPoolId, email);
  return true;
}

function isUserNotFound(error: unknown): boolean {
  return error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException';
}
