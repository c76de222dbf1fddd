/**
 * A gang card's words for where each of its characters is: in full on the card opened ("Street N16",
 * "in jail, 2 turns left"), and short on the folded card, where three stand on one line ("N16", "jail, 2
 * turns"). Words only; the view says where everyone is.
 */
import type { SuperGangState } from '@core/games/supergang/state';
import { placeName } from './setup';

type Character = SuperGangState['characters'][number];

/** Where a character is, in full: a place on the map, the centre, jail with the turns left, the clinic, dead. */
export function whereIs(c: Character): string {
  switch (c.place) {
    case 'board':
      return c.pos ? placeName(c.pos.kind === 'shop' ? c.pos.shop : c.pos.square) : 'in town';
    case 'centre':
      return 'in the centre';
    case 'jail':
      return c.sentence === 0
        ? 'in jail, out next turn'
        : `in jail, ${c.sentence} ${c.sentence === 1 ? 'turn' : 'turns'} left`;
    case 'clinic':
      return 'in the clinic';
    case 'graveyard':
      return 'dead';
  }
}

/**
 * Where a character is, short, for the folded card: a street square by its grid reference alone ("N16",
 * as the map's edges print it), a shop by its name, and "centre", "jail, 2 turns", "clinic", "dead".
 */
export function whereShort(c: Character): string {
  switch (c.place) {
    case 'board':
      return c.pos ? placeName(c.pos.kind === 'shop' ? c.pos.shop : c.pos.square).replace(/^Street /, '') : 'in town';
    case 'centre':
      return 'centre';
    case 'jail':
      return c.sentence === 0 ? 'jail, out next turn' : `jail, ${c.sentence} ${c.sentence === 1 ? 'turn' : 'turns'}`;
    case 'clinic':
      return 'clinic';
    case 'graveyard':
      return 'dead';
  }
}
