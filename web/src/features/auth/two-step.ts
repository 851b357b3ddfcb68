import {
  fetchAuthSession,
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { TOTP_CODE_FORMAT } from './auth-errors';

/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'BankCSV';

/**
 * 'federated': the user signs in with Google, whose own two-step settings apply (Cognito asks no code of
 * federated sign-ins), so there is nothing to turn on here.
 */
export type TwoStepStatus = 'on' | 'off' | 'federated';

export interface TwoStepSetup {
  /** The base32 secret in groups of four, for typing into an app by hand. */
  key: string;
  /** otpauth:// link that authenticator apps on the same device open. */
  uri: string;
}

/** Whether the signed-in user has an authenticator app set up for sign-in (Cognito GetUser). */
export async function readTwoStepStatus(): Promise<TwoStepStatus> {
  const session = await fetchAuthSession();
  // Federated users carry the `identities` claim.
  if (session.tokens?.idToken?.payload.identities) return 'federated';
  const { enabled } = await fetchMFAPreference();
  return enabled?.includes('TOTP') ? 'on' : 'off';
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP'. */
export function formatSetupKey(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** Google's key URI format: issuer in the label and as a parameter, SHA-1, 6 digits, 30 s (what Cognito uses). */
export function setupUri(secret: string, account: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer: TOTP_ISSUER, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** A code as typed (spaces allowed) is six digits, or the message saying so. */
export function validateTotpCode(code: string): string | null {
  return /^\d{6}$/.test(code.replace(/\s/g, '')) ? null : TOTP_CODE_FORMAT;
}

/** AssociateSoftwareToken: a new secret for this user, not yet used for sign-in until verified. */
export async function startTwoStepSetup(account: string): Promise<TwoStepSetup> {
  const { sharedSecret } = await setUpTOTP();
  return { key: formatSetupKey(sharedSecret), uri: setupUri(sharedSecret, account) };
}

/** VerifySoftwareToken with the app's first code, then SetUserMFAPreference: TOTP enabled and preferred. */
export async function finishTwoStepSetup(code: string): Promise<void> {
  await verifyTOTPSetup({ code: code.replace(/\s/g, '') });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** SetUserMFAPreference with TOTP disabled: sign-in asks for the password only. */
export async function turnOffTwoStep(): Promise<void> {
  await updateMFAPreference({ totp: 'DISABLED' });
}
