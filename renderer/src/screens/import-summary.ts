/** What became of each saved game file opened in History, and the words that sum them up. */

/** One file: added (or found already there) under `matchId`, or not opened, with the host's reason. */
export interface ImportOutcome {
  readonly name: string;
  readonly matchId?: string;
  readonly already?: boolean;
  readonly problem?: string;
}

const games = (n: number): string => `${n} ${n === 1 ? 'game' : 'games'}`;

/**
 * "Added 3 games to History; 1 game was already there." (null when no file held a game), and a line for
 * each file that could not be opened: "old.mobnight could not be opened. <why>"
 */
export function importSummary(outcomes: readonly ImportOutcome[]): {
  readonly added: string | null;
  readonly problems: readonly string[];
} {
  const added = outcomes.filter((o) => o.matchId !== undefined && !o.already).length;
  const already = outcomes.filter((o) => o.matchId !== undefined && o.already).length;
  const parts: string[] = [];
  if (added > 0) parts.push(`Added ${games(added)} to History`);
  if (already > 0)
    parts.push(
      `${added > 0 ? games(already) : `No game added: ${games(already)}`} ${already === 1 ? 'was' : 'were'} already there`,
    );
  return {
    added: parts.length > 0 ? `${parts.join('; ')}.` : null,
    problems: outcomes.flatMap((o) => (o.problem === undefined ? [] : [`${o.name} could not be opened. ${o.problem}`])),
  };
}
