/**
 * Screenshots to look at (test-results/screenshots): none is compared or asserted on, so a run takes them
 * only when asked, `MOB_NIGHT_SHOTS=1 npm run test:e2e` (some 160 files, a full page taking nearly 2 s of a
 * busy machine's time). A spec that needs a screenshot's pixels calls `screenshot` itself, not this.
 */
import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { SHOTS } from './server';

/** Screenshots are taken in this run (`MOB_NIGHT_SHOTS=1`). */
export const SHOTS_WANTED = process.env.MOB_NIGHT_SHOTS === '1';

/**
 * Saves a screenshot of the page (of its whole length with `fullPage`) or of one element as
 * test-results/screenshots/<name>.png when screenshots are wanted; otherwise does nothing.
 */
export async function snap(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_WANTED) return;
  const path = join(SHOTS, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, ...opts });
  else await target.screenshot({ path });
}
