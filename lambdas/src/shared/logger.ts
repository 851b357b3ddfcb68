// One JSON object per line, so CloudWatch Logs Insights can filter on fields.
// Statement content, passwords and account numbers must never reach the logs (POPIA s14):
// fields whose names suggest such content are dropped here as a last line of defence.
const FORBIDDEN = /password|secret|cipher|token|accountnumber|^body$|^text$|^rawtext$|^rows$|^transactions$|^statement$/i;

type Fields = Record<string, unknown>;

function clean(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (FORBIDDEN.test(key)) continue;
    out[key] = value instanceof Error ? { name: value.name, message: value.message } : value;
  }
  return out;
}

function write(level: 'info' | 'warn' | 'error', message: string, fields: Fields): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...clean(fields) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const logger = {
  info: (message: string, fields: Fields = {}) => write('info', message, fields),
  warn: (message: string, fields: Fields = {}) => write('warn', message, fields),
  error: (message: string, fields: Fields = {}) => write('error', message, fields),
};

/** Name and message only: stacks stay out of the logs' structured fields and never reach users. */
export function errorFields(error: unknown): { errorName: string; errorMessage: string } {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message };
  return { errorName: 'Unknown', errorMessage: String(error) };
}
