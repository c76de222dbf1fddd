/**
 * Positions for the eleventh audit's tests (`rules/edition5-audit11.test.ts`), each played under edition 5
 * and, with `engine 4` put first, under edition 4.
 */

/** Four gangs, round 5: red's Killer has stopped in the Moretti Bakery (a basic shop, one manager). */
export const KILLER_IN_THE_BAKERY = `players 4
turn red act 5
char red-killer shop-moretti-bakery
acting red-killer`;

/** As `KILLER_IN_THE_BAKERY`, the bakery blue's, and blue holding `cash` million (the till is 50). */
export const bakeryOfBlue = (cash: number): string =>
  `${KILLER_IN_THE_BAKERY}\nshop shop-moretti-bakery owner=blue\ncash blue=${cash}`;

/**
 * Three gangs, round 5: green's Killer ends the last stop of green's turn; red's turn (round 6) begins
 * next, and red's Vamp, whose sentence is served, leaves jail at its start (SG-10.3).
 */
export const RED_VAMP_SERVED = `players 3
turn green act 5
char green-killer s6-0/east
acting green-killer
char red-vamp jail=0`;

/**
 * Four gangs, round 5, red's cops to move (group 0, still in the centre, has a 3): blue's Vamp lies in the
 * clinic with a racket on her record, so the cops may take her there (SG-11.3.2).
 */
export const BLUE_VAMP_IN_THE_CLINIC = `players 4
turn red cops 5
dice cops=3,0
char blue-vamp clinic record=racket`;

/** Three gangs, round 5: red's Vamp has stopped on a street square. */
export const RED_VAMP_ON_THE_STREET = `players 3
turn red act 5
char red-vamp s6-0/east
acting red-vamp`;

/**
 * Four gangs, round 5: blue's Killer, whom red's Vamp holds two more turns, has stopped in the Moretti
 * Bakery, which nobody owns, and acts for red (SG-6.2.3).
 */
export const HELD_KILLER_IN_THE_BAKERY = `players 4
turn red act 5
char red-vamp s6-0/east
char blue-killer shop-moretti-bakery
vamped blue-killer red 2
acting blue-killer`;

/**
 * Four gangs, round 5: red's Killer and blue's Dealer in the Moretti Bakery, with green's Vamp standing
 * there too; `owner` owns the bakery (SG-8.7).
 */
export const killingInTheBakery = (owner: string): string => `players 4
turn red act 5
char red-killer shop-moretti-bakery
char blue-dealer shop-moretti-bakery
char green-vamp shop-moretti-bakery
shop shop-moretti-bakery owner=${owner}
acting red-killer`;

/**
 * Four gangs, round 5: green's Killer in the Moretti Bakery, which blue owns, with blue's Killer, whom red's
 * Vamp holds two more turns (SG-6.2.3): he is red's man in the fight, not the owner's.
 */
export const HELD_OWNERS_MAN_IN_THE_BAKERY = `players 4
turn green act 5
char green-killer shop-moretti-bakery
char blue-killer shop-moretti-bakery
vamped blue-killer red 2
shop shop-moretti-bakery owner=blue
acting green-killer`;

/**
 * Four gangs, round 5, red's turn: red's Dealer on s5-0 moves with a 1 into the Moretti Bakery, whose wall
 * kerb-6 holds a red traffic pawn, so he is caught dealing (SG-9.3.6) by the cops standing on s5-0.
 */
export const DEALER_WATCHED_BY_HIS_PAWNS = `players 4
turn red move 5
dice red-dealer=1
tomove red-dealer
char red-dealer s5-0/east
traffic kerb-6 red
cop 0 s5-0/west`;

/**
 * Four gangs, round 5: red's Vamp has stopped in the Iron Glove Gym (a T), which blue owns; red's Killer
 * is dead, and red has 100 million to buy a new one from blue (SG-7.7).
 */
export const RED_RECRUITS_IN_BLUES_GYM = `players 4
turn red act 5
cash red=100
char red-killer graveyard
char red-vamp shop-iron-glove-gym
shop shop-iron-glove-gym owner=blue
acting red-vamp`;
