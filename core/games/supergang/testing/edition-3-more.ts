import { copTarget } from './edition-2';

/**
 * Positions for the sixth audit's edition-3 tests (`rules/edition3-more.test.ts`), each played under
 * edition 3 and, with `engine 2` put first, under edition 2.
 */

/** Red's Killer and Vamp stand in the Moretti Bakery, nobody's shop, red to act: a stick-up with a chosen defender. */
export const RED_PAIR_IN_BAKERY = `players 4
turn red act 5
char red-killer shop-moretti-bakery
char red-vamp shop-moretti-bakery
acting red-killer`;

/** Red's Killer with blue's and green's Killers on one street square, red to act: a killing against two gangs. */
export const THREE_KILLERS = `players 4
turn red act 5
char red-killer s6-0/east
char blue-killer s6-0/east
char green-killer s6-0/east
acting red-killer`;

/** Red's Killer in the Moretti Bakery, where a cop group stands after an arrest (SG-9.1.4). */
export const COPS_IN_BAKERY = `players 4
turn red act 5
char red-killer shop-moretti-bakery
cop 0 shop-moretti-bakery
acting red-killer`;

/** Red's Vamp meets blue's Killer alone on a street square, a coward attack of his not yet seen by the cops. */
export const VAMP_MEETS_WANTED_MAN = `players 4
turn red act 5
char red-vamp s6-0/east
char blue-killer s6-0/east unseen=coward
acting red-vamp`;

/** Cops stand in the Moretti Bakery; red's Killer is on s5-0, the street square at its notch. */
export const COPS_IN_BAKERY_KILLER_AT_DOOR = `players 4
turn red act 5
char red-killer s5-0/east
cop 0 shop-moretti-bakery
acting red-killer`;

/** Cops stand in the Lucky Star Bar, which communicates with the Moretti Bakery, where red's Killer is. */
export const COPS_NEXT_DOOR = `players 4
turn red act 5
char red-killer shop-moretti-bakery
cop 0 shop-lucky-star-bar
acting red-killer`;

/**
 * The police player's table: cop group 0 fell down manhole m4 (s19-17) and is back in play there, waiting
 * to resurface (the police player moved the other group); red's Killer stands on s18-17, next to it.
 */
export const COPS_DOWN_THE_SEWER = `players 5
turn red act 5
char red-killer s18-17/west
cop 0 s19-17/west
cop 1 s1-0/east
acting red-killer`;

/** Blue, about to give up: its Killer serving two turns in jail, its Vamp wanted, with a crime not yet seen. */
export const BLUE_WANTED_GIVES_UP = `players 4
turn red act 5
char red-killer s6-0/east
char blue-killer jail=2
char blue-vamp s8-0/east record=racket unseen=coward
acting red-killer`;

/** Red's Killer in the centre, about to leave it; blue's Vamp lies in the clinic; one cop group stands at gate 6 (s10-10). */
export const KILLER_BY_THE_CLINIC = `players 4
turn red move 5
dice red-killer=3
tomove red-killer
char red-killer centre
char blue-vamp clinic
cop 0 s10-10/west
cop 1 s1-0/east`;

/** Green's turn, green's cops to move: they reach blue's wanted Killer, whom red's Vamp holds. */
export function greenCopsReachRedsMan(): string {
  const T = copTarget();
  return `players 4
turn green cops 5
dice cops=1,0
char red-vamp s6-0/east
vamped blue-killer red 2
char blue-killer ${T.square}/north record=racket`;
}

/** Red's Vamp in blue's Iron Glove Gym (a T), red's Killer dead, red with 100: red asks blue for a new Killer. */
export const RECRUIT_IN_BLUES_GYM = `players 4
turn red act 5
cash red=100
char red-vamp shop-iron-glove-gym
char red-killer graveyard
shop shop-iron-glove-gym owner=blue
acting red-vamp`;
