import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMatch, eventsFor, matchHash, replaySource, applyAction, type AnyGameDef } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import type { MatchUpdate } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';
import { logPage, Seeker } from './replay';
import { storeRandomGame } from './stored-game';
import type { GameRecord, Store } from '../store/types';
import { value } from './testing';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

const gangsters = REGISTRY.defs.find((d) => d.id === 'gangsters') as AnyGameDef;
const np = REGISTRY.defs.find((d) => d.id === 'nothing-personal') as AnyGameDef;
const sg = REGISTRY.defs.find((d) => d.id === 'supergang') as AnyGameDef;
const client = { id: 'c', send: () => undefined };

function newHost(): { host: Host; store: Store } {
  const host = createHost({ dataDir: mkdtempSync(join(tmpdir(), 'mob-replay-')), mode: 'browser', botDelayMs: 0 }, 't');
  hosts.push(host);
  if (!host.currentStore) throw new Error('no store');
  return { host, store: host.currentStore };
}

/** The match after `step` moves, replayed from the very start. */
function replayed(def: AnyGameDef, store: Store, record: GameRecord, step: number) {
  const c = createMatch(
    def,
    { options: record.options, seats: record.seats.length, seed: record.seed, engineVersion: record.engineVersion },
    replaySource(record.setupRandom),
  );
  if (!c.ok) throw new Error(c.error.message);
  let m = c.value.match;
  for (const row of store.actions.range(record.id, 1, step)) {
    const s = applyAction(def, m, row.seat, row.action, replaySource(row.random));
    if (!s.ok) throw new Error(s.error.message);
    m = s.value.match;
  }
  return m;
}

describe('seeking in a stored game', () => {
  it('any step, forwards, backwards and at random, is the position replayed from the start', () => {
    const { store } = newHost();
    const record = storeRandomGame(gangsters, store, { id: 'seek', seats: 4, moves: 400 });
    const seeker = new Seeker(store);
    for (const step of [0, 1, 24, 25, 26, 399, 400, 137, 138, 139, 50, 3, 400, 0, 275]) {
      const m = seeker.at(gangsters, record, step);
      expect(m.version).toBe(step);
      expect(matchHash(m)).toBe(matchHash(replayed(gangsters, store, record, step)));
    }
    expect(() => seeker.at(gangsters, record, 401)).toThrow(RangeError);
  });

  it('an older game without its snapshots still seeks, and keeps the snapshots it rebuilt', () => {
    const { store } = newHost();
    const record = storeRandomGame(np, store, { id: 'old', seats: 4, moves: 120 });
    // Stand in for a game stored before snapshots were kept every 25 moves: only its start is there.
    const kept: number[] = [];
    const seekerOld = new Seeker({
      actions: store.actions,
      snapshots: {
        latest: (id) => store.snapshots.latest(id, 0),
        put: (_id, snap) => void kept.push(snap.seq),
      },
    });
    const m = seekerOld.at(np, record, 110);
    expect(matchHash(m)).toBe(store.actions.range(record.id, 110, 110)[0]?.stateHash);
    expect(kept).toEqual([25, 50, 75, 100]);
  });

  it('a move that no longer leads to its saved position is refused, not shown', async () => {
    const { host, store } = newHost();
    const record = storeRandomGame(np, store, { id: 'bad', seats: 3, moves: 60 });
    const rows = store.actions
      .read(record.id)
      .rows.map((r) => (r.seq === 40 ? { ...r, stateHash: 'ffffffffffffffff' } : r));
    store.games.replace(record, rows, {
      seq: 0,
      match: replayed(np, store, record, 0),
      hash: matchHash(replayed(np, store, record, 0)),
    });
    const r = await host.handle('replay.step', { matchId: 'bad', step: 40, seat: 'spectator' }, client);
    expect(r).toMatchObject({ ok: false, error: { code: 'GAME_DAMAGED' } });
    expect(
      value<{ total: number }>(
        await host.handle('replay.step', { matchId: 'bad', step: 39, seat: 'spectator' }, client),
      ).total,
    ).toBe(60);
  });
});

