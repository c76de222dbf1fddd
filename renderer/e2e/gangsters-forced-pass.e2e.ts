import { expect, test, type Page } from '@playwright/test';
import type { GangstersAction } from '../../core/games/gangsters/actions';
import { prepare } from './gangsters-positions';
import { api } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * A Cop move asks every other Gang whether to show a Bribe (G-9.5). A Gang holding no Bribe at all, which
 * everyone can see, can only let the move stand: at a hot-seat table its answer is given for it, and its
 * question never shows, not even for a moment, nor does the screen pass to its player and back.
 */

const NAMES = ['Nonna Rosa', 'Uncle Sal'];
const app = appForFile();

type Update = { version: number; pending: { seat: number; kind: string }[] };

/** Starts noting, in the page, every moment the other Gang's Cop question or screen is drawn. */
async function watchForFlash(page: Page, other: string): Promise<void> {
  await page.evaluate((name) => {
    const seen: string[] = [];
    (window as unknown as { flashes: string[] }).flashes = seen;
    const look = (): void => {
      const main = document.querySelector('main');
      const text = main?.textContent ?? '';
      if (/Pass: let it stand|reveal his Bribe|your chance to show a Bribe/.test(text)) seen.push('the Cop question');
      const viewing = document.querySelector('.rail li.viewing .name')?.textContent?.trim();
      if (viewing === name) seen.push(`${name}'s screen`);
      if (document.querySelector('#curtain-title')) seen.push('the curtain');
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, other);
}

test('a Gang holding no Bribe lets a Cop move stand without its question flashing on screen (G-9.5)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const p = await prepare(app().url, 'cop-move', NAMES);
  const mover = p.seat;
  const other = 1 - mover;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${p.matchId}`);
  const heading = page.getByRole('region', { name: 'Your decision' }).getByRole('heading');
  await pastCurtain(page, heading.filter({ hasText: `Your move, ${NAMES[mover]}` }), 30_000);
  await expect(page.getByRole('region', { name: 'Your decision' })).toContainText('Cop');

  await watchForFlash(page, NAMES[other]!);
  const move = p.legal.find((a): a is Extract<GangstersAction, { type: 'cop-move' }> => a.type === 'cop-move');
  if (!move) throw new Error('the position has no Cop move');
  const conn = await api(app().url);
  try {
    const s = (await conn.call('match.watch', { matchId: p.matchId, seat: mover })) as Update;
    await conn.call('match.act', { matchId: p.matchId, seat: mover, version: s.version, action: move });
    // The other Gang's pass is given for it: the game goes on to the mover's Movement Phase.
    await expect
      .poll(async () => {
        const u = (await conn.call('match.watch', { matchId: p.matchId, seat: mover })) as Update;
        return u.pending.some((x) => x.seat === other && x.kind === 'rebuff') ? 'asked' : 'answered';
      })
      .toBe('answered');
  } finally {
    conn.close();
  }
  await expect(page.getByRole('region', { name: 'Your decision' })).toContainText(/move/i);
  await expect(page.locator('.rail li.viewing .name')).toHaveText(NAMES[mover]!);
  await snap(page, 'gangsters-forced-pass-after-1366');
  expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual([]);
});
