/**
 * Options → the starting state (SG-3): the first player by the highest throw of the three dice (ties
 * throw again), every character in the centre, no money (SG-3.4), the bank full (SG-12.1), every shop
 * free, the cops in the centre waiting for the fourth turn (SG-9.1.2).
 */
import type { Roller } from '../../engine/dice';
import { publicEvent, type GameEvent } from '../../engine/events';
import { listed, seatRef } from '../../engine/words';
import type { SgCity } from './city';
import { editionFor, GANG_COLOURS, KINDS, type SuperGangOptionsState, type SuperGangState } from './state';
import { beginTurn } from './rules/turn';
import { tableFor } from './setup-data';

/**
 * SG-3.1: each player throws the three dice; the highest begins, ties throw again among themselves. From
 * edition 8 (`ed`) a tie names who throws again, its line filed between the two throws.
 */
export function firstPlayer(gangs: number, roller: Roller, events: GameEvent[], ed = 1): number {
  let tied = Array.from({ length: gangs }, (_, i) => i);
  for (;;) {
    const totals = tied.map((seat) => roller.dice(3, 6, { label: `${seatRef(seat)} throws for first player` }));
    const sums = totals.map((d) => d.reduce((a, b) => a + b, 0));
    const best = Math.max(...sums);
    const top = tied.filter((_, i) => sums[i] === best);
    if (top.length === 1) {
      const first = top[0] as number;
      events.push(
        publicEvent('first', `${seatRef(first)} threw highest (${best}) and begins.`, { seat: first }, 'SG-3.1'),
      );
      return first;
    }
    const tie =
      ed >= 8
        ? `${listed(top.map(seatRef))} tie at ${best} and throw again.`
        : `A tie at ${best}: those tied throw again.`;
    events.push(publicEvent('first', tie, undefined, 'SG-3.1'));
    tied = top;
  }
}

export function initialState(
  options: SuperGangOptionsState,
  seats: number,
  roller: Roller,
  city: SgCity,
  engineVersion?: string,
): { state: SuperGangState; events: GameEvent[] } {
  const gangs = options.police ? seats - 1 : seats;
  const events: GameEvent[] = [];
  // Games of engine version 1 have no edition field, so their states hash as they always did.
  const ed = editionFor(engineVersion);
  // Edition 8 files each throw among the lines (a tie, then the throw again); before, every die came first.
  if (ed >= 8) roller.logTo?.((e) => events.push(e));
  const first = firstPlayer(gangs, roller, events, ed);
  const s: SuperGangState = {
    seats,
    options,
    gangs: Array.from({ length: gangs }, (_, i) => ({
      seat: i,
      colour: GANG_COLOURS[i] ?? `gang${i}`,
      cash: 0,
      stock: 0,
      eliminated: false,
      ownsCops: false,
    })),
    policeSeat: options.police ? seats - 1 : null,
    characters: Array.from({ length: gangs }, (_, g) =>
      KINDS.map((kind) => ({
        id: interned(`${GANG_COLOURS[g] ?? `gang${g}`}-${kind}`),
        gang: g,
        kind,
        place: 'centre' as const,
        pos: null,
        sentence: 0,
        record: [],
        unseen: [],
        arrestedInClinic: false,
        vampedBy: null,
        lastVamped: null,
      })),
    ).flat(),
    shops: Object.fromEntries(city.shops.map((x) => [x.id, { owner: null, racket: null }])),
    traffic: {},
    cops: [
      { pos: null, out: null },
      { pos: null, out: null },
    ],
    bank: tableFor(gangs).bank,
    order: Array.from({ length: gangs }, (_, k) => (first + k) % gangs),
    turn: {
      number: 1,
      gang: first,
      dice: {},
      copDice: [],
      copsToMove: [],
      copSeat: null,
      toMove: [],
      acting: null,
      dueled: false,
      stuckUp: [],
      clinicShots: [],
      done: [],
      arrest: null,
      recruit: null,
      phase: 'start',
    },
    duel: null,
    winner: null,
    endReason: null,
  };
  if (ed > 1) s.edition = ed;
  events.push(
    publicEvent(
      'start',
      `Every character starts in the centre; the bank holds ${s.bank} million and nobody has a cent.`,
      { bank: s.bank },
      'SG-3.4',
    ),
  );
  const c = { s, events, roller };
  beginTurn(c, first);
  return { state: s, events };
}

/**
 * `id`, as the engine's one copy of that text: a character's id is a key of the turn's dice record and is
 * compared with ids all game, and a key made at run time (not in the engine's table of names) is looked up
 * in that table on every such read. The same text either way, so states and hashes are unchanged.
 */
function interned(id: string): string {
  return Object.keys({ [id]: 0 })[0] ?? id;
}
