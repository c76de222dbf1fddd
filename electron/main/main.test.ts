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
  const tablePerms: typeof perms = {};
  const focused: string[] = [];
  class BrowserWindow {
    webContents = { id: 1, send: () => undefined, isDestroyed: () => false, on: () => undefined };
    loaded: string[] = [];
    constructor(public options: Record<string, unknown>) {
      windows.push(this);
    }
    once() {}
    on() {}
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return true;
    }
    restore() {
      focused.push('restore');
    }
    show() {
      focused.push('show');
    }
    focus() {
      focused.push('focus');
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    static getAllWindows() {
      return windows;
    }
  }
  const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } };
  return {
    focused,
    appListeners,
    windows,
    handlers,
    perms,
    tablePerms,
    electron: {
      app: {
        enableSandbox: vi.fn(),
        requestSingleInstanceLock: vi.fn(() => true),
        setPath: vi.fn(),
        getPath: () => '/nonexistent/mob-night-user-data',
        isPackaged: false,
        setAppUserModelId: vi.fn(),
        whenReady: () => Promise.resolve(),
        on: (e: string, l: (...a: unknown[]) => void) => appListeners.set(e, l),
        getVersion: () => '0.0.0-test',
        setName: vi.fn(),
        quit: vi.fn(),
        exit: vi.fn(),
      },
      BrowserWindow,
      ipcMain: { handle: (ch: string, h: (e: unknown, p: unknown) => Promise<unknown>) => handlers.set(ch, h) },
      Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((t: unknown) => ({ template: t })) },
      dialog: { showMessageBox: vi.fn(), showSaveDialog: vi.fn(), showErrorBox: vi.fn() },
      shell: { openPath: vi.fn() },
      crashReporter: { start: vi.fn() },
      screen: { getPrimaryDisplay: () => display, getAllDisplays: () => [display] },
      net: { fetch: vi.fn() },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
      session: {
        fromPartition: vi.fn(() => ({
          setPermissionRequestHandler: (h: typeof perms.request) => (tablePerms.request = h),
          setPermissionCheckHandler: (h: typeof perms.check) => (tablePerms.check = h),
        })),
        defaultSession: {
          setPermissionRequestHandler: (h: typeof perms.request) => (perms.request = h),
          setPermissionCheckHandler: (h: typeof perms.check) => (perms.check = h),
        },
      },
    },
  };
});

vi.mock('electron', () => fake.electron);
// The records folder's lock is free (its own tests are in data-lock.test.ts); no lock file is made in the real folder.
vi.mock('../data-lock', () => ({
  claimDataDir: vi.fn(async () => ({ ok: true, lock: { file: '', setAddress: vi.fn(), release: vi.fn() } })),
}));
vi.mock('../app', () => ({
  createHost: () => ({
    handle: vi.fn(async () => ({ ok: true, result: 'host saw it' })),
    backup: vi.fn(async () => undefined),
    connect: vi.fn(),
    disconnect: vi.fn(),
    close: vi.fn(),
  }),
}));

/** Every window's security preferences (each window spells them out, where electronegativity reads them). */
const HARDENED = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
  disableBlinkFeatures: 'Auxclick',
};

describe('Electron main process', () => {
  it('opens one sandboxed, isolated window on the app:// page and registers every API call', async () => {
    await import('./index');
    await vi.waitFor(() => expect(fake.windows).toHaveLength(1));
    expect(fake.electron.app.enableSandbox).toHaveBeenCalled();
    expect(fake.electron.crashReporter.start).toHaveBeenCalledWith({ uploadToServer: false });
    expect(fake.electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: 'app' }),
    ]);
    const win = fake.windows[0]!;
    expect(win.options.webPreferences).toEqual({
      preload: expect.stringMatching(/preload[\\/]index\.cjs$/),
      ...HARDENED,
    });
    // No saved place yet: the default size, centred on the screen.
    expect(win.options).toMatchObject({
      x: 240,
      y: 90,
      width: 1440,
      height: 900,
      minWidth: 1024,
      minHeight: 700,
      autoHideMenuBar: true,
    });
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
    // Native notifications are off: the page may never ask for them.
    fake.perms.request?.(null, 'notifications', cb);
    expect(cb).toHaveBeenLastCalledWith(false);
    expect(fake.perms.check?.()).toBe(false);
    const contents = { setWindowOpenHandler: vi.fn(), on: vi.fn() };
    fake.appListeners.get('web-contents-created')?.({}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    expect(contents.on.mock.calls.map((c) => c[0])).toEqual(['will-navigate', 'will-redirect', 'will-attach-webview']);
  });

  it('opens a home-network table’s guest page in a hardened window of its own, without the app’s preload', () => {
    let open: ((d: { url: string }) => { action: string }) | undefined;
    const contents = { setWindowOpenHandler: (h: typeof open) => (open = h), on: vi.fn() };
    fake.appListeners.get('web-contents-created')?.({}, contents);
    const before = fake.windows.length;
    expect(open?.({ url: 'https://example.com/?join=ABC234' })).toEqual({ action: 'deny' });
    expect(fake.windows).toHaveLength(before);
    expect(open?.({ url: 'http://192.168.1.20:47800/?join=ABC234' })).toEqual({ action: 'deny' });
    const table = fake.windows.at(-1) as (typeof fake.windows)[number];
    expect(fake.windows).toHaveLength(before + 1);
    expect(table.loaded).toEqual(['http://192.168.1.20:47800/?join=ABC234']);
    // The app's hardening, in a session of its own, and no preload: no bridge to this computer's host.
    expect(table.options.webPreferences).toEqual({ partition: 'persist:mob-night-tables', ...HARDENED });
    const cb = vi.fn();
    fake.tablePerms.request?.(null, 'camera', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(fake.tablePerms.check?.()).toBe(false);
  });

  it('takes the single-instance lock and brings the window forward on a second launch', () => {
    expect(fake.electron.app.requestSingleInstanceLock).toHaveBeenCalledTimes(1);
    fake.appListeners.get('second-instance')?.({}, ['mob-night'], '/');
    expect(fake.focused).toEqual(['restore', 'show', 'focus']);
  });

  it('installs an application menu with About and the problem report', () => {
    expect(fake.electron.Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    const [menu] = fake.electron.Menu.setApplicationMenu.mock.calls[0] as [{ template: { label?: string }[] }];
    expect(menu.template.map((m) => m.label)).toContain('Help');
    expect(JSON.stringify(menu.template)).toContain('Save a Problem Report');
  });
});
