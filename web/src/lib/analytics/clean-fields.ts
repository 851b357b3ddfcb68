/** GA4 drops parameter values past 100 characters; cutting them here keeps what is sent predictable. */
const MAX_VALUE_LENGTH = 100;
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
// Statement file names often carry an account or ID number.
const LONG_DIGITS = /\d{4,}/g;

function cleanString(key: string, value: string): string {
  let clean = value.replace(EMAIL, '[email]');
  if (key === 'file_name') clean = clean.replace(LONG_DIGITS, (digits) => '#'.repeat(digits.length));
  return clean.slice(0, MAX_VALUE_LENGTH);
}

/**
 * The last guard before anything leaves the browser: e-mail addresses are removed from every text,
 * digit runs from file names, and texts are capped; undefined fields are dropped.
 */
export function cleanFields<T extends object>(fields: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'string' ? cleanString(key, value) : value;
  }
  return out as T;
}
