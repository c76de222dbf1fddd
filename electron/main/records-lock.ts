/**
 * The app's side of the records folder's lock (../data-lock.ts): when browser mode already uses this
 * records folder, the app says so, offers its address, and does not open the records. Typed against the
 * few parts of Electron it uses, so tests pass fakes.
 */
import { hostname } from 'node:os';
import { elsewhereWords, madeElsewhere, type LockHolder } from '../data-lock';

export interface LockDialogs {
  showMessageBox(options: {
    type: 'info';
    title: string;
    message: string;
    detail: string;
    buttons: string[];
    defaultId: number;
    cancelId: number;
  }): Promise<{ response: number }>;
}

/** What the app says when another Mob Night holds its records folder; resolves once the person has read it. */
export async function sayAlreadyRunning(
  holder: LockHolder,
  dir: string,
  dialogs: LockDialogs,
  openExternal: (url: string) => Promise<void>,
  computer = hostname(),
): Promise<void> {
  if (madeElsewhere(holder, computer)) {
    await dialogs.showMessageBox({
      type: 'info',
      title: 'Mob Night',
      ...elsewhereWords(holder, dir),
      buttons: ['Close'],
      defaultId: 0,
      cancelId: 0,
    });
    return;
  }
  const detail = `Only one Mob Night at a time can use the records in ${dir}.`;
  if (holder.address) {
    const { response } = await dialogs.showMessageBox({
      type: 'info',
      title: 'Mob Night',
      message: `Mob Night is already running in browser mode at ${holder.address}.`,
      detail: `${detail} Play there, or stop browser mode (Ctrl+C in its window) and open the app again.`,
      buttons: ['Open it in the browser', 'Close'],
      defaultId: 0,
      cancelId: 1,
    });
    if (response === 0) await openExternal(holder.address);
    return;
  }
  await dialogs.showMessageBox({
    type: 'info',
    title: 'Mob Night',
    message: 'Mob Night is already running on this computer.',
    detail: `${detail} Use the copy that is open, or close it and open the app again.`,
    buttons: ['Close'],
    defaultId: 0,
    cancelId: 0,
  });
}
