/**
 * Moves for the durability children: a two-seat Dice Race that never ends (both seats bid, then
 * pass turn after turn), played through `host.handle` exactly as a window or browser tab would.
 */
import type { Envelope, MatchUpdate } from '../../../core/protocol';
import type { Host } from '../host';

const client = { id: 'durability', send: () => undefined };

/** The result of an answer that must be ok (anything else throws, naming the refusal). */
export function value<T>(env: Envelope): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`);
  return env.result as T;
}

/** The next move in an endless Dice Race, from a spectator's update (which sees a secret bid as 'secret'). */
export function nextMove(u: Pick<MatchUpdate, 'pending' | 'version'>): { seat: number; action: object } {
  const p = u.pending[0];
  if (!p) throw new Error(`nothing is pending at version ${u.version}`);
  return { seat: p.seat, action: p.kind === 'turn' ? { type: 'pass' } : { type: 'bid', amount: 0 } };
}

export const RACE = {
  gameId: 'dice-race',
  options: { target: 100 },
  seats: [
    { kind: 'human', name: 'A' },
    { kind: 'human', name: 'B' },
  ],
  seed: 'durability',
};

/** Creates a match and makes `count` acknowledged moves in it, calling `acked` as each is answered ok. */
export async function playMoves(host: Host, count: number, acked?: (version: number) => void): Promise<void> {
  const { matchId } = value<{ matchId: string }>(await host.handle('match.create', RACE, client));
  await playOn(host, matchId, count, acked);
}

/** Makes `count` more acknowledged moves in a Dice Race already stored; the spectator's update after the last. */
export async function playOn(
  host: Host,
  matchId: string,
  count: number,
  acked?: (version: number) => void,
): Promise<MatchUpdate> {
  let u = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 'spectator' }, client));
  for (let i = 0; i < count; i++) {
    const { seat, action } = nextMove(u);
    const { version } = value<{ version: number }>(
      await host.handle('match.act', { matchId, seat, version: u.version, action }, client),
    );
    acked?.(version);
    u = value<MatchUpdate>(await host.handle('match.watch', { matchId, seat: 'spectator' }, client));
  }
  return u;
}
