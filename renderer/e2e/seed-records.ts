/**
 * What the scripts that fill a records file before a test share (`long-history.ts`, `player-games.ts`,
 * `review-records-games.ts`, each run in a process of its own: the engines import their JSON boards, which the
 * test runner's loader does not): the records file in the data folder named on the command line, a game's
 * engine by its id, and a seat for a player on the roster.
 */
import { join } from 'node:path';
import type { AnyGameDef } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import type { SeatSpec } from '../../core/protocol';
import { openStore, type Store } from '../../electron/store';

/** The records file in the data folder given first on the command line; `usage` is said when there is none. */
export function seedStore(usage: string): { store: Store; args: string[] } {
  const [dataDir, ...args] = process.argv.slice(2);
  if (!dataDir) throw new Error(`usage: ${usage}`);
  const opened = openStore(join(dataDir, 'mob-night.db'));
  if (!opened.ok) throw new Error(opened.status.message);
  return { store: opened.store, args };
}

/** The installed engine of the game `id`. */
export function engine(id: string): AnyGameDef {
  const def = REGISTRY.defs.find((d) => d.id === id);
  if (!def) throw new Error(`no game ${id} is installed`);
  return def as AnyGameDef;
}

/** A seat played by a person on the roster. */
export const person = (p: { readonly id: string; readonly name: string }): SeatSpec => ({
  kind: 'human',
  playerId: p.id,
  name: p.name,
});
