/**
 * Positions for the thirteenth audit's tests (`rules/edition5-audit13.test.ts`), each played under edition 5
 * and, with `engine 4` put first, under edition 4.
 */

/**
 * Four gangs, round 5: red's Killer has stopped on a street square where blue's Dealer and green's Killer
 * stand. A killing of both sets two defending gangs against him (SG-5.5.2). `more` adds lines.
 */
export const redKillerMeetsBlueAndGreen = (more = ''): string => `players 4
turn red act 5
char red-killer s6-0/east
char blue-dealer s6-0/east
char green-killer s6-0/east
${more}
acting red-killer`;

/**
 * Four gangs, round 5: yellow's Killer ends the last stop of yellow's turn, so red's turn (round 6) begins
 * next with its income. Red owns the Moretti Bakery and has a racket on the newsstand; its own three men
 * are in jail or the graveyard (SG-5.7.4). `more` adds lines: whom red's Vamp, in jail, still holds.
 */
export const redOutOfPlay = (more: string): string => `players 4
turn yellow act 5
char yellow-killer s6-0/east
acting yellow-killer
shop shop-moretti-bakery owner=red
shop shop-newsstand racket=red
char red-killer jail=2
char red-vamp jail=2
char red-dealer graveyard
${more}`;

/**
 * Four gangs, round 5, blue's cops to move with a 1 from `from` to `at`: there green's Killer, whom red's
 * Vamp holds two more turns, stands with a racket on his record (SG-9.3.1).
 */
export const heldKillerWanted = (from: string, at: string): string => `players 4
turn blue cops 5
dice cops=1,0
cop 0 ${from}
char green-killer ${at} record=racket
vamped green-killer red 2`;
