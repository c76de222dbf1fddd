/** Gangsters: the board, its validator and the movement engine. The game itself (GameDef) comes later. */
export * from './board';
export { cityBoard, cityGraph, CITY_BOARD_JSON } from './city';
export { countBoard, validateBoard, validateBoardData, validateBoardSummary } from './validate-board';
export type { BoardCounts, BoardIssue } from './validate-board';
export { oneJumpBuildings } from './validate-examples';
export * from './movement';
