/**
 * Turning the host's legal list for a Gangsters seat into clicks, without knowing any rule: which pieces
 * may move, where each may end (the spaces to light on the map), what is still to choose once a space is
 * clicked (facing, criminal side, Subway, seduction, Donut), and the other decisions grouped for buttons.
 * Everything here sorts and filters the list; nothing decides what is legal.
 */
import type { GangstersAction } from '@core/games/gangsters/actions';
import type { GangsterKind } from '@core/games/gangsters/board';
import { field, firstOpen, same } from '../../../table/narrow';

export type GAction = GangstersAction;

/** A piece that can be moved on the map: a Gang piece, a Public (or a new one), a Cop (or a new one). */
export type PieceRef = GangsterKind | `public:${number}` | 'public:new' | `cop:${number}` | 'cop:new';

/** Action types that move a piece on the map: chosen by clicking the piece, then a lit space. */
export const MAP_MOVES: ReadonlySet<GAction['type']> = new Set(['move', 'move-public', 'cop-move', 'cop-start']);

/** The piece an action moves, or null for an action that moves none. */
export function pieceOf(a: GAction): PieceRef | null {
  switch (a.type) {
    case 'move':
      return a.piece;
    case 'move-public':
      return a.public === null ? 'public:new' : `public:${a.public}`;
    case 'cop-move':
      return `cop:${a.cop}`;
    case 'cop-start':
      return 'cop:new';
    default:
      return null;
  }
}

/** The pieces that have at least one legal move, in the host's order. */
export function movers(legal: readonly GAction[]): PieceRef[] {
  const out: PieceRef[] = [];
  for (const a of legal) {
    const p = pieceOf(a);
    if (p !== null && !out.includes(p)) out.push(p);
  }
  return out;
}

/** Whether the piece may move with Wheels (G-16.2), and whether without: the host lists both when it may choose. */
export function wheelsChoice(legal: readonly GAction[], piece: PieceRef): { with: boolean; without: boolean } {
  const own = legal.filter((a) => a.type === 'move' && a.piece === piece);
  return {
    with: own.some((a) => a.type === 'move' && a.wheels === true),
    without: own.some((a) => a.type === 'move' && a.wheels !== true),
  };
}

/**
 * Where a piece may end its move, each space with every legal action ending there. `wheels` keeps only
 * the moves made with (true) or without (false) Wheels; null keeps both.
 */
export function destinations(
  legal: readonly GAction[],
  piece: PieceRef,
  wheels: boolean | null = null,
): ReadonlyMap<string, readonly GAction[]> {
  const out = new Map<string, GAction[]>();
  for (const a of legal) {
    if (pieceOf(a) !== piece || !('to' in a) || typeof a.to !== 'string') continue;
    if (wheels !== null && a.type === 'move' && (a.wheels === true) !== wheels) continue;
    const list = out.get(a.to) ?? [];
    list.push(a);
    out.set(a.to, list);
  }
  return out;
}

/** The facings a piece may end with on each lit space (null inside a building), for the map's arrows. */
export function facingsOf(dests: ReadonlyMap<string, readonly GAction[]>): ReadonlyMap<string, (string | null)[]> {
  const out = new Map<string, (string | null)[]>();
  for (const [to, list] of dests) {
    const facings: (string | null)[] = [];
    for (const a of list) {
      const f = 'facing' in a ? a.facing : null;
      if (!facings.includes(f)) facings.push(f);
    }
    out.set(to, facings);
  }
  return out;
}

/** The fields asked, in order, once a space is chosen: how to get there, which way to face, which side up… */
export const MOVE_FIELDS = ['subway', 'facing', 'criminal', 'seduce', 'donut'] as const;

/**
 * What is still to choose among the variants ending on one space; null when they are one action. The
 * known questions come first; any other field that tells variants apart (one a newer engine adds) is
 * asked after them, so no variant is ever chosen for the player unseen.
 */
export function nextMoveChoice(variants: readonly GAction[]): { path: string; values: readonly unknown[] } | null {
  return firstOpen(variants, [...MOVE_FIELDS, ...fieldsOf(variants)]);
}

/**
 * Groups the seat's decisions that are not map moves, for buttons: by type, and by answer for the
 * yes/no kinds. A new kind of decision lands in a group of its own and is still offered.
 */
export interface Group {
  readonly key: string;
  readonly type: string;
  readonly actions: readonly GAction[];
}

export function groups(legal: readonly GAction[]): Group[] {
  const out = new Map<string, GAction[]>();
  for (const a of legal) {
    if (MAP_MOVES.has(a.type)) continue;
    const key = a.type === 'answer-trade' ? `answer-trade:${a.accept}` : a.type;
    const list = out.get(key) ?? [];
    list.push(a);
    out.set(key, list);
  }
  return [...out].map(([key, actions]) => ({ key, type: actions[0]?.type ?? key, actions }));
}

/** Every field that tells the actions of a group apart, in a stable order (type aside). */
export function fieldsOf(actions: readonly GAction[]): string[] {
  const keys: string[] = [];
  const walk = (v: unknown, prefix: string): void => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      if (prefix && !keys.includes(prefix)) keys.push(prefix);
      return;
    }
    for (const [k, inner] of Object.entries(v)) if (k !== 'type') walk(inner, prefix ? `${prefix}.${k}` : k);
  };
  for (const a of actions) walk(a, '');
  return keys;
}

/** The next field to ask among a group's remaining variants, or null when one action is left. */
export function nextStep(actions: readonly GAction[]): { path: string; values: readonly unknown[] } | null {
  return firstOpen(actions, fieldsOf(actions));
}

/** The variants whose `path` has `value`. */
export function keep(actions: readonly GAction[], path: string, value: unknown): GAction[] {
  return actions.filter((a) => same(field(a, path), value));
}

/** The secret starting Gang (G-4.2): the largest count of each type some legal plan allows with the others as set. */
export function planLimits(
  legal: readonly GAction[],
  plan: { racketeer: number; thug: number; vamp: number },
): { racketeer: number; thug: number; vamp: number } | null {
  const plans = legal.flatMap((a) => (a.type === 'recruit-plan' ? [a] : []));
  if (plans.length === 0) return null;
  const most = (kind: 'racketeer' | 'thug' | 'vamp'): number => {
    const others = (['racketeer', 'thug', 'vamp'] as const).filter((k) => k !== kind);
    return Math.max(0, ...plans.filter((p) => others.every((k) => p[k] === plan[k])).map((p) => p[kind]));
  };
  return { racketeer: most('racketeer'), thug: most('thug'), vamp: most('vamp') };
}

/** The legal plan matching the counts set, or null when the host does not list it. */
export function planAction(
  legal: readonly GAction[],
  plan: { racketeer: number; thug: number; vamp: number },
): GAction | null {
  return (
    legal.find(
      (a) =>
        a.type === 'recruit-plan' && a.racketeer === plan.racketeer && a.thug === plan.thug && a.vamp === plan.vamp,
    ) ?? null
  );
}

/** Spaces (street or building ids) among a step's values, so they can be lit and clicked on the map. */
export function spacesIn(values: readonly unknown[], isPlace: (id: string) => boolean): string[] {
  return values.flatMap((v) => (typeof v === 'string' && isPlace(v) ? [v] : []));
}

/** Spaces to light without a facing (a Joint to choose, a building to draft). */
export function litSpaces(ids: readonly string[]): ReadonlyMap<string, readonly (string | null)[]> {
  return new Map(ids.map((id) => [id, [null]]));
}
