/**
 * A game another copy of Mob Night played on the same records (an older copy without the records
 * folder's lock, say): the records refuse a move made on this copy's out-of-date position, and the
 * family is told so in plain words, never the store's ids and move numbers; the table is then brought
 * up to date from the records.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { Host } from './host';
import { CHANGED_ELSEWHERE, CHANGED_ELSEWHERE_WHY } from './session';
import { client, testHosts, value } from './testing';

const hosts = testHosts([diceRace]);
afterEach(() => hosts.closeAll());
const newHost = (dataDir: string): Host => hosts.open(dataDir);

const seats = [
  { kind: 'human' as const, name: 'Nonna' },
  { kind: 'human' as const, name: 'Zio' },
];

describe('a game changed from another copy of Mob Night', () => {
  it('refuses the out-of-date move in plain words, takes it back, and brings the table up to date', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-elsewhere-'));
    const first = newHost(dataDir);
    const second = newHost(dataDir);
    const here = client('here');
    const { matchId } = value<{ matchId: string }>(
      await first.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, here),
    );
    value(await first.handle('match.watch', { matchId, seat: 0 }, here));
    const there = client('there');
    value(await second.handle('match.watch', { matchId, seat: 0 }, there));
    const bid = { type: 'bid', amount: 1 };
    value(await first.handle('match.act', { matchId, seat: 0, version: 0, action: bid }, here));

    const logged: string[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logged.push(a.join(' ')));
    const r = await second.handle('match.act', { matchId, seat: 0, version: 0, action: bid }, there);
    await vi.waitFor(() => expect(there.updates().at(-1)?.version).toBe(1));
    quiet.mockRestore();

    expect(r).toMatchObject({ ok: false, error: { code: 'CHANGED_ELSEWHERE', message: CHANGED_ELSEWHERE } });
    // Every word the table is given to show: the answer and the taken-back position's reason.
    const said = [r.ok ? '' : r.error.message, ...there.updates().map((u) => u.unsaved ?? '')].join(' ');
    expect(said).not.toContain('does not follow');
    expect(said).not.toContain(matchId);
    expect(said).not.toMatch(/\d/);
    // The move shown was taken back with words a family reads aloud...
    expect(there.updates().find((u) => u.rewound)).toMatchObject({ version: 0, unsaved: CHANGED_ELSEWHERE_WHY });
    // ...then the game as the records hold it, its case file whole (a watch answer).
    const fresh = there.updates().at(-1)!;
    expect(fresh).toMatchObject({ version: 1, logFrom: 0 });
    expect(fresh.rewound).toBeUndefined();
    // The store's own words stay in the log, for whoever looks into it.
    expect(logged.join('\n')).toContain(`Action 1 does not follow action 1 of game ${matchId}`);
    // Played on from the up-to-date position, the next move is saved.
    value(await second.handle('match.act', { matchId, seat: 1, version: 1, action: bid }, there));
    expect(second.currentStore!.actions.list(matchId).map((a) => a.seat)).toEqual([0, 1]);
  });
});
