/**
 * The main process wired against a fake Electron: it must apply the hardening from security.ts to
 * the real objects — window preferences, IPC registration with sender checks, permissions, navigation.
 */
import { describe, expect, it, vi } from 'vitest';
import { METHODS } from '../../core/protocol/methods';
import { APP_URL } from './security';

const fake = vi.hoisted(() => {
  const appListeners = new Map<string, (...a: unknown[]) => void>();
  const windows: { options: Record<string, unknown>; loaded: string[] }[] = [];
  const handlers = new Map<string, (event: unknown, params: unknown) => Promise<unknown>>();
  const perms: { request?: (wc: unknown, p: string, cb: (ok: boolean) => void) => void; check?: () => boolean } = {};
  class BrowserWindow {
    webContents = { id: 1, send: () => undefined, isDestroyed: () => false };
    loaded: string[] = [];
    constructor(public options: Record<string, unknown>) {
      windows.push(this);
    }
    once() {}
    on() {}
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    static getAllWindows() {
      return windows;
    }
  }
  return {
    appListeners,
    windows,
    handlers,
    perms,
    electron: {
      app: {
        enableSandbox: vi.fn(),
        whenReady: () => Promise.resolve(),
        on: (e: string, l: (...a: unknown[]) => void) => appListeners.set(e, l),
        getVersion: () => '0.0.0-test',
        setName: vi.fn(),
        quit: vi.fn(),
        exit: vi.fn(),
      },
      BrowserWindow,
      ipcMain: { handle: (ch: string, h: (e: unknown, p: unknown) => Promise<unknown>) => handlers.set(ch, h) },
      Menu: { setApplicationMenu: vi.fn() },
      net: { fetch: vi.fn() },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
      session: {
        defaultSession: {
          setPermissionRequestHandler: (h: typeof perms.request) => (perms.request = h),
          setPermissionCheckHandler: (h: typeof perms.check) => (perms.check = h),
        },
      },
    },
  };
});

vi.mock('electron', () => fake.electron);
vi.mock('../app', () => ({
  createHost: () => ({
    handle: vi.fn(async () => ({ ok: true, result: 'host saw it' })),
    backup: vi.fn(async () => undefined),
    connect: vi.fn(),
    disconnect: vi.fn(),
    close: vi.fn(),
  }),
}));

describe('Electron main process', () => {
  it('opens one sandboxed, isolated window on the app:// page and registers every API call', async () => {
    await import('./index');
    await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
    expect(fake.electron.app.enableSandbox).toHaveBeenCalled();
    expect(fake.electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app' }),
    ]);
    const win = fake.windows[0]!;
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(win.loaded).toEqual([APP_URL]);
    expect([...fake.handlers.keys()].sort()).toEqual([...METHODS].sort());
  });

  it('answers IPC only from the app’s own frame, with validated payloads', async () => {
    const handler = fake.handlers.get('players.add')!;
    const sender = { id: 1 };
    expect(
      await handler(
        { sender, senderFrame: { url: 'https://example.com/' } },
        { name: 'A', colour: 'red', emblem: 'rose' },
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await handler({ sender, senderFrame: { url: APP_URL } }, { name: 7 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
    expect(
      await handler({ sender, senderFrame: { url: APP_URL } }, { name: 'A', colour: 'red', emblem: 'rose' }),
    ).toEqual({
      ok: true,
      result: 'host saw it',
    });
  });

  it('denies every permission and hardens every web contents created', () => {
    const cb = vi.fn();
    fake.perms.request?.(null, 'geolocation', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(fake.perms.check?.()).toBe(false);
    const contents = { setWindowOpenHandler: vi.fn(), on: vi.fn() };
    fake.appListeners.get('web-contents-created')?.({}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    expect(contents.on.mock.calls.map((c) => c[0])).toEqual(['will-navigate', 'will-redirect', 'will-attach-webview']);
  });
});
