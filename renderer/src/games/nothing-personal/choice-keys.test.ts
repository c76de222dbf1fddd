import { describe, expect, it } from 'vitest';
import { keyAnswer, keysSaid, numbersNow, type KeyScene } from './choice-keys';
import type { Action, Group } from './choices';

const group = (key: string, ...actions: Action[]): Group => ({ key, actions });
const pass: Action = { type: 'pass' };
const cardA = group('card:a#1');
const cardB = group('card:b#1');

/** Nothing chosen yet: the numbered groups are chosen by their keys. */
const fresh = (over: Partial<KeyScene> = {}): KeyScene => ({
  choosing: true,
  numbered: [group('move'), cardA, cardB],
  cards: 'listed',
  step: null,
  ready: null,
  canPass: false,
  group: null,
  picks: 0,
  groupCount: 3,
  ...over,
});

describe('the keys of the decision, as the panel says and answers them', () => {
  it('says the keys that choose, and sends a number key to the group wearing that number', () => {
    expect(keysSaid(fresh())).toEqual(['1–3 choose']);
    expect(keyAnswer(fresh(), '2', true)).toEqual({ do: 'choose', group: 'card:a#1' });
  });

  it('counts the cards of a hand in sight apart, left to right, and chooses one there without sending it', () => {
    const s = fresh({ cards: 'in-hand', canPass: true });
    expect(keysSaid(s)).toEqual(['1 chooses', '2, 3 your cards, left to right', 'P passes']);
    expect(keyAnswer(s, '3', true)).toEqual({ do: 'choose-card', group: 'card:b#1' });
    expect(keyAnswer(s, 'p', true)).toEqual({ do: 'choose', group: 'pass' });
  });

  it('says a number key that chooses nothing, with how many choices there are', () => {
    expect(keyAnswer(fresh(), '7', true)).toEqual({
      do: 'missed',
      words: 'There are 3 choices here: key 7 chooses nothing.',
    });
    expect(keyAnswer(fresh({ numbered: [group('move')] }), '2', true)).toMatchObject({
      words: 'There is one choice here: key 2 chooses nothing.',
    });
  });

  it('answers a position by its own number, never by its order on screen', () => {
    const s = fresh({ choosing: false, step: { path: 'pos', values: [1, 7, 9] }, group: 'card:a#1', picks: 1 });
    expect(numbersNow(s)).toEqual([1, 7, 9]);
    expect(keysSaid(s)).toEqual(['1, 7, 9 choose', 'Esc goes back']);
    expect(keyAnswer(s, '7', true)).toEqual({ do: 'pick', path: 'pos', value: 7 });
    expect(keyAnswer(s, '2', true)).toMatchObject({ do: 'missed', words: expect.stringMatching(/^Key 2, the /) });
  });

  it('plays the settled choice on Enter, unless another button has the focus, and goes back on Esc', () => {
    const s = fresh({ choosing: false, ready: pass, group: 'card:a#1', picks: 1 });
    expect(keysSaid(s)).toEqual(['Enter plays', 'Esc goes back']);
    expect(keyAnswer(s, 'Enter', true)).toEqual({ do: 'play', action: pass });
    expect(keyAnswer(s, 'Enter', false)).toBeNull();
    expect(keyAnswer(s, 'Escape', true)).toEqual({ do: 'back' });
    // Nothing chosen: Esc and the letters are the page's.
    expect(keyAnswer(fresh(), 'Escape', true)).toBeNull();
    expect(keyAnswer(fresh(), 'p', true)).toBeNull();
  });
});
