import { describe, expect, it, vi } from 'vitest';
import { menuTemplate, type MenuItem } from './menu';

const actions = { about: vi.fn(), saveProblemReport: vi.fn(), openDataFolder: vi.fn() };
const opts = { appName: 'Mob Night', devTools: false };

function roles(items: readonly MenuItem[] | undefined): string[] {
  return (items ?? []).flatMap((i) => (i.role ? [i.role] : i.label ? [i.label] : []));
}
function find(items: readonly MenuItem[], label: string): MenuItem {
  const found = items.find((i) => i.label === label);
  if (!found) throw new Error(`no ${label} menu`);
  return found;
}

describe('application menu', () => {
  it('on macOS starts with the app menu holding About, Services, Hide and Quit', () => {
    const menu = menuTemplate('darwin', actions, opts);
    expect(menu.map((m) => m.label)).toEqual(['Mob Night', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(menu[0]!.submenu)).toEqual(['About Mob Night', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(roles(find(menu, 'Window').submenu)).toEqual(['minimize', 'zoom', 'front']);
    expect(roles(find(menu, 'File').submenu)).toEqual(['close']);
  });

  it.each(['win32', 'linux'] as const)('on %s has File → Exit and About under Help', (platform) => {
    const menu = menuTemplate(platform, actions, opts);
    expect(menu.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(find(menu, 'File').submenu).toEqual([{ role: 'quit', label: 'Exit' }]);
    expect(roles(find(menu, 'Help').submenu)).toEqual([
      'Save a Problem Report…',
      'Show Where My Records Live',
      'About Mob Night',
    ]);
  });

  it('has the usual Edit items so text fields keep copy and paste', () => {
    const menu = menuTemplate('linux', actions, opts);
    expect(roles(find(menu, 'Edit').submenu)).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
  });

  it('offers reload and developer tools only in development', () => {
    const shipped = JSON.stringify(menuTemplate('win32', actions, opts));
    expect(shipped).not.toMatch(/toggleDevTools|"reload"/);
    const dev = roles(find(menuTemplate('win32', actions, { ...opts, devTools: true }), 'View').submenu);
    expect(dev).toContain('toggleDevTools');
  });

  it('wires its own items to the actions', () => {
    const help = find(menuTemplate('linux', actions, opts), 'Help').submenu!;
    for (const item of help) item.click?.();
    expect(actions.saveProblemReport).toHaveBeenCalledTimes(1);
    expect(actions.openDataFolder).toHaveBeenCalledTimes(1);
    expect(actions.about).toHaveBeenCalledTimes(1);
  });
});
