/**
 * SuperGang's dice in the case file, as the turn shows them (SG-2.2, SG-9.0.2): a character's die in its
 * colour (the Killer's green, the Vamp's red, the Dealer's white), in a duel too (SG-11.2.3: each throws
 * his own); the cops' and the managers' blue (SG-8.2, SG-2.3).
 * The engine's log line is read as it comes (`red-killer's die: rolled 5`), before it is worded; a gang's
 * throw is filed on one line (`The dice: red-killer 4, red-vamp 2 and red-dealer 6`), each die in its colour.
 */
import { DIE_OF, GANG_COLOURS, type Kind } from '@core/games/supergang/state';
import { listed } from '@core/engine/words';
import { rolledValues } from '../../../table/case-lines';
import type { LogDie } from '../../../table/types';

// The case file puts the dice of one roll on one line: "rolled 3", "rolled 3 and 5" (case-lines.ts).
const CHARACTER_DIE =
  /\b(red|blue|green|yellow)-(killer|vamp|dealer)'s (?:duel )?die: rolled [1-6](?:(?:, | and )[1-6])*$/;
const BLUE_DIE = /(?:^(?:blue|police) die|\b(?:manager \d|cop)'s duel die): rolled [1-6](?:(?:, | and )[1-6])*$/;
/** A gang's throw on one line (case-lines.ts): "The dice: red-killer 4, red-vamp 2 and red-dealer 6". */
const THROW =
  /^The dice: ((?:red|blue|green|yellow)-(?:killer|vamp|dealer) [1-6](?:(?:, | and )(?:red|blue|green|yellow)-(?:killer|vamp|dealer) [1-6])*)$/;
const THROWN = /\b(red|blue|green|yellow)-(killer|vamp|dealer) ([1-6])\b/g;

const dice = (colour: LogDie['colour'], text: string): LogDie[] =>
  rolledValues(text).map((value) => ({ colour, value }));

/** The dice a log line tells of, each in its colour; none for any other line. */
export function sgLogDice(text: string): readonly LogDie[] {
  const thrown = THROW.exec(text);
  if (thrown) {
    return [...(thrown[1] ?? '').matchAll(THROWN)].map((m) => ({
      colour: DIE_OF[m[2] as Kind] as LogDie['colour'],
      value: Number(m[3]),
    }));
  }
  const ch = CHARACTER_DIE.exec(text);
  if (ch) return dice(DIE_OF[ch[2] as Kind] as LogDie['colour'], text);
  return BLUE_DIE.test(text) ? dice('blue', text) : [];
}

const KIND_NAMES: Readonly<Record<Kind, string>> = { killer: 'Killer', vamp: 'Vamp', dealer: 'Dealer' };

/**
 * A gang's throw in words that agree with how its dice are drawn, as the turn's dice say it (dice.ts): whose
 * throw it is once, then each die by its own colour ("Red gang's throw: Killer · green die 4, Vamp · red
 * die 2 and Dealer · white die 6"), never "Red Killer 4" beside a green die. Any other line as it is.
 */
export function throwWords(text: string): string {
  const thrown = THROW.exec(text);
  if (!thrown) return text;
  const dice = [...(thrown[1] ?? '').matchAll(THROWN)];
  const gang = throwGang(dice);
  // A man held by the gang's Vamp throws with it (SG-6.2.3): then each die says whose man it is.
  const each = dice.map(
    (m) =>
      `${gang === null ? `${capital(m[1] ?? '')} ` : ''}${KIND_NAMES[m[2] as Kind]} · ${DIE_OF[m[2] as Kind]} die ${m[3]}`,
  );
  return gang === null ? `The throw: ${listed(each)}` : `${capital(gang)} gang's throw: ${listed(each)}`;
}

/** The gang every die of a throw belongs to; null when a held man of another gang throws with it. */
function throwGang(dice: readonly RegExpMatchArray[]): string | null {
  const gang = dice[0]?.[1] ?? null;
  return dice.every((m) => m[1] === gang) ? gang : null;
}

const capital = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

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
  const thrown = THROW.exec(text);
  const colour = CHARACTER_DIE.exec(text)?.[1] ?? (thrown ? throwGang([...(thrown[1] ?? '').matchAll(THROWN)]) : null);
  return colour ? GANG_COLOURS.indexOf(colour as (typeof GANG_COLOURS)[number]) : null;
}
