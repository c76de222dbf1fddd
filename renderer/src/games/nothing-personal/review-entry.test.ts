/**
 * Nothing Personal's key moments in the replay's Jump menu: a few words of ours each, whole in the closed
 * menu, a family by its player's name and a gangster by his surname, for every kind of line the engine
 * writes for them, in this edition's words and the words older games kept.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@core/engine/events';
import { wordSeats } from '@core/engine/words';
import { heuristicBot, randomBot } from '@core/games/nothing-personal/bots';
import { npMarked } from '@core/games/nothing-personal/review';
import { playNpGame } from '@core/games/nothing-personal/simulate';
import { npMarks } from './review';
import { ENTRY_LETTERS } from './review-entry';

/** The menu's words for a line, each family said by a player's name (the menu words seat references so). */
const NAMES = ['Nonna Rosa', 'Bugsy', 'Legs', 'Dutch', 'Lefty'];
const entry = (type: string, text: string): string =>
  wordSeats(npMarks.entry?.(type, text) ?? '', (seat) => NAMES[seat] ?? '?');

describe('the Nothing Personal key moments in the replay’s Jump menu', () => {
  it('NP-7.13.2 NP-12.5 NP-13.2 NP-15.4 every key line of a real game is a few words of ours, never its kind alone', () => {
    const kinds = Object.keys(npMarks.key);
    const lines: GameEvent[] = [];
    playNpGame(4, 'n4', [heuristicBot, randomBot], {}, (_, events) => {
      // The marked lines, as the replay's timeline gives them (core's `npMarked`).
      for (const e of events) if (kinds.includes(e.type) && npMarked(e)) lines.push(e);
    });
    expect(new Set(lines.map((e) => e.type))).toEqual(new Set(kinds));
    for (const e of lines) {
      const words = entry(e.type, e.text);
      expect(words, e.text).not.toBe(npMarks.key[e.type]);
      expect(words, e.text).toMatch(/^[A-Z][^{}…—]*$/);
      expect(words.length, `${e.text} → ${words}`).toBeLessThanOrEqual(ENTRY_LETTERS);
    }
  });

  // The engine's own lines (core/games/nothing-personal/rules), seat references unworded.
  const LINES: readonly (readonly [string, string, string])[] = [
    ['whack', '"Baby Face" Nelson goes after Al "Scarface" Capone (Racketeer).', 'Nelson goes after Capone'],
    ['whack', 'Willie "Bones" Basile goes after Sal "The Nose" Benedetto (Third Guy).', 'Hit on Benedetto'],
    ['whack', '{seat:1} calls the hit on Benny Greco off before the die is rolled.', 'Hit on Greco called off'],
    ['whack', 'The hit fizzles: shooter or target left the board first.', 'The hit fizzles'],
    ['whack', 'The hit fizzles: the target left the board first.', 'The hit fizzles'],
    [
      'fishes',
      'Al "Scarface" Capone (Racketeer) is sleeping with the fishes; all markers go home.',
      'Capone to the fishes',
    ],
    [
      'fishes',
      'Geraldo "Bazooka" Chaconichio (Second Guy) is sleeping with the fishes; all markers go home.',
      'Chaconichio is dead',
    ],
    ['prison', 'Benny Greco (Underboss) goes to Prison; all markers go home.', 'Greco goes to prison'],
    [
      'prison',
      'Geraldo "Bazooka" Chaconichio (Second Guy) goes to Prison; all markers go home.',
      'Chaconichio to prison',
    ],
    ['blackmail', '{seat:2} refuses.', 'Blocked by Legs'],
    ['card', '{seat:0} uses Compromising Photos: a Blackmail coin on the Bean Counter.', 'Blackmail: Bean Counter'],
    ['steal', '{seat:0} takes $3 from {seat:1}.', 'Nonna Rosa steals $3'],
    ['steal', '{seat:3} takes $1 from {seat:1}.', 'Dutch steals $1'],
    ['steal', '{seat:0} finds no money on {seat:1} to take.', 'Nonna Rosa gets no money'],
    ['game-over', 'Final Respect: {seat:0} 24, {seat:1} -3, {seat:2} 43. {seat:2} wins.', 'Legs wins'],
    [
      'game-over',
      'Final Respect: {seat:0} 69, {seat:1} 16, {seat:2} 69. {seat:0} wins the tie by holding the Capo ring.',
      'Nonna Rosa wins the tie',
    ],
  ];

  it('says each in a few words of ours, the family by its player', () => {
    for (const [type, line, words] of LINES) expect(entry(type, line), line).toBe(words);
  });

  it('reads the words older games kept: "takes $0", a tie "broken by", and the first edition’s "Family 2"', () => {
    // Before edition 9, a steal from an empty purse took $0.
    expect(entry('steal', '{seat:1} takes $0 from {seat:2}.')).toBe('Bugsy gets no money');
    // Before edition 4, a tie-break was named by its clause.
    expect(entry('game-over', 'Final Respect: {seat:0} 30, {seat:1} 30. {seat:1} wins (tie broken by NP-12.7).')).toBe(
      'Bugsy wins the tie',
    );
    // The first edition named a family by its seat's number.
    expect(entry('blackmail', 'Family 2 refuses.')).toBe('Blocked by Bugsy');
    expect(entry('steal', 'Family 1 takes $3 from Family 3.')).toBe('Nonna Rosa steals $3');
    expect(entry('game-over', 'Final Respect: Family 1 12, Family 2 30. Family 2 wins.')).toBe('Bugsy wins');
    expect(entry('whack', 'Family 3 calls the hit on Benny Greco off before the die is rolled.')).toBe(
      'Hit on Greco called off',
    );
  });

  it('names a line it does not know by its kind, never a case-file line cut off', () => {
    expect(entry('whack', 'Something new.')).toBe('Whack');
    expect(entry('card', '{seat:0} uses Something: else.')).toBe('Blackmail coin');
  });

  it('keeps every entry short enough for the menu with a player’s name of ten letters', () => {
    for (const [type, line] of LINES) {
      const words = wordSeats(npMarks.entry?.(type, line) ?? '', () => 'Nonna Rosa');
      expect(words.length, words).toBeLessThanOrEqual(ENTRY_LETTERS);
    }
  });
});
