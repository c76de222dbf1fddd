import { describe, expect, it } from 'vitest';
import { cityBoard } from '@core/games/gangsters/city';
import { cityView } from './city-view';
import { destinations } from './destinations';
import { abbreviateStreet, fitLabel, hyphenPoints, PRINT_MIN, printForms } from './labels';

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

  it('prints every building name at the smallest print size or larger, the one-space blocks too', () => {
    // A unit is some 7.3 px on the smallest table (1280×720): PRINT_MIN is 9 px there.
    for (const b of view.buildings) {
      expect(b.label.size, b.name).toBeGreaterThanOrEqual(PRINT_MIN);
      if (b.valueSize !== null) expect(b.valueSize, b.name).toBeGreaterThanOrEqual(PRINT_MIN);
    }
    const printed = (name: string) => view.buildings.find((b) => b.name === name)?.label.lines;
    // The three that once printed smaller: the owner's name on two lines, and our own short names.
    expect(printed("Fat Tony's Pizzeria")).toEqual(['FAT', "TONY'S"]);
    expect(printed('The Copper Kettle')).toEqual(['TEA', 'ROOM']);
    expect(printed('Delmonico Grill')).toEqual(['GRILL']);
  });

  it('splits no short word across two lines ("KET-TLE" reads badly)', () => {
    const split = view.buildings.flatMap((b) =>
      b.label.lines.flatMap((l, i) => {
        const word = `${l}${b.label.lines[i + 1]?.split(' ')[0] ?? ''}`.split(' ').at(-1) ?? '';
        return l.endsWith('-') && word.length - 1 <= 6 ? [`${b.name}: ${word}`] : [];
      }),
    );
    expect(split).toEqual([]);
  });

  it('prints a name whole unless it cannot be at the smallest print size, then a shorter form of it', () => {
    const printed = (b: (typeof view.buildings)[number]) => b.label.lines.join(' ').replace(/-\s?/g, '');
    for (const b of view.buildings) {
      const forms = printForms(b.name).map((f) => f.toUpperCase().replace(/-/g, ''));
      expect(forms, b.name).toContain(printed(b));
      if (b.short) {
        const box = Math.max(...b.rects.map((r) => Math.max(r.w, r.h)));
        expect(fitLabel(b.name, box, box, 2).size, b.name).toBeLessThan(PRINT_MIN);
      }
    }
    expect(view.buildings.filter((b) => b.short).map((b) => b.name)).toEqual(
      expect.arrayContaining(["Sal's Barbershop", 'Corner Newsstand', 'Fish Market']),
    );
    expect(printed(view.buildings.find((b) => b.name === 'Corner Newsstand')!)).toBe('NEWSSTAND');
  });

  it('prints the price under the name in the larger blocks only, at the smallest print size or larger', () => {
    const priced = view.buildings.filter((b) => b.valueSize !== null);
    expect(priced.length).toBeGreaterThan(5);
    expect(priced.every((b) => !b.small && b.value !== null)).toBe(true);
  });

  it('names the streets at the smallest print size or larger', () => {
    for (const l of view.labels) expect(l.size, l.text).toBeGreaterThanOrEqual(PRINT_MIN);
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
  it('shortens a name by its owner, our own short name or its last word, never to a number alone', () => {
    expect(printForms("Fat Tony's Pizzeria")).toEqual(["Fat Tony's Pizzeria", "Fat Tony's"]);
    expect(printForms('The Copper Kettle')).toEqual(['The Copper Kettle', 'Copper Kettle', 'Tea Room']);
    expect(printForms('Delmonico Grill')).toEqual(['Delmonico Grill', 'Delmonico', 'Grill']);
    expect(printForms('Corner Newsstand')).toEqual(['Corner Newsstand', 'Newsstand']);
    expect(printForms('Lucky Star Laundry')).toEqual(['Lucky Star Laundry', 'Lucky Star']);
    expect(printForms('Fire Station No. 3')).toEqual(['Fire Station No. 3', 'Fire Station']);
  });
  it('prints a name larger where its block has room, set as it is at the weighing size, never broken to grow', () => {
    // Weighed at 1.75, "ASTORIA" broke to stand larger in a 3.5-wide block; weighed at 1.5 it stays whole.
    expect(fitLabel('Astoria House', 3.5, 5, 1.75).lines).toEqual(['ASTO-', 'RIA', 'HOUSE']);
    expect(fitLabel('Astoria House', 3.5, 5, 1.5, 0, 0, 1.75)).toEqual(fitLabel('Astoria House', 3.5, 5, 1.5));
    // A roomy block: the same lines, larger, up to the grown size.
    const roomy = fitLabel('Union Stockyards', 12, 3, 1.5, 0, 0, 1.75);
    expect(roomy.lines).toEqual(fitLabel('Union Stockyards', 12, 3, 1.5).lines);
    expect(roomy.size).toBe(1.75);
  });
  it('prints the roomy blocks’ names larger on the city board, every one set in the same lines', () => {
    const grown = cityView(cityBoard()).buildings.filter((b) => b.label.size > 1.5);
    expect(grown.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Union Stockyards', 'City Hall', 'Astoria House']),
    );
    expect(grown.every((b) => !b.label.lines.some((l) => l.endsWith('-')))).toBe(true);
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
