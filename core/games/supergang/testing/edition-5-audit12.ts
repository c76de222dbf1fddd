/**
 * Positions for the twelfth audit's tests (`rules/edition5-audit12.test.ts`), each played under edition 5
 * and, with `engine 4` put first, under edition 4.
 */

/**
 * Four gangs, round 5: red's Killer has stopped on a street square where blue's Dealer and Killer stand. A
 * killing of both: the Killer's 3 + 2 against the Dealer's 1 and the Killer's 1 + 2, one arrow a volley.
 */
export const RED_KILLER_MEETS_TWO_OF_BLUE = `players 4
turn red act 5
char red-killer s6-0/east
char blue-dealer s6-0/east
char blue-killer s6-0/east
acting red-killer`;

/**
 * Four gangs, round 5: red's Vamp has stopped on a street square beside blue's Killer. `others` adds the
 * lines of who else stands there (SG-6.2.1: is he alone, "without his gang around him"?).
 */
export const redVampBesideBluesKiller = (others: string): string => `players 4
turn red act 5
char red-vamp s6-0/east
char blue-killer s6-0/east
${others}
acting red-vamp`;

/**
 * Four gangs, round 5, blue's cops to move with a 1 from `from` into `shop`: there green's Killer, whom red's
 * Vamp holds two more turns, stands with a racket on his record; `racket` is the gang whose racket token the
 * shop holds (SG-9.3.7).
 */
export const heldRacketeerInAShop = (shop: string, from: string, racket: string): string => `players 4
turn blue cops 5
dice cops=1,0
cop 0 ${from}
char green-killer ${shop} record=racket
vamped green-killer red 2
shop ${shop} racket=${racket}`;

/** Four gangs, round 5, blue's cops to move, group 0 in the centre with a 3. */
export const BLUE_COPS_IN_THE_CENTRE = `players 4
turn blue cops 5
dice cops=3,0`;

/**
 * Four gangs, round 5, red's turn: red's Vamp, about to leave the centre with a 3, may shoot at blue's
 * Killer lying injured in the clinic (SG-11.4.4); both cop groups are out on the streets.
 */
export const RED_VAMP_BESIDE_THE_CLINIC = `players 4
turn red move 5
dice red-vamp=3
tomove red-vamp
char red-vamp centre
char blue-killer clinic
cop 0 s4-0/east
cop 1 s6-0/east`;
