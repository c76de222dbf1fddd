import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope, Push } from '@core/protocol';
import { ApiCallError } from './api-error';
import { openEarlySocket } from './early-socket';
import { createTableTransport, createTransport, type ConnectionStatus, type TableNote } from './transport';

/** A WebSocket stand-in the test drives by hand: open, receive, drop. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  readonly sent: { id: number; method: string; params: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(frame: string): void {
    this.sent.push(JSON.parse(frame) as FakeSocket['sent'][number]);
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code?: number, reason = ''): void {
    this.readyState = 3;
    (this.onclose as ((e?: { code: number; reason: string }) => void) | null)?.(
      code === undefined ? undefined : { code, reason },
    );
  }
}

const latest = (): FakeSocket => FakeSocket.all.at(-1)!;
const player = { id: 'p1', name: 'Nonna', colour: 'red', emblem: 'rose', createdAt: '2025-01-01T00:00:00Z' };
const storeOk = { state: 'ok', path: '/tmp/mob-night.db' } as const;

describe('WebSocket transport', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    vi.stubGlobal('location', { protocol: 'http:', host: '127.0.0.1:5199' });
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects to /api on the page host and queues calls until the socket opens', async () => {
    const t = createTransport();
    expect(t.kind).toBe('websocket');
    expect(latest().url).toBe('ws://127.0.0.1:5199/api');
    const call = t.api['players.list']({});
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([{ id: 1, method: 'players.list', params: {} }]);
    latest().receive({ id: 1, ok: true, result: [player] });
    await expect(call).resolves.toEqual([player]);
    t.close();
  });

  it('adopts the socket the page opened first: its opening, and what the host said before', async () => {
    vi.stubGlobal('document', { querySelector: () => null });
    openEarlySocket();
    const early = latest();
    expect(early.url).toBe('ws://127.0.0.1:5199/api');
    early.open();
    early.receive({ push: 'store.status', data: storeOk });
    const t = createTransport();
    const statuses: ConnectionStatus[] = [];
    const pushes: Push[] = [];
    t.onStatus((s) => statuses.push(s));
    t.onPush((p) => pushes.push(p));
    expect(FakeSocket.all).toEqual([early]);
    expect(statuses).toEqual(['open']);
    const call = t.api['players.list']({});
    expect(early.sent).toEqual([{ id: 1, method: 'players.list', params: {} }]);
    early.receive({ id: 1, ok: true, result: [player] });
    await expect(call).resolves.toEqual([player]);
    expect(pushes).toEqual([{ push: 'store.status', data: storeOk }]);
    // Adopted once only: a reconnect opens a socket of its own.
    early.drop();
    await vi.advanceTimersByTimeAsync(300);
    expect(FakeSocket.all).toHaveLength(2);
    t.close();
  });

  it("opens no early socket on a guest's page, whose socket goes to the table", () => {
    vi.stubGlobal('document', { querySelector: () => ({ getAttribute: () => 'lan' }) });
    openEarlySocket();
    expect(FakeSocket.all).toEqual([]);
  });

  it('holds what the host says until its checks have loaded, then hands it on in the order it came', async () => {
    vi.resetModules();
    const fresh = await import('./transport');
    const t = fresh.createTransport();
    const heard: string[] = [];
    t.onPush((p) => heard.push(p.push));
    t.onStatus((s) => heard.push(s));
    latest().open();
    const call = t.api['store.status']({});
    latest().receive({ push: 'store.status', data: storeOk });
    latest().receive({ id: 1, ok: true, result: storeOk });
    latest().receive({ push: 'store.status', data: storeOk });
    latest().drop();
    expect(heard).toEqual(['connecting', 'open']);
    // Answered, not failed by the drop that came after the answer.
    await expect(call).resolves.toEqual(storeOk);
    await vi.dynamicImportSettled();
    expect(heard).toEqual(['connecting', 'open', 'store.status', 'store.status', 'lost']);
    t.close();
  });

  it('matches answers to calls by id, whatever order they come in', async () => {
    const t = createTransport();
    latest().open();
    const a = t.api['players.list']({});
    const b = t.api['store.status']({});
    latest().receive({ id: 2, ok: true, result: storeOk });
    latest().receive({ id: 1, ok: true, result: [] });
    await expect(a).resolves.toEqual([]);
    await expect(b).resolves.toEqual(storeOk);
    t.close();
  });

  it('rejects with the host error (code, message, clause)', async () => {
    const t = createTransport();
    latest().open();
    const call = t.api['players.add']({ name: '', colour: 'red', emblem: 'rose' });
    const error = {
      code: 'BAD_REQUEST',
      message: 'players.add: A name needs at least one letter. (name)',
      clause: 'X-1',
    };
    latest().receive({ id: 1, ok: false, error });
    const e = (await call.catch((x: unknown) => x)) as ApiCallError;
    expect(e).toBeInstanceOf(ApiCallError);
    expect(e.error).toEqual(error);
    expect([e.code, e.clause]).toEqual(['BAD_REQUEST', 'X-1']);
    t.close();
  });

  it('refuses a result that does not match the protocol', async () => {
    const t = createTransport();
    latest().open();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = t.api['players.list']({});
    latest().receive({ id: 1, ok: true, result: [{ name: 42 }] });
    await expect(call).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    spy.mockRestore();
    t.close();
  });

  it('at a network table: sends table messages, hears the table, and reconnects with the seat pass', async () => {
    const t = createTableTransport('ws://192.168.1.5:47800/lan?code=ABC234');
    expect(latest().url).toBe('ws://192.168.1.5:47800/lan?code=ABC234');
    const notes: TableNote[] = [];
    t.table?.onNote((n) => notes.push(n));
    const asked = t.table!.send({ lan: 'take', seat: 1, name: 'Ann' });
    latest().open();
    expect(latest().sent).toEqual([{ id: 1, lan: 'take', seat: 1, name: 'Ann' }]);
    latest().receive({ lan: 'granted', seat: 1, token: 'pass' });
    latest().receive({ id: 1, ok: true, result: { seat: 1 } });
    await expect(asked).resolves.toEqual({ seat: 1 });
    const refused = t.table!.send({ lan: 'ask', name: 'Ann' });
    latest().receive({ id: 2, ok: false, error: { code: 'HAS_SEAT', message: 'You already hold seat 2.' } });
    await expect(refused).rejects.toMatchObject({ code: 'HAS_SEAT' });
    t.table!.useUrl('ws://192.168.1.5:47800/lan?token=pass');
    latest().drop(4003, 'The host has taken this seat back.');
    expect(notes).toEqual([
      { lan: 'granted', seat: 1, token: 'pass' },
      { lan: 'closed', code: 4003, reason: 'The host has taken this seat back.', opened: true },
    ]);
    await vi.advanceTimersByTimeAsync(300);
    expect(latest().url).toBe('ws://192.168.1.5:47800/lan?token=pass');
    // A connection turned away before it ever opened says so.
    latest().drop();
    expect(notes.at(-1)).toMatchObject({ lan: 'closed', opened: false });
    t.close();
  });

  it('hands valid pushes to listeners and drops unreadable ones', async () => {
    const t = createTransport();
    await vi.dynamicImportSettled();
    latest().open();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pushes: Push[] = [];
    const off = t.onPush((p) => pushes.push(p));
    latest().receive({ push: 'store.status', data: storeOk });
    latest().receive({ push: 'store.status', data: { state: 'broken' } });
    latest().receive({ push: 'nonsense', data: 1 });
    off();
    latest().receive({ push: 'store.status', data: storeOk });
    expect(pushes).toEqual([{ push: 'store.status', data: storeOk }]);
    spy.mockRestore();
    t.close();
  });

  it('on a drop: fails calls in flight, reports "lost", reconnects and sends what was waiting', async () => {
    const t = createTransport();
    const statuses: ConnectionStatus[] = [];
    t.onStatus((s) => statuses.push(s));
    latest().open();
    const inFlight = t.api['players.list']({});
    latest().drop();
    await expect(inFlight).rejects.toMatchObject({ code: 'DISCONNECTED' });
    expect(statuses).toEqual(['connecting', 'open', 'lost']);

    // Asked while disconnected: waits for the next socket rather than failing.
    const waiting = t.api['settings.get']({});
    vi.advanceTimersByTime(250);
    expect(FakeSocket.all).toHaveLength(2);
    latest().drop(); // the server is still down: try again later
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(3);
    latest().open();
    expect(statuses.at(-1)).toBe('open');
    expect(latest().sent).toEqual([{ id: 2, method: 'settings.get', params: {} }]);
    const settings = {
      sound: true,
      volume: 0.5,
      animationSpeed: 'fast',
      reduceMotion: false,
      palette: 'standard',
      botPace: 'quick',
    };
    latest().receive({ id: 2, ok: true, result: settings });
    await expect(waiting).resolves.toEqual(settings);
    t.close();
  });

  it('gives up on a call that gets no answer', async () => {
    const t = createTransport();
    const call = t.api['games.list']({});
    vi.advanceTimersByTime(30_000);
    await expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
    t.close();
  });
});

describe('IPC transport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the preload method named after the call and unwraps its envelope', async () => {
    let listener: ((push: Push) => void) | undefined;
    const playersList = vi.fn(async (): Promise<Envelope> => ({ ok: true, result: [player] }));
    const playersAdd = vi.fn(async (): Promise<Envelope> => ({
      ok: false,
      error: { code: 'DUPLICATE', message: 'Nonna is already here.' },
    }));
    vi.stubGlobal('window', {
      api: {
        playersList,
        playersAdd,
        onPush: (l: (push: Push) => void) => {
          listener = l;
          return () => undefined;
        },
      },
    });
    const t = createTransport();
    await vi.dynamicImportSettled();
    expect(t.kind).toBe('ipc');
    await expect(t.api['players.list']({})).resolves.toEqual([player]);
    expect(playersList).toHaveBeenCalledWith({});
    await expect(t.api['players.add']({ name: 'Nonna', colour: 'red', emblem: 'rose' })).rejects.toMatchObject({
      code: 'DUPLICATE',
      message: 'Nonna is already here.',
    });
    const statuses: ConnectionStatus[] = [];
    t.onStatus((s) => statuses.push(s));
    expect(statuses).toEqual(['open']);
    const pushes: Push[] = [];
    t.onPush((p) => pushes.push(p));
    listener?.({ push: 'store.status', data: storeOk });
    expect(pushes).toEqual([{ push: 'store.status', data: storeOk }]);
  });
});
