/**
 * The renderer's one door to the host. In Electron the preload puts `window.api` on the page (one
 * method per call, answering with an envelope); in browser mode the same calls travel as JSON over a
 * WebSocket to `/api` on the server that served this page. Either way the screens see one typed
 * `ApiClient` whose calls resolve with validated results or reject with an `ApiCallError`.
 */
import type { ApiClient, ApiError, Envelope, Method, PreloadBridge, Push } from '@core/protocol';
import { METHODS, methodKey } from '@core/protocol/methods';
import { ApiCallError, TRANSPORT_ERRORS } from './api-error';
import { hostSocketUrl, takeEarlySocket } from './early-socket';
import { lazy } from './lazy';

/** `connecting`: never connected yet; `open`: calls flow; `lost`: was connected, trying again. */
export type ConnectionStatus = 'connecting' | 'open' | 'lost';

export interface Transport {
  readonly kind: 'ipc' | 'websocket';
  readonly api: ApiClient;
  /** At a network table (a guest's page): its own messages, besides the API. */
  readonly table?: TableLink;
  /** Subscribes to host pushes (match updates, records status). Returns the unsubscribe. */
  onPush(listener: (push: Push) => void): () => void;
  /** Subscribes to connection changes; the listener hears the current status at once. */
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  close(): void;
}

/** A table message a guest sends: ask the host for a seat, take an open one, or a ping. */
export type TableRequest =
  | { readonly lan: 'ask'; readonly name: string }
  | { readonly lan: 'take'; readonly seat: number; readonly name: string }
  | { readonly lan: 'ping' };

/** What a network table tells its guests besides pushes and answers, and how their socket closed. */
export type TableNote =
  | { readonly lan: 'welcome' | 'seats' | 'granted' | 'refused' | 'stood-in'; readonly [key: string]: unknown }
  | { readonly lan: 'closed'; readonly code: number; readonly reason: string; readonly opened: boolean };

export interface TableLink {
  /** Sends a table message; resolves with its result or rejects with an ApiCallError. */
  send(message: TableRequest): Promise<unknown>;
  /** Hears the table's own messages and every close of the socket. Returns the unsubscribe. */
  onNote(listener: (note: TableNote) => void): () => void;
  /** The address to (re)connect to from now on, e.g. with the seat pass once one is given. */
  useUrl(url: string): void;
}

/** Electron if the preload ran, otherwise the browser-mode WebSocket on the page's own host. */
export function createTransport(): Transport {
  preloadChecks();
  const bridge = window.api;
  if (bridge) return ipcTransport(bridge);
  return webSocketTransport(hostSocketUrl());
}

/** A guest's page at a network table: the table's WebSocket, first at `url` (with a code or a pass). */
export function createTableTransport(url: string): Transport {
  preloadChecks();
  return webSocketTransport(url);
}

/** The checks every answer and push from the host passes (lib/checks.ts), a chunk loaded on first use. */
const loadChecks = lazy(() => import('./checks'));
type Checks = Awaited<ReturnType<typeof loadChecks>>;

/**
 * Runs `work` with the checks: at once if they have arrived, otherwise once they have (or with null if
 * they could not be loaded). Every wait is on the one promise of the load and a socket's next event
 * comes only after the waits queued before it have run, so messages are still handled in the order
 * they came.
 */
function withChecks(work: (checks: Checks | null) => void): void {
  const checks = loadChecks();
  if (!(checks instanceof Promise)) {
    work(checks);
    return;
  }
  checks.then(work, (e: unknown) => {
    console.error('Mob Night: the checks of what the table sends could not be loaded', e);
    work(null);
  });
}

/**
 * Starts loading the checks once the page has drawn its first frame (the first screen does not wait
 * for them), so they are here by the time the host first answers. A message that comes sooner, or in
 * a tab that draws no frames, starts the load itself.
 */
function preloadChecks(): void {
  const load = () => void Promise.resolve(loadChecks()).catch(() => undefined);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(load, 0));
  else load();
}

/** The checks, for a call's answer; an ApiCallError if they could not be loaded. */
async function checksForAnswer(): Promise<Checks> {
  return new Promise((resolve, reject) =>
    withChecks((checks) => (checks ? resolve(checks) : reject(new ApiCallError(TRANSPORT_ERRORS.notLoaded)))),
  );
}

function makeClient(call: (method: Method, params: unknown) => Promise<unknown>): ApiClient {
  const client: Record<string, (params: unknown) => Promise<unknown>> = {};
  for (const method of METHODS) client[method] = (params) => call(method, params ?? {});
  return client as ApiClient;
}

/** Calls every listener, so one faulty screen cannot silence the others. */
function emit<T>(listeners: ReadonlySet<(value: T) => void>, value: T): void {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch (e) {
      console.error('Mob Night: a listener failed', e);
    }
  }
}

function ipcTransport(bridge: PreloadBridge): Transport {
  const pushListeners = new Set<(push: Push) => void>();
  const unsubscribe = bridge.onPush((raw) =>
    withChecks((checks) => {
      const push = checks?.parsePush(raw);
      if (push) emit(pushListeners, push);
      else console.error('Mob Night: ignored an unreadable push', raw);
    }),
  );
  return {
    kind: 'ipc',
    api: makeClient(async (method, params) => {
      const fn = bridge[methodKey(method)] as ((params: unknown) => Promise<Envelope>) | undefined;
      if (typeof fn !== 'function')
        throw new ApiCallError({ code: 'NO_SUCH_METHOD', message: `This version of Mob Night cannot do "${method}".` });
      const envelope = await fn(params);
      return (await checksForAnswer()).unwrap(method, envelope);
    }),
    onPush(listener) {
      pushListeners.add(listener);
      return () => pushListeners.delete(listener);
    },
    onStatus(listener) {
      listener('open');
      return () => undefined;
    },
    close: unsubscribe,
  };
}

