/**
 * The application menu as plain data: the usual items of each platform (Electron's standard roles)
 * plus Mob Night's own — About, and saving a problem report. `index.ts` hands the template to
 * `Menu.buildFromTemplate`; tests read it under plain Node.
 */

/** Electron's standard roles this menu uses (a subset of MenuItemConstructorOptions['role']). */
export type MenuRole =
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'selectAll'
  | 'reload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'close'
  | 'help'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'zoom'
  | 'front';

/** The subset of Electron's MenuItemConstructorOptions this menu uses (assignable to it). */
export interface MenuItem {
  label?: string;
  role?: MenuRole;
  type?: 'separator';
  click?: () => void;
  submenu?: MenuItem[];
}

export interface MenuActions {
  readonly about: () => void;
  readonly saveProblemReport: () => void;
  readonly openDataFolder: () => void;
}

const separator: MenuItem = { type: 'separator' };

export function menuTemplate(
  platform: NodeJS.Platform,
  actions: MenuActions,
  options: { appName: string; devTools: boolean },
): MenuItem[] {
  const mac = platform === 'darwin';
  const about: MenuItem = { label: `About ${options.appName}`, click: actions.about };
  const report: MenuItem = { label: 'Save a Problem Report…', click: actions.saveProblemReport };
  const dataFolder: MenuItem = { label: 'Show Where My Records Live', click: actions.openDataFolder };

  const appMenu: MenuItem = {
    label: options.appName,
    submenu: [
      about,
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };
  const fileMenu: MenuItem = {
    label: 'File',
    submenu: mac ? [{ role: 'close' }] : [{ role: 'quit', label: 'Exit' }],
  };
  const editMenu: MenuItem = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };
  const devItems: MenuItem[] = [separator, { role: 'reload' }, { role: 'toggleDevTools' }];
  const viewMenu: MenuItem = {
    label: 'View',
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
      ...(options.devTools ? devItems : []),
    ],
  };
  const windowMenu: MenuItem = {
    label: 'Window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };
  const helpMenu: MenuItem = {
    role: 'help',
    label: 'Help',
    submenu: mac ? [report, dataFolder] : [report, dataFolder, separator, about],
  };
  return [...(mac ? [appMenu] : []), fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}
