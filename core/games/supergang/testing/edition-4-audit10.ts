/**
 * Positions for the tenth audit's edition-4 tests (`rules/edition4-audit10.test.ts`), each played under
 * edition 4 and, with `engine 3` put first, under edition 3.
 */

/**
 * Three gangs, round 5, red's turn, its characters to move. Red's Vamp (on s6-0) holds blue's Killer two
 * more turns; he stands on s5-0 and moves for red with a 3 (SG-6.2.3). Red's own Killer is in the
 * graveyard, so a line naming "red's killer" would name a dead man.
 */
export const HELD_MAN_TO_MOVE = `players 3
turn red move 5
dice red-vamp=2 blue-killer=3
tomove red-vamp blue-killer
char red-killer graveyard
char red-vamp s6-0/east
char blue-killer s5-0/east
vamped blue-killer red 2`;

/** Three gangs, round 5: red's Vamp has stopped on a street square; `cash` sets what the bank has left. */
export const VAMP_ON_THE_STREET = `players 3
turn red act 5
char red-vamp s6-0/east
acting red-vamp`;

/**
 * Three gangs, round 5, red's turn: blue's Dealer, whom red's Vamp holds two more turns, has stopped in the
 * Lucky Star Bar (a star), which red owns; he may take traffic pawns there free (SG-5.6.6, SG-6.3.3).
 */
export const HELD_DEALER_IN_HER_GANGS_STAR_SHOP = `players 3
turn red act 5
char red-vamp s6-0/east
char blue-dealer shop-lucky-star-bar
vamped blue-dealer red 2
shop shop-lucky-star-bar owner=red
acting blue-dealer`;

/**
 * Three gangs, round 5: green's Killer ends the last stop of green's turn; red's turn (round 6) begins next
 * and pays its income: red owns the Lucky Star Bar and rackets nothing (SG-5.3.2, SG-5.8.1).
 */
export const RED_OWNS_ONE_SHOP = `players 3
turn green act 5
char green-killer s6-0/east
acting green-killer
shop shop-lucky-star-bar owner=red`;

/**
 * Three gangs, round 5: green's Killer ends the last stop of green's turn; red's turn (round 6) begins next.
 * Red's Vamp holds blue's Dealer two more turns, and one blue traffic pawn lines kerb-12: its income goes
 * to red (SG-6.3.3).
 */
export const RED_HOLDS_A_DEALER_WITH_A_PAWN_OUT = `players 3
turn green act 5
char green-killer s6-0/east
acting green-killer
char red-vamp s6-0/east
char blue-dealer s5-0/east
vamped blue-dealer red 2
traffic kerb-12 blue`;
