/**
 * Gangsters' key moments in the replay's Jump menu: a few words of ours each, whole in the closed menu, for
 * every kind of line the engine writes for them, in this edition's words and the words older games kept.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@core/engine/events';
import { playGame } from '@core/games/gangsters/simulate';
import type { GangstersOptions } from '@core/games/gangsters/game';
import { wordSeats } from '@core/engine/words';
import { byLetters, ENTRY_LETTERS, type EntryFits } from '../../table/replay-keys';
import { gangstersMarks } from './review';

/** The menu's words for a line, each Gang said by its player's name (the menu words seat references so). */
const NAMES = ['Bugsy', 'Legs', 'Mad Dog', 'Dutch', 'Nonna Rosa'];
const named = (words: string): string => wordSeats(words, (seat) => NAMES[seat] ?? '?');
const entry = (type: string, text: string, fits?: EntryFits): string =>
  named(gangstersMarks.entry?.(type, text, fits) ?? '');
/** A seat's longest name in the menu, counted for each of its references. */
const letters = (words: string): number => words.replace(/\{seat:\d+\}/g, 'x'.repeat(14)).length;
const KINDS = Object.keys(gangstersMarks.key);

/** The key moments' lines of a seeded bot game, as the replay's timeline gives them. */
function keyLines(players: number, seed: string, options: Partial<GangstersOptions>): GameEvent[] {
  const lines: GameEvent[] = [];
  playGame({
    players,
    seed,
    options,
    onStep: (_: unknown, events: readonly GameEvent[]) => {
      for (const e of events) if (KINDS.includes(e.type)) lines.push(e);
    },
  });
  return lines;
}

