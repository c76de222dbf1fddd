/**
 * Games recorded by the app before the game-module contract (each game's
 * testing/records-before-modules.json, written by the host into a records file) still replay move
 * for move to the state hashes stored when they were played, as `cli verify-history` checks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashMatches, replay, type ActionRecord, type MatchSetup, type RandomRecord } from '../engine';
import { GAME_MODULES } from './index';

interface Recorded {
  setup: MatchSetup;
  setupRandom: RandomRecord[];
  actions: (ActionRecord & { stateHash: string })[];
}

describe('games recorded before the module contract', () => {
  // Only games that were recorded before the contract have such records (SuperGang came after it).
  const recorded = GAME_MODULES.filter((m) =>
    existsSync(fileURLToPath(new URL(`./${m.def.id}/testing/records-before-modules.json`, import.meta.url))),
  );
  it('covers the games that were played before the contract', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(2);
  });

  it.each(recorded.map((m) => [m.def.id, m.def] as const))('%s: replay to their stored hashes', (id, def) => {
    const url = new URL(`./${id}/testing/records-before-modules.json`, import.meta.url);
    const games = JSON.parse(readFileSync(url, 'utf8')) as Recorded[];
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      const differs: number[] = [];
      const r = replay(def, g.setup, g.setupRandom, g.actions, (i, match) => {
        if (!hashMatches(match, g.actions[i]?.stateHash ?? '')) differs.push(i + 1);
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(differs).toEqual([]);
    }
  });
});
