/**
 * The one registry of games: id → game module (core/engine/module.ts). Adding a game is a folder here,
 * one in renderer/src/games and one line in each registry. Everything else finds games through this.
 */
import { legalRandomBot, type Bot } from '../bots/bot';
import { BOT_LEVELS, botLevel, type BotLevel, type StoredBotLevel } from '../bots/levels';
import type { AnyGameDef } from '../engine/game';
import type { Aid, AnyGameModule, GameReview } from '../engine/module';
import { ok } from '../engine/result';
import type { JsonValue } from '../engine/json';
import type { ScenarioNotation } from '../engine/scenario-file';
import { gangstersModule } from './gangsters';
import { nothingPersonalModule } from './nothing-personal';
import { supergangModule } from './supergang';

/** Every game this build knows: playable ones, and ones whose engine ships before their table. */
export const GAME_MODULES: readonly AnyGameModule[] = [gangstersModule, nothingPersonalModule, supergangModule];

/** Lookups over a list of modules (the installed ones, or a test's own list). */
export interface GameRegistry {
  readonly modules: readonly AnyGameModule[];
  /** The games listed for play (home screen, `cli games`). */
  readonly playable: readonly AnyGameDef[];
  /** Every game's rules, for replays and history checks. */
  readonly defs: readonly AnyGameDef[];
  module(id: string): AnyGameModule | undefined;
  /** A game's bot at a level (a stored legacy level id reads as its current level). */
  bot(gameId: string, level: StoredBotLevel): Bot;
  /** The levels a game has its own bot for, weakest first (`random` is every game's). */
  botLevels(gameId: string): BotLevel[];
  aids: Readonly<Record<string, Readonly<Record<string, Aid>>>>;
  notation(gameId: string): ScenarioNotation | undefined;
  /** A game's plots and progress words for the replay viewer and Home, where it has them. */
  review(gameId: string): GameReview<unknown> | undefined;
}

export function gameRegistry(modules: readonly AnyGameModule[]): GameRegistry {
  const byId = new Map(modules.map((m) => [m.def.id, m]));
  return {
    modules,
    playable: modules.filter((m) => m.playable).map((m) => m.def),
    defs: modules.map((m) => m.def),
    module: (id) => byId.get(id),
    bot: (gameId, level) => (byId.get(gameId)?.bots[botLevel(level)] as Bot | undefined) ?? legalRandomBot,
    botLevels: (gameId) => BOT_LEVELS.filter((l) => l === 'random' || byId.get(gameId)?.bots[l] !== undefined),
    aids: Object.fromEntries(modules.map((m) => [m.def.id, withRulesAid(m)])),
    review: (gameId) => byId.get(gameId)?.review as GameReview<unknown> | undefined,
    notation(gameId) {
      const m = byId.get(gameId);
      return m ? { ...m.tools, def: m.def } : undefined;
    },
  };
}

/** The player aid that answers with a game's rules reference (the table's rules screen asks it). */
export const RULES_AID = 'rules';

/** A module's aids, plus the rules reference as the `rules` aid when the game brings one. */
function withRulesAid(m: AnyGameModule): Readonly<Record<string, Aid>> {
  const rules = m.rules;
  if (!rules) return m.aids;
  return { ...m.aids, [RULES_AID]: { id: RULES_AID, run: () => ok(rules() as unknown as JsonValue) } };
}

/** The installed games. */
export const REGISTRY = gameRegistry(GAME_MODULES);

/** The games listed for play. A game is listed only once it is playable end to end. */
export const GAMES: readonly AnyGameDef[] = REGISTRY.playable;
