import { describe, expect, it } from 'vitest';
import { content } from '@core/games/nothing-personal/content';
import { topName } from './card-top';

describe('a card name on a narrow card top', () => {
  it('breaks a long word with a soft hyphen, and reads the same', () => {
    expect(topName('Compromising Photos')).toBe('Compro\u00admising Photos');
    expect(topName('Thug and Gambler Arrangement').replaceAll('\u00ad', '')).toBe('Thug and Gambler Arrangement');
  });

  it('leaves no word of nine letters or more of our cards without a place to break', () => {
    const long = Object.values(content().influenceById)
      .flatMap((c) => topName(c.name).split(' '))
      .filter((w) => w.split('\u00ad').some((part) => part.length >= 9));
    expect(long).toEqual([]);
  });
});
