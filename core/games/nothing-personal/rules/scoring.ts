/**
 * Game end (NP-12): one last Respect payout, cards cashed at $8, $10 per Respect, then the
 * tie-break ladder. Scores are computed on the side: the bank is not touched, so money stays
 * conserved in the state and the final board can still be inspected.
 */
import { content } from '../content';
import type { Marks, NpState } from '../state';
import { CAPO } from '../types';
import { card, control, gangsterAt, position, type Ctx } from './model';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

/** The tie-break clauses in order (NP-12.7–12.12). */
export const TIE_BREAKS = ['NP-12.7', 'NP-12.8', 'NP-12.9', 'NP-12.10', 'NP-12.11', 'NP-12.12'] as const;

/** Markers a seat has on the board. */
export function markersOnBoard(s: NpState, seat: number): number {
  let n = 0;
  for (const g in s.marks) n += (s.marks[g] as Marks).seats[seat] ?? 0;
  return n;
}

/** Final scoring; `rolled` holds Dombino's Respect as rolled for this last count (NP-18.8, see `endGame`). */
export function finalScoring(ctx: Ctx, rolled: Readonly<Record<string, number>> = {}): void {
  const s = ctx.s;
  const costs = content().board.costs;
  const respect = s.respect.slice();
  // NP-12.2: Respect (not money) one final time; no actions. Control, as NP-12.8 reads it too.
  const controller: (number | null)[] = [];
  for (let pos = CAPO; pos >= 1; pos--) {
    const g = gangsterAt(s, pos);
    const who = control(s, pos).seat;
    controller[pos] = who;
    if (g && who !== null) respect[who] = (respect[who] ?? 0) + position(pos).respect + (rolled[g] ?? card(g).respect);
  }
  // The highest position a seat controls, 0 if none (NP-12.8).
  const highest = (seat: number): number => {
    for (let pos = CAPO; pos >= 1; pos--) if (controller[pos] === seat) return pos;
    return 0;
  };
  // The tie-breaks read the table as it stands when the game ends, before cards are cashed in —
  // otherwise NP-12.11 (most cards in hand) could never decide anything.
  const keys = Array.from({ length: s.seats }, (_, seat) => {
    const money = s.money[seat] ?? 0;
    const cards = s.hands[seat]?.length ?? 0;
    const cash = money + cards * costs.finalCardValue; // NP-12.3
    const final = (respect[seat] ?? 0) + Math.floor(cash / costs.dollarsPerRespect); // NP-12.4
    respect[seat] = final;
    return [
      final,
      s.ring === seat ? 1 : 0, // NP-12.7
      highest(seat), // NP-12.8
      money, // NP-12.9
      markersOnBoard(s, seat), // NP-12.10
      cards, // NP-12.11
    ];
  });
  // NP-12.12: roll-offs among seats still level; NP-12.13 cannot be played, so a level roll is rolled again.
  const rolls = Array.from({ length: s.seats }, () => 0);
  const cmp = (a: number, b: number): number => {
    const ka = keys[a] ?? [];
    const kb = keys[b] ?? [];
    for (let k = 0; k < ka.length; k++) if ((ka[k] ?? 0) !== (kb[k] ?? 0)) return (kb[k] ?? 0) - (ka[k] ?? 0);
    return 0;
  };
  const order = Array.from({ length: s.seats }, (_, k) => k).sort((a, b) => cmp(a, b) || a - b);
  let decidedBy = '';
  const first = order[0] ?? 0;
  const level = order.filter((x) => cmp(x, first) === 0);
  if (level.length > 1) {
    decidedBy = 'NP-12.12';
    let contenders = level;
    for (let attempt = 0; contenders.length > 1 && attempt < 50; attempt++) {
      for (const seat of contenders) rolls[seat] = ctx.roller.die(6, { label: `${seatRef(seat)} rolls off` });
      const best = Math.max(...contenders.map((x) => rolls[x] ?? 0));
      contenders = contenders.filter((x) => rolls[x] === best);
    }
    const winner = contenders[0] ?? first;
    order.splice(order.indexOf(winner), 1);
    order.unshift(winner);
  } else if (order.length > 1) {
    const second = order[1] ?? 0;
    const ka = keys[first] ?? [];
    const kb = keys[second] ?? [];
    const k = ka.findIndex((v, i) => v !== kb[i]);
    decidedBy = k <= 0 ? '' : (TIE_BREAKS[k - 1] ?? '');
  }
  const winner = order[0] ?? 0;
  s.result = { winner, order, respect, decidedBy };
  s.phase = 'over';
  s.stage = { kind: 'over' };
  if (!ctx.quiet)
    log(
      ctx,
      'game-over',
      `Final Respect: ${respect.map((r, k) => `${seatRef(k)} ${r}`).join(', ')}. ${seatRef(winner)} wins${decidedBy ? ` (tie broken by ${decidedBy})` : ''}.`,
      'NP-12.5',
      { respect, order, winner, decidedBy },
    );
}
