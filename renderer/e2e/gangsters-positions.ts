/**
 * Positions for end-to-end tests of single Gangsters decisions, reached the way any game is: a seeded game
 * is created through the app's own API (`match.create` with a seed, every seat a person) and the moves
 * leading to the position are played through `match.act`. The moves are chosen by the engine's own bots
 * on the same seed (`gangsters-lead-up.ts`), so the host, rolling the same seeded dice, reaches the same
 * position; the stored game is an ordinary one that replays and verifies like any other.
 */
import { execFileSync } from 'node:child_process';
import { WebSocket } from 'ws';
import type { GangstersAction } from '../../core/games/gangsters/actions';
import type { GangstersState } from '../../core/games/gangsters/state';
import { ROOT } from './server';

export type PositionName = 'trade' | 'wheels' | 'subway' | 'seduction' | 'donut' | 'rebuff' | 'recruit';

export interface Position {
  readonly matchId: string;
  /** The seat whose decision the position is. */
  readonly seat: number;
  readonly state: GangstersState;
  readonly legal: readonly GangstersAction[];
  /** For each listed move of a piece, the spaces the engine records it passing through. */
  readonly paths: readonly (string[] | null)[];
}

interface LeadUp extends Omit<Position, 'matchId'> {
  readonly seed: string;
  readonly options: Record<string, boolean>;
  readonly seats: number;
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

/** Creates the seeded game in the app at `url` and plays the lead-up moves; the position reached. */
export async function prepare(url: string, name: PositionName, people: readonly string[]): Promise<Position> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'renderer/e2e/gangsters-lead-up.ts', name], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lead = JSON.parse(out) as LeadUp;
  const conn = await api(url);
  try {
    const seats = people.slice(0, lead.seats).map((person) => ({ kind: 'human', name: person }));
    const { matchId } = (await conn.call('match.create', {
      gameId: 'gangsters',
      options: lead.options,
      seats,
      seed: lead.seed,
    })) as { matchId: string };
    let version = 0;
    for (const m of lead.moves) {
      const r = (await conn.call('match.act', { matchId, seat: m.seat, version, action: m.action })) as {
        version: number;
      };
      version = r.version;
    }
    return { matchId, seat: lead.seat, state: lead.state, legal: lead.legal, paths: lead.paths };
  } finally {
    conn.close();
  }
}

/** The spaces the listed move `a` passes through, as the engine records them. */
export function pathOf(p: Position, a: GangstersAction): string[] {
  const i = p.legal.findIndex((b) => JSON.stringify(b) === JSON.stringify(a));
  const path = p.paths[i];
  if (!path) throw new Error(`no path for ${JSON.stringify(a)}`);
  return path;
}
