/**
 * Standings over a family's finished games of one kind: for each person (family members by their
 * roster entry, guests by name, each computer player by its name and level) the games played, wins,
 * best score and an Elo rating. A game of several players counts as every pair of them playing each
 * other (`pairResult`: a winner beats everyone who did not win, otherwise the higher final score wins the
 * pair), and K is shared out over the pairs. Games are taken in the order they were begun, so a rating is the
 * same whenever it is worked out.
 */
import { botLevel, type GameSummary, type SeatSpec } from '@core/protocol';
import { botLevelName } from '@core/bots/levels';
import { listed } from '@core/engine/words';
import { grouped } from './format';

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

/**
 * Who a seat is, the same in every game: a roster id, a guest's name, or a computer player's name and
 * level (an old stored level reads as the level it plays as now, so "Sharp" Lefty is Normal Lefty).
 */
export function personKey(seat: SeatSpec): string {
  if (seat.kind === 'bot') return `bot:${botLevel(seat.level)}:${seat.name}`;
  return seat.playerId ? `player:${seat.playerId}` : `guest:${seat.name.trim().toLowerCase()}`;
}

type Outcome = NonNullable<GameSummary['outcome']>;

/**
 * How seat `i` did against seat `j` in one finished game: 1 a win, 0.5 a draw, 0 a loss. A winner beats every
 * seat that did not win, whatever the scores: a SuperGang game is won by holding a district and a Gangsters
 * game can be won on Joints, each by a gang with less money than a loser. Two winners draw. Between two seats
 * that did not win, the higher final score wins and equal scores draw: a gang that ended richer did better
 * than one that ended poorer (`placeOf` puts them in the same order). A game without winners goes by score.
 */
export function pairResult(outcome: Outcome, i: number, j: number): number {
  const won = (k: number) => outcome.winners.includes(k);
  if (won(i) !== won(j)) return won(i) ? 1 : 0;
  if (won(i)) return 0.5;
  const mine = outcome.scores[i] ?? 0;
  const theirs = outcome.scores[j] ?? 0;
  return mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
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
          bot: seat.kind === 'bot' ? botLevel(seat.level) : null,
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
        delta += (K / (n - 1)) * (pairResult(outcome, i, j) - expected(before[i] as number, before[j] as number));
      }
      p.rating = (before[i] as number) + delta;
    });
  }
  return [...table.values()].sort((a, b) => b.rating - a.rating || b.wins - a.wins || a.name.localeCompare(b.name));
}

/** The orders the standings can be listed in: by rating as worked out, or by wins, or by best score. */
export type StandingsOrder = 'rating' | 'wins' | 'best';

/**
 * The orders offered, each with the words saying how the table is listed: listed by rating with nothing saying
 * so, a player with the best score and as many wins stood last, which read as a mistake (a family's review).
 */
export const STANDINGS_ORDERS: readonly { readonly value: StandingsOrder; readonly label: string }[] = [
  { value: 'rating', label: 'Rating' },
  { value: 'wins', label: 'Wins' },
  { value: 'best', label: 'Best score' },
];

/** "Listed by rating, highest first; level ratings by wins." */
export function orderWords(order: StandingsOrder): string {
  switch (order) {
    case 'rating':
      return 'Listed by rating, highest first; level ratings by wins.';
    case 'wins':
      return 'Listed by wins, most first; level wins by rating.';
    case 'best':
      return 'Listed by best score, highest first; level scores by rating.';
  }
}

/** The standings as `standings` works them out (by rating), listed in `order`; the same people and numbers. */
export function orderStandings(table: readonly Standing[], order: StandingsOrder): Standing[] {
  const best = (s: Standing) => s.best ?? -Infinity;
  const then = (a: Standing, b: Standing) => b.rating - a.rating || b.wins - a.wins || a.name.localeCompare(b.name);
  if (order === 'wins') return [...table].sort((a, b) => b.wins - a.wins || then(a, b));
  if (order === 'best') return [...table].sort((a, b) => best(b) - best(a) || then(a, b));
  return [...table].sort(then);
}

/** How the records name a seat's player (`distinctNames`); by the name it played under unless told. */
type Namer = (seat: SeatSpec) => string;
const byName: Namer = (seat) => seat.name;

