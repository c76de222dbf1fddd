/**
 * What a family reading the SuperGang table aloud stumbled on (the sixteenth audit): a police record read
 * cross by cross, "robbery, robbery"; "Blue die: rolled 3 and 1" in the Green gang's turn, which are the
 * cops' dice; a gang asked about "Blue gang's Killer" when it is the Blue gang; "Peaceful round left: 1:"; and
 * edition 8's new lines as the case file shows them, with names where the engine writes ids.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '@core/engine/match';
import { pendingDecisions } from '@core/games/supergang/pending';
import { RED_RECRUITS_IN_BLUES_GYM } from '@core/games/supergang/testing/edition-5-audit11';
import { redKillerIn, SECOND_GROUP_STEPS } from '@core/games/supergang/testing/edition-8-audit16';
import { copsReachBlue } from '@core/games/supergang/testing/edition-7-audit15';
import { BLUE, RED, play, position, state, step } from '@core/games/supergang/testing/play';
import { wordSeats } from '@core/engine/words';
import { recordWords, witnessedWords } from './records';
import { sgLogDice } from './log-dice';
import { sgLogText, sgSeatWord } from './setup';
import type { Duel, SuperGangState } from '@core/games/supergang/state';
import { supergangRules } from '@core/games/supergang/rules-reference';
import { findRules, searchWords } from '../../../screens/rules-find';
import { duelStatusWords, peaceParts, promptParts, waitingParts } from './words';

const SEATS = ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ kind: 'human' as const, name }));
/** A case-file line as the table shows it: seats by gang and player, ids by name. */
const filed = (text: string) => sgLogText(wordSeats(text, (n) => sgSeatWord(n, SEATS)));
const shown = (m: Match) => promptParts(pendingDecisions(state(m))[0]?.prompt ?? '', state(m).policeSeat).text;

describe('the SuperGang table counts a police record', () => {
  it('SG-8.9 SG-10.2 the case file counts what the managers saw: a stick-up and two injuries', () => {
    expect(
      witnessedWords("Witnessed: a stick-up, an injury, an injury by {seat:1}'s killer. Police record: 3 years."),
    ).toBe("Witnessed: a stick-up and two injuries by {seat:1}'s killer. Police record: 3 years.");
    expect(
      filed("Witnessed: a stick-up, an injury, a murder, a murder by {seat:0}'s vamp. Police record: 6 years."),
    ).toBe("Witnessed: a stick-up, an injury and two murders by Ann's Red Vamp. Police record: 6 years.");
    expect(filed("Witnessed: dealing by {seat:2}'s dealer. Police record: 1 year.")).toBe(
      "Witnessed: dealing by Cy's Green Dealer. Police record: 1 year.",
    );
  });

  it('SG-2.8 SG-10.2 the gang panel counts each crime once and says the years it costs', () => {
    expect(recordWords(['coward', 'coward'])).toBe('2 robberies, 2 years');
    expect(recordWords(['stick-up', 'assault', 'assault', 'murder'])).toBe(
      'a stick-up, 2 assaults and a murder, 5 years',
    );
    expect(recordWords(['traffic', 'traffic', 'rebellion'])).toBe('dealing twice and resisting arrest, 3 years');
    expect(recordWords(['assault'])).toBe('an assault, 1 year');
    expect(recordWords([])).toBe('');
  });
});

