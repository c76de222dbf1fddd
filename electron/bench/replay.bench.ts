/**
 * Seeking in a stored game and listing the history, through the host as the app calls them:
 * - `replay.step` to random steps of a 10,000-move game (the installed game that plays longest) (p95, goal ≤ 16 ms), against
 *   replaying the same game from its start to those steps, measured in the same run;
 * - `history.list` of 500 stored games (median, goal ≤ 5 ms), against reading the games' full rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, createMatch, replaySource, seedRng, type AnyGameDef, type JsonValue } from '../../core/engine';
import { nextInt } from '../../core/engine/rng';
import { REGISTRY } from '../../core/games';
import type { GameRecord } from '../store/types';
import { openStore } from '../store';
import { Host } from '../host/host';
import { storeRandomGame } from '../host/stored-game';
import type { Client } from '../host/client';
import type { Figure } from '../../core/bench/measure';

const MOVES = 10_000;
const GAMES = 500;
/** Each game's options for a game that goes on as long as they allow (a game without such options: its own). */
const LONG: Readonly<Record<string, JsonValue>> = {
  gangsters: { cashToWin: 1_000_000, turnCap: 100_000 },
  supergang: { turnCap: 100_000 },
};

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
}

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(2));

/** The two figures: seeking (p95 against replaying from the start) and listing the history (median against full rows). */
export async function replayFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'mob-replay-bench-'));
  const file = join(dir, 'bench.db');
  const host = new Host({
    games: REGISTRY.playable,
    review: REGISTRY.review,
    mode: 'browser',
    version: 'bench',
    dataDir: dir,
    open: () => openStore(file),
    recover: () => openStore(file),
  });
  const client: Client = { id: 'bench', send: () => undefined };
  try {
    const store = host.currentStore;
    if (!store) throw new Error('the bench store did not open');
    // The installed game whose random play runs longest (asked to go on as long as its options allow).
    let def: AnyGameDef | undefined;
    let record: GameRecord | undefined;
    for (const [k, d] of REGISTRY.playable.entries()) {
      if (d.minSeats > 4 || d.maxSeats < 4) continue;
      const r = storeRandomGame(d, store, {
        id: `long-${k}`,
        seats: 4,
        moves: MOVES,
        options: LONG[d.id] ?? {},
      });
      if (!record || r.actionCount > record.actionCount) [def, record] = [d, r];
    }
    if (!def || !record) throw new Error('no installed game seats four');
    let rng = seedRng('bench-steps');
    const steps: number[] = [];
    for (let i = 0; i < 300; i++) {
      const [k, next] = nextInt(rng, record.actionCount + 1);
      rng = next;
      steps.push(k);
    }
    // Seeking through the host: warm up, then time each answer. The long game is still in progress, so its
    // replay is the public's (a seat's own view opens once a game is over: replay.ts); the same rebuild.
    for (const step of steps.slice(0, 20))
      await host.handle('replay.step', { matchId: record.id, step, seat: 'spectator' }, client);
    const seek: number[] = [];
    for (const step of steps) {
      const t = performance.now();
      const r = await host.handle('replay.step', { matchId: record.id, step, seat: 'spectator' }, client);
      seek.push(performance.now() - t);
      if (!r.ok) throw new Error(r.error.message);
    }
    // The baseline: the same position rebuilt by replaying every move from the start (a few runs; it is slow).
    const rows = store.actions.read(record.id).rows;
    const replayed: number[] = [];
    for (const step of steps.slice(0, 7)) {
      const t = performance.now();
      const c = createMatch(
        def,
        { options: record.options, seats: record.seats.length, seed: record.seed },
        replaySource(record.setupRandom),
      );
      if (!c.ok) throw new Error(c.error.message);
      let m = c.value.match;
      for (const row of rows.slice(0, step)) {
        const s = applyAction(def, m, row.seat, row.action, replaySource(row.random), { checkJson: false });
        if (!s.ok) throw new Error(s.error.message);
        m = s.value.match;
      }
      replayed.push(performance.now() - t);
    }
    const p95 = quantile(seek, 0.95);
    const base = quantile(replayed, 0.5);
    const seekFigure: Figure = {
      name: `replay.step to any step of a ${record.actionCount}-move ${def.name} game, p95`,
      value: `${ms(p95)} ms; ${(p95 / base).toFixed(4)}x replaying from the start (median ${ms(base)} ms)`,
      goal: '≤ 16 ms',
      met: p95 <= 16,
    };

    // 500 games of both kinds, set up for real, then listed.
    for (let g = 0, have = store.games.summaries().length; g < GAMES - have; g++) {
      const d = REGISTRY.playable[g % REGISTRY.playable.length] as AnyGameDef;
      storeRandomGame(d, store, {
        id: `game-${g}`,
        seats: 4,
        moves: 0,
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, g)).toISOString(),
      });
    }
    const listed: number[] = [];
    const full: number[] = [];
    for (let i = 0; i < 60; i++) {
      let t = performance.now();
      const r = await host.handle('history.list', { limit: GAMES }, client);
      listed.push(performance.now() - t);
      if (!r.ok || (r.result as unknown[]).length !== GAMES) throw new Error('history.list did not list every game');
      t = performance.now();
      store.games.list({ limit: GAMES });
      full.push(performance.now() - t);
    }
    const list = quantile(listed.slice(10), 0.5);
    const rowsMs = quantile(full.slice(10), 0.5);
    const listFigure: Figure = {
      name: `history.list of ${GAMES} games (summary columns), median`,
      value: `${ms(list)} ms; ${(list / rowsMs).toFixed(2)}x reading the games' full rows (median ${ms(rowsMs)} ms)`,
      goal: '≤ 5 ms',
      met: list <= 5,
    };
    return [seekFigure, listFigure];
  } finally {
    host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
