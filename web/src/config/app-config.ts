import type { AppConfigFile } from '@bankcsv/domain';
import * as z from 'zod/mini';

/**
 * Runtime settings served beside the SPA as `/app-config.json`, so one build runs against the
 * local stack and every AWS stage. packages/domain `appConfigFile` writes it (CDK, local stack,
 * `vite dev`); this checks what arrives. zod/mini keeps the check small enough for the landing page.
 */
const appConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  cognitoEndpoint: z.optional(z.string()),
  authFlow: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
  apiUrl: z.string(),
  paystackPublicKey: z.optional(z.string()),
  /** Local stack only: the Paystack stand-in's origin, whose checkout page replaces Paystack's inline script. */
  paystackCheckoutUrl: z.optional(z.string()),
  googleSignIn: z.optional(z.boolean()),
  oauthDomain: z.optional(z.string()),
  /** GA4 measurement id; without one the app asks nothing and loads no analytics. */
  measurementId: z.optional(z.string()),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

// The reader and the writer must agree field by field: this line stops the build when they do not.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const READER_MATCHES_WRITER: Same<AppConfig, AppConfigFile> & Same<keyof AppConfig, keyof AppConfigFile> = true;

const REQUIRED_FIELDS = ['region', 'userPoolId', 'userPoolClientId', 'authFlow', 'apiUrl'] as const;

export const PRODUCTION_CONFIG_ERROR = 'Invalid authentication and API configuration in production environment';

export interface ConfigCheck {
  config: AppConfig | undefined;
  /** Required fields that are missing or still hold a template value. */
  placeholders: string[];
  valid: boolean;
}

/** A value missing or containing 'your-' was never filled in from a template. */
export function isPlaceholder(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (typeof value === 'string' && value.includes('your-'))
  );
}

export function checkAppConfig(raw: unknown): ConfigCheck {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const placeholders = REQUIRED_FIELDS.filter((field) => isPlaceholder(record[field]));
  const parsed = appConfigSchema.safeParse(record);
  const config = parsed.success ? parsed.data : undefined;
  return { config, placeholders, valid: config !== undefined && placeholders.length === 0 };
}

/**
 * Applies the start-up rule: placeholders only warn during development, an invalid configuration
 * stops a production build from starting.
 */
export function resolveAppConfig(raw: unknown, production: boolean): AppConfig | undefined {
  const check = checkAppConfig(raw);
  if (check.valid) return check.config;
  if (production) throw new Error(PRODUCTION_CONFIG_ERROR);
  const fields = check.placeholders.length > 0 ? check.placeholders.join(', ') : 'unreadable values';
  console.warn(`App configuration is incomplete (${fields}); sign-in and the dashboard will not work.`);
  return check.config;
}

let loaded: AppConfig | undefined;

/** Fetches `/app-config.json` once at start-up. */
export async function loadAppConfig(production = import.meta.env.PROD): Promise<AppConfig | undefined> {
  let raw: unknown;
  try {
    const response = await fetch('/app-config.json');
    raw = response.ok ? await response.json() : undefined;
  } catch {
    raw = undefined;
  }
  loaded = resolveAppConfig(raw, production);
  return loaded;
}

export function setAppConfig(config: AppConfig | undefined): void {
  loaded = config;
}

/** The configuration the signed-in parts need; throws when start-up left it incomplete. */
export function getAppConfig(): AppConfig {
  if (!loaded) throw new Error('The app configuration is incomplete: sign-in is unavailable.');
  return loaded;
}

export function peekAppConfig(): AppConfig | undefined {
  return loaded;
}
