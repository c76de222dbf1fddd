import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { diceRace, diceRaceModule } from '../core/engine/testing/dice-race';
import { GAME_MODULES, gameRegistry } from '../core/games';
import { CITY_BOARD_JSON } from '../core/games/gangsters/city';
import { createHost } from './app';
import { runCli } from './cli';
import { openStore } from './store';
import { storeRandomGame } from './host/stored-game';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    registry: gameRegistry([diceRaceModule, ...GAME_MODULES]),
    out: (l: string) => out.push(l),
    err: (l: string) => err.push(l),
    lines: { out, err },
  };
}

async function recordedGame(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mob-cli-'));
  const host = createHost({ dataDir, mode: 'browser', games: [diceRace] }, 'test');
  const c = { id: 'c', send: () => undefined };
  const created = await host.handle(
    'match.create',
    {
      gameId: 'dice-race',
      options: {},
      seats: [
        { kind: 'human', name: 'A' },
        { kind: 'human', name: 'B' },
      ],
    },
    c,
  );
  const matchId = (created as { result: { matchId: string } }).result.matchId;
  const moves = [
    [0, { type: 'bid', amount: 1 }],
    [1, { type: 'bid', amount: 2 }],
    [1, { type: 'roll' }],
    [0, { type: 'roll' }],
  ] as const;
  for (const [i, [seat, action]] of moves.entries()) {
    const r = await host.handle('match.act', { matchId, seat, version: i, action }, c);
    if (!r.ok) throw new Error(r.error.message);
  }
  host.close();
  return join(dataDir, 'mob-night.db');
}

