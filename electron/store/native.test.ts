import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from './store';
import { tempDir } from './testing';

const require = createRequire(import.meta.url);

describe('native binding', () => {
  it('opens with an explicitly given better-sqlite3 build, as the Electron main process does', () => {
    const binding = path.join(
      path.dirname(require.resolve('better-sqlite3/package.json')),
      'build',
      'Release',
      'better_sqlite3.node',
    );
    const r = openStore(path.join(tempDir(), 'records.db'), { nativeBinding: binding });
    expect(r.ok).toBe(true);
    if (r.ok) {
      r.store.players.add({ name: 'Nonna', colour: 'red', emblem: 'rose' });
      expect(r.store.players.list()).toHaveLength(1);
      r.store.close();
    }
  });
});
