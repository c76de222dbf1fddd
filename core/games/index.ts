/**
 * The one registry of games: id → game module (core/engine/module.ts). Adding a game is a folder here,
 * one in renderer/src/games and one line in each registry. Everything else finds games through this.
 */
import { legalRandomBot, type Bot, type BotLevel } from '../bots/bot';
import type { AnyGameDef } from '../engine/game';
import type { Aid, AnyGameModule } from '../engine/module';
import type { ScenarioNotation } from '../engine/scenario-file';
import { supergangCityMoves } from './supergang/movement/aid';
import { gangstersModule } from './gangsters';
import { nothingPersonalModule } from './nothing-personal';

/** Every game this build knows: playable ones, and ones whose engine ships before their table. */
export const GAME_MODULES: readonly AnyGameModule[] = [gangstersModule, nothingPersonalModule];

/** Lookups over a list of modules (the installed ones, or a test's own list). */
export interface GameRegistry {
  readonly modules: readonly AnyGameModule[];
  /** The games listed for play (home screen, `cli games`). */
  readonly playable: readonly AnyGameDef[];
  /** Every game's rules, for replays and history checks. */
  readonly defs: readonly AnyGameDef[];
  module(id: string): AnyGameModule | undefined;
  bot(gameId: string, level: BotLevel): Bot;
  aids: Readonly<Record<string, Readonly<Record<string, Aid>>>>;
  notation(gameId: string): ScenarioNotation | undefined;
}

export function gameRegistry(modules: readonly AnyGameModule[]): GameRegistry {
  const byId = new Map(modules.map((m) => [m.def.id, m]));
  return {
    modules,
    playable: modules.filter((m) => m.playable).map((m) => m.def),
    defs: modules.map((m) => m.def),
    module: (id) => byId.get(id),
    bot: (gameId, level) => (byId.get(gameId)?.bots[level] as Bot | undefined) ?? legalRandomBot,
    aids: Object.fromEntries(modules.map((m) => [m.def.id, m.aids])),
    notation(gameId) {
      const m = byId.get(gameId);
      return m ? { ...m.tools, def: m.def } : undefined;
    },
  };
}

/**
 * Player aids a game ships before its module is registered: SuperGang's City guide works from the board
 * and movement engine alone. Merged under each module's own aids (a module's aid of the same id wins).
 */
export const EARLY_AIDS: Readonly<Record<string, Readonly<Record<string, Aid>>>> = {
  supergang: { [supergangCityMoves.id]: supergangCityMoves },
};

function withAids(registry: GameRegistry, extra: GameRegistry['aids']): GameRegistry {
  const ids = new Set([...Object.keys(extra), ...Object.keys(registry.aids)]);
  const aids = Object.fromEntries([...ids].map((id) => [id, { ...extra[id], ...registry.aids[id] }]));
  return { ...registry, aids };
}

/** The installed games. */
export const REGISTRY = withAids(gameRegistry(GAME_MODULES), EARLY_AIDS);

/** The games listed for play. A game is listed only once it is playable end to end. */
export const GAMES: readonly AnyGameDef[] = REGISTRY.playable;
