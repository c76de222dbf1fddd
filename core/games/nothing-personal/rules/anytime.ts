/**
 * Out-of-turn actions that reach the board: play-at-any-time and play-during-The-Crew cards (NP-6.10,
 * NP-7.3, NP-7.6) and Leo Seyfarth's move into an empty position (NP-18.11), with the moments when the
 * table takes none (the opening placement, NP-3.15; the last count, NP-11.2). The Shakedown, gifts,
 * coins and offers are in `deals.ts`; the answers to response windows in `answers.ts`.
 */
import { refuse, type Result } from '../../../engine/result';
import type { NpAction } from '../actions';
import { content } from '../content';
import { useCard } from './cards';
import { checkPlacement, designFor, placeFromCard } from './influence';
import { DONE } from './markers';
import { card, control, discardFromHand, gangsterAt, payBank, position, syncRing, type Ctx } from './model';
import { edition, topInterrupt, type NpState } from '../state';
import { log } from '../../../engine/rules';

/**
 * Edition 5: the fifth round's Bookkeeping is done and the board is being counted one final time — a
 * last tie ruled, Dombino Crapshooti's last roll (NP-11.2: the game has ended; NP-12.2: the board as it
 * stands). No card is played, no gangster moved and no Blackmail coin handed on then, as these would
 * change the count; money and cards may still change hands (NP-7.2.6: any means of persuasion).
 * Editions 1–4 took them while such a question was open.
 */
export function boardCounted(s: NpState): boolean {
  return s.stage.kind === 'final-control' && edition(s) >= 5;
}

/**
 * Edition 8: the opening placement is part of the setup (NP-3.15: three markers each, one at a time, so
 * each family starts with three on the board); the rounds, where cards are played, begin once it is
 * over (NP-4.1, NP-6.1.1). So no card is played while it lasts, not even an any-time one; a Shakedown,
 * gifts and offers, which put nothing on the board, still may. Editions 1–7 took any-time cards then.
 */
export function openingPlacement(s: NpState): boolean {
  return s.stage.kind === 'placement' && edition(s) >= 8;
}

/** The refusal while the board is counted (edition 5, `boardCounted`). */
export function gameEnded(): Result<true> {
  return refuse(
    'GAME_ENDED',
    'NP-11.2',
    'The fifth round is over and the board is being counted as it stands: no more cards, moves or coins.',
  );
}

/**
 * Leo Seyfarth (NP-18.11): his controller may move him into any empty position at any moment, as
 * often as positions open up; it is not his action. `pos2` names where Leo stands, `pos` the target.
 */
export function leoMove(ctx: Ctx, seat: number, from: number, to: number | null): Result<true> | null {
  const s = ctx.s;
  const g = gangsterAt(s, from);
  const ab = g ? card(g).ability : null;
  if (!g || ab?.kind !== 'move-to-empty' || ab.mode !== 'anytime' || control(s, from).seat !== seat) return null;
  if (boardCounted(s)) return gameEnded();
  if (to === null || gangsterAt(s, to) !== null) return refuse('BAD_TARGET', 'NP-18.11', 'Name an empty position.');
  s.positions[from - 1] = null;
  s.positions[to - 1] = g;
  if (!ctx.quiet)
    log(ctx, 'ability', `${card(g).name} moves into the empty ${position(to).name} position.`, 'NP-18.11');
  // The question before The Family is answered by the move (moving twice is moving once, further).
  if (topInterrupt(s)?.kind === 'leo') s.interrupts.pop();
  syncRing(ctx);
  return DONE;
}

/** Cards played out of turn: any time (NP-7.3.1, NP-7.6.1) or during The Crew for $5 (NP-6.10.1). */
export function playOutOfTurn(ctx: Ctx, seat: number, a: NpAction): Result<true> {
  const s = ctx.s;
  if (a.type !== 'play' && a.type !== 'use') return refuse('NOT_NOW', 'NP-6.1.6', 'That is not yours to do now.');
  if (boardCounted(s)) return gameEnded();
  if (openingPlacement(s))
    return refuse(
      'NOT_NOW',
      'NP-3.15',
      'No cards are played until every family has put down its three opening markers.',
    );
  const design = designFor(a.card);
  if (!design || !(s.hands[seat] ?? []).includes(a.card))
    return refuse('NO_CARD', 'NP-6.1.3', 'You do not hold that card.');
  const crew = design.timing === 'crew' && s.phase === 'crew';
  if (design.timing !== 'any' && !crew) {
    return refuse(
      'NOT_NOW',
      design.timing === 'crew' ? 'NP-6.10.1' : 'NP-6.1.6',
      `${design.name} can be played only on your Commission turn${design.timing === 'crew' ? ' or during The Crew' : ''}.`,
    );
  }
  const fee = crew ? content().board.costs.crewPlay : 0;
  if (a.ante > 0) return refuse('ANTE', 'NP-6.5.1', 'The Ante is paid only on Commission turns.');
  if ((s.money[seat] ?? 0) < fee)
    return refuse('CANNOT_AFFORD', 'NP-6.10.1', `Playing this during The Crew costs $${fee}.`);
  if (a.type === 'play') {
    const placed = checkPlacement(s, seat, design, a.targets, a.extra, (s.money[seat] ?? 0) - fee);
    if (!placed.ok) return placed;
    payBank(ctx, seat, fee);
    discardFromHand(s, seat, a.card);
    placeFromCard(ctx, seat, design, placed.value, a.extra);
    return DONE;
  }
  if (design.icons.length > 0 && !design.effect?.or)
    return refuse('NOT_OR', 'NP-6.9.1', `${design.name} has no OR ability.`);
  payBank(ctx, seat, fee);
  discardFromHand(s, seat, a.card);
  return useCard(ctx, seat, design, a);
}
