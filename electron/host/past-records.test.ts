/**
 * Records files written by older Mob Nights open in this one and lose nothing. Each file in past-records/ was
 * written by the app as it stood at the commit it is named after (its own host, its own records schema, its
 * own engine versions; `build/scripts/past-records.mjs`), and manifest.json says what it held then. Opened
 * now, the file is brought up to today's records schema; the roster and settings are as they were; History
 * lists every game as it was left; every stored move replays to the state hash stored with it (what
 * `verify-history` checks); a game left in progress resumes at its last move and plays on; a finished game
 * opens on its result, with its score sheet, its counts in the standings and its campaign; every game opens
 * in the replay viewer, its log, timeline and plots answered in the shape the table checks; any game can be
 * played again.
 * The game files each version saved (History's Save as file) open in today's records too, and a copy of its
 * file kept as a backup repairs a game damaged since.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  botLevel,
  DEFAULT_SETTINGS,
  type GameSummary,
  type MatchUpdate,
  type ResultOf,
} from '../../core/protocol';
import { REGISTRY } from '../../core/games';
import { createHost } from '../app';
import { fileStamp } from '../store/backups';
import { SCHEMA_VERSION } from '../store/schema';
import type { Host } from './host';
import { pastFiles, savedText, unpackPast, type PastFile } from './past-records/unpack';
import { verifyHistory } from './verify';

const files = pastFiles();
/** Each file by its name, for the tests made once per file. */
const eachFile = files.map((f) => [f.file, f] as const);

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
  vi.restoreAllMocks();
});
const client = { id: 'past-records', send: () => undefined };

/** A data folder holding a fresh copy of `past`'s records and what was beside them, as the older app left them. */
const dataDirWith = (past: PastFile): string => unpackPast(past, mkdtempSync(join(tmpdir(), 'mob-past-records-')));

function open(dataDir: string): Host {
  const host = createHost({ dataDir, mode: 'browser', botDelayMs: 0 }, 'test');
  hosts.push(host);
  return host;
}

async function ask<T>(host: Host, method: Parameters<Host['handle']>[0], params: unknown): Promise<T> {
  const r = await host.handle(method, params, client);
  if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
  // Every answer as the table checks it (renderer/src/lib/checks.ts), and more strictly: the whole of it.
  return API[method].result.parse(r.result) as T;
}

/**
 * Words a person should never read in a log line: a value the wording did not have. (Lines stored before
 * the engines counted in plain English say "marker(s)"; the table words those itself, log-words.ts.)
 */
const NOT_WORDS = /undefined|\[object Object\]|NaN/;

const pastGames = (f: PastFile) => f.games.flatMap((g) => g.games.map((p) => ({ ...p, gameId: g.gameId })));

