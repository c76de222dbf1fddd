/**
 * "Play again": a finished game's table set out again in the lobby, the same people in the same seats,
 * the same computer players, house rules and dice, and (when asked) the same deal. Pure, so it is tested
 * without a screen; `LobbyState.setOut` applies it.
 */
import { botLevel, type BotLevel, type Player, type ResultOf, type SeatSpec } from '@core/protocol';
import { href } from '../lib/router.svelte';
import type { SeatChoice } from './new-game.svelte';

export type Again = ResultOf<'history.again'>;

/** One seat as the lobby draws it, before it is given its key. */
export interface SeatAgain {
  readonly who: SeatChoice;
  readonly name: string;
  readonly explain: boolean;
}

/**
 * The seats of a stored game as lobby seats. A family member still on the roster sits as themselves; one
 * no longer on it, and a guest, sit as a guest under the name the game recorded. A computer player keeps
 * its level where the game still offers it, else plays at `fallback`.
 */
export function seatsAgain(
  seats: readonly SeatSpec[],
  players: readonly Player[],
  levels: readonly BotLevel[],
  fallback: BotLevel,
): SeatAgain[] {
  return seats.map((s): SeatAgain => {
    if (s.kind === 'bot') {
      const level = botLevel(s.level);
      return { who: `bot:${levels.includes(level) ? level : fallback}`, name: s.name, explain: s.explain === true };
    }
    const player = s.playerId ? players.find((p) => p.id === s.playerId) : undefined;
    return player
      ? { who: `player:${player.id}`, name: '', explain: false }
      : { who: 'guest', name: s.name, explain: false };
  });
}

/**
 * The link that sets out a stored game again: the game's lobby (`#/new/<game>`, which the router reads
 * without its query) asked `?again=<id>`, with `&deal=same` for its deal.
 */
export function againHref(gameId: string, matchId: string, sameDeal: boolean): string {
  const query = new URLSearchParams({ again: matchId, ...(sameDeal ? { deal: 'same' } : {}) });
  return `${href('new', gameId)}?${query.toString()}`;
}

/** What a lobby address asks to set out again, if anything. */
export function againAsked(hash: string): { readonly matchId: string; readonly sameDeal: boolean } | null {
  const at = hash.indexOf('?');
  if (at < 0) return null;
  const query = new URLSearchParams(hash.slice(at + 1));
  const matchId = query.get('again');
  return matchId ? { matchId, sameDeal: query.get('deal') === 'same' } : null;
}
