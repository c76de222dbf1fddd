/**
 * Positions for the eighth audit's edition-3 tests (`rules/edition3-audit8.test.ts`), each played under
 * edition 3 and, with `engine 2` put first, under edition 2.
 */

/**
 * Red's Dealer ends red's turn. Red's Vamp stands on s7-0 with blue's Killer, whom she has held her three
 * turns, so blue's turn frees him there (SG-6.2.5). Blue's Dealer is one square behind them; both cop
 * groups are out of play until red's next turn, so nobody watches (SG-5.7.5).
 */
export const FREED_NEXT_TO_HIS_VAMP = `players 4
turn red act 5
char red-dealer s10-10/west
char red-killer graveyard
char red-vamp s7-0/east
char blue-killer s7-0/east
vamped blue-killer red 0
char blue-vamp graveyard
char blue-dealer s6-0/east
cop 0 out=0
cop 1 out=0
acting red-dealer`;