export function records(games: readonly GameSummary[], names: Namer = byName): Records {
  let highest: Records['highest'] = null;
  let level: string[] = [];
  let longest: Records['longest'] = null;
  let count = 0;
  for (const g of games) {
    if (g.status !== 'finished' || !g.outcome) continue;
    count++;
    g.outcome.scores.forEach((score, i) => {
      const name = seatName(g, i, names);
      if (!highest || score > highest.score) {
        highest = { name, score, gameId: g.id };
        level = [name];
      } else if (score === highest.score && !level.includes(name)) {
        // Everyone who reached it is named ("Nonna Rosa and Little Tony"), not only the first of them.
        level.push(name);
        highest = { ...highest, name: listed(level) };
      }
    });
    if (!longest || g.actionCount > longest.moves) longest = { moves: g.actionCount, id: g.id };
  }
  return { games: count, highest, longest };
}

/** One finished game's per-seat counts, as the host worked them out from its moves. */
export interface GameTally {
  readonly matchId: string;
  readonly tally: readonly (readonly number[])[];
}

/** Each person's counts summed over their finished games (by `personKey`), one number per count. */
export function tallies(
  games: readonly GameSummary[],
  counted: readonly GameTally[],
  width: number,
): Map<string, number[]> {
  const byId = new Map(games.map((g) => [g.id, g]));
  const out = new Map<string, number[]>();
  for (const { matchId, tally } of counted) {
    const g = byId.get(matchId);
    if (!g || g.status !== 'finished') continue;
    g.seats.forEach((seat, i) => {
      const key = personKey(seat);
      const sum = out.get(key) ?? Array.from({ length: width }, () => 0);
      for (let k = 0; k < width; k++) sum[k] = (sum[k] ?? 0) + (tally[i]?.[k] ?? 0);
      out.set(key, sum);
    });
  }
  return out;
}

export interface BiggestWin {
  readonly name: string;
  /** The winner's score less the best of the others: always more than 0. */
  readonly margin: number;
  readonly id: string;
}

/**
 * The finished game won by the widest margin (one winner, scores known). Only a game whose winner also had
 * the best score counts: a SuperGang gang that took its district with less money than a loser won, but not
 * "by" anything, and "by −275 million" reads as nonsense.
 */
export function biggestWin(games: readonly GameSummary[], names: Namer = byName): BiggestWin | null {
  let best: BiggestWin | null = null;
  for (const g of games) {
    if (g.status !== 'finished' || !g.outcome || g.outcome.winners.length !== 1) continue;
    const w = g.outcome.winners[0] as number;
    const mine = g.outcome.scores[w];
    const others = g.outcome.scores.filter((_, i) => i !== w);
    if (mine === undefined || others.length === 0) continue;
    const margin = mine - Math.max(...others);
    if (margin <= 0) continue;
    if (!best || margin > best.margin) best = { name: seatName(g, w, names), margin, id: g.id };
  }
  return best;
}

/** The most of one count anyone gathered in a single game: who, how many, in which game. */
export function mostInOneGame(
  games: readonly GameSummary[],
  counted: readonly GameTally[],
  k: number,
  names: Namer = byName,
): { readonly name: string; readonly value: number; readonly id: string } | null {
  const byId = new Map(games.map((g) => [g.id, g]));
  let best: { name: string; value: number; id: string } | null = null;
  for (const { matchId, tally } of counted) {
    const g = byId.get(matchId);
    if (!g) continue;
    tally.forEach((row, i) => {
      const value = row[k] ?? 0;
      if (value > 0 && (!best || value > best.value)) best = { name: seatName(g, i, names), value, id: matchId };
    });
  }
  return best;
}

function seatName(g: GameSummary, i: number, names: Namer): string {
  const seat = g.seats[i];
  return seat ? names(seat) : `Seat ${i + 1}`;
}

/**
 * The names the records give the standings' people, told apart: a computer player that shares its name with
 * another of the table (two "Dutch" at different levels) is named with its level, "Dutch (Normal)", where the
 * table's rows say the level under the name and the records ("Biggest win: Dutch") would not.
 */
export function distinctNames(table: readonly Standing[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const s of table) count.set(s.name, (count.get(s.name) ?? 0) + 1);
  return new Map(
    table.map((s) => [s.key, s.bot && (count.get(s.name) ?? 0) > 1 ? `${s.name} (${botLevelName(s.bot)})` : s.name]),
  );
}

/**
 * A count's column as the standings show it: a count of money, labelled "Extorted ($)" by the game, is headed
 * "Extorted" and each of its numbers is money ("$12,500"), as the best scores beside it are; any other count a
 * plain number, grouped ("1,200").
 */
export function countColumn(label: string): { readonly label: string; readonly text: (n: number) => string } {
  const money = label.endsWith(' ($)');
  return {
    label: money ? label.slice(0, -' ($)'.length) : label,
    text: money ? (n) => (n < 0 ? `\u2212$${grouped(-n)}` : `$${grouped(n)}`) : grouped,
  };
}
