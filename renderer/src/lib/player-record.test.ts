import { describe, expect, it } from 'vitest';
import type { GameSummary, SeatSpec } from '@core/protocol';
import { ordinal, placeOf, playerRecord } from './player-record';

const nonna: SeatSpec = { kind: 'human', name: 'Nonna', playerId: 'p-nonna' };
const sal: SeatSpec = { kind: 'human', name: 'Sal', playerId: 'p-sal' };
const lefty: SeatSpec = { kind: 'bot', name: 'Lefty', level: 'normal' };

let n = 0;
function game(
  gameId: string,
  seats: SeatSpec[],
  outcome: GameSummary['outcome'],
  at: string,
  status: GameSummary['status'] = outcome ? 'finished' : 'active',
): GameSummary {
  n += 1;
  return {
    id: `g${n}`,
    gameId,
    gameName: gameId === 'gangsters' ? 'Gangsters' : 'SuperGang',
    status,
    seats,
    createdAt: at,
    updatedAt: at,
    actionCount: 100,
    outcome,
  };
}

describe('a player’s own page', () => {
  const games = [
    game('gangsters', [nonna, sal], { winners: [0], scores: [12_000, 8_000], reason: '' }, '2026-11-01T20:00:00Z'),
    game(
      'gangsters',
      [sal, nonna, lefty],
      { winners: [0], scores: [9_000, 7_000, 9_500], reason: '' },
      '2026-11-08T20:00:00Z',
    ),
    game('supergang', [lefty, nonna, sal], { winners: [0], scores: [500, 0, 0], reason: '' }, '2026-11-15T20:00:00Z'),
    game('supergang', [nonna, sal], null, '2026-11-20T20:00:00Z'),
    // Not hers: Sal and Lefty alone.
    game('gangsters', [sal, lefty], { winners: [1], scores: [1, 2], reason: '' }, '2026-11-22T20:00:00Z'),
    // Hers under another name at the table: the roster entry counts, not the name.
    game(
      'gangsters',
      [{ ...nonna, name: 'Nonna Rosa' }, lefty],
      { winners: [0], scores: [11_000, 3_000], reason: '' },
      '2026-11-29T20:00:00Z',
    ),
  ];

  it('counts the games she finished and won, each kind of game with her standing in it', () => {
    const r = playerRecord(games, 'p-nonna');
    expect(r.finished).toBe(4);
    expect(r.wins).toBe(2);
    expect(r.kinds.map((k) => [k.gameName, k.games, k.wins, k.best])).toEqual([
      ['Gangsters', 3, 2, 12_000],
      ['SuperGang', 1, 0, 0],
    ]);
    const g = r.kinds[0];
    expect(g?.of).toBe(3); // Nonna, Sal and Lefty played Gangsters
    expect(g?.place).toBeGreaterThanOrEqual(1);
  });

  it('lists her latest games first, how each ended for her, and who else played', () => {
    const r = playerRecord(games, 'p-nonna');
    expect(r.recent.map((g) => [g.gameName, g.won, g.place, g.of, g.score])).toEqual([
      ['Gangsters', true, 1, 2, 11_000],
      ['SuperGang', false, 2, 3, 0],
      ['Gangsters', false, 3, 3, 7_000],
      ['Gangsters', true, 1, 2, 12_000],
    ]);
    expect(r.recent[1]?.others).toEqual(['Lefty', 'Sal']);
    expect(r.recent[1]?.playedBy).toEqual([]);
    // Family members are named as the roster names them now (Sal renamed Salvatore).
    const renamed = playerRecord(games, 'p-nonna', 10, (s) =>
      s.kind === 'human' && s.playerId === 'p-sal' ? 'Salvatore' : s.name,
    );
    expect(renamed.recent[1]?.others).toEqual(['Lefty', 'Salvatore']);
    expect(playerRecord(games, 'p-nonna', 2).recent).toHaveLength(2);
  });

  it('says who else played her seat on their own device at a game night on the network', () => {
    const night = {
      ...game('gangsters', [sal, nonna], { winners: [0], scores: [9, 3], reason: '' }, '2026-12-01T20:00:00Z'),
      persons: [
        { seat: 1, name: 'Cousin Vinny', place: 'network' as const },
        { seat: 1, name: 'Nonna', place: 'network' as const },
        { seat: 0, name: 'Zio', place: 'network' as const },
        { seat: 1, name: 'Aunt Lu', place: 'here' as const },
      ],
    };
    expect(playerRecord([night], 'p-nonna').recent[0]?.playedBy).toEqual(['Cousin Vinny']);
  });

  it('lists the games she is still in, and nothing of a player with no games', () => {
    expect(playerRecord(games, 'p-nonna').playing.map((g) => g.status)).toEqual(['active']);
    expect(playerRecord(games, 'p-nobody')).toEqual({
      finished: 0,
      wins: 0,
      kinds: [],
      recent: [],
      campaigns: [],
      playing: [],
      abandoned: 0,
    });
  });

  it('counts the games of hers left unfinished, by her seat on the roster, not by a name at the table', () => {
    const left = [
      game('gangsters', [nonna, sal], null, '2026-12-02T20:00:00Z', 'abandoned'),
      // Hers under another name at the table.
      game('supergang', [lefty, { ...nonna, name: 'Nonna Rosa' }], null, '2026-12-03T20:00:00Z', 'abandoned'),
      // Not hers: a guest who gave her name, and Sal alone with the computer.
      game('gangsters', [{ kind: 'human', name: 'Nonna' }, sal], null, '2026-12-04T20:00:00Z', 'abandoned'),
      game('gangsters', [sal, lefty], null, '2026-12-05T20:00:00Z', 'abandoned'),
    ];
    const r = playerRecord([...games, ...left], 'p-nonna');
    expect(r.abandoned).toBe(2);
    // Left unfinished, they are neither finished nor still being played.
    expect([r.finished, r.wins, r.playing.length]).toEqual([4, 2, 1]);
    expect(playerRecord([...games, ...left], 'p-sal').abandoned).toBe(3);
    expect(playerRecord(games, 'p-nonna').abandoned).toBe(0);
  });

  it('names the campaigns she played in, with her standing in each among those who played in it', () => {
    const summer = {
      id: 'c-summer',
      name: 'Summer feud',
      gameId: 'gangsters',
      createdAt: '2026-10-01T00:00:00Z',
      games: 3,
    };
    const none = { id: 'c-none', name: 'Not hers', gameId: 'gangsters', createdAt: '2026-10-01T00:00:00Z', games: 1 };
    const spring = { id: 'c-spring', name: 'Spring', gameId: 'supergang', createdAt: '2026-10-01T00:00:00Z', games: 1 };
    const filed = games.map((g, i) =>
      i === 0 || i === 1
        ? { ...g, campaignId: summer.id }
        : i === 4
          ? { ...g, campaignId: none.id }
          : i === 3
            ? { ...g, campaignId: spring.id }
            : g,
    );
    const r = playerRecord(filed, 'p-nonna', 10, undefined, [summer, none, spring]);
    // Spring holds her game in progress (Nov 20), played later than Summer's (Nov 1 and 8).
    expect(r.campaigns.map((c) => [c.name, c.gameName, c.games, c.wins, c.place, c.of, c.playing])).toEqual([
      ['Spring', 'SuperGang', 0, 0, null, 0, 1],
      ['Summer feud', 'Gangsters', 2, 1, expect.any(Number), 3, 0],
    ]);
    expect(r.recent.map((g) => g.campaign)).toEqual([null, null, 'Summer feud', 'Summer feud']);
  });

  it('her place in the standings agrees with her place in the game when the winner had less money', () => {
    const legs: SeatSpec = { kind: 'bot', name: 'Legs', level: 'normal' };
    // Lefty ends richest, Nonna second richest, Legs wins holding a district: Nonna is 3rd of 4 either way.
    const sg = game(
      'supergang',
      [lefty, nonna, legs, sal],
      { winners: [2], scores: [560, 400, 285, 100], reason: '' },
      '2026-11-20T20:00:00Z',
    );
    const r = playerRecord([sg], 'p-nonna');
    expect(r.recent[0]).toMatchObject({ won: false, place: 3, of: 4 });
    expect(r.kinds[0]).toMatchObject({ gameName: 'SuperGang', place: 3, of: 4 });
  });

  it('players level in the standings share her place there, as they shared it in the game', () => {
    // A Gangsters game ended by the turn limit with no winner, Nonna and Zia level on money: both 1st of 3 in
    // the game, and at the same rating and wins in the standings, so both 1st there too (Zia, earlier in the
    // alphabet, is listed first, which made Nonna 2nd).
    const zia: SeatSpec = { kind: 'human', name: 'Aunt Zia', playerId: 'p-zia' };
    const tie = game(
      'gangsters',
      [nonna, sal, zia],
      { winners: [], scores: [1_600, 1_100, 1_600], reason: '' },
      '2026-11-20T20:00:00Z',
    );
    const summer = { id: 'c-tie', name: 'Tie', gameId: 'gangsters', createdAt: '2026-10-01T00:00:00Z', games: 1 };
    const r = playerRecord([{ ...tie, campaignId: summer.id }], 'p-nonna', 10, undefined, [summer]);
    expect(r.recent[0]).toMatchObject({ place: 1, of: 3 });
    expect(r.kinds[0]).toMatchObject({ place: 1, of: 3 });
    expect(r.campaigns[0]).toMatchObject({ place: 1, of: 3 });
    expect(playerRecord([tie], 'p-sal').kinds[0]).toMatchObject({ place: 3, of: 3 });
    expect(playerRecord([tie], 'p-zia').kinds[0]).toMatchObject({ place: 1, of: 3 });
  });

  it('places a seat after the winners and higher scores; seats level on score share a place', () => {
    const sg = { winners: [0], scores: [500, 0, 0, 0], reason: '' };
    expect([0, 1, 2, 3].map((s) => placeOf(sg, s))).toEqual([1, 2, 2, 2]);
    // A Gang that wins on its Joints (G-15.1) may be worth less than another: the winner is still first.
    const joints = { winners: [1], scores: [9_000, 6_000, 7_000], reason: '' };
    expect([0, 1, 2].map((s) => placeOf(joints, s))).toEqual([2, 1, 3]);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
  });
});
