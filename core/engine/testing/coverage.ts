/**
 * One rules-coverage checker for every game. A game keeps its clause list in the project and a
 * `rules-coverage.md` with one table row per clause:
 *
 * ```
 * | clause | status | tests | note |
 * | G-11.4 | done | `rules/clauses.test.ts` | |
 * | G-12.8 | partial | `rules/examples.test.ts` | No squirt gun: the table shows a splash instead. |
 * | G-3.2 | app | — | The engine is the Bank; nobody is Banker. |
 * ```
 *
 * - **done**: a test in the game's `*.test.ts` files cites the clause in its name and is not skipped;
 *   every file the row names holds such a test.
 * - **partial**: the same, and the note says what the app simplifies and why.
 * - **app** (Nothing Personal calls it **table**): no engine test; the note gives the reason (a physical
 *   or table matter, an overview, strategy advice).
 *
 * The checker is pure: the test that uses it reads the files and passes their text in.
 */
import { declaredTests } from './test-titles';

export interface CoverageInput {
  /** Every clause ID of the game, from the game's own clause list. */
  readonly clauses: readonly string[];
  /** The text of the game's rules-coverage.md. */
  readonly doc: string;
  /** The game's test files: path relative to the game's folder → source. */
  readonly testFiles: Readonly<Record<string, string>>;
  /** Status words meaning "the app answers it, no engine test" (default `app`; NP says `table`). */
  readonly appStatuses?: readonly string[];
}

export interface CoverageRow {
  readonly clause: string;
  readonly status: string;
  readonly files: readonly string[];
  readonly note: string;
}

const ROW = /^\|\s*([A-Z]+-[\d.]+(?:-ex\d+)?)\s*\|\s*([a-z/-]+)\s*\|([^|]*)\|([^|]*)\|\s*$/gm;

/** The clause rows of a coverage document. */
export function coverageRows(doc: string): CoverageRow[] {
  return [...doc.matchAll(ROW)].map((m) => ({
    clause: m[1] ?? '',
    status: m[2] ?? '',
    files: [...(m[3] ?? '').matchAll(/`([^`]+)`/g)].map((f) => f[1] ?? ''),
    note: (m[4] ?? '').trim(),
  }));
}

/** Does a test name cite the clause (`G-6.4` but not `G-6.41`; `G-12.8-ex3` cites `G-12.8`)? */
export function cites(name: string, clause: string): boolean {
  return new RegExp(`(^|[^\\w.-])${clause.replace(/\./g, '\\.')}(?![\\d.])`).test(name);
}

/** Everything wrong with a game's coverage table; empty when every clause is accounted for. */
export function coverageProblems(input: CoverageInput): string[] {
  const app = input.appStatuses ?? ['app'];
  const problems: string[] = [];
  const rows = coverageRows(input.doc);
  const running = Object.entries(input.testFiles).map(([file, src]) => ({
    file,
    names: declaredTests(src)
      .filter((t) => !t.skipped)
      .map((t) => t.name),
  }));
  const known = new Set(input.clauses);
  const seen = new Set<string>();
  for (const r of rows) {
    if (!known.has(r.clause)) problems.push(`${r.clause}: not a clause of this game`);
    if (seen.has(r.clause)) problems.push(`${r.clause}: listed twice`);
    seen.add(r.clause);
    const tested = running.filter((f) => f.names.some((n) => cites(n, r.clause)));
    for (const f of r.files) {
      if (!(f in input.testFiles)) problems.push(`${r.clause}: names ${f}, which is not one of the game's tests`);
      else if (!tested.some((t) => t.file === f)) problems.push(`${r.clause}: no running test in ${f} cites it`);
    }
    if (r.status === 'done' || r.status === 'partial') {
      if (tested.length === 0) problems.push(`${r.clause}: ${r.status}, but no running test cites it`);
      if (r.status === 'partial' && r.note === '') problems.push(`${r.clause}: partial, but the note does not say why`);
    } else if (app.includes(r.status)) {
      if (r.note === '') problems.push(`${r.clause}: ${r.status}, but the note gives no reason`);
    } else {
      problems.push(`${r.clause}: unknown status "${r.status}" (done, partial or ${app.join('/')})`);
    }
  }
  for (const c of input.clauses) if (!seen.has(c)) problems.push(`${c}: missing from rules-coverage.md`);
  return problems;
}
