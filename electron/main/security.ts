/**
 * Electron's security checklist, as pure functions and constants so that unit tests can assert
 * them without an Electron runtime. `index.ts` applies them to the real objects.
 */
import { parseParams, type Envelope, type Method } from '../../core/protocol';
import { CSP } from '../csp';

/** The renderer is served from this privileged custom scheme, never from file:// or the network. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'mob-night';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_URL = `${APP_ORIGIN}/index.html`;

export { CSP };

/** True only for pages of our own bundled renderer. */
export function isAppUrl(url: string | undefined | null): boolean {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The parts of WebContents we harden, typed structurally so tests can pass a fake. */
export interface HardenableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** Home-network addresses: private IPv4 ranges and mDNS names (never the internet). */
function onHomeNetwork(hostname: string): boolean {
  if (/^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*\.local$/i.test(hostname)) return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/**
 * The guest page of a table on the home network, as the Network screen links to it
 * (`http://<private address or .local>:<port>/?join=<code>`): the one kind of page the app opens from
 * elsewhere, in a window of its own (guest-window.ts). The app's window never loads pages from elsewhere.
 */
export function isGuestPageUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return (
    u.protocol === 'http:' &&
    u.username === '' &&
    u.password === '' &&
    u.port !== '' &&
    u.pathname === '/' &&
    /^\?join=[A-Z0-9]{4,12}$/.test(u.search) &&
    onHomeNetwork(u.hostname)
  );
}

/** A page of the same table as `tableUrl` (its own origin, over plain http, no credentials). */
export function onSameTable(tableUrl: string, url: string): boolean {
  try {
    const table = new URL(tableUrl);
    const u = new URL(url);
    return u.protocol === 'http:' && u.username === '' && u.password === '' && u.origin === table.origin;
  } catch {
    return false;
  }
}

/** The session a table's own window runs in: apart from the app's, so a table's seat pass stays its own. */
export const GUEST_PARTITION = 'persist:mob-night-tables';

/**
 * Denies every new window and every navigation away from `home` (the app's own pages unless told
 * otherwise); no webviews. A link to a home network table's guest page (see `isGuestPageUrl`) goes to
 * `openTable`, which opens it in a window of its own.
 */
export function hardenWebContents(
  contents: HardenableContents,
  openTable?: (url: string) => void,
  home: (url: string) => boolean = isAppUrl,
): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (openTable && isGuestPageUrl(url)) openTable(url);
    return { action: 'deny' };
  });
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!home(url)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Permissions (camera, notifications, geolocation…) are never granted. */
export function denyPermission(_contents: unknown, _permission: string, callback: (granted: boolean) => void): void {
  callback(false);
}

export interface IpcEventLike {
  readonly senderFrame: { readonly url: string } | null;
}

/**
 * Wraps the host for one IPC channel: the sender must be a frame of our own app, and the payload
 * must match the protocol schema, before the host sees anything.
 */
export function ipcHandler<E extends IpcEventLike>(
  method: Method,
  handle: (method: Method, params: unknown, event: E) => Promise<Envelope>,
): (event: E, params: unknown) => Promise<Envelope> {
  return async (event, params) => {
    if (!isAppUrl(event.senderFrame?.url)) {
      return { ok: false, error: { code: 'FORBIDDEN', message: 'Only Mob Night’s own window may call the host.' } };
    }
    const parsed = parseParams(method, params);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    return handle(method, parsed.value, event);
  };
}
