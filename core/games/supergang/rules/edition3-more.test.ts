/**
 * Rules edition 3, the sixth audit: clauses found played wrong under engine version 2, each with the
 * edition-2 game that keeps the old behaviour (its stored games replay as they were played).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { supergang } from '../game';
import { copTarget } from '../testing/edition-2';
import {
  BLUE_WANTED_GIVES_UP,
  COPS_DOWN_THE_SEWER,
  COPS_IN_BAKERY,
  COPS_IN_BAKERY_KILLER_AT_DOOR,
  COPS_NEXT_DOOR,
  greenCopsReachRedsMan,
  KILLER_BY_THE_CLINIC,
  RECRUIT_IN_BLUES_GYM,
  RED_PAIR_IN_BAKERY,
  THREE_KILLERS,
  VAMP_MEETS_WANTED_MAN,
} from '../testing/edition-3-more';
import { BLUE, GREEN, RED, cash, char, legal, pendingSeat, play, position, refusal, state } from '../testing/play';

const v2 = (text: string) => position(`engine 2\n${text}`);

/** Red sticks up the bakery with blue defending; the manager's 6 beats 1 + 2 and 1; blue injures red's Vamp. */
function stickUpDefenderShot(m: Match): Match {
  m = play(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [1, 1, 6]);
  expect(pendingSeat(m)).toBe(BLUE);
  return play(m, BLUE, { type: 'shoot', target: 'red-vamp' }, [4]);
}

/** Red fires on blue's and green's Killers: 6 + 2 against 3 and 3, two arrows; the first injures blue's. */
function killingOneDown(m: Match): Match {
  m = play(m, RED, { type: 'kill', targets: ['blue-killer', 'green-killer'] }, [6, 1, 1]);
  return play(m, RED, { type: 'shoot', target: 'blue-killer' }, [4]);
}

/** Green's cops arrest blue's Killer; `answers` (red, the Vamp's gang, from edition 3) resists: 1 + 1 against
 * his 6 + 2, six arrows, the first injuring one cop. */
function rebelShotOnce(m: Match, answers = RED): Match {
  const T = copTarget();
  m = play(m, GREEN, { type: 'cop-move', group: 0, to: T.key, arrest: 'blue-killer' });
  m = play(m, answers, { type: 'answer-arrest', rebel: true }, [1, 1, 6]);
  expect(pendingSeat(m)).toBe(answers);
  return play(m, answers, { type: 'shoot', target: 'cop-0-a' }, [4]);
}

/** What seat `seat` is shown of a character. */
function seen(m: Match, seat: number, id: string) {
  return supergang.view(state(m), seat).characters.find((x) => x.id === id);
}

