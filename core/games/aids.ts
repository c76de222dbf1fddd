/**
 * Player aids: pure questions a player may ask about a game without changing anything (where can
 * this piece go?). The host answers them; the renderer only draws the answers.
 */
import type { JsonValue, Result } from '../engine';
import { cityMoves } from './gangsters/aids';

export interface Aid {
  readonly id: string;
  run(params: unknown): Result<JsonValue>;
}

/** Aids by game id, then aid id. A game's aids may ship before the game itself is playable. */
export const AIDS: Readonly<Record<string, Readonly<Record<string, Aid>>>> = {
  gangsters: { [cityMoves.id]: cityMoves },
};
