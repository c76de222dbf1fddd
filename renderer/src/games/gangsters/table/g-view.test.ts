import { describe, expect, it } from 'vitest';
import { gangsters } from '@core/games/gangsters/game';
import type { GangstersView } from '@core/games/gangsters/view';
import { RED, start, st } from '@core/games/gangsters/testing/game-play';
import type { Match } from '@core/engine/match';
import { moverText, whereWords } from './g-view';
import type { Namer } from './words';

const NAMES: Readonly<Record<string, string>> = {
  'hawthorne-hotel': 'Hawthorne Hotel',
  's6-4': 'Market Street, 2 spaces east of Harbor Street',
  's7-4': 'Market Street, 3 spaces east of Harbor Street',
  's3-4': 'Subway 3, Fulton Street, 1 space north of Market Street',
  's10-8': 'Riverside Drive and Central Avenue',
};
const n: Namer = { place: (id) => NAMES[id] ?? id, seat: (s) => ['Red', 'Yellow'][s] ?? '?' };
const seen = (m: Match): GangstersView => gangsters.view(st(m), RED) as GangstersView;
const publics = (v: GangstersView): string[] =>
  v.publics.filter((p) => p.at !== null).map((p) => moverText(`public:${p.id}`, v, n));

describe('a Public’s button says which Public it moves', () => {
  const position = (lines: string): Match =>
    start(`
      turn red move
      dice red=1 green=1 blue=3 white=6 black=1
      cash red=2000 yellow=2000
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      ${lines}`);

  it('G-6.1 two Publics of one strength read apart by where they stand', () => {
    const v = seen(position('public 1@hawthorne-hotel\npublic 1@s3-4/east'));
    expect(publics(v).sort()).toEqual(['Public ×1 in Hawthorne Hotel', 'Public ×1 on Fulton Street']);
  });

  it('G-6.1 on one street, each says its space whole', () => {
    const labels = publics(seen(position('public 1@s6-4/east\npublic 1@s7-4/east\npublic 2@s10-8/north')));
    expect(new Set(labels).size).toBe(3);
    expect(labels).toContain('Public ×1 on Market Street, 2 spaces east of Harbor Street');
    // A Public with no other of its strength is told apart by its strength alone, as the board shows it.
    expect(labels).toContain('Public ×2 · white die 6');
    expect(whereWords('s10-8', n)).toBe('at Riverside Drive and Central Avenue');
  });

  it('the new Public from the cup and the Gang’s own pieces keep their short words', () => {
    const v = seen(position('public 1@hawthorne-hotel'));
    expect(moverText('public:new', v, n)).toBe('A new Public from the cup · white die 6');
    expect(moverText('racketeer', v, n)).toBe('Racketeer · green die 1');
    expect(whereWords('s3-4', n, true)).toBe('on Subway 3, Fulton Street, 1 space north of Market Street');
  });
});
