/**
 * Rules edition 5, the eleventh audit: a haggle's "take it" offered where it was refused, and case-file
 * lines and prompts that misstated a rule under engine version 4, each with the edition-4 game that keeps
 * the old behaviour (its stored games replay as they were played); the stick-up count of the final tally;
 * and the SG-8.7 reading pinned down.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/match';
import type { GameEvent } from '../../../engine/events';
import { supergang } from '../game';
import { pendingDecisions } from '../pending';
import { edition, type SuperGangState } from '../state';
import { superGangTally } from '../tally';
import { RED_HOLDS_A_DEALER_WITH_A_PAWN_OUT, RED_OWNS_ONE_SHOP } from '../testing/edition-4-audit10';
import {
  bakeryOfBlue,
  BLUE_VAMP_IN_THE_CLINIC,
  DEALER_WATCHED_BY_HIS_PAWNS,
  HELD_KILLER_IN_THE_BAKERY,
  HELD_OWNERS_MAN_IN_THE_BAKERY,
  KILLER_IN_THE_BAKERY,
  killingInTheBakery,
  RED_RECRUITS_IN_BLUES_GYM,
  RED_VAMP_ON_THE_STREET,
  RED_VAMP_SERVED,
} from '../testing/edition-5-audit11';
import { BLUE, GREEN, RED, cash, char, legal, play, position, refusal, state, step } from '../testing/play';

const v4 = (text: string) => position(`engine 4\n${text}`);

const cashLine = (events: readonly GameEvent[]) => events.find((e) => e.type === 'cash');

/** Red's Killer sticks up the bakery for its cash (blue named to defend when nobody owns it) and wins. */
function robTheBakery(m: Match, defender: number | null = null) {
  const up = play(m, RED, { type: 'stick-up', mode: 'money', defender }, [3, 1]);
  return step(up, RED, { type: 'shoot', target: 'manager-1' }, [6]);
}

