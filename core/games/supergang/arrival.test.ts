/**
 * The shops where a stop could only be a stick-up, told to the mover before he goes (`arrival.ts`): a
 * scripted position, then every such hint of seeded games held to what the rules ask once he is there.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { SimRoller } from '../../engine/sim-roller';
import type { JsonValue } from '../../engine/json';
import type { Match } from '../../engine/match';
import { plainCopy } from './copy';
import { supergang } from './game';
import { legalActions } from './legal';
import { moveQueries } from './move-queries';
import type { SuperGangState } from './state';
import { RED, legal, play, position, state } from './testing/play';

const NEXT_TO_BAKERY = (shop: string, cash: number): string => `
players 4
turn red move 5
cash red=${cash}
dice red-killer=1
char red-killer s5-0/east
tomove red-killer
${shop}
`;

/** The bakery among the shops the Killer's move is told would force a stick-up. */
function warned(m: Match): boolean {
  const ask = moveQueries(state(m), RED).find((q) => q.piece === 'red-killer');
  return ask?.stickUp?.includes('shop-moretti-bakery') ?? false;
}

function intoBakery(m: Match): Match {
  const move = legal(m, RED).find((a) => a.type === 'move' && a.to?.includes('shop-moretti-bakery'));
  if (!move) throw new Error('the bakery is not in reach');
  return play(m, RED, move);
}

describe('SG-4.3.4 a stop that can only be a stick-up, told before the move', () => {
  it('SG-4.3.4 SG-5.7.6 a rival gang’s shop is marked: once in, a stick-up is all he may do', () => {
    const m = position(NEXT_TO_BAKERY('shop shop-moretti-bakery owner=blue', 200));
    expect(warned(m)).toBe(true);
    const types = new Set(legal(intoBakery(m), RED).map((a) => a.type));
    expect([...types]).toEqual(['stick-up']);
  });

  it('SG-5.3.1 a shop nobody owns that he can pay for is not marked: he may buy it instead', () => {
    const m = position(NEXT_TO_BAKERY('', 200));
    expect(warned(m)).toBe(false);
    expect(legal(intoBakery(m), RED).map((a) => a.type)).toContain('buy');
  });

  it('SG-5.7.5 with the police there nobody sticks it up, so the shop is not marked', () => {
    const m = position(`${NEXT_TO_BAKERY('shop shop-moretti-bakery owner=blue', 200)}\ncop 0 s5-0/west\n`);
    expect(warned(m)).toBe(false);
  });

  it('SG-4.3.4 in seeded games every mark is a stop with stick-ups alone, every other rival shop is not', () => {
    let marked = 0;
    let unmarked = 0;
    for (const seed of ['arrive-1', 'arrive-2', 'arrive-3']) {
      const c = createMatch(supergang, { seats: 4, options: {}, seed });
      if (!c.ok) throw new Error(c.error.message);
      let s = plainCopy(c.value.match.state as unknown as SuperGangState);
      const dice = new SimRoller(c.value.match.rng);
      let rng = seedRng(`${seed}-picks`);
      for (let step = 0; step < 2500 && !supergang.outcome(s); step++) {
        const seat = (supergang.pending(s)[0] as { seat: number }).seat;
        const list = legalActions(s, seat);
        if (s.turn.phase === 'move') {
          for (const ask of moveQueries(s, seat)) {
            const marks = new Set(ask.stickUp ?? []);
            for (const a of list) {
              if (a.type !== 'move' || a.character !== ask.piece || !a.to?.startsWith('shop-')) continue;
              const shop = a.to.split('/')[0] as string;
              const after = supergang.apply(s, seat, a as unknown as JsonValue, new SimRoller(seedRng('x')));
              if (!after.ok) throw new Error(after.error.message);
              const there = after.value.state;
              if (there.turn.phase !== 'act' || there.turn.acting !== ask.piece) continue;
              const types = new Set(legalActions(there, seat).map((x) => x.type));
              const onlyStickUp = types.size === 1 && types.has('stick-up');
              expect(marks.has(shop), `${seed} step ${step}: ${ask.piece} into ${shop}`).toBe(onlyStickUp);
              if (onlyStickUp) marked++;
              else unmarked++;
            }
          }
        }
        const [i, next] = nextInt(rng, list.length);
        rng = next;
        const r = supergang.applyInPlace?.(s, seat, list[i] as unknown as JsonValue, dice);
        if (!r?.ok) throw new Error('a listed action was refused');
        s = r.value;
      }
    }
    expect(marked).toBeGreaterThan(5);
    expect(unmarked).toBeGreaterThan(5);
  });
});
