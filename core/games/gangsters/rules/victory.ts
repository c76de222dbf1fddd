/**
 * How to win (G-15, G-17.6): the basic conditions checked at the end of the Gang's own turn, the
 * time-limit game scored on net worth, and the safety turn cap for unattended games.
 */
import { PURCHASABLE_CLASSES, type PurchasableClass } from '../board';
import { cityBoard } from '../city';
import { edition, gangName, type GangState, type GangstersState, type JointState } from '../state';
import { money, type Ctx } from './common';
import { baseValue, building } from './places';
import { log } from '../../../engine/rules';
import { listed, seatRef } from '../../../engine/words';

/** Cash plus Joint values including improvements (G-15.2); gangsters add nothing. */
export function netWorth(s: GangstersState, seat: number): number {
  const cash = seat === s.commissioner ? s.commissionerCash : (s.gangs.find((g) => g.seat === seat)?.cash ?? 0);
  let joints = 0;
  for (const [id, j] of Object.entries(s.joints)) if (j.owner === seat) joints += baseValue(id) * j.level;
  return cash + joints;
}

let classSizes: ReadonlyMap<string, number> | null = null;

/** How many buildings of each class the board has. */
function classSize(cls: string): number {
  if (!classSizes) {
    const sizes = new Map<string, number>();
    for (const b of cityBoard().buildings) sizes.set(b.class, (sizes.get(b.class) ?? 0) + 1);
    classSizes = sizes;
  }
  return classSizes.get(cls) ?? 0;
}

/** How a Gang meets the G-15.1 conditions: ten Joints, every Joint of one kind, or the cash to win (with its cash). */
export type GangWin =
  | { readonly how: 'ten-joints' }
  | { readonly how: 'every-kind'; readonly kind: PurchasableClass }
  | { readonly how: 'cash'; readonly cash: number };

/** Which G-15.1 condition a Gang meets, the first of them in the order the rules check them, or null. */
export function gangWin(s: GangstersState, g: GangState): GangWin | null {
  if (g.out || g.strength.racketeer < 1 || g.strength.thug < 1 || g.strength.vamp < 1) return null;
  // Asked at the end of every turn: the Gang's Joints' ids alone, no pair made per Joint.
  const owned: string[] = [];
  const joints = s.joints;
  for (const id in joints) if ((joints[id] as JointState).owner === g.seat) owned.push(id);
  if (owned.length >= 10) return { how: 'ten-joints' };
  for (const cls of PURCHASABLE_CLASSES) {
    const all = classSize(cls);
    let mine = 0;
    for (const id of owned) if (building(id)?.class === cls) mine++;
    if (mine === all) return { how: 'every-kind', kind: cls };
  }
  if (g.cash >= s.options.cashToWin) return { how: 'cash', cash: g.cash };
  return null;
}

/** Why a Gang meets the G-15.1 conditions, in the words of its winning line, or null. */
export function winReason(s: GangstersState, g: GangState): string | null {
  const win = gangWin(s, g);
  if (!win) return null;
  if (win.how === 'ten-joints') return 'controls ten Joints';
  if (win.how === 'every-kind') return `controls every ${win.kind} Joint`;
  return `has ${money(win.cash)} in cash`;
}

/**
 * The cash the Police Commissioner's winning line says he has (G-17.6): the agreed cash to win; games of
 * edition 3 (state.ts `EDITION`) keep the words they ended with, $10,000 whatever was agreed.
 */
export function commissionerTarget(s: GangstersState): number {
  return edition(s) >= 4 ? s.options.cashToWin : 10_000;
}

/** The Commissioner wins with the agreed cash (G-17.6, G-15.1) and a loyal Cop in play at the end of his turn. */
function commissionerWins(s: GangstersState): boolean {
  if (s.commissioner === null || s.commissionerCash < s.options.cashToWin) return false;
  const loyal = s.bribes.filter((b) => b.holder === s.commissioner && b.marker > 0).map((b) => b.marker);
  return s.cops.some((c) => loyal.includes(c.strength));
}