interface PendingCall {
  readonly method: Method | null;
  readonly frame: string;
  sent: boolean;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: ApiCallError) => void;
}

/** How long a call may wait, queued or sent, before it gives up. */
const CALL_TIMEOUT_MS = 30_000;
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000] as const;
const MAX_RETRY_DELAY_MS = 5000;

function webSocketTransport(firstUrl: string): Transport {
  let url = firstUrl;
  const noteListeners = new Set<(note: TableNote) => void>();
  const pending = new Map<number, PendingCall>();
  const pushListeners = new Set<(push: Push) => void>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = 'connecting';
  let socket: WebSocket | null = null;
  let nextId = 1;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    emit(statusListeners, next);
  };

  const settle = (id: number, outcome: { error: ApiError } | { envelope: unknown; checks: Checks }) => {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    clearTimeout(call.timer);
    if ('error' in outcome) {
      call.reject(new ApiCallError(outcome.error));
      return;
    }
    try {
      const { checks, envelope } = outcome;
      call.resolve(call.method ? checks.unwrap(call.method, envelope) : checks.unwrapTable(envelope));
    } catch (e) {
      call.reject(e as ApiCallError);
    }
  };

  /** Sends every queued call, oldest first (ids grow, and a Map keeps insertion order). */
  const flush = () => {
    for (const call of pending.values()) {
      if (call.sent || socket?.readyState !== WebSocket.OPEN) continue;
      socket.send(call.frame);
      call.sent = true;
    }
  };

  const onMessage = (data: unknown) => withChecks((checks) => handle(data, checks));

  const handle = (data: unknown, checks: Checks | null) => {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      console.error('Mob Night: ignored a message that was not JSON');
      return;
    }
    if (!checks) {
      // Without the checks nothing can be read safely: a call this answers fails rather than waits.
      const id = (raw as { id?: unknown } | null)?.id;
      if (typeof id === 'number') settle(id, { error: TRANSPORT_ERRORS.notLoaded });
      return;
    }
    if (raw !== null && typeof raw === 'object' && 'push' in raw) {
      const push = checks.parsePush(raw);
      if (push) emit(pushListeners, push);
      else console.error('Mob Night: ignored an unreadable push', raw);
      return;
    }
    if (raw !== null && typeof raw === 'object' && 'lan' in raw && typeof raw.lan === 'string') {
      emit(noteListeners, raw as TableNote);
      return;
    }
    const r = checks.parseResponse(raw);
    if (!r) console.error('Mob Night: ignored an unreadable response', raw);
    else if (r.id === null) console.error('Mob Night: the host refused a message', r);
    else settle(r.id, { envelope: r, checks });
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = RETRY_DELAYS_MS[attempt] ?? MAX_RETRY_DELAY_MS;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    const early = takeEarlySocket(url);
    const ws = early?.socket ?? new WebSocket(url);
    socket = ws;
    let opened = false;
    const onOpen = () => {
      opened = true;
      attempt = 0;
      setStatus('open');
      flush();
    };
    ws.onopen = onOpen;
    ws.onmessage = (event) => onMessage(event.data);
    ws.onclose = (event?: { code?: number; reason?: string }) => {
      if (socket !== ws) return;
      socket = null;
      // After whatever the socket heard before it closed (the checks may still be on their way).
      withChecks(() => {
        emit(noteListeners, { lan: 'closed', code: event?.code ?? 1006, reason: event?.reason ?? '', opened });
        // A call already sent may or may not have been applied: say so rather than resend it.
        for (const [id, call] of pending) if (call.sent) settle(id, { error: TRANSPORT_ERRORS.disconnected });
        if (status === 'open') setStatus('lost');
      });
      scheduleReconnect();
    };
    // An error is always followed by close, which does the work.
    ws.onerror = () => undefined;
    // A socket opened before the transport was made may have opened and heard from the host already.
    // What it heard is passed on once the code making this transport has subscribed (a microtask on).
    if (early) {
      if (ws.readyState === WebSocket.OPEN) onOpen();
      queueMicrotask(() => {
        for (const data of early.arrived) onMessage(data);
      });
    }
  };

  connect();

  /** Queues a frame (an API call, or a table message when `method` is null) and sends it when it can. */
  const call = (method: Method | null, body: Record<string, unknown>) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => settle(id, { error: TRANSPORT_ERRORS.timeout }), CALL_TIMEOUT_MS);
      pending.set(id, { method, frame: JSON.stringify({ id, ...body }), sent: false, timer, resolve, reject });
      flush();
    });

  return {
    kind: 'websocket',
    api: makeClient((method, params) => call(method, { method, params })),
    table: {
      send: (message) => call(null, { ...message }),
      onNote(listener) {
        noteListeners.add(listener);
        return () => noteListeners.delete(listener);
      },
      useUrl(next) {
        url = next;
      },
    },
    onPush(listener) {
      pushListeners.add(listener);
      return () => pushListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      listener(status);
      return () => statusListeners.delete(listener);
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      socket?.close();
      socket = null;
      for (const id of [...pending.keys()]) settle(id, { error: TRANSPORT_ERRORS.disconnected });
    },
  };
}
