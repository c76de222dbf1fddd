/**
 * A peer desktop joins a network table in a window of its own: the table's guest page, served by that
 * table under its own content policy, in a window hardened like the app's (sandboxed, isolated, no
 * Node) but with no preload — the page talks only to its table, over its WebSocket — in a session of
 * its own (the seat pass it keeps stays apart from the app), and never navigating off that table.
 */
import { BrowserWindow, session } from 'electron';
import { denyPermission, GUEST_PARTITION, isAppUrl, isGuestPageUrl, onSameTable } from './security';

/** Each table window's web contents, by id, and the table page it was opened on. */
const tables = new Map<number, string>();

/** Where a web contents may navigate: the app's own pages, or its own table's for a table window. */
export function homeOf(contentsId: number | undefined): (url: string) => boolean {
  return (url) => {
    const table = contentsId === undefined ? undefined : tables.get(contentsId);
    return table ? onSameTable(table, url) : isAppUrl(url);
  };
}

/** Opens a home-network table's guest page (and nothing else) in a window of its own. */
export function openTableWindow(url: string): void {
  if (!isGuestPageUrl(url)) return;
  const tableSession = session.fromPartition(GUEST_PARTITION);
  tableSession.setPermissionRequestHandler(denyPermission);
  tableSession.setPermissionCheckHandler(() => false);
  // The security preferences are spelled out here, where electronegativity can read them.
  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 360,
    minHeight: 480,
    backgroundColor: '#15120f',
    title: 'Mob Night — a table on the network',
    autoHideMenuBar: true,
    webPreferences: {
      partition: GUEST_PARTITION,
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
  const id = win.webContents.id;
  tables.set(id, url);
  win.on('closed', () => tables.delete(id));
  void win.loadURL(url);
}
