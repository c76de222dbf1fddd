/**
 * The mid-round part of the scenario notation (see scenario.ts): open response windows, trade
 * offers, tie rulings, silenced and promoted gangsters, and the order of the decks — what a bug
 * report needs to start from the very moment something happened.
 */
import { z } from 'zod';
import { err, ok, ruleError, type Result } from '../../engine/result';
import type { JsonValue } from '../../engine/json';
import { content } from './content';
import { recordRuling } from './rules/model';
import type { Interrupt, NpState, Offer } from './state';

const seat = z.number().int().min(0).max(4);
const pos = z.number().int().min(1).max(9);
const gangster = z.string();
const money = z.number().int().min(0);
const face = z.number().int().min(0).max(5);
const style = z.object({
  gain: z.number().int(),
  suicide: z.boolean(),
  reroll: z.boolean(),
  announcePay: z.number().int().min(0),
});
const statThen = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ability'), seat, target: seat.nullable() }),
  z.object({ kind: z.literal('payout'), pos, respect: z.number().int().nullable() }),
  z.object({ kind: z.literal('move'), pos, target: pos, face }),
  z.object({ kind: z.literal('final'), rolled: z.record(z.string(), z.number().int()) }),
  z.object({ kind: z.literal('move-victim'), pos, mover: gangster, target: pos, face, respect: z.number().int() }),
  z.object({ kind: z.literal('whack-victim'), seat, shooter: gangster, style }),
]);

/** One open window, exactly as the state keeps it (state.ts `Interrupt`), innermost last. */
export const interruptSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tie'),
    pos,
    tied: z.array(seat).min(2),
    chooser: seat,
    hit: z.object({ seat, shooter: gangster, victim: gangster, style, worth: z.number().int().nullable() }).optional(),
    move: z
      .object({
        pos,
        mover: gangster,
        target: pos,
        face,
        respect: z.number().int(),
        worth: z.number().int().nullable(),
      })
      .optional(),
    moving: z.object({ pos, mover: gangster, target: pos, face }).optional(),
  }),
  z.object({ kind: z.literal('gift'), seat }),
  z.object({ kind: z.literal('split'), seat, cards: z.array(z.string()).length(2) }),
  z.object({ kind: z.literal('reroll'), pos, mover: gangster, target: pos, face, declined: z.array(seat) }),
  z.object({ kind: z.literal('blackmail'), pos, actor: seat, blackmailer: seat, proposal: z.any() }),
  z.object({
    kind: z.literal('whack'),
    seat,
    shooter: gangster,
    victim: gangster,
    style,
    declined: z.array(seat),
  }),
  z.object({ kind: z.literal('payout'), declined: z.array(seat) }),
  z.object({
    kind: z.literal('whack-reroll'),
    seat,
    shooterSeat: seat,
    shooter: gangster,
    victim: gangster,
    style,
    face: z.enum(['gun', 'capo', 'seven', 'blank']),
  }),
  z.object({
    kind: z.literal('stat-reroll'),
    seat,
    roller: seat,
    gangster,
    stat: z.enum(['roll', 'respect', 'money']),
    face,
    value: z.number().int(),
    then: statThen,
    declined: z.array(seat).nullable(),
  }),
  z.object({ kind: z.literal('insurance'), seat, loss: z.number().int() }),
  z.object({ kind: z.literal('leo') }),
]);

/** A trade offer waiting for an answer; `id` defaults to its place in the list. */
export const offerSchema = z.object({
  id: z.number().int().min(0).optional(),
  from: seat,
  to: seat,
  money,
  cards: z.array(z.string()).default([]),
  ask: money,
  promise: z.string().max(200).default(''),
});

/** The mid-round fields of `position` (merged into scenario.ts's position schema). */
export const midRoundShape = {
  /** The top of the Gangster deck, in drawing order (the rest of the deck follows). */
  gangsterDeck: z.array(z.string()).optional(),
  /** The top of the Influence deck (card instances, `design#copy`), in drawing order. */
  influenceDeck: z.array(z.string()).optional(),
  influenceDiscard: z.array(z.string()).optional(),
  interrupts: z.array(interruptSchema).optional(),
  /** Tie rulings this round: position → the seat ruled to control it (NP-7.2.6). */
  rulings: z.record(z.string().regex(/^[1-9]$/), seat).optional(),
  silenced: z.array(gangster).optional(),
  promoted: z.array(gangster).optional(),
  offers: z.array(offerSchema).optional(),
};

