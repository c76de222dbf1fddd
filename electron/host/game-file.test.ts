import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyGameDef } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import { parseParams } from '../../core/protocol';
import { mustOpen, removeTempDirs, tempDir } from '../store/testing';
import type { Store } from '../store/types';
import { exportGame, importGame } from './game-file';
import { Seeker } from './replay';
import { storeRandomGame } from './stored-game';

afterAll(removeTempDirs);

const defs = new Map(REGISTRY.defs.map((d) => [d.id, d]));
const np = defs.get('nothing-personal') as AnyGameDef;
const gangsters = defs.get('gangsters') as AnyGameDef;

const stores: Store[] = [];
afterAll(() => {
  for (const s of stores) s.close();
});
function fresh(): Store {
  const s = mustOpen(`${tempDir()}/records.db`);
  stores.push(s);
  return s;
}

/** Everything in a store, to show an import changed nothing. */
const everything = (s: Store): string => JSON.stringify(s.games.list().map((g) => [g, s.games.digest(g.id)]));

/** A file re-signed after its game was edited: only the replay can tell. */
function resign(text: string, edit: (game: Record<string, unknown>) => void): string {
  const file = JSON.parse(text) as { game: Record<string, unknown>; sha256: string };
  edit(file.game);
  file.sha256 = createHash('sha256').update(JSON.stringify(file.game)).digest('hex');
  return JSON.stringify(file);
}

describe('one game as one file', () => {
  const home = fresh();
  const record = storeRandomGame(np, home, { id: 'np-export', seats: 4, moves: 100_000 });
  const text = exportGame(home, home.games.get(record.id) as NonNullable<ReturnType<Store['games']['get']>>);

  it('exports and imports whole: same moves, same positions, finished with its outcome, replayable', () => {
    const other = fresh();
    const r = importGame(other, defs, text);
    expect(r).toEqual({ ok: true, matchId: 'np-export', already: false });
    const got = other.games.get('np-export');
    expect(got?.status).toBe('finished');
    expect(got?.outcome).toEqual(record.outcome);
    expect(other.actions.read('np-export').rows.map((x) => [x.seat, x.action, x.stateHash])).toEqual(
      home.actions.read('np-export').rows.map((x) => [x.seat, x.action, x.stateHash]),
    );
    const m = new Seeker(other).at(np, got!, 77);
    expect(m.version).toBe(77);
    // Importing the same file again opens the game already there and changes nothing.
    const before = everything(other);
    expect(importGame(other, defs, text)).toEqual({ ok: true, matchId: 'np-export', already: true });
    expect(everything(other)).toBe(before);
  });

  it('takes a file saved earlier in a game played on since as the game already there; says so of one further along', () => {
    // The records hold the first 60 moves of the game (the same deal and players: the same moves so far).
    const behind = fresh();
    storeRandomGame(np, behind, { id: 'np-export', seats: 4, moves: 60 });
    expect(behind.actions.read('np-export').rows.map((x) => x.stateHash)).toEqual(
      home.actions
        .read('np-export')
        .rows.slice(0, 60)
        .map((x) => x.stateHash),
    );
    const before = everything(behind);
    const further = importGame(behind, defs, text);
    expect(further).toEqual({
      ok: false,
      message:
        'Your records hold this game, but not as far as this file does. The game in your records was left as it is.',
    });
    expect(everything(behind)).toBe(before);
    // The other way round: the whole game in the records, a file saved at move 60.
    const ahead = fresh();
    importGame(ahead, defs, text);
    const early = exportGame(behind, behind.games.get('np-export') as NonNullable<ReturnType<Store['games']['get']>>);
    const kept = everything(ahead);
    expect(importGame(ahead, defs, early)).toEqual({ ok: true, matchId: 'np-export', already: true });
    expect(everything(ahead)).toBe(kept);
  });

  it('refuses a changed file, a re-signed file with a changed move, and a file from newer rules, changing nothing', () => {
    const other = fresh();
    storeRandomGame(gangsters, other, { id: 'mine', seats: 2, moves: 40 });
    const before = everything(other);
    const cases: [string, RegExp][] = [
      [text.replace(/"Bot 1"/, '"Bot X"'), /changed or damaged/],
      [
        resign(text, (g) => {
          const moves = g.moves as unknown[][];
          (moves[10] as unknown[])[3] = '0123456789abcdef';
        }),
        /Move 11 .*does not lead/,
      ],
      [resign(text, (g) => void (g.engineVersion = '999')), /newer rules/],
      [resign(text, (g) => void (g.gameId = 'chess')), /does not have/],
      [resign(text, (g) => void (g.id = 'mine')), /another game under the same name/],
      [resign(text, (g) => void (g.moves = (g.moves as unknown[]).slice(0, 50))), /finished/],
      ['{"format":"mob-night-game","version":3,"sha256":"' + '0'.repeat(64) + '","game":{}}', /newer Mob Night/],
      ['not json', /not even readable/],
      // The same file cut short, as by a copy that stopped.
      [text.slice(0, Math.floor(text.length / 2)), /^This Mob Night game file is cut short or damaged/],
    ];
    for (const [bad, message] of cases) {
      const r = importGame(other, defs, bad);
      if (r.ok) expect(r.already).toBe(true);
      else expect(r.message).toMatch(message);
    }
    expect(everything(other)).toBe(before);
  });

  it('fuzz: random and mutated files are refused plainly and never change the records', () => {
    const other = fresh();
    storeRandomGame(np, other, { id: 'kept', seats: 3, moves: 30 });
    const before = everything(other);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .tuple(fc.nat(text.length - 1), fc.string({ minLength: 1, maxLength: 4 }))
            .map(([at, s]) => text.slice(0, at) + s + text.slice(at + 1)),
          fc.tuple(fc.nat(text.length - 1), fc.nat(60)).map(([at, n]) => text.slice(0, at) + text.slice(at + n)),
        ),
        (bad) => {
          const r = importGame(other, defs, bad);
          if (r.ok) {
            // Only an edit that leaves the game itself as it was can be accepted, and then it is the same game.
            expect(r.matchId).toBe('np-export');
          } else {
            expect(r.message.length).toBeGreaterThan(10);
            expect(r.message).not.toMatch(/undefined|\[object|at .*\.ts/);
          }
        },
      ),
      { numRuns: 300 },
    );
    const ids = other.games.list().map((g) => g.id);
    expect(ids.filter((id) => id !== 'np-export')).toEqual(['kept']);
    if (ids.length === 1) expect(everything(other)).toBe(before);
  });
});

