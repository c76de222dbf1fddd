/**
 * The host's step does no work twice and copies nothing it need not: a position's seat view is worked
 * out once and shared, and a view may share the state's own unchanged parts. That is sound only while
 * nobody changes what they are handed, so here the state is frozen before every view of it is taken and
 * every seat view is frozen before a computer player decides from it and the next move is applied.
 */
import { describe, expect, it } from 'vitest';
import { legalRandomBot } from '../bots/bot';
import { botDecision } from '../bots/play';
import { applyAction, createMatch, seatView, seedRng, type Match, type Viewer } from '../engine';
import { REGISTRY } from './index';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

describe('seat views are shared, never changed', () => {
  for (const gameId of ['nothing-personal', 'gangsters', 'supergang']) {
    it(`${gameId}: every seat's view of a frozen position, worked out once, and play goes on from it`, () => {
      const def = REGISTRY.module(gameId)?.def;
      if (!def) return;
      const created = createMatch(def, { options: {}, seats: 4, seed: `sharing-${gameId}` });
      if (!created.ok) throw new Error(created.error.message);
      let match: Match = created.value.match;
      let rng = seedRng(`sharing-${gameId}-bot`);
      const viewers: Viewer[] = [0, 1, 2, 3, 'spectator', 'omniscient'];
      for (let i = 0; i < 60 && !def.outcome(match.state); i++) {
        deepFreeze(match);
        for (const viewer of viewers) {
          const view = deepFreeze(seatView(def, match, viewer));
          expect(seatView(def, match, viewer)).toBe(view);
        }
        const seat = def.pending(match.state)[0]?.seat;
        if (seat === undefined) break;
        const chosen = botDecision(def, match, seat, legalRandomBot, rng);
        rng = chosen.rng;
        const step = applyAction(def, match, seat, chosen.action);
        if (!step.ok) throw new Error(step.error.message);
        match = step.value.match;
      }
      expect(match.version).toBeGreaterThan(20);
    });
  }
});
