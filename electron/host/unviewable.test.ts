/**
 * A move whose update cannot be worked out (a rules bug in a game's view) is not made: the table stays
 * at the position before it, nothing is saved, and the move can be made again once the view works.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { createHost } from '../app';
import type { Host } from './host';
import { client, value } from './testing';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

describe('a move whose update cannot be worked out', () => {
  it('is not made: the table stays where it was, nothing is saved, and it can be made again', async () => {
    let broken = false;
    const buggy = {
      ...diceRace,
      view: (...args: Parameters<typeof diceRace.view>) => {
        if (broken) throw new Error('a rules bug in the view');
        return diceRace.view(...args);
      },
    };
    const host = createHost(
      { dataDir: mkdtempSync(join(tmpdir(), 'mob-host-')), mode: 'browser', games: [buggy], botDelayMs: 0 },
      'test',
    );
    hosts.push(host);
    const seats = [
      { kind: 'human' as const, name: 'Nonna' },
      { kind: 'human' as const, name: 'Zio' },
    ];
    const mover = client('mover');
    const { matchId } = value<{ matchId: string }>(
      await host.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, mover),
    );
    const other = client('other');
    value(await host.handle('match.watch', { matchId, seat: 0 }, mover));
    value(await host.handle('match.watch', { matchId, seat: 1 }, other));
    const move = { matchId, seat: 0, version: 0, action: { type: 'bid', amount: 1 } };
    broken = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = await host.handle('match.act', move, mover);
    broken = false;
    errors.mockRestore();
    expect(r).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(r)).not.toMatch(/rules bug/);
    expect(host.currentStore!.actions.list(matchId)).toEqual([]);
    expect(other.updates().every((u) => u.version === 0)).toBe(true);
    // The table is still at the position before the move: the same move, at the same version, is made.
    expect(value(await host.handle('match.act', move, mover))).toEqual({ version: 1 });
    expect(other.updates().at(-1)).toMatchObject({ version: 1 });
    expect(host.currentStore!.actions.list(matchId).map((a) => a.seq)).toEqual([1]);
  });
});
