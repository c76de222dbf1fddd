/**
 * Our city, as shipped in resources/gangsters/board.json. The JSON is bundled by import (core reads no
 * files); it is loaded and checked once, and a board that fails its own validator is a bug, so it throws.
 */
import raw from '../../../resources/gangsters/board.json';
import type { Board } from './board';
import { buildGraph, type MoveGraph } from './movement/graph';
import { validateBoardData } from './validate-board';

/** The board file as imported, before any checking. */
export const CITY_BOARD_JSON: unknown = raw;

let board: Board | null = null;
let graph: MoveGraph | null = null;

/** The validated city board. */
export function cityBoard(): Board {
  if (!board) {
    const checked = validateBoardData(CITY_BOARD_JSON);
    if (!checked.ok) throw new Error(`resources/gangsters/board.json is invalid: ${checked.errors.join('; ')}`);
    board = checked.board;
  }
  return board;
}

/** The movement graph of the city board, built once. */
export function cityGraph(): MoveGraph {
  graph ??= buildGraph(cityBoard());
  return graph;
}
