// The one password rule, in the spirit of NIST SP 800-63B: a minimum length, no composition rules,
// and a refusal of passwords everybody tries first. It feeds the web forms (register, reset), the
// local user pool and the AWS user pool (infra/lib/constructs/identity.ts); tests compare all three.
// The AWS pool's compromised-credentials check (Cognito Plus) refuses known breached passwords too.

/** The user pool's policy, in the CDK's terms: length only, no character classes required. */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
} as const;

export const MIN_PASSWORD_LENGTH = PASSWORD_POLICY.minLength;
/** Cognito takes at most 256 characters. */
export const MAX_PASSWORD_LENGTH = 256;

/** Shown beside the password field before anything is typed. */
export const PASSWORD_RULE_TEXT =
  `At least ${MIN_PASSWORD_LENGTH} characters. No symbols or numbers ` +
  `required; a few words together make a strong password.`;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  // Cognito refuses them: say so before it does.
  edgeSpace: 'Password cannot start or end with a space',
  tooCommon: 'This password is too common. Please choose another.',
} as const;

// Lower case, each at least the minimum length (shorter ones fail on length already): the most
// common passwords in breach lists, keyboard runs, and words tied to this product and country.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'mypassword',
  'newpassword',
  'changeme',
  'changeme1',
  'letmein1',
  'letmein123',
  'welcome1',
  'welcome123',
  'welcome!',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'trustno1',
  'computer',
  'internet',
  'michelle',
  'jennifer',
  'charlie1',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'qwertyui',
  'asdfghjkl',
  'asdfghjk',
  'asdf1234',
  'zxcvbnm1',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'q1w2e3r4t5',
  '1qaz2wsx',
  'zaq12wsx',
  'qazwsxedc',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'admin123',
  'administrator',
  'secret123',
  '12345678',
  '123456789',
  '1234567890',
  '0123456789',
  '87654321',
  '12341234',
  '11223344',
  '12344321',
  '123123123',
  '11111111',
  '00000000',
  '88888888',
  '123qweasd',
  'bankcsv1',
  'bankcsv123',
  'bankstatement',
  'bankstatements',
  'southafrica',
  'capetown',
  'johannesburg',
  'springbok',
  'springboks',
  'mzansi123',
]);

/**
 * Why `password` is refused, or null when it is fine. `email` makes the account's own address (or its
 * part before the @) a refused password too.
 * @example passwordProblem('correct horse') // null
 * @example passwordProblem('Password1') // 'This password is too common. Please choose another.'
 */
export function passwordProblem(password: string, email = ''): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password !== password.trim()) return PASSWORD_MESSAGES.edgeSpace;
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const oneCharacter = [...lower].every((c) => c === lower[0]);
  if (
    COMMON_PASSWORDS.has(lower) ||
    oneCharacter ||
    (address !== '' && (lower === address || lower === address.split('@')[0]))
  ) {
    return PASSWORD_MESSAGES.tooCommon;
  }
  return null;
}
