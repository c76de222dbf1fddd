/** A stable address: browser mode and the LAN table come back on the port they last used. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { createHost } from '../app';
import { startServer } from '../serve';
import { listenStable, readSavedPort } from './port';

function renderer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mob-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mob Night</title>');
  mkdirSync(join(dir, 'assets'));
  return dir;
}

describe('a stable port', () => {
  it('browser mode comes back on the port it used last time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-port-'));
    const start = () =>
      startServer({
        rendererDir: renderer(),
        dataDir,
        host: createHost({ dataDir, mode: 'browser', games: [diceRace], botDelayMs: 0 }, 'test'),
      });
    const first = await start();
    await first.close();
    const second = await start();
    expect(second.port).toBe(first.port);
    await second.close();
  });

  it('uses a free port (and saves it) when the saved one is taken', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mob-port-')), 'p.json');
    const taken = createServer();
    await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', () => ok()));
    const busy = (taken.address() as { port: number }).port;
    writeFileSync(file, JSON.stringify({ port: busy }));
    const listen = (port: number) =>
      new Promise<number>((ok, fail) => {
        const s = createServer();
        s.once('error', fail);
        s.listen(port, '127.0.0.1', () => {
          const p = (s.address() as { port: number }).port;
          s.close();
          ok(p);
        });
      });
    const got = await listenStable(listen, file, undefined);
    expect(got).not.toBe(busy);
    expect(readSavedPort(file)).toBe(got);
    taken.close();
  });
});
