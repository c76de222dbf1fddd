/** Positions shared by the tests of rules edition 3 (`rules/edition3.test.ts`) and of edition 2 (`rules/editions.test.ts`). */
import { copTarget } from './edition-2';

/** Red's Dealer, with pawns in stock, a 1 away from the Moretti Bakery, whose kerb-6 holds a red pawn. */
export const DEALER_BY_HIS_PAWNS = `players 4
turn red move 5
dice red-dealer=1
tomove red-dealer
char red-dealer s5-0/east
traffic kerb-6 red
stock red 2`;

export const BAKERY = 'shop-moretti-bakery';

/** Blue's turn, blue's Killer still to move: the cops (`extra` may say who owns them) reach red's wanted Vamp with a 1. */
export function blueCopsReachRedVamp(extra = ''): string {
  const T = copTarget();
  return `players 4
${extra}
turn blue cops 5
dice cops=1,0 blue-killer=2
tomove blue-killer
char blue-killer s6-0/east
char red-vamp ${T.square}/north record=racket`;
}

/** Red's cops reach the blue Killer whom red's Vamp holds; he is wanted. */
export function redCopsReachHerMan(): string {
  const T = copTarget();
  return `players 4
turn red cops 5
dice cops=1,0
char red-vamp s6-0/east
vamped blue-killer red 2
char blue-killer ${T.square}/north record=racket`;
}

/** The police player's table: red's Killer and blue's last man on one square, every other gang gone. */
export const LAST_BUT_POLICE = `players 5
turn red act 5
char red-killer s6-0/east
char blue-killer s6-0/east
char blue-vamp graveyard
char blue-dealer graveyard
char green-killer graveyard
char green-vamp graveyard
char green-dealer graveyard
char yellow-killer graveyard
char yellow-vamp graveyard
char yellow-dealer graveyard
acting red-killer`;

/** Red, all 20 of its pawns in stock, buys the Moretti Bakery, whose two kerbs hold blue pawns. */
export const BUY_LINED_WITH_ALL_PAWNS_OUT = `players 4
turn red act 5
cash red=100
char red-killer shop-moretti-bakery
traffic kerb-6 blue
traffic kerb-7 blue
stock red 19
acting red-killer`;

/** The pawns `gang` has, placed and in stock (SG-2.5). */
export function pawnsOf(s: { traffic: Record<string, number>; gangs: { stock: number }[] }, gang: number): number {
  return Object.values(s.traffic).filter((x) => x === gang).length + (s.gangs[gang]?.stock ?? 0);
}

/** Red's turn, both cop groups to move (red plays them): red's Vamp, its last character, is wanted where group 0 arrives. */
export function lastOfRedArrested(): string {
  const T = copTarget();
  return `players 4
turn red cops 5
dice cops=1,1
char red-killer graveyard
char red-dealer graveyard
char red-vamp ${T.square}/north record=racket`;
}

/** Red, all 15 tokens out on the shops listed, cashless, stops in the Moretti Bakery with the cops watching it. */
export function fifteenTokensOut(shops: readonly string[]): string {
  return `players 4
turn red act 5
char red-killer shop-moretti-bakery
cop 0 s5-0/east
${shops.map((x) => `shop ${x} owner=red`).join('\n')}
acting red-killer`;
}

/** Fifteen shops other than the Moretti Bakery. */
export const FIFTEEN_SHOPS = [
  'shop-iron-glove-gym',
  'shop-corner-tobacconist',
  'shop-silk-stocking-salon',
  'shop-old-clock-repairs',
  'shop-fish-and-chips',
  'shop-opera-florist',
  'shop-velvet-cabaret',
  'shop-hotel-bellevue',
  'shop-art-gallery',
  'shop-jeweller-kahn',
  'shop-night-pharmacy',
  'shop-tailor-lindqvist',
  'shop-newsstand',
  'shop-blue-moon-jazz-club',
  'shop-bus-depot-diner',
];
