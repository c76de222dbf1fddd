/** SuperGang as a game module: its rules, bots, tools, clause list and rules reference (core/engine/module.ts). */
import { gameModule } from '../../engine/module';
import { SUPERGANG_BOARD_JSON, supergangCity, validateBoardSummary } from './board';
import { heuristicBot, randomBot } from './bots';
import { SG_CLAUSES } from './clauses';
import { supergang } from './game';
import { superGangReview } from './review';
import { supergangRules } from './rules-reference';
import { scenarioMatch } from './scenario';
import { simulate } from './simulate';
import { supergangCityMoves } from './movement';

export const supergangModule = gameModule({
  def: supergang,
  /** Not offered for play until its table is built (issue 14); it replays, simulates and runs scenarios. */
  playable: false,
  bots: { random: randomBot, normal: heuristicBot },
  tools: {
    scenarioMatch,
    simulate: (o) => simulate(o).map((g) => ({ ...g })),
    validateBoard: validateBoardSummary,
    boardData: SUPERGANG_BOARD_JSON,
  },
  aids: { [supergangCityMoves.id]: supergangCityMoves },
  clauses: SG_CLAUSES,
  rules: supergangRules,
  content: supergangCity,
  review: superGangReview,
});
