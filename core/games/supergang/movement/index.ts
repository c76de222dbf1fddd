/** The SuperGang movement engine: every legal end of a gangster's or a cop group's move, with its path. */
export { findMove, legalDestinations, legalEndCodes, legalEnds, legalMoves, type MoveEnd } from './moves';
export { whyNot } from './explain';
export { supergangCityMoves } from './aid';
export type { LegalMove, Mover, MoveQuery, PathStep, StepHow } from './types';
