/** Gangsters as a game module: its rules, bots, tools, player aids, clause list and rules reference (core/engine/module.ts). */
import { gameModule } from '../../engine/module';
import { cityMoves } from './aids';
import { easyGangstersBot, hardBot, heuristicBot, randomBot } from './bots';
import { determinizeGangsters } from './determinize';
import { evaluateGangsters } from './evaluate';
import { CITY_BOARD_JSON, cityBoard } from './city';
import { gangsters } from './game';
import { G_CLAUSES } from './clauses';
import { gangstersReview } from './review';
import { gangstersRules } from './rules-reference';
import { scenarioMatch } from './scenario';
import { simulate } from './simulate';
import { validateBoardSummary } from './validate-board';

export const gangstersModule = gameModule({
  def: gangsters,
  playable: true,
  bots: { random: randomBot, easy: easyGangstersBot, normal: heuristicBot, hard: hardBot },
  determinize: determinizeGangsters,
  evaluate: evaluateGangsters,
  tools: {
    scenarioMatch,
    simulate: (o) => simulate(o).map((g) => ({ ...g })),
    validateBoard: validateBoardSummary,
    boardData: CITY_BOARD_JSON,
  },
  aids: { [cityMoves.id]: cityMoves },
  clauses: G_CLAUSES,
  rules: gangstersRules,
  content: cityBoard,
  review: gangstersReview,
});
