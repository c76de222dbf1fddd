/**
 * A game joins by its module alone: a toy game (Dice Race, core/engine/testing) added to a registry
 * is listed, played by bots, simulated and replayed with nothing else touched.
 */
import { describe, expect, it } from 'vitest';
import { legalRandomBot } from '../bots/bot';
import { playBotGame } from '../bots/play';
import { matchHash, replay } from '../engine';
import { diceRaceModule } from '../engine/testing/dice-race';
import { GAME_MODULES, gameRegistry, REGISTRY } from './index';

describe('the game registry', () => {
  const registry = gameRegistry([...GAME_MODULES, diceRaceModule]);

  it('lists a toy game added by its module alone, with its rules, bots and tools', () => {
    expect(registry.playable.map((d) => d.id)).toContain('dice-race');
    expect(registry.defs.map((d) => d.id)).toEqual([...REGISTRY.defs.map((d) => d.id), 'dice-race']);
    expect(registry.bot('dice-race', 'heuristic')).toBe(legalRandomBot);
    expect(registry.bot('dice-race', 'hard')).toBe(legalRandomBot);
    expect(registry.botLevels('dice-race')).toEqual(['random']);
    expect(registry.notation('dice-race')?.def).toBe(diceRaceModule.def);
    expect(registry.aids['dice-race']).toEqual({});
    const sims = registry.module('dice-race')?.tools.simulate({ players: 3, seed: 'toy', games: 2 });
    expect(sims).toHaveLength(2);
    expect(sims).toEqual(registry.module('dice-race')?.tools.simulate({ players: 3, seed: 'toy', games: 2 }));
  });

  it('plays and replays the toy game through the one bot-game runner', () => {
    const g = playBotGame(diceRaceModule.def, {
      seats: 2,
      seed: 'toy-replay',
      bots: [registry.bot('dice-race', 'random')],
    });
    expect(diceRaceModule.def.outcome(g.match.state as never)).not.toBeNull();
    const again = replay(diceRaceModule.def, g.setup, g.setupRandom, g.log);
    if (!again.ok) throw new Error(again.error.message);
    expect(matchHash(again.value)).toBe(matchHash(g.match));
  });

  it('offers the aids a game ships before its table: the SuperGang City guide', () => {
    expect(Object.keys(REGISTRY.aids['supergang'] ?? {})).toContain('city-moves');
    for (const m of GAME_MODULES) expect(REGISTRY.aids[m.def.id]).toEqual(expect.objectContaining(m.aids));
  });

  it('lists only playable games for play, but replays every registered one', () => {
    expect(REGISTRY.playable).toEqual(GAME_MODULES.filter((m) => m.playable).map((m) => m.def));
    expect(REGISTRY.defs).toHaveLength(GAME_MODULES.length);
  });
});
