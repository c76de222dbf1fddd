/** SuperGang as a game module: its rules, bots, tools, clause list and rules reference (core/engine/module.ts). */
import { gameModule } from '../../engine/module';
import { SUPERGANG_BOARD_JSON, supergangCity, validateBoardSummary } from './board';
import { easySuperGangBot, hardSuperGangBot, heuristicBot, randomBot } from './bots';
import { determinizeSuperGang, evaluateSuperGang } from './determinize';
import { SG_CLAUSES } from './clauses';
import { supergang } from './game';
import { supergangRules } from './rules-reference';
import { supergangReview } from './review';
import { scenarioMatch } from './scenario';
import { simulate } from './simulate';
import { supergangCityMoves } from './movement';

export const supergangModule = gameModule({
  def: supergang,
  playable: true,
  bots: { random: randomBot, easy: easySuperGangBot, normal: heuristicBot, hard: hardSuperGangBot },
  determinize: determinizeSuperGang,
  evaluate: evaluateSuperGang,
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
  review: supergangReview,
});
