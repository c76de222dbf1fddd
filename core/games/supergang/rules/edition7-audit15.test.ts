/**
 * The fifteenth audit: what edition 7 fixes, each with the edition-6 game that keeps the old behaviour (its
 * stored games replay as they were played). Vamping is no action a stop in a shop forces (SG-4.3.4 lists
 * cash actions, SG-6.2.1 says she "may"): a Vamp whose only open action in someone else's shop is to vamp
 * a man there may end her stop without. And the line of an arrest says what becomes of the man: the cops
 * hold him where he stands until his gang answers (SG-9.3.3), going quietly costs so many turns in jail, in
 * the centre (SG-9.3.4, SG-10.3), resisting means fighting them (SG-9.3.5); an arrest in the clinic says he
 * cannot resist there, and for how long (SG-11.3.2).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/match';
import { sgCity } from '../city-data';
import { supergang } from '../game';
import { edition, type SuperGangState } from '../state';
import { HELD_MAN_WANTED } from '../testing/edition-4-audit9';
import { BLUE_VAMP_IN_THE_CLINIC } from '../testing/edition-5-audit11';
import {
  BLUE_KILLER_IN_THE_CLINIC,
  copsReachBlue,
  copsReachBluesDealerByHisPawn,
  POLICE_REACH_INNOCENT,
  vampInBluesBakery,
} from '../testing/edition-7-audit15';
import { BLUE, RED, char, legal, play, position, refusal, state, step } from '../testing/play';

const v6 = (text: string) => position(`engine 6\n${text}`);

describe('rules edition 7 (fifteenth audit): vamping is never forced on a stop in a shop', () => {
  it('SG-4.3.4 SG-6.2.1 a Vamp whose only open action in a shop is to vamp may end her stop', () => {
    const m = position(vampInBluesBakery(true));
    // Vamping is on offer, and so is leaving him be.
    expect(legal(m, RED)).toEqual([{ type: 'vamp', target: 'blue-killer' }, { type: 'done' }]);
    const after = play(m, RED, { type: 'done' });
    expect(state(after).turn.acting).toBeNull();
    expect(char(after, 'blue-killer').vampedBy).toBeNull();
    // She may still vamp him if she likes.
    expect(char(play(m, RED, { type: 'vamp', target: 'blue-killer' }, [3]), 'blue-killer').vampedBy).toEqual({
      gang: RED,
      turns: 3,
    });
    // Only vamping is let off: with no cops there she could stick the shop up or fire on him (actions of
    // the list), so she may not walk out doing nothing; vamping him still counts as doing something.
    const open = position(vampInBluesBakery(false));
    expect(legal(open, RED)).not.toContainEqual({ type: 'done' });
    expect(refusal(open, RED, { type: 'done' }).clause).toBe('SG-4.3.4');
    expect(legal(play(open, RED, { type: 'vamp', target: 'blue-killer' }, [3]), RED)).toContainEqual({ type: 'done' });
  });
});

/** Red's cops step from s4-0 onto s5-0 and take blue's `kind` there. */
const arrestOnS50 = (m: Match, who: string, seat = RED) =>
  step(m, seat, { type: 'cop-move', group: 0, to: 's5-0/east', arrest: who });
const arrestLine = (m: Match, who: string, seat = RED) =>
  arrestOnS50(m, who, seat).events.find((e) => e.clause === 'SG-9.3.2')?.text;

