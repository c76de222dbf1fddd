import { describe, expect, it } from 'vitest';
import { guideStatus, whyShown } from './guide-words';

const guide = (size: number, more: { error?: string; query?: null; loading?: boolean } = {}) => ({
  error: null,
  query: {},
  loading: false,
  reachable: { size },
  ...more,
});
const status = (g: ReturnType<typeof guide>) => guideStatus(g, 'Cop', 3, 'space');

describe('the City guides’ words', () => {
  it('say where to start, what is loading, how many places and when none', () => {
    expect(status(guide(0, { query: null }))).toBe('Put the Cop on the map to see where it can go.');
    expect(status(guide(0, { loading: true }))).toBe('Asking the rulebook…');
    expect(status(guide(0))).toBe('The Cop cannot move exactly 3 from here.');
    expect(status(guide(1))).toMatch(/^1 place the Cop can end its move\. .* any other space /);
    expect(status(guide(2, { error: 'The host is away.' }))).toBeNull();
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

  it('say "tap" on a touch screen, where nothing is pointed at, and "point at" and "click" with a mouse', () => {
    expect(guideStatus(guide(2), 'Cop', 3, 'space')).toBe(
      '2 places the Cop can end its move. Point at one to see the way; click any other space to ask why not.',
    );
    expect(guideStatus(guide(2), 'Cop', 3, 'space', true)).toBe(
      '2 places the Cop can end its move. Tap one to see the way; tap any other space to ask why not.',
    );
  });
});
