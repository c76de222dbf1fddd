import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { MatchUpdate } from '../../core/protocol';
import { client, testHosts, value } from './testing';

/**
 * A game abandoned in History while pages watch it (the host's own table, a guest's on the network): every one
 * of them is told at once, and anyone opening it later, that it is abandoned, with nothing left to decide. The
 * host's table had said "Your move" with working buttons until a click was refused, and a guest's page showed
 * the game live even after a reload.
 */
const hosts = testHosts([diceRace]);
afterEach(() => hosts.closeAll());

const humans = [
  { kind: 'human' as const, name: 'Nonna' },
  { kind: 'human' as const, name: 'Zio' },
];

describe('abandoning a game that is being played', () => {
  it('tells every page watching it, and every page that opens it later, that it is abandoned', async () => {
    const host = hosts.open(mkdtempSync(join(tmpdir(), 'mob-abandon-')));
    const { matchId } = value<{ matchId: string }>(
      await host.handle(
        'match.create',
        { gameId: 'dice-race', options: { target: 10 }, seats: humans, seed: 's' },
        client(),
      ),
    );
    const here = client('host page');
    const guest = client('guest page');
    const first = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 0 }, here));
    value(await host.handle('match.watch', { matchId, seat: 1 }, guest));
    expect(first.legal?.length ?? 0).toBeGreaterThan(0);
    expect(first.abandoned).toBeUndefined();

    value(await host.handle('history.abandon', { matchId }, client('history')));
    for (const page of [here, guest]) {
      const last = page.updates().at(-1);
      expect(last?.abandoned, `${page.id} is told`).toBe(true);
      expect(last?.pending).toEqual([]);
      expect(last?.legal).toBeNull();
      expect(last?.anytime).toBeNull();
      expect(last?.version).toBe(first.version);
    }

    // The guest's page reloaded: it watches again and is told the same.
    const again = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 1 }, client('guest again')));
    expect(again).toMatchObject({ abandoned: true, pending: [], legal: null });
    const act = await host.handle(
      'match.act',
      { matchId, seat: 0, version: first.version, action: { type: 'roll' } },
      here,
    );
    expect(act).toMatchObject({ ok: false, error: { code: 'GAME_ABANDONED' } });
  });
});