describe('cli', () => {
  it('lists the playable games of its registry as JSON', () => {
    const x = io();
    expect(runCli(['games'], x)).toBe(0);
    const { games } = JSON.parse(x.lines.out[0]!) as { games: { id: string }[] };
    expect(games[0]).toEqual({
      id: 'dice-race',
      name: 'Dice Race',
      minPlayers: 2,
      maxPlayers: 4,
      engineVersion: '1',
      botLevels: ['random'],
    });
    expect(games.map((g) => g.id)).toEqual([
      'dice-race',
      ...GAME_MODULES.filter((m) => m.playable).map((m) => m.def.id),
    ]);
    for (const g of games.slice(1)) expect(g).toMatchObject({ botLevels: ['random', 'easy', 'normal', 'hard'] });
  });

  it('plays a seeded strength series with the seats rotated, one line a game and a summary', () => {
    const run = () => {
      const x = io();
      const args = ['match', '--game', 'nothing-personal', '--players', '4', '--a', 'easy', '--b', 'random'];
      expect(runCli([...args, '--games', '4', '--seed', 's'], x)).toBe(0);
      return x.lines.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    };
    const lines = run();
    expect(lines).toHaveLength(5);
    expect(lines.slice(0, 4).map((g) => g.aSeats)).toEqual([
      [0, 2],
      [1, 3],
      [0, 2],
      [1, 3],
    ]);
    expect(lines[4]).toMatchObject({ game: 'nothing-personal', a: 'easy', b: 'random', games: 4 });
    expect(run().map((l) => l.aScore)).toEqual(lines.map((l) => l.aScore));
    const x = io();
    expect(runCli(['match', '--game', 'nothing-personal', '--a', 'genius'], x)).toBe(2);
  });

  it('verifies a stored history by replaying it', async () => {
    const db = await recordedGame();
    const x = io();
    expect(runCli(['verify-history', '--db', db], x)).toBe(0);
    expect(JSON.parse(x.lines.out[0]!)).toMatchObject({
      ok: true,
      checked: 1,
      failed: 0,
      games: [{ actions: 4, ok: true }],
    });
  });

  it('checks stored games of every game with an engine, timing the replays per 1,000 moves', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-cli-'));
    const db = join(dataDir, 'mob-night.db');
    const opened = openStore(db);
    if (!opened.ok) throw new Error(opened.status.message);
    for (const m of GAME_MODULES) storeRandomGame(m.def, opened.store, { id: m.def.id, seats: 4, moves: 40 });
    opened.store.close();
    const x = io();
    expect(runCli(['verify-history', '--db', db], x)).toBe(0);
    const report = JSON.parse(x.lines.out[0]!) as {
      games: { gameId: string; ok: boolean }[];
      actions: number;
      msPer1000Actions: number;
    };
    expect(report.games.map((g) => [g.gameId, g.ok]).sort()).toEqual(GAME_MODULES.map((m) => [m.def.id, true]).sort());
    expect(report.actions).toBe(40 * GAME_MODULES.length);
    expect(report.msPer1000Actions).toBeGreaterThan(0);
  });

  it('reports a history whose stored hashes do not match', async () => {
    const db = await recordedGame();
    const raw = new Database(db);
    raw.prepare("UPDATE actions SET state_hash = '0000000000000000' WHERE seq = 3").run();
    raw.close();
    const x = io();
    expect(runCli(['verify-history', '--db', db], x)).toBe(1);
    expect(JSON.parse(x.lines.out[0]!)).toMatchObject({
      ok: false,
      failed: 1,
      games: [{ ok: false, problem: expect.stringContaining('move 3') }],
    });
  });

  it('validates the Gangsters city and reports a broken board file', () => {
    const x = io();
    expect(runCli(['validate-board', '--game', 'gangsters'], x)).toBe(0);
    const summary = JSON.parse(x.lines.out.at(-1)!);
    expect(summary).toMatchObject({ game: 'gangsters', ok: true, errors: [] });
    expect(summary.counts).toBeTruthy();
    const dir = mkdtempSync(join(tmpdir(), 'mob-board-'));
    const board = JSON.parse(JSON.stringify(CITY_BOARD_JSON)) as { buildings: unknown[] };
    board.buildings = board.buildings.slice(1);
    writeFileSync(join(dir, 'board.json'), JSON.stringify(board));
    expect(runCli(['validate-board', '--game', 'gangsters', '--file', join(dir, 'board.json')], x)).toBe(1);
    expect(JSON.parse(x.lines.out.at(-1)!)).toMatchObject({
      ok: false,
      errors: expect.arrayContaining([expect.stringContaining('G-8.1 CLASS_COUNT')]),
    });
    expect(runCli(['validate-board', '--game', 'chess'], x)).toBe(2);
  });

  it('plays seeded Gangsters bot games, one JSON line each, the same for the same seed', () => {
    const run = () => {
      const x = io();
      expect(runCli(['sim', '--game', 'gangsters', '--players', '3', '--seed', 's', '--games', '2'], x)).toBe(0);
      return x.lines.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    };
    const first = run();
    expect(first).toHaveLength(2);
    for (const g of first)
      expect(Object.keys(g)).toEqual(
        expect.arrayContaining(['game', 'seed', 'players', 'winner', 'turns', 'netWorth']),
      );
    expect(run()).toEqual(first);
    expect(runCli(['sim', '--game', 'gangsters', '--players', '9'], io())).toBe(2);
  });

  it('words the seats in a simulated game’s ending as Seat N, as every plain-text tool does', () => {
    const x = io();
    expect(runCli(['sim', '--game', 'supergang', '--players', '3', '--seed', 'x', '--games', '2'], x)).toBe(0);
    const reasons = x.lines.out.map((l) => (JSON.parse(l) as { reason: string }).reason);
    expect(reasons.some((r) => /\bSeat \d\b/.test(r))).toBe(true);
    for (const r of reasons) expect(r).not.toContain('{seat:');
  });

  it("applies a scenario and lists a seat's legal decisions, refusing illegal actions with their clause", () => {
    const dir = mkdtempSync(join(tmpdir(), 'mob-scenario-'));
    const position = [
      'game gangsters',
      'players 4',
      'turn green buy',
      'cash green=5000',
      'gang green racketeer=3@hawthorne-hotel',
      'joint hawthorne-hotel green',
      '---',
    ];
    writeFileSync(join(dir, 'ok.txt'), [...position, '2 {"type":"roll"} dice=2,1,4,5,3'].join('\n'));
    const x = io();
    expect(runCli(['apply', '--scenario', join(dir, 'ok.txt')], x)).toBe(0);
    const applied = JSON.parse(x.lines.out.at(-1)!);
    expect(applied).toMatchObject({ ok: true, game: 'gangsters', version: 1, pending: [{ seat: 2, kind: 'cop' }] });
    expect(applied.events.map((e: { text: string }) => e.text)).toContain('blue die: rolled 4');
    expect(runCli(['legal', '--scenario', join(dir, 'ok.txt'), '--seat', '2'], x)).toBe(0);
    const legal = JSON.parse(x.lines.out.at(-1)!);
    expect(legal.legal.length).toBeGreaterThan(0);
    writeFileSync(join(dir, 'bad.txt'), [...position, '1 {"type":"roll"} dice=2,1,4,5,3'].join('\n'));
    expect(runCli(['apply', '--scenario', join(dir, 'bad.txt')], x)).toBe(1);
    expect(JSON.parse(x.lines.out.at(-1)!)).toMatchObject({ ok: false, line: 8, error: { code: 'NOT_YOUR_TURN' } });
  });

  it('applies a Nothing Personal scenario and simulates its bot games', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mob-np-'));
    const scenario = [
      'game nothing-personal',
      '# Guistono (Second Guy) makes a move on the Racketeer',
      '{ "seats": 3, "seed": "demo",',
      '  "position": { "stage": { "kind": "crew-action", "pos": 2, "refused": [] },',
      '    "board": { "2": "paulie-guistono", "5": "jim-redio" }, "marks": { "2": { "seats": [2, 0, 0] } },',
      '    "money": [20, 10, 5], "hands": [[], ["thug-3#1"], []] } }',
      '---',
      '0 {"type":"move"} dice=3',
    ].join('\n');
    writeFileSync(join(dir, 'np.txt'), scenario);
    const x = io();
    expect(runCli(['apply', '--scenario', join(dir, 'np.txt')], x)).toBe(0);
    expect(JSON.parse(x.lines.out.at(-1)!)).toMatchObject({ ok: true, game: 'nothing-personal', version: 1 });
    expect(runCli(['legal', '--scenario', join(dir, 'np.txt'), '--seat', '0'], x)).toBe(0);
    expect(JSON.parse(x.lines.out.at(-1)!)).toMatchObject({ ok: true, seat: 0 });
    const sim = io();
    expect(runCli(['sim', '--game', 'nothing-personal', '--players', '3', '--seed', 's', '--games', '2'], sim)).toBe(0);
    for (const line of sim.lines.out) {
      expect(JSON.parse(line)).toMatchObject({
        game: 'nothing-personal',
        players: 3,
        rounds: 5,
        winner: expect.any(Number),
      });
    }
  });

  it('explains unknown commands and missing files', () => {
    const x = io();
    expect(runCli(['fly'], x)).toBe(2);
    expect(x.lines.err[0]).toContain('Unknown command');
    expect(runCli(['verify-history', '--db', '/nonexistent/x.db'], x)).toBe(2);
  });
});
