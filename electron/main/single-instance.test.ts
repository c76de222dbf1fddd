import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance, gameFilesIn, type SingleInstanceApp } from './single-instance';

function fakeApp(gotLock: boolean) {
  const listeners = new Map<string, (event: unknown, argv: string[], cwd: string) => void>();
  const app: SingleInstanceApp = {
    requestSingleInstanceLock: vi.fn(() => gotLock),
    quit: vi.fn(),
    on: vi.fn((event: string, listener: (event: unknown, argv: string[], cwd: string) => void) =>
      listeners.set(event, listener),
    ),
  };
  return { app, listeners };
}

describe('single instance', () => {
  it('the first instance keeps running and listens for later launches', () => {
    const { app, listeners } = fakeApp(true);
    expect(claimSingleInstance(app, vi.fn())).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    expect([...listeners.keys()]).toEqual(['second-instance']);
  });

  it('a second instance quits at once without wiring anything', () => {
    const { app, listeners } = fakeApp(false);
    expect(claimSingleInstance(app, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('a later launch focuses the window and hands over the game files it was given', () => {
    const { app, listeners } = fakeApp(true);
    const focus = vi.fn();
    const open = vi.fn();
    claimSingleInstance(app, focus, open);
    listeners.get('second-instance')!({}, ['/opt/Mob Night/mob-night', '--no-sandbox'], '/home/nonna');
    expect(focus).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    listeners.get('second-instance')!({}, ['mob-night', '/home/nonna/Friday.MOBNIGHT', 'notes.txt'], '/');
    expect(focus).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith(['/home/nonna/Friday.MOBNIGHT']);
  });

  it('finds game files on a command line and nothing else', () => {
    expect(gameFilesIn(['--flag.mobnight', 'a.mobnight', 'b.txt', 'C:\\Games\\c.mobnight'])).toEqual([
      'a.mobnight',
      'C:\\Games\\c.mobnight',
    ]);
  });
});
