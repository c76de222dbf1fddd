/**
 * The fast paths of `apply` and `legal` give the same answers as the plain ones: the working copy equals a
 * deep copy and never lets a rule write into an earlier state (every state is frozen here before its
 * move), and the remembered destinations equal a fresh search. 100 random moves in each of three variants.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { frozenRandomWalk } from '../../engine/testing/frozen-walk';
import { supergangCity } from './board';
import type { Destination, DestinationEnd, MoveQuery } from './city';
import { findDestinations, sgCity } from './city-data';
import { plainCopy, workingCopy } from './copy';
import { supergang } from './game';
import { arrestShops } from './rules/cops';
import { ownedShops } from './rules/moves';
import { controller, type SuperGangState } from './state';

/** Every move question of a position, for each die: each character's and each cop group's. */
function queries(s: SuperGangState): MoveQuery[] {
  const out: MoveQuery[] = [];
  const arrest = arrestShops(s, sgCity());
  for (let die = 1; die <= 6; die++) {
    for (const ch of s.characters)
      if (ch.place === 'board' || ch.place === 'centre')
        out.push({ from: ch.pos, die, kind: 'gangster', owned: ownedShops(s, controller(ch)) });
    for (const g of s.cops) out.push({ from: g.pos, die, kind: 'cop', owned: [], arrestShops: arrest });
  }
  return out;
}

/** The destinations' values, the squares on the way included (read out on demand). */
function plain(ds: readonly Destination[]): unknown[] {
  return ds.map((d) => ({ key: d.key, to: d.to, spot: d.spot, via: d.via }));
}

/** A destination's place, without the way there. */
function end(d: DestinationEnd): unknown {
  return { key: d.key, to: d.to, spot: d.spot };
}

const VARIANTS = [
  { seats: 3, options: {} },
  { seats: 4, options: { police: true } },
  { seats: 5, options: {} },
];

describe('the reducer’s working copy and the remembered destinations', () => {
  it('copy the state exactly, never write into an earlier state, and answer as a fresh search', () => {
    const city = supergangCity();
    let checked = 0;
    for (const [k, v] of VARIANTS.entries()) {
      const created = createMatch(supergang, { ...v, seed: `copy-${k}` });
      if (!created.ok) throw new Error(created.error.message);
      frozenRandomWalk(supergang, created.value.match, `copy-bot-${k}`, 100, (m, step) => {
        const s = m.state as SuperGangState;
        expect(JSON.stringify(workingCopy(s))).toBe(JSON.stringify(plainCopy(s)));
        for (const q of step % 8 === 0 ? queries(s) : []) {
          expect(plain(sgCity().destinations(q))).toEqual(plain(findDestinations(city, q)));
          // The remembered answer (the ends alone, as the rules and the playouts read it).
          expect(sgCity().ends(q).map(end)).toEqual(findDestinations(city, q).map(end));
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(300);
  });
});
