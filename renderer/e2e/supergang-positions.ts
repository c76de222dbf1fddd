/**
 * Positions for end-to-end tests of SuperGang screens, reached the way any game is: a seeded game is
 * created through the app's own API (every seat a person) and the moves leading to the position, chosen by
 * SuperGang's own bots on the same seed (`supergang-lead-up.ts`), are played through `match.act`.
 */
import { playLeadUp, type LeadUpMoves } from './lead-up';

export interface SgPosition {
  readonly matchId: string;
  /** The seat whose decision the position is. */
  readonly seat: number;
}

interface LeadUp extends LeadUpMoves {
  readonly seat: number;
}

/** Creates the seeded game in the app at `url` and plays the lead-up moves; the position reached. */
export async function prepareSg(
  url: string,
  name:
    | 'duel'
    | 'over'
    | 'out'
    | 'last-arrow'
    | 'hand-over'
    | 'stack'
    | 'four'
    | 'cop'
    | 'cops-owned'
    | 'buy-cops'
    | 'stick-ups'
    | 'many-answers'
    | 'stick-up-ahead'
    | 'first-out',
  people: readonly string[],
): Promise<SgPosition> {
  const { matchId, lead } = await playLeadUp<LeadUp>(url, 'supergang-lead-up.ts', 'supergang', name, people);
  return { matchId, seat: lead.seat };
}
