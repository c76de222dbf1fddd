/** Gangsters' Hard: how its search scores a position, where it stops looking, and that it never takes a move back. */
import { describe, expect, it } from 'vitest';
import { createMatch, seedRng } from '../../engine';
import { playBotGame } from '../../bots/play';
import { GANGSTERS_SEARCH_GAME, hardBot, heuristicBot, turnOver } from './bots';
import { cityBoard } from './city';
import { evaluateGangsters } from './evaluate';
import { gangsters } from './game';
import type { GangstersState } from './state';

function started(): GangstersState {
  const m = createMatch(gangsters, { options: {}, seats: 2, seed: 'evaluate' });
  if (!m.ok) throw new Error(m.error.message);
  const s = structuredClone(m.value.match.state) as GangstersState;
  for (const g of s.gangs) {
    g.cash = 2000;
    g.strength = { racketeer: 4, thug: 2, vamp: 1 };
  }
  for (const j of Object.values(s.joints)) j.owner = null;
  return s;
}

describe('Hard scores a position by each Gang’s chance of winning (G-15.1)', () => {
  it('gives two level Gangs an even share, the one to play a little more', () => {
    const s = started();
    s.turn.seat = 1;
    const [a, b] = [evaluateGangsters(s, 0), evaluateGangsters(s, 1)];
    expect(a + b).toBeCloseTo(1, 9);
    expect(b).toBeGreaterThan(0.5);
    expect(b).toBeLessThan(0.6);
  });

  it('counts cash, Joints, a nearly whole class and a full crew', () => {
    const base = started();
    const more = (change: (s: GangstersState) => void): number => {
      const s = structuredClone(base);
      change(s);
      return evaluateGangsters(s, 0);
    };
    const level = evaluateGangsters(base, 0);
    const red = cityBoard().buildings.filter((b) => b.class === 'red');
    expect(more((s) => ((s.gangs[0] as GangstersState['gangs'][0]).cash = 6000))).toBeGreaterThan(level);
    const twoRed = more((s) => red.slice(0, 2).forEach((b) => (s.joints[b.id] = { owner: 0, level: 1 })));
    expect(twoRed).toBeGreaterThan(level);
    expect(more((s) => red.forEach((b) => (s.joints[b.id] = { owner: 0, level: 1 })))).toBeGreaterThan(twoRed);
    expect(more((s) => ((s.gangs[0] as GangstersState['gangs'][0]).strength.vamp = 0))).toBeLessThan(level);
  });

  it('gives a Gang that is out nothing', () => {
    const s = started();
    (s.gangs[0] as GangstersState['gangs'][0]).out = true;
    expect(evaluateGangsters(s, 0)).toBe(0);
    expect(evaluateGangsters(s, 1)).toBe(1);
  });
});

describe('Hard’s search (core/bots/ismcts.ts) on Gangsters', () => {
  it('looks to the end of the Player Turn it is in', () => {
    const s = started();
    const next = structuredClone(s);
    expect(turnOver(s, next)).toBe(false);
    next.turn.number += 1;
    expect(turnOver(s, next)).toBe(true);
  });

  it('G-6.92 never takes a move back, at the table or in its imagined futures', () => {
    let s: GangstersState | undefined;
    playBotGame(gangsters, {
      seats: 2,
      seed: 'retract',
      bots: [heuristicBot],
      onStep: (m) => {
        const now = m.state as GangstersState;
        if (!s && now.phase === 'move' && now.turn.undo) s = structuredClone(now);
      },
    });
    if (!s) throw new Error('no move to take back in a whole game');
    const seat = s.turn.seat;
    const legal = gangsters.legal(s, seat) ?? [];
    expect(legal).toContainEqual({ type: 'retract' });
    expect(GANGSTERS_SEARCH_GAME.def.legal(s, seat)).not.toContainEqual({ type: 'retract' });
    const only = [{ type: 'retract' }, { type: 'pass' }];
    const [a] = hardBot({ view: gangsters.view(s, seat), seat, legal: only, anytime: [], rng: seedRng('r') });
    expect(a).toEqual({ type: 'pass' });
  });
});
