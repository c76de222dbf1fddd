/**
 * Reaching a decision in Nothing Personal quickly: a seeded game of Nonna Rosa against two computer players
 * (or Uncle Sal at the same screen) created through the app's own API, Nonna's moves sent through the API by
 * one fixed policy until the decision a test looks at is hers. Seeds are tried in turn until one gets there,
 * as the computer players' choices may vary from run to run.
 */
import { expect } from '@playwright/test';
import type { api } from './lead-up';

export interface Pending {
  readonly seat: number;
  readonly kind: string;
}
export type Action = Record<string, unknown>;
export interface Update {
  readonly version: number;
  readonly pending: readonly Pending[];
  readonly legal: readonly Action[] | null;
  readonly outcome: unknown;
  readonly view: { readonly round?: number };
}
export type Conn = Awaited<ReturnType<typeof api>>;

/**
 * A seeded game of Nonna Rosa and two computer players, Nonna wearing the Capo ring (so she rules ties);
 * `hotSeat`: Uncle Sal plays the second family at the same screen.
 */
export async function newGame(
  conn: Conn,
  seed: string,
  dice: 'seeded' | 'physical' = 'seeded',
  hotSeat = false,
): Promise<string> {
  const { matchId } = (await conn.call('match.create', {
    gameId: 'nothing-personal',
    options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
    seats: [
      { kind: 'human', name: 'Nonna Rosa' },
      hotSeat ? { kind: 'human', name: 'Uncle Sal' } : { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
      { kind: 'bot', level: 'heuristic', name: 'Legs' },
    ],
    seed,
    dice,
  })) as { matchId: string };
  return matchId;
}

/** Nonna's choice: a Move or a card's markers first, a re-roll or a pass last; the `n`th of the best. */
export function policy(legal: readonly Action[], n: number): Action | undefined {
  const rank = (a: Action): number =>
    a.type === 'move' ? 0 : a.type === 'play' ? 1 : ['pass', 'shakedown', 'reroll'].includes(String(a.type)) ? 3 : 2;
  const best = Math.min(...legal.map(rank));
  const top = legal.filter((a) => rank(a) === best);
  return top[n % top.length];
}

export const mineIn = (u: Update): Pending | undefined => u.pending.find((p) => p.seat === 0 && p.kind !== 'anytime');

/**
 * Plays Nonna's decisions through the API until `stop` says her pending decision is one to look at, or
 * the game is over; the update reached. A move refused (a die to type in, a page that answered first)
 * is tried again from the fresh position, by the next choice.
 */
export async function playUntil(
  conn: Conn,
  matchId: string,
  stop: (p: Pending, u: Update) => boolean,
): Promise<Update> {
  let n = 0;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const u = (await conn.call('match.watch', { matchId, seat: 0 })) as Update;
    const mine = mineIn(u);
    if (u.outcome || (mine && stop(mine, u))) return u;
    if (Date.now() > deadline) throw new Error(`no decision wanted came within 30 s (last: ${mine?.kind ?? 'none'})`);
    // Uncle Sal, at a hot-seat table, plays the same way when it is his turn alone.
    const sal = !mine && u.pending.some((p) => p.seat === 1 && p.kind !== 'anytime');
    const at = sal ? ((await conn.call('match.watch', { matchId, seat: 1 })) as Update) : u;
    const a = (mine || sal) && at.legal ? policy(at.legal, n++) : undefined;
    if (a)
      await conn
        .call('match.act', { matchId, seat: sal ? 1 : 0, version: at.version, action: a })
        .catch(() => undefined);
    else await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Seeds tried in turn until a game asks Nonna what a test looks at (the computer players' choices vary
 * from run to run). With 12, the whole walk met no Blackmail coin in 2 runs of 3; the walk stops at the
 * first seed that completes its list, so more seeds cost time only when they are needed.
 */
export const SEEDS = Array.from({ length: 24 }, (_, i) => `a11y-np-${i + 1}`);

/** A new game played through the API until `stop` says Nonna's decision is the one wanted. */
export async function reach(
  conn: Conn,
  stop: (p: Pending, u: Update) => boolean,
  dice: 'seeded' | 'physical' = 'seeded',
  hotSeat = false,
): Promise<{ matchId: string; u: Update }> {
  for (const seed of SEEDS) {
    const matchId = await newGame(conn, seed, dice, hotSeat);
    const u = await playUntil(conn, matchId, stop);
    if (!u.outcome) return { matchId, u };
  }
  throw new Error('no seed reached the decision wanted');
}

/** Waits until the host has taken Nonna's decision made on the page (the game moved past `version`). */
export async function taken(conn: Conn, matchId: string, version: number): Promise<void> {
  await expect
    .poll(async () => ((await conn.call('match.watch', { matchId, seat: 0 })) as Update).version)
    .toBeGreaterThan(version);
}
