/**
 * The games installed in this build. A game is listed here only once it is playable end to end:
 * complete rules, a table to play it on and bots. The home screen shows exactly this list.
 */
import type { AnyGameDef } from '../engine';
import { gangsters } from './gangsters/game';
import { nothingPersonal } from './nothing-personal';

export const GAMES: readonly AnyGameDef[] = [gangsters, nothingPersonal];