/** Checked at the end of each Player Turn for the seat whose turn it was. */
export function checkVictory(c: Ctx): boolean {
  const s = c.s;
  const seat = s.turn.seat;
  if (seat === s.commissioner) {
    if (!commissionerWins(s)) return false;
    s.winner = seat;
    const target = money(commissionerTarget(s));
    // Edition 7 says that he wins; the line is read aloud at the end (earlier editions left it implied).
    s.endReason =
      edition(s) >= 7
        ? `The Police Commissioner wins: he has ${target} and a loyal Cop on patrol.`
        : `The Police Commissioner has ${target} and a loyal Cop on patrol.`;
    // Edition 10: the case file's line names his seat (and player), as a Gang's win names the Gang's.
    log(
      c,
      'win',
      edition(s) >= 10 ? `${seatRef(seat)} wins: he has ${target} and a loyal Cop on patrol.` : s.endReason,
      'G-17.6',
    );
    return true;
  }
  const g = s.gangs.find((x) => x.seat === seat);
  const why = g ? winReason(s, g) : null;
  if (!g || !why) return false;
  s.winner = seat;
  if (edition(s) < 10) {
    s.endReason = `${gangName(g.gang)} wins: a Racketeer, a Thug and a Vamp, and ${why}.`;
    log(c, 'win', s.endReason, 'G-15.1', { seat, cash: g.cash });
    return true;
  }
  // Edition 10: a sentence read aloud at the end, the case file's naming the winner's seat (and player).
  const won = (who: string): string => `${who} wins: the Gang holds a Racketeer, a Thug and a Vamp and ${why}.`;
  s.endReason = won(gangName(g.gang));
  log(c, 'win', won(seatRef(seat)), 'G-15.1', { seat, cash: g.cash });
  return true;
}

/** The G-15.2 time limit (net worth decides) and the safety cap (no winner). */
export function checkTurnLimits(c: Ctx): boolean {
  const s = c.s;
  const limit = s.options.timeLimitTurns;
  if ((limit !== null && s.turn.number >= limit) || s.timeUp) {
    const seats = [
      ...s.gangs.filter((g) => !g.out).map((g) => g.seat),
      ...(s.commissioner === null ? [] : [s.commissioner]),
    ];
    const worth = seats.map((seat) => netWorth(s, seat));
    const best = Math.max(...worth);
    const winners = seats.filter((_, i) => worth[i] === best);
    s.winner = winners.length === 1 ? (winners[0] ?? null) : null;
    s.endReason = timeLimitWords(s, winners, best);
    // Edition 10: the case file's line names the seats (and players); the end screen's keeps the Gangs.
    log(c, 'time-limit', edition(s) >= 10 ? timeLimitWords(s, winners, best, seatRef) : s.endReason, 'G-15.2', {
      worth,
    });
    return true;
  }
  if (s.turn.number >= s.options.turnCap) {
    s.endReason = `The turn cap of ${s.options.turnCap} Player Turns is reached with no winner.`;
    log(c, 'turn-cap', s.endReason);
    return true;
  }
  return false;
}

/** Who a seat is in an end-of-game line, which is shown as it is (no seat wording): "Red", "the Police Commissioner". */
function seatName(s: GangstersState, seat: number): string {
  if (seat === s.commissioner) return 'the Police Commissioner';
  const g = s.gangs.find((x) => x.seat === seat);
  return g ? gangName(g.gang) : `Seat ${seat + 1}`;
}

/**
 * The time limit's line (G-15.2). From edition 7 (state.ts `EDITION`) it says who has the highest net
 * worth and wins, or who share it, so that nobody wins (see rules-coverage.md); earlier editions gave the
 * figure alone, which read aloud told the table neither.
 */
function timeLimitWords(
  s: GangstersState,
  leaders: readonly number[],
  best: number,
  name: (seat: number) => string = (seat) => seatName(s, seat),
): string {
  if (edition(s) < 7) return `The time limit is reached; the highest net worth is ${money(best)}.`;
  const names = leaders.map(name);
  return names.length === 1
    ? `The time limit is reached: ${names[0] ?? ''} has the highest net worth, ${money(best)}, and wins.`
    : `The time limit is reached: ${listed(names)} share the highest net worth, ${money(best)}, so nobody wins.`;
}

/**
 * From edition 5 (state.ts `EDITION`; called only then): with every Gang out of the game (G-7.5) and no
 * Police Commissioner, nobody is left to take a turn, so the game ends with no winner. (With a
 * Commissioner he plays on alone: he may still win, G-17.6.) Earlier editions gave a Gang that was out
 * the next turn, or could draw from an empty pawn cup.
 */
export function noPlayerLeft(c: Ctx): boolean {
  const s = c.s;
  if (s.commissioner !== null || s.gangs.some((g) => !g.out)) return false;
  s.winner = null;
  s.endReason = 'Every Gang is out of the game, so the game ends with no winner.';
  log(c, 'all-out', s.endReason, 'G-7.5');
  return true;
}
