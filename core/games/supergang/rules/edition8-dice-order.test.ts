/**
 * Edition 8, dice in their place: each die is filed among the game's own lines as it is thrown
 * (Roller.logTo), so the case file reads what a throw is for, then the dice, then what they did; before,
 * every die of an action came above all its lines ("Attack: …", "Defence: …", then "… sticks up …").
 * With it, a tie is told between the two throws (SG-3.1, SG-11.2.3), the vamping before the die of the man
 * she takes (SG-6.2.1), and the duel's lines say what the dice add up to and whom an arrow hits (SG-11.2.4,
 * SG-11.2.8, SG-11.4.4). Edition 7 games keep their order and their words, as they were stored.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/match';
import { supergang } from '../game';
import { copTarget } from '../testing/edition-2';
import { blueCopsReachRedVamp } from '../testing/edition-3';
import { VAMP_MEETS_BLUE_KILLER } from '../testing/edition-6-audit14';
import { redKillerIn } from '../testing/edition-8-audit16';
import { BLUE, RED, position, step } from '../testing/play';

const v7 = (text: string) => position(`engine 7\n${text}`);
const BAKERY = 'shop-moretti-bakery';

/** The step's lines as a family hears them, in the order filed. */
const lines = (r: { events: readonly { text: string }[] }) => r.events.map((e) => e.text);

const KILLER_DIE = "attack: red-killer's duel die: rolled";
const MANAGER_DIE = "defence: manager 1's duel die: rolled";

/** Red's Killer sticks up the Moretti Bakery (Blue chosen to shoot): his 1 + 2 against the manager's 6. */
const stickUp = (m: Match, dice = [1, 6]) => step(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }, dice);

/** Red's Vamp, moved, about to go for blue's Killer lying in the clinic. */
const CLINIC = `players 4
turn red move 5
dice red-vamp=3
tomove red-vamp
char red-vamp centre
char blue-killer clinic
cop 0 s4-0/east
cop 1 s6-0/east`;

/** Blue's cops arrest red's wanted Vamp and she resists: the cops' 6 and 6 against her 1. */
function resists(pos: (text: string) => Match): string[] {
  const m = step(pos(blueCopsReachRedVamp()), BLUE, {
    type: 'cop-move',
    group: 0,
    to: copTarget().key,
    arrest: 'red-vamp',
  }).match;
  return lines(step(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1])).slice(0, 4);
}

/** Two gangs throw for first player: 1, 1, 1 each (a tie at 3), then red's 6, 6, 6 against blue's 1, 1, 1. */
function firstThrow(engineVersion?: string): string[] {
  const dice = [1, 1, 1, 1, 1, 1, 6, 6, 6, 1, 1, 1];
  const r = createMatch(supergang, { options: {}, seats: 2, seed: 'tie', engineVersion }, { kind: 'script', dice });
  if (!r.ok) throw new Error(r.error.message);
  return lines(r.value).slice(0, 14);
}

const RED_THROWS = Array<string>(3).fill('{seat:0} throws for first player: rolled 1');
const BLUE_THROWS = Array<string>(3).fill('{seat:1} throws for first player: rolled 1');

