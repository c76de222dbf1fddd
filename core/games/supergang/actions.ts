/**
 * Every SuperGang action as a zod-validated union. `parseAction` checks only the shape of untrusted input;
 * whether an action is legal now is `apply`'s business and is answered with a clause ID.
 */
import { z } from 'zod';
import { ok, refuse, type Result } from '../../engine/result';

const id = z.string().min(1).max(64);
const kind = z.enum(['killer', 'vamp', 'dealer']);
const price = z.number().int().min(-1320).max(1320);

export const actionSchema = z.discriminatedUnion('type', [
  // The start of a turn (SG-9.4.1, SG-9.0.2)
  z.object({ type: z.literal('buy-cops') }),
  z.object({ type: z.literal('roll') }),
  // Cops (SG-9.1, SG-9.3, SG-15); `to` null: no move is possible with this die
  z.object({
    type: z.literal('cop-move'),
    group: z.number().int().min(0).max(1),
    to: id.nullable(),
    /** The gangster arrested on arrival (SG-9.3.2), if any. */
    arrest: id.nullable(),
  }),
  z.object({ type: z.literal('answer-arrest'), rebel: z.boolean() }),
  // Characters (SG-4); `to` null: no move is possible with this die
  z.object({ type: z.literal('move'), character: id, to: id.nullable() }),
  // SG-11.4.4: before leaving the centre, shoot an injured opponent lying in the clinic
  z.object({ type: z.literal('clinic-attack'), character: id, target: id }),
  // On the last square (SG-4.3.4, SG-5, SG-6, SG-7)
  z.object({ type: z.literal('coward') }),
  z.object({ type: z.literal('racket') }),
  z.object({ type: z.literal('buy') }),
  z.object({
    type: z.literal('stick-up'),
    mode: z.enum(['money', 'ownership']),
    defender: z.number().int().min(0).max(4).nullable(),
  }),
  z.object({ type: z.literal('kill'), targets: z.array(id).min(1).max(12) }),
  z.object({ type: z.literal('vamp'), target: id }),
  z.object({ type: z.literal('buy-pawns'), count: z.number().int().min(2).max(10) }),
  z.object({ type: z.literal('deal'), section: id }),
  z.object({ type: z.literal('recruit'), kind }),
  // SG-7.7 haggling over a recruit: the owner names a price (null: no sale); the buyer takes it, walks away or
  // offers less; the owner may take the buyer's offer. Negative prices pass the shape check so the rules
  // can refuse them by name.
  z.object({ type: z.literal('answer-recruit'), price: price.nullable() }),
  z.object({ type: z.literal('counter-price'), price }),
  z.object({ type: z.literal('take-price') }),
  z.object({ type: z.literal('walk-away') }),
  z.object({ type: z.literal('take-token'), shop: id }),
  z.object({ type: z.literal('done') }),
  // Duels (SG-11): one arrow at one target; its outcome is the shot the host supplies
  z.object({ type: z.literal('shoot'), target: id }),
  // SG-11.4.5: cash one gang hands another, as the table agreed, at any moment
  z.object({ type: z.literal('pay'), to: z.number().int().min(0).max(4), amount: z.number().int().min(1).max(1320) }),
  // Table actions: abandoning (SG-14.1) and the four-minute clock (SG-13.1)
  z.object({ type: z.literal('abandon') }),
  z.object({ type: z.literal('time-up') }),
]);

export type SuperGangAction = z.infer<typeof actionSchema>;

/**
 * A decision that does nothing: a character done on his stop with nothing more to do there (SG-4.3.4), or a
 * die with no move to make for a character or the cops. Counted apart from moves when a player is told what
 * a computer player did in their seat: it makes no line in the case file, or only the next gang's turn.
 */
export function isPass(a: { readonly type?: unknown; readonly to?: unknown }): boolean {
  return a.type === 'done' || ((a.type === 'move' || a.type === 'cop-move') && a.to === null);
}

