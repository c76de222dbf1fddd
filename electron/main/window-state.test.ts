import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseWindowState,
  placeWindow,
  readWindowState,
  WINDOW_STATE_FILE,
  writeWindowState,
  type Rect,
  type WindowState,
} from './window-state';

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };
const saved = (bounds: Rect, maximized = false): WindowState => ({ bounds, maximized });

describe('window state: validation', () => {
  it('accepts a well-formed state', () => {
    const state = saved({ x: 10, y: 20, width: 1200, height: 800 }, true);
    expect(parseWindowState(state)).toEqual(state);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'big'],
    ['missing bounds', { maximized: false }],
    ['a zero width', { bounds: { x: 0, y: 0, width: 0, height: 800 }, maximized: false }],
    ['fractional numbers', { bounds: { x: 0.5, y: 0, width: 1000, height: 800 }, maximized: false }],
    ['absurd coordinates', { bounds: { x: 1e9, y: 0, width: 1000, height: 800 }, maximized: false }],
    ['a text maximized flag', { bounds: { x: 0, y: 0, width: 1000, height: 800 }, maximized: 'yes' }],
    ['unknown keys', { bounds: { x: 0, y: 0, width: 1000, height: 800 }, maximized: false, evil: 1 }],
  ])('rejects %s', (_name, raw) => {
    expect(parseWindowState(raw)).toBeNull();
  });
});

describe('window state: placing the window on the screens there are now', () => {
  it('centres the default size on the primary screen the first time', () => {
    expect(placeWindow(null, [laptop])).toEqual(saved({ x: 240, y: 70, width: 1440, height: 900 }));
  });

  it('keeps a saved place that is on a screen', () => {
    const state = saved({ x: 2000, y: 100, width: 1600, height: 1000 }, true);
    expect(placeWindow(state, [laptop, rightMonitor])).toEqual(state);
  });

  it('brings a window from an unplugged monitor back to the primary screen, keeping its size', () => {
    const state = saved({ x: 2000, y: 100, width: 1600, height: 1000 });
    expect(placeWindow(state, [laptop])).toEqual(saved({ x: 160, y: 20, width: 1600, height: 1000 }));
  });

  it('corrects a title bar dragged above the top of the screen', () => {
    const state = saved({ x: 100, y: -500, width: 1200, height: 800 });
    expect(placeWindow(state, [laptop]).bounds).toEqual({ x: 360, y: 120, width: 1200, height: 800 });
  });

  it('shrinks a window larger than its screen and pulls it fully on', () => {
    const state = saved({ x: 1700, y: 10, width: 2400, height: 1300 });
    expect(placeWindow(state, [laptop]).bounds).toEqual({ x: 0, y: 0, width: 1920, height: 1040 });
  });

  it('pulls a window hanging off the right edge back inside', () => {
    const state = saved({ x: 1500, y: 100, width: 1200, height: 800 });
    expect(placeWindow(state, [laptop]).bounds).toEqual({ x: 720, y: 100, width: 1200, height: 800 });
  });

  it('works with no screen information at all', () => {
    expect(placeWindow(null, []).bounds).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
  });
});

describe('window state: the JSON file in user data', () => {
  it('round-trips through the file and ignores a damaged one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mob-night-window-'));
    expect(readWindowState(dir)).toBeNull();
    const state = saved({ x: 5, y: 6, width: 1300, height: 750 }, true);
    writeWindowState(dir, state);
    expect(readWindowState(dir)).toEqual(state);
    expect(JSON.parse(readFileSync(join(dir, WINDOW_STATE_FILE), 'utf8'))).toEqual(state);
    writeFileSync(join(dir, WINDOW_STATE_FILE), '{"bounds": ');
    expect(readWindowState(dir)).toBeNull();
  });
});
