/**
 * The names of every API call. Kept free of schema code so the Electron preload, which exposes
 * one named method per call, stays tiny. `api.test.ts` checks it against the schemas in `api.ts`.
 */
export const METHODS = [
  'app.info',
  'store.status',
  'store.recover',
  'store.backups',
  'store.backup',
  'games.list',
  'players.list',
  'players.add',
  'players.update',
  'players.remove',
  'settings.get',
  'settings.update',
  'history.list',
  'history.get',
  'history.again',
  'history.abandon',
  'history.delete',
  'history.export',
  'history.import',
  'history.file',
  'history.score',
  'history.tallies',
  'campaigns.list',
  'campaigns.create',
  'campaigns.rename',
  'campaigns.delete',
  'match.log',
  'replay.step',
  'replay.timeline',
  'replay.series',
  'match.create',
  'match.watch',
  'match.unwatch',
  'match.act',
  'match.repair',
  'match.clock',
  'aids.run',
  'lan.status',
  'lan.start',
  'lan.stop',
  'lan.seat',
  'lan.grant',
  'lan.refuse',
  'lan.nearby',
  'lan.reach',
] as const;

export type Method = (typeof METHODS)[number];

/** The push channel: the host sends these without being asked. */
export const PUSH_CHANNEL = 'mob-night:push';

/** `players.add` → `playersAdd`: the name of the preload method for an API call. */
export function methodKey(method: Method): string {
  return method.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());
}
