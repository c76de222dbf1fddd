import { describe, expect, it } from 'vitest';
import { matchHash, replay } from '../../engine/match';
import { playNpGame } from './simulate';
import { heuristicBot, randomBot } from './bots';
import { nothingPersonal } from './game';

describe('bots', () => {
  it('a seeded game is reproducible', () => {
    const a = playNpGame(4, 'same', [heuristicBot, randomBot]).result;
    const b = playNpGame(4, 'same', [heuristicBot, randomBot]).result;
    expect(a).toEqual(b);
  });

  it('the heuristic bot beats random bots more often than chance', () => {
    let wins = 0;
    const games = 30;
    for (let i = 0; i < games; i++) {
      const { result } = playNpGame(3, `duel-${i}`, [heuristicBot, randomBot, randomBot]);
      if (result.winner === 0) wins++;
    }
    expect(wins / games).toBeGreaterThan(1 / 3);
  });
});

describe('replay', () => {
  it('a bot game replays from its action log to the same final state', () => {
    const { match, log } = playNpGame(5, 'replay-me', [heuristicBot, randomBot], { expansions: ['historical'] });
    const again = replay(nothingPersonal, match.setup, log.setupRandom, log.actions);
    if (!again.ok) throw new Error(again.error.message);
    expect(matchHash(again.value)).toBe(matchHash(match));
  });
});
