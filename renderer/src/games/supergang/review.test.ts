import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '@core/protocol';
import { resultWords } from '../../table/result-words';
import { wordSeats } from '@core/engine/words';
import { ENTRY_LETTERS, type EntryFits } from '../../table/replay-keys';
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
  /** The menu's words for a line, each gang said by its player's name (the menu words seat references so). */
  const NAMES = ['Bugsy', 'Legs', 'Mad Dog', 'Nonna Rosa'];
  const entry = (type: string, text: string, fits?: EntryFits): string =>
    wordSeats(supergangKeyEntry(type, text, fits), (seat) => NAMES[seat] ?? '?');
  /** Room for every wording (a menu as wide as the longest), and for the least of each. */
  const roomy: EntryFits = () => true;
  const tight: EntryFits = () => false;

  // The engine's own lines (core/games/supergang/rules), seat references unworded, as the timeline gives them.
  const LINES: readonly (readonly [string, string, string])[] = [
    ['own', '{seat:0} now owns shop-old-clock-repairs: 10 million a turn.', 'Bugsy owns a shop'],
    ['own', '{seat:3} takes shop-opera-florist from {seat:1} at gunpoint.', 'Nonna Rosa takes a shop'],
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
    ['dead', "{seat:0}'s killer goes to the graveyard; his police record is wiped clean.", "Bugsy's Red Killer dies"],
    [
      'arrest',
      "The cops arrest {seat:1}'s dealer and hold him where he stands: if he goes quietly, he spends 2 turns in jail, in the centre of the board; if he resists, he fights them.",
      "Legs's Blue Dealer arrested",
    ],
    ['arrest', '{seat:2} resists arrest.', 'Mad Dog resists arrest'],
    // The line as games log it: the man by his gang and kind (each read "Arrest", the kind's bare name, after
    // "Blue Killer arrested" in the jump list).
    ['arrest', "{seat:1}'s killer resists arrest.", "Legs's Blue Killer resists"],
    ['arrest', "{seat:1}'s killer, held by {seat:0}'s vamp, resists arrest.", "Legs's Blue Killer resists"],
    ['recruit', '{seat:0} recruits a new killer in shop-boxing-club.', 'Bugsy recruits'],
    ['eliminated', '{seat:0} is out of the game: its three characters are dead.', 'Bugsy is out'],
    ['over', '{seat:1} is the last gang standing and wins.', 'End: Legs wins'],
    ['over', 'Every gangster is in jail, the clinic or the graveyard: the police win.', 'End: the police win'],
    ['over', 'The game stops after 8 turns without a winner.', 'End: nobody wins'],
  ];

  it('says each in a few words of ours, the gang by its player, a character with his colour as on the map', () => {
    for (const [type, line, words] of LINES) expect(entry(type, line, roomy), line).toBe(words);
  });

  it('says a character shorter where the menu has no room for his colour, the player still named', () => {
    expect(entry('dead', "{seat:3}'s dealer goes to the graveyard.", tight)).toBe("Nonna Rosa's Dealer dies");
    expect(entry('arrest', "The cops arrest {seat:3}'s vamp and hold him", tight)).toBe("Nonna Rosa's Vamp arrested");
    expect(entry('arrest', "{seat:3}'s killer resists arrest.", tight)).toBe('Nonna Rosa resists arrest');
    // Without a menu to measure: by its letters, a seat counted at a long name's.
    expect(entry('dead', "{seat:3}'s dealer goes to the graveyard.")).toBe("Nonna Rosa's Yellow Dealer dies");
  });

  it('names a line it does not know by its kind, never a case-file line cut off', () => {
    expect(supergangKeyEntry('over', 'The game stops.')).toBe('End');
    expect(supergangKeyEntry('arrest', 'Something new.')).toBe('Arrest');
  });

  it('keeps every entry short enough for the menu without measuring it, whatever the gang and its name', () => {
    for (const [type, line] of LINES)
      for (let seat = 0; seat < 4; seat++) {
        const refs = supergangKeyEntry(type, line.replace(/\{seat:\d\}/g, `{seat:${seat}}`));
        expect(refs.replace(/\{seat:\d+\}/g, 'x'.repeat(14)).length, refs).toBeLessThanOrEqual(ENTRY_LETTERS);
        expect(
          wordSeats(refs, (s) => NAMES[s] ?? '?'),
          refs,
        ).toMatch(/^[A-Z][^{}…—]*$/);
      }
  });
});
