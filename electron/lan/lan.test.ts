/** The LAN table over real sockets on 127.0.0.1: who may connect, see and act, and the limits. */
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { handedBackLine, whileAwayWords } from './stand-in-words';
import { humans, Opened, storedPlay, upgradeStatus, type TestPeer, type TestTableOptions } from './testing';

const opened = new Opened();
afterEach(() => opened.closeAll());

function table(extra: Partial<TestTableOptions> = {}) {
  return opened.table({
    games: [diceRace],
    gameId: 'dice-race',
    seats: humans(3),
    options: { target: 10 },
    granted: 2,
    ...extra,
  });
}

const peer = (url: string, headers: Record<string, string> = {}, autoPong = true): Promise<TestPeer> =>
  opened.peer(url, headers, autoPong);

const err = (r: Record<string, unknown>) => (r.error as { code: string; message: string }) ?? { code: '', message: '' };

describe('joining a LAN table', () => {
  it('refuses an upgrade without a valid seat pass or join code, from a foreign page, or on another path', async () => {
    const t = await table();
    const base = t.url.replace('/lan', '');
    expect(await upgradeStatus(t.url)).toBe(401);
    // A wrong pass or code is said on the socket, so a browser's page can read why (guests.test.ts).
    expect(await upgradeStatus(`${t.url}?token=nonsense`)).toBe(4001);
    expect(await upgradeStatus(`${t.url}?code=AAAAAA`)).toBe(4002);
    expect(await upgradeStatus(`${base}/api?token=${t.tokens[0]}`)).toBe(404);
    expect(await upgradeStatus(`${t.url}?token=${t.tokens[0]}`, { Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(`${t.url}?token=${t.tokens[0]}`)).toBe(101);
    expect(await upgradeStatus(`${t.url}?code=${t.server.table.code.toLowerCase()}`)).toBe(101);
  });

  it('turns an address away after too many wrong codes', async () => {
    const t = await table({ server: { limits: { failedJoinsPerMinute: 3 } } });
    for (let i = 0; i < 3; i++) expect(await upgradeStatus(`${t.url}?code=WRONG${i}`)).toBe(4002);
    expect(await upgradeStatus(`${t.url}?code=${t.server.table.code}`)).toBe(429);
  });

  it('a seat holder sees and plays only its own seat', async () => {
    const t = await table();
    const a = await peer(`${t.url}?token=${t.tokens[0]}`);
    const welcome = await a.next((m) => m.lan === 'welcome');
    expect(welcome).toMatchObject({ seat: 0, matchId: t.matchId });
    expect(JSON.stringify(welcome)).not.toContain(t.tokens[1]);
    const own = await a.call('match.watch', { matchId: t.matchId, seat: 0 });
    expect(own.ok).toBe(true);
    const other = await a.call('match.watch', { matchId: t.matchId, seat: 1 });
    expect(err(other)).toMatchObject({ code: 'NOT_YOUR_SEAT' });
    expect(err(other).message).toContain('seat 1');
    expect(err(other).message).not.toContain('seat 2');
    const actOther = await a.call('match.act', {
      matchId: t.matchId,
      seat: 1,
      version: 0,
      action: { type: 'bid', amount: 3 },
    });
    expect(err(actOther).code).toBe('NOT_YOUR_SEAT');
    const actOwn = await a.call('match.act', {
      matchId: t.matchId,
      seat: 0,
      version: 0,
      action: { type: 'bid', amount: 2 },
    });
    expect(actOwn).toMatchObject({ ok: true, result: { version: 1 } });
    const elsewhere = await a.call('match.watch', { matchId: 'another-game', seat: 0 });
    expect(err(elsewhere).code).toBe('NOT_THIS_TABLE');
  });

  it("a guest reads the table's own game's scores and counts, and no other game's", async () => {
    const t = await table();
    const a = await peer(`${t.url}?token=${t.tokens[0]}`);
    await a.next((m) => m.lan === 'welcome');
    const own = await a.call('history.score', { matchId: t.matchId });
    expect(own).toMatchObject({ ok: true, result: { sheet: null } });
    const elsewhere = await a.call('history.score', { matchId: 'another-game' });
    expect(err(elsewhere).code).toBe('NOT_THIS_TABLE');
  });

  it('a spectator gets the public view only and cannot move', async () => {
    const t = await table();
    const s = await peer(`${t.url}?code=${t.server.table.code}`);
    expect(await s.next((m) => m.lan === 'welcome')).toMatchObject({ seat: null });
    expect((await s.call('match.watch', { matchId: t.matchId, seat: 'spectator' })).ok).toBe(true);
    expect(err(await s.call('match.watch', { matchId: t.matchId, seat: 0 })).code).toBe('SPECTATOR');
    const act = await s.call('match.act', {
      matchId: t.matchId,
      seat: 2,
      version: 0,
      action: { type: 'bid', amount: 1 },
    });
    expect(err(act).code).toBe('SPECTATOR');
  });

  it('only the host creates games, chooses seeds and dice, and reads or changes its records', async () => {
    const t = await table();
    const a = await peer(`${t.url}?token=${t.tokens[0]}`);
    const create = await a.call('match.create', {
      gameId: 'dice-race',
      options: {},
      seats: humans(2),
      seed: 'mine',
      dice: 'physical',
    });
    expect(err(create).code).toBe('HOST_ONLY');
    const typed = await a.call('match.act', {
      matchId: t.matchId,
      seat: 0,
      version: 0,
      action: { type: 'bid', amount: 1 },
      typedDice: [6],
    });
    expect(err(typed).code).toBe('HOST_DICE');
    for (const [method, params] of [
      ['store.recover', { choice: 'start-new' }],
      ['players.add', { name: 'X', colour: 'red', emblem: 'rose' }],
      ['settings.update', { sound: false }],
      ['match.repair', { matchId: t.matchId, file: 'x' }],
      // A game's deal, even its own table's: a finished game's deal is for the host to deal again.
      ['history.again', { matchId: t.matchId }],
      // The host's copies of its records, and taking one.
      ['store.backups', {}],
      ['store.backup', {}],
    ] as const)
      expect(err(await a.call(method, params)).code).toBe('HOST_ONLY');
    expect(await a.call('players.list', {})).toMatchObject({ ok: true, result: [] });
    const other = await t.host.handle(
      'match.create',
      { gameId: 'dice-race', options: { target: 10 }, seats: humans(2), seed: 'another game' },
      { id: 'host-screen', send: () => undefined },
    );
    expect(other.ok).toBe(true);
    // The guest's list holds the table's game alone, never the rest of the host's records.
    const listed = await a.call('history.list', {});
    expect((listed.result as { id: string }[]).map((g) => g.id)).toEqual([t.matchId]);
    // On its first page only: a page of older games is empty, not the table's game again.
    expect((await a.call('history.list', { offset: 100 })).result).toEqual([]);
    // Narrowed to another game, it holds nothing.
    expect((await a.call('history.list', { gameId: 'gangsters' })).result).toEqual([]);
    expect((await a.call('history.list', { gameId: 'dice-race' })).result).toHaveLength(1);
    const info = await a.call('app.info', {});
    expect(info).toMatchObject({ ok: true, result: { mode: 'browser' } });
    expect(JSON.stringify(info)).not.toContain('/');
    expect(t.host.currentStore?.games.list()).toHaveLength(2);
  });
});

describe('LAN limits', () => {
  it('closes a connection that sends a frame over 64 KiB', async () => {
    const t = await table();
    const a = await peer(`${t.url}?token=${t.tokens[0]}`);
    a.ws.send('x'.repeat(65 * 1024));
    expect(await a.closed()).toBe(1009);
  });

  it('refuses messages over the rate limit with a clear error, and closes a flood', async () => {
    const t = await table({ server: { limits: { burst: 5, messagesPerSecond: 0.001 } } });
    const a = await peer(`${t.url}?token=${t.tokens[0]}`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => a.call('games.list', {})));
    expect(answers.every((r) => r.ok)).toBe(true);
    a.ws.send(JSON.stringify({ id: 99, method: 'games.list', params: {} }));
    const limited = await a.next((m) => (m.error as { code?: string } | undefined)?.code === 'RATE_LIMITED');
    expect(err(limited).message).toMatch(/slow down/);
    for (let i = 0; i < 250; i++) a.ws.send('{}');
    expect(await a.closed()).toBe(4008);
  });

  it('ends a connection that stops answering pings, and one that stays idle', async () => {
    const t = await table({ server: { limits: { heartbeatMs: 100, idleMs: 60_000 } } });
    const a = await peer(`${t.url}?token=${t.tokens[0]}`, {}, false); // never answers a ping
    expect(await a.closed()).toBe(1006);
    const t2 = await table({ server: { limits: { heartbeatMs: 100, idleMs: 250 } } });
    const b = await peer(`${t2.url}?token=${t2.tokens[0]}`);
    expect(await b.closed()).toBe(1006);
  });
});

describe('seats over the network', () => {
  it('a guest asks for a seat, the host grants it, and the pass works again after a drop', async () => {
    const t = await table();
    // Seat 1's holder is at the table (a held seat whose holder is away may be given again: guests.test.ts).
    const holder = await peer(`${t.url}?token=${t.tokens[0]}`);
    await holder.next((m) => m.lan === 'welcome');
    const g = await peer(`${t.url}?code=${t.server.table.code}`);
    expect(await g.table({ lan: 'ask', name: 'Nonna' })).toMatchObject({ ok: true, result: { waiting: true } });
    const [request] = t.server.requests();
    expect(request?.name).toBe('Nonna');
    expect(t.server.grantRequest(request?.id ?? '', 0)).toBe(false); // seat 1 is held, its holder here
    expect(t.server.grantRequest(request?.id ?? '', 2)).toBe(true);
    const granted = await g.next((m) => m.lan === 'granted');
    expect(granted.seat).toBe(2);
    expect((await g.call('match.watch', { matchId: t.matchId, seat: 2 })).ok).toBe(true);
    g.close();
    await g.closed();
    await new Promise((ok) => setTimeout(ok, 50));
    expect(t.server.publicSeats()[2]).toMatchObject({ status: 'held', name: 'Nonna', away: true, device: 'computer' });
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36' };
    const back = await peer(`${t.url}?token=${String(granted.token)}`, phone);
    expect(await back.next((m) => m.lan === 'welcome')).toMatchObject({ seat: 2 });
    // The seat rail says where the seat is played: the kind of device, nothing more.
    expect(t.server.publicSeats()[2]).toMatchObject({ away: false, device: 'phone' });
    t.server.revoke(2);
    expect(await back.closed()).toBe(4003);
    expect(await upgradeStatus(`${t.url}?token=${String(granted.token)}`)).toBe(4001);
  });

  it('a guest takes a seat the host opened, and no other', async () => {
    const t = await table();
    t.server.table.open(2);
    const g = await peer(`${t.url}?code=${t.server.table.code}`);
    expect(err(await g.table({ lan: 'take', seat: 1, name: 'Zio' })).code).toBe('SEAT_NOT_OPEN');
    expect(await g.table({ lan: 'take', seat: 2, name: 'Zio' })).toMatchObject({ ok: true, result: { seat: 2 } });
    const other = await peer(`${t.url}?code=${t.server.table.code}`);
    expect(err(await other.table({ lan: 'take', seat: 2, name: 'Zia' })).code).toBe('SEAT_NOT_OPEN');
  });

  it('records who played the seat a guest took, and shows it with the game in the history', async () => {
    const t = await table();
    t.server.table.open(2);
    const g = await peer(`${t.url}?code=${t.server.table.code}`);
    expect(await g.table({ lan: 'take', seat: 2, name: 'Cousin Vinny' })).toMatchObject({ ok: true });
    const listed = await t.host.handle('history.list', {}, { id: 'host-screen', send: () => undefined });
    const [game] = (listed.ok ? listed.result : []) as { persons?: unknown[] }[];
    expect(game?.persons).toEqual([{ seat: 2, name: 'Cousin Vinny', place: 'network' }]);
  });

  it('a screen of the host computer may neither watch nor play a seat a guest holds', async () => {
    const t = await table();
    const c = { id: 'host-screen', send: () => undefined };
    const control = {
      heldElsewhere: (matchId: string, seat: number) =>
        matchId === t.matchId && t.server.table.seat(seat) !== undefined,
      close: () => Promise.resolve(),
    };
    t.host.attachLan({ ...(control as object) } as Parameters<typeof t.host.attachLan>[0]);
    const watch = await t.host.handle('match.watch', { matchId: t.matchId, seat: 0 }, c);
    expect(watch).toMatchObject({ ok: false, error: { code: 'PLAYED_ELSEWHERE' } });
    const act = await t.host.handle(
      'match.act',
      { matchId: t.matchId, seat: 1, version: 0, action: { type: 'bid', amount: 1 } },
      c,
    );
    expect(act).toMatchObject({ ok: false, error: { code: 'PLAYED_ELSEWHERE' } });
    // Seat 3 is nobody's on the network: it is played here.
    expect((await t.host.handle('match.watch', { matchId: t.matchId, seat: 2 }, c)).ok).toBe(true);
    // The guest holding seat 1 still watches it, over the network.
    const a = await peer(`${t.url}?token=${t.tokens[0]}`);
    expect(await a.call('match.watch', { matchId: t.matchId, seat: 0 })).toMatchObject({ ok: true });
  });

  it('a bot plays an away seat after the timeout and hands it back when its holder returns', async () => {
    const t = await table({
      seats: humans(2),
      granted: 2,
      server: { standIn: { afterMs: 50, level: 'random' } },
    });
    const b = await peer(`${t.url}?token=${t.tokens[1]}`);
    await b.call('match.watch', { matchId: t.matchId, seat: 1 });
    b.close();
    await b.closed();
    const a = await peer(`${t.url}?token=${t.tokens[0]}`);
    await a.call('match.watch', { matchId: t.matchId, seat: 0 });
    await a.call('match.act', { matchId: t.matchId, seat: 0, version: 0, action: { type: 'bid', amount: 0 } });
    // The bot bids for the away seat, so the race starts.
    const started = await a.next((m) => (m.data as { version?: number } | undefined)?.version === 2);
    expect(started.push).toBe('match.update');
    // Everyone's seat list says who stands in for the away seat.
    expect(t.server.publicSeats()[1]).toMatchObject({ away: true, standIn: 'random' });
    expect(await a.next((m) => m.lan === 'seats' && JSON.stringify(m).includes('"standIn":"random"'))).toBeTruthy();
    // The case file at the table says the computer took over, in words.
    const caseFile = (m: Record<string, unknown>) =>
      ((m.data as { events?: { text: string }[] } | undefined)?.events ?? []).map((e) => e.text).join(' ');
    const tookOver = await a.next((m) => caseFile(m).includes('dropped out'));
    expect(caseFile(tookOver)).toContain(
      'Player 2 (P2’s seat) dropped out: a computer player (Random) plays for them until they are back.',
    );
    // History says who played the seat meanwhile (its moves are filed under the seat's name).
    expect(t.host.currentStore?.seatPersons.list(t.matchId)).toContainEqual({
      seat: 1,
      name: 'a computer player (Random), standing in',
      place: 'here',
    });
    const back = await peer(`${t.url}?token=${t.tokens[1]}`);
    await back.next((m) => m.lan === 'welcome');
    // Back, the guest is told what was played for them, and the table reads that the seat was handed back.
    // Its moves are those with a line in their case file, its passes apart (a pass in Dice Race has none).
    const played = storedPlay(t, diceRace, 1);
    expect(played.moves + played.passes).toBeGreaterThan(0);
    const told = await back.next((m) => m.lan === 'stood-in');
    expect(told.text).toBe(whileAwayWords('random', played));
    expect(told.text).toMatch(
      /^While you were away, a computer player \(Random\) (played|kept your seat and passed) for you: /,
    );
    const handedBack = await a.next((m) => caseFile(m).includes('is back'));
    expect(caseFile(handedBack)).toContain(handedBackLine('Player 2', 'P2', played).text);
    expect(t.server.publicSeats()[1]).toEqual({
      seat: 1,
      status: 'held',
      name: 'Player 2',
      seatName: 'P2',
      away: false,
      device: 'computer',
    });
    const view = await back.call('match.watch', { matchId: t.matchId, seat: 1 });
    expect(view.ok).toBe(true);
    const version = (view.result as { version: number }).version;
    await new Promise((ok) => setTimeout(ok, 100));
    // Handed back: the bot no longer moves for seat 2.
    const again = await back.call('match.watch', { matchId: t.matchId, seat: 1 });
    expect((again.result as { version: number }).version).toBe(version);
  });
});
