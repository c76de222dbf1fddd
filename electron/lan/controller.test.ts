/** The host's network switch: on and off, a stable port, seats and code kept across a restart. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import type { LanStatus } from '../../core/protocol';
import type { Host } from '../host/host';
import { testHosts } from '../host/testing';
import { TestPeer, upgradeStatus } from './testing';

const hosts = testHosts([diceRace], 'electron');
const peers: TestPeer[] = [];
afterEach(async () => {
  for (const p of peers.splice(0)) p.close();
  hosts.closeAll();
  await new Promise((ok) => setTimeout(ok, 50));
});

const me = { id: 'host-screen', send: () => undefined };
const loopback = () => [{ name: 'loopback', address: '127.0.0.1' }];

const newHost = (dataDir: string): Host => hosts.open(dataDir);

async function call<T>(host: Host, method: Parameters<Host['handle']>[0], params: unknown): Promise<T> {
  const r = await host.handle(method, params, me);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.result as T;
}

describe('the network switch', () => {
  it('is off by default with the default port to try, says why a bad start is refused, and answers only the host', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-lanctl-'));
    const host = newHost(dataDir);
    // Before any table was opened, the port to be tried is the default one (the Network screen shows it).
    expect(await call<LanStatus>(host, 'lan.status', {})).toMatchObject({
      on: false,
      port: null,
      savedPort: 47_800,
      code: null,
    });
    const r = await host.handle('lan.start', { matchId: 'nope' }, me);
    expect(r).toMatchObject({ ok: false, error: { code: 'NO_SUCH_GAME' } });
  });

  it('keeps its port, code and seat passes across a restart of the host', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-lanctl-'));
    let host = newHost(dataDir);
    const seats = [
      { kind: 'human', name: 'A' },
      { kind: 'human', name: 'B' },
    ];
    const { matchId } = await call<{ matchId: string }>(host, 'match.create', {
      gameId: 'dice-race',
      options: {},
      seats,
    });
    // Only loopback here: the controller offers the machine's addresses; tests use 127.0.0.1.
    const controller = (host as unknown as { lanControl: { options: { addresses?: unknown } } }).lanControl;
    controller.options.addresses = loopback;
    const on = await call<LanStatus>(host, 'lan.start', {
      matchId,
      address: '127.0.0.1',
      port: 20_000 + Math.floor(Math.random() * 20_000),
    });
    expect(on).toMatchObject({ on: true, address: '127.0.0.1', matchId });
    expect(on.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(on.joinUrl).toBe(`http://127.0.0.1:${on.port}/?join=${on.code}`);
    expect(on.qrSvg).toMatch(/^<svg/);
    const url = `ws://127.0.0.1:${on.port}/lan`;
    const guest = await TestPeer.connect(`${url}?code=${on.code}`);
    peers.push(guest);
    await guest.table({ lan: 'ask', name: 'Zia' });
    const asked = await call<LanStatus>(host, 'lan.status', {});
    expect(asked.requests.map((q) => q.name)).toEqual(['Zia']);
    await call(host, 'lan.grant', { requestId: asked.requests[0]?.id, seat: 1 });
    const granted = await guest.next((m) => m.lan === 'granted');
    const token = String(granted.token);
    expect(readFileSync(join(dataDir, 'lan-table.json'), 'utf8')).not.toContain(token);
    // A LAN client cannot work the switch.
    expect(await guest.call('lan.stop', {})).toMatchObject({ ok: false, error: { code: 'HOST_ONLY' } });
    guest.close();
    // The host restarts: same port, same code, and the seat's pass still works.
    host.close();
    await new Promise((ok) => setTimeout(ok, 100));
    host = newHost(dataDir);
    (host as unknown as { lanControl: { options: { addresses?: unknown } } }).lanControl.options.addresses = loopback;
    await (host as unknown as { lanControl: { resume(): Promise<void> } }).lanControl.resume();
    const back = await call<LanStatus>(host, 'lan.status', {});
    expect(back).toMatchObject({ on: true, port: on.port, code: on.code });
    expect(back.seats[1]).toMatchObject({ status: 'held', name: 'Zia', away: true });
    const again = await TestPeer.connect(`${url}?token=${token}`);
    peers.push(again);
    expect(await again.call('match.watch', { matchId, seat: 1 })).toMatchObject({ ok: true });
    const off = await call<LanStatus>(host, 'lan.stop', {});
    expect(off.on).toBe(false);
    expect(await upgradeStatus(`${url}?token=${token}`)).toBe(0);
  });
});

/** A new host with a dice race seated as given, opened to the network on 127.0.0.1. */
async function openTable(
  seats: readonly unknown[],
): Promise<{ host: Host; matchId: string; on: LanStatus; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mob-lanctl-'));
  const host = newHost(dataDir);
  const { matchId } = await call<{ matchId: string }>(host, 'match.create', {
    gameId: 'dice-race',
    options: {},
    seats,
  });
  (host as unknown as { lanControl: { options: { addresses?: unknown } } }).lanControl.options.addresses = loopback;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const on = await call<LanStatus>(host, 'lan.start', { matchId, address: '127.0.0.1', port });
  return { host, matchId, on, dataDir };
}