type MidRound = { [K in keyof typeof midRoundShape]?: z.infer<(typeof midRoundShape)[K]> };

function bad(message: string): Result<never> {
  return err(ruleError('BAD_SCENARIO', '', message));
}

/** Moves `top` to the front of `deck`, in order; every card named must be in the deck. */
function stack(deck: readonly string[], top: readonly string[], what: string): Result<string[]> {
  const missing = top.filter((c) => !deck.includes(c));
  if (missing.length > 0)
    return bad(`${what}: ${missing.join(', ')} cannot be in the deck (unknown, or already elsewhere).`);
  if (new Set(top).size !== top.length) return bad(`${what}: a card is named twice.`);
  return ok([...top, ...deck.filter((c) => !top.includes(c))]);
}

/**
 * Applies the mid-round fields to a state built from the rest of the position: decks, discards,
 * windows, offers, rulings. Money and markers are already settled; this checks names and ownership.
 */
export function applyMidRound(s: NpState, p: MidRound): Result<true> {
  const byId = content().gangsterById;
  if (p.influenceDiscard) {
    const d = stack(s.influenceDeck, p.influenceDiscard, 'position.influenceDiscard');
    if (!d.ok) return d;
    s.influenceDeck = d.value.slice(p.influenceDiscard.length);
    s.influenceDiscard = [...p.influenceDiscard];
  }
  if (p.influenceDeck) {
    const d = stack(s.influenceDeck, p.influenceDeck, 'position.influenceDeck');
    if (!d.ok) return d;
    s.influenceDeck = d.value;
  }
  if (p.gangsterDeck) {
    const d = stack(s.gangsterDeck, p.gangsterDeck, 'position.gangsterDeck');
    if (!d.ok) return d;
    s.gangsterDeck = d.value;
  }
  const onBoard = (g: string) => s.positions.includes(g);
  for (const [k, list] of [
    ['silenced', p.silenced],
    ['promoted', p.promoted],
  ] as const) {
    const off = (list ?? []).filter((g) => !onBoard(g));
    if (off.length > 0) return bad(`position.${k}: ${off.join(', ')} is not in a position.`);
  }
  if (p.silenced) s.silenced = [...p.silenced];
  if (p.promoted) s.promoted = [...p.promoted];
  for (const [at, ruled] of Object.entries(p.rulings ?? {})) {
    const g = s.positions[Number(at) - 1];
    if (!g) return bad(`position.rulings.${at}: that position is empty.`);
    if (ruled >= s.seats) return bad(`position.rulings.${at}: there is no seat ${ruled}.`);
    recordRuling(s, g, ruled);
  }
  if (p.offers) {
    const offers: Offer[] = [];
    for (const [k, o] of p.offers.entries()) {
      if (o.from >= s.seats || o.to >= s.seats || o.from === o.to)
        return bad(`position.offers.${k}: an offer goes from one seat to another.`);
      if (!o.cards.every((c) => (s.hands[o.from] ?? []).includes(c)))
        return bad(`position.offers.${k}: the offerer does not hold those cards.`);
      offers.push({
        id: o.id ?? k,
        from: o.from,
        to: o.to,
        money: o.money,
        cards: o.cards,
        ask: o.ask,
        promise: o.promise,
      });
    }
    if (new Set(offers.map((o) => o.id)).size !== offers.length) return bad('position.offers: two offers share an id.');
    s.offers = offers;
    s.nextOffer = Math.max(-1, ...offers.map((o) => o.id)) + 1;
  }
  if (p.interrupts) {
    for (const [k, w] of p.interrupts.entries()) {
      const named = [
        'mover' in w ? w.mover : null,
        'shooter' in w ? w.shooter : null,
        'victim' in w ? w.victim : null,
        'gangster' in w ? w.gangster : null,
      ].filter((g): g is string => g !== null);
      const unknown = named.filter((g) => !byId[g]);
      if (unknown.length > 0) return bad(`position.interrupts.${k}: unknown gangster(s) ${unknown.join(', ')}.`);
      const seats = [
        'seat' in w ? w.seat : 0,
        'chooser' in w ? w.chooser : 0,
        'blackmailer' in w ? w.blackmailer : 0,
        'actor' in w ? w.actor : 0,
        ...('tied' in w ? w.tied : []),
      ];
      if (seats.some((x) => x >= s.seats)) return bad(`position.interrupts.${k}: names a seat the game does not have.`);
    }
    s.interrupts = p.interrupts.map((w) => w as unknown as JsonValue as Interrupt);
  }
  return ok(true);
}
