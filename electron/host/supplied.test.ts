import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Roller } from '../../core/engine/dice';
import type { AnyGameDef } from '../../core/engine/game';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { Envelope, Push } from '../../core/protocol';
import { createHost } from '../app';
import { dbPath } from '../paths';
import { mustOpen } from '../store/testing';
import type { Host } from './host';
import { verifyHistory } from './verify';

/** The dice race with every roll marked as the roller's own to supply, like an aimed SuperGang shot. */
const range: AnyGameDef = {
  ...diceRace,
  apply(state, seat, action, roller) {
    const marked: Roller = {
      die: (sides, o) => roller.die(sides, { ...o, supply: { seat, kind: 'shot' } }),
      dice: (n, sides, o) =>
        Array.from({ length: n }, () => roller.die(sides, { ...o, supply: { seat, kind: 'shot' } })),
      draw: (n, o) => roller.draw(n, o),
      shuffle: (items, o) => roller.shuffle(items, o),
    };
    return diceRace.apply(state, seat, action, marked);
  },
};

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

const client = { id: 'c', send: (_: Push) => undefined };

function result(env: Envelope): unknown {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`);
  return env.result;
}

describe('match.act with supplied values', () => {
  it('takes a person’s own value, asks for a missing one, checks it, and stores it so the game verifies', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-supplied-'));
    const host = createHost({ dataDir, mode: 'browser', games: [range], botDelayMs: 0 }, 'test');
    hosts.push(host);
    const seats = [
      { kind: 'human', name: 'Nonna' },
      { kind: 'human', name: 'Zio' },
    ];
    const { matchId } = result(
      await host.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, client),
    ) as { matchId: string };
    const act = (version: number, seat: number, action: object, supplied?: number[]) =>
      host.handle('match.act', { matchId, seat, version, action, ...(supplied ? { supplied } : {}) }, client);
    result(await act(0, 0, { type: 'bid', amount: 1 }));
    result(await act(1, 1, { type: 'bid', amount: 3 }));
    // Zio bid highest and rolls first.
    expect(await act(2, 1, { type: 'roll' })).toMatchObject({
      ok: false,
      error: { code: 'DICE_NEEDED', needed: { kind: 'die', range: 6, supply: 'shot' } },
    });
    expect(await act(2, 1, { type: 'roll' }, [9])).toMatchObject({ ok: false, error: { code: 'BAD_DIE_VALUE' } });
    expect(await act(2, 1, { type: 'bid', amount: 1 }, [4])).toMatchObject({ ok: false });
    expect(result(await act(2, 1, { type: 'roll' }, [6]))).toEqual({ version: 3 });
    host.close();
    const store = mustOpen(dbPath(dataDir));
    try {
      const report = verifyHistory(store, [range]);
      expect(report).toMatchObject({ ok: true, checked: 1, actions: 3 });
      expect(store.actions.list(matchId).at(-1)?.random).toEqual([{ kind: 'die', range: 6, value: 6 }]);
    } finally {
      store.close();
    }
  });
});
