/**
 * Standings over a family's finished games of one kind: for each person (family members by their
 * roster entry, guests by name, each computer player by its name and level) the games played, wins,
 * best score and an Elo rating. A game of several players counts as every pair of them playing each
 * other: the higher final score wins the pair, equal scores draw, and K is shared out over the pairs.
 * Games are taken in the order they were begun, so a rating is the same whenever it is worked out.
 */
import type { GameSummary, SeatSpec } from '@core/protocol';

export const START_RATING = 1500;
const K = 32;

export interface Standing {
  readonly key: string;
  readonly name: string;
  /** A computer player's level; null for a person. */
  readonly bot: Extract<SeatSpec, { kind: 'bot' }>['level'] | null;
  games: number;
  wins: number;
  best: number | null;
  rating: number;
}

export interface Records {
  readonly games: number;
  readonly highest: { readonly name: string; readonly score: number; readonly gameId: string } | null;
  readonly longest: { readonly moves: number; readonly id: string } | null;
}

/** Who a seat is, the same in every game: a roster id, a guest's name, or a computer player's name and level. */
export function personKey(seat: SeatSpec): string {
  if (seat.kind === 'bot') return `bot:${seat.level}:${seat.name}`;
  return seat.playerId ? `player:${seat.playerId}` : `guest:${seat.name.trim().toLowerCase()}`;
}

const expected = (a: number, b: number): number => 1 / (1 + 10 ** ((b - a) / 400));

export function standings(
  games: readonly GameSummary[],
  names: (seat: SeatSpec) => string = (s) => s.name,
): Standing[] {
  const table = new Map<string, Standing>();
  const finished = games
    .filter((g) => g.status === 'finished' && g.outcome)
    .slice()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  for (const g of finished) {
    const outcome = g.outcome as NonNullable<GameSummary['outcome']>;
    const people = g.seats.map((seat) => {
      const key = personKey(seat);
      let s = table.get(key);
      if (!s) {
        s = {
          key,
          name: names(seat),
          bot: seat.kind === 'bot' ? seat.level : null,
          games: 0,
          wins: 0,
          best: null,
          rating: START_RATING,
        };
        table.set(key, s);
      }
      return s;
    });
    const before = people.map((p) => p.rating);
    const n = people.length;
    people.forEach((p, i) => {
      p.games += 1;
      if (outcome.winners.includes(i)) p.wins += 1;
      const score = outcome.scores[i];
      if (score !== undefined && (p.best === null || score > p.best)) p.best = score;
      if (n < 2) return;
      let delta = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const mine = outcome.scores[i] ?? 0;
        const theirs = outcome.scores[j] ?? 0;
        const result = mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
        delta += (K / (n - 1)) * (result - expected(before[i] as number, before[j] as number));
      }
      p.rating = (before[i] as number) + delta;
    });
  }
  return [...table.values()].sort((a, b) => b.rating - a.rating || b.wins - a.wins || a.name.localeCompare(b.name));
}

export function records(games: readonly GameSummary[]): Records {
  let highest: Records['highest'] = null;
  let longest: Records['longest'] = null;
  let count = 0;
  for (const g of games) {
    if (g.status !== 'finished' || !g.outcome) continue;
    count++;
    g.outcome.scores.forEach((score, i) => {
      if (!highest || score > highest.score)
        highest = { name: g.seats[i]?.name ?? `Seat ${i + 1}`, score, gameId: g.id };
    });
    if (!longest || g.actionCount > longest.moves) longest = { moves: g.actionCount, id: g.id };
  }
  return { games: count, highest, longest };
}
