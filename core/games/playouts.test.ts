/**
 * The fast simulation paths of Gangsters and SuperGang (core/engine/PLAYOUTS.md) play the same games as
 * the reference ones: a random playout that changes its own state in place (`applyInPlace`, with the `inPlace` option) and picks
 * without listing (`chooseLegal`) ends on the same match, hash for hash, as one through the pure
 * `apply` and the full `legal` list, and leaves the caller's match as it was.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, matchHash, randomPlayout, seedRng, type AnyGameDef } from '../engine';
import { gangsters } from './gangsters/game';
import { supergang } from './supergang/game';

/** The same game without its fast paths: `apply` and `legal` only. */
function reference(def: AnyGameDef): AnyGameDef {
  return { ...def, applyInPlace: undefined, copyState: undefined, chooseLegal: undefined };
}

const CASES = [
  { def: gangsters as AnyGameDef, seats: 4, options: { turnCap: 25 } },
  {
    def: gangsters as AnyGameDef,
    seats: 5,
    options: { turnCap: 20, heaters: true, wheels: true, siren: true, donuts: true, randomOrder: true },
  },
  { def: gangsters as AnyGameDef, seats: 3, options: { turnCap: 20, wheels: true, secretCash: true } },
  { def: supergang as AnyGameDef, seats: 4, options: { turnCap: 12 } },
  { def: supergang as AnyGameDef, seats: 3, options: { turnCap: 12, police: true } },
  { def: supergang as AnyGameDef, seats: 5, options: { turnCap: 25 } },
  { def: supergang as AnyGameDef, seats: 2, options: { turnCap: 60 } },
];

describe('fast random playouts', () => {
  it.each(CASES.flatMap((c) => [0, 1].map((k) => ({ ...c, k }))))(
    '$def.id with $seats seats (game $k) ends where the reference playout ends',
    ({ def, seats, options, k }) => {
      const start = createMatch(def, { options, seats, seed: `fast-${def.id}-${seats}-${k}` });
      if (!start.ok) throw new Error(start.error.message);
      const before = matchHash(start.value.match);
      const fast = randomPlayout(def, start.value.match, seedRng(`fast-bot-${k}`), undefined, { inPlace: true });
      const slow = randomPlayout(reference(def), start.value.match, seedRng(`fast-bot-${k}`));
      expect(fast.actions).toBe(slow.actions);
      expect(fast.actions).toBeGreaterThan(50);
      expect(matchHash(fast.match)).toBe(matchHash(slow.match));
      expect(matchHash(start.value.match)).toBe(before);
    },
  );
});
