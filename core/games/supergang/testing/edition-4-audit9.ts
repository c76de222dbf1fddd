/**
 * Positions for the ninth audit's edition-4 tests (`rules/edition4-audit9.test.ts`), each played under
 * edition 4 and, with `engine 3` put first, under edition 3.
 */

/**
 * Three gangs, round 5, red's turn, its cops to move (blue die 1 for group 0). Red's Vamp holds blue's
 * Killer two more turns; he stands on s5-0 with a racket on his police record and has not moved yet
 * (his die is 3). Red's cop group 0 on s4-0 can step onto his square and take him before his move
 * (SG-9.0.2: the cops play first). Everyone else is in the graveyard (green, wholly there, is out of the
 * game at the first loss check, SG-14.1).
 */
export const HELD_MAN_WANTED = `players 3
turn red cops 5
dice cops=1,0 red-vamp=2 blue-killer=3
tomove red-vamp blue-killer
char red-killer graveyard
char red-vamp s6-0/east
char red-dealer graveyard
char blue-killer s5-0/east record=racket
vamped blue-killer red 2
char blue-vamp graveyard
char blue-dealer graveyard
char green-killer graveyard
char green-vamp graveyard
char green-dealer graveyard
cop 0 s4-0/east`;

/**
 * As `HELD_MAN_WANTED`, but it is blue's turn, and blue's cops (blue die 1 for group 0) can step onto its
 * own Killer, whom red's Vamp holds: he is no man of blue's this turn (SG-6.2.3), so he has no move in it.
 */
export const HELD_MAN_WANTED_IN_HIS_GANGS_TURN = HELD_MAN_WANTED.replace('turn red cops 5', 'turn blue cops 5')
  .replace('dice cops=1,0 red-vamp=2 blue-killer=3', 'dice cops=1,0')
  .replace('tomove red-vamp blue-killer\n', '');

/** Three gangs and the police player (seat 3), round 5: red's turn begins, red has 600 million. */
export const POLICE_TABLE_START = `players 4
options police
turn red start 5
cash red=600`;

/** Four gangs, round 5: red's turn begins with 600 million, and blue owns the cops. */
export const COPS_OWNED_START = `players 4
turn red start 5
cash red=600
owns-cops blue`;

/** Four gangs, round 5: red's turn begins with 600 million, and nobody owns the cops. */
export const COPS_FOR_SALE_START = `players 4
turn red start 5
cash red=600`;
