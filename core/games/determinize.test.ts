/**
 * The Hard bot searches on states made up from its own seat's view (`determinize`). A made-up state must
 * agree with everything the seat sees, and must not depend on what the seat cannot see: fed the views of
 * two different true positions that look the same from the seat, it makes up the same state.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../bots/play';
import type { JsonValue } from '../engine';
import { hashJson } from '../engine/hash';
import { seedRng } from '../engine/rng';
import type { AnyGameModule } from '../engine/module';
import { GAME_MODULES } from './index';

const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x)) as unknown;

/** States from a seeded Normal-against-Random game, every `every`-th one. */
function positions(m: AnyGameModule, seats: number, seed: string, every: number, options = {}): JsonValue[] {
  const out: JsonValue[] = [];
  const normal = m.bots.normal;
  const random = m.bots.random;
  if (!normal || !random) throw new Error(`${m.def.id} has no Normal or Random bot`);
  playBotGame(m.def, {
    seats,
    seed,
    options,
    bots: [normal, random],
    onStep: (match) => {
      if (match.version % every === 0) out.push(match.state);
    },
  });
  return out;
}

/**
 * Game, seats, options, whether the seat has anything hidden from it (SuperGang shows all) and every
 * how many moves a position is taken (SuperGang's games are long).
 */
const CASES: readonly [string, number, Record<string, unknown>, boolean, number][] = [
  ['nothing-personal', 4, {}, true, 9],
  ['gangsters', 3, {}, true, 9],
  ['gangsters', 5, { secretCash: true }, true, 9],
  ['supergang', 4, {}, false, 41],
];

it('covers every game that can determinize', () => {
  const ids = GAME_MODULES.filter((m) => m.determinize).map((m) => m.def.id);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(CASES.map((c) => c[0])).toContain(id);
});

describe.each(CASES)('determinize: %s with %i seats %o', (id, seats, options, hidden, every) => {
  const m = GAME_MODULES.find((x) => x.def.id === id) as AnyGameModule;
  const determinize = m.determinize as NonNullable<AnyGameModule['determinize']>;
  const states = positions(m, seats, `det-${id}-${seats}`, every, options);

  it('makes up a full state that looks, from the seat, exactly like the true one', () => {
    expect(states.length).toBeGreaterThan(10);
    for (const s of states)
      for (let seat = 0; seat < seats; seat++) {
        const view = m.def.view(s, seat);
        const [made] = determinize(view, seat, seedRng(`d${seat}`));
        expect(plain(m.def.view(made, seat))).toEqual(plain(view));
        expect(m.def.pending(made)).toEqual(m.def.pending(s));
      }
  });

  it('never reads the hidden information: two true positions that look alike give the same state', () => {
    let differed = 0;
    for (const s of states)
      for (let seat = 0; seat < seats; seat++) {
        const view = m.def.view(s, seat);
        // Another true position the seat cannot tell apart from `s`: its secrets dealt differently.
        const [other] = determinize(view, seat, seedRng(`other${seat}`));
        const otherView = m.def.view(other, seat);
        expect(plain(otherView)).toEqual(plain(view));
        if (hashJson(other) !== hashJson(s)) differed++;
        const a = determinize(view, seat, seedRng('same'));
        const b = determinize(otherView as never, seat, seedRng('same'));
        expect(isDeepStrictEqual(plain(a), plain(b))).toBe(true);
      }
    // The made-up positions really differ from the true ones in what the seat cannot see, if anything.
    if (hidden) expect(differed).toBeGreaterThan(0);
    else expect(differed).toBe(0);
  });
});