describe('the Gangsters key moments in the replay’s Jump menu', () => {
  it('G-5.1 G-7.2 G-7.5 G-11.4 G-12 G-13.1 G-15 every key line of real games is a few words of ours, never its kind alone', () => {
    // Four games between them write every kind: one won (G-15.1), one ended by its turn limit (G-15.2), one
    // stopped by the cap on turns, and one where a Gang goes out of the game (G-7.5).
    const lines = [
      ...keyLines(3, 'k9', { timeLimitTurns: null, randomOrder: false }),
      ...keyLines(2, 'k16', { timeLimitTurns: 60, randomOrder: true }),
      ...keyLines(3, 'k9', { timeLimitTurns: null, randomOrder: false, turnCap: 6 }),
      ...keyLines(3, 'out35', { timeLimitTurns: null, randomOrder: false }),
    ];
    expect(new Set(lines.map((e) => e.type))).toEqual(new Set(KINDS));
    for (const e of lines) {
      const refs = gangstersMarks.entry?.(e.type, e.text) ?? '';
      const words = named(refs);
      expect(words, e.text).not.toBe(gangstersMarks.key[e.type]);
      expect(words, e.text).toMatch(/^[A-Z][^{}…—]*$/);
      // Never a colour for the Gang itself: its player.
      expect(words, e.text).not.toMatch(/^(Red|Yellow|Green|Brown|The Commissioner) /);
      expect(letters(refs), `${e.text} → ${refs}`).toBeLessThanOrEqual(ENTRY_LETTERS);
    }
  });

  // The engine's own lines (core/games/gangsters/rules), seat references unworded, as the timeline gives them.
  const LINES: readonly (readonly [string, string, string])[] = [
    ['recruit', '{seat:0} recruits 2 thugs for $600; strength 2.', 'Bugsy recruits 2 Thugs'],
    ['recruit', '{seat:2} recruits 1 Vamp; strength 1.', 'Mad Dog recruits a Vamp'],
    ['recruit', '{seat:1} recruits 2 racketeers for $1,800; strength 2.', 'Legs recruits 2 Racketeers'],
    ['buy', "{seat:0} buys Lou's Diner for $200.", "Bugsy buys Lou's Diner"],
    ['buy', "{seat:3} buys Lou's Diner, improvements included (x2).", "Dutch buys Lou's Diner"],
    ['buy', "{seat:1} buys Frankie's House of Cards for $700.", "Legs buys Frankie's House of Cards"],
    ['shootout', "Shootout at Lou's Diner.", "Shootout at Lou's Diner"],
    ['shootout', "Shootout at Frankie's House of Cards.", "Shootout at Frankie's House of Cards"],
    ['shootout', 'Shootout at s2-0.', 'Shootout on Lincoln Boulevard'],
    ['hit', "{seat:1}'s thug declares a Hit on {seat:0} at Lou's Diner.", "Legs's Yellow Thug hits Bugsy"],
    ['hit', "{seat:1}'s racketeer declares a Hit on {seat:2} at s2-0.", "Legs's Yellow Racketeer hits Mad Dog"],
    ['hit', "{seat:0}'s racketeer declares a Hit on Cop 5 at Lou's Diner.", "Bugsy's Red Racketeer hits Cop 5"],
    ['hit', "{seat:0}'s thug declares a Hit on Cops 5 and 7 at Lou's Diner.", "Bugsy's Red Thug hits Cops 5 and 7"],
    ['hit', "{seat:0}'s thug declares a Hit on Cop at Lou's Diner.", "Bugsy's Red Thug hits a Cop"],
    ['joint-hit', "Lou's Diner is lost.", "Lou's Diner is lost"],
    ['joint-hit', 'Ace Garage drops 1 level.', 'Ace Garage drops a level'],
    ['joint-hit', "Frankie's House of Cards drops 2 levels.", "Frankie's House of Cards drops 2 levels"],
    ['gang-war', 'A Joint was lost in a Shootout: Gang War! Every Public piece goes back to its cup.', 'Gang War'],
    ['turn-cap', 'The turn cap of 40 Player Turns is reached with no winner.', 'Turn limit: nobody wins'],
    ['eliminated', "{seat:3}'s racketeer is removed from play.", 'Dutch has no Racketeers'],
    ['eliminated', "{seat:1}'s vamp is removed from play.", 'Legs has no Vamp'],
    ['out', '{seat:1} has no money, Racketeers or Joints and is out of the game.', 'Legs is out'],
    [
      'win',
      '{seat:2} wins: the Gang holds a Racketeer, a Thug and a Vamp and controls ten Joints.',
      'Mad Dog wins: ten Joints',
    ],
    [
      'win',
      '{seat:0} wins: the Gang holds a Racketeer, a Thug and a Vamp and has $10,400 in cash.',
      'Bugsy wins: $10,400',
    ],
    ['win', '{seat:4} wins: he has $10,000 and a loyal Cop on patrol.', 'Nonna Rosa wins: $10,000'],
    [
      'time-limit',
      'The time limit is reached: {seat:1} has the highest net worth, $9,000, and wins.',
      'Last turn: Legs wins',
    ],
    [
      'time-limit',
      'The time limit is reached: {seat:0}, {seat:1} and {seat:4} share the highest net worth, $4,500, so nobody wins.',
      'Last turn: a tie',
    ],
  ];

  /** Room for every wording (a menu as wide as the longest), and for the least of each. */
  const roomy: EntryFits = () => true;
  const tight: EntryFits = () => false;

  it('says each in a few words of ours, the Gang by its player, a piece with its colour as on the map', () => {
    for (const [type, line, words] of LINES) expect(entry(type, line, roomy), line).toBe(words);
  });

  it('says it shorter where the menu has no room for the longer words, the player still named', () => {
    const short = LINES.map(([type, line]) => entry(type, line, tight));
    expect(short).toContain('Mad Dog gets a Vamp');
    expect(short).toContain('Legs gets 2 Racketeers');
    expect(short).toContain('Legs buys a Joint');
    expect(short).toContain('Shootout at a Joint');
    expect(short).toContain('Legs hits Bugsy');
    expect(short).toContain('Bugsy hits Cop 5');
    expect(short).toContain('A Joint drops 2 levels');
    expect(short).toContain('Mad Dog wins');
    // Without a menu to measure: by its letters, a seat counted at a long name's.
    expect(entry('buy', "{seat:0} buys Lou's Diner for $200.")).toBe("Bugsy buys Lou's Diner");
    expect(entry('buy', "{seat:1} buys Frankie's House of Cards for $700.")).toBe('Legs buys a Joint');
  });

  it('reads the words older games kept: the Gang by its colour or the Police Commissioner, said by the player', () => {
    // Before seat references (engine versions 1–3 at first), a line named the Gang by its colour (seat i plays Gang i).
    expect(entry('recruit', 'Green recruits 1 thug for $300; strength 1.')).toBe('Mad Dog recruits a Thug');
    expect(entry('buy', "Red buys Lou's Diner for $200.")).toBe("Bugsy buys Lou's Diner");
    expect(entry('hit', "Red's thug declares a Hit on Yellow at Lou's Diner.", roomy)).toBe(
      "Bugsy's Red Thug hits Legs",
    );
    expect(entry('eliminated', "Brown's thug is removed from play.")).toBe('Dutch has no Thugs');
    // G-15.1 before edition 10; G-17.6 before edition 7 and from 7 to 9.
    expect(entry('win', 'Red wins: a Racketeer, a Thug and a Vamp, and controls ten Joints.')).toBe(
      'Bugsy wins: ten Joints',
    );
    expect(entry('win', 'Yellow wins: a Racketeer, a Thug and a Vamp, and controls every yellow Joint.', roomy)).toBe(
      'Legs wins: every yellow Joint',
    );
    // Too long for the menu with how: who wins.
    expect(entry('win', 'Yellow wins: a Racketeer, a Thug and a Vamp, and controls every yellow Joint.', tight)).toBe(
      'Legs wins',
    );
    // The Police Commissioner is the fifth seat of five (G-17).
    expect(entry('win', 'The Police Commissioner has $10,000 and a loyal Cop on patrol.')).toBe(
      'Nonna Rosa wins: $10,000',
    );
    expect(entry('win', 'The Police Commissioner wins: he has $10,000 and a loyal Cop on patrol.', tight)).toBe(
      'Nonna Rosa wins',
    );
    // G-15.2 from edition 7 to 9, by colour; before edition 7, no winner named.
    expect(entry('time-limit', 'The time limit is reached: Brown has the highest net worth, $7,000, and wins.')).toBe(
      'Last turn: Dutch wins',
    );
    expect(
      entry(
        'time-limit',
        'The time limit is reached: Red and the Police Commissioner share the highest net worth, $800, so nobody wins.',
      ),
    ).toBe('Last turn: a tie');
    expect(entry('time-limit', 'The time limit is reached; the highest net worth is $7,000.')).toBe(
      'Last turn: top $7,000',
    );
    // G-11.4 before edition 7: a Hit on the Cops said "Cop".
    expect(entry('hit', "Red's racketeer declares a Hit on Cop at Lou's Diner.", roomy)).toBe(
      "Bugsy's Red Racketeer hits a Cop",
    );
  });

  it('names a line it does not know by its kind, never a case-file line cut off', () => {
    expect(entry('shootout', 'Something new.')).toBe('Shootout');
    expect(entry('time-limit', 'The clock stops.')).toBe('The end');
  });

  it('keeps every entry short enough for the menu without measuring it, whatever the Gang and its name', () => {
    for (const [type, line] of LINES)
      for (let seat = 0; seat < 5; seat++) {
        const refs = gangstersMarks.entry?.(type, line.replace(/\{seat:\d\}/g, `{seat:${seat}}`)) ?? '';
        expect(byLetters()(refs), refs).toBe(true);
        expect(letters(refs), refs).toBeLessThanOrEqual(ENTRY_LETTERS);
      }
  });
});
