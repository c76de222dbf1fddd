/**
 * Nothing Personal actions: every decision a seat can send, as plain JSON, with the zod schema that
 * checks the shape of untrusted input. Legality is decided by the rules, not here.
 */
import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../../engine/result';

const pos = z.number().int().min(1).max(9);
const seat = z.number().int().min(0).max(4);
const money = z.number().int().min(0).max(1000);
/** A marker on the board: on the gangster in `pos`, of a seat (or -1 neutral), `coin` when it sits on the Blackmail coin. */
const marker = z.object({ pos, owner: z.number().int().min(-1).max(4), coin: z.boolean() });

export const actionSchema = z.discriminatedUnion('type', [
  /** Put one marker on a gangster (opening placement NP-3.15, or a marker another player granted, NP-6.8-ex1). */
  z.object({ type: z.literal('place'), pos }),
  /** Play an influence card to place its markers; one target position per icon, null to skip an icon (NP-6.2). */
  z.object({
    type: z.literal('play'),
    card: z.string(),
    targets: z.array(pos.nullable()).max(4),
    extra: z.boolean(),
    /** The player granted one marker by a gift-other card (NP-6.8-ex1). */
    to: seat.nullable(),
    ante: money,
  }),
  /** Use a card's action or its OR ability instead of placing (NP-6.3.1, NP-6.9). */
  z.object({
    type: z.literal('use'),
    card: z.string(),
    pos: pos.nullable(),
    pos2: pos.nullable(),
    seat: seat.nullable(),
    gangster: z.string().nullable(),
    ante: money,
  }),
  /** Discard a card to place one marker on any gangster (NP-6.3.2). */
  z.object({ type: z.literal('discard-place'), card: z.string(), pos, ante: money }),
  /** Pass: in The Commission (NP-6.1.5), as a gangster's action (NP-7.7.5), or decline a grant. */
  z.object({ type: z.literal('pass') }),
  /** The Shakedown: discard any card for $8, any time (NP-13.1). */
  z.object({ type: z.literal('shakedown'), card: z.string() }),
  /** A position's power (NP-15). Fields a power does not need are null. */
  z.object({
    type: z.literal('power'),
    pos: pos.nullable(),
    seat: seat.nullable(),
    markers: z.array(marker).max(3),
    targets: z.array(pos).max(3),
  }),
  /** A gangster's special action (NP-7.7.3). */
  z.object({
    type: z.literal('ability'),
    pos: pos.nullable(),
    pos2: pos.nullable(),
    seat: seat.nullable(),
    amount: z.number().int().min(0).max(100),
    /** Markers of mixed colours to remove, instead of `pos` + `seat` (NP-19.3, NP-19.4). */
    markers: z.array(marker).max(5),
  }),
  /** Make a Move on the position the arrow points to (NP-7.8). */
  z.object({ type: z.literal('move') }),
  /** Pay $10 to re-roll the Move die, or re-roll it free with Marco Zohgoli (NP-7.11, NP-17.3). */
  z.object({ type: z.literal('reroll'), free: z.boolean() }),
  /** Frank Nitti's controller pays to call a hit off before the die is rolled (NP-19.2). */
  z.object({ type: z.literal('call-off') }),
  /** Decline a response window (re-roll bidding, a grant, a called hit, insurance). */
  z.object({ type: z.literal('decline') }),
  /** The tie-breaker names who controls a tied gangster (NP-7.2.6). */
  z.object({ type: z.literal('rule'), seat }),
  /** The blackmailer's answer to a proposed action (NP-7.13). */
  z.object({ type: z.literal('permit'), allow: z.boolean() }),
  /** Keep one of two drawn cards and give the other away (NP-16.1, NP-16.3, NP-17.2). */
  z.object({ type: z.literal('keep'), card: z.string(), to: seat }),
  /** Buy cards at the Fence, decided before drawing (NP-8.3). */
  z.object({ type: z.literal('buy'), count: z.number().int().min(0).max(20) }),
  /** Choose the gangster who fills an empty position (NP-10.3). */
  z.object({ type: z.literal('fill'), gangster: z.string() }),
  /**
   * Offer a trade: money and cards for money (and, as words, a promise). Nothing moves until the
   * other player accepts; then both sides change hands at once (NP-13.4.2, NP-21.1.1).
   */
  z.object({
    type: z.literal('offer'),
    to: seat,
    money,
    cards: z.array(z.string()).max(20),
    ask: money,
    promise: z.string().max(200),
  }),
  /** Answer an offer addressed to you. */
  z.object({ type: z.literal('answer'), offer: z.number().int().min(0), accept: z.boolean() }),
  /**
   * Hand your Blackmail coin on the gangster in `pos` to family `to`: your marker on the coin goes
   * home and one of theirs takes its place (NP-13.4.4). A table action, like a gift.
   */
  z.object({ type: z.literal('hand-coin'), pos, to: seat }),
  /** Hand money and/or cards to another player: trades and bribes (NP-13.4). */
  z.object({ type: z.literal('give'), to: seat, money, cards: z.array(z.string()).max(20) }),
]);