describe('a damaged game looked back on', () => {
  it('its numbers over the game run up to the move before the damage, which the answer names', async () => {
    const { host, store } = newHost();
    const record = storeRandomGame(np, store, { id: 'torn', seats: 3, moves: 60 });
    const rows = store.actions
      .read(record.id)
      .rows.map((r) => (r.seq === 41 ? { ...r, action: { type: 'scribbled' } } : r));
    const start = replayed(np, store, record, 0);
    store.games.replace(record, rows, { seq: 0, match: start, hash: matchHash(start) });
    const answer = value<{ steps: number[]; series: { values: unknown[] }[]; damagedAt?: number }>(
      await host.handle('replay.series', { matchId: 'torn', seat: 'spectator', points: 7 }, client),
    );
    expect(answer.damagedAt).toBe(41);
    expect(answer.steps).toEqual([0, 10, 20, 30, 40]);
    for (const line of answer.series) expect(line.values).toHaveLength(5);
    // Every move before the damage is there to step through; the damaged one is refused in plain words.
    const at40 = value<{ update: MatchUpdate }>(
      await host.handle('replay.step', { matchId: 'torn', step: 40, seat: 'spectator' }, client),
    );
    expect(at40.update.view).toEqual(np.view(replayed(np, store, record, 40).state, 'spectator'));
    expect(await host.handle('replay.step', { matchId: 'torn', step: 41, seat: 'spectator' }, client)).toMatchObject({
      ok: false,
      error: { code: 'GAME_DAMAGED', message: 'Move 41 of this game no longer applies to the position before it.' },
    });
  });

  it('is not saved as a file that would never open, and says why; a sound game is', async () => {
    const { host, store } = newHost();
    const record = storeRandomGame(np, store, { id: 'torn', seats: 3, moves: 30 });
    const sound = value<{ text: string }>(await host.handle('history.export', { matchId: 'torn' }, client));
    expect(sound.text).toContain('"format":"mob-night-game"');
    const rows = store.actions.read(record.id).rows.map((r) => (r.seq === 12 ? { ...r, action: { type: 'x' } } : r));
    const start = replayed(np, store, record, 0);
    store.games.replace(record, rows, { seq: 0, match: start, hash: matchHash(start) });
    expect(await host.handle('history.export', { matchId: 'torn' }, client)).toMatchObject({
      ok: false,
      error: {
        code: 'GAME_DAMAGED',
        message:
          'This game’s records are damaged at move 12, so a file of it would not open. Its table shows the game as it stood before, and restores it from a backup if one has it.',
      },
    });
  });

  it('records that cannot rebuild even the start are refused whole', async () => {
    const { host, store } = newHost();
    const record = storeRandomGame(np, store, { id: 'gone', seats: 3, moves: 30 });
    const rows = store.actions.read(record.id).rows;
    // The start's snapshot does not match its hash, and no engine of this version can deal the game again.
    const start = replayed(np, store, record, 0);
    store.games.replace({ ...record, engineVersion: '999' }, rows, { seq: 0, match: start, hash: 'ffff' });
    expect(await host.handle('replay.series', { matchId: 'gone', seat: 'spectator', points: 7 }, client)).toMatchObject(
      { ok: false, error: { code: 'GAME_DAMAGED' } },
    );
  });
});

