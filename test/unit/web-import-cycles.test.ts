import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Runtime imports only: `import type` is erased and cannot form a cycle at load time.
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/gm;
const webSrc = resolve(import.meta.dirname, '..', '..', 'web', 'src');

const sources = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => join(webSrc, f));

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) => existsSync(c));
}

const graph = new Map(
  sources.map((file) => {
    const specs = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? '');
    return [file, specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== undefined)];
  }),
);

/** The first import cycle found by depth-first search, as paths relative to web/src. */
function findCycle(): string[] | undefined {
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = stack.indexOf(file);
    if (at >= 0) return [...stack.slice(at), file].map((f) => relative(webSrc, f));
    if (done.has(file)) return undefined;
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    done.add(file);
    return undefined;
  };
  for (const file of sources) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('web/src imports', () => {
  it('form no cycle', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(findCycle()).toBeUndefined();
  });
});