describe('rules edition 7 (fifteenth audit): the line of an arrest says what becomes of him', () => {
  it('SG-9.3.2 SG-9.3.3 SG-9.3.4 SG-10.3 the cops hold him; going quietly costs his years in jail, in the centre', () => {
    const m = position(copsReachBlue('killer', 'racket,murder'));
    const r = arrestOnS50(m, 'blue-killer');
    expect(r.events.find((e) => e.clause === 'SG-9.3.2')?.text).toBe(
      "The cops arrest {seat:1}'s killer and hold him where he stands: if he goes quietly, he spends 3 turns in jail, in the centre of the board; if he resists, he fights them.",
    );
    // He is held where he stands until his gang answers, and going quietly costs what the line said.
    expect(state(r.match).turn.phase).toBe('arrest');
    expect(char(r.match, 'blue-killer').pos).toEqual({ kind: 'street', square: 's5-0', facing: 'east' });
    const quiet = step(r.match, BLUE, { type: 'answer-arrest', rebel: false });
    expect(quiet.events.map((e) => e.text)).toContain("{seat:1}'s killer goes to jail for 3 turns.");
    expect(char(quiet.match, 'blue-killer').place).toBe('jail');
  });

  it('SG-9.3.2 SG-2.2 a Vamp arrested is held too, in her own words', () => {
    expect(arrestLine(position(copsReachBlue('vamp', 'racket')), 'blue-vamp')).toBe(
      "The cops arrest {seat:1}'s vamp and hold her where she stands: if she goes quietly, she spends 1 turn in jail, in the centre of the board; if she resists, she fights them.",
    );
  });

  it('SG-9.3.2 SG-6.2.3 SG-10.3 a man a Vamp holds is named held by her', () => {
    const r = arrestOnS50(position(HELD_MAN_WANTED), 'blue-killer');
    expect(r.events.find((e) => e.clause === 'SG-9.3.2')?.text).toBe(
      "The cops arrest {seat:1}'s killer, held by {seat:0}'s vamp, and hold him where he stands: if he goes quietly, he spends 1 turn in jail, in the centre of the board; if he resists, he fights them.",
    );
    // Red answers for him; taken before his move in red's turn, that turn is his one turn in jail.
    const quiet = step(r.match, RED, { type: 'answer-arrest', rebel: false });
    expect(quiet.events.map((e) => e.text)).toContain(
      "{seat:1}'s killer, held by {seat:0}'s vamp, goes to jail for 1 turn, this one the first.",
    );
  });

  it('SG-9.3.2 SG-15.3 an innocent the police player takes faces one turn', () => {
    expect(arrestLine(position(POLICE_REACH_INNOCENT), 'blue-killer', 4)).toBe(
      "The cops arrest {seat:1}'s killer and hold him where he stands: if he goes quietly, he spends 1 turn in jail, in the centre of the board; if he resists, he fights them.",
    );
  });

  it('SG-9.3.2 SG-9.3.7 the arrest is told before what the police seize with it', () => {
    const section = sgCity().sectionsAt('s5-0')[0] as string;
    const r = arrestOnS50(position(copsReachBluesDealerByHisPawn(section)), 'blue-dealer');
    expect(r.events.filter((e) => e.type === 'arrest' || e.type === 'seized').map((e) => e.clause)).toEqual([
      'SG-9.3.2',
      'SG-9.3.7',
    ]);
    expect(r.events.find((e) => e.clause === 'SG-9.3.7')?.text).toBe("The police seize {seat:1}'s traffic pawn.");
    expect(state(r.match).traffic[section]).toBeUndefined();
  });

  it('SG-11.3.2 an arrest in the clinic says he cannot resist there, and for how long', () => {
    const r = step(position(BLUE_KILLER_IN_THE_CLINIC), RED, {
      type: 'cop-move',
      group: 0,
      to: 'clinic',
      arrest: 'blue-killer',
    });
    const texts = r.events.map((e) => e.text);
    expect(texts).toContain(
      "The cops arrest {seat:1}'s killer in the clinic, where he cannot resist: jail on his next turn, for 3 turns.",
    );
    // Red has nobody to move, so blue's turn begins at once and takes him to jail for as long.
    expect(texts).toContain("{seat:1}'s killer goes to jail for 3 turns, this one the first.");
    const vamp = step(position(BLUE_VAMP_IN_THE_CLINIC), RED, {
      type: 'cop-move',
      group: 0,
      to: 'clinic',
      arrest: 'blue-vamp',
    });
    expect(vamp.events.map((e) => e.text)).toContain(
      "The cops arrest {seat:1}'s vamp in the clinic, where she cannot resist: jail on her next turn, for 1 turn.",
    );
  });
});

describe('edition 6 games keep their rules and words (fifteenth audit)', () => {
  it('a game of engine version 7 plays by rules edition 7, and a game of engine version 6 by edition 6', () => {
    // Engine version 7 was the current one when this audit came in; new games are edition 8's now
    // (`edition8-audit16.test.ts`).
    const now = createMatch(supergang, { options: {}, seats: 4, seed: 'new', engineVersion: '7' });
    if (!now.ok) throw new Error(now.error.message);
    expect(now.value.match.setup.engineVersion).toBe('7');
    expect(edition(now.value.match.state as SuperGangState)).toBe(7);
    const old = createMatch(supergang, { options: {}, seats: 4, seed: 'old', engineVersion: '6' });
    if (!old.ok) throw new Error(old.error.message);
    expect(edition(old.value.match.state as SuperGangState)).toBe(6);
    expect(v6('players 4').setup.engineVersion).toBe('6');
  });

  it('SG-4.3.4 SG-6.2.1 edition 6: a Vamp whose only open action in a shop was to vamp had to', () => {
    const m = v6(vampInBluesBakery(true));
    expect(legal(m, RED)).toEqual([{ type: 'vamp', target: 'blue-killer' }]);
    expect(refusal(m, RED, { type: 'done' }).clause).toBe('SG-4.3.4');
  });

  it('SG-9.3.2 SG-9.3.7 SG-11.3.2 edition 6: the arrest lines read as before, after any seizure', () => {
    expect(arrestLine(v6(copsReachBlue('killer', 'racket,murder')), 'blue-killer')).toBe(
      "The cops arrest {seat:1}'s killer.",
    );
    expect(arrestLine(v6(HELD_MAN_WANTED), 'blue-killer')).toBe("The cops arrest {seat:1}'s killer.");
    // The seizure came first.
    const section = sgCity().sectionsAt('s5-0')[0] as string;
    const seized = arrestOnS50(v6(copsReachBluesDealerByHisPawn(section)), 'blue-dealer');
    expect(seized.events.filter((e) => e.type === 'arrest' || e.type === 'seized').map((e) => e.clause)).toEqual([
      'SG-9.3.7',
      'SG-9.3.2',
    ]);
    const clinic = step(v6(BLUE_KILLER_IN_THE_CLINIC), RED, {
      type: 'cop-move',
      group: 0,
      to: 'clinic',
      arrest: 'blue-killer',
    });
    expect(clinic.events.map((e) => e.text)).toContain(
      "The cops arrest {seat:1}'s killer in the clinic: jail on his next turn.",
    );
  });
});
