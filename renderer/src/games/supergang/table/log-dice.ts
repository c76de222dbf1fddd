/**
 * SuperGang's dice in the case file, as the turn shows them (SG-2.2, SG-9.0.2): a character's die in its
 * colour (the Killer's green, the Vamp's red, the Dealer's white), in a duel too (SG-11.2.3: each throws
 * his own); the cops' and the managers' blue (SG-8.2, SG-2.3).
 * The engine's log line is read as it comes (`red-killer's die: rolled 5`), before it is worded.
 */
import { DIE_OF, GANG_COLOURS, type Kind } from '@core/games/supergang/state';
import { rolledValues } from '../../../table/case-lines';
import type { LogDie } from '../../../table/types';

// The case file puts the dice of one roll on one line: "rolled 3", "rolled 3 and 5" (case-lines.ts).
const CHARACTER_DIE =
  /\b(red|blue|green|yellow)-(killer|vamp|dealer)'s (?:duel )?die: rolled [1-6](?:(?:, | and )[1-6])*$/;
const BLUE_DIE = /(?:^(?:blue|police) die|\b(?:manager \d|cop)'s duel die): rolled [1-6](?:(?:, | and )[1-6])*$/;

const dice = (colour: LogDie['colour'], text: string): LogDie[] =>
  rolledValues(text).map((value) => ({ colour, value }));

/** The dice a log line tells of, each in its colour; none for any other line. */
export function sgLogDice(text: string): readonly LogDie[] {
  const ch = CHARACTER_DIE.exec(text);
  if (ch) return dice(DIE_OF[ch[2] as Kind] as LogDie['colour'], text);
  return BLUE_DIE.test(text) ? dice('blue', text) : [];
}

/** A die named by its colour in words too ("red-killer's die" → "red-killer's green die"; a manager's blue). */
export function colourDiceWords(text: string): string {
  return text
    .replace(
      /\b((?:red|blue|green|yellow)-(killer|vamp|dealer))'s (duel )?die\b/g,
      (_, id: string, kind: Kind, duel: string | undefined) => `${id}'s ${DIE_OF[kind]} ${duel ?? ''}die`,
    )
    .replace(/\b(manager \d|cop)'s duel die\b/g, "$1's blue duel die");
}

/** The gang a character's dice line is about (gang i sits in seat i), for the line's colour mark. */
export function diceLineGang(text: string): number | null {
  const ch = CHARACTER_DIE.exec(text);
  return ch ? GANG_COLOURS.indexOf(ch[1] as (typeof GANG_COLOURS)[number]) : null;
}
