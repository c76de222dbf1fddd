/** Positions shared by the tests of rules edition 2 (`rules/fixes.test.ts`) and of edition 1 (`rules/editions.test.ts`). */
import { spot } from '../city';
import { sgCity } from '../city-data';

/** The old-quarter district but for the Moretti Bakery. */
export const OLD_QUARTER_BUT_BAKERY = [
  'shop-lucky-star-bar',
  'shop-iron-glove-gym',
  'shop-corner-tobacconist',
  'shop-silk-stocking-salon',
  'shop-old-clock-repairs',
  'shop-fish-and-chips',
];

/** Red holds all the old quarter but the bakery, which blue owns; red's Killer stands in it. */
export const DISTRICT_STICK_UP = `players 4
turn red act 9
char red-killer shop-moretti-bakery
acting red-killer
shop shop-moretti-bakery owner=blue
${OLD_QUARTER_BUT_BAKERY.map((x) => `shop ${x} owner=red`).join('\n')}`;

/** A square the cops reach from the centre with a 1 (`key` is the move's destination). */
export function copTarget(): { key: string; square: string } {
  const d = sgCity().destinations({ from: null, die: 1, kind: 'cop', owned: [] })[0]!;
  return { key: d.key, square: spot(d.to) };
}

/** Red's turn; his Vamp, wanted, stands where the cops arrive, before either she or his Killer has moved. */
export function rebelBeforeHerMove(): string {
  const T = copTarget();
  return `players 4
turn red cops 5
dice cops=1,0 red-vamp=3 red-killer=2
tomove red-vamp red-killer
char red-vamp ${T.square}/north record=racket
char red-killer s6-0/east`;
}
