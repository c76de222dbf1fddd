/**
 * How a Gangsters game was won, said under the result line at the end (`gangstersWonHow`). A family's-eye
 * review saw "Legs ★ Winner $7,900" over "Bugsy $8,600", Bugsy with more cash too, and nothing said why
 * Bugsy had not won: the cash win counts only at the end of the Gang's own turn (G-15.1).
 */
import { describe, expect, it } from 'vitest';
import { gangstersSetup } from './setup';
import { gangstersWonHow } from './won-how';

describe('G-15.1 the end says how the winner won, where net worth did not decide it', () => {
  it('G-15.1 a cash win: the cash, at the end of the winner’s own turn, ends the game whoever is worth more', () => {
    const how = gangstersWonHow(
      'Green wins: the Gang holds a Racketeer, a Thug and a Vamp and has $6,000 in cash.',
      'Legs',
    );
    expect(how).toBe(
      'Legs won with $6,000 in cash at the end of their own turn, enough to win. Cash counts only then, and it ends the game at once, whoever is worth more (G-15.1).',
    );
    // Games of earlier editions word their win a little differently, and are explained all the same.
    expect(gangstersWonHow('Green wins: a Racketeer, a Thug and a Vamp, and has $10,000 in cash.', 'Legs')).toMatch(
      /^Legs won with \$10,000 in cash at the end of their own turn/,
    );
  });

  it('G-15.1 a win on ten Joints or every Joint of one kind is said the same way', () => {
    expect(
      gangstersWonHow('Red wins: the Gang holds a Racketeer, a Thug and a Vamp and controls ten Joints.', 'Mom'),
    ).toBe(
      'Mom won by controlling ten Joints at the end of their own turn. That ends the game at once, whoever is worth more (G-15.1).',
    );
    expect(
      gangstersWonHow(
        'Red wins: the Gang holds a Racketeer, a Thug and a Vamp and controls every purple Joint.',
        'Mom',
      ),
    ).toMatch(/^Mom won by controlling every purple Joint at the end of their own turn\. .* \(G-15\.1\)\.$/);
  });

  it('G-17.6 the Police Commissioner’s win is said with his own clause', () => {
    expect(gangstersWonHow('The Police Commissioner wins: he has $10,000 and a loyal Cop on patrol.', 'Dad')).toMatch(
      /^Dad won with \$10,000 and a loyal Cop on patrol at the end of their own turn\. .* \(G-17\.6\)\.$/,
    );
  });

  it('G-15.2 a time limit (net worth decides, and the line says so) and a game nobody won add nothing', () => {
    expect(
      gangstersWonHow('The time limit is reached: Red has the highest net worth, $7,900, and wins.', 'Mom'),
    ).toBeNull();
    expect(gangstersWonHow('The turn cap of 500 Player Turns is reached with no winner.', 'Mom')).toBeNull();
  });

  it('G-15.2 the final scores label each figure as net worth and take the explanation from the game', () => {
    expect(gangstersSetup.scoreCaption).toBe('net worth');
    expect(gangstersSetup.wonHow).toBe(gangstersWonHow);
  });
});
