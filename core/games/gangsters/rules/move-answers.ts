/**
 * The moves of a Movement Phase's pieces as the rules and the listings ask for them: each gangster's and
 * Public piece's last question and its answer kept (`lastGangster`, `lastPublic`), the memo asked
 * otherwise, its answers handed to a listing as it keeps them (`KeptMoves`, read only for the decision
 * built). The rules of moving are in `movement-phase.ts`, which gives these out again.
 */
import { MOVE_DIE, type Facing, type GangsterKind } from '../board';
import { cityGraph } from '../city';
import {
  FreeFound,
  memoFreeAgain,
  memoFreeFind,
  memoFreeStillOpen,
  memoGangsterFind,
  memoLegalMoves,
  memoPublicMoves,
  wheelsAllowance,
  type DiceRoll,
  type KeptMoves,
  type LegalMove,
  type MoveBoardState,
  type MoveGraph,
  type MoveQuery,
} from '../movement';
import type { GangState, GangstersState } from '../state';
import { moveState } from './crime';

/** The full roll, with any die not rolled counted as 0 (only the Commissioner's turn lacks dice). */
export function diceRoll(s: GangstersState): DiceRoll {
  const d = s.turn.dice;
  return { red: d.red ?? 0, green: d.green ?? 0, blue: d.blue ?? 0, white: d.white ?? 0, black: d.black ?? 0 };
}

/**
 * The movement engine's question for a gangster's move (wheels: the G-16.2 combined allowance), or null
 * when the piece is not on the board. Boards ask the City guide the same question to draw the way there.
 */
export function gangsterQuery(
  s: GangstersState,
  g: GangState,
  kind: GangsterKind,
  wheels: boolean,
  board: MoveBoardState = moveState(s),
): MoveQuery | null {
  const p = g.pieces[kind];
  if (!p) return null;
  const steps = wheels ? wheelsAllowance(diceRoll(s)) : (s.turn.dice[MOVE_DIE[kind]] ?? 0);
  return { kind, gang: g.gang, at: p.at, facing: p.facing, steps, wheels, state: board };
}

/** A question asked lately and its answer (see `gangsterMoves` and `publicMoves`). */
interface Asked {
  /** The moving gangster's Gang (null for a Public piece): a seat's Gang differs from game to game. */
  readonly gang: string | null;
  readonly board: MoveBoardState | null;
  readonly at: string | null;
  readonly facing: Facing | null;
  readonly steps: number;
  readonly others: readonly string[];
  /** The answer; when the memo keeps it (`found`), null until it is read. */
  moves: readonly LegalMove[] | null;
  /** The answer as the memo keeps it (`GangsterFound`, `FreeFound`), when it keeps it (else null). */
  readonly found: KeptMoves | null;
  /** What `publicFoundAs` made of the answer, for a listing to hand out again while the question stays. */
  made?: unknown;
}

/**
 * The last answer for each gangster (by seat, kind and Wheels) and each Public piece: listing a
 * position's decisions asks again about every piece the last decision left where it was, and the
 * answer is the same while the question is (the same board object, start, facing and steps).
 */
const lastGangster: (Asked | undefined)[] = [];
/** A gangster's place in `lastGangster`: its seat, kind and Wheels. */
const KIND_SLOT: Readonly<Record<GangsterKind, number>> = { racketeer: 0, thug: 2, vamp: 4 };
const lastPublic = new Map<number | null, Asked>();
/**
 * `lastPublic` for the usual ids (a piece entering from the cup, null, in slot 0; Public piece `id` in slot
 * `id + 1` for a small whole `id`), read by index: a Map lookup for every Public piece of every listing.
 */
const lastPublicBySlot: (Asked | undefined)[] = [];
const PUBLIC_SLOTS = 64;

/** A Public piece's slot in `lastPublicBySlot`, or -1 (then `lastPublic` keeps its answer). */
function publicSlot(id: number | null): number {
  if (id === null) return 0;
  return Number.isInteger(id) && id >= 0 && id < PUBLIC_SLOTS - 1 ? id + 1 : -1;
}

