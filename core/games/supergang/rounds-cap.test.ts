/**
 * The lobby's cap on rounds (`ROUNDS_AT_MOST`, game.ts): a game nobody can win stops the same night, while most
 * games are won well before it; the engine's own default, which games made without the option and games stored
 * with it keep, is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import { heuristicBot } from './bots';
import { optionsSchema, ROUNDS_AT_MOST, supergang } from './game';
import type { SuperGangState } from './state';

describe('the SuperGang cap on rounds', () => {
  it('SG-1.1 the lobby offers 30 rounds; the engine keeps 500 for a game made without the option, as before', () => {
    expect(ROUNDS_AT_MOST).toBe(30);
    expect(optionsSchema.parse({}).turnCap).toBe(500);
    // A game stored with the old lobby's 500 keeps it: its options are stored whole and read back as they were.
    expect(optionsSchema.parse({ police: false, moveSeconds: null, turnCap: 500, duelStyle: 'aim' }).turnCap).toBe(500);
  });

  it('SG-1.1 most games of Normal computer players are won within it, and a game past it ends with no winner', () => {
    // A few of the 480 games measured for it (game.ts): three Normal gangs, each game to its end or the cap.
    const ends = Array.from({ length: 8 }, (_, i) => {
      const g = playBotGame(supergang as never, {
        seats: 3,
        seed: `rounds-cap-${i}`,
        options: { turnCap: ROUNDS_AT_MOST },
        bots: [heuristicBot as never],
      });
      const s = g.match.state as SuperGangState;
      return { winner: s.winner, round: s.turn.number, reason: s.endReason ?? '' };
    });
    const won = ends.filter((e) => e.winner !== null);
    expect(won.length, JSON.stringify(ends)).toBeGreaterThanOrEqual(6);
    for (const e of won) expect(e.round).toBeLessThanOrEqual(ROUNDS_AT_MOST);
    for (const e of ends.filter((x) => x.winner === null))
      expect(e.reason).toBe(`The game stops after ${ROUNDS_AT_MOST} turns without a winner.`);
  }, 60_000);
});
