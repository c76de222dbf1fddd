/**
 * The case file as the table shows it, once edition 8 files each die where it is thrown: a stick-up, then
 * its dice, each side on its own line and in its colour, then what they add up to; an arrow's die, then whom
 * it hit and where he goes. An edition 7 game still shows its dice first, as stored.
 */
import { describe, expect, it } from 'vitest';
import type { Step } from '@core/engine/match';
import { wordSeats } from '@core/engine/words';
import { redKillerIn } from '@core/games/supergang/testing/edition-8-audit16';
import { BLUE, RED, position, step } from '@core/games/supergang/testing/play';
import { filedLines } from '../../../table/case-lines';
import { sgLogDice } from './log-dice';
import { sgLogText, sgSeatWord } from './setup';

const SEATS = ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ kind: 'human' as const, name }));
const BAKERY = 'shop-moretti-bakery';

/** A step's lines as the case file files and words them. */
function caseFile(r: Step): string[] {
  const lines = r.events.map((e, key) => ({ key, text: e.text, clause: e.clause, batch: 1 }));
  return filedLines(lines).map((f) => sgLogText(wordSeats(f.line.text, (n) => sgSeatWord(n, SEATS))));
}

/** Red's Killer sticks up the Moretti Bakery, Blue chosen to shoot: his 1 + 2 against the manager's 6. */
const stickUp = (text: string) =>
  step(position(text), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [1, 6]);

describe('the SuperGang case file reads each die where it was thrown (edition 8)', () => {
  it('SG-5.4.4 SG-11.2.3 SG-11.2.4 a stick-up, then each side’s dice in their colours, then the count', () => {
    const r = stickUp(redKillerIn(BAKERY));
    expect(caseFile(r)).toEqual([
      "Ann's Red Killer sticks up Moretti Bakery, with Bo (Blue gang) chosen to shoot for the manager.",
      "Attack: Red Killer's green duel die: rolled 1",
      "Defence: manager 1's blue duel die: rolled 6",
      'The attackers count 3 and the defenders 6: the defenders shoot first. Each side in turn shoots 3 arrows, the difference, until one side is all down.',
    ]);
    expect(r.events.map((e) => sgLogDice(e.text).map((d) => `${d.colour} ${d.value}`))).toEqual([
      [],
      ['green 1'],
      ['blue 6'],
      [],
    ]);
  });

  it('SG-11.2.8 SG-11.3.4 the arrow’s die, then whom it killed, then the graveyard', () => {
    const shot = step(stickUp(redKillerIn(BAKERY)).match, BLUE, { type: 'shoot', target: 'red-killer' }, [6]);
    expect(caseFile(shot).slice(0, 3)).toEqual([
      'Shot at Red Killer: 6 (1–3 miss, 4–5 injured, 6 dead)',
      "Ann's Red Killer is shot dead.",
      "Ann's Red Killer goes to the graveyard; his police record is wiped clean.",
    ]);
  });

  it('SG-5.4.4 edition 7: the dice still come first, as the game was stored', () => {
    expect(caseFile(stickUp(`engine 7\n${redKillerIn(BAKERY)}`))).toEqual([
      "Attack: Red Killer's green duel die: rolled 1",
      "Defence: manager 1's blue duel die: rolled 6",
      "Ann's Red Killer sticks up Moretti Bakery.",
      'Duel: attackers 3 against defenders 6; the defenders shoot first, 3 arrows a volley.',
    ]);
  });
});
