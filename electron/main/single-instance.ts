/**
 * One Mob Night at a time: a second launch hands its command line (which may name a `.mobnight`
 * game file) to the running one, which brings its window forward, and then quits. Typed against
 * the few parts of Electron's `app` it uses, so tests pass a fake.
 */

export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: (event: unknown, argv: string[], workingDirectory: string) => void): unknown;
}

/** The extension of an exported Mob Night game (registered with the OS by the installers). */
export const GAME_FILE_EXT = '.mobnight';

/** The game files named on a command line (the OS passes the opened file as an argument). */
export function gameFilesIn(argv: readonly string[]): string[] {
  return argv.filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(GAME_FILE_EXT));
}

/**
 * Takes the single-instance lock. Returns false (after asking the app to quit) when another
 * instance holds it; otherwise wires a later launch to `focus` and to `openFiles`.
 */
export function claimSingleInstance(
  app: SingleInstanceApp,
  focus: () => void,
  openFiles: (files: string[]) => void = () => undefined,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv) => {
    focus();
    const files = gameFilesIn(argv.slice(1));
    if (files.length > 0) openFiles(files);
  });
  return true;
}