describe('records files written by older versions of Mob Night', () => {
  it('cover every records schema before today and every engine version of each game', () => {
    const schemas = new Set(files.map((f) => f.schema));
    for (let v = 1; v < SCHEMA_VERSION; v++) expect(schemas, `records schema ${v}`).toContain(v);
    for (const def of REGISTRY.playable) {
      const versions = new Set(
        files.flatMap((f) => f.games.filter((g) => g.gameId === def.id).map((g) => g.engineVersion)),
      );
      // Every version a family can have stored, but for Gangsters' first two (none could be played then).
      const first = def.id === 'gangsters' ? 3 : 1;
      for (let v = first; v <= Number(def.engineVersion); v++) expect(versions, `${def.id} ${v}`).toContain(String(v));
    }
  });

  it.each(eachFile)(
    '%s opens on today’s schema, lists its games as they were left, and every move replays to its stored hash',
    async (_name, past) => {
      const dataDir = dataDirWith(past);
      const host = open(dataDir);
      // Nothing to warn about: the tally the older version kept agrees with what the file holds.
      expect(await ask(host, 'store.status', {})).toMatchObject({ state: 'ok' });
      // The family's roster and settings as they left them (a setting that came later at its default).
      const roster = await ask<ResultOf<'players.list'>>(host, 'players.list', {});
      for (const p of past.players) expect(roster).toContainEqual(expect.objectContaining(p));
      expect(await ask(host, 'settings.get', {})).toEqual({ ...DEFAULT_SETTINGS, ...past.settings });
      const listed = await ask<GameSummary[]>(host, 'history.list', { limit: 500 });
      const expected = pastGames(past);
      expect(listed.map((g) => g.id).sort()).toEqual(expected.map((g) => g.id).sort());
      for (const game of expected) {
        const summary = listed.find((g) => g.id === game.id);
        expect(summary, game.id).toMatchObject({ gameId: game.gameId, status: game.status, actionCount: game.moves });
        expect(summary?.outcome !== null, `${game.id} has a result`).toBe(game.status === 'finished');
      }
      const report = verifyHistory(host.currentStore!, REGISTRY.defs);
      expect(report.games.filter((g) => !g.ok)).toEqual([]);
      expect(report.checked).toBe(expected.length);
      expect(report.actions).toBe(expected.reduce((n, g) => n + g.moves, 0));
      host.close();
      const db = new Database(join(dataDir, 'mob-night.db'), { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      db.close();
    },
  );

  it.each(eachFile)(
    '%s: a finished game opens on its result, and a game left in progress resumes and plays on',
    async (_name, past) => {
      const host = open(dataDirWith(past));
      for (const game of pastGames(past)) {
        const seen = await ask<MatchUpdate>(host, 'match.watch', { matchId: game.id, seat: 'spectator' });
        expect(seen.version, game.id).toBe(game.moves);
        expect(seen.outcome !== null, `${game.id} has a result`).toBe(game.status === 'finished');
        await ask(host, 'match.unwatch', { matchId: game.id, seat: 'spectator' });
        if (game.status !== 'active') continue;
        // Whoever is to move makes one of their legal moves, stored on top of the older app's.
        const mover = seen.pending[0]?.seat as number;
        const update = await ask<MatchUpdate>(host, 'match.watch', { matchId: game.id, seat: mover });
        expect(update.legal?.length, game.id).toBeGreaterThan(0);
        const action = update.legal?.[0];
        const made = await ask<{ version: number }>(host, 'match.act', {
          matchId: game.id,
          seat: mover,
          version: update.version,
          action,
        });
        expect(made.version).toBe(game.moves + 1);
        await ask(host, 'match.unwatch', { matchId: game.id, seat: mover });
      }
      // The moves played on are stored and sound too.
      const report = verifyHistory(host.currentStore!, REGISTRY.defs);
      expect(report.games.filter((g) => !g.ok)).toEqual([]);
    },
  );

  it.each(eachFile)(
    '%s: each finished game has its score sheet, its counts in the standings and its campaign, and any game can be played again',
    async (_name, past) => {
      const host = open(dataDirWith(past));
      const campaigns = await ask<ResultOf<'campaigns.list'>>(host, 'campaigns.list', {});
      expect(campaigns.length).toBe(past.games.filter((g) => g.campaign).length);
      for (const { gameId, games, campaign } of past.games) {
        const tallies = await ask<ResultOf<'history.tallies'>>(host, 'history.tallies', { gameId });
        if (campaign) {
          // Its campaign as it was filed: named so, holding its games, and its standings counted apart.
          expect(campaigns).toContainEqual(expect.objectContaining({ id: campaign.id, name: campaign.name, gameId }));
          const filed = await ask<GameSummary[]>(host, 'history.list', { campaignId: campaign.id });
          expect(filed.map((g) => g.id)).toEqual(campaign.games);
          const own = await ask<ResultOf<'history.tallies'>>(host, 'history.tallies', {
            gameId,
            campaignId: campaign.id,
          });
          expect(own.games.map((g) => g.matchId)).toEqual(campaign.games);
        }
        for (const game of games) {
          const again = await ask<ResultOf<'history.again'>>(host, 'history.again', { matchId: game.id });
          expect(again.gameId).toBe(gameId);
          expect(again.seats.map((s) => s.name)).toContain('Nan');
          // Set out again as the lobby sets it out (an old level at today's name) and started: the same people,
          // house rules and dice, the same deal where the game is over.
          const seats = again.seats.map((s) => (s.kind === 'bot' ? { ...s, level: botLevel(s.level) } : s));
          const replayed = await ask<ResultOf<'match.create'>>(host, 'match.create', {
            gameId,
            options: again.options,
            seats,
            dice: again.dice,
            ...(again.deal ? { seed: again.deal } : {}),
            ...(again.campaignId ? { campaignId: again.campaignId } : {}),
          });
          expect((await ask<GameSummary>(host, 'history.get', { matchId: replayed.matchId })).status).toBe('active');
          if (game.status !== 'finished') continue;
          const score = await ask<ResultOf<'history.score'>>(host, 'history.score', { matchId: game.id });
          expect(score.sheet, `${gameId} ${game.id}`).not.toBeNull();
          expect(score.counts.length).toBeGreaterThan(0);
          expect(tallies.games.map((g) => g.matchId)).toContain(game.id);
        }
      }
    },
  );

  it.each(eachFile)(
    '%s: every game replays in the replay viewer, its log, timeline and plots read as the table reads them',
    async (_name, past) => {
      const host = open(dataDirWith(past));
      for (const game of pastGames(past)) {
        const matchId = game.id;
        // The all-seeing view is for finished games only; one in progress is seen as the public saw it.
        const seat = game.status === 'finished' ? 'all' : 'spectator';
        type Log = ResultOf<'match.log'>;
        const log = await ask<Log>(host, 'match.log', { matchId, seat, before: game.moves + 1, limit: 500 });
        const lines = log.entries.flatMap((e) => e.events.map((ev) => ev.text));
        expect(lines.length, matchId).toBeGreaterThan(0);
        expect(
          lines.filter((t) => t.trim() === '' || NOT_WORDS.test(t)),
          `${past.file} ${game.gameId}`,
        ).toEqual([]);
        const types = [...new Set(log.entries.flatMap((e) => e.events.map((ev) => ev.type)))].slice(0, 64);
        const timeline = await ask<ResultOf<'replay.timeline'>>(host, 'replay.timeline', {
          matchId,
          seat,
          types,
        });
        expect(timeline.total).toBe(game.moves);
        const series = await ask<ResultOf<'replay.series'>>(host, 'replay.series', { matchId, seat, points: 300 });
        expect(series.damagedAt).toBeUndefined();
        for (const step of [0, Math.floor(game.moves / 2), game.moves]) {
          // A seat's own view too, once the game is over (in progress, only the public's).
          for (const viewer of game.status === 'active' ? [seat] : [seat, 0]) {
            const shown = await ask<ResultOf<'replay.step'>>(host, 'replay.step', { matchId, step, seat: viewer });
            expect(shown.update.version, `${matchId} at ${step}`).toBe(step);
          }
        }
      }
    },
  );

  it.each(eachFile.filter(([, f]) => f.exported.length > 0))(
    '%s: the game files that version saved open in today’s records, whole and sound',
    async (_name, past) => {
      // Into a family's records that never held them: each comes in as it was saved.
      const host = open(mkdtempSync(join(tmpdir(), 'mob-past-files-')));
      for (const saved of past.exported) {
        const text = savedText(saved.file);
        const added = await ask<ResultOf<'history.import'>>(host, 'history.import', { text });
        expect(added, saved.file).toEqual({ matchId: saved.id, already: false });
        const summary = await ask<GameSummary>(host, 'history.get', { matchId: saved.id });
        expect(summary).toMatchObject({ gameId: saved.gameId, status: saved.status, actionCount: saved.moves });
      }
      const report = verifyHistory(host.currentStore!, REGISTRY.defs);
      expect(report.games.filter((g) => !g.ok)).toEqual([]);
      expect(report.checked).toBe(past.exported.length);
      // And into the records they were saved from, now on today's schema: already there, nothing changed.
      const home = open(dataDirWith(past));
      for (const saved of past.exported) {
        const text = savedText(saved.file);
        expect(await ask(home, 'history.import', { text })).toEqual({ matchId: saved.id, already: true });
      }
      expect((await ask<GameSummary[]>(home, 'history.list', { limit: 500 })).length).toBe(pastGames(past).length);
    },
  );

  it.each(eachFile)(
    '%s kept as a backup: a game damaged since is repaired from it, every move back',
    async (_name, past) => {
      // The older version's backups were copies of its records file, in its records schema.
      const dataDir = dataDirWith(past);
      mkdirSync(join(dataDir, 'backups'));
      const backup = `mob-night-${fileStamp(new Date('2026-12-01T09:00:00Z'))}.db`;
      copyFileSync(join(dataDir, 'mob-night.db'), join(dataDir, 'backups', backup));
      open(dataDir).close(); // Today's app has opened the file (on today's schema) since.
      const finished = pastGames(past).filter((g) => g.status === 'finished');
      const db = new Database(join(dataDir, 'mob-night.db'));
      for (const g of finished)
        db.prepare(`UPDATE actions SET action = '{"type":"no-such-move"}' WHERE game_id = ? AND seq = 5`).run(g.id);
      db.close();
      const host = open(dataDir);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const g of finished) {
        const seen = await ask<MatchUpdate>(host, 'match.watch', { matchId: g.id, seat: 'spectator' });
        expect(seen.damage, g.id).toMatchObject({ atMove: 5, backups: [expect.objectContaining({ file: backup })] });
        const repaired = await ask(host, 'match.repair', { matchId: g.id, file: backup });
        expect(repaired).toEqual({ moves: g.moves, damaged: false });
      }
      const report = verifyHistory(host.currentStore!, REGISTRY.defs);
      expect(report.games.filter((g) => !g.ok)).toEqual([]);
    },
  );
});
