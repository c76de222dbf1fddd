/**
 * The Electron main process: app lifecycle, the window, the app:// protocol and IPC. Everything
 * else (host, store, games) is shared with browser mode and the CLI.
 */
import { app, BrowserWindow, ipcMain, Menu, net, protocol, session, type WebContents } from 'electron';
import { existsSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { METHODS, PUSH_CHANNEL, type Push } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from '../host/host';
import { dataDir } from '../paths';
import {
  APP_HOST,
  APP_SCHEME,
  APP_URL,
  CSP,
  denyPermission,
  hardenWebContents,
  ipcHandler,
  secureWebPreferences,
} from './security';

// Bundled to out/main/index.cjs; the preload and the renderer sit beside it in out/.
const OUT_DIR = join(__dirname, '..');
const RENDERER_DIR = join(OUT_DIR, 'renderer');
const PRELOAD = join(OUT_DIR, 'preload', 'index.cjs');
/** Electron's ABI build of better-sqlite3, made by `npm run build:electron-native` (see README). */
// Native modules cannot load from inside app.asar; electron-builder unpacks them beside it.
const ELECTRON_SQLITE = join(OUT_DIR, 'native', 'electron', 'better_sqlite3.node').replace(
  `app.asar${sep}`,
  `app.asar.unpacked${sep}`,
);

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
app.enableSandbox();

let host: Host | null = null;
const windows = new Map<number, WebContents>();

function serveApp(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = normalize(join(RENDERER_DIR, decodeURIComponent(url.pathname)));
    if (url.host !== APP_HOST || !file.startsWith(RENDERER_DIR + sep) || !existsSync(file)) {
      return new Response('Not found', { status: 404 });
    }
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', CSP);
    return new Response(response.body, { status: response.status, headers });
  });
}

function registerIpc(h: Host): void {
  for (const method of METHODS) {
    ipcMain.handle(
      method,
      ipcHandler<Electron.IpcMainInvokeEvent>(method, (m, params, event) =>
        h.handle(m, params, clientFor(event.sender.id)),
      ),
    );
  }
}

/** IPC calls have no connection object, so each window is one client keyed by its WebContents id. */
const clients = new Map<number, { id: string; send(push: Push): void }>();
function clientFor(id: number) {
  let c = clients.get(id);
  if (!c) {
    c = {
      id: `window-${id}`,
      send: (push: Push) => {
        const wc = windows.get(id);
        if (wc && !wc.isDestroyed()) wc.send(PUSH_CHANNEL, push);
      },
    };
    clients.set(id, c);
    host?.connect(c);
  }
  return c;
}

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 700,
    backgroundColor: '#15120f',
    title: 'Mob Night',
    show: false,
    webPreferences: secureWebPreferences(PRELOAD),
  });
  const id = win.webContents.id;
  windows.set(id, win.webContents);
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    windows.delete(id);
    const c = clients.get(id);
    if (c) host?.disconnect(c);
    clients.delete(id);
  });
  void win.loadURL(APP_URL);
}

app.on('web-contents-created', (_event, contents) => {
  hardenWebContents(contents);
});

app.whenReady().then(
  () => {
    session.defaultSession.setPermissionRequestHandler(denyPermission);
    session.defaultSession.setPermissionCheckHandler(() => false);
    Menu.setApplicationMenu(null);
    serveApp();
    host = createHost(
      {
        dataDir: process.env.MOB_NIGHT_DATA_DIR?.trim() || (app.setName('Mob Night'), dataDir()),
        mode: 'electron',
        ...(existsSync(ELECTRON_SQLITE) ? { nativeBinding: ELECTRON_SQLITE } : {}),
      },
      app.getVersion(),
    );
    void host.backup().catch((e: unknown) => console.error('Mob Night: backup failed', e));
    registerIpc(host);
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  },
  (e: unknown) => {
    console.error('Mob Night could not start', e);
    app.exit(1);
  },
);

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', (event) => {
  if (!host) return;
  const h = host;
  host = null;
  event.preventDefault();
  void h
    .backup()
    .catch(() => undefined)
    .finally(() => {
      h.close();
      app.quit();
    });
});