/** One Nothing Personal action. */
export type NpAction = z.infer<typeof actionSchema>;
/**
 * A decision that does nothing: a pass (NP-6.1.5, NP-7.7.5), a declined offer or grant, or buying no card at
 * the Fence (NP-8.3). Counted apart from moves when a player is told what a computer player did in their seat:
 * a declined offer and an empty purchase make no line in the case file.
 */
export function isPass(a: NpAction): boolean {
  return a.type === 'pass' || a.type === 'decline' || (a.type === 'buy' && a.count === 0);
}

/** A marker reference in a `power` action. */
export type MarkerRef = z.infer<typeof marker>;

/** Shape-checks an untrusted action. */
export function parseNpAction(raw: unknown): Result<NpAction> {
  const quick = readAction(raw);
  if (quick !== null) return ok(withExtras(raw, quick));
  const r = actionSchema.safeParse(raw);
  if (r.success) return ok(withExtras(raw, r.data));
  const why = r.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; ');
  return err(ruleError('BAD_ACTION', '', `That is not a Nothing Personal action (${why}).`));
}

/** Handy constructors, so callers need not spell every null field. */
export const act = {
  power: (p: Partial<Extract<NpAction, { type: 'power' }>> = {}): NpAction => ({
    type: 'power',
    pos: null,
    seat: null,
    markers: [],
    targets: [],
    ...p,
  }),
  ability: (p: Partial<Extract<NpAction, { type: 'ability' }>> = {}): NpAction => ({
    type: 'ability',
    pos: null,
    pos2: null,
    seat: null,
    amount: 0,
    markers: [],
    ...p,
  }),
  use: (card: string, p: Partial<Extract<NpAction, { type: 'use' }>> = {}): NpAction => ({
    type: 'use',
    card,
    pos: null,
    pos2: null,
    seat: null,
    gangster: null,
    ante: 0,
    ...p,
  }),
  play: (
    card: string,
    targets: (number | null)[],
    p: { extra?: boolean; ante?: number; to?: number } = {},
  ): NpAction => ({
    type: 'play',
    card,
    targets,
    extra: p.extra ?? false,
    to: p.to ?? null,
    ante: p.ante ?? 0,
  }),
};

/**
 * `actionSchema` as a table, read without zod: for each action type its fields in the schema's order,
 * each with a reader that gives the value as the schema gives it (arrays and markers copied) or
 * `BAD`. `readAction` is the schema's fast path for well-formed actions, which are nearly all of
 * them: anything it does not take as it stands (a missing or wrong field, an object that is not
 * plain) goes to zod, so a refusal and its message are zod's. actions.test.ts checks the two agree.
 */
const BAD = Symbol('bad');
type Reader = (v: unknown) => unknown;
const int =
  (min: number, max: number): Reader =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? v : BAD;
const str: Reader = (v) => (typeof v === 'string' ? v : BAD);
const bool: Reader = (v) => (typeof v === 'boolean' ? v : BAD);
const orNull =
  (r: Reader): Reader =>
  (v) =>
    v === null ? null : r(v);
const list =
  (r: Reader, max: number): Reader =>
  (v) => {
    if (!Array.isArray(v) || v.length > max) return BAD;
    const out: unknown[] = [];
    for (let k = 0; k < v.length; k++) {
      if (!(k in v)) return BAD;
      const x = r(v[k]);
      if (x === BAD) return BAD;
      out.push(x);
    }
    return out;
  };
const plain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};
/** Reads the fields of `shape` from `v` into a new object, in the shape's order. */
function readFields(
  v: Record<string, unknown>,
  shape: readonly (readonly [string, Reader])[],
  into: Record<string, unknown>,
) {
  for (const [key, read] of shape) {
    if (!Object.hasOwn(v, key)) return BAD;
    const x = read(v[key]);
    if (x === BAD) return BAD;
    into[key] = x;
  }
  return into;
}
const POS = int(1, 9);
const SEAT = int(0, 4);
const MONEY = int(0, 1000);
const MARKER_SHAPE = [
  ['pos', POS],
  ['owner', int(-1, 4)],
  ['coin', bool],
] as const;
const MARKER: Reader = (v) => (plain(v) ? readFields(v, MARKER_SHAPE, {}) : BAD);
const SHAPES: Record<string, readonly (readonly [string, Reader])[]> = {
  place: [['pos', POS]],
  play: [
    ['card', str],
    ['targets', list(orNull(POS), 4)],
    ['extra', bool],
    ['to', orNull(SEAT)],
    ['ante', MONEY],
  ],
  use: [
    ['card', str],
    ['pos', orNull(POS)],
    ['pos2', orNull(POS)],
    ['seat', orNull(SEAT)],
    ['gangster', orNull(str)],
    ['ante', MONEY],
  ],
  'discard-place': [
    ['card', str],
    ['pos', POS],
    ['ante', MONEY],
  ],
  pass: [],
  shakedown: [['card', str]],
  power: [
    ['pos', orNull(POS)],
    ['seat', orNull(SEAT)],
    ['markers', list(MARKER, 3)],
    ['targets', list(POS, 3)],
  ],
  ability: [
    ['pos', orNull(POS)],
    ['pos2', orNull(POS)],
    ['seat', orNull(SEAT)],
    ['amount', int(0, 100)],
    ['markers', list(MARKER, 5)],
  ],
  move: [],
  reroll: [['free', bool]],
  'call-off': [],
  decline: [],
  rule: [['seat', SEAT]],
  permit: [['allow', bool]],
  keep: [
    ['card', str],
    ['to', SEAT],
  ],
  buy: [['count', int(0, 20)]],
  fill: [['gangster', str]],
  offer: [
    ['to', SEAT],
    ['money', MONEY],
    ['cards', list(str, 20)],
    ['ask', MONEY],
    ['promise', (v) => (typeof v === 'string' && v.length <= 200 ? v : BAD)],
  ],
  answer: [
    ['offer', int(0, Number.MAX_SAFE_INTEGER)],
    ['accept', bool],
  ],
  'hand-coin': [
    ['pos', POS],
    ['to', SEAT],
  ],
  give: [
    ['to', SEAT],
    ['money', MONEY],
    ['cards', list(str, 20)],
  ],
};

