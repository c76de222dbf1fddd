import { describe, expect, it } from 'vitest';
import { createMatch, matchHash, replay } from '../../engine/match';
import { seedRng } from '../../engine/rng';
import type { NpState } from './state';
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

describe('NP-13.4.2 a bot answers an offer by what it is worth to it', () => {
  function answer(offer: { money: number; ask: number }): unknown {
    const m = createMatch(nothingPersonal, { options: {}, seats: 3, seed: 'offer' });
    if (!m.ok) throw new Error(m.error.message);
    const s = structuredClone(m.value.match.state) as NpState;
    s.offers = [{ id: 0, from: 1, to: 0, cards: [], promise: '', ...offer }];
    s.nextOffer = 1;
    const legal = (nothingPersonal.legal(s, 0) ?? []).filter((a) => a.type === 'answer');
    return heuristicBot({ view: nothingPersonal.view(s, 0), seat: 0, legal, anytime: [], rng: seedRng('a') })[0];
  }

  it('NP-13.4.2 accepts money for nothing', () => {
    expect(answer({ money: 10, ask: 0 })).toEqual({ type: 'answer', offer: 0, accept: true });
  });

  it('NP-13.4.2 declines paying for nothing', () => {
    expect(answer({ money: 0, ask: 10 })).toEqual({ type: 'answer', offer: 0, accept: false });
  });
});
