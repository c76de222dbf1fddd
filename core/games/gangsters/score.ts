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
      seat === v.winner && v.endReason ? v.endReason : out_ ? 'Out of the game: its Gang was wiped out.' : '';
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
      : `A Gang with a Racketeer, a Thug and a Vamp wins with ten Joints, every Joint of one kind or ${dollars(
          v.options.cashToWin,
        )} in cash; at a time limit the highest net worth wins.`,
    clause: 'G-15.2',
    seats: out,
  };
}
