/**
 * The fifteenth audit, second part: words of edition 7 that say who and what. The question of an arrest
 * names the man the cops hold (SG-9.3.3), as the line of his arrest does; the owner asked to sell a recruit
 * is told who asks him for what (SG-7.7); what the police seize with an arrest says whose it was (SG-9.3.7);
 * and a second purchase of pawns on one stop is refused by the pawns' clause, saying what the limit is
 * (SG-5.6.2; edition 6 games cited SG-5.7.7, "That has been done on this stop already."). Then: a second
 * coward attack on one stop is refused by its own clause too (SG-5.1.1), the line of a held man going to
 * jail names him held by the Vamp (SG-9.3.4, SG-6.2.3), and the owner offered less for a recruit is told
 * by whom, for what and where (SG-7.7). Edition 6 games keep their words (their stored games replay as
 * they were played).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { supergangCity } from '../board';
import { sgCity } from '../city-data';
import { pendingDecisions } from '../pending';
import { HELD_MAN_WANTED } from '../testing/edition-4-audit9';
import { RED_RECRUITS_IN_BLUES_GYM } from '../testing/edition-5-audit11';
import {
  copsReachBlue,
  copsReachBluesDealerByHisPawn,
  heldRacketeerByGreensPawns,
  RED_DEALER_IN_A_STAR_SHOP,
} from '../testing/edition-7-audit15';
import { BLUE, GREEN, RED, legal, play, position, refusal, state, step } from '../testing/play';

const v6 = (text: string) => position(`engine 6\n${text}`);

/** The question of the first decision pending. */
const asked = (m: Match) => pendingDecisions(state(m))[0];

/** Red's cops step from s4-0 onto s5-0 and take `who` there. */
const arrestOnS50 = (m: Match, who: string) =>
  step(m, RED, { type: 'cop-move', group: 0, to: 's5-0/east', arrest: who });

describe('rules edition 7 (fifteenth audit): the question of an arrest names the man', () => {
  it('SG-9.3.3 SG-9.3.4 SG-9.3.5 his gang is asked about him by name, and what each answer means', () => {
    const m = arrestOnS50(position(copsReachBlue('killer', 'racket,murder')), 'blue-killer').match;
    expect(asked(m)).toMatchObject({
      seat: BLUE,
      kind: 'arrest',
      prompt:
        "{seat:1}: the cops are arresting {seat:1}'s killer where he stands. Does he go quietly to jail, or resist and fight them? (SG-9.3.3)",
    });
  });

  it('SG-9.3.3 SG-2.2 the same seat asked about another of its gang hears her named, not him', () => {
    // The prompts of a seat are made once and kept; this one is not, so the Killer's question, asked of
    // blue just before, does not come back for its Vamp.
    arrestOnS50(position(copsReachBlue('killer', 'racket')), 'blue-killer');
    const m = arrestOnS50(position(copsReachBlue('vamp', 'racket')), 'blue-vamp').match;
    expect(asked(m)?.prompt).toBe(
      "{seat:1}: the cops are arresting {seat:1}'s vamp where she stands. Does she go quietly to jail, or resist and fight them? (SG-9.3.3)",
    );
  });

  it('SG-9.3.3 SG-6.2.3 a man a Vamp holds is named held by her, and her gang is asked', () => {
    const m = arrestOnS50(position(HELD_MAN_WANTED), 'blue-killer').match;
    expect(asked(m)).toMatchObject({
      seat: RED,
      prompt:
        "{seat:0}: the cops are arresting {seat:1}'s killer, held by {seat:0}'s vamp, where he stands. Does he go quietly to jail, or resist and fight them? (SG-9.3.3)",
    });
  });
});

