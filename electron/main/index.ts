/**
 * The Electron main process: app lifecycle, the window, the app:// protocol and IPC. Everything
 * else (host, store, games) is shared with browser mode and the CLI.
 */
import {
  app,
  BrowserWindow,
  crashReporter,
  dialog,
  ipcMain,
  net,
  protocol,
  session,
  shell,
  type WebContents,
} from 'electron';
import { existsSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { METHODS, PUSH_CHANNEL, type Push } from '../../core/protocol';
import { createHost } from '../app';
import { claimDataDir, type DataDirLock } from '../data-lock';
import type { Host } from '../host/host';
import { APP_NAME, dataDir } from '../paths';
import {
  initialWindowState,
  installMenu,
  openGameFiles,
  recordProblem,
  recordWindowErrors,
  rememberWindowState,
} from './desktop';
import { homeOf, openTableWindow } from './guest-window';
import { electronSqlitePath } from './native-path';
import { APP_HOST, APP_SCHEME, APP_URL, CSP, denyPermission, hardenWebContents, ipcHandler } from './security';
import { sayAlreadyRunning } from './records-lock';
import { claimSingleInstance, gameFilesIn } from './single-instance';
import { MIN_SIZE } from './window-state';

// Bundled to out/main/index.cjs; the preload and the renderer sit beside it in out/.
const OUT_DIR = join(__dirname, '..');
const RENDERER_DIR = join(OUT_DIR, 'renderer');
const PRELOAD = join(OUT_DIR, 'preload', 'index.cjs');
/** Electron's ABI build of better-sqlite3 (build/scripts/electron-native.mjs; see README). */
const ELECTRON_SQLITE = electronSqlitePath(OUT_DIR, process.platform, process.arch);

// The records folder. MOB_NIGHT_DATA_DIR (tests, portable use) also holds Electron's own user data,
// so the window place and the single-instance lock follow it.
app.setName(APP_NAME);
const DATA_DIR = dataDir();
if (process.env.MOB_NIGHT_DATA_DIR?.trim()) app.setPath('userData', DATA_DIR);
if (process.platform === 'win32') app.setAppUserModelId('net.mobnight.app');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
app.enableSandbox();
// Crash dumps stay on this computer (the problem report points at them); nothing is uploaded.
crashReporter.start({ uploadToServer: false });

process.on('uncaughtException', (e) => recordProblem('Unexpected error in the main process', e));
process.on('unhandledRejection', (e) => recordProblem('Unhandled promise rejection in the main process', e));

let host: Host | null = null;
/** The records folder's lock: a second app is kept out by Electron's own lock, browser mode by this one. */
let recordsLock: DataDirLock | null = null;
let mainWindow: BrowserWindow | null = null;
const windows = new Map<number, WebContents>();
/** Game files the OS asked us to open before the window was ready. */
const pendingFiles: string[] = gameFilesIn(process.argv.slice(1));

function focusWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

/** Imports a game file's text through the host, as the History screen's import does. */
async function importGameText(text: string): Promise<{ ok: true; matchId: string } | { ok: false; message: string }> {
  if (!host) return { ok: false, message: 'Mob Night is still starting; open the file again in a moment.' };
  const r = await host.handle('history.import', { text }, { id: 'os-files', send: () => undefined });
  return r.ok
    ? { ok: true, matchId: (r.result as { matchId: string }).matchId }
    : { ok: false, message: r.error.message };
}

function receiveGameFiles(files: string[]): void {
  if (mainWindow && !mainWindow.isDestroyed()) void openGameFiles(mainWindow, files, importGameText);
  else pendingFiles.push(...files);
}

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
  const place = initialWindowState(app.getPath('userData'));
  // The security preferences are spelled out here, where electronegativity can read them.
  const win = new BrowserWindow({
    ...place.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    backgroundColor: '#15120f',
    title: APP_NAME,
    // Windows and Linux keep the menu a keypress away (Alt) so the table keeps the whole height.
    autoHideMenuBar: true,
    show: false,
    webPreferences: {
      preload: PRELOAD,
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
    },
  });
  mainWindow = win;
  const id = win.webContents.id;
  windows.set(id, win.webContents);
  rememberWindowState(win, app.getPath('userData'));
  recordWindowErrors(win);
  win.once('ready-to-show', () => {
    if (place.maximized) win.maximize();
    win.show();
    if (pendingFiles.length > 0) void openGameFiles(win, pendingFiles.splice(0), importGameText);
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
    windows.delete(id);
    const c = clients.get(id);
    if (c) host?.disconnect(c);
    clients.delete(id);
  });
  void win.loadURL(APP_URL);
}

function start(): void {
  app.on('web-contents-created', (_event, contents) => {
    // A link to a home-network table's guest page opens in a window of its own (a peer joining);
    // that window stays on its table's pages, every other on the app's.
    hardenWebContents(contents, openTableWindow, homeOf(contents.id));
  });
  app.on('render-process-gone', (_event, _contents, details) =>
    recordProblem('The window stopped', `${details.reason} (exit code ${details.exitCode})`),
  );
  app.on('child-process-gone', (_event, details) =>
    recordProblem(`A helper process stopped (${details.type})`, `${details.reason} (exit code ${details.exitCode})`),
  );
  // macOS hands over files opened in Finder through this event, also before the app is ready.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    const files = gameFilesIn([path]);
    if (files.length > 0) receiveGameFiles(files);
  });
  app
    .whenReady()
    .then(ready)
    .catch((e: unknown) => {
      recordsLock?.release();
      console.error('Mob Night could not start', e);
      dialog.showErrorBox('Mob Night could not start', e instanceof Error ? e.message : String(e));
      app.exit(1);
    });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', quitting);
}

async function ready(): Promise<void> {
  // Browser mode may hold these records already: then the app says where, and opens nothing.
  const claim = await claimDataDir(DATA_DIR, 'electron');
  if (!claim.ok) {
    await sayAlreadyRunning(claim.holder, DATA_DIR, dialog, (url) => shell.openExternal(url));
    app.exit(0);
    return;
  }
  recordsLock = claim.lock;
  // Every permission is refused, notifications included: Mob Night shows no native notifications.
  session.defaultSession.setPermissionRequestHandler(denyPermission);
  session.defaultSession.setPermissionCheckHandler(() => false);
  installMenu(() => mainWindow, DATA_DIR);
  serveApp();
  if (app.isPackaged && !existsSync(ELECTRON_SQLITE)) {
    throw new Error(`This copy of Mob Night is missing its records module (${ELECTRON_SQLITE}).`);
  }
  host = createHost(
    {
      dataDir: DATA_DIR,
      mode: 'electron',
      resumeLan: true,
      rendererDir: RENDERER_DIR,
      ...(existsSync(ELECTRON_SQLITE) ? { nativeBinding: ELECTRON_SQLITE } : {}),
    },
    app.getVersion(),
  );
  void host.backup().catch((e: unknown) => recordProblem('A backup failed', e));
  registerIpc(host);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}

function quitting(event: { preventDefault(): void }): void {
  if (!host) {
    recordsLock?.release();
    return;
  }
  const h = host;
  host = null;
  event.preventDefault();
  void h
    .backup()
    .catch(() => undefined)
    .finally(() => {
      h.close();
      recordsLock?.release();
      app.quit();
    });
}

// A second launch focuses the running window (and hands it any game file), then quits.
if (claimSingleInstance(app, focusWindow, receiveGameFiles)) start();
