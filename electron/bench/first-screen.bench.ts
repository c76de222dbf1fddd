/**
 * First interactive in browser mode: from asking for the page to the Home heading on screen, in a
 * fresh browser context each time (nothing cached), against a blank page with one heading served the
 * same way (the same server code, its own folder). Chromium at /usr/bin/chromium (or CHROMIUM_PATH)
 * through playwright-core; runs interleaved, medians.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { median, ms, type Figure } from '../../core/bench/measure';
import { createHost } from '../app';
import { DEFAULT_RENDERER_DIR, startServer, type RunningServer } from '../serve';

const RUNS = 12;

async function serve(rendererDir: string, dir: string): Promise<RunningServer> {
  return startServer({ rendererDir, dataDir: dir, host: createHost({ dataDir: dir, mode: 'browser' }, 'bench') });
}

async function timeTo(browser: Browser, url: string, selector: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const began = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible' });
  const took = performance.now() - began;
  await context.close();
  return took;
}

export async function firstScreenFigures(): Promise<Figure[]> {
  const name = 'Browser mode: first interactive (the Home heading on screen)';
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = !existsSync(join(DEFAULT_RENDERER_DIR, 'index.html'))
    ? 'the renderer is not built (npm run build)'
    : !existsSync(chromiumPath)
      ? `no Chromium at ${chromiumPath}`
      : null;
  if (missing) return [{ name, value: `not measured: ${missing}`, goal: '≤ 3x a blank page', met: false }];
  const dir = mkdtempSync(join(tmpdir(), 'mob-first-screen-'));
  const blankDir = join(dir, 'blank');
  mkdirSync(blankDir);
  writeFileSync(
    join(blankDir, 'index.html'),
    '<!doctype html><html lang="en"><title>Blank</title><h1>Blank</h1></html>',
  );
  mkdirSync(join(dir, 'app'));
  mkdirSync(join(dir, 'blank-data'));
  const app = await serve(DEFAULT_RENDERER_DIR, join(dir, 'app'));
  const blank = await serve(blankDir, join(dir, 'blank-data'));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const a: number[] = [];
    const b: number[] = [];
    await timeTo(browser, app.url, '#home-title');
    await timeTo(browser, blank.url, 'h1');
    for (let i = 0; i < RUNS; i++) {
      if (i % 2 === 0) {
        a.push(await timeTo(browser, app.url, '#home-title'));
        b.push(await timeTo(browser, blank.url, 'h1'));
      } else {
        b.push(await timeTo(browser, blank.url, 'h1'));
        a.push(await timeTo(browser, app.url, '#home-title'));
      }
    }
    const ratio = median(a) / median(b);
    return [
      {
        name,
        value: `${ratio.toFixed(2)}x a blank page served the same way; ${ms(median(a))} vs ${ms(median(b))}`,
        goal: '≤ 3x',
        met: ratio <= 3,
      },
    ];
  } finally {
    await browser.close();
    await app.close();
    await blank.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
