import { describe, expect, it } from 'vitest';
import type { SuperGangState } from '@core/games/supergang/state';
import { moverWords, noDiceWords, shownDice, throwOf, turnDice } from './dice';

type Turn = SuperGangState['turn'];
/** The Red gang's turn, its three dice thrown (the Killer's green 2, the Vamp's red 1, the Dealer's white 3). */
function redTurn(turn: Partial<Turn> = {}): SuperGangState {
  return {
    policeSeat: null,
    characters: [
      { id: 'red-killer', gang: 0, kind: 'killer' },
      { id: 'red-vamp', gang: 0, kind: 'vamp' },
      { id: 'red-dealer', gang: 0, kind: 'dealer' },
    ],
    turn: {
      number: 1,
      gang: 0,
      dice: { 'red-killer': 2, 'red-vamp': 1, 'red-dealer': 3 },
      copDice: [0, 0],
      copsToMove: [],
      toMove: ['red-vamp', 'red-dealer'],
      ...turn,
    },
  } as unknown as SuperGangState;
}

describe('the dice are named by the colour they are drawn in', () => {
  it('each die by its own colour, whose throw it is said apart', () => {
    const s = redTurn();
    const dice = turnDice(s);
    expect(dice.map((d) => [d.colour, d.who, d.die])).toEqual([
      ['green', 'Killer', 'green die'],
      ['red', 'Vamp', 'red die'],
      ['white', 'Dealer', 'white die'],
    ]);
    expect(throwOf(s)).toBe("Red gang's throw");
    expect(dice[0]?.label).toBe('Killer, green die: 2, used');
    expect(dice[2]?.label).toBe('Dealer, white die: 3');
    // No die is named with a gang's colour other than its own drawing's.
    for (const d of dice) expect(`${d.who} ${d.die} ${d.label}`).not.toMatch(/\b(Red|Blue|Yellow)\b/);
  });

  it("another gang's throw says so, and the cops' dice are blue", () => {
    const s = redTurn({ gang: 2, copDice: [4, 0], copsToMove: [0] });
    expect(throwOf(s)).toBe("Green gang's throw");
    expect(turnDice(s).at(-1)).toMatchObject({ colour: 'blue', who: 'Cops 1', die: 'blue die', used: false });
  });

  it('a piece to move names its die by the die’s colour, not the gang’s', () => {
    const s = redTurn({ copDice: [5, 0] });
    expect(moverWords(s, 'red-killer')).toBe('Red Killer · green die 2');
    expect(moverWords(s, 'red-vamp')).toBe('Red Vamp · red die 1');
    expect(moverWords(s, 'red-dealer')).toBe('Red Dealer · white die 3');
    expect(moverWords(s, 'cops:0')).toBe('Cop group 1 · blue die 5');
  });
});

describe('the dice panel at the end of the game', () => {
  it('SG-14.1 shows no last throw of a gang put out in its own turn: the game is over, said plainly', () => {
    // Red threw, went for the last rival's men and lost its own last man: out of the game, and the game over.
    const s = redTurn({ phase: 'over' });
    (s as { gangs: unknown }).gangs = [
      { seat: 0, eliminated: true },
      { seat: 1, eliminated: false },
    ];
    expect(turnDice(s)).toHaveLength(3);
    expect(shownDice(s)).toEqual([]);
    expect(noDiceWords(s)).toBe('The game is over: nobody throws again. Every throw is in the case file.');
  });

  it('a turn on shows its dice, or says they are not thrown yet', () => {
    expect(shownDice(redTurn())).toHaveLength(3);
    expect(noDiceWords(redTurn({ dice: {} }))).toBe('Not thrown yet.');
  });
});
