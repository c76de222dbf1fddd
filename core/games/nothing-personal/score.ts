/**
 * Nothing Personal's final scores explained (NP-12): the Respect each family earned on the track
 * during the game, the last Respect count of the positions it controls at the end (NP-12.2), and its
 * money plus cards in hand cashed at $8 each, at $10 a Respect (NP-12.3, NP-12.4).
 */
import type { ScoreSheet, SeatScore } from '../../engine/score';
import { content } from './content';
import { tieWords } from './rules/scoring';
import type { NpView } from './view';

export function npScore(v: NpView, seats: number): ScoreSheet | null {
  const result = v.result;
  if (!result) return null;
  const { finalCardValue, dollarsPerRespect } = content().board.costs;
  const out: SeatScore[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const total = result.respect[seat] ?? 0;
    const track = v.respect[seat] ?? 0;
    const money = v.money[seat] ?? 0;
    const cards = v.handSizes[seat] ?? 0;
    const cashed = Math.floor((money + cards * finalCardValue) / dollarsPerRespect);
    const cardWords = cards === 1 ? '1 card' : `${cards} cards`;
    const note =
      seat === result.winner && result.decidedBy
        ? `Level at the top; won the tie by ${tieWords(result.decidedBy)} (${result.decidedBy}).`
        : '';
    out.push({
      parts: [
        { label: 'Respect on the track', value: track, detail: 'earned during the five rounds' },
        {
          label: 'Last Respect count',
          value: total - track - cashed,
          detail: 'the positions the family controlled at the end',
        },
        {
          label: 'Money and cards',
          value: cashed,
          detail: `$${money} and ${cardWords} at $${finalCardValue}, $${dollarsPerRespect} a Respect`,
        },
      ],
      total,
      ...(note ? { note } : {}),
    });
  }
  return {
    totalLabel: 'Respect',
    // How the parts add up, not the winning rule again: the final scores just above already say that (NP-12.5).
    how: `The Respect on the track, one last count for the positions each family controls, and one Respect for every $${dollarsPerRespect} of money, each card in hand cashed at $${finalCardValue}.`,
    clause: 'NP-12.1',
    seats: out,
  };
}