describe('a replay seen through one seat', () => {
  it('shows exactly what that seat saw at that step: its own view and its own events', async () => {
    const { host, store } = newHost();
    const record = storeRandomGame(np, store, { id: 'np', seats: 4, moves: 90 });
    // Over, so every seat's view may be replayed (a game in progress is shown only as the public saw it).
    store.games.setStatus('np', 'abandoned', null);
    for (const [step, seat] of [
      [0, 0],
      [17, 1],
      [58, 2],
      [90, 3],
    ] as const) {
      const { update } = value<{ update: MatchUpdate }>(
        await host.handle('replay.step', { matchId: 'np', step, seat }, client),
      );
      const m = replayed(np, store, record, step);
      expect(update.view).toEqual(np.view(m.state, seat));
      const events = step === 0 ? record.setupEvents : (store.actions.range('np', step, step)[0]?.events ?? []);
      expect(update.events.map((e) => e.text)).toEqual(eventsFor(events, seat).map((e) => e.text));
      expect(update.legal).toEqual([]);
    }
  });

  it('an unfinished game is never shown all-seeing; a finished one is', async () => {
    const { host, store } = newHost();
    storeRandomGame(np, store, { id: 'open', seats: 3, moves: 30 });
    const refused = await host.handle('replay.step', { matchId: 'open', step: 5, seat: 'all' }, client);
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_SHOWN' } });
    expect(
      await host.handle('match.log', { matchId: 'open', seat: 'all', before: 10, limit: 5 }, client),
    ).toMatchObject({
      ok: false,
    });
    const done = storeRandomGame(np, store, { id: 'done', seats: 3, moves: 100_000 });
    expect(done.status).toBe('finished');
    const { update } = value<{ update: MatchUpdate }>(
      await host.handle('replay.step', { matchId: 'done', step: 5, seat: 'all' }, client),
    );
    expect(update.view).toEqual(np.view(replayed(np, store, done, 5).state, 'omniscient'));
  });
});

describe('a game still being played', () => {
  it('is replayed only as the public saw it: no seat’s secrets outside its curtain; once over, every seat', async () => {
    const { host, store } = newHost();
    storeRandomGame(np, store, { id: 'open', seats: 3, moves: 30 });
    for (const refused of [
      await host.handle('replay.step', { matchId: 'open', step: 5, seat: 1 }, client),
      await host.handle('replay.timeline', { matchId: 'open', seat: 1, types: ['turn'] }, client),
      await host.handle('replay.series', { matchId: 'open', seat: 1, points: 20 }, client),
    ])
      expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_SHOWN', message: /whole table saw/ } });
    const { update } = value<{ update: MatchUpdate }>(
      await host.handle('replay.step', { matchId: 'open', step: 5, seat: 'spectator' }, client),
    );
    expect(update.view).toEqual(np.view(replayed(np, store, store.games.get('open')!, 5).state, 'spectator'));
    // The live table still pages back through its own seat's case file.
    expect(await host.handle('match.log', { matchId: 'open', seat: 1, before: 10, limit: 5 }, client)).toMatchObject({
      ok: true,
    });
    const done = storeRandomGame(np, store, { id: 'done', seats: 3, moves: 100_000 });
    const seen = value<{ update: MatchUpdate }>(
      await host.handle('replay.step', { matchId: 'done', step: 5, seat: 1 }, client),
    );
    expect(seen.update.view).toEqual(np.view(replayed(np, store, done, 5).state, 1));
  });
});

describe('the log in pages', () => {
  it('pages back from any move to the first, each move once, setup first', () => {
    const { store } = newHost();
    const record = storeRandomGame(gangsters, store, { id: 'log', seats: 3, moves: 230 });
    const seqs: number[] = [];
    let before = record.actionCount + 1;
    for (;;) {
      const page = logPage(store, record, 1, before, 50);
      seqs.unshift(...page.entries.map((e) => e.seq));
      if (page.start) break;
      before = page.entries[0]?.seq ?? 1;
    }
    expect(seqs).toEqual(Array.from({ length: 231 }, (_, i) => i));
    const first = logPage(store, record, 1, 3, 50);
    expect(first.start).toBe(true);
    expect(first.entries[0]?.events.map((e) => e.text)).toEqual(eventsFor(record.setupEvents, 1).map((e) => e.text));
  });

  it('a watch brings the latest moves and says where they start; match.log brings the rest', async () => {
    const { host, store } = newHost();
    storeRandomGame(gangsters, store, { id: 'live', seats: 2, moves: 150 });
    const watched = value<MatchUpdate>(await host.handle('match.watch', { matchId: 'live', seat: 0 }, client));
    expect(watched.logFrom).toBe(91);
    const page = value<{ entries: { seq: number }[]; start: boolean }>(
      await host.handle('match.log', { matchId: 'live', seat: 0, before: 91, limit: 500 }, client),
    );
    expect(page.start).toBe(true);
    expect(page.entries.map((e) => e.seq)).toEqual(Array.from({ length: 91 }, (_, i) => i));
  });
});

