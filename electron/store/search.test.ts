import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { containing, searchWords } from './search';
import { mustOpen, removeTempDirs, sampleGame, sampleSnapshot, tempDir } from './testing';
import type { Store } from './types';

afterAll(removeTempDirs);

const GAMES = [
  { id: 'gangsters', name: 'Gangsters' },
  { id: 'supergang', name: 'SuperGang' },
  { id: 'nothing-personal', name: 'Nothing Personal' },
];

describe('the words of a search', () => {
  it('reads the date as a case file shows it, word by word', () => {
    expect(searchWords('Friday, 14 March 2025')).toEqual([
      { text: 'friday', weekday: 5 },
      { text: '14', day: 14 },
      { text: 'march', month: 3 },
      { text: '2025', year: 2025 },
    ]);
  });

  it('takes short month and weekday names, days said as ordinals, today and yesterday', () => {
    expect(searchWords('sept sat Saturdays 3rd today yesterday')).toEqual([
      { text: 'sept', month: 9 },
      { text: 'sat', weekday: 6 },
      { text: 'saturdays', weekday: 6 },
      { text: '3rd', day: 3 },
      { text: 'today', daysAgo: 0 },
      { text: 'yesterday', daysAgo: 1 },
    ]);
  });

  it('keeps a name a name: two letters are no month, 32 is no day, and "May" may be either', () => {
    expect(searchWords('Ma 32 May Gran')).toEqual([
      { text: 'ma' },
      { text: '32' },
      { text: 'may', month: 5 },
      { text: 'gran' },
    ]);
  });

  it('leaves out blanks, quotes and a word typed twice, and searches at most eight words', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('“Uncle Sal”  uncle').map((w) => w.text)).toEqual(['uncle', 'sal']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('reads a date written as a computer writes it, and "computer" as a computer player', () => {
    expect(searchWords('2026-12-07 2026-1-6 2025-03 computer Computers.')).toEqual([
      { text: '2026-12-07', date: '2026-12-07' },
      { text: '2026-1-6', date: '2026-01-06' },
      { text: '2025-03', date: '2025-03' },
      { text: 'computer', computer: true },
      { text: 'computers', computer: true },
    ]);
    // No such day or month: the word is only searched for as it is typed.
    expect(searchWords('2026-02-30 2026-13-01 2026-00 12-07 comp')).toEqual([
      { text: '2026-02-30' },
      { text: '2026-13-01' },
      { text: '2026-00' },
      { text: '12-07' },
      { text: 'comp' },
    ]);
  });

  it('finds a % or _ typed as itself, not as any letters', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('finding games in the records', () => {
  /** Five games of three kinds and days (noon UTC: the same day in the host's own time wherever it is). */
  function records(): Store {
    let at = new Date(Date.UTC(2025, 2, 14, 12));
    const store = mustOpen(`${tempDir()}/find.db`, { now: () => at });
    const nonna = store.players.add({ name: 'Nonna Rosa', colour: 'red', emblem: 'rose' });
    const winter = store.campaigns.create({ name: 'Winter League', gameId: 'gangsters' });
    const play = (id: string, day: Date, over: Parameters<typeof sampleGame>[1], moves = 0): void => {
      at = day;
      store.games.create(sampleGame(id, over), sampleSnapshot(0));
      for (let seq = 1; seq <= moves; seq++)
        store.actions.append(id, {
          seq,
          seat: 0,
          action: { type: 'roll' },
          random: [],
          events: [],
          stateHash: `h${seq}`,
        });
    };
    // Friday 14 March 2025.
    play('rosa', new Date(Date.UTC(2025, 2, 14, 12)), {
      seats: [
        { kind: 'human', playerId: nonna.id, name: 'Nonna Rosa' },
        { kind: 'bot', level: 'easy', name: 'Lefty' },
      ],
      campaignId: winter.id,
    });
    // Saturday 3 May 2025.
    play(
      'sal',
      new Date(Date.UTC(2025, 4, 3, 12)),
      {
        gameId: 'nothing-personal',
        seats: [
          { kind: 'human', name: 'Uncle Sal' },
          { kind: 'human', name: 'Vera' },
        ],
      },
      5,
    );
    // Tuesday 6 January 2026.
    play(
      'vera',
      new Date(Date.UTC(2026, 0, 6, 12)),
      {
        gameId: 'supergang',
        seats: [
          { kind: 'human', name: 'Vera' },
          { kind: 'bot', level: 'hard', name: '50%_off' },
        ],
      },
      2,
    );
    store.seatPersons.record('vera', 1, 'Cousin Mia', 'network');
    // Wednesday 7 January 2026, "today" for the searches below.
    play('today', new Date(Date.UTC(2026, 0, 7, 12)), {});
    at = new Date(Date.UTC(2026, 0, 7, 13));
    // Nonna renames herself: her older game is found by her new name too.
    store.players.update({ id: nonna.id, name: 'Granny Rose' });
    return store;
  }
  const ids = (store: Store, q: Parameters<Store['games']['summaries']>[0]): string[] =>
    store.games.summaries({ games: GAMES, ...q }).map((g) => g.id);

  it('finds a game by a seat’s name, a player’s name now, a network person and the campaign', () => {
    const store = records();
    expect(ids(store, { search: 'rosa' })).toEqual(['rosa']);
    expect(ids(store, { search: 'GRANNY' })).toEqual(['rosa']);
    expect(ids(store, { search: 'vera' })).toEqual(['today', 'vera', 'sal']);
    expect(ids(store, { search: 'mia' })).toEqual(['vera']);
    expect(ids(store, { search: 'winter' })).toEqual(['rosa']);
    // Every word must match: Vera with Uncle Sal.
    expect(ids(store, { search: 'vera sal' })).toEqual(['sal']);
    expect(ids(store, { search: 'nobody' })).toEqual([]);
    // A % typed is a %, not "anything".
    expect(ids(store, { search: '50%' })).toEqual(['vera']);
    expect(ids(store, { search: '%' })).toEqual(['vera']);
    store.close();
  });

  it('finds a game by its game’s name, and by the date its case file shows', () => {
    const store = records();
    expect(ids(store, { search: 'nothing personal' })).toEqual(['sal']);
    expect(ids(store, { search: 'gang' })).toEqual(['today', 'vera', 'rosa']);
    expect(ids(store, { search: 'March' })).toEqual(['rosa']);
    expect(ids(store, { search: 'saturday' })).toEqual(['sal']);
    expect(ids(store, { search: '2026' })).toEqual(['today', 'vera']);
    expect(ids(store, { search: 'jan 6th' })).toEqual(['vera']);
    expect(ids(store, { search: 'Tuesday, 6 January 2026' })).toEqual(['vera']);
    expect(ids(store, { search: 'today' })).toEqual(['today']);
    expect(ids(store, { search: 'yesterday' })).toEqual(['vera']);
    // As a computer writes the date: a day, a day without its noughts, a month.
    expect(ids(store, { search: '2026-01-06' })).toEqual(['vera']);
    expect(ids(store, { search: '2025-5-3' })).toEqual(['sal']);
    expect(ids(store, { search: '2025-03' })).toEqual(['rosa']);
    expect(ids(store, { search: '2026-02-30' })).toEqual([]);
    store.close();
  });

  it('finds the games with a computer player, and a name with the word in it', () => {
    const store = records();
    // Uncle Sal and Vera played alone; every other game had a computer player.
    expect(ids(store, { search: 'computer' })).toEqual(['today', 'vera', 'rosa']);
    expect(ids(store, { search: 'Computers' })).toEqual(['today', 'vera', 'rosa']);
    expect(ids(store, { search: 'computer nonna' })).toEqual(['rosa']);
    expect(ids(store, { search: 'computer sal' })).toEqual([]);
    // A family who named a campaign after the computer finds it too.
    const beat = store.campaigns.create({ name: 'Beat the computer', gameId: 'nothing-personal' });
    store.campaigns.assign('sal', beat.id);
    expect(ids(store, { search: 'computer' })).toEqual(['today', 'vera', 'sal', 'rosa']);
    store.close();
  });

  it('a search goes with the other filters and the paging', () => {
    const store = records();
    expect(ids(store, { search: 'vera', gameId: 'supergang' })).toEqual(['vera']);
    expect(ids(store, { search: 'vera', status: 'finished' })).toEqual([]);
    store.games.setStatus('sal', 'finished', { winners: [0], scores: [1, 0], reason: 'won' });
    expect(ids(store, { search: 'vera', status: 'finished' })).toEqual(['sal']);
    expect(ids(store, { search: 'vera', limit: 1, offset: 1, sort: 'oldest' })).toEqual(['vera']);
    store.close();
  });

  it('keeps one family member’s games by their seat on the roster, not by a name at the table', () => {
    const store = records();
    const granny = store.players.list().find((p) => p.name === 'Granny Rose');
    if (!granny) throw new Error('no Granny Rose on the roster');
    // A guest who gave her name at the table is not her.
    store.games.create(sampleGame('guest', { seats: [{ kind: 'human', name: 'Granny Rose' }] }), sampleSnapshot(0));
    expect(ids(store, { search: 'granny' })).toEqual(['guest', 'rosa']);
    expect(ids(store, { playerId: granny.id })).toEqual(['rosa']);
    expect(ids(store, { playerId: granny.id, status: 'abandoned' })).toEqual([]);
    store.games.setStatus('rosa', 'abandoned', null);
    expect(ids(store, { playerId: granny.id, status: 'abandoned' })).toEqual(['rosa']);
    expect(ids(store, { playerId: 'nobody' })).toEqual([]);
    store.close();
  });

  it('lists newest first, oldest first, longest first and by game', () => {
    const store = records();
    expect(ids(store, {})).toEqual(['today', 'vera', 'sal', 'rosa']);
    expect(ids(store, { sort: 'newest' })).toEqual(['today', 'vera', 'sal', 'rosa']);
    expect(ids(store, { sort: 'oldest' })).toEqual(['rosa', 'sal', 'vera', 'today']);
    expect(ids(store, { sort: 'longest' })).toEqual(['sal', 'vera', 'today', 'rosa']);
    // Gangsters, Nothing Personal, SuperGang; newest first within each.
    expect(ids(store, { sort: 'game' })).toEqual(['today', 'rosa', 'sal', 'vera']);
    // A page of each order follows on from the one before.
    expect(ids(store, { sort: 'oldest', limit: 2 })).toEqual(['rosa', 'sal']);
    expect(ids(store, { sort: 'oldest', limit: 2, offset: 2 })).toEqual(['vera', 'today']);
    expect(ids(store, { sort: 'game', search: 'gang', limit: 2, offset: 1 })).toEqual(['rosa', 'vera']);
    store.close();
  });

  it('a game whose seats cannot be read is still found by its game, and spoils no search', () => {
    const file = `${tempDir()}/damaged.db`;
    const store = mustOpen(file);
    for (const id of ['ok', 'bad']) store.games.create(sampleGame(id), sampleSnapshot(0));
    store.close();
    const db = new Database(file);
    db.exec("PRAGMA ignore_check_constraints = ON; UPDATE games SET seats = '[{' WHERE id = 'bad'");
    db.close();
    const again = mustOpen(file);
    expect(ids(again, { search: 'vera' })).toEqual(['ok']);
    expect(ids(again, { search: 'gangsters', sort: 'oldest' })).toEqual(['ok', 'bad']);
    again.close();
  });
});
