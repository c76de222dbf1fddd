/**
 * A decision clock across a restart of the host: the game resumed from the records gives the seat the time
 * it had left when the host went down (G-6.9's Movement Phase, SG-13.1's four minutes), whether the host was
 * closed or crashed, and not a fresh clock. The time the host was down is not counted against the player.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { MatchUpdate } from '../../core/protocol';
import { client, testHosts, value } from './testing';

/**
 * Dice Race where a racer keeps the dice until passing, all of one racer's rolls on one clock (a `period`),
 * like the moves of one Gangsters Movement Phase or one SuperGang turn.
 */
const lapRace: typeof diceRace = {
  ...diceRace,
  id: 'lap-race',
  pending: (s) =>
    diceRace.pending(s).map((p) => (p.deadline ? { ...p, deadline: { ...p.deadline, period: 'lap' } } : p)),
  apply: (s, seat, action, roller) => {
    const r = diceRace.apply(s, seat, action, roller);
    if (!r.ok || action.type !== 'roll' || r.value.state.phase !== 'race') return r;
    return { ...r, value: { ...r.value, state: { ...r.value.state, turn: seat } } };
  },
};

const hosts = testHosts([lapRace]);
afterEach(() => {
  hosts.closeAll();
  vi.useRealTimers();
});

const seats = [
  { kind: 'human' as const, name: 'Nonna' },
  { kind: 'human' as const, name: 'Zio' },
];

/** A race on a two-minute clock, Nonna to roll, her clock running: the records folder, the host and the match. */
async function racing() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mob-clock-'));
  const host = hosts.open(dataDir);
  const c = client();
  const { matchId } = value<{ matchId: string }>(
    await host.handle(
      'match.create',
      { gameId: 'lap-race', options: { target: 99, turnSeconds: 120 }, seats, seed: 's' },
      c,
    ),
  );
  value(await host.handle('match.watch', { matchId, seat: 0 }, c));
  value(await host.handle('match.act', { matchId, seat: 0, version: 0, action: { type: 'bid', amount: 2 } }, c));
  value(await host.handle('match.act', { matchId, seat: 1, version: 1, action: { type: 'bid', amount: 1 } }, c));
  return { dataDir, host, c, matchId };
}

/** The game opened again by a host started on `dataDir`: Nonna's screen and her clock as it shows it. */
async function resumed(dataDir: string, matchId: string) {
  const host = hosts.open(dataDir);
  const c = client();
  const watched = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 0 }, c));
  const latest = () => c.updates().at(-1) ?? watched;
  const deadline = () => latest().pending[0]?.deadline;
  return { host, c, latest, deadline };
}

describe('a decision clock when the host stops and the game is resumed', () => {
  it('gives the seat the time it had left when the host was closed, however long it was down', async () => {
    vi.useFakeTimers();
    const { dataDir, host, c, matchId } = await racing();
    await vi.advanceTimersByTimeAsync(50_000);
    // A roll of the same lap: the same clock goes on (70 s left), and 20 s more go by.
    value(await host.handle('match.act', { matchId, seat: 0, version: 2, action: { type: 'roll' } }, c));
    await vi.advanceTimersByTimeAsync(20_000);
    host.close();
    // The host is down for ten minutes: none of it is taken from Nonna.
    await vi.advanceTimersByTimeAsync(600_000);
    const again = await resumed(dataDir, matchId);
    expect(again.deadline()).toMatchObject({ seconds: 120, period: 'lap', remainingMs: 50_000 });
    // And it runs out when those 50 s are up, not two minutes from now.
    await vi.advanceTimersByTimeAsync(49_000);
    expect(again.latest().version).toBe(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(again.latest().version).toBe(4);
    expect(again.latest().pending[0]).toMatchObject({ seat: 1, deadline: { remainingMs: 120_000 } });
  });

  it('gives back at most the last second when the host crashed', async () => {
    vi.useFakeTimers();
    const { dataDir, matchId } = await racing();
    await vi.advanceTimersByTimeAsync(30_600);
    // What a crash leaves on the disk: the records as they stand, the host never told to close.
    const crashed = mkdtempSync(join(tmpdir(), 'mob-clock-crashed-'));
    cpSync(dataDir, crashed, { recursive: true });
    const again = await resumed(crashed, matchId);
    // 89.4 s were left; the clock was last kept at 90 s.
    expect(again.deadline()?.remainingMs).toBe(90_000);
  });

  it('stays stopped when the table had stopped it (G-6.91)', async () => {
    vi.useFakeTimers();
    const { dataDir, host, c, matchId } = await racing();
    await vi.advanceTimersByTimeAsync(40_000);
    value(await host.handle('match.clock', { matchId, paused: true }, c));
    host.close();
    const again = await resumed(dataDir, matchId);
    expect(again.deadline()).toMatchObject({ paused: true, remainingMs: 80_000 });
    value(await again.host.handle('match.clock', { matchId, paused: false }, again.c));
    expect(again.deadline()).toMatchObject({ remainingMs: 80_000 });
  });

  it('starts a fresh clock for the next decision after a restart', async () => {
    vi.useFakeTimers();
    const { dataDir, host, c, matchId } = await racing();
    await vi.advanceTimersByTimeAsync(10_000);
    value(await host.handle('match.act', { matchId, seat: 0, version: 2, action: { type: 'pass' } }, c));
    await vi.advanceTimersByTimeAsync(30_000);
    host.close();
    // Zio's clock had 90 s left; Nonna's earlier lap is no part of it.
    const zio = client('zio');
    const again = hosts.open(dataDir);
    const watched = value<MatchUpdate>(await again.handle('match.watch', { matchId, seat: 1 }, zio));
    expect(watched.pending[0]).toMatchObject({ seat: 1, deadline: { remainingMs: 90_000 } });
  });
});