describe('rules edition 7 (fifteenth audit): the owner is told who wants a recruit, and which', () => {
  it('SG-7.7 the owner hears who asks him for what, and in which of his shops', () => {
    const m = play(position(RED_RECRUITS_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
    expect(asked(m)).toMatchObject({
      seat: BLUE,
      kind: 'recruit',
      prompt:
        '{seat:1}: {seat:0} asks you for a new killer in shop-iron-glove-gym. Name your price, or refuse (SG-7.7).',
    });
  });
});

/** A shop the cops step into with a 1 from a street square (square/facing), to arrest someone there. */
function copTargetShop(): { shop: string; from: string } {
  for (const shop of sgCity().shops)
    for (const sq of supergangCity().shopWitnessSquares(shop.id as never))
      for (const facing of ['north', 'east', 'south', 'west'] as const) {
        const from = { kind: 'street' as const, square: sq, facing };
        const d = sgCity()
          .destinations({ from, die: 1, kind: 'cop', owned: [], arrestShops: [shop.id] })
          .find((x) => x.key === shop.id);
        if (d && sgCity().sectionsAt(shop.id).length >= 2) return { shop: shop.id, from: `${sq}/${facing}` };
      }
  throw new Error('no shop the cops can step into');
}

describe('rules edition 7 (fifteenth audit): what the police seize says whose it was', () => {
  it('SG-9.3.7 one pawn seized with the Dealer is named his gang’s', () => {
    const section = sgCity().sectionsAt('s5-0')[0] as string;
    const r = arrestOnS50(position(copsReachBluesDealerByHisPawn(section)), 'blue-dealer');
    expect(r.events.find((e) => e.clause === 'SG-9.3.7')?.text).toBe("The police seize {seat:1}'s traffic pawn.");
  });

  it('SG-9.3.7 SG-6.2.3 pawns of his colour and the racket token of the Vamp’s gang, each named whose', () => {
    const { shop, from } = copTargetShop();
    const sections = sgCity().sectionsAt(shop).slice(0, 2);
    const r = step(position(heldRacketeerByGreensPawns(shop, from, sections)), BLUE, {
      type: 'cop-move',
      group: 0,
      to: shop,
      arrest: 'green-killer',
    });
    expect(r.events.find((e) => e.clause === 'SG-9.3.7')?.text).toBe(
      "The police seize 2 of {seat:2}'s traffic pawns and {seat:0}'s racket token.",
    );
    expect(sections.map((sec) => state(r.match).traffic[sec])).toEqual([undefined, undefined]);
    expect(state(r.match).shops[shop]?.racket).toBeNull();
  });
});

describe('rules edition 7 (fifteenth audit): a second lot of pawns on one stop', () => {
  it('SG-5.6.2 a second purchase on one stop is refused by the pawns’ clause, saying the limit and why', () => {
    const m = play(position(RED_DEALER_IN_A_STAR_SHOP), RED, { type: 'buy-pawns', count: 4 });
    expect(legal(m, RED)).not.toContainEqual({ type: 'buy-pawns', count: 2 });
    expect(refusal(m, RED, { type: 'buy-pawns', count: 2 })).toMatchObject({
      code: 'ONCE',
      clause: 'SG-5.6.2',
      message: 'The Dealer buys his pawns in one go, ten at most, and he has already bought some on this stop.',
    });
  });
});

/**
 * Red's Killer has stopped in the Moretti Bakery, which blue owns and red stuck up earlier this turn
 * (SG-5.4.7: not again), beside blue's Dealer, no cops near: firing on him is all he could do there.
 */
function onlyAKillingOpen(v: (text: string) => Match): Match {
  const m = v(`players 4
turn red act 5
char red-killer shop-moretti-bakery
char blue-dealer shop-moretti-bakery
shop shop-moretti-bakery owner=blue
acting red-killer`);
  state(m).turn.stuckUp = ['shop-moretti-bakery'];
  return m;
}

describe('our reading, in every edition: a killing is an action a stop in a shop obliges', () => {
  it('SG-4.3.4 SG-5.5.1 a man whose only open action in a shop is a killing must fire', () => {
    // SG-4.3.4 lists the gangland killing; SG-5.5.1's "on the initiative of the player who acts" says who
    // starts one, not that it may be skipped (rules-coverage.md, SG-5.5.1). No change: a reading pinned.
    for (const m of [onlyAKillingOpen(position), onlyAKillingOpen(v6)]) {
      expect(legal(m, RED)).toEqual([{ type: 'kill', targets: ['blue-dealer'] }]);
      expect(refusal(m, RED, { type: 'done' }).clause).toBe('SG-4.3.4');
    }
  });
});

describe('edition 6 games keep their words (fifteenth audit, second part)', () => {
  it('SG-9.3.3 SG-7.7 SG-9.3.7 SG-5.6.2 edition 6: the old question, offer, seizure and refusal', () => {
    const held = arrestOnS50(v6(HELD_MAN_WANTED), 'blue-killer').match;
    expect(asked(held)).toMatchObject({ seat: RED, prompt: '{seat:0}: go quietly, or resist the arrest? (SG-9.3.3)' });
    const recruit = play(v6(RED_RECRUITS_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
    expect(asked(recruit)?.prompt).toBe('{seat:1}: name your price for a recruit, or refuse (SG-7.7).');
    const section = sgCity().sectionsAt('s5-0')[0] as string;
    const seized = arrestOnS50(v6(copsReachBluesDealerByHisPawn(section)), 'blue-dealer');
    expect(seized.events.find((e) => e.clause === 'SG-9.3.7')?.text).toBe('The police seize 1 traffic pawn.');
    const { shop, from } = copTargetShop();
    const both = step(v6(heldRacketeerByGreensPawns(shop, from, sgCity().sectionsAt(shop).slice(0, 2))), BLUE, {
      type: 'cop-move',
      group: 0,
      to: shop,
      arrest: 'green-killer',
    });
    expect(both.events.find((e) => e.clause === 'SG-9.3.7')?.text).toBe(
      'The police seize 2 traffic pawns and the racket token.',
    );
    const bought = play(v6(RED_DEALER_IN_A_STAR_SHOP), RED, { type: 'buy-pawns', count: 4 });
    expect(refusal(bought, RED, { type: 'buy-pawns', count: 2 })).toMatchObject({
      code: 'ONCE',
      clause: 'SG-5.7.7',
      message: 'That has been done on this stop already.',
    });
  });
});

/** Round 5, red's `who` stopped on a street square, s6-0, with nothing to do there but rob a passer-by. */
const onTheStreet = (who: 'killer' | 'vamp') => `players 4
turn red act 5
char red-${who} s6-0/east
acting red-${who}`;

describe('rules edition 7 (fifteenth audit): a second coward attack on one stop', () => {
  it('SG-5.1.1 a second coward attack is refused by its own clause, saying the limit and why', () => {
    const m = play(position(onTheStreet('killer')), RED, { type: 'coward' });
    expect(legal(m, RED)).not.toContainEqual({ type: 'coward' });
    expect(refusal(m, RED, { type: 'coward' })).toMatchObject({
      code: 'ONCE',
      clause: 'SG-5.1.1',
      message: 'A character robs a passer-by once a stop, and he has done so on this one.',
    });
    const vamp = play(position(onTheStreet('vamp')), RED, { type: 'coward' });
    expect(refusal(vamp, RED, { type: 'coward' }).message).toBe(
      'A character robs a passer-by once a stop, and she has done so on this one.',
    );
  });
});

describe('rules edition 7 (fifteenth audit): a held man goes to jail named held by the Vamp', () => {
  it('SG-9.3.4 SG-6.2.3 the jail line of a man a Vamp holds says so, as his arrest line does', () => {
    const arrested = arrestOnS50(position(HELD_MAN_WANTED), 'blue-killer').match;
    const quiet = step(arrested, RED, { type: 'answer-arrest', rebel: false });
    expect(quiet.events.find((e) => e.type === 'jail')?.text).toBe(
      "{seat:1}'s killer, held by {seat:0}'s vamp, goes to jail for 1 turn, this one the first.",
    );
  });
});

/** Red asks blue for a Killer in blue's gym; blue asks 50 million and red offers 25: blue answers. */
function offeredLess(m: Match): Match {
  m = play(m, RED, { type: 'recruit', kind: 'killer' });
  m = play(m, BLUE, { type: 'answer-recruit', price: 50 });
  return play(m, RED, { type: 'counter-price', price: 25 });
}

describe('rules edition 7 (fifteenth audit): the owner offered less is told by whom', () => {
  it('SG-7.7 the owner hears who offers him how much, for which recruit, in which shop', () => {
    const m = offeredLess(position(RED_RECRUITS_IN_BLUES_GYM));
    expect(asked(m)).toMatchObject({
      seat: BLUE,
      kind: 'recruit',
      prompt:
        '{seat:1}: {seat:0} offers you 25 million for a new killer in shop-iron-glove-gym. Take it, refuse, or ask more (SG-7.7).',
    });
    // Red hands its money to green (SG-11.4.5): the offer stands, but red can no longer pay it.
    const gone = play(m, RED, { type: 'pay', to: GREEN, amount: 100 });
    expect(asked(gone)?.prompt).toBe(
      '{seat:1}: {seat:0} offered you 25 million for a new killer in shop-iron-glove-gym, but no longer has that much. Refuse, or ask more (SG-7.7).',
    );
  });
});

describe('edition 6 games keep their words (fifteenth audit, second part, more)', () => {
  it('SG-5.1.1 SG-9.3.4 SG-7.7 edition 6: the old refusal, jail line and offer', () => {
    const robbed = play(v6(onTheStreet('killer')), RED, { type: 'coward' });
    expect(refusal(robbed, RED, { type: 'coward' })).toMatchObject({
      code: 'ONCE',
      clause: 'SG-5.7.7',
      message: 'That has been done on this stop already.',
    });
    const arrested = arrestOnS50(v6(HELD_MAN_WANTED), 'blue-killer').match;
    const quiet = step(arrested, RED, { type: 'answer-arrest', rebel: false });
    expect(quiet.events.find((e) => e.type === 'jail')?.text).toBe(
      "{seat:1}'s killer goes to jail for 1 turn, this one the first.",
    );
    const m = offeredLess(v6(RED_RECRUITS_IN_BLUES_GYM));
    expect(asked(m)?.prompt).toBe(
      '{seat:1}: you are offered 25 million for a new killer. Take it, refuse, or ask more (SG-7.7).',
    );
    expect(asked(play(m, RED, { type: 'pay', to: GREEN, amount: 100 }))?.prompt).toBe(
      '{seat:1}: you were offered 25 million for a new killer, but the buyer no longer has it. Refuse, or ask more (SG-7.7).',
    );
  });
});
