/**
 * Computer-player levels: one list and one naming for the lobby, the table, History, the LAN stand-in
 * and `cli games`. Games stored before the three levels carry the old id `heuristic` (then named
 * "Sharp"); it reads as Normal, the same bot, so old records keep their name and replay unchanged.
 */

/** Every level a bot seat may have; `random` is the legal-random opponent every game has. */
export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The levels a person chooses between in the lobby, weakest first. */
export const PLAYED_LEVELS = ['easy', 'normal', 'hard'] as const satisfies readonly BotLevel[];

/** Level ids of stored games from before the three levels, and the level each now means. */
export const LEGACY_BOT_LEVELS = { heuristic: 'normal' } as const satisfies Record<string, BotLevel>;

/** A level as a record may carry it: a current one or a legacy id. */
export const STORED_BOT_LEVELS = [...BOT_LEVELS, ...(Object.keys(LEGACY_BOT_LEVELS) as ['heuristic'])] as const;
export type StoredBotLevel = (typeof STORED_BOT_LEVELS)[number];

/** The current level a stored level id means. */
export function botLevel(stored: StoredBotLevel): BotLevel {
  return stored === 'heuristic' ? LEGACY_BOT_LEVELS.heuristic : stored;
}

const NAMES: Record<BotLevel, string> = {
  random: 'Random',
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
};

/** The short name of a level ("Hard"). */
export function botLevelName(level: StoredBotLevel): string {
  return NAMES[botLevel(level)];
}

/** The one name a computer player goes by: "Computer — Hard". */
export function botName(level: StoredBotLevel): string {
  return `Computer — ${botLevelName(level)}`;
}
