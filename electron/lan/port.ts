/**
 * A stable address: the port a server last used is saved in the data folder and tried first next
 * time, so open pages and peers find it again after a restart. When it is taken, a free port is used
 * (and saved) instead.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function readSavedPort(file: string): number | null {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { port?: unknown };
    const port = raw.port;
    return typeof port === 'number' && Number.isInteger(port) && port >= 1024 && port <= 65535 ? port : null;
  } catch {
    return null;
  }
}

export function savePort(file: string, port: number): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ port })}\n`);
  } catch (e) {
    console.error('Mob Night: the port could not be saved for next time', e);
  }
}

/**
 * Listens on the wanted port (or the saved one, or `fallback`), falling back to any free port when it
 * is taken; saves and returns the port in use.
 */
export async function listenStable(
  listen: (port: number) => Promise<number>,
  file: string | null,
  wanted: number | undefined,
  fallback = 0,
): Promise<number> {
  const first = wanted ?? (file ? readSavedPort(file) : null) ?? fallback;
  let port: number;
  try {
    port = await listen(first);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || first === 0) throw e;
    port = await listen(0);
  }
  if (file) savePort(file, port);
  return port;
}
