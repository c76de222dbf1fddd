/**
 * The city validator: everything a SuperGang city must satisfy for the rules to work on it. Used by the
 * tests over the real board.json, by `cityBoard()` at load, and by `npm run cli -- validate-board`.
 * Problems are values (`BoardIssue`, shaped like a `RuleError`), never exceptions.
 */
import { ruleError, type RuleError } from '../../../engine/result';
import { buildCity, dirCode, lineDir } from './graph';
import { loadCity, type CityData, type Rect } from './schema';
import { checkShops } from './validate-shops';
import { FACINGS, MANHOLE_IDS } from './types';

/** One thing wrong with a city: a stable code, the clause it concerns ('' for plain data errors), plain words. */
export type BoardIssue = RuleError;
export type Add = (code: string, clause: string, message: string) => void;

/** The numbers `validate-board` prints. */
export interface CityCounts {
  readonly squares: number;
  readonly junctions: number;
  readonly bridges: number;
  readonly manholes: number;
  readonly blocks: number;
  readonly shops: number;
  readonly byDistrict: Readonly<Record<string, number>>;
  readonly marked: number;
  readonly byInitial: Readonly<Record<string, number>>;
  readonly notches: number;
  readonly communicating: number;
  readonly sections: number;
}

/** Checks a well-formed city against every rule it must satisfy; an empty list means valid. */
export function validateCity(city: CityData): BoardIssue[] {
  const issues: BoardIssue[] = [];
  const add: Add = (code, clause, message) => issues.push(ruleError(code, clause, message));
  checkIds(city, add);
  checkStreets(city, add);
  checkBridges(city, add);
  checkManholes(city, add);
  checkCentre(city, add);
  checkShops(city, add);
  return issues;
}

function checkIds(city: CityData, add: Add): void {
  const seen = new Set<string>();
  const all = [...city.squares, ...city.shops, ...city.blocks, ...city.sections, ...city.bridges, ...city.districts];
  for (const { id } of all) {
    if (seen.has(id)) add('DUPLICATE_ID', '', `The id "${id}" is used twice.`);
    seen.add(id);
  }
  for (const s of city.squares) {
    if (s.id !== `s${s.x}-${s.y}`) add('SQUARE_ID', '', `The square at ${s.x},${s.y} must be called s${s.x}-${s.y}.`);
    if (s.x >= city.size.w || s.y >= city.size.h) add('OFF_CITY', '', `${s.id} lies outside the city.`);
  }
}

export const cellKey = (x: number, y: number): string => `${x},${y}`;