describe('rules edition 5 (eleventh audit)', () => {
  it('SG-5.4.5 a stick-up of a shop nobody owns reads deed first: the bank gives the robbers the till', () => {
    const r = robTheBakery(position(KILLER_IN_THE_BAKERY), BLUE);
    expect(cash(r.match, RED)).toBe(50);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.4.5',
      text: '{seat:0} empties the till of shop-moretti-bakery, which nobody owns: the bank gives {seat:0} 50 million.',
    });
  });

  it('SG-5.4.5 the owner pays the till: the whole of it, all he has, or "no money", never "pays 0 million"', () => {
    const full = robTheBakery(position(bakeryOfBlue(200)));
    expect(cash(full.match, RED)).toBe(50);
    expect(cashLine(full.events)?.text).toBe(
      '{seat:0} empties the till of shop-moretti-bakery: its owner {seat:1} pays {seat:0} 50 million.',
    );
    const short = robTheBakery(position(bakeryOfBlue(20)));
    expect([cash(short.match, RED), cash(short.match, BLUE)]).toEqual([20, 0]);
    expect(cashLine(short.events)?.text).toBe(
      '{seat:0} empties the till of shop-moretti-bakery: its owner {seat:1} pays {seat:0} 20 million, all it has.',
    );
    const none = robTheBakery(position(bakeryOfBlue(0)));
    expect(cash(none.match, RED)).toBe(0);
    expect(cashLine(none.events)).toMatchObject({
      clause: 'SG-5.4.5',
      text: '{seat:0} empties the till of shop-moretti-bakery, but its owner {seat:1} has no money: {seat:0} gets nothing.',
      data: { from: BLUE, to: RED, amount: 0 },
    });
  });

  it('SG-12.3 a stick-up of a shop nobody owns, with the bank empty, brings nothing and says so', () => {
    const r = robTheBakery(position(`${KILLER_IN_THE_BAKERY}\ncash red=1320`), BLUE);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-12.3',
      text: '{seat:0} empties the till of shop-moretti-bakery, which nobody owns, but the bank is empty: {seat:0} gets nothing.',
    });
  });

  it('SG-5.8.1 a turn’s income reads what it is for first: "Income from 1 shop: the bank gives …"', () => {
    const r = step(position(RED_OWNS_ONE_SHOP), GREEN, { type: 'done' });
    expect(state(r.match).turn.gang).toBe(RED);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.8.1',
      text: 'Income from 1 shop: the bank gives {seat:0} 10 million.',
      data: { gang: RED, amount: 10 },
    });
  });

  it('SG-5.6.7 SG-6.3.3 the traffic income of a held Dealer reads the same way, and says whose pawns they are', () => {
    const r = step(position(RED_HOLDS_A_DEALER_WITH_A_PAWN_OUT), GREEN, { type: 'done' });
    expect(cash(r.match, RED)).toBe(5);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.6.7',
      text: "Income from 1 traffic pawn of {seat:1}'s dealer, whom {seat:0}'s vamp holds: the bank gives {seat:0} 5 million.",
    });
  });

  it('SG-10.3 a Vamp who has served her sentence is "her", not "his"', () => {
    const r = step(position(RED_VAMP_SERVED), GREEN, { type: 'done' });
    expect(char(r.match, 'red-vamp').place).toBe('centre');
    expect(r.events).toContainEqual(
      expect.objectContaining({ clause: 'SG-10.3', text: "{seat:0}'s vamp has served her time." }),
    );
  });

  it('SG-11.3.2 a Vamp arrested in the clinic goes to jail on her next turn', () => {
    // Engine version 6: edition 7 also says she cannot resist there, and for how long (`edition7-audit15.test.ts`).
    const r = step(position(`engine 6\n${BLUE_VAMP_IN_THE_CLINIC}`), RED, {
      type: 'cop-move',
      group: 0,
      to: 'clinic',
      arrest: 'blue-vamp',
    });
    // Red has nobody to move, so blue's turn begins at once and takes her from the clinic to jail.
    expect(char(r.match, 'blue-vamp').place).toBe('jail');
    expect(r.events).toContainEqual(
      expect.objectContaining({
        clause: 'SG-11.3.2',
        text: "The cops arrest {seat:1}'s vamp in the clinic: jail on her next turn.",
      }),
    );
  });

  it('SG-4.3.4 the prompt on a Vamp’s stop asks what she does', () => {
    // Engine version 5: edition 6 cites the clause of the place he stops on (`edition6-audit14.test.ts`).
    const v5 = (text: string) => position(`engine 5\n${text}`);
    expect(pendingDecisions(state(v5(RED_VAMP_ON_THE_STREET)))[0]?.prompt).toBe(
      '{seat:0}: what does she do here? (SG-4.3.4)',
    );
    expect(pendingDecisions(state(v5(KILLER_IN_THE_BAKERY)))[0]?.prompt).toBe(
      '{seat:0}: what does he do here? (SG-4.3.4)',
    );
  });
});

/** The Dealer walks into the bakery beside his pawn: the texts of the move's events, in order. */
const dealerWalksIn = (m: Match) =>
  step(m, RED, { type: 'move', character: 'red-dealer', to: 'shop-moretti-bakery' }).events.map((e) => e.text);

describe('rules edition 5 (eleventh audit): the order of the case file', () => {
  it('SG-9.3.6 a Dealer caught by his own pawns is seen to move there first, then to be dealing', () => {
    const texts = dealerWalksIn(position(DEALER_WATCHED_BY_HIS_PAWNS));
    expect(texts).toEqual([
      "{seat:0}'s dealer moves to shop-moretti-bakery.",
      "Witnessed: dealing by {seat:0}'s dealer. Police record: 1 year.",
    ]);
  });

  it('SG-9.3.6 edition 4: the crime came before the move that made it', () => {
    expect(dealerWalksIn(v4(DEALER_WATCHED_BY_HIS_PAWNS))).toEqual([
      "Witnessed: dealing by {seat:0}'s dealer. Police record: 1 year.",
      "{seat:0}'s dealer moves to shop-moretti-bakery.",
    ]);
  });
});

/**
 * Red asks blue for a Killer, blue asks 50, red offers 25, then hands all its 100 million to green (a deal
 * at the table, SG-11.4.5, at any moment): blue is left answering an offer red can no longer pay.
 */
