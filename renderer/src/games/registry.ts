/** Which board each installed game is played on: game id → its table (board component and lobby options). */
import type { GameTable } from '../table/types';
import { gangstersTable } from './gangsters/table/table';
import { npTable } from './nothing-personal/table';

const TABLES: Readonly<Record<string, GameTable>> = {
  [gangstersTable.gameId]: gangstersTable,
  [npTable.gameId]: npTable,
};

export function tableFor(gameId: string): GameTable | undefined {
  return TABLES[gameId];
}
