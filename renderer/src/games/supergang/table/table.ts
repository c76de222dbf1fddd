import type { GameTable } from '../../../table/types';
import Board from './Board.svelte';
import { supergangSetup } from './setup';

/** SuperGang at the table: the city board and its lobby. */
export const supergangTable: GameTable = { gameId: 'supergang', Board, ...supergangSetup };
