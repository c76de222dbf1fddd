/**
 * What a guest is told at a LAN table, over real sockets on 127.0.0.1: a pass or code refused in words
 * the page can read, everyone sent home when the host closes the table, a seat request the host says no
 * to, and the seat list naming who sits where (the public names only).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { Opened, type TestPeer, type TestTable, type TestTableOptions } from './testing';

const opened = new Opened();
afterEach(() => opened.closeAll());

const seats = [
  { kind: 'human' as const, name: 'Nonna' },
  { kind: 'human' as const, name: 'Zio' },
  { kind: 'human' as const, name: 'Zia' },
  { kind: 'bot' as const, name: 'Legs', level: 'normal' as const },
];

function table(granted = 1, server: TestTableOptions['server'] = {}): Promise<TestTable> {
  return opened.table({ games: [diceRace], gameId: 'dice-race', seats, options: { target: 10 }, granted, server });
}

const peer = (url: string): Promise<TestPeer> => opened.peer(url);

/** How a socket's close came: its code and reason. */
function closing(p: TestPeer): Promise<{ code: number; reason: string }> {
  return new Promise((ok) => p.ws.once('close', (code, reason) => ok({ code, reason: reason.toString('utf8') })));
}

describe('a guest is told why the table let it go', () => {
  it('a pass or code the table no longer takes is refused with a close a browser can read', async () => {
    const t = await table();
    const revoked = t.tokens[0] ?? '';
    t.server.revoke(0);
    const pass = await peer(`${t.url}?token=${revoked}`);
    expect(await closing(pass)).toEqual({ code: 4001, reason: expect.stringContaining('seat pass') as string });
    expect(pass.received).toEqual([]); // nothing of the table reaches it
    const code = await peer(`${t.url}?code=AAAAAA`);
    expect(await closing(code)).toEqual({ code: 4002, reason: expect.stringContaining('join code') as string });
    expect(code.received).toEqual([]);
  });

  it('closing the table sends every seat holder and watcher home at once', async () => {
    const t = await table();
    const seat = await peer(`${t.url}?token=${t.tokens[0]}`);
    const watcher = await peer(`${t.url}?code=${t.server.table.code}`);
    await Promise.all([seat.next((m) => m.lan === 'welcome'), watcher.next((m) => m.lan === 'welcome')]);
    const [a, b] = [closing(seat), closing(watcher)];
    await t.server.close({ sendHome: 'closed' });
    for (const c of await Promise.all([a, b]))
      expect(c).toEqual({ code: 4004, reason: expect.stringContaining('closed the table') as string });
  });

  it('another game opened at the table sends its guests home with a code of its own (4005), not 4004', async () => {
    const t = await table();
    const seat = await peer(`${t.url}?token=${t.tokens[0]}`);
    await seat.next((m) => m.lan === 'welcome');
    const c = closing(seat);
    await t.server.close({ sendHome: 'another-game' });
    expect(await c).toEqual({ code: 4005, reason: expect.stringContaining('another game') as string });
  });

  it('a table closing starts no stand-in for the seats it sends home, and saves nothing after', async () => {
    let changes = 0;
    const t = await table(1, { standIn: { afterMs: 20, level: 'easy' }, onChange: () => changes++ });
    const seat = await peer(`${t.url}?token=${t.tokens[0]}`);
    await seat.next((m) => m.lan === 'welcome');
    const before = changes;
    await t.server.close({ sendHome: 'closed' });
    await new Promise((r) => setTimeout(r, 100));
    // Neither the seat marked away nor a stand-in taking it over once it is gone (each would save the table).
    expect(changes).toBe(before);
  });
});

describe('the host says no to a seat request', () => {
  it('the guest is told in words, the request is gone, and the guest may ask again', async () => {
    const t = await table();
    const g = await peer(`${t.url}?code=${t.server.table.code}`);
    await g.table({ lan: 'ask', name: 'Uncle Sal' });
    const [request] = t.server.requests();
    expect(t.server.refuseRequest('no-such-request')).toBe(false);
    expect(t.server.refuseRequest(request?.id ?? '')).toBe(true);
    const told = await g.next((m) => m.lan === 'refused');
    expect(String(told.message)).toContain('said no');
    expect(t.server.requests()).toEqual([]);
    // A refused request cannot be granted afterwards; the guest still watches, and may ask again.
    expect(t.server.grantRequest(request?.id ?? '', 2)).toBe(false);
    expect((await g.call('match.watch', { matchId: t.matchId, seat: 'spectator' })).ok).toBe(true);
    expect(await g.table({ lan: 'ask', name: 'Uncle Sal' })).toMatchObject({ ok: true });
    expect(t.server.requests().map((r) => r.name)).toEqual(['Uncle Sal']);
  });

  it('a guest cannot say no for the host, nor pass off a made-up message: a clear error and nothing changes', async () => {
    const t = await table();
    const asker = await peer(`${t.url}?code=${t.server.table.code}`);
    await asker.table({ lan: 'ask', name: 'Uncle Sal' });
    const [request] = t.server.requests();
    const other = await peer(`${t.url}?code=${t.server.table.code}`);
    const made = await other.table({ lan: 'refused', requestId: request?.id });
    expect(made).toMatchObject({ ok: false });
    expect((made.error as { message: string }).message.length).toBeGreaterThan(10);
    const api = await other.call('lan.refuse', { requestId: request?.id });
    expect(api).toMatchObject({ ok: false, error: { code: 'HOST_ONLY' } });
    expect(t.server.requests()).toEqual([request]);
  });
});