describe('a game filed under a campaign', () => {
  it('comes back to its campaign when opened from its file, even after it was deleted', () => {
    const home = fresh();
    storeRandomGame(np, home, { id: 'np-winter', seats: 3, moves: 40 });
    const winter = home.campaigns.create({ name: 'Winter nights', gameId: 'nothing-personal' });
    home.campaigns.assign('np-winter', winter.id);
    const text = exportGame(home, home.games.get('np-winter')!);
    expect(JSON.parse(text)).toMatchObject({ version: 2, game: { campaign: 'Winter nights' } });
    // Deleted, then opened again from its file: filed under the same campaign, not a second of that name.
    home.games.remove('np-winter');
    expect(importGame(home, defs, text)).toEqual({ ok: true, matchId: 'np-winter', already: false });
    expect(home.games.get('np-winter')?.campaignId).toBe(winter.id);
    expect(home.campaigns.list().filter((c) => c.name === 'Winter nights')).toHaveLength(1);
    // On another computer, which has no such campaign, it is made.
    const other = fresh();
    expect(importGame(other, defs, text)).toMatchObject({ ok: true });
    const made = other.campaigns.list();
    expect(made.map((c) => [c.name, c.gameId, c.games])).toEqual([['Winter nights', 'nothing-personal', 1]]);
    expect(other.games.get('np-winter')?.campaignId).toBe(made[0]?.id);
  });

  it('a game under no campaign is written as version 1, which every earlier Mob Night opens', () => {
    const home = fresh();
    storeRandomGame(np, home, { id: 'np-loose', seats: 3, moves: 10 });
    const file = JSON.parse(exportGame(home, home.games.get('np-loose')!)) as { version: number; game: object };
    expect(file.version).toBe(1);
    expect(file.game).not.toHaveProperty('campaign');
  });
});

describe('a long game', () => {
  it('a game past the old 1 MiB limit (some 12,000 moves) is saved, sent and opened again whole', () => {
    const home = fresh();
    const long = { cashToWin: 1_000_000, turnCap: 100_000 };
    // Played quickly: a pass, the end of a move or a roll whenever the rules allow one, else a random legal
    // move (working out every legal move at each of 14,000 turns took most of this test's time).
    const prefer = ['pass', 'end-move', 'roll'].map((type) => ({ type }));
    storeRandomGame(gangsters, home, { id: 'g-long', seats: 4, moves: 14_000, options: long, prefer });
    const text = exportGame(home, home.games.get('g-long')!);
    expect(text.length).toBeGreaterThan(1 << 20);
    // The call that carries it takes it, as the host reads every message.
    expect(parseParams('history.import', { text }).ok).toBe(true);
    const other = fresh();
    expect(importGame(other, defs, text)).toEqual({ ok: true, matchId: 'g-long', already: false });
    expect(other.games.get('g-long')?.actionCount).toBe(14_000);
  });
});
