/** One running Mob Night per records folder: the lock both browser mode and the app take at start. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { alreadyRunningWords, claimDataDir, LOCK_FILE, processAlive, readHolder, type LockEnv } from './data-lock';
import { sayAlreadyRunning } from './main/records-lock';
import { AlreadyRunning, startServer } from './serve';

const BOOT = 1_700_000_000_000;
/** Another process on this computer (`running`: which process ids run now), or with `computer` on another one sharing the records folder. */
const env = (pid: number, running: number[] = [pid], computer = hostname()): LockEnv => ({
  pid,
  computer,
  bootedAt: BOOT,
  alive: (p) => running.includes(p),
});
const dir = () => mkdtempSync(join(tmpdir(), 'mob-lock-'));

describe('the records folder lock', () => {
  it('refuses a second copy while the first runs, and says where the first is', async () => {
    const d = dir();
    const first = await claimDataDir(d, 'browser', env(1001, [1001, 1002]));
    if (!first.ok) throw new Error('the first copy should get the lock');
    first.lock.setAddress('http://127.0.0.1:5199/');
    const second = await claimDataDir(d, 'browser', env(1002, [1001, 1002]));
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.holder).toMatchObject({ pid: 1001, mode: 'browser', address: 'http://127.0.0.1:5199/' });
    expect(alreadyRunningWords(second.holder, d)).toMatch(
      /^Mob Night is already running at http:\/\/127\.0\.0\.1:5199\//,
    );
    // The app, too, is kept out while browser mode holds the folder.
    expect((await claimDataDir(d, 'electron', env(1003, [1001, 1003]))).ok).toBe(false);
    first.lock.release();
  });

  it('keeps browser mode out while the app holds the folder, in words that say so', async () => {
    const d = dir();
    const app = await claimDataDir(d, 'electron', env(2001, [2001, 2002]));
    expect(app.ok).toBe(true);
    const browser = await claimDataDir(d, 'browser', env(2002, [2001, 2002]));
    if (browser.ok) throw new Error('browser mode should be refused');
    expect(browser.holder).toMatchObject({ mode: 'electron', address: null });
    expect(alreadyRunningWords(browser.holder, d)).toContain('already open in its own window');
  });

  it('takes over a lock whose process is gone (a crash, kill -9)', async () => {
    const d = dir();
    const crashed = await claimDataDir(d, 'browser', env(3001));
    expect(crashed.ok).toBe(true);
    // 3001 no longer runs: its lock is stale.
    const next = await claimDataDir(d, 'browser', env(3002, [3002]));
    if (!next.ok) throw new Error('a stale lock should be taken over');
    expect(readHolder(join(d, LOCK_FILE))?.pid).toBe(3002);
    next.lock.release();
  });

  it('takes over a lock made before this computer last started, whatever now runs with its process id', async () => {
    const d = dir();
    await claimDataDir(d, 'browser', { ...env(4001), bootedAt: BOOT - 86_400_000 });
    const next = await claimDataDir(d, 'browser', env(4002, [4001, 4002]));
    expect(next.ok).toBe(true);
  });

  it('takes over a lock that is not a lock (an empty or broken file), after reading it again', async () => {
    const d = dir();
    writeFileSync(join(d, LOCK_FILE), '');
    const next = await claimDataDir(d, 'browser', env(5001));
    expect(next.ok).toBe(true);
  });

  it('is let go on a normal stop (the file goes), and the next start takes it', async () => {
    const d = dir();
    const first = await claimDataDir(d, 'browser', env(6001, [6001, 6002]));
    if (!first.ok) throw new Error('the first copy should get the lock');
    first.lock.release();
    expect(existsSync(join(d, LOCK_FILE))).toBe(false);
    const second = await claimDataDir(d, 'browser', env(6002, [6001, 6002]));
    expect(second.ok).toBe(true);
  });

  it('believes only an address of this computer’s browser mode (the app offers to open it in a browser)', async () => {
    const d = dir();
    const first = await claimDataDir(d, 'browser', env(8001));
    if (!first.ok) throw new Error('should get the lock');
    const file = join(d, LOCK_FILE);
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const address of [
      'file:///etc/passwd',
      'http://example.com/',
      'http://127.0.0.1:80/x',
      'javascript:alert(1)',
    ]) {
      writeFileSync(file, JSON.stringify({ ...raw, address }));
      expect(readHolder(file)?.address, address).toBeNull();
    }
    writeFileSync(file, JSON.stringify({ ...raw, address: 'http://127.0.0.1:47801/' }));
    expect(readHolder(file)?.address).toBe('http://127.0.0.1:47801/');
  });

  it('a release never removes a lock another copy took over meanwhile', async () => {
    const d = dir();
    const old = await claimDataDir(d, 'browser', env(7001));
    if (!old.ok) throw new Error('should get the lock');
    const taker = await claimDataDir(d, 'browser', env(7002, [7002]));
    if (!taker.ok) throw new Error('should take the stale lock');
    old.lock.release();
    old.lock.setAddress('http://127.0.0.1:1234/');
    expect(readHolder(join(d, LOCK_FILE))).toMatchObject({ pid: 7002, address: null });
  });

  it('in one process, a second claim is refused while the first holds, and a lock file left by an earlier life of this process id is stale', async () => {
    const d = dir();
    const real = { pid: process.pid, computer: hostname(), bootedAt: BOOT, alive: processAlive };
    const first = await claimDataDir(d, 'browser', real);
    if (!first.ok) throw new Error('should get the lock');
    first.lock.setAddress('http://127.0.0.1:5199/');
    expect((await claimDataDir(d, 'browser', real)).ok).toBe(false);
    // The same file, as a restarted process with the same id would find it: not held by this process.
    const left = readFileSync(join(d, LOCK_FILE), 'utf8');
    first.lock.release();
    writeFileSync(join(d, LOCK_FILE), left);
    expect((await claimDataDir(d, 'browser', real)).ok).toBe(true);
  });

  it('believes only an address of this computer from the lock file', async () => {
    const d = dir();
    writeFileSync(
      join(d, LOCK_FILE),
      JSON.stringify({ pid: 8001, token: 't', mode: 'browser', address: 'https://example.com/', bootedAt: BOOT }),
    );
    expect(readHolder(join(d, LOCK_FILE))?.address).toBeNull();
  });

  it('never takes over a lock another computer made (a shared records folder), and says which computer and what to do', async () => {
    const d = dir();
    const kitchen = await claimDataDir(d, 'browser', env(9001, [9001], 'kitchen-laptop'));
    if (!kitchen.ok) throw new Error('the kitchen laptop should get the lock');
    kitchen.lock.setAddress('http://127.0.0.1:5199/');
    // Here no process 9001 runs and the boot time differs: on this computer's own lock either would make it
    // stale, but they say nothing of another computer's copy.
    const here = await claimDataDir(d, 'browser', { ...env(9002, [9002], 'den-pc'), bootedAt: BOOT + 86_400_000 });
    if (here.ok) throw new Error('another computer’s lock must stand');
    // Its 127.0.0.1 is the other computer's own: not offered here.
    expect(here.holder).toMatchObject({ computer: 'kitchen-laptop', pid: 9001, address: null });
    const words = alreadyRunningWords(here.holder, d, 'den-pc');
    expect(words).toMatch(/^Mob Night on the computer "kitchen-laptop" is using the records in /);
    expect(words).toContain(`delete the file ${LOCK_FILE} in that folder`);
    expect(words).not.toContain('127.0.0.1');
    expect(readHolder(join(d, LOCK_FILE))?.computer).toBe('kitchen-laptop');
    // Once the file is removed, as the words say, this computer starts.
    kitchen.lock.release();
    expect((await claimDataDir(d, 'browser', env(9002, [9002], 'den-pc'))).ok).toBe(true);
  });

  it('checks a lock naming another computer in this user’s own records folder as this computer’s (a Mac renamed by its network)', async () => {
    const d = dir();
    const own = (e: LockEnv): LockEnv => ({ ...e, ownFolder: (folder) => folder === d });
    // The Mac was "Nonnas-MacBook.local" when it crashed; on the home network it is "Nonnas-MacBook" now.
    const crashed = await claimDataDir(d, 'browser', own(env(9101, [9101], 'Nonnas-MacBook.local')));
    expect(crashed.ok).toBe(true);
    // Its process is gone: the lock is taken over without anyone deleting it.
    const next = await claimDataDir(d, 'browser', own(env(9102, [9102], 'Nonnas-MacBook')));
    if (!next.ok) throw new Error('this computer’s own stale lock should be taken over');
    expect(readHolder(join(d, LOCK_FILE))).toMatchObject({ pid: 9102, computer: 'Nonnas-MacBook' });
    next.lock.setAddress('http://127.0.0.1:5301/');
    // Still running under the old name: refused, and sent to its address on this computer.
    const again = await claimDataDir(d, 'browser', own(env(9103, [9102, 9103], 'Nonnas-MacBook.home')));
    if (again.ok) throw new Error('a running copy keeps its lock');
    expect(again.holder).toMatchObject({
      pid: 9102,
      computer: 'Nonnas-MacBook.home',
      address: 'http://127.0.0.1:5301/',
    });
    expect(alreadyRunningWords(again.holder, d, 'Nonnas-MacBook.home')).toMatch(
      /^Mob Night is already running at http:\/\/127\.0\.0\.1:5301\//,
    );
    // The same folder named by MOB_NIGHT_DATA_DIR (perhaps a shared drive): the other name's lock stands.
    const shared = await claimDataDir(d, 'browser', env(9104, [9104], 'Nonnas-MacBook.home'));
    expect(shared.ok).toBe(false);
    next.lock.release();
  });

  it('takes this user’s own records folder, and no other, for one no other computer uses', async () => {
    const { realLockEnv } = await import('./data-lock');
    const { dataDir } = await import('./paths');
    const real = realLockEnv();
    expect(real.ownFolder?.(dataDir({ ...process.env, MOB_NIGHT_DATA_DIR: '' }))).toBe(true);
    expect(real.ownFolder?.(dir())).toBe(false);
  });

  it('reads a lock written before computers were named as this computer’s (taken over when its process is gone)', async () => {
    const d = dir();
    writeFileSync(join(d, LOCK_FILE), JSON.stringify({ pid: 9101, token: 't', mode: 'browser', bootedAt: BOOT }));
    expect(readHolder(join(d, LOCK_FILE))?.computer).toBe('');
    expect((await claimDataDir(d, 'browser', env(9102, [9101, 9102]))).ok).toBe(false);
    expect((await claimDataDir(d, 'browser', env(9102, [9102]))).ok).toBe(true);
  });
});

