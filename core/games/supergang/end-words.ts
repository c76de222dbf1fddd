import { wordSeats } from '../../engine/words';
import { cityData } from './board';
import type { SuperGangState } from './state';

/**
 * How the game ended, in words for the final scores and History: the engine's line (kept as it is in
 * the state, which stored games hash) with the seats named by their gang's colour, the district by its
 * name, and the lobby's cap counted in rounds, as the lobby asks it.
 */
export function endWords(s: Pick<SuperGangState, 'endReason' | 'gangs' | 'policeSeat'>): string {
  const text = wordSeats(s.endReason ?? 'The game is over.', (seat) => {
    const colour = s.gangs.find((g) => g.seat === seat)?.colour ?? '';
    return seat === s.policeSeat ? 'The police' : `The ${colour.charAt(0).toUpperCase()}${colour.slice(1)} gang`;
  });
  return endLineWords(text);
}

/** The end's line with its district named ("old-quarter" → "Old Quarter") and the cap said in rounds. */
export function endLineWords(text: string): string {
  return text
    .replace(/\bwhole ([a-z-]+) district\b/, (whole, id: string) => {
      const name = cityData().districts.find((d) => d.id === id)?.name;
      return name ? `whole ${name.replace(/^The /, '')} district` : whole;
    })
    .replace(/\bafter (\d+) turns without a winner\b/, (_, n: string) =>
      n === '1' ? 'after 1 round without a winner' : `after ${n} rounds without a winner`,
    );
}
