/**
 * Nothing Personal's dice in the case file. The engine rolls its two dice as plain d6 and logs which of
 * the six faces came up ("Move die: rolled 3"); the faces are printed otherwise (resources/nothing-personal/
 * dice.json: the Move die's third face shows a 4, the Whack die has guns, the Capo, a 7 and blanks). The
 * line says what the die shows, as the dice beside the board do: "Move die: rolled a 4". A die read as a
 * gangster's Respect or money says what a 7 or an 8 counts as (NP-18.8): "Dombino Crapshooti's Respect:
 * rolled a 7, which counts as 0".
 */
import { listed } from '@core/engine/words';
import { rolledValues } from '../../table/case-lines';
import { npFace, npStatCount } from './dice-faces';

/**
 * A case-file line with each Nothing Personal die's face in words; any other line as it is, but for the
 * possessive after a family's name: the table names a family "Ann’s family" with a curly apostrophe and
 * the engine writes "{seat:1}'s markers" with a straight one, which read side by side as "Ann’s family's";
 * both are curly here ("one of Ann’s family’s markers"). Gangsters' own names keep theirs (Ryan D'sturm).
 */
export function npLogText(text: string): string {
  text = text.replace(/\bfamily's\b/g, 'family\u2019s');
  const values = rolledValues(text);
  if (values.length === 0) return text;
  const label = text.slice(0, text.lastIndexOf(': rolled '));
  const said = (v: number): string => {
    const counts = npStatCount(label, v);
    return counts ? `${npFace(label, v).words}, ${counts.words}` : npFace(label, v).words;
  };
  return `${label}: rolled ${listed(values.map(said))}`;
}
