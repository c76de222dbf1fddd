/**
 * Every Gangsters action as a zod-validated union. `parseAction` checks only the shape of untrusted input;
 * whether an action is legal now is `apply`'s business and is answered with a clause ID.
 */
import { z } from 'zod';
import { ok, refuse, type Result } from '../../engine/result';
import { FACINGS } from './board';

const id = z.string().min(1).max(64);
const facing = z.enum(FACINGS).nullable();
const seat = z.number().int().min(0).max(4);
const gangster = z.enum(['racketeer', 'thug', 'vamp']);
const money = z.number().int().min(0).max(1_000_000);
const side = z.object({ joints: z.array(id).max(40), cash: money });

export const actionSchema = z.discriminatedUnion('type', [
  // Setup (G-4)
  z.object({ type: z.literal('draft'), building: id }),
  z.object({
    type: z.literal('recruit-plan'),
    racketeer: z.number().int().min(0).max(10),
    thug: z.number().int().min(0).max(10),
    vamp: z.number().int().min(0).max(1),
  }),
  z.object({ type: z.literal('placement'), racketeer: id.nullable(), thug: id.nullable(), vamp: id.nullable() }),
  // Buy Phase (G-5.1, G-8, G-14, G-16)
  z.object({ type: z.literal('buy') }),
  z.object({ type: z.literal('improve') }),
  z.object({ type: z.literal('sell'), joint: id }),
  z.object({ type: z.literal('equip'), item: z.enum(['heaters', 'wheels', 'siren']) }),
  z.object({ type: z.literal('offer-trade'), to: seat, give: side, get: side }),
  z.object({ type: z.literal('answer-trade'), accept: z.boolean() }),
  z.object({ type: z.literal('roll') }),
  // Cops (G-5.3, G-9, G-16.4, G-17.2)
  z.object({ type: z.literal('defer') }),
  z.object({
    type: z.literal('cop-move'),
    cop: z.number().int(),
    to: id,
    facing,
    donut: z.boolean().optional(),
    /** G-10.2: reach `to` by a Subway transfer (true) or without one (false); unset prefers no transfer. */
    subway: z.boolean().optional(),
  }),
  z.object({ type: z.literal('cop-start'), to: id, facing, subway: z.boolean().optional() }),
  z.object({ type: z.literal('bribe'), cop: z.number().int().nullable() }),
  z.object({ type: z.literal('donut-flip') }),
  z.object({ type: z.literal('cop-none') }),
  z.object({ type: z.literal('rebuff') }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('return-badge') }),
  z.object({ type: z.literal('remove-donut'), cop: z.number().int() }),
  // Movement Phase (G-5.4, G-6, G-7, G-13)
  z.object({
    type: z.literal('move'),
    piece: gangster,
    to: id,
    facing,
    criminal: z.boolean(),
    wheels: z.boolean().optional(),
    subway: z.boolean().optional(),
    seduce: z
      .array(
        z.object({
          seat,
          kind: z.enum(['racketeer', 'thug']),
          at: id.optional(),
          entryFacing: z.enum(FACINGS).optional(),
        }),
      )
      .max(2)
      .optional(),
  }),
  z.object({ type: z.literal('move-public'), public: z.number().int().min(0).max(3).nullable(), to: id, facing }),
  z.object({
    type: z.literal('recruit'),
    piece: gangster,
    count: z.number().int().min(1).max(10),
    at: id.nullable().optional(),
    /** G-7.4 (edition 6): the facing of a piece entering on a Subway street; unset, the first way the street runs. */
    entryFacing: z.enum(FACINGS).optional(),
  }),
  z.object({ type: z.literal('retract') }),
  z.object({ type: z.literal('end-move') }),
  z.object({ type: z.literal('clock-expired') }),
  // Shootouts (G-11.4, G-11.5, G-12.4)
  z.object({ type: z.literal('declare-hit'), target: z.number().int().min(-1).max(4).nullable() }),
  z.object({ type: z.literal('bust'), target: z.string().min(1).max(32) }),
  z.object({ type: z.literal('aim'), split: z.array(z.number().int().min(0).max(100)).max(6) }),
  z.object({ type: z.literal('absorb'), alloc: z.record(z.string().max(32), z.number().int().min(0).max(100)) }),
  // Table actions any seat may send at any time (G-6.91, G-9.5, G-16.4, G-15.2)
  z.object({ type: z.literal('fine'), offender: seat }),
  z.object({ type: z.literal('time-up') }),
]);

export type GangstersAction = z.infer<typeof actionSchema>;
export type ActionType = GangstersAction['type'];

/**
 * A decision that does nothing: letting a Cop's move stand unrebuffed (G-9.5), a turn with no Cop action to
 * take (G-9.4), or ending the Movement Phase (G-6). Counted apart from moves when a player is told what a
 * computer player did in their seat; the first makes no line in the case file, the others read as what
 * followed (the Crime Track, the next turn).
 */
export function isPass(a: { readonly type?: unknown }): boolean {
  return a.type === 'pass' || a.type === 'cop-none' || a.type === 'end-move';
}

/** The actions that are their type alone (zod's answer for `{ type }` of one of these is `{ type }`). */
const BARE: ReadonlySet<unknown> = new Set([
  'buy',
  'improve',
  'roll',
  'defer',
  'donut-flip',
  'cop-none',
  'rebuff',
  'pass',
  'return-badge',
  'retract',
  'end-move',
  'clock-expired',
  'time-up',
]);

/** `raw` as a plain record with the one field `type`, naming an action with no other field; else null. */
function bare(raw: unknown): GangstersAction | null {
  if (typeof raw !== 'object' || raw === null || Object.getPrototypeOf(raw) !== Object.prototype) return null;
  let type: unknown;
  let n = 0;
  for (const key in raw) {
    if (key !== 'type' || ++n > 1) return null;
    type = (raw as { type: unknown }).type;
  }
  return n === 1 && BARE.has(type) ? ({ type } as GangstersAction) : null;
}

/** Validates the shape of an untrusted action. */
export function parseAction(raw: unknown): Result<GangstersAction> {
  // Half the actions of a game carry nothing but their type: answered as zod would, without it.
  const plain = bare(raw);
  if (plain) return ok(plain);
  const r = actionSchema.safeParse(raw);
  if (r.success) return ok(r.data);
  const issue = r.error.issues[0];
  const where = issue && issue.path.length ? ` (${issue.path.join('.')})` : '';
  return refuse('BAD_ACTION', '', `That is not a Gangsters action${where}: ${issue?.message ?? 'unknown shape'}.`);
}
