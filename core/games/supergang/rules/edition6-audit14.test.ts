/**
 * The fourteenth audit: what edition 6 fixes, each with the edition-5 game that keeps the old behaviour (its
 * stored games replay as they were played). The prompt on a stop cites the clause of the place he stopped
 * on: a street square (SG-4.1.3), his gang's own shop, where he may also do nothing (SG-4.3.5), or any other
 * shop, where he must do something if he can (SG-4.3.4). Edition 5 cited SG-4.3.4, a stop in a shop, on
 * every stop. And the line of a vamping says how long the man is hers: now, and for her next three turns
 * (SG-6.2.1); edition 5 said "he follows her for three turns", which a table could count from this one.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../../engine/match';
import { pendingDecisions } from '../pending';
import { supergang } from '../game';
import { edition, type SuperGangState } from '../state';
import {
  heldKillerInTheBakery,
  KILLER_ON_THE_STREET,
  killerInTheBakery,
  VAMP_IN_HER_BAKERY,
  VAMP_MEETS_BLUE_KILLER,
  VAMP_ON_A_MANHOLE,
} from '../testing/edition-6-audit14';
import { RED, char, legal, position, refusal, state, step } from '../testing/play';

const v5 = (text: string) => position(`engine 5\n${text}`);
const prompt = (m: Match) => pendingDecisions(state(m))[0]?.prompt;

describe('rules edition 6 (fourteenth audit): the prompt on a stop cites where he stopped', () => {
  it('SG-4.1.3 on a street square the prompt cites the clause of a stop, not the one of a shop', () => {
    expect(prompt(position(KILLER_ON_THE_STREET))).toBe('{seat:0}: what does he do here? (SG-4.1.3)');
    // A manhole is a street square too; a Vamp is "she" (edition 5).
    expect(prompt(position(VAMP_ON_A_MANHOLE))).toBe('{seat:0}: what does she do here? (SG-4.1.3)');
    // Nothing is owed on a street: he may end his stop at once.
    expect(legal(position(KILLER_ON_THE_STREET), RED)).toContainEqual({ type: 'done' });
  });

  it('SG-4.3.5 in his gang’s own shop the prompt says he may also do nothing', () => {
    const m = position(killerInTheBakery('red'));
    expect(prompt(m)).toBe('{seat:0}: what does he do here? In your own shop he may also do nothing (SG-4.3.5).');
    expect(legal(m, RED)).toContainEqual({ type: 'done' });
    expect(prompt(position(VAMP_IN_HER_BAKERY))).toBe(
      '{seat:0}: what does she do here? In your own shop she may also do nothing (SG-4.3.5).',
    );
  });

  it('SG-4.3.5 SG-6.2.3 a man a Vamp holds is in his own shop when her gang owns it, not his', () => {
    expect(prompt(position(heldKillerInTheBakery('red')))).toBe(
      '{seat:0}: what does he do here? In your own shop he may also do nothing (SG-4.3.5).',
    );
    // His own gang's shop is someone else's for the gang playing him: he must act there if he can.
    const blues = position(heldKillerInTheBakery('blue'));
    expect(prompt(blues)).toBe('{seat:0}: what does he do here? (SG-4.3.4)');
    expect(refusal(blues, RED, { type: 'done' }).clause).toBe('SG-4.3.4');
  });

  it('SG-4.3.4 in a shop nobody owns, or another gang owns, the prompt still cites SG-4.3.4', () => {
    for (const owner of ['-', 'blue']) {
      const m = position(killerInTheBakery(owner));
      expect(prompt(m)).toBe('{seat:0}: what does he do here? (SG-4.3.4)');
      expect(refusal(m, RED, { type: 'done' }).clause).toBe('SG-4.3.4');
    }
  });
});

/** Red's Vamp vamps blue's Killer; his die for the move he now makes for her is a 3. */
const vampIt = (m: Match) => step(m, RED, { type: 'vamp', target: 'blue-killer' }, [3]);
const vampLine = (m: Match) => vampIt(m).events.find((e) => e.clause === 'SG-6.2.1')?.text;

describe('rules edition 6 (fourteenth audit): how long a vamped man is hers', () => {
  it('SG-6.2.1 the line says he is hers now and for her next three turns', () => {
    const r = vampIt(position(VAMP_MEETS_BLUE_KILLER));
    expect(r.events.find((e) => e.clause === 'SG-6.2.1')?.text).toBe(
      // Edition 8 adds that he moves for her this turn (edition 7's words: edition8-dice-order.test.ts).
      "{seat:0}'s vamp vamps {seat:1}'s killer: he is hers now and for her next three turns, and he moves for her this turn.",
    );
    // Now: he moves for her this turn; then three more of her gang's turns (SG-6.2.5 counts them down).
    expect(state(r.match).turn.toMove).toContain('blue-killer');
    expect(char(r.match, 'blue-killer').vampedBy).toEqual({ gang: RED, turns: 3 });
  });
});

describe('edition 5 games keep their words (fourteenth audit)', () => {
  it('a game of engine version 6 plays by rules edition 6, and a game of engine version 5 by edition 5', () => {
    // Engine version 6 was the current one when this audit came in; new games are edition 7's now
    // (`edition7-audit15.test.ts`).
    const now = createMatch(supergang, { options: {}, seats: 4, seed: 'new', engineVersion: '6' });
    if (!now.ok) throw new Error(now.error.message);
    expect(now.value.match.setup.engineVersion).toBe('6');
    expect(edition(now.value.match.state as SuperGangState)).toBe(6);
    const old = createMatch(supergang, { options: {}, seats: 4, seed: 'old', engineVersion: '5' });
    if (!old.ok) throw new Error(old.error.message);
    expect(edition(old.value.match.state as SuperGangState)).toBe(5);
    expect(v5('players 4').setup.engineVersion).toBe('5');
  });

  it('SG-4.1.3 SG-4.3.5 edition 5: every stop cited SG-4.3.4, on the street and in his own shop alike', () => {
    expect(prompt(v5(KILLER_ON_THE_STREET))).toBe('{seat:0}: what does he do here? (SG-4.3.4)');
    expect(prompt(v5(VAMP_ON_A_MANHOLE))).toBe('{seat:0}: what does she do here? (SG-4.3.4)');
    expect(prompt(v5(killerInTheBakery('red')))).toBe('{seat:0}: what does he do here? (SG-4.3.4)');
    expect(prompt(v5(VAMP_IN_HER_BAKERY))).toBe('{seat:0}: what does she do here? (SG-4.3.4)');
    expect(prompt(v5(heldKillerInTheBakery('red')))).toBe('{seat:0}: what does he do here? (SG-4.3.4)');
  });

  it('SG-6.2.1 edition 5: the vamping line read "he follows her for three turns"', () => {
    expect(vampLine(v5(VAMP_MEETS_BLUE_KILLER))).toBe(
      "{seat:0}'s vamp vamps {seat:1}'s killer: he follows her for three turns.",
    );
  });
});
