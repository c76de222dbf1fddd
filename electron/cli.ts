/**
 * Headless commands, JSON on stdout:  npm run cli -- <command> [options]
 *   games                         the installed games with their player counts
 *   verify-history [--db FILE]    replays every stored game and checks each move's state hash
 *   sim --game G --players N --seed S --games K
 *                                 plays K seeded bot games, one JSON line per game
 *   apply --scenario FILE         applies a scenario's actions to its position (see core/engine/scenario-file.ts)
 *   legal --scenario FILE --seat N
 *                                 the decisions seat N has after the scenario's actions
 *   match --game G --players N --a LEVEL --b LEVEL --games K [--seed S] [--think-ms MS]
 *                                 a seeded strength series, seats shared out and rotated: one line per game,
 *                                 then side A's score with a 95% interval and its decision times
 *   validate-board --game G [--file FILE]
 *                                 checks a game's board file (default: the shipped one), through the game's
 *                                 module (`tools.validateBoard`); the summary is the last line
 * Game issues add sim, legal and apply for their games.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seatView, wordSeats } from '../core/engine';
import { runScenarioFile } from '../core/engine/scenario-file';
import { BOT_LEVELS, type BotLevel } from '../core/bots/levels';
import { playSeries } from '../core/bots/match';
import { REGISTRY, type GameRegistry } from '../core/games';
import { verifyHistory } from './host/verify';
import { backupDir, dataDir, dbPath, runAsScript } from './paths';
import { openStore } from './store';

export interface CliIo {
  /** The games: `games` lists the playable ones, every one replays, simulates and runs scenarios. */
  readonly registry: GameRegistry;
  out(line: string): void;
  err(line: string): void;
}

const USAGE =
  'usage: npm run cli -- <games | verify-history [--db FILE] | sim | match | apply | legal | validate-board --game G [--file FILE]>';

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
          games: io.registry.playable.map((g) => ({
            id: g.id,
            name: g.name,
            minPlayers: g.minSeats,
            maxPlayers: g.maxSeats,
            engineVersion: g.engineVersion,
            botLevels: io.registry.botLevels(g.id),
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
        const report = verifyHistory(opened.store, io.registry.defs);
        io.out(JSON.stringify(report));
        return report.ok ? 0 : 1;
      } finally {
        opened.store.close();
      }
    }
    case 'sim':
      return simCommand(rest, io);
    case 'match':
      return matchCommand(rest, io);
    case 'apply':
    case 'legal':
      return scenarioCommand(command, rest, io);
    case 'validate-board': {
      const game = option(rest, '--game');
      const tools = game ? io.registry.module(game)?.tools : undefined;
      const validate = tools?.validateBoard;
      if (!validate) {
        const boards = io.registry.modules.filter((m) => m.tools.validateBoard).map((m) => m.def.id);
        io.err(JSON.stringify({ ok: false, error: `Name a game with a board: --game ${boards.join(' | ')}` }));
        return 2;
      }
      const file = option(rest, '--file');
      let raw: unknown = tools.boardData;
      if (file) {
        try {
          raw = JSON.parse(readFileSync(resolve(file), 'utf8'));
        } catch (e) {
          io.err(JSON.stringify({ ok: false, error: `Could not read ${file}: ${(e as Error).message}` }));
          return 2;
        }
      }
      const summary = validate(raw);
      io.out(JSON.stringify({ game, ...summary }));
      return summary.ok ? 0 : 1;
    }
    default:
      io.err(JSON.stringify({ ok: false, error: command ? `Unknown command "${command}". ${USAGE}` : USAGE }));
      return 2;
  }
}

function fail(io: CliIo, error: string, extra: object = {}): number {
  io.err(JSON.stringify({ ok: false, error, ...extra }));
  return 2;
}

/** Seats named in a line, as plain text says them: "Seat 1". */
function plainSeats(text: string): string {
  return wordSeats(text, (seat) => `Seat ${seat + 1}`);
}

function simCommand(args: readonly string[], io: CliIo): number {
  const game = option(args, '--game') ?? '';
  const m = io.registry.module(game);
  if (!m) return fail(io, `No simulator for "${game}". Games: ${io.registry.defs.map((d) => d.id).join(', ')}.`);
  const tools = { ...m.tools, def: m.def };
  const players = Number(option(args, '--players') ?? tools.def.minSeats);
  const games = Number(option(args, '--games') ?? 1);
  const seed = option(args, '--seed') ?? '1';
  if (!Number.isInteger(players) || players < tools.def.minSeats || players > tools.def.maxSeats) {
    return fail(io, `${tools.def.name} takes ${tools.def.minSeats} to ${tools.def.maxSeats} players.`);
  }
  if (!Number.isInteger(games) || games < 1) return fail(io, '--games must be a whole number of at least 1.');
  for (const summary of tools.simulate({ players, seed, games })) {
    // A plain-text tool words the seats a line names as "Seat N" (core/engine/words.ts).
    const reason = summary['reason'];
    io.out(JSON.stringify(typeof reason === 'string' ? { ...summary, reason: plainSeats(reason) } : summary));
  }
  return 0;
}