function inRect(x: number, y: number, r: Rect): boolean {
  return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

function checkStreets(city: CityData, add: Add): void {
  const at = new Map(city.squares.map((s) => [cellKey(s.x, s.y), s]));
  const byId = new Map(city.squares.map((s) => [s.id as string, s]));
  const decks = new Set(city.bridges.map((b) => b.deck as string));
  const underPairs = new Set(city.bridges.map((b) => [...b.under].sort().join('|')));
  const linked = new Set<string>();
  for (const [a, b] of city.links) {
    const sa = byId.get(a);
    const sb = byId.get(b);
    const key = [a, b].sort().join('|');
    if (!sa || !sb) {
      add('UNKNOWN_SQUARE', 'SG-4.2.1', `A link names a square that does not exist: ${a}, ${b}.`);
      continue;
    }
    if (linked.has(key)) add('DUPLICATE_LINK', '', `${a} and ${b} are linked twice.`);
    linked.add(key);
    const far = Math.abs(sa.x - sb.x) + Math.abs(sa.y - sb.y);
    if (lineDir(sa, sb) < 0 || (far !== 1 && !(far === 2 && underPairs.has(key)))) {
      add('LINK_NOT_ADJACENT', 'SG-4.2.1', `${a} and ${b} are linked but are not next to each other.`);
    }
  }
  // Squares side by side are joined, except a bridge deck and the road passing beneath it (SG-4.2.2).
  for (const s of city.squares) {
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const t = at.get(cellKey(s.x + dx, s.y + dy));
      if (!t || linked.has([s.id, t.id].sort().join('|'))) continue;
      const beneath = city.bridges.some(
        (b) => (b.deck === s.id && b.under.includes(t.id)) || (b.deck === t.id && b.under.includes(s.id)),
      );
      if (!beneath) add('MISSING_LINK', 'SG-4.2.1', `${s.id} and ${t.id} touch but are not joined.`);
    }
  }
  const g = buildCity(city);
  for (let i = 0; i < g.squareCount; i++) {
    const s = city.squares[i];
    if (!s) continue;
    let ways = 0;
    for (let d = 0; d < 4; d++) if ((g.next[i * 4 + d] ?? -1) >= 0) ways |= 1 << d;
    // No going back (SG-4.2.1): a square with one way out would trap a piece that walked in.
    if ((ways & (ways - 1)) === 0) add('DEAD_END', 'SG-4.2.1', `${s.id} is a dead end: a piece could never leave it.`);
    const drawn = FACINGS.filter((_f, d) => ways & (1 << d));
    if (drawn.join() !== [...s.ways].sort((a, b) => dirCode(a) - dirCode(b)).join()) {
      add('WAYS', 'SG-4.2.1', `${s.id} is drawn running ${s.ways.join('/')} but its links run ${drawn.join('/')}.`);
    }
    if (decks.has(s.id) && s.bridge !== true) add('BRIDGE_FLAG', 'SG-4.2.2', `${s.id} is a bridge deck: flag it.`);
    if (!decks.has(s.id) && s.bridge) add('BRIDGE_FLAG', 'SG-4.2.2', `${s.id} is flagged as a bridge but is none.`);
  }
  const seen = new Uint8Array(g.squareCount);
  const queue = [0];
  seen[0] = 1;
  while (queue.length) {
    const n = queue.pop() ?? 0;
    for (let d = 0; d < 4; d++) {
      const t = g.next[n * 4 + d] ?? -1;
      if (t >= 0 && !seen[t]) {
        seen[t] = 1;
        queue.push(t);
      }
    }
  }
  const cut = city.squares.filter((_s, i) => !seen[i]).map((s) => s.id);
  if (cut.length) add('DISCONNECTED', 'SG-4.1.1', `Some squares cannot be reached: ${cut.slice(0, 5).join(', ')}.`);
  for (const s of city.squares) {
    if (inRect(s.x, s.y, city.centre.rect)) add('STREET_IN_CENTRE', '', `${s.id} lies inside the centre.`);
    if (city.blocks.some((b) => inRect(s.x, s.y, b.rect))) add('STREET_IN_BLOCK', '', `${s.id} lies inside a block.`);
  }
}

function checkBridges(city: CityData, add: Add): void {
  const byId = new Map(city.squares.map((s) => [s.id as string, s]));
  const links = new Set(city.links.map((l) => [...l].sort().join('|')));
  if (city.bridges.length < 1) add('BRIDGE_COUNT', 'SG-4.2.2', 'The city needs at least one bridge.');
  for (const b of city.bridges) {
    const deck = byId.get(b.deck);
    const [u0, u1] = b.under.map((u) => byId.get(u));
    if (!deck || !u0 || !u1) {
      add('BRIDGE_SQUARES', 'SG-4.2.2', `${b.name} names a square that does not exist.`);
      continue;
    }
    // The road beneath runs straight under the deck and has no square there: its two ends are one step apart.
    const straight = lineDir(u0, deck) >= 0 && lineDir(u0, deck) === lineDir(deck, u1);
    if (!straight || Math.abs(u0.x - u1.x) + Math.abs(u0.y - u1.y) !== 2) {
      add('BRIDGE_UNDER', 'SG-4.2.2', `${b.name}: the road beneath must pass straight under the deck.`);
    }
    if (!links.has([u0.id, u1.id].sort().join('|'))) {
      add('BRIDGE_UNDER', 'SG-4.2.2', `${b.name}: ${u0.id} and ${u1.id} must be joined beneath the deck.`);
    }
    for (const u of [u0, u1]) {
      if (links.has([u.id, deck.id].sort().join('|'))) {
        add('BRIDGE_LINKED', 'SG-4.2.2', `${b.name}: the deck ${deck.id} is joined to the road beneath at ${u.id}.`);
      }
    }
  }
}

function checkManholes(city: CityData, add: Add): void {
  for (const m of MANHOLE_IDS) {
    const n = city.squares.filter((s) => s.manhole === m).length;
    if (n !== 1) add('MANHOLE_COUNT', 'SG-4.4.1', `Manhole ${m} is on ${n} squares; it needs exactly one.`);
  }
  for (const s of city.squares) {
    if (s.manhole && s.bridge) add('MANHOLE_ON_BRIDGE', 'SG-4.4.1', `Manhole ${s.manhole} cannot be on a bridge.`);
  }
}

