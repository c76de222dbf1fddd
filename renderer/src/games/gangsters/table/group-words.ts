/**
 * The words on a decision's button at the Gangsters table: a group of several actions by what it is about
 * ("Recruit gangsters…"), a lone action by the action itself.
 */
import type { GAction, Group } from './legal';
import { kindWords } from './words';

const GROUP_WORDS: Readonly<Record<string, string>> = {
  draft: 'Take a Joint…',
  placement: 'Choose where my Gang starts…',
  recruit: 'Recruit gangsters…',
  sell: 'Sell a Joint to the Bank…',
  equip: 'Buy equipment…',
  bribe: 'Bribe a Cop…',
  'declare-hit': 'Declare a Hit…',
  bust: 'Bust a criminal…',
  aim: 'Aim my hits…',
  absorb: 'Take the hits…',
};

/** The button's words for group `g`; `wordsOf`: the words of one action. */
export function groupLabel(g: Group, wordsOf: (a: GAction) => string): string {
  const only = g.actions.length === 1 ? g.actions[0] : undefined;
  if (only) return wordsOf(only);
  return GROUP_WORDS[g.type] ?? `${kindWords(g.type)}…`;
}
