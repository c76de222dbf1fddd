/**
 * Gangsters' final scores explained: net worth (G-15.2) is cash plus the Joints a seat controls at
 * their face value, plus what was paid for their improvements (a Joint at x2 is worth twice its
 * face). The winner's line says which G-15.1 condition it met, or that the time limit decided.
 */
import type { ScoreSheet, SeatScore } from '../../engine/score';
import { baseValue } from './rules/places';
import type { GangstersView } from './view';

const dollars = (n: number): string => `$${n.toLocaleString('en-US')}`;

function cashOf(v: GangstersView, seat: number): number {
  if (seat === v.commissioner) return v.commissionerCash ?? 0;
  return v.gangs.find((g) => g.seat === seat)?.cash ?? 0;
}

export function gangstersScore(v: GangstersView, seats: number): ScoreSheet | null {
  if (v.phase !== 'over') return null;
  const out: SeatScore[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const cash = cashOf(v, seat);
    let face = 0;
    let improved = 0;
    let count = 0;
    let levels = 0;
    for (const [id, j] of Object.entries(v.joints)) {
      if (j.owner !== seat) continue;
      count++;
      face += baseValue(id);
      improved += baseValue(id) * (j.level - 1);
      levels += j.level - 1;
    }
    const out_ = v.gangs.find((g) => g.seat === seat)?.out === true;
    const note =
      seat === v.winner && v.endReason
        ? v.endReason
        : out_
          ? 'Out of the game: its Gang was wiped out.'
          : (cashNotWon(v, seat, cash) ?? '');
    out.push({
      parts: [
        { label: 'Cash', value: cash },
        { label: 'Joints', value: face, detail: `${count} ${count === 1 ? 'Joint' : 'Joints'} at face value` },
        {
          label: 'Improvements',
          value: improved,
          detail: levels === 0 ? 'none' : `${levels} ${levels === 1 ? 'level' : 'levels'} added`,
        },
      ],
      total: cash + face + improved,
      ...(note ? { note } : {}),
    });
  }
  // A game stopped after a number of turns or a playing time is won on net worth alone (no other G-15.1 win
  // ends it: rules/sequence.ts), so its sheet does not list the wins that did not count.
  const timed = v.options.timeLimitTurns !== null || v.options.timeLimitMinutes !== null;
  return {
    totalLabel: 'Net worth',
    how: timed
      ? 'This game stopped at its last turn, and the Gang worth the most won: its cash, each Joint at face value, and what was paid to improve them.'
      : `A Gang with a Racketeer, a Thug and a Vamp wins at the end of its own turn with ten Joints, every Joint of one kind or ${dollars(
          v.options.cashToWin,
        )} in cash; at a time limit the highest net worth wins. Without a time limit, net worth decides nothing.`,
    // Untimed, the game is won by a G-15.1 condition, which the sheet names: its clause is the one to read.
    clause: timed ? 'G-15.2' : 'G-15.1',
    seats: out,
  };
}

const PIECES = [
  ['racketeer', 'Racketeer'],
  ['thug', 'Thug'],
  ['vamp', 'Vamp'],
] as const;

/**
 * Why a Gang that ends a game won by another with the cash to win (or more) did not win on it (G-15.1): a
 * family sees its cash beside the winner's and asks. The cash counts only at the end of the Gang's own
 * turn (its cash may have come in another's turn), and only with a Racketeer, a Thug and a Vamp. Null
 * for a timed game (net worth decides, G-15.2), a Gang short of the figure, or a game nobody won.
 */
function cashNotWon(v: GangstersView, seat: number, cash: number): string | null {
  const g = v.gangs.find((x) => x.seat === seat);
  if (!g || v.winner === null || v.winner === seat || cash < v.options.cashToWin) return null;
  if (v.options.timeLimitTurns !== null || v.options.timeLimitMinutes !== null) return null;
  const had = `Had ${dollars(cash)} in cash, enough to win`;
  const missing = PIECES.filter(([kind]) => g.strength[kind] < 1).map(([, word]) => word);
  if (missing.length > 0)
    return `${had}, but no ${missing.join(' or ')}: a Gang wins only with a Racketeer, a Thug and a Vamp (G-15.1).`;
  return `${had}, but cash counts only at the end of the Gang's own turn, and the game was won before then (G-15.1).`;
}
