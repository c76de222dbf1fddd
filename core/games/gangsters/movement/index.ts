/** The Gangsters movement engine: legal paths with end facings for a gangster, Cop or Public piece. */
export { buildGraph, type MoveGraph } from './graph';
export { legalDestinations, legalMoves, legalPaths, pickMove, via, type LegalPath } from './moves';
export { whyUnreachable } from './explain';
export {
  endNodes,
  memoCopMoves,
  memoFreeAgain,
  memoFreeStillOpen,
  memoFreeFind,
  memoGangsterFind,
  memoLegalMoves,
  memoPublicMoves,
} from './memo';
export { endFacing, endNode, endSubway, FreeFound, GangsterFound, isKept, movesOf, type KeptMoves } from './kept';
export { moveAllowance, wheelsAllowance, WHEELS_DICE, type DiceRoll } from './wheels';
export type { LegalMove, MoveBoardState, MoveQuery, PathStep, StepKind } from './types';