describe('the seat list says who sits where', () => {
  it('names every seat, marks the computer players, and names the game in the welcome', async () => {
    const t = await table();
    const g = await peer(`${t.url}?code=${t.server.table.code}`);
    const welcome = await g.next((m) => m.lan === 'welcome');
    expect(welcome.gameName).toBe('Dice Race');
    expect(welcome.seats).toEqual([
      expect.objectContaining({ seat: 0, status: 'held', name: 'Player 1' }),
      { seat: 1, status: 'host', name: 'Zio' },
      { seat: 2, status: 'host', name: 'Zia' },
      { seat: 3, status: 'host', name: 'Legs', computer: 'normal' },
    ]);
  });

  it('a guest who takes a seat under a name of their own is listed in the seat the game names', async () => {
    const t = await table();
    t.server.table.open(1);
    t.server.table.open(2);
    const vinny = await peer(`${t.url}?code=${t.server.table.code}`);
    await vinny.next((m) => m.lan === 'welcome');
    expect(await vinny.table({ lan: 'take', seat: 1, name: 'Cousin Vinny' })).toMatchObject({ ok: true });
    // Zia takes her own seat, typed her own way: no second name.
    const zia = await peer(`${t.url}?code=${t.server.table.code}`);
    await zia.next((m) => m.lan === 'welcome');
    expect(await zia.table({ lan: 'take', seat: 2, name: ' zia ' })).toMatchObject({ ok: true });
    expect(t.server.publicSeats()[1]).toMatchObject({ status: 'held', name: 'Cousin Vinny', seatName: 'Zio' });
    expect(t.server.publicSeats()[2]).toMatchObject({ status: 'held', name: 'zia' });
    expect(t.server.publicSeats()[2]).not.toHaveProperty('seatName');
  });

  it('a seat whose holder is away may be given to someone asking (back on another device); the old pass stops working', async () => {
    const t = await table(); // seat 0 held by Player 1, not connected: away
    expect(t.server.publicSeats()[0]).toMatchObject({ status: 'held', away: true });
    const back = await peer(`${t.url}?code=${t.server.table.code}`);
    await back.next((m) => m.lan === 'welcome');
    await back.table({ lan: 'ask', name: 'Player 1' });
    const request = t.server.requests()[0];
    expect(t.server.grantRequest(request?.id ?? '', 0)).toBe(true);
    expect(t.server.publicSeats()[0]).toMatchObject({ status: 'held', name: 'Player 1' });
    const old = await peer(`${t.url}?token=${t.tokens[0]}`);
    expect((await closing(old)).code).toBe(4001);
  });

  it('a seat whose holder is here is not given to anyone else', async () => {
    const t = await table();
    const holder = await peer(`${t.url}?token=${t.tokens[0]}`);
    await holder.next((m) => m.lan === 'welcome');
    const other = await peer(`${t.url}?code=${t.server.table.code}`);
    await other.next((m) => m.lan === 'welcome');
    await other.table({ lan: 'ask', name: 'Zio' });
    expect(t.server.grantRequest(t.server.requests()[0]?.id ?? '', 0)).toBe(false);
    expect(t.server.publicSeats()[0]).toMatchObject({ status: 'held', name: 'Player 1', away: false });
  });

  it("a computer player's seat is never given to a guest", async () => {
    const t = await table();
    t.server.table.open(3);
    const g = await peer(`${t.url}?code=${t.server.table.code}`);
    const take = await g.table({ lan: 'take', seat: 3, name: 'Zio' });
    expect(take).toMatchObject({ ok: false, error: { code: 'SEAT_NOT_OPEN' } });
    await g.table({ lan: 'ask', name: 'Zio' });
    expect(t.server.grantRequest(t.server.requests()[0]?.id ?? '', 3)).toBe(false);
    expect(t.server.publicSeats()[3]).toEqual({ seat: 3, status: 'host', name: 'Legs', computer: 'normal' });
  });
});
