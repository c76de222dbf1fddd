/**
 * Turning the seat's legal actions into a few plain choices, without knowing any rule: actions are
 * grouped (by the card they use, or by their kind), and a group with several variants is narrowed
 * one field at a time (which card, how to use it, which position, which family…) until one action
 * is left. The lists come from the host; this only sorts and filters them.
 */
import type { NpAction } from '@core/games/nothing-personal/actions';
import { field, firstOpen, narrow as narrowAny, same, type Pick } from '../../table/narrow';

export { field, type Pick };

export type Action = NpAction;

/** The fields that tell the variants of a group apart, in the order they are asked. */
const FIELDS: Record<string, readonly string[]> = {
  play: ['type', 'targets.0', 'targets.1', 'targets.2', 'targets.3', 'to', 'extra'],
  use: ['type', 'gangster', 'pos', 'pos2', 'seat'],
  'discard-place': ['type', 'pos'],
  shakedown: ['type'],
  place: ['pos'],
  power: [
    'markers.0.pos',
    'markers.0.owner',
    'markers.0.coin',
    'markers.1.pos',
    'markers.1.owner',
    'markers.1.coin',
    'pos',
    'seat',
    'targets.0',
    'targets.1',
    'targets.2',
  ],
  ability: ['pos2', 'pos', 'seat', 'amount', 'markers.0.pos', 'markers.0.owner', 'markers.0.coin'],
  keep: ['card', 'to'],
  buy: ['count'],
  fill: ['gangster'],
  'hand-coin': ['pos', 'to'],
};

/** Which group an action belongs to: its card for card actions, else its kind (and its answer). */
export function groupKey(a: Action): string {
  if ('card' in a && a.type !== 'keep') return `card:${a.card}`;
  switch (a.type) {
    case 'reroll':
      return `reroll:${a.free}`;
    case 'rule':
      return `rule:${a.seat}`;
    case 'permit':
      return `permit:${a.allow}`;
    case 'answer':
      return `answer:${a.offer}:${a.accept}`;
    default:
      return a.type;
  }
}

export interface Group {
  readonly key: string;
  readonly actions: readonly Action[];
}

/** Groups actions, keeping the order in which the host listed them. */
export function groups(actions: readonly Action[]): Group[] {
  const out = new Map<string, Action[]>();
  for (const a of actions) {
    const k = groupKey(a);
    const g = out.get(k);
    if (g) g.push(a);
    else out.set(k, [a]);
  }
  return [...out].map(([key, list]) => ({ key, actions: list }));
}

/** The variants still possible after the picks made so far. */
export function narrow(actions: readonly Action[], picks: readonly Pick[]): Action[] {
  return narrowAny(actions, picks);
}

export interface Step {
  readonly path: string;
  /** The distinct values of that field among the remaining variants, in the host's order. */
  readonly values: readonly unknown[];
}

/** The next field that still differs among `actions`, or null when they are all one action. */
export function nextStep(actions: readonly Action[]): Step | null {
  const first = actions[0];
  if (!first) return null;
  // Card groups mix kinds (play, use, discard…): the kind is asked first.
  const all = actions.some((a) => a.type !== first.type) ? ['type'] : (FIELDS[first.type] ?? []);
  const open = firstOpen(actions, all);
  if (open) return open;
  // Variants that differ in a field not listed above: offer them whole.
  const whole = actions.filter((a, i) => actions.findIndex((b) => same(a, b)) === i);
  return whole.length > 1 ? { path: '', values: whole } : null;
}

/** The actions of `list` that are not also in `other` (same JSON). */
export function without(list: readonly Action[], other: readonly Action[]): Action[] {
  const keys = new Set(other.map((a) => JSON.stringify(a)));
  return list.filter((a) => !keys.has(JSON.stringify(a)));
}

/** The Ante amounts the legal list offers (NP-6.5), lowest first; empty when none is asked. */
export function antes(actions: readonly Action[]): number[] {
  const set = new Set<number>();
  for (const a of actions) if ('ante' in a) set.add(a.ante);
  return [...set].sort((x, y) => x - y);
}

/** An answer given for everyone at the screen at once (a public choice such as letting a roll stand). */
export interface Together {
  readonly label: string;
  readonly run: () => Promise<void>;
}

/** Keeps actions without an Ante, and those with the chosen one. */
export function withAnte(actions: readonly Action[], ante: number | null): Action[] {
  return ante === null ? [...actions] : actions.filter((a) => !('ante' in a) || a.ante === ante);
}
