/**
 * Reaching a position for an end-to-end test the way any game is reached: a seeded game created through the
 * app's own API (every seat a person), then the lead-up moves, chosen by the game's own bots on the same
 * seed in a lead-up script (`<game>-lead-up.ts`), played through `match.act`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { ROOT } from './server';

/** Where the lead-up scripts' answers are kept during one run of the tests (see `leadUpOutput`). */
export const LEAD_UPS = join(ROOT, 'test-results', 'lead-ups');

/** What a lead-up script prints: the game to create and the moves to play. */
export interface LeadUpMoves {
  readonly seed: string;
  readonly seats: number;
  readonly options: Record<string, unknown>;
  readonly moves: readonly { seat: number; action: unknown }[];
}

/** A WebSocket to the app's API that answers each call in turn. */
export async function api(
  url: string,
): Promise<{ call: (method: string, params: unknown) => Promise<unknown>; close: () => void }> {
  const origin = url.replace(/\/$/, '');
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api`, { origin });
  await new Promise((ok, fail) => {
    ws.once('open', ok);
    ws.once('error', fail);
  });
  let next = 1;
  const waiting = new Map<number, { ok: (v: unknown) => void; fail: (e: Error) => void }>();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const w = msg.id === undefined ? undefined : waiting.get(msg.id);
    if (!w || msg.id === undefined) return;
    waiting.delete(msg.id);
    if (msg.error) w.fail(new Error(msg.error.message));
    else w.ok(msg.result);
  });
  return {
    call: (method, params) =>
      new Promise((ok, fail) => {
        const id = next++;
        waiting.set(id, { ok, fail });
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/**
 * What the lead-up script `script` prints for position `name`. The scripts are deterministic (seeded), so
 * within one run of the tests each position is worked out once: the first test to need it runs the script
 * and keeps its answer in LEAD_UPS, which global-setup.ts empties before every run (a change to the engines
 * or the scripts between runs is never met by an old answer). Several files reach the same positions.
 */
function leadUpOutput(script: string, name: string): string {
  const kept = join(LEAD_UPS, `${script.replace(/\.ts$/, '')}-${name}.json`);
  if (existsSync(kept)) return readFileSync(kept, 'utf8');
  const out = execFileSync(process.execPath, ['--import', 'tsx', `renderer/e2e/${script}`, name], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // Written whole under another name, then renamed: a test in the other worker never reads half of it.
  mkdirSync(LEAD_UPS, { recursive: true });
  const part = `${kept}.${process.pid}.part`;
  writeFileSync(part, out);
  renameSync(part, kept);
  return out;
}

/**
 * Runs the lead-up script `script` for position `name`, creates its seeded game in the app at `url` with
 * `people` seated, and plays the moves (with `until`, up to, not including, the first move it picks); the
 * new game's id and everything the script printed.
 */
export async function playLeadUp<L extends LeadUpMoves>(
  url: string,
  script: string,
  gameId: string,
  name: string,
  people: readonly string[],
  until?: (action: LeadUpMoves['moves'][number]['action']) => boolean,
  /** Options set on top of the lead-up's own, that leave its moves as they are (a Gangsters turn limit). */
  options: Record<string, unknown> = {},
): Promise<{ matchId: string; lead: L }> {
  const lead = JSON.parse(leadUpOutput(script, name)) as L;
  const conn = await api(url);
  try {
    const seats = people.slice(0, lead.seats).map((person) => ({ kind: 'human', name: person }));
    const { matchId } = (await conn.call('match.create', {
      gameId,
      options: { ...lead.options, ...options },
      seats,
      seed: lead.seed,
    })) as { matchId: string };
    let version = 0;
    for (const m of lead.moves) {
      if (until?.(m.action)) return { matchId, lead };
      const r = (await conn.call('match.act', { matchId, seat: m.seat, version, action: m.action })) as {
        version: number;
      };
      version = r.version;
    }
    if (until) throw new Error(`the lead-up of "${name}" never makes the move wanted`);
    return { matchId, lead };
  } finally {
    conn.close();
  }
}

/**
 * A new Nothing Personal game, no expansions, Nonna Rosa (seat 0, first to play; or `host`) against two
 * heuristic bots, Bugsy and Legs, and any `moreBots` named after them; its match id.
 */
export async function createNpGame(
  conn: Awaited<ReturnType<typeof api>>,
  seed: string,
  moreBots: readonly string[] = [],
  host = 'Nonna Rosa',
): Promise<string> {
  const { matchId } = (await conn.call('match.create', {
    gameId: 'nothing-personal',
    options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
    seats: [
      { kind: 'human', name: host },
      { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
      { kind: 'bot', level: 'heuristic', name: 'Legs' },
      ...moreBots.map((name) => ({ kind: 'bot', level: 'heuristic', name })),
    ],
    seed,
  })) as { matchId: string };
  return matchId;
}

/**
 * Watches the game `matchId` at `url` as a spectator from here, with no page, until it is over (`timeout` ms at
 * most): the host plays the computer seats only while someone watches (session-bots.ts). For a test that
 * looks at a computer players' game once it is over (its final table, its replay): a page watching it would
 * draw every move on the way, some ten seconds of a busy page's work for a whole game that no test looked at.
 */
export async function playedOut(url: string, matchId: string, timeout = 120_000): Promise<void> {
  const origin = url.replace(/\/$/, '');
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api`, { origin });
  try {
    await new Promise((ok, fail) => {
      ws.once('open', ok);
      ws.once('error', fail);
    });
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`the game ${matchId} was not over in ${timeout / 1000} s`)),
        timeout,
      );
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as {
          id?: number;
          push?: string;
          data?: { matchId?: string; outcome?: unknown };
          result?: { outcome?: unknown };
          error?: { message: string };
        };
        const update = m.push === 'match.update' ? m.data : m.id === 1 ? m.result : undefined;
        if (m.id === 1 && m.error) fail(new Error(m.error.message));
        if (update && (update.outcome ?? null) !== null) {
          clearTimeout(timer);
          ok();
        }
      });
      ws.send(JSON.stringify({ id: 1, method: 'match.watch', params: { matchId, seat: 'spectator' } }));
    });
  } finally {
    ws.close();
  }
}
