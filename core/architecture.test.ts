/**
 * The layer rules of ARCHITECTURE.md, checked over the real import graph: no import cycles, and
 * core/ imports nothing outside core/. (ESLint's no-cycle rule could not follow our extensionless
 * TypeScript imports reliably, so the graph is built here.)
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = ['core', 'electron', 'renderer/src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.(ts|svelte)$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.svelte.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Value imports only: `import type` and `export type` vanish at run time and cannot form a cycle. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[2]) specs.push(m[2]);
  }
  return specs.flatMap((s) => resolveImport(file, s) ?? []);
}

const files = AREAS.flatMap((a) => sources(join(ROOT, a)));
const graph = new Map(files.map((f) => [f, imports(f)]));
const rel = (f: string) => relative(ROOT, f);

describe('architecture', () => {
  it('has no import cycles', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(f)), f].map(rel).join(' → '));
        return;
      }
      state.set(f, 'visiting');
      for (const dep of graph.get(f) ?? []) visit(dep, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('keeps core/ free of anything outside core/ (data from resources/ excepted)', () => {
    const leaks = files
      .filter((f) => rel(f).startsWith('core/'))
      .flatMap((f) =>
        (graph.get(f) ?? [])
          .filter((d) => !rel(d).startsWith('core/') && !rel(d).startsWith('resources/'))
          .map((d) => `${rel(f)} → ${rel(d)}`),
      );
    expect(leaks).toEqual([]);
  });

  it('keeps the renderer away from electron/ and electron/ away from the renderer', () => {
    const bad = files.flatMap((f) =>
      (graph.get(f) ?? [])
        .filter(
          (d) =>
            (rel(f).startsWith('renderer/') && rel(d).startsWith('electron/')) ||
            (rel(f).startsWith('electron/') && rel(d).startsWith('renderer/')),
        )
        .map((d) => `${rel(f)} → ${rel(d)}`),
    );
    expect(bad).toEqual([]);
  });

  it('really sees the import graph', () => {
    expect(graph.get(join(ROOT, 'core/engine/match.ts'))?.map(rel)).toContain('core/engine/dice.ts');
  });
});
