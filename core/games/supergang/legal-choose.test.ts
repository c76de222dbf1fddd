/**
 * `chooseLegal` (a random playout's pick, core/engine/PLAYOUTS.md) writes out one decision without
 * listing them all: it must count what `legal` lists and give, at each index, the decision `legal` has
 * there (the same JSON text, key order included), for the pending seat and another.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import { sgCity } from './city-data';
import { plainCopy } from './copy';
import { supergang } from './game';
import { chooseLegal, legalActions } from './legal';
import type { SuperGangState } from './state';
import { position, state } from './testing/play';

const GAMES = [
  { seats: 4, options: {} },
  { seats: 5, options: {} },
  { seats: 4, options: { police: true } },
];

describe('chooseLegal: one legal decision without listing them all', () => {
  it('SG-4.1.2 SG-9.1 agrees with legal on the count and the decision at every index', () => {
    const kinds = new Set<string>();
    for (const [k, g] of GAMES.entries()) {
      const c = createMatch(supergang, { ...g, seed: `choose-${k}` });
      if (!c.ok) throw new Error(c.error.message);
      let s = plainCopy(c.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(c.value.match.rng);
      let rng = seedRng(`choose-bot-${k}`);
      for (let step = 0; step < 1500 && !supergang.outcome(s); step++) {
        const pendingSeat = (supergang.pending(s)[0] as { seat: number }).seat;
        for (const seat of [pendingSeat, (pendingSeat + 1) % g.seats]) {
          const legal = legalActions(s, seat);
          let count = -1;
          for (let i = 0; i < Math.max(1, legal.length); i++) {
            const chosen = chooseLegal(s, seat, (n) => {
              count = n;
              return i;
            });
            expect(JSON.stringify(chosen)).toBe(JSON.stringify(legal[i]));
            if (chosen) kinds.add(chosen.type);
          }
          expect(count).toBe(legal.length === 0 ? -1 : legal.length);
        }
        const legal = legalActions(s, pendingSeat);
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const r = supergang.applyInPlace?.(s, pendingSeat, legal[i] as unknown as JsonValue, dice);
        if (!r?.ok) throw new Error('a listed action was refused');
        s = r.value;
      }
    }
    for (const type of ['cop-move', 'move', 'roll', 'done']) expect(kinds).toContain(type);
  });
});

/** `chooseLegal`'s decision at each index of `legalActions`' list for `seat`, with the count it gave. */
function picks(s: SuperGangState, seat: number): { count: number; texts: string[] } {
  const legal = legalActions(s, seat);
  let count = -1;
  const texts: string[] = [];
  for (let i = 0; i < legal.length; i++) {
    const chosen = chooseLegal(s, seat, (n) => {
      count = n;
      return i;
    });
    texts.push(JSON.stringify(chosen));
  }
  return { count, texts };
}

describe('chooseLegal on a street stop', () => {
  const RED = 0;
  const stop = (lines: string) =>
    position(`players 4
turn red act 5
char red-killer s6-0/east
acting red-killer
${lines}`);

  it('SG-4.1.3 SG-5.1.1 offers the coward attack and ending the stop, then only ending it, as legal lists them', () => {
    const m = stop('');
    const s = state(m);
    expect(legalActions(s, RED).map((a) => a.type)).toEqual(['coward', 'done']);
    expect(picks(s, RED)).toEqual({ count: 2, texts: legalActions(s, RED).map((a) => JSON.stringify(a)) });
    s.turn.done = ['coward'];
    expect(legalActions(s, RED).map((a) => a.type)).toEqual(['done']);
    expect(picks(s, RED)).toEqual({ count: 1, texts: ['{"type":"done"}'] });
  });

  it('SG-5.5.1 SG-5.6.8 SG-12.4 lists a killing, deals and tokens to take back where they are open', () => {
    const shops = sgCity()
      .shops.slice(0, 15)
      .map((x) => `shop ${x.id} owner=red`)
      .join('\n');
    const cases = [
      { lines: 'char blue-killer s6-0/west', has: 'kill' },
      { lines: 'char red-dealer s6-0/east\nstock red 4', has: 'deal', acting: 'red-dealer' },
      { lines: shops, has: 'take-token' },
    ];
    for (const c of cases) {
      const s = state(stop(c.lines));
      if (c.acting) s.turn.acting = c.acting;
      const legal = legalActions(s, RED);
      expect(legal.map((a) => a.type)).toContain(c.has);
      expect(picks(s, RED)).toEqual({ count: legal.length, texts: legal.map((a) => JSON.stringify(a)) });
    }
  });

  it('SG-3.5 offers no killing in the three first turns: a man of another gang there changes nothing', () => {
    const m = position(`players 4
turn red act 2
char red-killer s6-0/east
char blue-killer s6-0/west
acting red-killer`);
    const s = state(m);
    expect(legalActions(s, RED).map((a) => a.type)).toEqual(['coward', 'done']);
    expect(picks(s, RED)).toEqual({ count: 2, texts: ['{"type":"coward"}', '{"type":"done"}'] });
  });
});
