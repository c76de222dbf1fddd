/**
 * One running Mob Night per records folder. Browser mode and the Electron app each take this lock
 * before they open the records: two hosts on one records file would each keep their own copy of a
 * live game, and a move made in one would be refused by the records in the other (the player saw
 * "Action 3 does not follow action 5"). Electron's own single-instance lock keeps out a second app
 * window; this one also keeps browser mode and the app apart, and two browser-mode servers.
 *
 * The lock is a small file in the records folder, made only if it does not exist yet (so two copies
 * starting at once cannot both make it), holding the process id and, once it listens, the address a
 * second copy should send people to. A lock whose process is gone (a crash, kill -9, a power cut) or
 * that was made before this computer last started is stale, and is taken over. A lock made by another
 * computer (a records folder on a shared drive) is never taken over: from here nobody can tell whether
 * that copy still runs, and two copies on one records file is what the lock is for. The person is told
 * which computer holds it, and what to remove should that copy be gone. Only a folder named by
 * MOB_NIGHT_DATA_DIR can be shared: in this user's own records folder (paths.ts `dataDir`), a lock naming
 * another computer is this one under an earlier name (a Mac's name follows the network it is on), and is
 * checked as this computer's.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync, closeSync, linkSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { join, resolve } from 'node:path';
import { dataDir } from './paths';

export const LOCK_FILE = 'mob-night.lock';

export interface LockHolder {
  readonly pid: number;
  readonly mode: 'browser' | 'electron';
  /** Browser mode's address (`http://127.0.0.1:<port>/`), once it listens; null before, and for the app. */
  readonly address: string | null;
  readonly startedAt: string;
  /** When this computer last started (ms since 1970), so a lock from before a restart is seen as stale. */
  readonly bootedAt: number;
  /** Tells this lock from another one of the same process id (a process id is used again in time). */
  readonly token: string;
  /** The computer's name (`os.hostname()`); '' in a lock written before it was kept (this computer's). */
  readonly computer: string;
}

export interface DataDirLock {
  readonly file: string;
  /** Browser mode's address, written in once it listens, for a second copy to point people to. */
  setAddress(address: string): void;
  /** Lets go of the lock (only if it is still this one's): on a normal stop, and at process exit. */
  release(): void;
}

export type Claim =
  { readonly ok: true; readonly lock: DataDirLock } | { readonly ok: false; readonly holder: LockHolder };

/** What the lock needs of this computer: fakes in tests play another process, or one long gone. */
export interface LockEnv {
  readonly pid: number;
  /** This computer's name, as locks record it. */
  readonly computer: string;
  readonly bootedAt: number;
  /** Whether a process with this id runs now. */
  alive(pid: number): boolean;
  /**
   * Whether `dir` is this user's own records folder on this computer, which no other computer uses (one named
   * by MOB_NIGHT_DATA_DIR may be on a shared drive). Without it, no folder is taken to be.
   */
  ownFolder?(dir: string): boolean;
}

export const realLockEnv = (): LockEnv => ({
  pid: process.pid,
  computer: hostname(),
  bootedAt: Date.now() - uptime() * 1000,
  alive: processAlive,
  ownFolder: (dir) => resolve(dir) === resolve(dataDir({ ...process.env, MOB_NIGHT_DATA_DIR: '' })),
});

/** Whether process `pid` runs: signal 0 checks without sending anything (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !zombie(pid);
}

/** On Linux, a process killed but not yet reaped by its parent still answers signal 0: its state says it is dead. */
function zombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may itself hold any character.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** Locks this process holds now, by file: a lock naming this process id but not held here is an older one's. */
const heldHere = new Map<string, string>();

/** A clock's readings of the boot time differ by a little from call to call; a restart moves it by far more. */
const BOOT_SLACK_MS = 120_000;

export function readHolder(file: string): LockHolder | null {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof raw.pid !== 'number' || typeof raw.token !== 'string') return null;
    return {
      pid: raw.pid,
      mode: raw.mode === 'electron' ? 'electron' : 'browser',
      // Only an address of this computer's own browser mode is believed (the app offers to open it).
      address:
        typeof raw.address === 'string' && /^http:\/\/127\.0\.0\.1:\d{1,5}\/$/.test(raw.address) ? raw.address : null,
      startedAt: typeof raw.startedAt === 'string' ? raw.startedAt : '',
      bootedAt: typeof raw.bootedAt === 'number' ? raw.bootedAt : 0,
      token: raw.token,
      computer: typeof raw.computer === 'string' ? raw.computer : '',
    };
  } catch {
    return null;
  }
}

/** Whether `holder` was made by another computer than `computer` (this one). */
export function madeElsewhere(holder: LockHolder, computer: string): boolean {
  return holder.computer !== '' && holder.computer !== computer;
}