describe('rules edition 8: each die where it is thrown', () => {
  it('SG-5.4.4 SG-11.2.3 SG-11.2.4 a stick-up is told, then each side’s dice, then what they add up to', () => {
    expect(lines(stickUp(position(redKillerIn(BAKERY))))).toEqual([
      `{seat:0}'s killer sticks up ${BAKERY}, with {seat:1} chosen to shoot for the manager.`,
      `${KILLER_DIE} 1`,
      `${MANAGER_DIE} 6`,
      'The attackers count 3 and the defenders 6: the defenders shoot first. Each side in turn shoots 3 arrows, the difference, until one side is all down.',
    ]);
  });

  it('SG-11.2.3 a tied duel throw is told between the two throws', () => {
    expect(lines(stickUp(position(redKillerIn(BAKERY)), [1, 3, 6, 1])).slice(1, 6)).toEqual([
      `${KILLER_DIE} 1`,
      `${MANAGER_DIE} 3`,
      'Both sides threw 3: they throw again.',
      `${KILLER_DIE} 6`,
      `${MANAGER_DIE} 1`,
    ]);
  });

  it('SG-9.3.5 SG-11.2.3 resisting arrest is told before the cops’ dice and hers', () => {
    expect(resists(position)).toEqual([
      "{seat:0}'s vamp resists arrest.",
      "attack: cop's duel die: rolled 6",
      "attack: cop's duel die: rolled 6",
      "defence: red-vamp's duel die: rolled 1",
    ]);
  });

  it('SG-3.1 a tie for first player is told between the throws, and names who throws again', () => {
    expect(firstThrow()).toEqual([
      ...RED_THROWS,
      ...BLUE_THROWS,
      '{seat:0} and {seat:1} tie at 3 and throw again.',
      ...RED_THROWS.map((t) => t.replace('1', '6')),
      ...BLUE_THROWS,
      '{seat:0} threw highest (18) and begins.',
    ]);
  });

  it('SG-6.2.1 the vamping is told, and that he moves for her this turn, before his die', () => {
    const r = step(position(VAMP_MEETS_BLUE_KILLER), RED, { type: 'vamp', target: 'blue-killer' }, [3]);
    expect(lines(r)).toEqual([
      "{seat:0}'s vamp vamps {seat:1}'s killer: he is hers now and for her next three turns, and he moves for her this turn.",
      "blue-killer's die: rolled 3",
    ]);
  });

  it('SG-11.2.8 an arrow’s line names the gangster it hits with his gang', () => {
    const duel = stickUp(position(redKillerIn(BAKERY))).match;
    expect(lines(step(duel, BLUE, { type: 'shoot', target: 'red-killer' }, [5])).slice(0, 2)).toEqual([
      'shot at red-killer (1–3 miss, 4–5 injured, 6 dead): rolled 5',
      "{seat:0}'s killer is hit and injured.",
    ]);
    expect(lines(step(duel, BLUE, { type: 'shoot', target: 'red-killer' }, [2]))).toContain(
      "The arrow misses {seat:0}'s killer.",
    );
  });

  it('SG-11.3.4 SG-11.3.1 the fallen go to the graveyard, record wiped, or to the clinic until their next turn', () => {
    const duel = stickUp(position(redKillerIn(BAKERY))).match;
    expect(lines(step(duel, BLUE, { type: 'shoot', target: 'red-killer' }, [6])).slice(1, 3)).toEqual([
      "{seat:0}'s killer is shot dead.",
      "{seat:0}'s killer goes to the graveyard; his police record is wiped clean.",
    ]);
    expect(lines(step(duel, BLUE, { type: 'shoot', target: 'red-killer' }, [5])).slice(1, 3)).toEqual([
      "{seat:0}'s killer is hit and injured.",
      "{seat:0}'s killer goes to the clinic until his next turn.",
    ]);
  });

  it('SG-11.4.4 at the clinic: the attack, his die, his arrows at a patient who cannot shoot back; any hit kills', () => {
    const attack = step(
      position(CLINIC),
      RED,
      { type: 'clinic-attack', character: 'red-vamp', target: 'blue-killer' },
      [2],
    );
    expect(attack.events.map((e) => [e.text, e.clause ?? ''])).toEqual([
      ["{seat:0}'s vamp goes for {seat:1}'s killer in the clinic.", 'SG-11.4.4'],
      ["attack: red-vamp's duel die: rolled 2", ''],
      ['The attacker counts 2: 2 arrows at the patient, who cannot shoot back.', 'SG-11.4.4'],
    ]);
    expect(lines(step(attack.match, RED, { type: 'shoot', target: 'blue-killer' }, [4])).slice(0, 2)).toEqual([
      'shot at blue-killer in the clinic (1–3 miss, 4–6 dead): rolled 4',
      "{seat:1}'s killer is shot dead.",
    ]);
  });
});

