import { expect, test, type Page } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { api, createNpGame } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

/**
 * A big window (a 27-inch 2560×1440 screen at the head of the table) grows the words with it, read from across
 * the table: the case file's lines and the decision panel are larger and wider than at 1920×1080, in the same
 * proportion as the window, while 1920×1080 keeps its 18px. Screenshots of all three games' tables and Home.
 */

const app = appForFile();
const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu'];

interface Sizes {
  readonly root: number;
  readonly caseFont: number;
  readonly caseWidth: number;
  readonly panelFont: number;
  readonly panelWidth: number;
  readonly scrollsSideways: boolean;
}

/** The type and widths a reader across the table sees: the case file's lines and the decision panel's words. */
async function sizes(page: Page): Promise<Sizes> {
  const caseFile = page.getByRole('log', { name: 'Case file' });
  const panel = page.getByRole('region', { name: 'Your decision' });
  const [caseFont, caseWidth] = await caseFile.evaluate((el) => {
    const line = el.querySelector('li') ?? el;
    return [parseFloat(getComputedStyle(line).fontSize), el.getBoundingClientRect().width];
  });
  const [panelFont, panelWidth] = await panel.evaluate((el) => {
    const button = el.querySelector('button') ?? el;
    return [parseFloat(getComputedStyle(button).fontSize), el.getBoundingClientRect().width];
  });
  const [root, scrollsSideways] = await page.evaluate(() => [
    parseFloat(getComputedStyle(document.documentElement).fontSize),
    document.documentElement.scrollWidth > window.innerWidth,
  ]);
  return {
    root: root as number,
    caseFont: caseFont ?? 0,
    caseWidth: caseWidth ?? 0,
    panelFont: panelFont ?? 0,
    panelWidth: panelWidth ?? 0,
    scrollsSideways: scrollsSideways as boolean,
  };
}

/** Sizes after the window is set to `width`×`height` and the table has settled there. */
async function at(page: Page, width: number, height: number): Promise<Sizes> {
  await page.setViewportSize({ width, height });
  await expect.poll(async () => (await sizes(page)).root).toBe(width === 2560 ? 24 : 18);
  // The same twice running: the layout has followed the new root size (the columns are sized in rem).
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await sizes(page));
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return sizes(page);
}

test('Gangsters at 2560×1440: the case file and the decision panel grow with the window; 1920×1080 as before', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const p = await prepare(app().url, 'sale', PEOPLE.slice(0, 2));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${app().url}#/match/${p.matchId}`);
  await pastCurtain(page, page.getByRole('region', { name: 'Your decision' }), 30_000);
  const board = page.getByRole('group', { name: /streets, buildings and pieces/ });
  const small = await at(page, 1920, 1080);
  const boardSmall = (await board.boundingBox())?.width ?? 0;
  await snap(page, 'big-gangsters-1920');
  const big = await at(page, 2560, 1440);
  const boardBig = (await board.boundingBox())?.width ?? 0;
  await snap(page, 'big-gangsters-2560');
  // 1920×1080 keeps the 18px every layout there was measured at.
  expect(small.root).toBe(18);
  // At 2560×1440 the words are a third larger, as the window is, and their columns a third wider.
  expect(big.root).toBe(24);
  expect(big.caseFont).toBeGreaterThanOrEqual(small.caseFont * 1.3);
  expect(big.panelFont).toBeGreaterThanOrEqual(small.panelFont * 1.3);
  expect(big.caseWidth).toBeGreaterThanOrEqual(small.caseWidth * 1.3);
  expect(big.panelWidth).toBeGreaterThanOrEqual(small.panelWidth * 1.3);
  // The board grows too, and nothing runs off the window's side.
  expect(boardBig).toBeGreaterThan(boardSmall);
  expect(big.scrollsSideways).toBe(false);
  expect(small.scrollsSideways).toBe(false);
});

test('SuperGang and Nothing Personal tables and Home at 2560×1440 (screenshots to look at)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 2560, height: 1440 });
  const sg = await prepareSg(app().url, 'four', [...PEOPLE, 'Cousin Vi']);
  await page.goto(`${app().url}#/match/${sg.matchId}`);
  await pastCurtain(page, page.getByRole('region', { name: 'Your decision' }), 30_000);
  expect((await sizes(page)).root).toBe(24);
  expect((await sizes(page)).scrollsSideways).toBe(false);
  await snap(page, 'big-supergang-2560');

  const conn = await api(app().url);
  const np = await createNpGame(conn, 'big-window').finally(() => conn.close());
  await page.goto(`${app().url}#/match/${np}`);
  await pastCurtain(page, page.getByRole('region', { name: 'Your decision' }), 30_000);
  expect((await sizes(page)).scrollsSideways).toBe(false);
  await snap(page, 'big-np-2560');

  await page.goto(`${app().url}#/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'big-home-2560');
});