describe('the SuperGang table names the cops and speaks to the seat it asks', () => {
  it('SG-9.0.1 SG-9.0.3 the cops’ blue dice are said to be the cops’, not the Blue gang’s', () => {
    expect(filed('blue die: rolled 3 and 1')).toBe("The cops' blue dice: rolled 3 and 1");
    expect(filed('blue die: rolled 6')).toBe("The cops' blue die: rolled 6");
    expect(filed("Attack: cop's duel die: rolled 4 and 2")).toBe("Attack: the cops' blue duel dice: rolled 4 and 2");
    // The dice drawn beside the words are still the cops' blue ones.
    expect(sgLogDice('blue die: rolled 3 and 1')).toEqual([
      { colour: 'blue', value: 3 },
      { colour: 'blue', value: 1 },
    ]);
  });

  /** The cops move in to arrest Blue's Killer, and Blue is asked whether he resists (SG-9.3.3). */
  const blueKillerArrested = () =>
    step(position(copsReachBlue('killer', 'racket')), RED, {
      type: 'cop-move',
      group: 0,
      to: 's5-0/east',
      arrest: 'blue-killer',
    }).match;

  it('SG-9.3.3 the gang asked about its own man hears "your Killer"', () => {
    const m = blueKillerArrested();
    expect(shown(m)).toBe(
      'Blue gang: the cops are arresting your Killer where he stands. Does he go quietly to jail, or resist and fight them?',
    );
  });

  it('SG-9.3.3 the gangs that wait read the question quoted as Blue gang hears it', () => {
    const m = blueKillerArrested();
    const p = pendingDecisions(state(m))[0];
    expect(waitingParts(p?.prompt ?? '', p?.seat ?? -1, state(m).policeSeat)).toEqual({
      who: 'Blue gang',
      question:
        'The cops are arresting your Killer where he stands. Does he go quietly to jail, or resist and fight them?',
      clause: expect.stringMatching(/^SG-/),
    });
  });

  it('SG-3.5 SG-5.4.1 SG-15.2 the first three rounds are said in the Rules screen’s words, each beside its clause', () => {
    const rule = (id: string) =>
      supergangRules()
        .sections.flatMap((x) => x.clauses)
        .find((c) => c.id === id)?.text ?? '';
    expect(peaceParts(3, false).head).toBe('First three rounds: 3 left');
    expect(peaceParts(1, false).head).toBe('First three rounds: 1 left');
    // "3 peaceful rounds left" cited SG-3.5, which never says "peaceful": a search of the Rules screen for the
    // status's words finds the clause it cites.
    expect(findRules(supergangRules(), searchWords('first three rounds')).sections.flatMap((x) => x.clauses)).toEqual([
      expect.objectContaining({ id: 'SG-3.5' }),
    ]);
    // Right after a shoot-out with a shop's managers, "nobody may harm another gangster yet" read as a
    // contradiction: the status names what the clause forbids and, beside the clause that says it, that
    // stick-ups are allowed.
    expect(peaceParts(3, false).parts).toEqual([
      { words: 'nobody may shoot at or vamp another gang, and the cops stay out of play', clauses: ['SG-3.5'] },
      { words: 'stick-ups are allowed', clauses: ['SG-5.4.1'] },
    ]);
    expect(rule('SG-3.5')).toContain('nobody may shoot at or vamp another gang, and the cops stay out of play');
    expect(rule('SG-5.4.1')).toMatch(/In any shop your gang does not own, you may try a stick-up/);
    // With a police player the cops come in the third round: the status does not say they stay out then.
    const police = peaceParts(1, true).parts;
    expect(police.map((p) => p.words).join()).not.toMatch(/cops stay out/);
    expect(police).toContainEqual({
      words: "the police player's cops are out from the third round",
      clauses: ['SG-15.2'],
    });
    expect(rule('SG-15.2')).toMatch(/cops arrive in the third round/);
  });

  it('SG-3.5 SG-11.1 while shots are fired the status says the duel, not a peaceful round', () => {
    const table = { policeSeat: null } as SuperGangState;
    const duel = (cause: Duel['cause'], shop: string | null, defender: string): Duel => ({
      cause,
      clause: 'SG-11.1.1',
      seats: [1, 0],
      sides: [[{ id: 'blue-killer', down: null }], [{ id: defender, down: null }]],
      totals: [7, 4],
      gunner: 0,
      arrows: 4,
      volley: 4,
      shop,
      mode: cause === 'stick-up' ? 'money' : null,
      group: cause === 'arrest' ? 0 : null,
      resume: 'act',
      square: null,
    });
    const words = (cause: Duel['cause'], shop: string | null, defender: string) =>
      duelStatusWords(table, duel(cause, shop, defender));
    expect(words('stick-up', 'shop-laundromat', 'manager-1')).toBe(
      'A stick-up at Laundromat: the Blue gang is shooting it out with the managers',
    );
    expect(words('killing', null, 'red-vamp')).toBe(
      'A gangland killing: the Blue gang is shooting it out with the Red gang',
    );
    expect(words('arrest', null, 'red-vamp')).toBe(
      'An arrest resisted: the cops are shooting it out with the Red Vamp',
    );
    expect(words('clinic', null, 'red-vamp')).toBe(
      'An attack in the clinic: the Blue gang is shooting at the Red Vamp, who cannot shoot back',
    );
    for (const cause of ['stick-up', 'killing', 'arrest', 'clinic'] as const)
      expect(words(cause, null, 'red-vamp')).not.toMatch(/peace/);
  });

  it('follows who holds the gun: when the defenders shoot back, the status says so, naming who shoots for them', () => {
    // The decision read "Red gang: shoot an arrow" (for the managers) under "the Blue gang is shooting it out".
    const table = { policeSeat: null } as SuperGangState;
    const back = (cause: Duel['cause'], shop: string | null, defender: string): string =>
      duelStatusWords(table, {
        cause,
        clause: 'SG-11.1.1',
        seats: [1, 0],
        sides: [[{ id: 'blue-killer', down: null }], [{ id: defender, down: null }]],
        totals: [7, 4],
        gunner: 1,
        arrows: 1,
        volley: 1,
        shop,
        mode: cause === 'stick-up' ? 'money' : null,
        group: cause === 'arrest' ? 0 : null,
        resume: 'act',
        square: null,
      });
    expect(back('stick-up', 'shop-laundromat', 'manager-1')).toBe(
      'A stick-up at Laundromat: the managers are shooting back at the Blue gang (the Red gang shoots for them)',
    );
    expect(back('killing', null, 'red-vamp')).toBe(
      'A gangland killing: the Red gang is shooting back at the Blue gang',
    );
    expect(back('arrest', null, 'red-vamp')).toBe('An arrest resisted: the Red Vamp is shooting back at the cops');
  });
});

describe('the SuperGang table reads edition 8’s lines with names', () => {
  it('SG-9.0.1 SG-8.4 a cop group by its number, and who shoots for the managers, by gang and player', () => {
    const moved = step(position(SECOND_GROUP_STEPS), RED, {
      type: 'cop-move',
      group: 1,
      to: 's5-0/east',
      arrest: null,
    });
    expect(moved.events.map((e) => filed(e.text))).toContain('Cop group 2 moves to Street F1.');
    const r = step(
      position(redKillerIn('shop-moretti-bakery')),
      RED,
      {
        type: 'stick-up',
        mode: 'money',
        defender: BLUE,
      },
      [1, 6],
    );
    expect(r.events.map((e) => filed(e.text))).toContain(
      "Ann's Red Killer sticks up Moretti Bakery, with Bo (Blue gang) chosen to shoot for the manager.",
    );
  });

  it('SG-7.7 the buyer is told who asks what, for which recruit, in the shop by its name', () => {
    const asked = play(position(RED_RECRUITS_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
    expect(shown(play(asked, BLUE, { type: 'answer-recruit', price: 40 }))).toBe(
      'Red gang: Blue gang asks 40 million for a new Killer in Iron Glove Gym. Take it, offer less, or walk away.',
    );
  });
});