describe('browser mode on a records folder another copy uses', () => {
  it('is refused before it opens the records or saves a port, and starts once the first has stopped', async () => {
    const d = dir();
    const rendererDir = mkdtempSync(join(tmpdir(), 'mob-renderer-'));
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Mob Night</title>');
    const first = await startServer({ dataDir: d, rendererDir });
    try {
      const saved = readFileSync(join(d, 'browser-port.json'), 'utf8');
      const second = startServer({ dataDir: d, rendererDir });
      await expect(second).rejects.toBeInstanceOf(AlreadyRunning);
      await expect(second).rejects.toThrow(`Mob Night is already running at ${first.url}`);
      expect(readFileSync(join(d, 'browser-port.json'), 'utf8')).toBe(saved);
      // The first copy still serves.
      expect((await fetch(first.url)).status).toBe(200);
    } finally {
      await first.close();
    }
    expect(existsSync(join(d, LOCK_FILE))).toBe(false);
    const again = await startServer({ dataDir: d, rendererDir });
    await again.close();
  });
});

describe('the app finding browser mode on its records', () => {
  const holder = {
    pid: 1,
    mode: 'browser' as const,
    address: 'http://127.0.0.1:5199/',
    startedAt: '',
    bootedAt: BOOT,
    token: 't',
    computer: '',
  };

  it('says where browser mode runs and opens that address when asked', async () => {
    const showMessageBox = vi.fn(async (_options: unknown) => ({ response: 0 }));
    const open = vi.fn(async () => undefined);
    await sayAlreadyRunning(holder, '/records', { showMessageBox }, open);
    expect(showMessageBox.mock.calls[0]?.[0]).toMatchObject({
      message: 'Mob Night is already running in browser mode at http://127.0.0.1:5199/.',
      buttons: ['Open it in the browser', 'Close'],
    });
    expect(open).toHaveBeenCalledWith('http://127.0.0.1:5199/');
  });

  it('names the other computer that holds a shared records folder, and offers no address', async () => {
    const showMessageBox = vi.fn(async (_options: unknown) => ({ response: 0 }));
    const open = vi.fn(async () => undefined);
    await sayAlreadyRunning({ ...holder, computer: 'kitchen-laptop' }, '/records', { showMessageBox }, open, 'den-pc');
    expect(showMessageBox.mock.calls[0]?.[0]).toMatchObject({
      message: expect.stringMatching(/^Mob Night on the computer "kitchen-laptop" is using the records in \/records/),
      detail: expect.stringContaining(`delete the file ${LOCK_FILE}`),
      buttons: ['Close'],
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('opens nothing when the person closes the message', async () => {
    const open = vi.fn(async () => undefined);
    await sayAlreadyRunning(holder, '/records', { showMessageBox: async () => ({ response: 1 }) }, open);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('whether the process holding a lock runs', () => {
  it('counts this process as running and a killed one as gone', async () => {
    expect(processAlive(process.pid)).toBe(true);
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    await new Promise((ok) => child.once('spawn', ok));
    expect(processAlive(child.pid!)).toBe(true);
    child.kill('SIGKILL');
    await new Promise((ok) => child.once('exit', ok));
    expect(processAlive(child.pid!)).toBe(false);
  });

  it.runIf(process.platform === 'linux')('counts a killed process its parent has not reaped yet as gone', async () => {
    // sh starts a sleeper, then becomes another sleep that never reaps it: killed, the first stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 5'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = Number(await new Promise<string>((ok) => parent.stdout.once('data', (d: Buffer) => ok(String(d)))));
    try {
      // Killed before sh has become the sleep that never reaps, the sleeper would be reaped by sh.
      await vi.waitFor(() => expect(readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim()).toBe('sleep'));
      expect(processAlive(pid)).toBe(true);
      process.kill(pid, 'SIGKILL');
      await vi.waitFor(() => expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /));
      expect(processAlive(pid)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
