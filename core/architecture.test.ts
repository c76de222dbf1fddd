/**
 * The layer rules of ARCHITECTURE.md, checked over the real import graph: no import cycles, and
 * core/ imports nothing outside core/. (ESLint's no-cycle rule could not follow our extensionless
 * TypeScript imports reliably, so the graph is built here.) Also the game layout of
 * core/games/README.md: every game folder has the same files, and only the registries name games.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_MODULES } from './games/index';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = ['core', 'electron', 'renderer/src'];

/** What every game folder in core/games holds (core/games/README.md draws the tree). */
const GAME_FILES = [
  'index.ts',
  'game.ts',
  'actions.ts',
  'state.ts',
  'setup.ts',
  'pending.ts',
  'legal.ts',
  'apply.ts',
  'anytime.ts',
  'view.ts',
  'bots.ts',
  'clauses.ts',
  'scenario.ts',
  'simulate.ts',
  'rules/',
  'scenarios/',
  'rules-coverage.md',
];
/** The two registries: the only files outside a game's own folders that may name a game. */
const REGISTRIES = ['core/games/index.ts', 'renderer/src/games/registry.ts'];

function folders(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).filter((n) => statSync(join(ROOT, dir, n)).isDirectory());
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.(ts|svelte)$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** Relative imports, and `@core/…` (core/: the path alias of build/tsconfig.base.json). */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.') && !spec.startsWith('@core/')) return null;
  const base = spec.startsWith('@core/') ? join(ROOT, 'core', spec.slice(6)) : resolve(dirname(from), spec);
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
    expect(graph.get(join(ROOT, 'renderer/src/games/registry.ts'))?.map(rel)).toContain(
      'renderer/src/games/nothing-personal/table.ts',
    );
  });

  it('gives every game the same folder layout, and a table folder to every playable game', () => {
    const ids = GAME_MODULES.map((m) => m.def.id);
    expect(folders('core/games').sort()).toEqual([...ids].sort());
    // A registered game whose table is not built yet (playable: false) has no renderer folder.
    const playable = GAME_MODULES.filter((m) => m.playable).map((m) => m.def.id);
    expect(playable.filter((id) => !folders('renderer/src/games').includes(id))).toEqual([]);
    const missing = ids.flatMap((id) =>
      GAME_FILES.filter((f) => !existsSync(join(ROOT, 'core/games', id, f))).map((f) => `core/games/${id}/${f}`),
    );
    expect(missing).toEqual([]);
  });

  it("lets nothing outside the games' own folders and the registries name a game", () => {
    const ids = GAME_MODULES.map((m) => m.def.id);
    const owner = (f: string) =>
      ids.find((id) => rel(f).startsWith(`core/games/${id}/`) || rel(f).startsWith(`renderer/src/games/${id}/`));
    const outside = files.filter(
      // Test helpers and benchmarks pick the games they exercise; the product code never names one.
      (f) => !owner(f) && !REGISTRIES.includes(rel(f)) && !/\/testing(\/|\.ts$)|\/bench\//.test(rel(f)),
    );
    const named = outside.flatMap((f) => {
      const viaImport = (graph.get(f) ?? []).filter((d) => owner(d)).map((d) => `${rel(f)} → ${rel(d)}`);
      const text = readFileSync(f, 'utf8');
      const viaId = ids
        .filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`))
        .map((id) => `${rel(f)}: '${id}'`);
      return [...viaImport, ...viaId];
    });
    expect(named).toEqual([]);
  });
});
