/** Nothing Personal as a game module: its rules, bots, tools, clause list and rules reference (core/engine/module.ts). */
import { gameModule } from '../../engine/module';
import { easyNpBot, hardNpBot, heuristicBot, randomBot } from './bots';
import { determinizeNp, evaluateNp } from './determinize';
import { NP_CLAUSES } from './clauses';
import { content } from './content';
import { nothingPersonal } from './game';
import { npReview } from './review';
import { npRules } from './rules-reference';
import { npScenarioMatch, npScenarioStep } from './scenario';
import { simulateNp } from './simulate';

export const nothingPersonalModule = gameModule({
  def: nothingPersonal,
  playable: true,
  bots: { random: randomBot, easy: easyNpBot, normal: heuristicBot, hard: hardNpBot },
  determinize: determinizeNp,
  evaluate: evaluateNp,
  tools: {
    scenarioMatch: npScenarioMatch,
    scenarioStep: npScenarioStep,
    simulate: (o) => simulateNp(o).map((g) => ({ ...g })),
  },
  aids: {},
  clauses: NP_CLAUSES,
  rules: npRules,
  coverageStatuses: ['table'],
  content,
  review: npReview,
});