function stale(file: string, holder: LockHolder, env: LockEnv): boolean {
  // Another computer's process ids and start time say nothing here: its lock stands.
  if (madeElsewhere(holder, env.computer)) return false;
  if (Math.abs(holder.bootedAt - env.bootedAt) > BOOT_SLACK_MS) return true;
  if (holder.pid === env.pid) return heldHere.get(file) !== holder.token;
  return !env.alive(holder.pid);
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/**
 * Takes the lock of records folder `dir` for this process, or says who holds it. A lock file being
 * written by a copy starting this very moment reads as empty for an instant: it is read again before
 * it is called stale.
 */
export async function claimDataDir(
  dir: string,
  mode: LockHolder['mode'],
  env: LockEnv = realLockEnv(),
): Promise<Claim> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const mine: LockHolder = {
    pid: env.pid,
    mode,
    address: null,
    startedAt: new Date().toISOString(),
    bootedAt: env.bootedAt,
    token: randomUUID(),
    computer: env.computer,
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (create(file, mine)) {
      heldHere.set(file, mine.token);
      return { ok: true, lock: lockOf(file, mine) };
    }
    let holder = readHolder(file);
    for (let i = 0; i < 10 && holder === null; i++) {
      await sleep(50);
      holder = readHolder(file);
    }
    // This computer under an earlier name, in a folder only it uses: its lock is checked as this computer's.
    if (holder && madeElsewhere(holder, env.computer) && env.ownFolder?.(dir))
      holder = { ...holder, computer: env.computer };
    if (holder && madeElsewhere(holder, env.computer)) return { ok: false, holder: { ...holder, address: null } };
    if (holder && !stale(file, holder, env)) return { ok: false, holder: await withAddress(file, holder) };
    takeAway(file, holder);
  }
  throw new Error(`the lock ${file} could not be taken (it kept changing)`);
}

/** A browser-mode copy that is still starting has its address in a moment: worth waiting for, briefly. */
async function withAddress(file: string, holder: LockHolder): Promise<LockHolder> {
  let latest = holder;
  for (let i = 0; i < 30 && latest.mode === 'browser' && latest.address === null; i++) {
    await sleep(100);
    const again = readHolder(file);
    if (!again || again.token !== holder.token) break;
    // The computer as the claim saw it (this one, for a lock of this computer under an earlier name).
    latest = { ...again, computer: holder.computer };
  }
  return latest;
}

/** Makes the lock file only if there is none: written to a file of its own first, then linked in whole. */
function create(file: string, holder: LockHolder): boolean {
  const draft = `${file}.${holder.token}`;
  writeFileSync(draft, `${JSON.stringify(holder)}\n`);
  try {
    linkSync(draft, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without links (FAT): created exclusively, then written.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw e;
    try {
      const fd = openSync(file, 'wx');
      try {
        writeFileSync(fd, `${JSON.stringify(holder)}\n`);
      } finally {
        closeSync(fd);
      }
      return true;
    } catch (e2) {
      if ((e2 as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    removeQuietly(draft);
  }
}

/**
 * Moves a stale lock out of the way. Two copies may both find it stale: the one that moves it first
 * wins, and should the other have moved the winner's fresh lock instead, it puts that one back.
 */
function takeAway(file: string, staleHolder: LockHolder | null): void {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  const moved = readHolder(aside);
  if (moved && staleHolder && moved.token !== staleHolder.token) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone made a lock meanwhile: theirs stands.
    }
  }
  removeQuietly(aside);
}

function lockOf(file: string, holder: LockHolder): DataDirLock {
  let current = holder;
  const ours = () => readHolder(file)?.token === holder.token;
  const release = () => {
    process.off('exit', release);
    if (heldHere.get(file) !== holder.token) return;
    heldHere.delete(file);
    if (ours()) removeQuietly(file);
  };
  // An exit that skips the normal stop (process.exit after an error) still lets go of the lock.
  process.on('exit', release);
  return {
    file,
    setAddress: (address) => {
      if (!ours()) return;
      current = { ...current, address };
      const draft = `${file}.${holder.token}`;
      writeFileSync(draft, `${JSON.stringify(current)}\n`);
      renameSync(draft, file);
    },
    release,
  };
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/**
 * What to say of a lock another computer holds: which computer, since when, and what to do. Its browser
 * address (127.0.0.1 there) is no use here, so none is offered.
 */
export function elsewhereWords(holder: LockHolder, dir: string): { message: string; detail: string } {
  const since = Number.isNaN(Date.parse(holder.startedAt))
    ? ''
    : ` since ${new Date(holder.startedAt).toLocaleString()}`;
  return {
    message: `Mob Night on the computer "${holder.computer}" is using the records in ${dir}${since}.`,
    detail:
      'Only one Mob Night at a time can use a records folder. Close it on that computer and start again here. ' +
      `If it is no longer running there, delete the file ${LOCK_FILE} in that folder, then start again.`,
  };
}

/** What a second copy of browser mode says, in words for the person who started it. */
export function alreadyRunningWords(holder: LockHolder, dir: string, computer = hostname()): string {
  if (madeElsewhere(holder, computer)) {
    const words = elsewhereWords(holder, dir);
    return `${words.message} ${words.detail}`;
  }
  if (holder.address)
    return (
      `Mob Night is already running at ${holder.address} — open that address in your browser to play. ` +
      `(Only one Mob Night at a time can use the records in ${dir}.)`
    );
  if (holder.mode === 'electron')
    return (
      'Mob Night is already open in its own window on this computer — play there, or close it and start ' +
      `browser mode again. (Only one Mob Night at a time can use the records in ${dir}.)`
    );
  return (
    'Mob Night is already starting on this computer — its address will be in the window it was started from. ' +
    `(Only one Mob Night at a time can use the records in ${dir}.)`
  );
}
