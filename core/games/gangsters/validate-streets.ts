/**
 * Validator checks on the street network: links, street runs, intersections, connectivity, bridges and
 * Subways. Split from `validate-board.ts` to keep each file about one thing.
 */
import type { RuleError } from '../../engine/result';
import type { Board } from './board';
import { directionBetween, inside, sameCell, sharesEdge } from './geometry';

export type Issues = RuleError[];
type Add = (code: string, clause: string, message: string) => void;

export function checkGeometryOfSpaces(board: Board, add: Add): void {
  const spaces = new Map(board.spaces.map((s) => [s.id, s] as const));
  const degree = new Map<string, number>();
  const dirs = new Map<string, Set<string>>();
  const linked = new Set<string>();
  for (const [a, b] of board.links) {
    const sa = spaces.get(a);
    const sb = spaces.get(b);
    if (!sa || !sb) {
      add('UNKNOWN_LINK', '', `A link names a space that does not exist: ${a}–${b}.`);
      continue;
    }
    const key = [a, b].sort().join('|');
    if (a === b || linked.has(key)) add('BAD_LINK', '', `The link ${a}–${b} is repeated or joins a space to itself.`);
    linked.add(key);
    const d = directionBetween(sa, sb);
    if (!sharesEdge(sa, sb) || d === null)
      add('LINK_NOT_ADJACENT', 'G-6.3', `${a} and ${b} are linked but not side by side.`);
    if ((sa.level === 'bridge' && sb.level === 'under') || (sa.level === 'under' && sb.level === 'bridge')) {
      add('BRIDGE_LINKED', 'G-6.41', `${a} and ${b} join a bridge to the street beneath it.`);
    }
    for (const [s, dir] of [
      [a, d],
      [b, d === null ? null : directionBetween(sb, sa)],
    ] as const) {
      degree.set(s, (degree.get(s) ?? 0) + 1);
      const set = dirs.get(s) ?? new Set<string>();
      if (dir && set.has(dir))
        add('LINK_AMBIGUOUS', 'G-6.4', `${s} has two neighbours to the ${dir}; facing would be unclear.`);
      if (dir) set.add(dir);
      dirs.set(s, set);
    }
  }
  for (const s of board.spaces) {
    const n = degree.get(s.id) ?? 0;
    if (n >= 3 !== (s.intersection ?? false)) {
      add(
        'INTERSECTION_FLAG',
        'G-6.4',
        `${s.id} joins ${n} street spaces, so it ${n >= 3 ? 'is' : 'is not'} an intersection.`,
      );
    }
    // A piece may never turn back (G-6.4), so a dead end would strand it for good.
    if (n < 2) add('DEAD_END', 'G-6.4', `${s.id} is a dead end; a piece facing it could never leave.`);
    if (!inside(s, board.city)) add('OFF_CITY', '', `${s.id} lies outside the city.`);
  }
  checkStreets(board, linked, add);
  checkConnectivity(board, add);
  checkBridges(board, add);
  checkSubways(board, add);
}

function checkStreets(board: Board, linked: Set<string>, add: Add): void {
  const spaces = new Map(board.spaces.map((s) => [s.id, s] as const));
  const named = new Set<string>();
  for (const st of board.streets) {
    st.spaces.forEach((id, i) => {
      const s = spaces.get(id);
      if (!s) return add('UNKNOWN_STREET_SPACE', '', `${st.name} runs through "${id}", which does not exist.`);
      named.add(id);
      if (!s.streets.includes(st.id)) add('STREET_NAMES', '', `${id} lies on ${st.name} but does not say so.`);
      const prev = st.spaces[i - 1];
      if (prev !== undefined && !linked.has([prev, id].sort().join('|'))) {
        add('STREET_BROKEN', '', `${st.name} is broken between ${prev} and ${id}.`);
      }
    });
  }
  for (const s of board.spaces) {
    if (!named.has(s.id)) add('UNNAMED_SPACE', '', `${s.id} lies on no named street.`);
  }
}

function checkConnectivity(board: Board, add: Add): void {
  const adj = new Map<string, string[]>();
  const join = (a: string, b: string) => {
    adj.set(a, [...(adj.get(a) ?? []), b]);
    adj.set(b, [...(adj.get(b) ?? []), a]);
  };
  for (const [a, b] of board.links) join(a, b);
  for (const b of board.buildings) for (const e of b.entrances) join(b.id, e.space);
  const first = board.spaces[0]?.id;
  const seen = new Set(first ? [first] : []);
  const queue = first ? [first] : [];
  for (let i = 0; i < queue.length; i++) {
    for (const n of adj.get(queue[i] ?? '') ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  const missing = [...board.spaces, ...board.buildings].filter((x) => !seen.has(x.id)).map((x) => x.id);
  if (missing.length) add('DISCONNECTED', 'G-6.3', `Not reachable from the rest of the city: ${missing.join(', ')}.`);
}

function checkBridges(board: Board, add: Add): void {
  const spaces = new Map(board.spaces.map((s) => [s.id, s] as const));
  if (board.bridges.length !== 2)
    add('BRIDGE_COUNT', 'G-6.41', `There are ${board.bridges.length} bridges; there must be two.`);
  const decks = new Set(board.bridges.flatMap((b) => b.spaces));
  const beneath = new Set(board.bridges.flatMap((b) => b.over));
  for (const s of board.spaces) {
    if (s.level === 'bridge' && !decks.has(s.id)) add('STRAY_DECK', 'G-6.41', `${s.id} is a bridge deck on no bridge.`);
    if (s.level === 'under' && !beneath.has(s.id)) add('STRAY_UNDER', 'G-6.41', `${s.id} lies beneath no bridge.`);
  }
  for (const b of board.bridges) {
    for (const id of b.spaces) {
      if (spaces.get(id)?.level !== 'bridge') add('DECK_LEVEL', 'G-6.41', `${b.name}: ${id} is not a bridge space.`);
    }
    for (const id of b.over) {
      const u = spaces.get(id);
      if (u?.level !== 'under') add('UNDER_LEVEL', 'G-6.41', `${b.name}: ${id} is not marked as beneath the bridge.`);
      const deck = b.spaces.map((d) => spaces.get(d)).find((d) => d && u && sameCell(d, u));
      if (!deck) add('UNDER_NOT_BENEATH', 'G-6.41', `${b.name} does not pass over ${id}.`);
    }
  }
}

function checkSubways(board: Board, add: Add): void {
  const numbers = board.spaces.flatMap((s) => (s.subway === undefined ? [] : [s.subway]));
  for (let n = 1; n <= 6; n++) {
    const k = numbers.filter((x) => x === n).length;
    if (k !== 1) add('SUBWAY_NUMBERS', 'G-10.1', `Subway ${n} appears ${k} times; each of 1–6 must appear once.`);
  }
  if (numbers.length !== 6)
    add('SUBWAY_COUNT', 'G-10.1', `There are ${numbers.length} Subway spaces; there must be six.`);
  for (const s of board.spaces) {
    if (s.subway !== undefined && s.level !== 'street') {
      add('SUBWAY_ON_BRIDGE', 'G-10.1', `Subway ${s.subway} cannot be on a bridge or beneath one.`);
    }
  }
}
