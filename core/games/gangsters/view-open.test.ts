/**
 * While cash is open, the views of one position share the parts that are the same for every viewer
 * (view.ts `openGangs`, `openTurn`): worked out once for the Gangs list and the turn they are of. Each
 * view must still be exactly the one worked out afresh, position after position; with secret cash
 * nothing is shared.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, cloneJson, createMatch, nextInt, seedRng, type Viewer } from '../../engine';
import type { GangstersState } from './state';
import { gangsters } from './game';
import { gangstersView } from './view';

const VIEWERS: Viewer[] = [0, 1, 2, 3, 'spectator', 'omniscient'];

function walk(options: object, seed: string, visit: (s: GangstersState) => void): void {
  const created = createMatch(gangsters, { options: { ...options, turnCap: 15 }, seats: 4, seed });
  if (!created.ok) throw new Error(created.error.message);
  let match = created.value.match;
  let rng = seedRng(`${seed}-bot`);
  for (let i = 0; i < 60 && !gangsters.outcome(match.state as GangstersState); i++) {
    const s = match.state as GangstersState;
    visit(s);
    const seat = gangsters.pending(s)[0]?.seat ?? 0;
    const legal = gangsters.legal(s, seat) ?? [];
    const [k, next] = nextInt(rng, legal.length);
    rng = next;
    const step = applyAction(gangsters, match, seat, legal[k]);
    if (!step.ok) throw new Error(step.error.message);
    match = step.value.match;
  }
}

describe('the views of one position', () => {
  it('share the Gangs and the turn while cash is open, each view the one worked out afresh', () => {
    let positions = 0;
    walk({ wheels: true }, 'view-open', (s) => {
      const views = VIEWERS.map((v) => gangstersView(s, v));
      // A copy of the state is a position of its own objects: its views are worked out afresh.
      const fresh = cloneJson(s);
      for (const [i, v] of VIEWERS.entries()) {
        expect(JSON.stringify(views[i])).toBe(JSON.stringify(gangstersView(fresh, v)));
        expect(views[i]?.gangs).toBe(views[0]?.gangs);
        expect(views[i]?.turn).toBe(views[0]?.turn);
      }
      // And back on the position itself, after the copy's: still its own values.
      expect(JSON.stringify(gangstersView(s, 0))).toBe(JSON.stringify(views[0]));
      positions++;
    });
    expect(positions).toBeGreaterThan(40);
  });

  it('share nothing with secret cash', () => {
    walk({ secretCash: true }, 'view-secret', (s) => {
      if (s.phase === 'over') return;
      const a = gangstersView(s, 0);
      const b = gangstersView(s, 1);
      expect(a.gangs).not.toBe(b.gangs);
      expect(a.turn).not.toBe(b.turn);
    });
  });
});