/** `s.publics.find((x) => x.id === id)`, without a closure. */
function publicById(s: GangstersState, id: number): GangstersState['publics'][number] | undefined {
  for (const p of s.publics) if (p.id === id) return p;
  return undefined;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function fresh(
  last: Asked | undefined,
  board: MoveBoardState | null,
  p: Pick<Asked, 'at' | 'facing'>,
  steps: number,
  others: readonly string[],
): boolean {
  return (
    last === undefined ||
    last.board !== board ||
    last.at !== p.at ||
    last.facing !== p.facing ||
    last.steps !== steps ||
    !sameList(last.others, others)
  );
}

/** Legal ends of a gangster's move (wheels: the G-16.2 combined allowance). */
export function gangsterMoves(
  s: GangstersState,
  g: GangState,
  kind: GangsterKind,
  wheels: boolean,
  board: MoveBoardState = moveState(s),
): readonly LegalMove[] {
  const a = gangsterAsked(s, g, kind, wheels, board);
  return a === null ? [] : movesOf(a);
}

function movesOf(a: Asked): readonly LegalMove[] {
  return (a.moves ??= (a.found as KeptMoves).moves());
}

/**
 * `gangsterMoves` as the memo keeps it, with its ends' node numbers (`GangsterFound`), for counting the
 * decisions without reading the moves; else (a refusal, or a board the memo does not keep) the moves.
 */
export function gangsterFound(
  s: GangstersState,
  g: GangState,
  kind: GangsterKind,
  wheels: boolean,
  board: MoveBoardState,
): KeptMoves | readonly LegalMove[] {
  const a = gangsterAsked(s, g, kind, wheels, board);
  return a === null ? NO_MOVES : (a.found ?? movesOf(a));
}

const NO_MOVES: readonly LegalMove[] = [];

/** The last answer for this gangster's question (see `lastGangster`), or null when the piece is not in play. */
function gangsterAsked(
  s: GangstersState,
  g: GangState,
  kind: GangsterKind,
  wheels: boolean,
  board: MoveBoardState,
): Asked | null {
  const p = g.pieces[kind];
  if (!p) return null;
  const steps = wheels ? wheelsAllowance(diceRoll(s)) : (s.turn.dice[MOVE_DIE[kind]] ?? 0);
  const slot = g.seat * 6 + KIND_SLOT[kind] + (wheels ? 1 : 0);
  const last = lastGangster[slot];
  if (last !== undefined && last.gang === g.gang && !fresh(last, board, p, steps, NO_OTHERS)) return last;
  const q = gangsterQuery(s, g, kind, wheels, board);
  if (!q) return null;
  const found = memoGangsterFind(cityGraph(), q);
  let moves: readonly LegalMove[] | null = null;
  if (found === null) {
    const r = memoLegalMoves(cityGraph(), q);
    moves = r.ok ? r.value : [];
  }
  const asked: Asked = { gang: g.gang, board, at: p.at, facing: p.facing, steps, others: NO_OTHERS, moves, found };
  lastGangster[slot] = asked;
  return asked;
}

const NO_OTHERS: readonly string[] = [];

/** Legal ends of a Public piece's move, or of a Public entering from the cup (`id` null). */
export function publicMoves(s: GangstersState, id: number | null): readonly LegalMove[] {
  const a = publicAsked(s, id);
  return a === null ? NO_MOVES : movesOf(a);
}

/** `publicMoves` as the memo keeps it (`FreeFound`, read only for the decision built), else the moves. */
export function publicFound(s: GangstersState, id: number | null): KeptMoves | readonly LegalMove[] {
  const a = publicAsked(s, id);
  return a === null ? NO_MOVES : (a.found ?? movesOf(a));
}

/**
 * `make(publicFound(s, id), id)`, made once for each answer kept: a listing's run of a Public piece's
 * moves, handed out again while the question and the other Publics' places stay the same (the very answer
 * kept, `publicAsked`). Null when the piece is not in play.
 */
export function publicFoundAs<T>(
  s: GangstersState,
  id: number | null,
  make: (found: KeptMoves | readonly LegalMove[], id: number | null) => T,
): T | null {
  const a = publicAsked(s, id);
  if (a === null) return null;
  return (a.made ??= make(a.found ?? movesOf(a), id)) as T;
}

/** Scratch for the other Publics' node numbers (`publicAsked`), grown if ever too short. */
let othersScratch = new Int32Array(16);

/**
 * The node of the space of the Public piece at index i of `s.publics` as last looked up (`publicNode`):
 * the pieces stay put over most listings, so a string compare stands for a Map lookup.
 */
const publicAtSeen: (string | undefined)[] = [];
/** The graph `publicAtSeen` is of. */
let publicGraph: MoveGraph | null = null;
const publicNodeSeen: number[] = [];

/** `g.index.get(at) ?? -1` for the Public piece at index `i` of `s.publics`, on `at`. */
function publicNode(g: MoveGraph, i: number, at: string): number {
  if (publicAtSeen[i] === at) return publicNodeSeen[i] as number;
  const node = g.index.get(at) ?? -1;
  publicAtSeen[i] = at;
  publicNodeSeen[i] = node;
  return node;
}

/** The last answer for this Public piece's question (see `lastPublic`), or null when it is not in play. */
function publicAsked(s: GangstersState, id: number | null): Asked | null {
  const p = id === null ? null : publicById(s, id);
  if (id !== null && (!p || p.at === null)) return null;
  // G-6.8: not onto another Public piece's space; nothing else on the board bears on its move.
  const at = p?.at ?? null;
  const facing = p?.facing ?? null;
  const steps = s.turn.dice.white ?? 0;
  const slot = publicSlot(id);
  const last = slot >= 0 ? lastPublicBySlot[slot] : lastPublic.get(id);
  if (
    last !== undefined &&
    last.board === null &&
    last.at === at &&
    last.facing === facing &&
    last.steps === steps &&
    sameOthers(last.others, s.publics, id)
  )
    return last;
  const others: string[] = [];
  const g = cityGraph();
  if (g !== publicGraph) {
    publicAtSeen.length = 0;
    publicGraph = g;
  }
  // The other Publics' nodes (`endNodes(g, others)`) written in a scratch list, not a new one each time.
  let n = 0;
  const publics = s.publics;
  for (let i = 0; i < publics.length; i++) {
    const o = publics[i] as GangstersState['publics'][number];
    if (o.at === null || o.id === id) continue;
    others.push(o.at);
    const node = publicNode(g, i, o.at);
    if (node < 0) continue;
    if (n === othersScratch.length) othersScratch = Int32Array.from({ length: 2 * n }, (_, i) => othersScratch[i] ?? 0);
    othersScratch[n++] = node;
  }
  const q = { kind: 'public', at, facing, steps } as const;
  // The same question with other Publics moved (another Public's move, or its take-back): its record,
  // counted again over the new places, rather than the question looked up again.
  const again =
    last !== undefined &&
    last.found instanceof FreeFound &&
    last.board === null &&
    last.at === at &&
    last.facing === facing &&
    last.steps === steps &&
    lastPublicGraph === g;
  if (again && memoFreeStillOpen(g, last.found as FreeFound, othersScratch, n)) {
    // No other Public piece is, or was, on any of its ends: the same moves, the very answer (and run).
    const same: Asked = { gang: null, board: null, at, facing, steps, others, moves: last.moves, found: last.found };
    same.made = last.made;
    if (slot >= 0) lastPublicBySlot[slot] = same;
    else lastPublic.set(id, same);
    return same;
  }
  const found = again
    ? memoFreeAgain(g, last.found as FreeFound, othersScratch, n, true)
    : memoFreeFind(g, q, othersScratch, n, true);
  lastPublicGraph = g;
  let moves: readonly LegalMove[] | null = null;
  if (found === null) {
    const r = memoPublicMoves(cityGraph(), q, others);
    moves = r.ok ? r.value : [];
  }
  const asked: Asked = { gang: null, board: null, at, facing, steps, others, moves, found };
  if (slot >= 0) lastPublicBySlot[slot] = asked;
  else lastPublic.set(id, asked);
  return asked;
}

/** The graph of the Public answers asked last (`memoFreeAgain` counts a record of that graph's memo). */
let lastPublicGraph: MoveGraph | null = null;

/** Whether `others` are the places of the Public pieces on the board but `id`, in order (no list made). */
function sameOthers(others: readonly string[], publics: GangstersState['publics'], id: number | null): boolean {
  let k = 0;
  for (const o of publics) {
    if (o.at === null || o.id === id) continue;
    if (k >= others.length || others[k] !== o.at) return false;
    k++;
  }
  return k === others.length;
}
