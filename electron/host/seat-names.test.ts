import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { openStore } from '../store';
import type { Host } from './host';
import { MatchSession } from './session';
import { client, testHosts, value } from './testing';

/**
 * Two seats of one name ("Dad" and "dad"): the curtain would pass the screen to Dad and Dad. The lobby says so
 * first; the host refuses such a game too (an older screen, a script), and still opens one stored before.
 */
const hosts = testHosts([diceRace]);
afterEach(() => hosts.closeAll());
const newHost = (dataDir: string): Host => hosts.open(dataDir);

const create = (host: Host, seats: object[]) =>
  host.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, client());

describe('seats of one new game go by different names', () => {
  it('refuses a new game with two seats of one name, case and spaces aside, and makes nothing', async () => {
    const host = newHost(mkdtempSync(join(tmpdir(), 'mob-host-')));
    const r = await create(host, [
      { kind: 'human', name: 'Dad' },
      { kind: 'bot', level: 'random', name: ' dad ' },
    ]);
    expect(r).toEqual({
      ok: false,
      error: { code: 'SAME_SEAT_NAME', message: 'Two seats are called Dad: give one a different name.' },
    });
    expect(value<unknown[]>(await host.handle('history.list', {}, client()))).toEqual([]);
    value(
      await create(host, [
        { kind: 'human', name: 'Dad' },
        { kind: 'human', name: 'Mum' },
      ]),
    );
  });

  it('still opens and plays a game stored with two seats of one name', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-host-'));
    const opened = openStore(join(dataDir, 'mob-night.db'));
    if (!opened.ok) throw new Error('no store');
    // Made as an older host made it, without the check.
    const made = MatchSession.create(
      diceRace,
      opened.store,
      { bot: () => ({ decide: () => null }) as never, botDelayMs: 0 },
      {
        id: 'old-game',
        options: { target: 10 },
        seats: [
          { kind: 'human', name: 'Dad' },
          { kind: 'human', name: 'Dad' },
        ],
        seed: 's',
        dice: 'seeded',
        campaignId: null,
      },
    );
    expect(made.ok).toBe(true);
    opened.store.close();

    const host = newHost(dataDir);
    const c = client();
    value(await host.handle('match.watch', { matchId: 'old-game', seat: 0 }, c));
    value(
      await host.handle(
        'match.act',
        { matchId: 'old-game', seat: 0, version: 0, action: { type: 'bid', amount: 1 } },
        c,
      ),
    );
    expect(c.updates().at(-1)?.version).toBe(1);
  });
});
