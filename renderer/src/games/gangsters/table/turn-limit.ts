/**
 * The turn limit as the table's status says it (G-15.2): the limit counts every Player Turn, the Police
 * Commissioner's too (core/games/gangsters/rules-coverage.md), and the game ends with the turn that reaches
 * it, the player worth the most winning. A family should see how far along they are and when the last
 * round of turns begins, rather than find out at the final scores.
 */
export interface TurnLimitWords {
  /** "Turn 37 of 40", or "Turn 37" without a limit. */
  readonly count: string;
  /** A plain note once the last round of turns has begun; null before. */
  readonly note: string | null;
}

/**
 * `players`: the seats still taking turns (Gangs not out of the game, G-7.5, and the Commissioner): once the
 * turns left, this one included, are no more than they are, everyone still in has one turn at most to go.
 */
export function turnLimitWords(turn: number, limit: number | null, players: number): TurnLimitWords {
  if (limit === null) return { count: `Turn ${turn}`, note: null };
  const count = `Turn ${turn} of ${limit}`;
  const left = limit - turn + 1;
  if (left <= 1) return { count, note: 'The last turn: after it the player worth the most wins.' };
  if (left > Math.max(1, players)) return { count, note: null };
  return {
    count,
    note: `The last round: ${left} turns to go, this one included. Then the player worth the most wins.`,
  };
}