describe('the host closes the table or says no', () => {
  it('switching off sends everyone home at once; a refused request and a computer seat are said in words', async () => {
    const { host, on } = await openTable([
      { kind: 'human', name: 'A' },
      { kind: 'bot', name: 'Legs', level: 'normal' },
    ]);
    const computer = await host.handle('lan.seat', { seat: 1, change: 'open' }, me);
    expect(computer).toMatchObject({ ok: false, error: { code: 'COMPUTER_SEAT' } });
    const guest = await TestPeer.connect(`ws://127.0.0.1:${on.port}/lan?code=${on.code}`);
    peers.push(guest);
    await guest.table({ lan: 'ask', name: 'Zia' });
    const [request] = (await call<LanStatus>(host, 'lan.status', {})).requests;
    const after = await call<LanStatus>(host, 'lan.refuse', { requestId: request?.id });
    expect(after.requests).toEqual([]);
    expect(await guest.next((m) => m.lan === 'refused')).toBeTruthy();
    expect(await host.handle('lan.refuse', { requestId: request?.id }, me)).toMatchObject({
      ok: false,
      error: { code: 'NO_SUCH_REQUEST' },
    });
    const closed = guest.closed();
    await call<LanStatus>(host, 'lan.stop', {});
    expect(await closed).toBe(4004);
  });
});

describe('"When a player drops out", changed while the table is open', () => {
  it('changes in place: nobody is cut off, the address, code and seats stay, and it is kept for the next time', async () => {
    const { host, matchId, on, dataDir } = await openTable([
      { kind: 'human', name: 'Nonna' },
      { kind: 'human', name: 'Tom' },
    ]);
    expect(on.standIn).toBeNull();
    const guest = await TestPeer.connect(`ws://127.0.0.1:${on.port}/lan?code=${on.code}`);
    peers.push(guest);
    await guest.table({ lan: 'ask', name: 'Tom' });
    const [request] = (await call<LanStatus>(host, 'lan.status', {})).requests;
    await call(host, 'lan.grant', { requestId: request?.id, seat: 1 });
    await guest.next((m) => m.lan === 'granted');
    const standIn = { afterSeconds: 60, level: 'normal' };
    const changed = await call<LanStatus>(host, 'lan.start', { matchId, address: '127.0.0.1', standIn });
    expect(changed).toMatchObject({ on: true, port: on.port, code: on.code, standIn });
    expect(changed.seats[1]).toMatchObject({ status: 'held', name: 'Tom', away: false });
    // The guest at the table was not cut off (a restarted table would have dropped them).
    expect(await guest.table({ lan: 'ping' })).toMatchObject({ ok: true });
    expect(guest.ws.readyState).toBe(guest.ws.OPEN);
    expect(JSON.parse(readFileSync(join(dataDir, 'lan.json'), 'utf8'))).toMatchObject({ standIn });
    // Back to "their seat waits for them", the same way.
    expect(await call<LanStatus>(host, 'lan.start', { matchId, address: '127.0.0.1', standIn: null })).toMatchObject({
      on: true,
      code: on.code,
      standIn: null,
    });
    expect(guest.ws.readyState).toBe(guest.ws.OPEN);
  });
});

describe('who History says played a seat at a game night on the network', () => {
  it('a seat is said to be played at the host’s screen only once a move was made there; a guest’s seat, on their device', async () => {
    const { host, matchId, on } = await openTable([
      { kind: 'human', name: 'Nonna' },
      { kind: 'human', name: 'Tom' },
      { kind: 'bot', name: 'Legs', level: 'normal' },
    ]);
    const guest = await TestPeer.connect(`ws://127.0.0.1:${on.port}/lan?code=${on.code}`);
    peers.push(guest);
    await guest.table({ lan: 'ask', name: 'Tom' });
    const [request] = (await call<LanStatus>(host, 'lan.status', {})).requests;
    // A computer player's seat is refused in its own words, the request kept for another seat.
    expect(await host.handle('lan.grant', { requestId: request?.id, seat: 2 }, me)).toMatchObject({
      ok: false,
      error: { code: 'COMPUTER_SEAT' },
    });
    await call(host, 'lan.grant', { requestId: request?.id, seat: 1 });
    await guest.next((m) => m.lan === 'granted');
    const persons = async () => (await call<{ persons?: unknown[] }>(host, 'history.get', { matchId })).persons ?? [];
    // Nobody has moved at the host's screen yet: nobody is said to play there.
    expect(await persons()).toEqual([{ seat: 1, name: 'Tom', place: 'network' }]);
    const watched = await call<{ version: number }>(host, 'match.watch', { matchId, seat: 0 });
    await call(host, 'match.act', { matchId, seat: 0, version: watched.version, action: { type: 'bid', amount: 1 } });
    expect(await persons()).toEqual([
      { seat: 0, name: 'Nonna', place: 'here' },
      { seat: 1, name: 'Tom', place: 'network' },
    ]);
  });
});
