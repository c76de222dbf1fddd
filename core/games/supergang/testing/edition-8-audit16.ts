/**
 * Positions for the sixteenth audit's tests (`rules/edition8-audit16.test.ts`), each played under edition
 * 8 and, with `engine 7` put first, under edition 7.
 */
import { sgCity } from '../city-data';
import { supergangCity } from '../board';

/** Four gangs, round 5, red's cops to move: only group 2 (index 1) has a die, a 1, from s4-0 to s5-0. */
export const SECOND_GROUP_STEPS = `players 4
turn red cops 5
dice cops=0,1
cop 1 s4-0/east`;

/** A cop move of one or two squares that ends on a manhole: where from, the die, and the move's key. */
export function copToManhole(): { from: string; die: number; key: string } {
  for (const sq of supergangCity().data.squares) {
    for (const facing of ['north', 'east', 'south', 'west'] as const) {
      const from = { kind: 'street' as const, square: sq.id, facing };
      for (let die = 1; die <= 2; die++) {
        const d = sgCity()
          .destinations({ from, die, kind: 'cop', owned: [] })
          .find((x) => x.to.kind === 'street' && sgCity().isManhole(x.to.square));
        if (d) return { from: `${sq.id}/${facing}`, die, key: d.key };
      }
    }
  }
  throw new Error('no cop move ends on a manhole');
}

/** Blue's cops to move, round 5: group 2 alone has a die, which takes it down a manhole. */
export function secondGroupToManhole(): { text: string; key: string } {
  const f = copToManhole();
  return {
    text: `players 4
turn blue cops 5
dice cops=0,${f.die}
cop 1 ${f.from}`,
    key: f.key,
  };
}

/**
 * Four gangs, round 5: red's Killer has stopped in `shop`, with `extra` lines (an owner, a racket). The
 * Moretti Bakery is a basic shop (one manager, SG-8.1); the Iron Glove Gym has an initial (two).
 */
export const redKillerIn = (shop: string, extra = ''): string => `players 4
turn red act 5
char red-killer ${shop}
acting red-killer${extra ? `\n${extra}` : ''}`;
