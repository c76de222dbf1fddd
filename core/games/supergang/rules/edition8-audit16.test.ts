/**
 * The sixteenth audit (a family reading whole games aloud): words of edition 8 that say who. A cop
 * group's move, its fall down a manhole and its climb back name the group by the number the board and the
 * cops' buttons give it (SG-9.0.1, SG-9.1.1, SG-9.1.7), where "The cops move to …" could be either; the
 * line of a stick-up says who shoots for the shop's managers and why (SG-8.3 the owner, SG-8.4 the player
 * the attacker chose, SG-8.5 the gang whose racket it pays), where a family saw another gang asked to shoot
 * without a word; and the buyer haggling over a recruit is told who asks what, for which recruit and where
 * (SG-7.7), as the owner is since edition 7. Edition 7 games keep their words (stored games replay as
 * they were played).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match, type Step } from '../../../engine/match';
import { supergang } from '../game';
import { pendingDecisions } from '../pending';
import { edition, type SuperGangState } from '../state';
import { RED_RECRUITS_IN_BLUES_GYM } from '../testing/edition-5-audit11';
import { redKillerIn, SECOND_GROUP_STEPS, secondGroupToManhole } from '../testing/edition-8-audit16';
import { BLUE, GREEN, RED, pendingSeat, play, position, state, step } from '../testing/play';

const v7 = (text: string) => position(`engine 7\n${text}`);
const BAKERY = 'shop-moretti-bakery';
const GYM = 'shop-iron-glove-gym';

/** The text of the step's line citing `clause`. */
const line = (r: Step, clause: string) => r.events.find((e) => e.clause === clause)?.text;
/** The question of the first decision pending. */
const asked = (m: Match) => pendingDecisions(state(m))[0]?.prompt;

const stepsToS50 = (m: Match) => step(m, RED, { type: 'cop-move', group: 1, to: 's5-0/east', arrest: null });

/**
 * Blue's cops down the manhole; and, on red's `done`, blue's turn begins with group 2 back up from the
 * manhole blue pushed it down and group 1, which blue put out of play in a duel, back in the centre.
 */
function manhole(pos: (text: string) => Match): { fall: Step; back: Step } {
  const f = secondGroupToManhole();
  const fall = step(pos(f.text), BLUE, { type: 'cop-move', group: 1, to: f.key, arrest: null });
  const back = step(
    pos(`players 4
turn red act 5
char red-killer s6-0/east
acting red-killer
cop 0 out=1
cop 1 out=1/manhole`),
    RED,
    { type: 'done' },
  );
  return { fall, back };
}

