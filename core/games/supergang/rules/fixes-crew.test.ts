/**
 * Rules edition 2 (state.ts `EDITION`), fourth pass: a won stick-up's downed managers are every
 * attacker's crime. Games of engine version 1 keep the old behaviour (`editions.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { VAMP_AND_CATCH_STICK_UP } from '../testing/edition-2';
import { GREEN, RED, char, play, position } from '../testing/play';

describe('rules edition 2: the crew that wins a stick-up shares its crimes', () => {
  it('SG-6.2.7 SG-10.1 the Vamp and her catch are accomplices: a manager shot dead is murder for both', () => {
    // The Vamp throws 1, the Killer 3 + 2: 6 against the manager's 1, five arrows; a 6 kills him.
    let m = play(
      position(VAMP_AND_CATCH_STICK_UP),
      RED,
      { type: 'stick-up', mode: 'money', defender: GREEN },
      [1, 3, 1],
    );
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(char(m, 'red-vamp').unseen).toEqual(['stick-up', 'murder']);
    expect(char(m, 'blue-killer').unseen).toEqual(['stick-up', 'murder']);
  });
});