describe('plots, timeline and progress', () => {
  it('money and Respect per seat over a Nothing Personal game, ending at the final scores', async () => {
    const { host, store } = newHost();
    const record = storeRandomGame(np, store, { id: 'plot', seats: 4, moves: 100_000 });
    const r = value<{ steps: number[]; series: { id: string; values: (number | null)[][] }[] }>(
      await host.handle('replay.series', { matchId: 'plot', seat: 0, points: 50 }, client),
    );
    expect(r.steps[0]).toBe(0);
    expect(r.steps.at(-1)).toBe(record.actionCount);
    expect(r.series.map((s) => s.id)).toEqual(['money', 'respect']);
    const respect = r.series[1]?.values.at(-1);
    expect(respect).toEqual(record.outcome?.scores);
  });

  it('marks the moves with the asked-for events, and says where a game in progress stands', async () => {
    const { host, store } = newHost();
    storeRandomGame(gangsters, store, { id: 'tl', seats: 3, moves: 300 });
    const t = value<{ total: number; marks: { seq: number; type: string }[] }>(
      await host.handle('replay.timeline', { matchId: 'tl', seat: 'spectator', types: ['turn'] }, client),
    );
    expect(t.total).toBe(300);
    expect(t.marks.length).toBeGreaterThan(0);
    expect(t.marks.every((m) => m.type === 'turn')).toBe(true);
    const [game] = value<{ progress?: string }[]>(await host.handle('history.list', { progress: true }, client));
    expect(game?.progress).toMatch(/^(Turn \d+|Setting up)$/);
  });
});

describe('the key moments of a SuperGang game', () => {
  it('mark each duel once, at its opening line, not at every volley', async () => {
    const { host, store } = newHost();
    storeRandomGame(sg, store, { id: 'sg', seats: 3, moves: 1500 });
    const duelLines = store.actions
      .range('sg', 1, 1500)
      .flatMap((row) => row.events.filter((e) => e.type === 'duel').map((e) => ({ seq: row.seq, e })));
    const opened = duelLines.filter((d) => d.e.data?.['volley'] !== undefined);
    expect(opened.length).toBeGreaterThan(0);
    expect(duelLines.length).toBeGreaterThan(opened.length);
    const t = value<{ marks: { seq: number; type: string; text: string }[] }>(
      await host.handle('replay.timeline', { matchId: 'sg', seat: 'spectator', types: ['duel', 'turn'] }, client),
    );
    const duels = t.marks.filter((m) => m.type === 'duel');
    expect(duels.map((m) => [m.seq, m.text])).toEqual(opened.map((d) => [d.seq, d.e.text]));
    // The other kinds are marked as before.
    expect(t.marks.some((m) => m.type === 'turn')).toBe(true);
  });
});

describe('abandoning and deleting', () => {
  it('an abandoned game is kept and marked, and refuses moves; a deleted one is gone with its moves', async () => {
    const { host, store } = newHost();
    storeRandomGame(np, store, { id: 'a', seats: 3, moves: 10 });
    storeRandomGame(np, store, { id: 'b', seats: 3, moves: 10 });
    const g = value<{ status: string }>(await host.handle('history.abandon', { matchId: 'a' }, client));
    expect(g.status).toBe('abandoned');
    const watched = value<MatchUpdate>(await host.handle('match.watch', { matchId: 'a', seat: 0 }, client));
    const act = await host.handle('match.act', { matchId: 'a', seat: 0, version: watched.version, action: {} }, client);
    expect(act).toMatchObject({ ok: false });
    expect(await host.handle('history.delete', { matchId: 'b' }, client)).toMatchObject({ ok: false });
    expect(value(await host.handle('history.delete', { matchId: 'b', confirm: true }, client))).toEqual({
      deleted: true,
    });
    expect(store.games.get('b')).toBeUndefined();
    expect(store.actions.range('b', 1, 100)).toEqual([]);
    expect(value<{ id: string }[]>(await host.handle('history.list', {}, client)).map((x) => x.id)).toEqual(['a']);
  });
});
