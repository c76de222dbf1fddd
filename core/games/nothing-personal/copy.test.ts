/**
 * The fast paths written out for the shape of a state (the reducer's copy, the view) against the
 * generic ones they replace, over every position of a few random games: the same JSON text, key
 * order included, so hashes, views and replays cannot tell them apart.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/events';
import { copyJson } from '../../engine/json';
import { applyAction, createMatch, SIMULATION, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { copyNpState, workingCopy } from './copy';
import { nothingPersonal } from './game';
import { hasStandardKeys, type NpState } from './state';
import { viewNp } from './view';

/** Every position of one seeded random game. */
function positions(seats: number, seed: string, options: object, engineVersion?: string): NpState[] {
  const c = createMatch(nothingPersonal, { options, seats, seed, ...(engineVersion ? { engineVersion } : {}) });
  if (!c.ok) throw new Error(c.error.message);
  let m: Match = c.value.match;
  let rng = seedRng(`${seed}-bot`);
  const out = [m.state as NpState];
  while (!nothingPersonal.outcome(m.state as NpState)) {
    const seat = (nothingPersonal.pending(m.state as NpState)[0] as { seat: number }).seat;
    const legal = nothingPersonal.legal(m.state as NpState, seat) ?? [];
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    const step = applyAction(nothingPersonal, m, seat, legal[i], { kind: 'seeded' }, SIMULATION);
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
    out.push(m.state as NpState);
  }
  return out;
}

/** The view as it was first written: the state's fields but the secret ones, then what is seen. */
function genericView(s: NpState, viewer: Viewer): unknown {
  const { hands: _h, influenceDeck: _i, gangsterDeck: _g, interrupts: _w, offers: _o, ...open } = s;
  const fast = viewNp(s, viewer) as Record<string, unknown>;
  return { ...open, ...Object.fromEntries(Object.entries(fast).filter(([k]) => !(k in open))) } as unknown;
}

/** Objects and arrays reachable from both values (a copy must share none). */
function shared(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null) return false;
  if (a === b) return true;
  return Object.keys(a).some((k) => shared((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const GAMES = [
  { seats: 3, seed: 'copy-a', options: {} },
  { seats: 4, seed: 'copy-b', options: { expansions: ['designers', 'historical', 'young-turks'] } },
  { seats: 5, seed: 'copy-c', options: { randomSetup: true, bindingDeals: true } },
  { seats: 4, seed: 'copy-d', options: { expansions: ['historical'] }, engineVersion: '1' },
];

describe('the fast copy and view of a state', () => {
  for (const g of GAMES) {
    it(`match the generic ones at every position (${g.seats} seats, ${g.seed})`, () => {
      for (const s of positions(g.seats, g.seed, g.options, g.engineVersion)) {
        expect(hasStandardKeys(s)).toBe(true);
        const copy = copyNpState(s);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(copyJson(s)));
        expect(shared(copy, s)).toBe(false);
        // The reducer's working copy: the same, sharing the options alone (no rule writes them).
        const working = workingCopy(s);
        expect(JSON.stringify(working)).toBe(JSON.stringify(copy));
        expect(working.options).toBe(s.options);
        expect(shared({ ...working, options: null }, s)).toBe(false);
        for (const v of [0, 1, 'spectator', 'omniscient'] as const) {
          expect(JSON.stringify(viewNp(s, v))).toBe(JSON.stringify(genericView(s, v)));
        }
      }
    });
  }

  it('a state of another shape takes the generic path and is still copied whole, -0 read as 0', () => {
    const s = positions(3, 'copy-e', {})[20] as NpState;
    const odd = { extra: { n: -0 }, ...s } as NpState;
    expect(hasStandardKeys(odd)).toBe(false);
    const copy = copyNpState(odd);
    expect(copy).toEqual(copyJson(odd));
    expect(Object.is((copy['extra'] as { n: number }).n, 0)).toBe(true);
    expect(shared(copy, odd)).toBe(false);
    expect(JSON.stringify(viewNp(odd, 1))).toBe(JSON.stringify(genericView(odd, 1)));
  });

  it('-0 in a state of the usual shape is copied as 0', () => {
    const s = { ...(positions(3, 'copy-f', {})[5] as NpState) };
    s.money = [-0, ...s.money.slice(1)];
    s.bank = -0;
    expect(Object.is(copyNpState(s).money[0], 0)).toBe(true);
    expect(Object.is(copyNpState(s).bank, 0)).toBe(true);
  });
});
