import { readPath, type ContextObject } from './paths';

export type ChoiceRule = Record<string, unknown> & { Variable?: string; Next?: string; And?: ChoiceRule[]; Or?: ChoiceRule[]; Not?: ChoiceRule };

const comparisons: Record<string, (a: unknown, b: unknown) => boolean> = {
  Equals: (a, b) => a === b,
  LessThan: (a, b) => (a as number) < (b as number),
  GreaterThan: (a, b) => (a as number) > (b as number),
  LessThanEquals: (a, b) => (a as number) <= (b as number),
  GreaterThanEquals: (a, b) => (a as number) >= (b as number),
};

const typeChecks: Record<string, (value: unknown) => boolean> = {
  String: (v) => typeof v === 'string',
  Numeric: (v) => typeof v === 'number',
  Boolean: (v) => typeof v === 'boolean',
  Timestamp: (v) => typeof v === 'string',
};

function wildcard(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 's');
}

function present(variable: string, input: unknown, context: ContextObject): { found: boolean; value?: unknown } {
  try {
    return { found: true, value: readPath(variable, input, context) };
  } catch {
    return { found: false };
  }
}

/** Evaluates one Choice rule (JSONPath flavour), including And/Or/Not. */
export function evaluateRule(rule: ChoiceRule, input: unknown, context: ContextObject): boolean {
  if (rule.And) return rule.And.every((r) => evaluateRule(r, input, context));
  if (rule.Or) return rule.Or.some((r) => evaluateRule(r, input, context));
  if (rule.Not) return !evaluateRule(rule.Not, input, context);
  if (!rule.Variable) return false;
  const { found, value } = present(rule.Variable, input, context);
  for (const [operator, raw] of Object.entries(rule)) {
    if (operator === 'Variable' || operator === 'Next') continue;
    if (operator === 'IsPresent') return found === raw;
    if (!found) return false;
    if (operator === 'IsNull') return (value === null) === raw;
    const typeMatch = /^Is(String|Numeric|Boolean|Timestamp)$/.exec(operator);
    if (typeMatch) return (typeChecks[typeMatch[1] ?? '']?.(value) ?? false) === raw;
    if (operator === 'StringMatches') return typeof value === 'string' && wildcard(String(raw)).test(value);
    const match = /^(String|Numeric|Boolean|Timestamp)(Equals|LessThan|GreaterThan|LessThanEquals|GreaterThanEquals)(Path)?$/.exec(operator);
    if (!match) throw new Error(`Unsupported Choice operator ${operator}`);
    const [, kind = '', comparison = '', isPath] = match;
    const expected = isPath ? readPath(String(raw), input, context) : raw;
    if (!typeChecks[kind]?.(value)) return false;
    const [a, b] = kind === 'Timestamp' ? [Date.parse(String(value)), Date.parse(String(expected))] : [value, expected];
    return comparisons[comparison]?.(a, b) ?? false;
  }
  return false;
}