/** A buyer's three questions: the first price, one more than he has, and the last one (after two offers). */
function buyerHears(pos: (text: string) => Match): string[] {
  const ask = play(pos(RED_RECRUITS_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
  const first = play(ask, BLUE, { type: 'answer-recruit', price: 40 });
  const short = play(ask, BLUE, { type: 'answer-recruit', price: 150 });
  let last = play(first, RED, { type: 'counter-price', price: 10 });
  last = play(last, BLUE, { type: 'answer-recruit', price: 35 });
  last = play(last, RED, { type: 'counter-price', price: 20 });
  last = play(last, BLUE, { type: 'answer-recruit', price: 30 });
  return [first, short, last].map((m) => asked(m) ?? '');
}

describe('rules edition 8 (sixteenth audit): which cop group', () => {
  it('SG-9.0.1 SG-9.1.1 a cop group’s move names the group, as the board numbers it', () => {
    expect(line(stepsToS50(position(SECOND_GROUP_STEPS)), 'SG-9.1.1')).toBe('Cop group 2 moves to s5-0.');
  });

  it('SG-9.1.7 SG-11.3.6 a cop group is named when it falls down a manhole, climbs back, or starts again', () => {
    const { fall, back } = manhole(position);
    expect(line(fall, 'SG-9.1.7')).toBe('Cop group 2 falls down the manhole.');
    expect(line(back, 'SG-9.1.7')).toBe(
      'Cop group 2 climbs back into the sewer: {seat:1} chooses the manhole it comes up from.',
    );
    expect(line(back, 'SG-11.3.6')).toBe('Cop group 1, put out of play, starts again from the centre.');
  });
});

describe('rules edition 8 (sixteenth audit): who shoots for the managers', () => {
  it('SG-8.4 a stick-up of a shop nobody holds says whom the attacker chose to shoot for the manager', () => {
    // The manager's 6 beats the Killer's 1 + 2: the defenders shoot first, and blue is asked to.
    const r = step(position(redKillerIn(BAKERY)), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [1, 6]);
    expect(line(r, 'SG-5.4.4')).toBe(
      `{seat:0}'s killer sticks up ${BAKERY}, with {seat:1} chosen to shoot for the manager.`,
    );
    expect(pendingSeat(r.match)).toBe(BLUE);
  });

  it('SG-8.3 SG-5.4.6 a stick-up for ownership says the owner shoots for the two managers', () => {
    const m = position(redKillerIn(GYM, `shop ${GYM} owner=blue`));
    const r = step(m, RED, { type: 'stick-up', mode: 'ownership', defender: null }, [1, 6, 6]);
    expect(line(r, 'SG-5.4.6')).toBe(
      `{seat:0}'s killer sticks up ${GYM} to take it over; {seat:1}, its owner, shoots for the two managers.`,
    );
    expect(pendingSeat(r.match)).toBe(BLUE);
  });

  it('SG-8.5 a stick-up of a racketed shop says the gang whose racket it pays shoots for it', () => {
    const m = position(redKillerIn(BAKERY, `shop ${BAKERY} racket=green`));
    const r = step(m, RED, { type: 'stick-up', mode: 'money', defender: null }, [1, 6]);
    expect(line(r, 'SG-5.4.4')).toBe(
      `{seat:0}'s killer sticks up ${BAKERY}; {seat:2}, whose racket it pays, shoots for the manager.`,
    );
    expect(pendingSeat(r.match)).toBe(GREEN);
  });
});

describe('rules edition 8 (sixteenth audit): the buyer of a recruit hears from whom', () => {
  it('SG-7.7 the buyer hears who asks how much for which recruit, and where', () => {
    expect(buyerHears(position)).toEqual([
      `{seat:0}: {seat:1} asks 40 million for a new killer in ${GYM}. Take it, offer less, or walk away (SG-7.7).`,
      `{seat:0}: {seat:1} asks 150 million for a new killer in ${GYM}, more than you have. Offer less, or walk away (SG-7.7).`,
      `{seat:0}: {seat:1} asks 30 million for a new killer in ${GYM}, the last price. Take it, or walk away (SG-7.7).`,
    ]);
  });
});

describe('edition 7 games keep their words (sixteenth audit)', () => {
  it('a new game plays by rules edition 8, and a game of engine version 7 by edition 7', () => {
    const now = createMatch(supergang, { options: {}, seats: 4, seed: 'new' });
    if (!now.ok) throw new Error(now.error.message);
    expect(now.value.match.setup.engineVersion).toBe('8');
    expect(edition(now.value.match.state as SuperGangState)).toBe(8);
    const old = createMatch(supergang, { options: {}, seats: 4, seed: 'old', engineVersion: '7' });
    if (!old.ok) throw new Error(old.error.message);
    expect(edition(old.value.match.state as SuperGangState)).toBe(7);
    expect(v7('players 4').setup.engineVersion).toBe('7');
  });

  it('SG-9.1.1 SG-9.1.7 SG-11.3.6 edition 7: "The cops" move, fall, climb back and start again, either group', () => {
    expect(line(stepsToS50(v7(SECOND_GROUP_STEPS)), 'SG-9.1.1')).toBe('The cops move to s5-0.');
    const { fall, back } = manhole(v7);
    expect(line(fall, 'SG-9.1.7')).toBe('The cops fall down the manhole.');
    expect(line(back, 'SG-9.1.7')).toBe(
      'The cops climb back into the sewer: {seat:1} chooses the manhole they come up from.',
    );
    expect(line(back, 'SG-11.3.6')).toBe('The cops put out of play start again from the centre.');
  });

  it('SG-8.3 SG-8.4 SG-8.5 edition 7: the stick-up line does not say who defends', () => {
    const chosen = step(v7(redKillerIn(BAKERY)), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [1, 6]);
    expect(line(chosen, 'SG-5.4.4')).toBe(`{seat:0}'s killer sticks up ${BAKERY}.`);
    const owned = v7(redKillerIn(GYM, `shop ${GYM} owner=blue`));
    const over = step(owned, RED, { type: 'stick-up', mode: 'ownership', defender: null }, [1, 6, 6]);
    expect(line(over, 'SG-5.4.6')).toBe(`{seat:0}'s killer sticks up ${GYM} to take it over.`);
    const racketed = v7(redKillerIn(BAKERY, `shop ${BAKERY} racket=green`));
    const r = step(racketed, RED, { type: 'stick-up', mode: 'money', defender: null }, [1, 6]);
    expect(line(r, 'SG-5.4.4')).toBe(`{seat:0}'s killer sticks up ${BAKERY}.`);
  });

  it('SG-7.7 edition 7: the buyer hears the price, not who asks it or where', () => {
    expect(buyerHears(v7)).toEqual([
      '{seat:0}: the price for a new killer is 40 million. Take it or walk away? Or offer less. (SG-7.7)',
      '{seat:0}: the price for a new killer is 150 million, more than you have. Offer less, or walk away (SG-7.7).',
      '{seat:0}: the price for a new killer is 30 million. Take it or walk away? This is the last price. (SG-7.7)',
    ]);
  });
});
