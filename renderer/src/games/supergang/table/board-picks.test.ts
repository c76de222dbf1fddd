/**
 * What the SuperGang board reads off the view for the piece picked (board-picks.ts): where its move starts,
 * and which piece a click on the centre picks next, as the board did before it was split (December 8).
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '@core/engine/match';
import { supergang } from '@core/games/supergang/game';
import type { SuperGangState } from '@core/games/supergang/state';
import { CENTRE } from '../moves';
import { asState, nextAtCentre, startOf } from './board-picks';

function fresh(): SuperGangState {
  const made = createMatch(supergang, { options: {}, seats: 3, seed: 'board-picks' });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.match.state as unknown as SuperGangState;
}

describe('the SuperGang board’s picks', () => {
  it('reads the view as the game’s state, and nothing else', () => {
    const s = fresh();
    expect(asState(s)).toBe(s);
    expect(asState(null)).toBeNull();
    expect(asState({ gangs: [] })).toBeNull();
  });

  it('SG-5.1 starts a move where the piece stands, or at the centre for one not on the streets', () => {
    const s = fresh();
    for (const c of s.characters) {
      const at = startOf(s, c.id);
      if (c.place !== 'board') expect(at).toBe(CENTRE);
      else expect(at).toBe(c.pos?.kind === 'shop' ? c.pos.shop : c.pos?.square);
    }
    const moved: SuperGangState = {
      ...s,
      characters: s.characters.map((c, i) =>
        i === 0 ? { ...c, place: 'board', pos: { kind: 'square', square: 's3-0' } } : c,
      ),
    } as SuperGangState;
    expect(startOf(moved, moved.characters[0]!.id)).toBe('s3-0');
  });

  it('picks the next piece waiting at the centre after the one picked, round again, and none when none waits', () => {
    const s = fresh();
    const waiting = s.characters.filter((c) => c.place !== 'board').map((c) => c.id);
    expect(waiting.length).toBeGreaterThan(1);
    expect(nextAtCentre(s, waiting, null)).toBe(waiting[0]);
    expect(nextAtCentre(s, waiting, waiting[0]!)).toBe(waiting[1]);
    expect(nextAtCentre(s, waiting, waiting.at(-1)!)).toBe(waiting[0]);
    expect(nextAtCentre(s, [], null)).toBeNull();
  });
});
