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

/** Denies every new window and every navigation away from the app; no webviews. */
export function hardenWebContents(contents: HardenableContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
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