describe('edition 7 games keep every die first, and their words', () => {
  it('SG-5.4.4 SG-11.2.4 edition 7: the duel dice come above the stick-up', () => {
    expect(lines(stickUp(v7(redKillerIn(BAKERY)), [1, 3, 6, 1]))).toEqual([
      `${KILLER_DIE} 1`,
      `${MANAGER_DIE} 3`,
      `${KILLER_DIE} 6`,
      `${MANAGER_DIE} 1`,
      `{seat:0}'s killer sticks up ${BAKERY}.`,
      'Both sides threw 3: they throw again.',
      'Duel: attackers 8 against defenders 1; the attackers shoot first, 7 arrows a volley.',
    ]);
  });

  it('SG-9.3.5 edition 7: the cops’ dice and hers come above her resisting', () => {
    expect(resists(v7)).toEqual([
      "attack: cop's duel die: rolled 6",
      "attack: cop's duel die: rolled 6",
      "defence: red-vamp's duel die: rolled 1",
      "{seat:0}'s vamp resists arrest.",
    ]);
  });

  it('SG-3.1 edition 7: every throw for first player comes before the tie', () => {
    expect(firstThrow('7')).toEqual([
      ...RED_THROWS,
      ...BLUE_THROWS,
      ...RED_THROWS.map((t) => t.replace('1', '6')),
      ...BLUE_THROWS,
      'A tie at 3: those tied throw again.',
      '{seat:0} threw highest (18) and begins.',
    ]);
  });

  it('SG-6.2.1 edition 7: his die comes before the vamping', () => {
    const r = step(v7(VAMP_MEETS_BLUE_KILLER), RED, { type: 'vamp', target: 'blue-killer' }, [3]);
    expect(lines(r)).toEqual([
      "blue-killer's die: rolled 3",
      "{seat:0}'s vamp vamps {seat:1}'s killer: he is hers now and for her next three turns.",
    ]);
  });

  it('SG-11.2.8 SG-11.3.4 SG-11.4.4 edition 7: the arrow names the piece, the fallen are told again, the clinic as any duel', () => {
    const duel = stickUp(v7(redKillerIn(BAKERY))).match;
    expect(lines(step(duel, BLUE, { type: 'shoot', target: 'red-killer' }, [5])).slice(0, 3)).toEqual([
      'shot at red-killer (1–3 miss, 4–5 injured, 6 dead): rolled 5',
      'red-killer is hit: injured.',
      "{seat:0}'s killer is injured: to the clinic.",
    ]);
    expect(lines(step(duel, BLUE, { type: 'shoot', target: 'red-killer' }, [6])).slice(1, 3)).toEqual([
      'red-killer is hit: dead.',
      "{seat:0}'s killer is dead: to the graveyard.",
    ]);
    const attack = step(v7(CLINIC), RED, { type: 'clinic-attack', character: 'red-vamp', target: 'blue-killer' }, [2]);
    expect(attack.events.map((e) => [e.text, e.clause ?? ''])).toEqual([
      ["attack: red-vamp's duel die: rolled 2", ''],
      ["{seat:0}'s vamp goes for {seat:1}'s killer in the clinic.", 'SG-11.4.4'],
      ['Duel: attackers 2 against defenders 0; the attackers shoot first, 2 arrows a volley.', 'SG-11.2.4'],
    ]);
    expect(lines(step(attack.match, RED, { type: 'shoot', target: 'blue-killer' }, [4])).slice(0, 2)).toEqual([
      'shot at blue-killer (1–3 miss, 4–5 injured, 6 dead): rolled 4',
      'blue-killer is hit: dead.',
    ]);
  });
});
