/**
 * The desktop conventions on the real Electron objects: the application menu, About with versions,
 * the problem report saved where the user chooses, the remembered window place, and game files
 * opened from the OS. The decisions live in the pure modules beside this one.
 */
import { app, type BrowserWindow, dialog, Menu, screen, shell } from 'electron';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { homedir, release } from 'node:os';
import { basename, join } from 'node:path';
import { PUSH_CHANNEL, type Push } from '../../core/protocol';
import { menuTemplate } from './menu';
import {
  ProblemLog,
  describeError,
  problemReport,
  reportFileName,
  versionLines,
  type Versions,
} from './problem-report';
import { placeWindow, readWindowState, writeWindowState, type WindowState } from './window-state';

export const problems = new ProblemLog();

export function recordProblem(kind: string, error: unknown): void {
  const message = describeError(error);
  console.error(`Mob Night: ${kind}`, message);
  problems.add({ at: new Date().toISOString(), kind, message });
}

function versions(): Versions {
  return {
    app: app.getVersion(),
    electron: process.versions.electron,
    chrome: process.versions.chrome,
    node: process.versions.node,
    v8: process.versions.v8,
  };
}

export async function showAbout(win: BrowserWindow | null, dataDir: string): Promise<void> {
  const options = {
    type: 'info' as const,
    title: 'About Mob Night',
    message: 'Mob Night',
    detail: [...versionLines(versions()), '', `Your records: ${dataDir}`].join('\n'),
    buttons: ['OK'],
  };
  await (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options));
}

/** How many crash dumps Electron's crash reporter (started with uploads off) has kept. */
function crashDumps(): { dir: string; count: number } {
  const dir = app.getPath('crashDumps');
  try {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    return { dir, count: files.filter((f) => f.endsWith('.dmp')).length };
  } catch {
    return { dir, count: 0 };
  }
}

export async function saveProblemReport(win: BrowserWindow | null, dataDir: string): Promise<void> {
  const now = new Date().toISOString();
  const text = problemReport(
    versions(),
    {
      platform: process.platform,
      arch: process.arch,
      osRelease: release(),
      locale: app.getLocale(),
      dataDir,
      homeDir: homedir(),
      crashDumps: crashDumps(),
    },
    problems.list(),
    now,
  );
  const options = {
    title: 'Save a problem report',
    defaultPath: join(app.getPath('documents'), reportFileName(now)),
    filters: [{ name: 'Text', extensions: ['txt'] }],
  };
  const choice = await (win ? dialog.showSaveDialog(win, options) : dialog.showSaveDialog(options));
  if (choice.canceled || !choice.filePath) return;
  try {
    await writeFile(choice.filePath, text, 'utf8');
  } catch (e) {
    dialog.showErrorBox('The report was not saved', `Mob Night could not write ${choice.filePath}: ${String(e)}`);
  }
}

export function installMenu(getWindow: () => BrowserWindow | null, dataDir: string): void {
  const template = menuTemplate(
    process.platform,
    {
      about: () => void showAbout(getWindow(), dataDir),
      saveProblemReport: () => void saveProblemReport(getWindow(), dataDir),
      openDataFolder: () => void shell.openPath(dataDir),
    },
    { appName: 'Mob Night', devTools: !app.isPackaged },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

/** Where the window opens this time: the saved place, corrected to the screens plugged in now. */
export function initialWindowState(stateDir: string): WindowState {
  const primary = screen.getPrimaryDisplay();
  const others = screen.getAllDisplays().filter((d) => d.id !== primary.id);
  return placeWindow(
    readWindowState(stateDir),
    [primary, ...others].map((d) => d.workArea),
  );
}

/** Saves the window's place when it closes (its normal bounds, so un-maximizing restores them). */
export function rememberWindowState(win: BrowserWindow, stateDir: string): void {
  win.on('close', () => {
    try {
      writeWindowState(stateDir, { bounds: win.getNormalBounds(), maximized: win.isMaximized() });
    } catch (e) {
      recordProblem('Could not save the window position', e);
    }
  });
}

/** Errors the page logs go into the problem report too (messages only: the page shows no records there). */
export function recordWindowErrors(win: BrowserWindow): void {
  win.webContents.on('console-message', (event) => {
    if (event.level === 'error') {
      recordProblem('The window reported an error', `${event.message} (${event.sourceId}:${event.lineNumber})`);
    }
  });
}

/**
 * Exported games handed over by the OS: each is read and imported (checked in full; nothing already
 * in the records is changed), and the window opens the last one in the replay viewer. A file that
 * cannot be imported is explained in a message box.
 */
export async function openGameFiles(
  win: BrowserWindow | null,
  files: readonly string[],
  importText: (text: string) => Promise<{ ok: true; matchId: string } | { ok: false; message: string }>,
): Promise<void> {
  const problems: string[] = [];
  let opened: string | null = null;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      problems.push(`${basename(file)} could not be read.`);
      continue;
    }
    const r = await importText(text);
    if (r.ok) opened = r.matchId;
    else problems.push(`${basename(file)}: ${r.message}`);
  }
  if (opened && win && !win.isDestroyed()) {
    const push: Push = { push: 'game.opened', data: { matchId: opened } };
    win.webContents.send(PUSH_CHANNEL, push);
  }
  if (problems.length === 0) return;
  const options = {
    type: 'warning' as const,
    title: 'Mob Night game file',
    message: problems.length === 1 ? 'This game file could not be opened.' : 'Some game files could not be opened.',
    detail: problems.join('\n'),
    buttons: ['OK'],
  };
  await (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options));
}
