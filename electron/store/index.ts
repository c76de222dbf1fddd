/** The records store: one SQLite file of players, settings, campaigns and game histories. */
export { openStore, snapshotInterval, storePragmas, DEFAULT_SNAPSHOT_EVERY, type StoreOptions } from './store';
export { recoverStore, moveAside, listBackupFiles, type RecoveryChoice } from './recover';
export { BackupRefused } from './backups';
export { SCHEMA_VERSION } from './schema';
export type * from './types';
