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

/**
 * Red's turn; his Vamp, wanted, stands where the cops (red's to move) arrive, before either she or his
 * Killer has moved: she may rebel (SG-9.3.5), or be taken in her own gang's turn (SG-10.3).
 */
export function rebelBeforeHerMove(): string {
  const T = copTarget();
  return `players 4
turn red cops 5
dice cops=1,0 red-vamp=3 red-killer=2
tomove red-vamp red-killer
char red-vamp ${T.square}/north record=racket
char red-killer s6-0/east`;
}

/** Yellow's stop ends its turn with `done`: red's turn begins. */
export const YELLOW_ENDS = `players 4
turn yellow act 5
char yellow-killer s6-0/east
acting yellow-killer`;

/** Red's Killer in a shop with a V, red's Vamp dead; red has the 50 million for a recruit. */
export const VAMP_RECRUIT = `players 4
turn red act 5
cash red=100
char red-killer shop-velvet-cabaret
char red-vamp graveyard
acting red-killer`;

/** Blue has put the cops out of the fight; blue's last character falls to red's Killer. */
export const LAST_OF_BLUE = `players 4
turn red act 5
char red-killer s6-0/east
char blue-killer s6-0/east
char blue-vamp graveyard
char blue-dealer graveyard
cop 0 out=1
acting red-killer`;

export const LUCKY = 'shop-lucky-star-bar';

/** The police player's cops two squares from the Lucky Star Bar, where red's Killer stands with a clean record. */
export const INNOCENT_IN_SHOP = `players 5
turn blue cops 5
dice cops=2,2
cop 0 s3-0/east
char red-killer ${LUCKY}`;

/**
 * kerb-6 lines the Lucky Star Bar (blue's) and the Moretti Bakery (red's); red's Dealer, with pawns in
 * stock, is to be put where he stops.
 */
export const COMMON_KERB = `players 4
turn red act 5
shop ${LUCKY} owner=blue
shop shop-moretti-bakery owner=red
stock red 2
acting red-dealer`;

/** Red's Vamp and the blue Killer she holds stand in the Moretti Bakery; she acts. */
export const VAMP_AND_CATCH_STICK_UP = `players 4
turn red act 5
char red-vamp shop-moretti-bakery
char blue-killer shop-moretti-bakery
vamped blue-killer red 2
acting red-vamp`;
