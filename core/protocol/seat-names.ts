/**
 * Two seats of one table may not go by the same name (case and spacing aside): the privacy curtain says
 * "Pass to Dad" and the case file "Dad whacks Dad", and nobody could tell which Dad is meant. The lobby
 * says so before a game is made, and the host refuses one made anyway (an older screen, a script);
 * games stored before the rule still open as they are.
 */
import { plainName } from './schemas';

const HOW_MANY = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

/**
 * What is wrong with the seats' names, one plain sentence per name used more than once ("Two seats are called
 * Dad: give one a different name."); empty when every seat has a name of its own. Seats with no name are
 * left to other checks.
 */
export function repeatedSeatNames(names: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const plain = plainName(name);
    if (plain === '') continue;
    groups.set(plain, [...(groups.get(plain) ?? []), name.trim()]);
  }
  return [...groups.values()]
    .filter((same) => same.length > 1)
    .map((same) => {
      const count = HOW_MANY[same.length] ?? String(same.length);
      const fix = same.length === 2 ? 'give one a different name' : 'give each a different name';
      return `${count} seats are called ${same[0] ?? ''}: ${fix}.`;
    });
}
