/**
 * Positions for the seventh audit's edition-3 tests (`rules/edition3-audit7.test.ts`), each played under
 * edition 3 and, with `engine 2` put first, under edition 2.
 */

/**
 * Red's Dealer ends red's turn. Red's Vamp lies in the clinic; blue's Killer, whom she has held her three
 * turns, has served his time in jail, so blue's turn brings him out to the centre and frees him (SG-6.2.5).
 * Both cop groups are out on the board, so the centre is free of police (SG-5.7.5).
 */
export const FREED_BESIDE_HIS_VAMP = `players 4
turn red act 5
char red-dealer s6-0/east
char red-killer graveyard
char red-vamp clinic
char blue-killer jail=0
vamped blue-killer red 0
char blue-vamp graveyard
char blue-dealer graveyard
cop 0 s1-0/east
cop 1 s10-10/west
acting red-dealer`;

/** Red's Killer alone in the Moretti Bakery (one manager), nobody's shop, no cops about: a stick-up. */
export const KILLER_IN_BAKERY = `players 4
turn red act 5
char red-killer shop-moretti-bakery
cop 0 s1-0/east
cop 1 s10-10/west
acting red-killer`;

/**
 * Three gangs, round 2 (no cops yet): red's Vamp holds blue's Killer one more turn; he has not moved when
 * red's clock runs out (SG-13.1). Every other character is in the graveyard (green, wholly there, is
 * out of the game at the first loss check, SG-14.1).
 */
export const HELD_MAN_TIMED_OUT = `players 3
turn red move 2
dice blue-killer=3
tomove blue-killer
char red-killer graveyard
char red-vamp s6-0/east
char red-dealer graveyard
char blue-killer s6-0/east
vamped blue-killer red 1
char blue-vamp graveyard
char blue-dealer graveyard
char green-killer graveyard
char green-vamp graveyard
char green-dealer graveyard`;

/**
 * As `FREED_BESIDE_HIS_VAMP`, but blue's Killer still has a turn to serve: blue's turn frees him in jail,
 * and he comes out to the centre only on blue's turn after.
 */
export const FREED_IN_JAIL = FREED_BESIDE_HIS_VAMP.replace('char blue-killer jail=0', 'char blue-killer jail=1');
