import { describe, expect, it } from 'vitest';
import type { GameSummary, SeatSpec } from '@core/protocol';
import {
  biggestWin,
  countColumn,
  distinctNames,
  mostInOneGame,
  orderStandings,
  orderWords,
  personKey,
  records,
  standings,
  START_RATING,
  tallies,
} from './standings';

const nonna: SeatSpec = { kind: 'human', playerId: 'p1', name: 'Nonna' };
const zio: SeatSpec = { kind: 'human', name: 'Zio' };
const bot: SeatSpec = { kind: 'bot', level: 'heuristic', name: 'Lefty' };

function game(id: string, seats: SeatSpec[], scores: number[], winners: number[], at: string, moves = 10): GameSummary {
  return {
    id,
    gameId: 'nothing-personal',
    gameName: 'Nothing Personal',
    status: 'finished',
    seats,
    createdAt: at,
    updatedAt: at,
    actionCount: moves,
    outcome: { winners, scores, reason: 'Most Respect.' },
  };
}

describe('standings', () => {
  it('a person is the same in every game: roster id, guest name, computer name and level', () => {
    expect(personKey(nonna)).toBe('player:p1');
    expect(personKey({ kind: 'human', name: ' Zio ' })).toBe(personKey(zio));
    expect(personKey(bot)).toBe('bot:normal:Lefty');
    expect(personKey({ kind: 'bot', level: 'normal', name: 'Lefty' })).toBe(personKey(bot));
    expect(personKey({ kind: 'bot', level: 'random', name: 'Lefty' })).not.toBe(personKey(bot));
  });

  it('counts games and wins, keeps the best score, and rates by Elo over every pair', () => {
    const games = [
      game('b', [nonna, zio, bot], [40, 20, 10], [0], '2026-01-02T00:00:00.000Z'),
      game('a', [nonna, zio, bot], [30, 30, 5], [0, 1], '2026-01-01T00:00:00.000Z', 99),
      { ...game('c', [nonna, zio], [1, 2], [1], '2026-01-03T00:00:00.000Z'), status: 'active' as const, outcome: null },
    ];
    const s = standings(games);
    const by = Object.fromEntries(s.map((x) => [x.name, x]));
    expect(by.Nonna).toMatchObject({ games: 2, wins: 2, best: 40, bot: null });
    expect(by.Zio).toMatchObject({ games: 2, wins: 1, best: 30 });
    expect(by.Lefty).toMatchObject({ games: 2, wins: 0, best: 10, bot: 'normal' });
    // Rating is zero-sum and orders the table: Nonna first, Lefty last.
    expect(s.map((x) => x.name)).toEqual(['Nonna', 'Zio', 'Lefty']);
    expect(s.reduce((t, x) => t + x.rating, 0)).toBeCloseTo(3 * START_RATING, 6);
    // First game: Nonna and Zio draw each other and each beat Lefty (K 32 over 2 pairs: +8 each).
    const first = standings([games[1] as GameSummary]);
    expect(first.find((x) => x.name === 'Nonna')?.rating).toBeCloseTo(START_RATING + 8, 6);
    expect(first.find((x) => x.name === 'Lefty')?.rating).toBeCloseTo(START_RATING - 16, 6);
    // The same games in any order give the same table.
    expect(standings([...games].reverse())).toEqual(s);
  });

  const dutch: SeatSpec = { kind: 'bot', level: 'normal', name: 'Dutch' };
  const legs: SeatSpec = { kind: 'bot', level: 'normal', name: 'Legs' };
  const bugsy: SeatSpec = { kind: 'bot', level: 'normal', name: 'Bugsy' };
  // Legs holds the district with 285 million; Dutch and Nonna end richer but lost.
  const sg = game('sg', [dutch, nonna, legs, bugsy], [560, 400, 285, 100], [2], '2026-01-01T00:00:00.000Z');

  it('a winner with less money than the losers still beats each of them (a SuperGang district win)', () => {
    const s = standings([sg]);
    // The winner first, then the losers by their money.
    expect(s.map((x) => x.name)).toEqual(['Legs', 'Dutch', 'Nonna', 'Bugsy']);
    expect(s[0]?.rating).toBeGreaterThan(START_RATING);
  });

  it('the biggest win is never "by −275 million": only a winner with the best score won by a margin', () => {
    // No "biggest win, by −275": a game whose winner did not have the best score has no margin to boast of…
    expect(biggestWin([sg])).toBeNull();
    // …and the biggest win is taken from the games won with the best score.
    const plain = game('np', [nonna, zio], [30, 10], [0], '2026-01-02T00:00:00.000Z');
    expect(biggestWin([sg, plain])).toEqual({ name: 'Nonna', margin: 20, id: 'np' });
  });

  it('records: the highest score and the longest game', () => {
    const r = records([
      game('a', [nonna, zio], [30, 31], [1], '2026-01-01T00:00:00.000Z', 99),
      game('b', [nonna, zio], [40, 20], [0], '2026-01-02T00:00:00.000Z', 12),
    ]);
    expect(r).toEqual({
      games: 2,
      highest: { name: 'Nonna', score: 40, gameId: 'b' },
      longest: { moves: 99, id: 'a' },
    });
  });

  it('records: a highest score reached by several names them all, each once', () => {
    const r = records([
      game('a', [nonna, zio], [40, 40], [], '2026-01-01T00:00:00.000Z'),
      game('b', [zio, nonna], [40, 12], [0], '2026-01-02T00:00:00.000Z'),
    ]);
    expect(r.highest).toEqual({ name: 'Nonna and Zio', score: 40, gameId: 'a' });
  });

  it("sums each person's counts over finished games and finds the biggest win and the most in one game", () => {
    const games = [
      game('a', [nonna, zio, bot], [40, 20, 10], [0], '2026-01-01T00:00:00.000Z'),
      game('b', [zio, nonna], [50, 20], [0], '2026-01-02T00:00:00.000Z'),
      { ...game('c', [nonna, zio], [1, 2], [1], '2026-01-03T00:00:00.000Z'), status: 'active' as const, outcome: null },
    ];
    const counted = [
      {
        matchId: 'a',
        tally: [
          [2, 1],
          [0, 3],
          [1, 0],
        ],
      },
      {
        matchId: 'b',
        tally: [
          [5, 0],
          [1, 1],
        ],
      },
      {
        matchId: 'c',
        tally: [
          [9, 9],
          [9, 9],
        ],
      },
    ];
    const sums = tallies(games, counted, 2);
    expect(sums.get(personKey(nonna))).toEqual([3, 2]);
    expect(sums.get(personKey(zio))).toEqual([5, 3]);
    expect(sums.get(personKey({ kind: 'bot', level: 'normal', name: 'Lefty' }))).toEqual([1, 0]);
    expect(biggestWin(games)).toEqual({ name: 'Zio', margin: 30, id: 'b' });
    expect(mostInOneGame(games.slice(0, 2), counted, 0)).toEqual({ name: 'Zio', value: 5, id: 'b' });
    expect(mostInOneGame(games.slice(0, 2), counted, 1)).toEqual({ name: 'Zio', value: 3, id: 'a' });
  });

  it('money counts read as money, like the best scores beside them: "Extorted" $12,500, not "Extorted ($)" 12500', () => {
    const extorted = countColumn('Extorted ($)');
    expect(extorted.label).toBe('Extorted');
    expect([12500, 32400, 600, 0].map(extorted.text)).toEqual(['$12,500', '$32,400', '$600', '$0']);
    const whacks = countColumn('Whacks');
    expect(whacks.label).toBe('Whacks');
    expect([1, 1200].map(whacks.text)).toEqual(['1', '1,200']);
  });

  it('two computer players of one name at different levels are told apart in the records', () => {
    const normal: SeatSpec = { kind: 'bot', level: 'normal', name: 'Dutch' };
    const easy: SeatSpec = { kind: 'bot', level: 'easy', name: 'Dutch' };
    const rosa: SeatSpec = { kind: 'human', name: 'Nonna Rosa' };
    const games = [
      game('a', [normal, rosa], [44700, 1100], [0], '2026-01-01T00:00:00.000Z'),
      game('b', [rosa, easy], [2700, 2000], [0], '2026-01-02T00:00:00.000Z'),
    ];
    const table = standings(games);
    const distinct = distinctNames(table);
    expect(table.map((s) => distinct.get(s.key))).toEqual(['Dutch (Normal)', 'Nonna Rosa', 'Dutch (Easy)']);
    const named = (seat: SeatSpec): string => distinct.get(personKey(seat)) ?? seat.name;
    expect(biggestWin(games, named)).toMatchObject({ name: 'Dutch (Normal)', margin: 43600 });
    expect(records(games, named).highest).toMatchObject({ name: 'Dutch (Normal)', score: 44700 });
    const counted = [
      { matchId: 'a', tally: [[0], [7]] },
      { matchId: 'b', tally: [[0], [3]] },
    ];
    expect(mostInOneGame(games, counted, 0, named)).toMatchObject({ name: 'Nonna Rosa', value: 7 });
    expect(mostInOneGame(games, [{ matchId: 'b', tally: [[0], [3]] }], 0, named)).toMatchObject({
      name: 'Dutch (Easy)',
      value: 3,
    });
    // One computer "Lefty" alone keeps its plain name.
    expect([
      ...distinctNames(standings([game('c', [nonna, bot], [1, 0], [0], '2026-01-03T00:00:00.000Z')])).values(),
    ]).toEqual(['Nonna', 'Lefty']);
  });
});

describe('the order the standings are listed in', () => {
  // Two games no one won: Lefty rated highest on the scores between them, Nonna with the best score rated lowest
  // (a family's review: listed by rating, with nothing saying so, the best score stood last).
  const games = [
    game('a', [nonna, zio, bot], [20, 50, 60], [], '2026-01-01T00:00:00.000Z'),
    game('b', [nonna, zio, bot], [185, 90, 95], [1], '2026-01-02T00:00:00.000Z'),
  ];
  const names = (order: Parameters<typeof orderStandings>[1]) =>
    orderStandings(standings(games), order).map((s) => s.name);

  it('lists by rating unless asked, and says so', () => {
    expect(names('rating')).toEqual(standings(games).map((s) => s.name));
    expect(orderWords('rating')).toBe('Listed by rating, highest first; level ratings by wins.');
  });

  it('lists by wins or by best score when asked, the same people with the same numbers', () => {
    expect(names('wins')[0]).toBe('Zio');
    expect(names('best')).toEqual(['Nonna', 'Lefty', 'Zio']);
    expect(orderWords('best')).toBe('Listed by best score, highest first; level scores by rating.');
    expect(orderStandings(standings(games), 'wins')).toHaveLength(3);
  });
});
