import { describe, expect, it } from 'vitest';
import { cityBoard } from '@core/games/gangsters/city';
import { cityView } from './city-view';
import { destinations } from './destinations';
import { abbreviateStreet, fitLabel, hyphenPoints } from './labels';

describe('the city drawn from board.json', () => {
  const board = cityBoard();
  const view = cityView(board);

  it('names every space and building for screen readers, each name once', () => {
    const names = [...view.byId.values()].map((v) => v.name);
    expect(names.every((n) => n.length > 3 && !/^s\d/.test(n))).toBe(true);
    expect(new Set(view.spaces.map((s) => s.name)).size).toBe(view.spaces.length);
    expect(view.byId.get('s10-8')?.name).toBe('Riverside Drive and Central Avenue');
    expect(view.byId.get('s17-8')?.name).toMatch(/^Subway 3, Riverside Drive/);
  });

  it('labels every street at least once, inside the street', () => {
    for (const street of board.streets) {
      const upper = street.name.toUpperCase();
      expect(view.labels.some((l) => l.text === upper || l.text === abbreviateStreet(street.name).toUpperCase())).toBe(
        true,
      );
    }
  });

  it('fits every building name legibly into its block', () => {
    for (const b of view.buildings) {
      expect(b.label.size, b.name).toBeGreaterThanOrEqual(0.6);
      expect(b.label.lines.join(' ').replace(/- ?/g, ''), b.name).toBe(b.name.toUpperCase().replace(/-/g, ''));
    }
  });

  it('puts a connecting door on every connection (G-6.6)', () => {
    expect(view.doors).toHaveLength(board.connections.length);
  });
});

describe('labels', () => {
  it('hyphenates at syllable-like breaks', () => {
    expect(hyphenPoints('BARBERSHOP')[0]).toBe(6);
    expect(hyphenPoints('NEWSSTAND')[0]).toBe(4);
    expect(hyphenPoints('BIKESHOP')[0]).toBe(4);
  });
  it('prefers upright labels that fill the box', () => {
    const fit = fitLabel('Westgate Hotel', 5, 5, 1.35);
    expect(fit.turned).toBe(false);
    expect(fit.lines).toEqual(['WESTGATE', 'HOTEL']);
  });
});

describe('destinations', () => {
  it('groups moves by end space with their facings', () => {
    const map = destinations([
      { to: 'a', facing: 'east', path: [], copReplaced: false, subway: false },
      { to: 'a', facing: 'north', path: [], copReplaced: false, subway: false },
      { to: 'b', facing: null, path: [], copReplaced: false, subway: false },
    ]);
    expect(map.get('a')).toEqual(['east', 'north']);
    expect(map.get('b')).toEqual([null]);
  });
});
