/**
 * How a Gangsters game was won, said under the result line at the end (`gangstersWonHow`). A family's-eye
 * review saw "Legs ★ Winner $7,900" over "Bugsy $8,600", Bugsy with more cash too, and nothing said why
 * Bugsy had not won: the cash win counts only at the end of the Gang's own turn (G-15.1). Worded from the
 * facts the engine puts in a won game's view (core won.ts, whose tests cover each way to win and games of
 * earlier engine versions).
 */
import { describe, expect, it } from 'vitest';
import type { GangstersWin } from '@core/games/gangsters/won';
import { gangstersSetup } from './setup';
import { gangstersWonHow, gangstersWonHowIn } from './won-how';

describe('G-15.1 the end says how the winner won, where net worth did not decide it', () => {
  it('G-15.1 a cash win: the cash, at the end of the winner’s own turn, ends the game whoever is worth more', () => {
    const how = gangstersWonHow({ how: 'cash', cash: 6000, clause: 'G-15.1' }, 'Legs');
    expect(how).toBe(
      'Legs won with $6,000 in cash at the end of their own turn, enough to win. Cash counts only then, and it ends the game at once, whoever is worth more (G-15.1).',
    );
    expect(gangstersWonHow({ how: 'cash', cash: 10_000, clause: 'G-15.1' }, 'Legs')).toMatch(
      /^Legs won with \$10,000 in cash at the end of their own turn/,
    );
  });

  it('G-15.1 a win on ten Joints or every Joint of one kind is said the same way', () => {
    expect(gangstersWonHow({ how: 'ten-joints', clause: 'G-15.1' }, 'Mom')).toBe(
      'Mom won by controlling ten Joints at the end of their own turn. That ends the game at once, whoever is worth more (G-15.1).',
    );
    expect(gangstersWonHow({ how: 'every-kind', kind: 'purple', clause: 'G-15.1' }, 'Mom')).toMatch(
      /^Mom won by controlling every purple Joint at the end of their own turn\. .* \(G-15\.1\)\.$/,
    );
  });

  it('G-17.6 the Police Commissioner’s win is said with his own clause', () => {
    expect(gangstersWonHow({ how: 'commissioner', cash: 10_000, clause: 'G-17.6' }, 'Dad')).toMatch(
      /^Dad won with \$10,000 and a loyal Cop on patrol at the end of their own turn\. .* \(G-17\.6\)\.$/,
    );
  });

  it('G-15.2 a time limit (net worth decides, and the line says so) and a game nobody won add nothing', () => {
    expect(gangstersWonHow({ how: 'worth', worth: 7900, clause: 'G-15.2' }, 'Mom')).toBeNull();
    expect(gangstersWonHow(undefined, 'Mom')).toBeNull();
  });

  it('G-15.2 the final scores label each figure as net worth and take the explanation from the game’s view', () => {
    expect(gangstersSetup.scoreCaption).toBe('net worth');
    expect(gangstersSetup.wonHow).toBe(gangstersWonHowIn);
    const won: GangstersWin = { how: 'ten-joints', clause: 'G-15.1' };
    const view = { phase: 'over', gangs: [], turn: {}, won };
    expect(gangstersWonHowIn(view, 'Mom')).toBe(gangstersWonHow(won, 'Mom'));
    // A view with no facts of a win (a game nobody won), or no Gangsters view at all, adds nothing.
    expect(gangstersWonHowIn({ phase: 'over', gangs: [], turn: {} }, 'Mom')).toBeNull();
    expect(gangstersWonHowIn(null, 'Mom')).toBeNull();
  });
});
