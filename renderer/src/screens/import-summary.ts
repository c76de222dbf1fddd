/** What became of each saved game file opened in History, and the words that sum them up. */
import { MAX_FRAME_BYTES } from '@core/protocol/limits';

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

/** How a SQLite database file begins: a whole records file, chosen where one game's file was asked for. */
export const RECORDS_HEADER = 'SQLite format 3';

/** Room in a message to the host for all but the file's text (the call's name, its id, the quotes). */
const FRAME_ROOM = 1024;

/**
 * Why a chosen file is not even sent to the host, in words for the person who chose it; null to send
 * it. `text` is the file read as text (only its first bytes when `size` alone rules it out). The host takes a message of
 * at most MAX_FRAME_BYTES, and the file goes as JSON text, which is longer than the file when it is not
 * text at all (a picture): measured as sent, so a too large file is said to be one rather than cutting
 * the connection.
 */
export function fileProblem(size: number, text: string): string | null {
  const tooLarge = 'It is larger than a Mob Night game file can be.';
  // A records file is usually larger than any game file: told apart first, from its first bytes.
  if (text.startsWith(RECORDS_HEADER))
    return (
      'It is a whole records file (every game kept on a computer), not a saved game. To bring a few games, ' +
      'save each with Save as file on the other computer; Settings, Your records, says how to move all of them.'
    );
  if (size > MAX_FRAME_BYTES) return tooLarge;
  if (size === 0 || text.trim() === '') return 'The file is empty: it holds no game.';
  if (new TextEncoder().encode(JSON.stringify(text)).length + FRAME_ROOM > MAX_FRAME_BYTES) return tooLarge;
  return null;
}
