/** G-10.2: a Subway transfer is optional, so an end reachable both ways is two different moves. */
import { describe, expect, it } from 'vitest';
import { gangsters } from '../game';
import { act, start, st, RED } from '../testing/game-play';

// Cop 5 stands on s20-4 facing north. With a blue 6 it can reach s24-2 facing north by walking east and
// north, or by riding the Subway from s22-0 — which would end its patrol (G-9.6).
const pos = `
  turn red cop
  dice red=1 green=1 blue=6 white=1 black=1
  cash red=1000
  gang red racketeer=2@westgate-hotel
  cop 5@s20-4/north`;

describe('G-10.2 choosing whether to ride the Subway', () => {
  it('G-10.2 both ways to the same space are offered, and only the ride says so', () => {
    const legal = (gangsters.legal(st(start(pos)), RED) ?? []) as unknown as Record<string, unknown>[];
    const there = legal.filter((a) => a.type === 'cop-move' && a.to === 's24-2' && a.facing === 'north');
    expect(there).toEqual([
      { type: 'cop-move', cop: 5, to: 's24-2', facing: 'north', subway: true },
      { type: 'cop-move', cop: 5, to: 's24-2', facing: 'north' },
    ]);
  });

  it('G-10.2 a move that does not say walks there, and the Cop stays on patrol', () => {
    const m = act(start(pos), RED, { type: 'cop-move', cop: 5, to: 's24-2', facing: 'north' }).m;
    expect(st(m).cops.find((c) => c.strength === 5)).toMatchObject({ at: 's24-2', facing: 'north' });
  });

  it('G-9.6 riding the Subway there is a different move: that Cop goes back to the cup once the window closes', () => {
    let m = act(start(pos), RED, { type: 'cop-move', cop: 5, to: 's24-2', facing: 'north', subway: true }).m;
    for (let guard = 0; st(m).phase === 'rebuff' && guard < 8; guard++) {
      const p = gangsters.pending(st(m))[0];
      if (!p) break;
      m = act(m, p.seat, { type: 'pass' }, [], [0]).m;
    }
    expect(st(m).copCup).toContain(5);
    expect(st(m).cops.some((c) => c.at === 's24-2')).toBe(true);
  });
});