function matchCommand(args: readonly string[], io: CliIo): number {
  const game = option(args, '--game') ?? '';
  const m = io.registry.module(game);
  if (!m) return fail(io, `No game "${game}". Games: ${io.registry.defs.map((d) => d.id).join(', ')}.`);
  const levels = io.registry.botLevels(game);
  const a = option(args, '--a') ?? 'hard';
  const b = option(args, '--b') ?? 'normal';
  const isLevel = (l: string): l is BotLevel =>
    (BOT_LEVELS as readonly string[]).includes(l) && levels.includes(l as BotLevel);
  if (!isLevel(a) || !isLevel(b)) return fail(io, `--a and --b are levels of ${m.def.name}: ${levels.join(', ')}.`);
  const seats = Number(option(args, '--players') ?? (m.def.minSeats > 2 ? 4 : 2));
  if (!Number.isInteger(seats) || seats < m.def.minSeats || seats > m.def.maxSeats)
    return fail(io, `${m.def.name} takes ${m.def.minSeats} to ${m.def.maxSeats} players.`);
  const games = Number(option(args, '--games') ?? 20);
  if (!Number.isInteger(games) || games < 1) return fail(io, '--games must be a whole number of at least 1.');
  const thinkMs = option(args, '--think-ms');
  const budgetMs = thinkMs === undefined ? undefined : Number(thinkMs);
  if (budgetMs !== undefined && !(budgetMs > 0)) return fail(io, '--think-ms must be a number of milliseconds.');
  const seed = option(args, '--seed') ?? 'match';
  const started = performance.now();
  const r = playSeries({
    def: m.def,
    a: io.registry.bot(game, a),
    b: io.registry.bot(game, b),
    seats,
    games,
    seed,
    now: () => performance.now(),
    ...(budgetMs !== undefined ? { budgetMs } : {}),
    onGame: (g) => io.out(JSON.stringify(g)),
  });
  const ms = [...r.aDecisionMs].sort((x, y) => x - y);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] ?? 0);
  io.out(
    JSON.stringify({
      game,
      seats,
      a,
      b,
      games: r.games,
      aPoints: r.aPoints,
      aRate: Number(r.aRate.toFixed(3)),
      ci95: r.ci95.map((x) => Number(x.toFixed(3))),
      aDecisions: ms.length,
      aDecisionMsP50: at(0.5),
      aDecisionMsP95: at(0.95),
      aDecisionMsMax: Math.round(ms[ms.length - 1] ?? 0),
      mode: budgetMs === undefined ? 'fixed iterations' : `think ${budgetMs} ms`,
      seconds: Math.round((performance.now() - started) / 1000),
    }),
  );
  return 0;
}

/** `apply` and `legal`: a position in the game's notation, then scripted actions applied through the kernel. */
function scenarioCommand(command: 'apply' | 'legal', args: readonly string[], io: CliIo): number {
  const file = option(args, '--scenario');
  if (!file) return fail(io, `${command} needs --scenario FILE.`);
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (e) {
    return fail(io, `Could not read ${file}: ${(e as Error).message}`);
  }
  const run = runScenarioFile(text, (id) => io.registry.notation(id));
  if (!run.ok && 'problem' in run) return fail(io, run.problem);
  if (!run.ok) {
    io.out(JSON.stringify({ ok: false, line: run.line, version: run.version, error: run.error }));
    return 1;
  }
  const { notation: tools, match, events } = run;
  const seatArg = option(args, '--seat');
  if (command === 'legal') {
    const seat = Number(seatArg);
    if (!Number.isInteger(seat) || seat < 0 || seat >= match.setup.seats)
      return fail(io, `--seat must be 0 to ${match.setup.seats - 1}.`);
    const view = seatView(tools.def, match, seat);
    io.out(
      JSON.stringify({
        ok: true,
        game: tools.def.id,
        version: match.version,
        seat,
        pending: view.pending.filter((p) => p.seat === seat),
        legal: tools.def.legal(match.state, seat),
      }),
    );
    return 0;
  }
  const view = seatView(tools.def, match, 'omniscient');
  io.out(
    JSON.stringify({
      ok: true,
      game: tools.def.id,
      version: match.version,
      events,
      pending: view.pending,
      outcome: view.outcome,
      state: view.view,
    }),
  );
  return 0;
}

if (runAsScript(import.meta.url)) {
  process.exitCode = runCli(process.argv.slice(2), {
    registry: REGISTRY,
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  });
}