function offerNoLongerCovered(m: Match): Match {
  m = play(m, RED, { type: 'recruit', kind: 'killer' });
  m = play(m, BLUE, { type: 'answer-recruit', price: 50 });
  m = play(m, RED, { type: 'counter-price', price: 25 });
  return play(m, RED, { type: 'pay', to: GREEN, amount: 100 });
}

describe('rules edition 5 (eleventh audit): the haggle', () => {
  it('SG-7.7 an offer the buyer can no longer pay is not offered to the owner to take', () => {
    const m = offerNoLongerCovered(position(RED_RECRUITS_IN_BLUES_GYM));
    expect(cash(m, RED)).toBe(0);
    expect(refusal(m, BLUE, { type: 'take-price' }).clause).toBe('SG-7.7');
    expect(legal(m, BLUE)).toEqual([
      { type: 'answer-recruit', price: null },
      { type: 'answer-recruit', price: 40 },
      { type: 'answer-recruit', price: 50 },
      { type: 'answer-recruit', price: 100 },
    ]);
    expect(pendingDecisions(state(m))[0]?.prompt).toBe(
      '{seat:1}: {seat:0} offered you 25 million for a new killer in shop-iron-glove-gym, but no longer has that much. Refuse, or ask more (SG-7.7).',
    );
    // Blue asks more; red, with nothing, walks away, and its Vamp's stop goes on.
    const asked = play(m, BLUE, { type: 'answer-recruit', price: 50 });
    expect(legal(asked, RED)).toEqual([{ type: 'walk-away' }, { type: 'counter-price', price: 0 }]);
  });

  it('SG-7.7 a buyer asked more than he has is not told to take it', () => {
    let m = play(position(RED_RECRUITS_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
    m = play(m, BLUE, { type: 'answer-recruit', price: 150 });
    expect(legal(m, RED)).not.toContainEqual({ type: 'take-price' });
    // Edition 8 names who asks and where (edition 7's words: `edition8-audit16.test.ts`).
    expect(pendingDecisions(state(m))[0]?.prompt).toBe(
      '{seat:0}: {seat:1} asks 150 million for a new killer in shop-iron-glove-gym, more than you have. Offer less, or walk away (SG-7.7).',
    );
    m = play(m, RED, { type: 'counter-price', price: 0 });
    m = play(m, BLUE, { type: 'answer-recruit', price: 120 });
    m = play(m, RED, { type: 'counter-price', price: 10 });
    m = play(m, BLUE, { type: 'answer-recruit', price: 130 });
    expect(legal(m, RED)).toEqual([{ type: 'walk-away' }]);
    expect(pendingDecisions(state(m))[0]?.prompt).toBe(
      '{seat:0}: {seat:1} asks 130 million for a new killer in shop-iron-glove-gym, the last price, and more than you have: walk away (SG-7.7).',
    );
  });

  it('SG-7.7 edition 4: the owner was offered "take it" and then refused it', () => {
    const m = offerNoLongerCovered(v4(RED_RECRUITS_IN_BLUES_GYM));
    expect(legal(m, BLUE)).toContainEqual({ type: 'take-price' });
    expect(refusal(m, BLUE, { type: 'take-price' }).clause).toBe('SG-7.7');
    expect(pendingDecisions(state(m))[0]?.prompt).toBe(
      '{seat:1}: you are offered 25 million for a new killer. Take it, refuse, or ask more (SG-7.7).',
    );
    const asked = play(play(v4(RED_RECRUITS_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' }), BLUE, {
      type: 'answer-recruit',
      price: 150,
    });
    expect(pendingDecisions(state(asked))[0]?.prompt).toBe(
      '{seat:0}: the price for a new killer is 150 million. Take it or walk away? Or offer less. (SG-7.7)',
    );
  });
});

describe('edition 4 games keep their wording (eleventh audit)', () => {
  it('a game of engine version 4 plays by rules edition 4', () => {
    const m = createMatch(supergang, { options: {}, seats: 4, seed: 'old', engineVersion: '4' });
    if (!m.ok) throw new Error(m.error.message);
    expect(edition(m.value.match.state as SuperGangState)).toBe(4);
    expect(v4('players 4').setup.engineVersion).toBe('4');
  });

  it('SG-5.4.5 edition 4: the till read money first, and an owner with nothing "paid 0 million"', () => {
    const bank = robTheBakery(v4(KILLER_IN_THE_BAKERY), BLUE);
    expect(cashLine(bank.events)?.text).toBe(
      '{seat:0} takes 50 million from the bank: the till of shop-moretti-bakery.',
    );
    const none = robTheBakery(v4(bakeryOfBlue(0)));
    expect(cashLine(none.events)?.text).toBe('{seat:1} pays {seat:0} 0 million: the till of shop-moretti-bakery.');
  });

  it('SG-5.8.1 edition 4: the income line read money first', () => {
    const r = step(v4(RED_OWNS_ONE_SHOP), GREEN, { type: 'done' });
    expect(cashLine(r.events)?.text).toBe('{seat:0} takes 10 million from the bank: income from 1 shop.');
  });

  it('SG-10.3 SG-11.3.2 SG-4.3.4 edition 4: the Vamp was "his" and "he"', () => {
    const served = step(v4(RED_VAMP_SERVED), GREEN, { type: 'done' });
    expect(served.events.map((e) => e.text)).toContain("{seat:0}'s vamp has served his time.");
    const clinic = step(v4(BLUE_VAMP_IN_THE_CLINIC), RED, {
      type: 'cop-move',
      group: 0,
      to: 'clinic',
      arrest: 'blue-vamp',
    });
    expect(clinic.events.map((e) => e.text)).toContain(
      "The cops arrest {seat:1}'s vamp in the clinic: jail on his next turn.",
    );
    expect(pendingDecisions(state(v4(RED_VAMP_ON_THE_STREET)))[0]?.prompt).toBe(
      '{seat:0}: what does he do here? (SG-4.3.4)',
    );
  });
});

describe('the final tally (eleventh audit)', () => {
  it('SG-6.2.3 SG-5.4.1 a stick-up by a man a Vamp holds counts for her gang, which plays him, in every edition', () => {
    for (const m of [position(HELD_KILLER_IN_THE_BAKERY), v4(HELD_KILLER_IN_THE_BAKERY)]) {
      const r = step(m, RED, { type: 'stick-up', mode: 'money', defender: GREEN }, [3, 1]);
      // Edition 4 names him first as blue's man ("{seat:1}'s killer, held by {seat:0}'s vamp, sticks up …").
      expect(r.events.find((e) => e.type === 'stick-up')?.text).toMatch(/^\{seat:1\}'s killer, held by/);
      const counts = superGangTally.count([{ seat: RED, events: r.events }], 4);
      expect([counts[RED]?.[2], counts[BLUE]?.[2]]).toEqual([1, 0]);
    }
  });
});

describe('SG-8.7 our reading: managers fight a killing only beside a gangster of the owner in the fight', () => {
  it('SG-8.7 SG-5.5.2 managers fight beside the attacker when his gang owns the shop', () => {
    // Killer 3 + 2 and the manager's 1 against the Dealer's 1.
    const m = play(position(killingInTheBakery('red')), RED, { type: 'kill', targets: ['blue-dealer'] }, [3, 1, 1]);
    expect(state(m).duel?.sides.map((side) => side.map((t) => t.id))).toEqual([
      ['red-killer', 'manager-1'],
      ['blue-dealer'],
    ]);
    expect(state(m).duel?.totals).toEqual([6, 1]);
  });

  it('SG-8.7 an owner’s man standing by while two other gangs fight leaves the managers out', () => {
    const m = play(position(killingInTheBakery('green')), RED, { type: 'kill', targets: ['blue-dealer'] }, [3, 1]);
    expect(state(m).duel?.sides.map((side) => side.map((t) => t.id))).toEqual([['red-killer'], ['blue-dealer']]);
  });

  it('SG-8.7 SG-6.2.3 a man the Vamp holds fights for her gang: his own gang’s managers stay out', () => {
    const m = play(position(HELD_OWNERS_MAN_IN_THE_BAKERY), GREEN, { type: 'kill', targets: ['blue-killer'] }, [3, 1]);
    expect(state(m).duel?.sides.map((side) => side.map((t) => t.id))).toEqual([['green-killer'], ['blue-killer']]);
  });
});
