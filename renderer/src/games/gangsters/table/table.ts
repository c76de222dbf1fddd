import type { GameTable } from '../../../table/types';
import Board from './Board.svelte';
import { gangstersSetup } from './setup';

/** Gangsters at the table: the city board and its lobby. */
export const gangstersTable: GameTable = { gameId: 'gangsters', Board, ...gangstersSetup };
