/**
 * Headless commands, JSON on stdout:  npm run cli -- <command> [options]
 *   games                         the installed games with their player counts
 *   verify-history [--db FILE]    replays every stored game and checks each move's state hash
 *   validate-board --game gangsters [--file FILE]
 *                                 checks a board file (default: the shipped one); the summary is the last line
 * Game issues add sim, legal and apply for their games.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGameDef } from '../core/engine';
import { GAMES } from '../core/games';
import { CITY_BOARD_JSON, validateBoardSummary } from '../core/games/gangsters';
import { verifyHistory } from './host/verify';
import { backupDir, dataDir, dbPath } from './paths';
import { openStore } from './store';

export interface CliIo {
  readonly games: readonly AnyGameDef[];
  out(line: string): void;
  err(line: string): void;
}

const USAGE =
  'usage: npm run cli -- <games | verify-history [--db FILE] | validate-board --game gangsters [--file FILE]>';

/** Boards that can be validated, by game id. */
const BOARD_VALIDATORS: Readonly<Record<string, { data: unknown; validate: (raw: unknown) => { ok: boolean } }>> = {
  gangsters: { data: CITY_BOARD_JSON, validate: validateBoardSummary },
};

function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Runs one command and returns the process exit code. */
export function runCli(args: readonly string[], io: CliIo): number {
  const [command, ...rest] = args;
  switch (command) {
    case 'games':
      io.out(
        JSON.stringify({
          games: io.games.map((g) => ({
            id: g.id,
            name: g.name,
            minPlayers: g.minSeats,
            maxPlayers: g.maxSeats,
            engineVersion: g.engineVersion,
          })),
        }),
      );
      return 0;
    case 'verify-history': {
      const file = resolve(option(rest, '--db') ?? dbPath(dataDir()));
      if (!existsSync(file)) {
        io.err(JSON.stringify({ ok: false, error: `No records file at ${file}.` }));
        return 2;
      }
      const opened = openStore(file, { backupDir: backupDir(resolve(file, '..')) });
      if (!opened.ok) {
        io.err(JSON.stringify({ ok: false, error: opened.status.message }));
        return 2;
      }
      try {
        const report = verifyHistory(opened.store, io.games);
        io.out(JSON.stringify(report));
        return report.ok ? 0 : 1;
      } finally {
        opened.store.close();
      }
    }
    case 'validate-board': {
      const game = option(rest, '--game');
      const validator = game ? BOARD_VALIDATORS[game] : undefined;
      if (!validator) {
        io.err(
          JSON.stringify({
            ok: false,
            error: `Name a game with a board: --game ${Object.keys(BOARD_VALIDATORS).join(' | ')}`,
          }),
        );
        return 2;
      }
      const file = option(rest, '--file');
      let raw: unknown = validator.data;
      if (file) {
        try {
          raw = JSON.parse(readFileSync(resolve(file), 'utf8'));
        } catch (e) {
          io.err(JSON.stringify({ ok: false, error: `Could not read ${file}: ${(e as Error).message}` }));
          return 2;
        }
      }
      const summary = validator.validate(raw);
      io.out(JSON.stringify({ game, ...summary }));
      return summary.ok ? 0 : 1;
    }
    default:
      io.err(JSON.stringify({ ok: false, error: command ? `Unknown command "${command}". ${USAGE}` : USAGE }));
      return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = runCli(process.argv.slice(2), {
    games: GAMES,
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  });
}
