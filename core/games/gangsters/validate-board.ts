/**
 * The board validator: everything a Gangsters city must satisfy for the rules to work on it. Used by the
 * tests over the real board.json, by `cityBoard()` at load, and by `npm run cli -- validate-board`.
 * Problems are values (`BoardIssue`, shaped like a `RuleError`), never exceptions.
 */
import { ruleError, type RuleError } from '../../engine/result';
import {
  CLASS_COUNTS,
  FACINGS,
  GANGS,
  isPurchasable,
  loadBoard,
  PURCHASABLE_CLASSES,
  type Board,
  type BuildingClass,
} from './board';
import { inside, onSharedEdge, overlaps, sharesEdge, touchingSide } from './geometry';
import { checkGeometryOfSpaces, type Issues } from './validate-streets';
import { checkExamples, oneJumpBuildings } from './validate-examples';

/** One thing wrong with a board: a stable code, the clause it concerns ('' for plain data errors), plain words. */
export type BoardIssue = RuleError;

/** The numbers `validate-board` prints. */
export interface BoardCounts {
  readonly streetSpaces: number;
  readonly intersections: number;
  readonly subways: number;
  readonly bridges: number;
  readonly spacesBeneathBridges: number;
  readonly streets: number;
  readonly buildings: number;
  readonly purchasable: number;
  readonly gray: number;
  readonly byClass: Readonly<Record<BuildingClass, number>>;
  readonly connections: number;
  readonly oneJump: number;
}

/** Checks a well-formed board against every rule the city must satisfy; an empty list means valid. */
export function validateBoard(board: Board): BoardIssue[] {
  const issues: Issues = [];
  const add = (code: string, clause: string, message: string) => issues.push(ruleError(code, clause, message));
  checkIds(board, add);
  checkGeometryOfSpaces(board, add);
  checkBuildings(board, add);
  checkClasses(board, add);
  checkEdges(board, add);
  checkExamples(board, add);
  return issues;
}

type Add = (code: string, clause: string, message: string) => void;

function checkIds(board: Board, add: Add): void {
  const seen = new Set<string>();
  const all = [...board.spaces, ...board.buildings, ...board.streets, ...board.bridges, ...board.districts];
  for (const { id } of all) {
    if (seen.has(id)) add('DUPLICATE_ID', '', `The id "${id}" is used twice.`);
    seen.add(id);
  }
}

function checkBuildings(board: Board, add: Add): void {
  const spaces = new Map(board.spaces.map((s) => [s.id, s] as const));
  const byId = new Map(board.buildings.map((b) => [b.id, b] as const));
  for (const b of board.buildings) {
    for (const r of b.rects) {
      if (!inside(r, board.city)) add('OFF_CITY', '', `${b.name} lies partly outside the city.`);
      for (const s of board.spaces) {
        if (overlaps(r, s)) add('BUILDING_ON_STREET', 'G-6.3', `${b.name} covers the street space ${s.id}.`);
      }
    }
    for (const e of b.entrances) {
      const s = spaces.get(e.space);
      if (!s) {
        add('ENTRANCE_OFF_STREET', 'G-4.1', `${b.name} has its Entrance on "${e.space}", which is not a street space.`);
        continue;
      }
      if (s.level !== 'street') {
        add(
          'ENTRANCE_ON_BRIDGE',
          'G-6.41',
          `${b.name} has its Entrance on ${s.id}, a bridge or the street beneath one.`,
        );
      }
      const wall = b.rects.find((r) => sharesEdge(r, s));
      if (!wall) {
        add('ENTRANCE_NOT_ADJACENT', 'G-4.1', `${b.name}'s Entrance space ${s.id} does not touch the building.`);
        continue;
      }
      if (!b.rects.some((r) => touchingSide(r, s) === e.side)) {
        add('ENTRANCE_SIDE', '', `${b.name}'s Entrance tab is drawn on the ${e.side} side, away from ${s.id}.`);
      }
      if (!b.rects.some((r) => onSharedEdge(e.tab, r, s))) {
        add('ENTRANCE_TAB', '', `${b.name}'s Entrance tab is not on the wall it shares with ${s.id}.`);
      }
    }
  }
  for (let i = 0; i < board.buildings.length; i++) {
    for (let j = i + 1; j < board.buildings.length; j++) {
      const a = board.buildings[i];
      const b = board.buildings[j];
      if (a && b && a.rects.some((ra) => b.rects.some((rb) => overlaps(ra, rb)))) {
        add('BUILDINGS_OVERLAP', '', `${a.name} and ${b.name} overlap.`);
      }
    }
  }
  const pairs = new Set<string>();
  for (const [x, y] of board.connections) {
    const a = byId.get(x);
    const b = byId.get(y);
    const key = [x, y].sort().join('|');
    if (pairs.has(key)) add('DUPLICATE_CONNECTION', 'G-6.6', `${x} and ${y} are connected twice.`);
    pairs.add(key);
    if (!a || !b) {
      add('UNKNOWN_CONNECTION', 'G-6.6', `A connection names a building that does not exist: ${x}, ${y}.`);
      continue;
    }
    if (!a.rects.some((ra) => b.rects.some((rb) => sharesEdge(ra, rb)))) {
      add('CONNECTION_NOT_ADJACENT', 'G-6.6', `${a.name} and ${b.name} are connected but share no wall.`);
    }
    if (!isPurchasable(a) || !isPurchasable(b)) {
      add(
        'CONNECTION_GRAY',
        'G-6.6',
        `${a.name}–${b.name}: only Joints use connections, and grey buildings never are.`,
      );
    }
  }
}

