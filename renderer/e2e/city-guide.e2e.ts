import { expect } from '@playwright/test';
import { expectFillsItsBox } from './screen';
import { test } from './server';
import { snap } from './shots';

test('the City guide lights up where a Cop from the Subway can go, draws the way and says why not elsewhere', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await page.getByRole('link', { name: /City guide — Gangsters/ }).click();
  await expect(page.getByRole('heading', { name: 'City guide', level: 1 })).toBeVisible();
  const board = page.getByRole('group', { name: /street spaces and buildings/ });
  await expect(board).toBeVisible();

  // A Cop coming up from the Subway with a blue 3.
  await page.getByRole('radio', { name: 'Cop' }).check();
  await page.getByRole('switch', { name: 'Enter from the Subway' }).check();
  await page.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: '3' }).check();

  const lit = board.locator('[data-reachable="true"]');
  await expect(lit.first()).toBeVisible();
  expect(await lit.count()).toBeGreaterThan(0);
  await expect(board.getByRole('button', { name: /reachable/ }).first()).toBeVisible();
  await expect(page.getByText(/places? the Cop can end its move/)).toBeVisible();

  // Pointing at a destination draws its path, step by step.
  const destination = board.getByRole('button', { name: /Dunkel's Donuts.*reachable/ });
  await page.evaluate(() => window.scrollTo(0, 0));
  await destination.hover();
  const path = board.getByRole('img', { name: /^Path to Dunkel's Donuts: 3 spaces/ });
  await expect(path).toBeVisible();
  await expect(path.locator('[data-path-step]')).toHaveCount(3);
  await snap(page, 'city-guide-1366');
  await expectFillsItsBox(board);

  // A space it cannot reach: the guide cites the clause that forbids it.
  await page.mouse.move(5, 5);
  await board.getByRole('button', { name: /^Lincoln Boulevard and Westgate Road/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /G-\d+(\.\d+)*: / })).toBeVisible();

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await destination.hover();
  await expect(path.locator('[data-path-step]')).toHaveCount(3);
  await snap(page, 'city-guide-1920');
  await expectFillsItsBox(board);

  // Zoom in and fit again, by the named buttons.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await snap(page, 'city-guide-zoomed');
  await page.getByRole('button', { name: 'Fit board' }).click();
  await expect(page.getByRole('button', { name: 'Fit board' })).toBeDisabled();

  // The colour-blind-safe palette keeps the classes apart.
  await page.evaluate(() => (document.documentElement.dataset.palette = 'colour-blind'));
  await snap(page, 'city-guide-colour-blind');
});

test('on a touch screen both City guides say “tap”, where a mouse reads “click” and “point at”', async ({
  browser,
  page,
  app,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const p = await phone.newPage();
    expect(await p.evaluate(() => matchMedia('(any-pointer: fine)').matches)).toBe(false);
    // A phone guest read “Click a street space…” and “Point at one to see the way; click any other space”.
    await p.goto(`${app.url}#/city-guide`);
    await p.getByRole('radio', { name: 'Cop' }).check();
    await expect(p.getByText('Tap a street space or building on the map to put the Cop there.')).toBeVisible();
    await p.getByRole('switch', { name: 'Enter from the Subway' }).check();
    await expect(
      p.getByText(/can end its move\. Tap one to see the way; tap any other space to ask why not\./),
    ).toBeVisible();
    await expect(p.getByText(/click/i)).toHaveCount(0);
    await snap(p, 'city-guide-phone-tap');
    await p.goto(`${app.url}#/supergang-city`);
    await expect(
      p.getByText('Tap a street square, a shop or the centre on the map to put the piece there.'),
    ).toBeVisible();
  } finally {
    await phone.close();
  }
  // With a mouse, the same words say “click”.
  await page.goto(`${app.url}#/city-guide`);
  await page.getByRole('radio', { name: 'Cop' }).check();
  await expect(page.getByText('Click a street space or building on the map to put the Cop there.')).toBeVisible();
  await page.getByRole('switch', { name: 'Enter from the Subway' }).check();
  await expect(page.getByText(/Point at one to see the way; click any other space to ask why not\./)).toBeVisible();
});
