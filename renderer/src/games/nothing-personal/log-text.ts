/**
 * Nothing Personal's dice in the case file. The engine rolls its two dice as plain d6 and logs which of
 * the six faces came up ("Move die: rolled 3"); the faces are printed otherwise (resources/nothing-personal/
 * dice.json: the Move die's third face shows a 4, the Whack die has guns, the Capo, a 7 and blanks). The
 * line says what the die shows, as the dice beside the board do: "Move die: rolled a 4".
 */
import { listed } from '@core/engine/words';
import { rolledValues } from '../../table/case-lines';
import { npFace } from './dice-faces';

/** A case-file line with each Nothing Personal die's face in words; any other line as it is. */
export function npLogText(text: string): string {
  const values = rolledValues(text);
  if (values.length === 0) return text;
  const label = text.slice(0, text.lastIndexOf(': rolled '));
  return `${label}: rolled ${listed(values.map((v) => npFace(label, v).words))}`;
}
