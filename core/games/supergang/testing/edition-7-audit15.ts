/**
 * Positions for the fifteenth audit's tests (`rules/edition7-audit15.test.ts`), each played under
 * edition 7 and, with `engine 6` put first, under edition 6.
 */

/**
 * Four gangs, round 5: red's Vamp has stopped in the Moretti Bakery, which blue owns, where blue's Killer
 * stands alone. Blue's shop cannot be bought or racketed (SG-5.7.6, SG-5.2.1) and red has nobody dead to
 * recruit (SG-7.1); with `watched`, a cop group on s5-0, at the bakery's door, sees into it, so nobody
 * fires there (SG-5.7.5: no stick-up, no killing) and vamping him is all she could do.
 */
export const vampInBluesBakery = (watched: boolean): string => `players 4
turn red act 5
char red-vamp shop-moretti-bakery
char blue-killer shop-moretti-bakery
shop shop-moretti-bakery owner=blue
acting red-vamp${watched ? '\ncop 0 s5-0/east' : ''}`;

/**
 * Four gangs, round 5, red's cops to move: group 0 on s4-0 has a 1, which takes it to s5-0, where blue's
 * `kind` stands with `record` on the police record.
 */
export const copsReachBlue = (kind: string, record: string): string => `players 4
turn red cops 5
dice cops=1,0
char blue-${kind} s5-0/east record=${record}
cop 0 s4-0/east`;

/** The police player's table (seat 4), round 5: his cops on s4-0 have a 1; blue's Killer, innocent, is on s5-0. */
export const POLICE_REACH_INNOCENT = `players 5
turn red cops 5
dice cops=1,0
char blue-killer s5-0/east
cop 0 s4-0/east`;

/**
 * Four gangs, round 5, red's cops to move (group 0, still in the centre, has a 3): blue's Killer lies in
 * the clinic with a racket and a murder on his record, so the cops may take him there (SG-11.3.2).
 */
export const BLUE_KILLER_IN_THE_CLINIC = `players 4
turn red cops 5
dice cops=3,0
char blue-killer clinic record=racket,murder`;

/**
 * As `copsReachBlue('dealer', 'traffic')`, with one of blue's traffic pawns on `section`, a stretch of kerb
 * by s5-0: the police seize it with him (SG-9.3.7).
 */
export const copsReachBluesDealerByHisPawn = (section: string): string =>
  `${copsReachBlue('dealer', 'traffic')}\ntraffic ${section} blue`;

/**
 * Blue's cops to move with a 1 from `from` into `shop`, where green's Killer, whom red's Vamp holds, stands
 * with a racket on his record; red's racket token is on the shop and green's traffic pawns on `sections`
 * of its sidewall: the police seize them all with him (SG-9.3.7, SG-6.2.3).
 */
export const heldRacketeerByGreensPawns = (shop: string, from: string, sections: readonly string[]): string =>
  [
    'players 4',
    'turn blue cops 5',
    'dice cops=1,0',
    `cop 0 ${from}`,
    `char green-killer ${shop} record=racket`,
    'vamped green-killer red 2',
    `shop ${shop} racket=red`,
    ...sections.map((sec) => `traffic ${sec} green`),
  ].join('\n');

/** Four gangs, round 5: red's Dealer, with 100 million, stands in the Lucky Star Bar, a shop with a star. */
export const RED_DEALER_IN_A_STAR_SHOP = `players 4
turn red act 5
cash red=100
char red-dealer shop-lucky-star-bar
acting red-dealer`;
