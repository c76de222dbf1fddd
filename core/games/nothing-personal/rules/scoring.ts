/**
 * Game end (NP-12): one last Respect payout, cards cashed at $8, $10 per Respect, then the
 * tie-break ladder. Scores are computed on the side: the bank is not touched, so money stays
 * conserved in the state and the final board can still be inspected.
 */
import { content } from '../content';
import { edition, type Marks, type NpState } from '../state';
import { CAPO } from '../types';
import { card, control, gangsterAt, position, type Ctx } from './model';
import { log } from '../../../engine/rules';
import { listed, seatRef } from '../../../engine/words';

/** The tie-break clauses in order (NP-12.7–12.12). */
export const TIE_BREAKS = ['NP-12.7', 'NP-12.8', 'NP-12.9', 'NP-12.10', 'NP-12.11', 'NP-12.12'] as const;

/** What a roll-off is for (NP-12.12), after the families that roll it. */
const rollOff = 'each rolls a die, and the highest roll wins.';

/** Markers a seat has on the board. */
export function markersOnBoard(s: NpState, seat: number): number {
  let n = 0;
  for (const g in s.marks) n += (s.marks[g] as Marks).seats[seat] ?? 0;
  return n;
}

/** The highest position `seat` controls, 0 if none (NP-12.8); `controller` by position. */
function highest(controller: readonly (number | null)[], seat: number): number {
  for (let pos = CAPO; pos >= 1; pos--) if (controller[pos] === seat) return pos;
  return 0;
}

/** Negative when seat `a` ranks above seat `b` by their tie-break keys, 0 when level. */
function compareKeys(keys: readonly (readonly number[])[], a: number, b: number): number {
  const ka = keys[a] ?? [];
  const kb = keys[b] ?? [];
  for (let k = 0; k < ka.length; k++) if ((ka[k] ?? 0) !== (kb[k] ?? 0)) return (kb[k] ?? 0) - (ka[k] ?? 0);
  return 0;
}

/** Whether seat `a` comes before seat `b` in the final order: better keys, or level and a lower seat. */
function before(keys: readonly (readonly number[])[], a: number, b: number): boolean {
  const c = compareKeys(keys, a, b);
  return c < 0 || (c === 0 && a < b);
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
  // The tie-breaks read the table as it stands when the game ends, before cards are cashed in —
  // otherwise NP-12.11 (most cards in hand) could never decide anything.
  const keys: number[][] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const money = s.money[seat] ?? 0;
    const cards = s.hands[seat]?.length ?? 0;
    const cash = money + cards * costs.finalCardValue; // NP-12.3
    const final = (respect[seat] ?? 0) + Math.floor(cash / costs.dollarsPerRespect); // NP-12.4
    respect[seat] = final;
    keys.push([
      final,
      s.ring === seat ? 1 : 0, // NP-12.7
      highest(controller, seat), // NP-12.8
      money, // NP-12.9
      markersOnBoard(s, seat), // NP-12.10
      cards, // NP-12.11
    ]);
  }
  // NP-12.12: roll-offs among seats still level; NP-12.13 cannot be played, so a level roll is rolled again.
  const rolls: number[] = [];
  for (let seat = 0; seat < s.seats; seat++) rolls.push(0);
  // Best first by the keys, then by seat: a total order, so any sort gives this one.
  const order: number[] = [];
  for (let k = 0; k < s.seats; k++) {
    let at = order.length;
    while (at > 0 && before(keys, k, order[at - 1] as number)) at--;
    order.splice(at, 0, k);
  }
  let decidedBy = '';
  const first = order[0] ?? 0;
  const level: number[] = [];
  for (const x of order) if (compareKeys(keys, x, first) === 0) level.push(x);
  if (level.length > 1) {
    decidedBy = 'NP-12.12';
    let contenders = level;
    // Edition 9 files the dice where they are rolled, each roll-off after the line that says what it is for.
    const told = edition(s) >= 9 && !ctx.quiet;
    if (told) log(ctx, 'roll-off', `${listed(level.map(seatRef))} are level on every count: ${rollOff}`, 'NP-12.12');
    for (let attempt = 0; contenders.length > 1 && attempt < 50; attempt++) {
      for (const seat of contenders) rolls[seat] = ctx.roller.die(6, { label: `${seatRef(seat)} rolls off` });
      const best = Math.max(...contenders.map((x) => rolls[x] ?? 0));
      contenders = contenders.filter((x) => rolls[x] === best);
      if (told && contenders.length > 1)
        log(ctx, 'roll-off', `${listed(contenders.map(seatRef))} roll the same, ${best}: ${rollOff}`, 'NP-12.12');
    }
    const winner = contenders[0] ?? first;
    order.splice(order.indexOf(winner), 1);
    order.unshift(winner);
  } else if (order.length > 1) {
    const second = order[1] ?? 0;
    const ka = keys[first] ?? [];
    const kb = keys[second] ?? [];
    let k = -1;
    for (let i = 0; i < ka.length && k < 0; i++) if (ka[i] !== kb[i]) k = i;
    decidedBy = k <= 0 ? '' : (TIE_BREAKS[k - 1] ?? '');
  }
  const winner = order[0] ?? 0;
  s.result = { winner, order, respect, decidedBy };
  s.phase = 'over';
  s.stage = { kind: 'over' };
  if (!ctx.quiet) {
    // Edition 4 says in words how a tie was broken, its clause in the clause field (older texts stay).
    const plain = edition(s) >= 4 && decidedBy !== '';
    const how = plain ? ` the tie by ${tieWords(decidedBy)}` : decidedBy ? ` (tie broken by ${decidedBy})` : '';
    log(
      ctx,
      'game-over',
      `Final Respect: ${respect.map((r, k) => `${seatRef(k)} ${r}`).join(', ')}. ${seatRef(winner)} wins${how}.`,
      plain ? decidedBy : 'NP-12.5',
      { respect, order, winner, decidedBy },
    );
  }
}

/** How the tie-break of clause `clause` (NP-12.7–12.12) decided, read aloud after "won by". */
export function tieWords(clause: string): string {
  return TIE_WORDS[clause] ?? 'the tie-break';
}

/** How each tie-break decides, read aloud after "wins the tie by" (NP-12.7–12.12). */
const TIE_WORDS: Readonly<Record<string, string>> = {
  'NP-12.7': 'holding the Capo ring',
  'NP-12.8': 'controlling the highest-placed gangster',
  'NP-12.9': 'having the most money',
  'NP-12.10': 'having the most markers on the board',
  'NP-12.11': 'holding the most cards',
  'NP-12.12': 'the roll of the die',
};
