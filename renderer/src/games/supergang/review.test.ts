import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '@core/protocol';
import { resultWords } from '../../table/result-words';
import { supergangKeyEntry, supergangMarks } from './review';
import { supergangSetup } from './table/setup';

const SEATS = ['Ann', 'Bo', 'Cy'].map((name) => ({ name })) as unknown as SeatSpec[];
const shown = (reason: string): string => resultWords(reason, SEATS, { table: supergangSetup, marks: supergangMarks });

describe('the SuperGang result line names the players', () => {
  it('SG-1.1 the winning gang is named with its player, as the case file names it', () => {
    expect(shown('The Blue gang is the last gang standing and wins.')).toBe(
      'Bo (Blue gang) is the last gang standing and wins.',
    );
    expect(shown('The Green gang owns the whole Old Quarter district and wins.')).toMatch(
      /^Cy \(Green gang\) owns the whole Old Quarter district and wins\.$/,
    );
  });

  it('leaves the lines that name no gang as they are, and offers no all-seeing view: nothing is secret', () => {
    for (const line of [
      'The game stops after 8 rounds without a winner.',
      'Every gangster is in jail, the clinic or the graveyard: the police win.',
      'No gang is left standing.',
    ])
      expect(shown(line)).toBe(line);
    expect(supergangMarks.secrets).toBe(false);
  });
});

describe('the SuperGang key moments in the replay’s Jump menu', () => {
  // The engine's own lines (core/games/supergang/rules), seat references unworded, as the timeline gives them.
  const LINES: readonly (readonly [string, string, string])[] = [
    ['own', '{seat:0} now owns shop-old-clock-repairs: 10 million a turn.', 'Red owns a shop'],
    ['own', '{seat:3} takes shop-opera-florist from {seat:1} at gunpoint.', 'Yellow takes a shop'],
    [
      'duel',
      'The attackers count 3 and the defenders 9: the defenders shoot first. Each side in turn shoots 6 arrows, the difference, until one side is all down.',
      'Duel: 3 against 9',
    ],
    [
      'duel',
      'Duel: attackers 7 against defenders 6; the attackers shoot first, 1 arrow a volley.',
      'Duel: 7 against 6',
    ],
    ['duel', 'The attacker counts 4: 4 arrows at the patient, who cannot shoot back.', 'Clinic attack: 4 arrows'],
    ['duel', 'The attacker counts 1: 1 arrow at the patient, who cannot shoot back.', 'Clinic attack: 1 arrow'],
    ['duel', 'Both sides threw 5: they throw again.', 'Duel: dice tied'],
    ['duel', 'The defenders shoot back, 4 arrows.', 'Duel: defenders shoot'],
    ['duel', 'The duel is over: the defenders win.', 'Duel: defenders win'],
    ['dead', "{seat:0}'s killer goes to the graveyard; his police record is wiped clean.", 'Red Killer dies'],
    [
      'arrest',
      "The cops arrest {seat:1}'s dealer and hold him where he stands: if he goes quietly, he spends 2 turns in jail, in the centre of the board; if he resists, he fights them.",
      'Blue Dealer arrested',
    ],
    ['arrest', '{seat:2} resists arrest.', 'Green resists arrest'],
    // The line as games log it: the man by his gang and kind (each read "Arrest", the kind's bare name, after
    // "Blue Killer arrested" in the jump list).
    ['arrest', "{seat:1}'s killer resists arrest.", 'Blue Killer resists'],
    ['arrest', "{seat:1}'s killer, held by {seat:0}'s vamp, resists arrest.", 'Blue Killer resists'],
    ['recruit', '{seat:0} recruits a new killer in shop-boxing-club.', 'Red recruits'],
    ['eliminated', '{seat:0} is out of the game: its three characters are dead.', 'Red is out'],
    ['over', '{seat:1} is the last gang standing and wins.', 'End: Blue wins'],
    ['over', 'Every gangster is in jail, the clinic or the graveyard: the police win.', 'End: the police win'],
    ['over', 'The game stops after 8 turns without a winner.', 'End: nobody wins'],
  ];

  it('says each in a few words of ours, the gang by its colour', () => {
    for (const [type, line, words] of LINES) expect(supergangKeyEntry(type, line)).toBe(words);
  });

  it('names a line it does not know by its kind, never a case-file line cut off', () => {
    expect(supergangKeyEntry('over', 'The game stops.')).toBe('End');
    expect(supergangKeyEntry('arrest', 'Something new.')).toBe('Arrest');
  });

  it('keeps every entry short enough for the menu, whatever the gang: at most 24 letters after the move', () => {
    for (const [type, line] of LINES)
      for (let seat = 0; seat < 4; seat++)
        expect(supergangKeyEntry(type, line.replace(/\{seat:\d\}/g, `{seat:${seat}}`)).length).toBeLessThanOrEqual(24);
  });
});
