import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { isReleasableSignUp } from '@bankcsv/domain';
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

export type ReleaseOutcome = 'released' | 'waiting-for-code' | 'not-released';

/**
 * Deletes the login of `email` only while it is unconfirmed and no code sent for it can still work:
 * nobody proved the address in time, so its owner's later sign-up may replace it. A younger one is
 * left for whoever holds its code ('waiting-for-code'); a confirmed login, or none, is left alone.
 */
export async function releaseUnconfirmed(
  userPoolId: string,
  email: string,
  nowMs = Date.now(),
): Promise<ReleaseOutcome> {
  let login;
  try {
    login = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  } catch (error) {
    if (isUserNotFound(error)) return 'not-released';
    throw error;
  }
  if (login.UserStatus !== 'UNCONFIRMED') return 'not-released';
  // Whichever is later: a change to the login (a new code) may have restarted the code's validity.
  const lastChangedMs = Math.max(login.UserCreateDate?.getTime() ?? NaN, login.UserLastModifiedDate?.getTime() ?? NaN);
  if (!isReleasableSignUp(lastChangedMs, nowMs)) return 'waiting-for-code';
  await deleteLogin(userPoolId, email);
  return 'released';
}

function isUserNotFound(error: unknown): boolean {
  return error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException';
}