/** `raw` as `actionSchema` would give it when it is a well-formed action as it stands, else null. */
export function readAction(raw: unknown): NpAction | null {
  if (!plain(raw) || typeof raw.type !== 'string' || !Object.hasOwn(SHAPES, raw.type)) return null;
  const read = readFields(raw, SHAPES[raw.type] ?? [], { type: raw.type });
  return read === BAD ? null : (read as NpAction);
}

/**
 * The clause each kind of action answers to, named when a malformed one is refused (apply.ts): the
 * rule the action carries out, as the schema's comments cite it.
 */
export const ACTION_CLAUSE: Readonly<Record<NpAction['type'], string>> = {
  place: 'NP-3.15',
  play: 'NP-6.2.1',
  use: 'NP-6.3.1',
  'discard-place': 'NP-6.3.2',
  pass: 'NP-6.1.5',
  shakedown: 'NP-13.1.1',
  power: 'NP-7.7.2',
  ability: 'NP-7.7.3',
  move: 'NP-7.8.1',
  reroll: 'NP-7.11.1',
  'call-off': 'NP-19.2',
  decline: 'NP-7.7.1',
  rule: 'NP-7.2.6',
  permit: 'NP-7.13.1',
  keep: 'NP-16.1',
  buy: 'NP-8.3.1',
  fill: 'NP-10.3.2',
  offer: 'NP-13.4.2',
  answer: 'NP-13.4.2',
  'hand-coin': 'NP-13.4.4',
  give: 'NP-13.4.2',
};

/**
 * Fields a sent action carries that its type has not: the schema drops them, so `parseNpAction` keeps
 * them on the parsed action — a marker's under its path, `markers.0.colour` — for `apply` to judge by
 * the game's rules edition (from edition 4 such an action is refused; older games drop them, as they
 * always did, so their stored histories replay unchanged).
 */
export function extraFields(a: object): string[] {
  if (onlyOwnFields(a)) return [];
  const shape = SHAPES[(a as { type?: unknown }).type as string] as readonly (readonly [string, Reader])[];
  return Object.keys(a).filter((k) => k !== 'type' && !shape.some(([f]) => f === k));
}

/**
 * The common case of `extraFields`, found without making a list: an action of no known type, or with
 * exactly its type's fields (every action a table, a bot or a playout sends). False leaves it to
 * `extraFields`, which may still find none.
 */
export function onlyOwnFields(a: object): boolean {
  const shape = SHAPES[(a as { type?: unknown }).type as string];
  if (!shape) return true;
  let n = 0;
  for (const _ in a) n++;
  return n === shape.length + 1;
}

/**
 * The parsed action `a`, with the fields `raw` carried that the schema dropped (see `extraFields`); `a`
 * itself when there are none (every action a table or a bot sends), with no copy made to find out.
 */
function withExtras(raw: unknown, a: NpAction): NpAction {
  if (!plain(raw)) return a;
  let out: Record<string, unknown> | null = null;
  for (const k of extraFields(raw)) keep((out ??= { ...a }), k, raw[k]);
  const markers = raw.markers;
  if (Array.isArray(markers) && 'markers' in a)
    for (let i = 0; i < markers.length; i++) {
      const m: unknown = markers[i];
      if (!plain(m)) continue;
      for (const k of Object.keys(m))
        if (!MARKER_SHAPE.some(([f]) => f === k)) keep((out ??= { ...a }), `markers.${i}.${k}`, m[k]);
    }
  return out ? (out as NpAction) : a;
}

/** Sets an own field, whatever its name (`__proto__` included). */
function keep(out: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
}
