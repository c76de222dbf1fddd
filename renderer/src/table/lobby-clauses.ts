/**
 * The clause IDs a game's lobby cites in small print that its Rules screen does not have: a family following
 * the link from an option must land on a rule. Each game's tests call it with its own table and rules; whether
 * the rule says what the option's words say is for those tests to check too.
 */
import { referenceClause, type RulesReference } from '@core/engine/rules-reference';
import { CLAUSE_ID } from '../lib/clause-game';
import type { GameTable } from './types';

type Lobby = Pick<
  GameTable,
  'optionLabels' | 'optionHints' | 'optionLists' | 'optionChoices' | 'optionNumbers' | 'firstSeat'
>;

/** Every clause ID in the lobby's labels, hints and choices, once each. */
export function lobbyClauses(table: Lobby): string[] {
  const words = JSON.stringify([
    table.optionLabels,
    table.optionHints,
    table.optionLists,
    table.optionChoices,
    table.optionNumbers,
    table.firstSeat,
  ]);
  return [...new Set(words.match(CLAUSE_ID) ?? [])];
}

/** The lobby's clause IDs that are neither a clause of the rules nor a section or example of one. */
export function lobbyClausesNotInRules(table: Lobby, rules: RulesReference): string[] {
  const ids = rules.sections.flatMap((s) => s.clauses.map((c) => c.id));
  return lobbyClauses(table).filter((id) => referenceClause(id, ids) === null);
}
