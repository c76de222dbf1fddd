/**
 * Positions for the fourteenth audit's tests (`rules/edition6-audit14.test.ts`), each played under
 * edition 6 and, with `engine 5` put first, under edition 5.
 */

/** Four gangs, round 5: red's Killer has stopped on a street square (no shop). */
export const KILLER_ON_THE_STREET = `players 4
turn red act 5
char red-killer s6-0/east
acting red-killer`;

/** Four gangs, round 5: red's Vamp has stopped on a manhole (a street square too, SG-4.4). */
export const VAMP_ON_A_MANHOLE = `players 4
turn red act 5
char red-vamp s5-3/east
acting red-vamp`;

/** Four gangs, round 5: red's Killer has stopped in the Moretti Bakery; `owner` owns it (`-` for nobody). */
export const killerInTheBakery = (owner: string): string => `players 4
turn red act 5
char red-killer shop-moretti-bakery
acting red-killer${owner === '-' ? '' : `\nshop shop-moretti-bakery owner=${owner}`}`;

/** Four gangs, round 5: red's Vamp has stopped in the Moretti Bakery, which red owns. */
export const VAMP_IN_HER_BAKERY = `players 4
turn red act 5
char red-vamp shop-moretti-bakery
shop shop-moretti-bakery owner=red
acting red-vamp`;

/**
 * Four gangs, round 5: blue's Killer, whom red's Vamp holds two more turns, has stopped in the Moretti
 * Bakery; `owner` owns it. He acts for red (SG-6.2.3).
 */
export const heldKillerInTheBakery = (owner: string): string => `players 4
turn red act 5
char red-vamp s6-0/east
char blue-killer shop-moretti-bakery
vamped blue-killer red 2
shop shop-moretti-bakery owner=${owner}
acting blue-killer`;

/** Four gangs, round 5: red's Vamp has stopped on a street square where blue's Killer stands alone. */
export const VAMP_MEETS_BLUE_KILLER = `players 4
turn red act 5
char red-vamp s6-0/east
char blue-killer s6-0/east
acting red-vamp`;
