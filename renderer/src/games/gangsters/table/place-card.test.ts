import { describe, expect, it } from 'vitest';
import { cityBoard } from '@core/games/gangsters/city';
import { gangsters } from '@core/games/gangsters/game';
import type { GangstersView } from '@core/games/gangsters/view';
import { RED, start, st } from '@core/games/gangsters/testing/game-play';
import { cityView } from '../city-view';
import { placeCard } from './place-card';

const city = cityView(cityBoard());
const view = (): GangstersView =>
  gangsters.view(
    st(
      start(`
      turn red move
      dice red=1 green=2 blue=3 white=3 black=2
      gang red racketeer=4@westgate-hotel thug=2@westgate-hotel
      joint westgate-hotel red x2
      joint delmonico-grill yellow`),
    ),
    RED,
  ) as GangstersView;

describe('the place card says a place whole', () => {
  it('a small block printed short: its whole name, class and price, and whose Joint it is', () => {
    expect(placeCard(city, view(), 'delmonico-grill', '')).toEqual({
      title: 'Delmonico Grill',
      lines: ['A blue building · $400', 'Yellow Gang’s Joint'],
    });
  });

  it('an improved Joint says its level', () => {
    expect(placeCard(city, view(), 'westgate-hotel', 'Red Racketeer 4')?.lines).toEqual([
      'A red building · $600',
      'Red Gang’s Joint ×2',
      'Here: Red Racketeer 4',
    ]);
    // Not "Red-class property" above "Red Gang’s Joint": the colour is the building's, the Joint the Gang's.
    expect(placeCard(city, view(), 'westgate-hotel', '')?.lines.join(' ')).not.toMatch(/class|property/i);
  });

  it('a grey building is not for sale; what stands there is named', () => {
    expect(placeCard(city, view(), 'city-hall', 'Cop 8')).toEqual({
      title: 'City Hall',
      lines: ['Not for sale', 'Here: Cop 8'],
    });
  });

  it('a street space by its name', () => {
    expect(placeCard(city, view(), 's10-8', '')?.title).toBe('Riverside Drive and Central Avenue');
    expect(placeCard(city, view(), 'nowhere', '')).toBeNull();
  });
});
