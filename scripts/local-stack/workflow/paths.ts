import { StatesError } from './errors';
import { intrinsic } from './intrinsics';

type Json = unknown;

/** The `$$` context object of one state. */
export interface ContextObject {
  Execution: { Id: string; Name: string; Input: Json; StartTime: string };
  State: { Name: string; EnteredTime: string; RetryCount: number };
  StateMachine: { Id: string; Name: string };
}

function segments(path: string): (string | number)[] {
  const parts: (string | number)[] = [];
  const pattern = /\.([^.[\]]+)|\[(\d+)\]|\['([^']+)'\]/g;
  const rest = path.replace(/^\$/, '');
  let consumed = 0;
  for (const match of rest.matchAll(pattern)) {
    if (match.index !== consumed) throw new StatesError('States.Runtime', `Unsupported path ${path}`);
    consumed += match[0].length;
    parts.push(match[2] !== undefined ? Number(match[2]) : (match[1] ?? match[3] ?? ''));
  }
  if (consumed !== rest.length) throw new StatesError('States.Runtime', `Unsupported path ${path}`);
  return parts;
}

/** Reads a reference path (`$.a.b[0]`, or `$$.Execution.Id` against the context object). */
export function readPath(path: string, input: Json, context?: ContextObject): Json {
  const root = path.startsWith('$$') ? context : input;
  let value: Json = root;
  for (const part of segments(path.startsWith('$$') ? path.slice(1) : path)) {
    if (value === null || typeof value !== 'object' || !(part in (value as object))) {
      throw new StatesError('States.Runtime', `The JSONPath '${path}' could not be found in the input`);
    }
    value = (value as Record<string | number, Json>)[part];
  }
  return value;
}

/** ResultPath: places `result` into a copy of `input`; `$` replaces it, null discards the result. */
export function writePath(path: string | null | undefined, input: Json, result: Json): Json {
  if (path === null) return input;
  if (path === undefined || path === '$') return result;
  const parts = segments(path);
  const copy: Json = structuredClone(input ?? {});
  if (copy === null || typeof copy !== 'object') throw new StatesError('States.Runtime', `Cannot apply ResultPath ${path} to a non-object input`);
  let target = copy as Record<string | number, Json>;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      target[part] = result;
      return;
    }
    const next = target[part];
    if (next === null || typeof next !== 'object') target[part] = {};
    target = target[part] as Record<string | number, Json>;
  });
  return copy;
}

/** InputPath / OutputPath: undefined keeps everything, null gives `{}`. */
export function selectPath(path: string | null | undefined, input: Json, context?: ContextObject): Json {
  if (path === undefined || path === '$') return input;
  if (path === null) return {};
  return readPath(path, input, context);
}

/** Parameters / ResultSelector: keys ending in `.$` take a path or an intrinsic function's value. */
export function applyTemplate(template: Json, input: Json, context: ContextObject): Json {
  if (Array.isArray(template)) return template.map((item) => applyTemplate(item, input, context));
  if (template === null || typeof template !== 'object') return template;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(template as Record<string, Json>)) {
    if (key.endsWith('.$') && typeof value === 'string') {
      out[key.slice(0, -2)] = value.startsWith('$') ? readPath(value, input, context) : intrinsic(value, (p) => readPath(p, input, context));
    } else {
      out[key] = applyTemplate(value, input, context);
    }
  }
  return out;
}
