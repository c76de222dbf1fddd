/**
 * Each game's computer opponents behind one signature, by level. The host plays a bot seat with
 * these; a game without its own bots gets the legal-random one.
 */
import { legalRandomBot, type Bot, type BotLevel } from '../bots/bot';
import { nextInt, type RngState } from '../engine/rng';
import type { JsonValue } from '../engine';
import {
  heuristicBot as gangstersHeuristic,
  randomBot as gangstersRandom,
  type Bot as GangstersBot,
} from './gangsters/bots';
import { heuristicBot as npHeuristic, randomBot as npRandom, type NpBot } from './nothing-personal/bots';
import type { NpAction } from './nothing-personal/actions';
import type { NpState } from './nothing-personal/state';

function gangstersBot(bot: GangstersBot): Bot {
  return ({ view, legal, rng, seat }) => bot(view, legal, rng, seat);
}

function npBot(bot: NpBot): Bot {
  return ({ view, seat, legal, anytime, rng }) => {
    let state: RngState = rng;
    const rand = (n: number) => {
      const [v, next] = nextInt(state, Math.max(1, n));
      state = next;
      return v;
    };
    if (legal.length === 0) return [undefined, state];
    const action = bot(
      view as unknown as NpState,
      seat,
      legal as readonly NpAction[],
      anytime as readonly NpAction[],
      rand,
    );
    return [action as unknown as JsonValue, state];
  };
}

export const BOTS: Readonly<Record<string, Partial<Record<BotLevel, Bot>>>> = {
  gangsters: { random: gangstersBot(gangstersRandom), heuristic: gangstersBot(gangstersHeuristic) },
  'nothing-personal': { random: npBot(npRandom), heuristic: npBot(npHeuristic) },
};

export function botFor(gameId: string, level: BotLevel): Bot {
  return BOTS[gameId]?.[level] ?? legalRandomBot;
}