/** The types that carry nothing but their name, as the schema lists them (read by hand: `byHand`). */
const BARE: ReadonlySet<string> = new Set([
  'buy-cops',
  'roll',
  'coward',
  'racket',
  'buy',
  'take-price',
  'walk-away',
  'done',
  'abandon',
  'time-up',
]);

function isId(v: unknown): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= 64;
}

function isIdOrNull(v: unknown): v is string | null {
  return v === null || isId(v);
}

function isInt(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

function isIds(v: unknown): v is string[] {
  if (!Array.isArray(v) || v.length < 1 || v.length > 12) return false;
  for (let i = 0; i < v.length; i++) if (!isId(v[i])) return false;
  return true;
}

const KINDS: readonly unknown[] = ['killer', 'vamp', 'dealer'];
const PRICE = 1320;

/**
 * Every action read by hand: the schema's own answer for a plain object it accepts, a new object (and a
 * new list of targets) with the schema's keys in the schema's order, anything else the object holds left
 * out, as the schema leaves it out. Null for anything this does not accept: the schema then answers, or
 * names what is wrong. The schema took about a twentieth of a SuperGang reducer's time per action in the
 * host's step (a stick-up or a killing several times that). actions.test.ts checks both give the same.
 */
function byHand(raw: unknown): SuperGangAction | null {
  if (typeof raw !== 'object' || raw === null || Object.getPrototypeOf(raw) !== Object.prototype) return null;
  const a = raw as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string') return null;
  if (BARE.has(type)) return { type } as SuperGangAction;
  switch (type) {
    case 'move':
      return isId(a.character) && isIdOrNull(a.to) ? { type, character: a.character, to: a.to } : null;
    case 'cop-move':
      return isInt(a.group, 0, 1) && isIdOrNull(a.to) && isIdOrNull(a.arrest)
        ? { type, group: a.group, to: a.to, arrest: a.arrest }
        : null;
    case 'answer-arrest':
      return typeof a.rebel === 'boolean' ? { type, rebel: a.rebel } : null;
    case 'clinic-attack':
      return isId(a.character) && isId(a.target) ? { type, character: a.character, target: a.target } : null;
    case 'stick-up':
      return (a.mode === 'money' || a.mode === 'ownership') && (a.defender === null || isInt(a.defender, 0, 4))
        ? { type, mode: a.mode, defender: a.defender }
        : null;
    case 'kill':
      return isIds(a.targets) ? { type, targets: a.targets.slice() } : null;
    case 'vamp':
    case 'shoot':
      return isId(a.target) ? { type, target: a.target } : null;
    case 'buy-pawns':
      return isInt(a.count, 2, 10) ? { type, count: a.count } : null;
    case 'deal':
      return isId(a.section) ? { type, section: a.section } : null;
    case 'recruit':
      return KINDS.includes(a.kind) ? { type, kind: a.kind as Kind } : null;
    case 'answer-recruit':
      return a.price === null || isInt(a.price, -PRICE, PRICE) ? { type, price: a.price } : null;
    case 'counter-price':
      return isInt(a.price, -PRICE, PRICE) ? { type, price: a.price } : null;
    case 'take-token':
      return isId(a.shop) ? { type, shop: a.shop } : null;
    case 'pay':
      return isInt(a.to, 0, 4) && isInt(a.amount, 1, PRICE) ? { type, to: a.to, amount: a.amount } : null;
    default:
      return null;
  }
}

type Kind = z.infer<typeof kind>;

export function parseAction(raw: unknown): Result<SuperGangAction> {
  const fast = byHand(raw);
  if (fast) return ok(fast);
  const r = actionSchema.safeParse(raw);
  if (r.success) return ok(r.data);
  const issue = r.error.issues[0];
  return refuse(
    'BAD_ACTION',
    '',
    `Not a SuperGang action: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
  );
}
