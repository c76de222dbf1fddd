/**
 * The window's size and position, remembered between runs in a small JSON file in the user-data
 * folder. Pure apart from the file read/write, so tests run it under plain Node: whatever is in the
 * file is validated, and a position that no longer fits any screen (a monitor unplugged, the
 * resolution lowered) is corrected before the window opens.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

export const WINDOW_STATE_FILE = 'window-state.json';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WindowState {
  readonly bounds: Rect;
  readonly maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1440, height: 900 } as const;
export const MIN_SIZE = { width: 1024, height: 700 } as const;
/** How much of the title bar must be on a screen for a saved position to be kept (px). */
const MIN_VISIBLE = 120;

const int = z.number().int().min(-100_000).max(100_000);
const stateSchema = z
  .object({
    bounds: z.object({ x: int, y: int, width: int.min(1), height: int.min(1) }).strict(),
    maximized: z.boolean(),
  })
  .strict();

/** The saved state if the file holds a valid one, else null (never throws on bad content). */
export function parseWindowState(raw: unknown): WindowState | null {
  const parsed = stateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

function centred(size: { width: number; height: number }, area: Rect): Rect {
  const width = Math.min(size.width, area.width);
  const height = Math.min(size.height, area.height);
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/**
 * Where the window opens: the saved bounds if their title bar is visible on one of the screens
 * (`workAreas`, the primary first), shrunk to fit that screen; otherwise the saved (or default) size
 * centred on the primary screen.
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  if (!saved) return { bounds: centred(DEFAULT_SIZE, primary), maximized: false };
  const titleBar: Rect = { ...saved.bounds, height: Math.min(saved.bounds.height, 40) };
  const home = workAreas.find((area) => {
    const o = overlap(titleBar, area);
    return o.width >= Math.min(MIN_VISIBLE, saved.bounds.width) && o.height > 0;
  });
  if (!home) return { bounds: centred(saved.bounds, primary), maximized: saved.maximized };
  const width = Math.min(saved.bounds.width, home.width);
  const height = Math.min(saved.bounds.height, home.height);
  const x = Math.min(Math.max(saved.bounds.x, home.x), home.x + home.width - width);
  const y = Math.min(Math.max(saved.bounds.y, home.y), home.y + home.height - height);
  return { bounds: { x, y, width, height }, maximized: saved.maximized };
}

/** Reads the saved state from `dir`; a missing, unreadable or invalid file gives null. */
export function readWindowState(dir: string): WindowState | null {
  try {
    return parseWindowState(JSON.parse(readFileSync(join(dir, WINDOW_STATE_FILE), 'utf8')));
  } catch {
    return null;
  }
}

/** Saves the state to `dir` (write then rename, so a crash never leaves half a file). */
export function writeWindowState(dir: string, state: WindowState): void {
  const file = join(dir, WINDOW_STATE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(tmp, file);
}