describe('rules edition 3 (sixth audit)', () => {
  it('SG-8.4 SG-14.1 when the chosen defender gives up mid-stick-up, the next gang shoots for the managers', () => {
    let m = stickUpDefenderShot(position(RED_PAIR_IN_BAKERY));
    m = play(m, BLUE, { type: 'abandon' });
    // The duel goes on: one of the manager's two arrows is left, now green's to shoot.
    expect(state(m).duel?.cause).toBe('stick-up');
    expect(pendingSeat(m)).toBe(GREEN);
    expect(legal(m, GREEN)).toEqual([{ type: 'shoot', target: 'red-killer' }]);
    m = play(m, GREEN, { type: 'shoot', target: 'red-killer' }, [1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(state(m).duel).toBeNull();
    expect(cash(m, RED)).toBe(50);
    // Blue's arrow landed: red's Vamp lies in the clinic.
    expect(seen(m, GREEN, 'red-vamp')?.place).toBe('clinic');
  });

  it('SG-5.5.2 SG-11.2.8 SG-14.1 a defending gang giving up mid-killing leaves the fight to the other', () => {
    let m = killingOneDown(position(THREE_KILLERS));
    m = play(m, BLUE, { type: 'abandon' });
    expect(state(m).duel?.cause).toBe('killing');
    expect(pendingSeat(m)).toBe(RED);
    expect(legal(m, RED)).toEqual([{ type: 'shoot', target: 'green-killer' }]);
    m = play(m, RED, { type: 'shoot', target: 'green-killer' }, [6]);
    expect(state(m).duel).toBeNull();
    expect(seen(m, GREEN, 'green-killer')?.place).toBe('graveyard');
    // Blue is out of the game: its injured Killer stays in the graveyard, not the clinic.
    expect(seen(m, GREEN, 'blue-killer')?.place).toBe('graveyard');
    expect(seen(m, GREEN, 'red-killer')?.unseen).toEqual(['assault', 'murder']);
  });

  it('SG-9.2.1 cops standing in a shop witness a crime done in it', () => {
    const m = play(position(COPS_IN_BAKERY), RED, { type: 'racket' });
    expect(seen(m, BLUE, 'red-killer')?.record).toEqual(['racket']);
    expect(seen(m, BLUE, 'red-killer')?.unseen).toEqual([]);
  });

  it('SG-9.2.1 SG-9.2.2 cops in a shop see the street square at its notch and the shop it opens into', () => {
    const door = play(position(COPS_IN_BAKERY_KILLER_AT_DOOR), RED, { type: 'coward' });
    expect(seen(door, BLUE, 'red-killer')?.record).toEqual(['coward']);
    const next = play(position(COPS_NEXT_DOOR), RED, { type: 'racket' });
    expect(seen(next, BLUE, 'red-killer')?.record).toEqual(['racket']);
    // SG-5.7.5: they are there, so nobody fires at the managers.
    expect(refusal(position(COPS_NEXT_DOOR), RED, { type: 'stick-up', mode: 'money', defender: BLUE }).clause).toBe(
      'SG-5.7.5',
    );
  });

  it('SG-9.1.7 SG-9.2.1 SG-5.7.5 cops down a manhole see nothing until they resurface', () => {
    const m = play(position(COPS_DOWN_THE_SEWER), RED, { type: 'coward' });
    expect(seen(m, BLUE, 'red-killer')?.record).toEqual([]);
    expect(seen(m, BLUE, 'red-killer')?.unseen).toEqual(['coward']);
  });

  it('SG-11.3.4 SG-14.1 a gang that gives up leaves no police record or sentence in the graveyard', () => {
    const m = play(position(BLUE_WANTED_GIVES_UP), BLUE, { type: 'abandon' });
    expect(seen(m, RED, 'blue-vamp')).toMatchObject({ place: 'graveyard', record: [], unseen: [] });
    expect(seen(m, RED, 'blue-killer')).toMatchObject({ place: 'graveyard', sentence: 0 });
  });

  it('SG-9.3.3 SG-6.2.6 SG-14.1 when the Vamp’s gang gives up mid-rebellion, his own gang shoots on for her man', () => {
    const m = rebelShotOnce(position(greenCopsReachRedsMan()));
    let after = play(m, RED, { type: 'abandon' });
    expect(seen(after, BLUE, 'blue-killer')?.vampedBy).toBeNull();
    expect(state(after).duel?.cause).toBe('arrest');
    expect(pendingSeat(after)).toBe(BLUE);
    after = play(after, BLUE, { type: 'shoot', target: 'cop-0-b' }, [6]);
    expect(state(after).duel).toBeNull();
    expect(state(after).cops[0]?.out).toEqual({ by: BLUE, manhole: false });
    expect(seen(after, GREEN, 'blue-killer')?.record).toEqual(['racket', 'rebellion', 'assault', 'murder']);
  });

  it('SG-7.5 SG-7.7 SG-14.1 when the owner gives up mid-haggle, the recruit may be hired from the bank', () => {
    let m = play(position(RECRUIT_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
    expect(pendingSeat(m)).toBe(BLUE);
    m = play(m, BLUE, { type: 'abandon' });
    expect(legal(m, RED)).toContainEqual({ type: 'recruit', kind: 'killer' });
    m = play(m, RED, { type: 'recruit', kind: 'killer' });
    expect(cash(m, RED)).toBe(50);
    expect(seen(m, GREEN, 'red-killer')?.pos).toEqual({ kind: 'shop', shop: 'shop-iron-glove-gym' });
  });

  it('SG-9.2.3 SG-6.2.1 a vamped man’s crime on his square can still be seen: vamping does not move him', () => {
    const m = play(position(VAMP_MEETS_WANTED_MAN), RED, { type: 'vamp', target: 'blue-killer' }, [3]);
    expect(seen(m, BLUE, 'blue-killer')?.vampedBy).toEqual({ gang: RED, turns: 3 });
    expect(seen(m, BLUE, 'blue-killer')?.unseen).toEqual(['coward']);
    // Moving on, he leaves it behind (SG-9.2.3).
    expect(state(m).turn.toMove).toContain('blue-killer');
  });
});

describe('edition 2 games keep their rules (sixth audit)', () => {
  it('SG-8.4 SG-14.1 edition 2: the chosen defender giving up calls the stick-up off, his hit undone', () => {
    let m = stickUpDefenderShot(v2(RED_PAIR_IN_BAKERY));
    m = play(m, BLUE, { type: 'abandon' });
    expect(state(m).duel).toBeNull();
    expect(state(m).turn.phase).toBe('act');
    expect(char(m, 'red-vamp').place).toBe('board');
    expect(cash(m, RED)).toBe(0);
  });

  it('SG-5.5.2 SG-14.1 edition 2: one defending gang giving up calls the killing off', () => {
    let m = killingOneDown(v2(THREE_KILLERS));
    m = play(m, BLUE, { type: 'abandon' });
    expect(state(m).duel).toBeNull();
    expect(char(m, 'green-killer').place).toBe('board');
    expect(char(m, 'red-killer').unseen).toEqual([]);
  });

  it('SG-9.2.1 edition 2: cops in a shop see only what the squares at its notches see', () => {
    const m = play(v2(COPS_IN_BAKERY), RED, { type: 'racket' });
    expect(char(m, 'red-killer').record).toEqual([]);
    expect(char(m, 'red-killer').unseen).toEqual(['racket']);
  });

  it('SG-9.2.1 SG-9.2.2 edition 2: cops in a shop do not see its doorstep or the shop next door', () => {
    expect(char(play(v2(COPS_IN_BAKERY_KILLER_AT_DOOR), RED, { type: 'coward' }), 'red-killer').record).toEqual([]);
    expect(char(play(v2(COPS_NEXT_DOOR), RED, { type: 'racket' }), 'red-killer').record).toEqual([]);
  });

  it('SG-9.1.7 SG-9.2.1 edition 2: cops back on their manhole see from it before they resurface', () => {
    const m = play(v2(COPS_DOWN_THE_SEWER), RED, { type: 'coward' });
    expect(char(m, 'red-killer').record).toEqual(['coward']);
  });

  it('SG-11.3.4 SG-14.1 edition 2: a gang that gave up kept its records and sentences', () => {
    const m = play(v2(BLUE_WANTED_GIVES_UP), BLUE, { type: 'abandon' });
    expect(char(m, 'blue-vamp')).toMatchObject({ place: 'graveyard', record: ['racket'], unseen: ['coward'] });
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'graveyard', sentence: 2 });
  });

  it('SG-9.3.3 SG-14.1 edition 2: his own gang shot for a vamped rebel, so the Vamp’s gang leaving changed nothing', () => {
    const m = rebelShotOnce(v2(greenCopsReachRedsMan()), BLUE);
    const after = play(m, RED, { type: 'abandon' });
    expect(state(after).duel?.cause).toBe('arrest');
    expect(pendingSeat(after)).toBe(BLUE);
  });

  it('SG-7.5 SG-5.7.7 edition 2: a recruit called off by the owner’s leaving was the stop’s one recruit', () => {
    let m = play(v2(RECRUIT_IN_BLUES_GYM), RED, { type: 'recruit', kind: 'killer' });
    m = play(m, BLUE, { type: 'abandon' });
    expect(refusal(m, RED, { type: 'recruit', kind: 'killer' }).clause).toBe('SG-5.7.7');
  });

  it('SG-9.2.3 edition 2: vamping wiped the man’s crimes not yet seen', () => {
    const m = play(v2(VAMP_MEETS_WANTED_MAN), RED, { type: 'vamp', target: 'blue-killer' }, [3]);
    expect(char(m, 'blue-killer').unseen).toEqual([]);
  });
});

describe('readings (sixth audit)', () => {
  it('SG-11.4.4 SG-9.2.3 a murder in the clinic never reaches the record: the killer leaves the centre at once', () => {
    let m = play(
      position(KILLER_BY_THE_CLINIC),
      RED,
      { type: 'clinic-attack', character: 'red-killer', target: 'blue-vamp' },
      [3],
    );
    m = play(m, RED, { type: 'shoot', target: 'blue-vamp' }, [6]);
    expect(char(m, 'blue-vamp').place).toBe('graveyard');
    expect(char(m, 'red-killer')).toMatchObject({ place: 'centre', unseen: ['murder'], record: [] });
    const move = legal(m, RED).find((a) => a.type === 'move');
    if (move?.type !== 'move') throw new Error('no move');
    m = play(m, RED, move);
    expect(char(m, 'red-killer')).toMatchObject({ place: 'board', unseen: [], record: [] });
  });
});
