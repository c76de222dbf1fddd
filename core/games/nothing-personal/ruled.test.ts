/**
 * The list of ruled gangsters kept beside each tie-rulings record (ruled.ts) names exactly the record's
 * keys that are gangster ids, at every position of random games played through `apply` (drafts that
 * copy the record at its first write) and in place (one record all game, emptied at each new Crew),
 * and a record read back from JSON, which has no list, plays the same game.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { randomPlayout } from '../../engine/playout';
import type { JsonValue } from '../../engine/json';
import { nothingPersonal } from './game';
import { applyNpInPlace } from './apply';
import { copyNpState } from './copy';
import { isTieKey, ruledList } from './ruled';
import { SimRoller } from '../../engine/sim-roller';
import type { NpState } from './state';

function start(seats: number, seed: string, engineVersion?: string): Match {
  const c = createMatch(nothingPersonal, {
    options: { expansions: ['designers', 'historical', 'young-turks'] },
    seats,
    seed,
    ...(engineVersion ? { engineVersion } : {}),
  });
  if (!c.ok) throw new Error(c.error.message);
  return c.value.match;
}

/** The record's keys that are gangster ids, sorted. */
const gangsterKeys = (r: Record<string, number>): string[] =>
  Object.keys(r)
    .filter((k) => !isTieKey(k))
    .sort();

function expectListed(s: NpState): void {
  const list = ruledList(s.rulings);
  expect(list).not.toBeNull();
  expect([...(list ?? [])].sort()).toEqual(gangsterKeys(s.rulings));
}

describe('NP tie rulings: the list of ruled gangsters beside the record', () => {
  for (const [seats, version] of [
    [4, undefined],
    [5, undefined],
    [3, '3'],
  ] as const)
    it(`names the record's rulings at every position, through apply and in place (${seats} seats, version ${version ?? 'now'})`, () => {
      let ruled = 0;
      for (let g = 0; g < 6; g++) {
        const seed = `ruled-${seats}-${version ?? 'now'}-${g}`;
        let m = start(seats, seed, version);
        let own = copyNpState(m.state as NpState);
        const dice = new SimRoller(m.rng);
        let rng = seedRng(`${seed}-moves`);
        for (let n = 0; n < 2000 && !nothingPersonal.outcome(m.state as NpState); n++) {
          const s = m.state as NpState;
          expectListed(s);
          expectListed(own);
          expect(JSON.stringify(own)).toBe(JSON.stringify(s));
          if (gangsterKeys(s.rulings).length > 0) ruled++;
          const seat = (nothingPersonal.pending(s)[0] as { seat: number }).seat;
          const legal = nothingPersonal.legal(s, seat) ?? [];
          const [i, next] = nextInt(rng, legal.length);
          rng = next;
          const step = applyAction(nothingPersonal, m, seat, legal[i] as JsonValue, { kind: 'seeded' });
          if (!step.ok) throw new Error(step.error.message);
          m = step.value.match;
          const mine = applyNpInPlace(own, seat, legal[i] as never, dice);
          if (!mine.ok) throw new Error(mine.error.message);
          own = mine.value;
        }
      }
      // The games do rule ties, and keep rulings across actions.
      expect(ruled).toBeGreaterThan(20);
    });

  it('plays the same playout from a state read back from JSON (a record with no list)', () => {
    for (let g = 0; g < 12; g++) {
      let m = start(4, `ruled-json-${g}`);
      let rng = seedRng(`ruled-json-${g}-moves`);
      // Into the Crew of the first round, where ties are ruled.
      for (let n = 0; n < 60; n++) {
        const s = m.state as NpState;
        const seat = (nothingPersonal.pending(s)[0] as { seat: number }).seat;
        const legal = nothingPersonal.legal(s, seat) ?? [];
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const step = applyAction(nothingPersonal, m, seat, legal[i] as JsonValue, { kind: 'seeded' });
        if (!step.ok) throw new Error(step.error.message);
        m = step.value.match;
      }
      const read = JSON.parse(JSON.stringify(m)) as Match;
      expect(ruledList((read.state as NpState).rulings)).toBeNull();
      for (const inPlace of [false, true]) {
        const a = randomPlayout(nothingPersonal, m, seedRng(`ruled-json-${g}`), undefined, { inPlace });
        const b = randomPlayout(nothingPersonal, read, seedRng(`ruled-json-${g}`), undefined, { inPlace });
        expect(JSON.stringify(b.match)).toBe(JSON.stringify(a.match));
      }
    }
  });
});
