import { describe, expect, it } from 'vitest';
import { filedLines } from '../../../table/case-lines';
import { gangstersLogDice } from './log-dice';
import { gangstersSetup } from './setup';

describe('the turn dice in the case file', () => {
  it('G-5.2 a turn’s throw, filed on one line, draws each die in its colour beside the words', () => {
    const [filed] = filedLines(
      [
        'red die: rolled 3',
        'green die: rolled 1',
        'blue die: rolled 2',
        'white die: rolled 5',
        'black die: rolled 2',
      ].map((text, key) => ({ key, text, batch: 0, clause: undefined })),
    );
    expect(filed?.line.text).toBe('The dice: red 3, green 1, blue 2, white 5 and black 2');
    expect(gangstersSetup.logDice?.(filed?.line.text ?? '')).toEqual([
      { colour: 'red', value: 3 },
      { colour: 'green', value: 1 },
      { colour: 'blue', value: 2 },
      { colour: 'white', value: 5 },
      { colour: 'black', value: 2 },
    ]);
  });

  it('G-17.2 the blue die rolled on its own in a Commissioner game is drawn blue', () => {
    expect(gangstersLogDice('blue die: rolled 4')).toEqual([{ colour: 'blue', value: 4 }]);
  });

  it('draws no dice beside a shootout’s or any other line', () => {
    expect(gangstersLogDice('Cop 4: rolled 3, 2 and 6')).toEqual([]);
    expect(gangstersLogDice("{seat:2}'s vamp: rolled 5")).toEqual([]);
    expect(gangstersLogDice('The Red Gang order roll: rolled 4')).toEqual([]);
    expect(gangstersLogDice('A bribe of $400 is paid and a Bribe marker drawn in secret.')).toEqual([]);
  });

  it('G-6.2 the case file names each turn die as the decision panel and the dice tray do: its piece, then its colour', () => {
    const [filed] = filedLines(
      [
        'red die: rolled 1',
        'green die: rolled 6',
        'blue die: rolled 3',
        'white die: rolled 5',
        'black die: rolled 4',
      ].map((text, key) => ({ key, text, batch: 0, clause: undefined })),
    );
    const said = gangstersSetup.logText?.(filed?.line.text ?? '', []);
    expect(said).toBe(
      'The dice: Vamp \u00b7 red die 1, Racketeer \u00b7 green die 6, Cop \u00b7 blue die 3, Public \u00b7 white die 5 and Thug \u00b7 black die 4',
    );
    // The Commissioner's blue die on its own line (G-17.2), as the panel's "Cop · blue die 4" says it.
    expect(gangstersSetup.logText?.('blue die: rolled 4', [])).toBe('Cop \u00b7 blue die: rolled 4');
    // The dice drawn beside the line still read from the engine's words, which stay as they are.
    expect(gangstersSetup.logDice?.(filed?.line.text ?? '')).toHaveLength(5);
    expect(gangstersSetup.logText?.('Cop 4: rolled 3, 2 and 6', [])).toBe('Cop 4: rolled 3, 2 and 6');
  });
});
