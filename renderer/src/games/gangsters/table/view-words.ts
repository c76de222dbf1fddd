/**
 * Buttons that say more than the action alone can, from what the table shows: what "take back" would
 * undo (G-6.92), "Take back the Thug's move to Lou's Diner" rather than a bare "Take back the move", and
 * what a recruit, a building, an improvement or a bribe costs.
 */
import type { GangstersView } from '@core/games/gangsters/view';
import { money } from '@core/games/gangsters/rules/common';
import { baseValue } from '@core/games/gangsters/rules/places';
import { recruitPrice } from '@core/games/gangsters/rules/recruiting';
import { moveOptions } from '@core/games/gangsters/rules/sequence-helpers';
import { copUndoOf } from '@core/games/gangsters/rules/cop-retract';
import type { GangstersState, UndoState } from '@core/games/gangsters/state';
import type { GAction } from './legal';
import { actionWords, PIECE_WORDS, type Namer } from './words';

const PUBLIC = 'public:';

/** The words of the take-back button for this position; the bare words when the view does not say more. */
export function retractWords(gs: GangstersView, n: Namer): string {
  const undo = gs.turn.undo;
  if (!undo) return 'Take back the move';
  // A building's name is short ("to Lou's Diner"); a street space's is a sentence of its own ("Levee
  // Street, 3 spaces west of Canal Street"), too long for a button, so the piece alone says it there.
  const to = (at: string | null | undefined, what: string): string => {
    const place = at ? n.place(at) : '';
    return place && !place.includes(',') ? `Take back ${what} move to ${place}` : `Take back ${what} move`;
  };
  // Edition 7: the Cop the active player moved or started is the piece under the pawn.
  // (A seat's view of the snapshot differs from the state's only in the Gangs, which `copUndoOf` never reads.)
  const cop = copUndoOf(undo as unknown as UndoState);
  if (cop) {
    if (cop.cop === null) return 'Take back the Cop move';
    return to(gs.cops.find((c) => c.strength === cop.cop)?.at, `Cop ${cop.cop}’s`);
  }
  const last = gs.turn.moved[gs.turn.moved.length - 1];
  if (last === undefined) return 'Take back the move';
  if (last.startsWith(PUBLIC)) {
    const id = Number(last.slice(PUBLIC.length));
    return to(gs.publics.find((p) => p.id === id)?.at, 'the Public’s');
  }
  const piece = gs.gangs.find((g) => g.seat === gs.turn.seat)?.pieces[last as 'racketeer' | 'thug' | 'vamp'];
  return to(piece?.at, `the ${PIECE_WORDS[last] ?? last}’s`);
}

/** A recruit with its price (G-7.2): "Recruit 1 Thug for $900", so that one click never spends unseen money. */
export function recruitWords(
  gs: GangstersView,
  seat: number,
  a: Extract<GAction, { type: 'recruit' }>,
  n: Namer,
): string {
  const gang = gs.gangs.find((g) => g.seat === seat);
  const words = actionWords(a, n);
  if (!gang) return words;
  // The price reads the turn's dice and the Gang's strength, both in every view.
  const price = recruitPrice(gs as unknown as GangstersState, gang as never, a.piece, a.count);
  return price > 0 ? `${words} for ${money(price)}` : words;
}

/**
 * A purchase named with its place and price: "Buy Huff's Café for $400" (G-5.2), "Improve Huff's Café
 * for $400" (G-5.3), "Try a bribe, blue die on Cop 9: pay $500, then draw which Cop you get" (G-5.5: a hundred times the blue
 * die; G-9.5: the Bribe drawn at random). Null when the view does not say (the action's own words then).
 */
export function priceWords(gs: GangstersView, seat: number, a: GAction, n: Namer): string | null {
  if (a.type === 'bribe') {
    // What the click does (G-9.5): the blue die goes on a Cop, and after the Movement Phase the price is
    // paid and a Bribe drawn at random — it may be any Cop's, so the button never promises the one the die is on.
    const price = 100 * (gs.turn.dice.blue ?? 0);
    const on = a.cop === null ? 'a Cop still in the cup' : `Cop ${a.cop}`;
    // What is tried, where the die goes, what it costs, and that the Cop won is drawn: "Draw a Bribe at random
    // for $500 · blue die on Cop 9" read as two things, and "Blue die on Cop 9 to bribe: …" as buying Cop 9.
    return price > 0 ? `Try a bribe, blue die on ${on}: pay ${money(price)}, then draw which Cop you get` : null;
  }
  if (a.type !== 'buy' && a.type !== 'improve') return null;
  const at = gs.gangs.find((g) => g.seat === seat)?.pieces.racketeer?.at;
  if (!at) return null;
  return `${a.type === 'buy' ? 'Buy' : 'Improve'} ${n.place(at)} for ${money(baseValue(at))}`;
}

/**
 * In the Movement Phase, how many moves the Gang has left (G-6.1: half its Racketeers' strength, at
 * least one), so nobody learns it only when the moves run out: short words for beside the heading, and
 * why in a sentence. Null outside its own Movement Phase.
 */
export function movesNote(gs: GangstersView, seat: number | null): { text: string; why: string } | null {
  if (seat === null || gs.phase !== 'move' || gs.turn.seat !== seat) return null;
  const total = moveOptions(gs as unknown as GangstersState, seat);
  const left = total - gs.turn.movesUsed;
  if (left <= 0) return null;
  const why = 'A Gang makes as many moves as half its Racketeers’ strength, and never fewer than one.';
  return { text: total === 1 ? '1 move this turn' : `${left} of ${total} moves left`, why };
}
