/** Asking whether a table answers at a typed address, before a joining page is sent there. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { tableAddress } from '../../core/protocol';
import { reachTable } from './reach';
import { startTestTable, type TestTable } from './testing';

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const x of open.splice(0)) await x.close();
});

/** A port on 127.0.0.1 where nothing listens: one taken, then let go. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const port = (s.address() as AddressInfo).port;
  await new Promise((ok) => s.close(ok));
  return port;
}

describe('reaching a table before joining it', () => {
  it('reads the address as its host screen shows it, with or without a scheme or path', () => {
    expect(tableAddress(' http://192.168.1.20:47800/?join=ABCD ')).toBe('192.168.1.20:47800');
    expect(tableAddress('192.168.1.20')).toBeNull();
    expect(tableAddress('')).toBeNull();
  });

  it('finds a table that is open, and says when nothing answers or something else does', async () => {
    const t: TestTable = await startTestTable({
      games: [diceRace],
      gameId: 'dice-race',
      seats: [
        { kind: 'human', name: 'A' },
        { kind: 'human', name: 'B' },
      ],
      granted: 1,
    });
    open.push(t);
    const port = Number(new URL(t.url).port);
    expect(await reachTable(`127.0.0.1:${port}`)).toBe('table');
    expect(await reachTable(`127.0.0.1:${await closedPort()}`)).toBe('none');
    const other = createServer((_req, res) => res.end('<html>a printer</html>'));
    await new Promise<void>((ok) => other.listen(0, '127.0.0.1', ok));
    open.push({ close: () => new Promise((ok) => other.close(ok)) });
    expect(await reachTable(`127.0.0.1:${(other.address() as AddressInfo).port}`)).toBe('other');
    expect(await reachTable('not an address')).toBe('none');
  });
});
