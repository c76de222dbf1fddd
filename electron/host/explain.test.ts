/**
 * Explain a move (issue 18): a computer seat set to explain its moves puts a one-line reason in the table's
 * log with each of its moves; a computer seat without it says nothing. The choice is stored with the seats.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { seatSpecSchema, type MatchUpdate } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';
import { client, value } from './testing';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

/** A dice race of `seats` on a host of its own, watched by one client as `seat`. */
async function raceWatched(seats: object[], seat: number | 'spectator') {
  const host = createHost(
    { dataDir: mkdtempSync(join(tmpdir(), 'mob-explain-')), mode: 'browser', games: [diceRace], botDelayMs: 0 },
    'test',
  );
  hosts.push(host);
  const c = client();
  const { matchId } = value<{ matchId: string }>(
    await host.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, c),
  );
  value(await host.handle('match.watch', { matchId, seat }, c));
  return { host, c, matchId };
}

describe('a computer seat explains its moves only when asked', () => {
  it('the explaining seat gets a reason in the log for its moves, the other none', async () => {
    const seats = [
      { kind: 'bot', level: 'random', name: 'Lefty', explain: true },
      { kind: 'bot', level: 'random', name: 'Vito' },
    ];
    const { host, c } = await raceWatched(seats, 'spectator');
    await vi.waitFor(() => expect(c.updates().at(-1)?.outcome).toBeTruthy(), { timeout: 5000 });
    const reasons = c
      .updates()
      .flatMap((u: MatchUpdate) => u.events.filter((e) => e.type === 'bot-reason').map((e) => e.text));
    expect(reasons.length).toBeGreaterThan(0);
    // The reason is said before what the move did (the roll's own line), never after it.
    const withReason = c.updates().filter((u: MatchUpdate) => u.events.some((e) => e.type === 'bot-reason'));
    expect(withReason.some((u: MatchUpdate) => u.events.length > 1)).toBe(true);
    expect(withReason.every((u: MatchUpdate) => u.events[0]?.type === 'bot-reason')).toBe(true);
    expect(reasons.every((t) => t === 'The computer playing {seat:0} picked a move at random.')).toBe(true);
    const [game] = value<{ seats: unknown[] }[]>(await host.handle('history.list', {}, c));
    expect(game?.seats).toEqual(seats);
  });
});

describe('a computer seat explaining a secret decision', () => {
  it('keeps the reason as secret as the decision: the other seats never read it', async () => {
    const seats = [
      { kind: 'bot', level: 'random', name: 'Lefty', explain: true },
      { kind: 'human', name: 'Nonna' },
    ];
    const { host, c, matchId } = await raceWatched(seats, 1);
    // Both bid in secret at the start (DR-1); the computer bids at once, Nonna has not yet.
    await vi.waitFor(() => expect(c.updates().at(-1)?.version).toBe(1), { timeout: 5000 });
    const reasons = () =>
      c.updates().flatMap((u: MatchUpdate) => u.events.filter((e) => e.type === 'bot-reason').map((e) => e.text));
    expect(reasons()).toEqual([]);
    // Once the race is on, the computer's rolls are public, and so are its reasons.
    value(await host.handle('match.act', { matchId, seat: 1, version: 1, action: { type: 'bid', amount: 0 } }, c));
    await vi.waitFor(() => expect(reasons().length).toBeGreaterThan(0), { timeout: 5000 });
    expect(reasons().every((t) => t === 'The computer playing {seat:0} picked a move at random.')).toBe(true);
  });
});

describe('the seat spec with the explain choice', () => {
  it('reads seats stored before the choice existed as not explaining, and keeps the choice where made', () => {
    const old = seatSpecSchema.parse({ kind: 'bot', level: 'heuristic', name: 'Bugsy' });
    expect(old).toEqual({ kind: 'bot', level: 'heuristic', name: 'Bugsy' });
    expect(seatSpecSchema.parse({ kind: 'bot', level: 'normal', name: 'Legs', explain: true })).toMatchObject({
      explain: true,
    });
    expect(seatSpecSchema.safeParse({ kind: 'bot', level: 'normal', name: 'Legs', explain: 'yes' }).success).toBe(
      false,
    );
  });
});
