import { Logger } from '@aws-lambda-powertools/logger';

// Powertools Logger: one JSON object per line (level, message, timestamp, service, X-Ray trace id),
// so CloudWatch Logs Insights can filter on fields. Service and level come from
// POWERTOOLS_SERVICE_NAME and POWERTOOLS_LOG_LEVEL (infra sets them per function).
// Statement content, passwords and account numbers must never reach the logs (POPIA s14):
// fields whose names suggest such content are dropped here as a last line of defence.
const FORBIDDEN =
  /password|secret|cipher|token|accountnumber|^body$|^text$|^rawtext$|^rows$|^transactions$|^statement$/i;

type Fields = Record<string, unknown>;

function clean(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (FORBIDDEN.test(key)) continue;
    out[key] = value instanceof Error ? { name: value.name, message: value.message } : value;
  }
  return out;
}

/** The Powertools instance itself, for what the wrapper below does not cover (e.g. `addContext`). */
export const powertoolsLogger = new Logger();

/** `logger.info(message, fields)`: the fields join the entry as top-level keys, forbidden ones dropped. */
export const logger = {
  info: (message: string, fields: Fields = {}) => powertoolsLogger.info(message, clean(fields)),
  warn: (message: string, fields: Fields = {}) => powertoolsLogger.warn(message, clean(fields)),
  error: (message: string, fields: Fields = {}) => powertoolsLogger.error(message, clean(fields)),
};

/** Name and message only: stacks stay out of the logs' structured fields and never reach users. */
export function errorFields(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message };
  return { errorName: 'Unknown', errorMessage: String(error) };
}
