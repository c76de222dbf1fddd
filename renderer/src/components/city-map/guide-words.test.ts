import { describe, expect, it } from 'vitest';
import { guideStatus, whyShown } from './guide-words';

const facts = { error: null, asked: true, loading: false, count: 2, piece: 'Cop', steps: 3, place: 'space' };

describe('the City guides’ words', () => {
  it('say where to start, what is loading, how many places and when none', () => {
    expect(guideStatus({ ...facts, asked: false })).toBe('Put the Cop on the map to see where it can go.');
    expect(guideStatus({ ...facts, loading: true, count: 0 })).toBe('Asking the rulebook…');
    expect(guideStatus({ ...facts, count: 0 })).toBe('The Cop cannot move exactly 3 from here.');
    expect(guideStatus({ ...facts, count: 1 })).toMatch(/^1 place the Cop can end its move\. .* any other space /);
    expect(guideStatus({ ...facts, error: 'The host is away.' })).toBeNull();
  });

  it('name the place asked about, and say so when it can be reached after all', () => {
    const nameOf = (id: string) => (id === 's1' ? 'Main Street' : null);
    const because = (code: string, _w: unknown, place: string) => `${code} at ${place}`;
    expect(whyShown(null, nameOf, because)).toBeNull();
    expect(whyShown({ target: 's1', code: null, clause: '', message: '' }, nameOf, because)).toEqual({
      place: 'Main Street',
      text: 'Main Street can be reached.',
    });
    expect(whyShown({ target: 'x9', code: 'BACK', clause: 'G-6.3', message: '' }, nameOf, because)).toEqual({
      place: 'x9',
      text: 'BACK at x9',
    });
  });
});
