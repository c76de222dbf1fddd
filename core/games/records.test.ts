/**
 * Games recorded by the app before the game-module contract (each game's
 * testing/records-before-modules.json, written by the host into a records file) still replay move
 * for move to the state hashes stored when they were played, as `cli verify-history` checks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchHash, replay, type ActionRecord, type MatchSetup, type RandomRecord } from '../engine';
import { GAME_MODULES } from './index';

interface Recorded {
  setup: MatchSetup;
  setupRandom: RandomRecord[];
  actions: (ActionRecord & { stateHash: string })[];
}

describe('games recorded before the module contract', () => {
  it.each(GAME_MODULES.map((m) => [m.def.id, m.def] as const))('%s: replay to their stored hashes', (id, def) => {
    const url = new URL(`./${id}/testing/records-before-modules.json`, import.meta.url);
    const games = JSON.parse(readFileSync(url, 'utf8')) as Recorded[];
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      const differs: number[] = [];
      const r = replay(def, g.setup, g.setupRandom, g.actions, (i, match) => {
        if (g.actions[i]?.stateHash !== matchHash(match)) differs.push(i + 1);
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(differs).toEqual([]);
    }
  });
});
