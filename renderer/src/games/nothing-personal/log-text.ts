/**
 * Nothing Personal's dice in the case file. The engine rolls its two dice as plain d6 and logs which of
 * the six faces came up ("Move die: rolled 3"); the faces are printed otherwise (resources/nothing-personal/
 * dice.json: the Move die's third face shows a 4, the Whack die has guns, the Capo, a 7 and blanks). The
 * line says what the die shows, as the dice beside the board do: "Move die: rolled a 4". A die read as a
 * gangster's Respect or money says what a 7 or an 8 counts as (NP-18.8): "Dombino Crapshooti's Respect:
 * rolled a 7, which counts as 0".
 */
import { listed } from '@core/engine/words';
import type { SeatSpec } from '@core/protocol';
import { rolledValues } from '../../table/case-lines';
import { npFace, npStatCount } from './dice-faces';

/**
 * A case-file line with each Nothing Personal die's face in words; any other line as it is, but for the
 * possessive after a family's name: the table names a family "Ann’s family" with a curly apostrophe and
 * the engine writes "{seat:1}'s markers" with a straight one, which read side by side as "Ann’s family's";
 * both are curly here ("one of Ann’s family’s markers"). Gangsters' own names keep theirs (Ryan D'sturm).
 */
export function npLogText(text: string, seats: readonly SeatSpec[] = []): string {
  text = offerWords(oldFamilies(text, seats).replace(/\bfamily's\b/g, 'family\u2019s'));
  const values = rolledValues(text);
  if (values.length === 0) return text;
  const label = text.slice(0, text.lastIndexOf(': rolled '));
  const said = (v: number): string => {
    const counts = npStatCount(label, v);
    return counts ? `${npFace(label, v).words}, ${counts.words}` : npFace(label, v).words;
  };
  return `${label}: rolled ${listed(values.map(said))}`;
}

/**
 * An offer's line as the engine writes it: "Ann's family offers Bo's family $5 and 1 card for $0, promising:
 * “…” (not binding: NP-13.4.5)." Asking nothing, it is a gift: no "for $0"; nothing in money given, the cards
 * alone ("$0 and 1 card"). The clause is the line's own, shown beside it in the case file's small print: the
 * words keep only "(not binding)".
 */
const OFFER =
  /^(.+ offers .+? )\$(\d+)((?: and \d+ cards?)?) for \$(\d+)(, promising: .*)? \(((?:not )?binding): [A-Z]+-[\d.]+\)\.$/s;

function offerWords(text: string): string {
  const m = OFFER.exec(text);
  if (!m) return text;
  const [, head = '', money = '0', cards = '', ask = '0', promise = '', binding = ''] = m;
  const given = money === '0' && cards ? cards.replace(/^ and /, '') : `$${money}${cards}`;
  const asked = ask === '0' ? '' : ` for $${ask}`;
  return `${head}${given}${asked}${promise} (${binding}).`;
}

/**
 * Games stored on the app's first day (Nothing Personal's engine version 1) name each family by its seat
 * number, "Family 3 draws 4 influence cards", where the table names it by its player, as every later line
 * does: "Ann’s family draws 4 influence cards". No later line says "Family" and a number (the engine writes
 * the seat for the table to word), so only those games' lines change; a seat with no name keeps its number.
 */
function oldFamilies(text: string, seats: readonly SeatSpec[]): string {
  return text.replace(/\bFamily ([1-8])\b/g, (said, n: string) => {
    const name = seats[Number(n) - 1]?.name;
    return name ? `${name}\u2019s family` : said;
  });
}
