export * from './api';
export * from './bridge';
export * from './messages';
export * from './methods';
export * from './schemas';
export * from './validate';
export * from './limits';
export * from './lan';
export {
  BOT_LEVELS,
  PLAYED_LEVELS,
  botLevel,
  botLevelName,
  botName,
  type BotLevel,
  type StoredBotLevel,
} from '../bots/levels';
export * from './past';
export * from './deal';
export * from './seat-names';