function countByClass(board: Board): Record<BuildingClass, number> {
  const counts = { red: 0, purple: 0, blue: 0, green: 0, yellow: 0, brown: 0, gray: 0 };
  for (const b of board.buildings) counts[b.class]++;
  return counts;
}

function checkClasses(board: Board, add: Add): void {
  const counts = countByClass(board);
  for (const cls of PURCHASABLE_CLASSES) {
    const want = CLASS_COUNTS[cls];
    if (counts[cls] !== want)
      add('CLASS_COUNT', 'G-8.1', `There are ${counts[cls]} ${cls} buildings; the city needs ${want}.`);
    const info = board.classes[cls];
    if (!info || info.value === null) add('CLASS_VALUE', 'G-8.2', `The ${cls} class has no value.`);
    else if (info.count !== want)
      add('CLASS_COUNT', 'G-8.1', `The ${cls} class table says ${info.count}; it must say ${want}.`);
  }
  for (const b of board.buildings) {
    const classValue = board.classes[b.class]?.value ?? null;
    if (b.class === 'gray' && b.value !== null) add('GRAY_VALUE', 'G-4.1', `${b.name} is grey, so it has no price.`);
    if (b.class !== 'gray' && b.value !== classValue) {
      add(
        'BUILDING_VALUE',
        'G-8.1',
        `${b.name} is worth ${b.value}, but ${b.class} buildings are worth ${classValue}.`,
      );
    }
  }
  const values = board.buildings.filter(isPurchasable).map((b) => b.value ?? Infinity);
  const cheapest3 = values.sort((a, b) => a - b).slice(0, 3);
  if (cheapest3.length < 3 || cheapest3.reduce((s, v) => s + v, 0) > 1100) {
    add('START_TOO_DEAR', 'G-4.1', 'No three Joints together are worth $1100 or less.');
  }
  // Heaters, Wheels, the Siren's shopping and Donuts all happen in gray buildings (G-16): spread them out.
  if (counts.gray < 12)
    add('TOO_FEW_GRAY', 'G-16.1', `Only ${counts.gray} grey buildings; the city needs at least 12.`);
  for (const d of board.districts) {
    const n = board.buildings.filter((b) => b.class === 'gray' && b.rects.some((r) => overlaps(r, d.rect))).length;
    if (n < 2) add('GRAY_SPREAD', 'G-16.1', `${d.name} has ${n} grey buildings; every district needs two.`);
  }
}

function checkEdges(board: Board, add: Add): void {
  for (const side of FACINGS) {
    const n = board.edges.filter((e) => e.side === side).length;
    if (n !== 1) add('EDGE_SIDES', 'G-3.1', `The ${side} board edge is described ${n} times; it needs exactly one.`);
  }
  for (const gang of GANGS) {
    const n = board.edges.filter((e) => e.gang === gang).length;
    if (n !== 1) add('EDGE_GANGS', 'G-3.1', `The ${gang} Gang has ${n} board edges; it needs exactly one.`);
  }
  for (const e of board.edges) {
    if (!inside(e.jointSquare, e.area) || !inside(e.gangTrack, e.area)) {
      add('EDGE_AREAS', 'G-3.4', `The ${e.side} edge's Joint square and Gang Track must lie on that edge.`);
    }
  }
  if (board.edges.some((e) => overlaps(e.area, board.city))) {
    add('EDGE_OVER_CITY', '', 'A board edge covers part of the city.');
  }
}

/** Counts for the summary; meaningful once the board is well-formed. */
export function countBoard(board: Board): BoardCounts {
  const byClass = countByClass(board);
  return {
    streetSpaces: board.spaces.length,
    intersections: board.spaces.filter((s) => s.intersection).length,
    subways: board.spaces.filter((s) => s.subway !== undefined).length,
    bridges: board.bridges.length,
    spacesBeneathBridges: board.spaces.filter((s) => s.level === 'under').length,
    streets: board.streets.length,
    buildings: board.buildings.length,
    purchasable: board.buildings.length - byClass.gray,
    gray: byClass.gray,
    byClass,
    connections: board.connections.length,
    oneJump: oneJumpBuildings(board).length,
  };
}

function describe(i: BoardIssue): string {
  return `${i.clause ? `${i.clause} ` : ''}${i.code}: ${i.message}`;
}

/** Loads and validates raw board JSON in one go. */
export function validateBoardData(
  raw: unknown,
): { ok: true; board: Board; errors: [] } | { ok: false; board: Board | null; errors: string[] } {
  const loaded = loadBoard(raw);
  if (!loaded.ok) return { ok: false, board: null, errors: [describe(loaded.error)] };
  const issues = validateBoard(loaded.value);
  return issues.length === 0
    ? { ok: true, board: loaded.value, errors: [] }
    : { ok: false, board: loaded.value, errors: issues.map(describe) };
}

/**
 * The CLI's `validate-board --game gangsters`: validity, every problem in plain words (clause first),
 * and the counts. `counts` is null when the file is too malformed to count.
 */
export function validateBoardSummary(raw: unknown): { ok: boolean; errors: string[]; counts: BoardCounts | null } {
  const checked = validateBoardData(raw);
  return { ok: checked.ok, errors: checked.errors, counts: checked.board ? countBoard(checked.board) : null };
}