/** The straight run a piece leaving the centre takes (SG-3.3): six squares from every gate. */
function checkCentre(city: CityData, add: Add): void {
  const g = buildCity(city);
  const c = city.centre.rect;
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const gates = city.centre.gates.filter((x) => x.n === n);
    const gate = gates[0];
    if (gates.length !== 1 || !gate) {
      add('GATES', 'SG-3.3', `The centre needs exactly one gate ${n}; it has ${gates.length}.`);
      continue;
    }
    const s = city.squares.find((q) => q.id === gate.square);
    const d = dirCode(gate.facing);
    const back = [
      [0, 1],
      [-1, 0],
      [0, -1],
      [1, 0],
    ][d] ?? [0, 0];
    if (!s || !inRect(s.x + (back[0] ?? 0), s.y + (back[1] ?? 0), c)) {
      add('GATE_SQUARE', 'SG-3.3', `Gate ${n} must open ${gate.facing} onto a square beside the centre.`);
      continue;
    }
    let node = g.index.get(s.id) ?? -1;
    let run = 1;
    while (run < 6 && node >= 0) {
      node = g.next[node * 4 + d] ?? -1;
      if (node >= 0) run++;
    }
    if (run < 6) add('GATE_RUN', 'SG-3.3', `Gate ${n} leads ${gate.facing} for only ${run} squares; a six needs six.`);
  }
  for (const p of ['jail', 'clinic', 'graveyard'] as const) {
    const r = city.centre.places[p];
    const inside = r.x >= c.x && r.y >= c.y && r.x + r.w <= c.x + c.w && r.y + r.h <= c.y + c.h;
    if (!inside) add('CENTRE_PLACES', 'SG-3.2', `The ${p} must be drawn inside the centre.`);
  }
}

/** Counts for the summary; meaningful once the city is well-formed. */
export function countCity(city: CityData): CityCounts {
  const g = buildCity(city);
  let junctions = 0;
  for (let i = 0; i < g.squareCount; i++) {
    let n = 0;
    for (let d = 0; d < 4; d++) if ((g.next[i * 4 + d] ?? -1) >= 0) n++;
    if (n >= 3) junctions++;
  }
  const byDistrict: Record<string, number> = {};
  const byInitial: Record<string, number> = { T: 0, V: 0, D: 0, star: 0 };
  for (const s of city.shops) {
    byDistrict[s.district] = (byDistrict[s.district] ?? 0) + 1;
    for (const i of s.initials) byInitial[i] = (byInitial[i] ?? 0) + 1;
  }
  return {
    squares: city.squares.length,
    junctions,
    bridges: city.bridges.length,
    manholes: city.squares.filter((s) => s.manhole).length,
    blocks: city.blocks.length,
    shops: city.shops.length,
    byDistrict,
    marked: city.shops.filter((s) => s.initials.length > 0).length,
    byInitial,
    notches: city.shops.reduce((n, s) => n + s.notches.length, 0),
    communicating: city.communicate.length,
    sections: city.sections.length,
  };
}

function describe(i: BoardIssue): string {
  return `${i.clause ? `${i.clause} ` : ''}${i.code}: ${i.message}`;
}

/** Loads and validates raw city JSON in one go. */
export function validateCityData(
  raw: unknown,
): { ok: true; city: CityData; errors: [] } | { ok: false; city: CityData | null; errors: string[] } {
  const loaded = loadCity(raw);
  if (!loaded.ok) return { ok: false, city: null, errors: [describe(loaded.error)] };
  const issues = validateCity(loaded.value);
  return issues.length === 0
    ? { ok: true, city: loaded.value, errors: [] }
    : { ok: false, city: loaded.value, errors: issues.map(describe) };
}

/**
 * The CLI's `validate-board --game supergang`: validity, every problem in plain words (clause first),
 * and the counts. `counts` is null when the file is too malformed to count.
 */
export function validateBoardSummary(raw: unknown): { ok: boolean; errors: string[]; counts: CityCounts | null } {
  const checked = validateCityData(raw);
  return { ok: checked.ok, errors: checked.errors, counts: checked.city ? countCity(checked.city) : null };
}
