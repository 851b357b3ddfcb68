import { StatesError } from './errors';

type Resolve = (path: string) => unknown;

// Splits the arguments of an intrinsic call on top-level commas, keeping quoted strings and nested calls whole.
function splitArgs(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (quoted && ch === '\\') {
      current += ch + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (ch === "'") quoted = !quoted;
    if (!quoted && ch === '(') depth += 1;
    if (!quoted && ch === ')') depth -= 1;
    if (!quoted && depth === 0 && ch === ',') {
      args.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) args.push(current.trim());
  return args;
}

function argument(text: string, resolve: Resolve): unknown {
  if (text.startsWith("'")) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  if (text.startsWith('$')) return resolve(text);
  if (text.startsWith('States.')) return intrinsic(text, resolve);
  if (text === 'null') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  return Number(text);
}

/** The intrinsic functions a CDK workflow is likely to emit. */
export function intrinsic(expression: string, resolve: Resolve): unknown {
  const match = /^(States\.[A-Za-z]+)\((.*)\)$/s.exec(expression.trim());
  if (!match) throw new StatesError('States.Runtime', `Unsupported expression ${expression}`);
  const [, name, body = ''] = match;
  const args = splitArgs(body).map((arg) => argument(arg, resolve));
  switch (name) {
    case 'States.Format': {
      const [format, ...values] = args;
      let index = 0;
      return String(format).replace(/\{\}/g, () => {
        const value = values[index++];
        return typeof value === 'string' ? value : JSON.stringify(value);
      });
    }
    case 'States.StringToJson':
      return JSON.parse(String(args[0]));
    case 'States.JsonToString':
      return JSON.stringify(args[0]);
    case 'States.Array':
      return args;
    case 'States.UUID':
      return crypto.randomUUID();
    default:
      throw new StatesError('States.Runtime', `Unsupported intrinsic function ${name}`);
  }
}
