/**
 * Settings as a family reads them (review 3): a choice that has no effect while another setting is on says so
 * beside it, rather than seeming to do nothing.
 */
import { expect } from '@playwright/test';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

/** Words as read aloud: one space between them. */
const said = (text: string): string => text.replace(/\s+/g, ' ').trim();

test('with Reduce motion on, Animation speed says that nothing moves at any speed; off, it says nothing of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/settings`);
  const speed = page.getByRole('radiogroup', { name: 'Animation speed' });
  const calm = page.getByRole('switch', { name: 'Reduce motion' });
  await expect(calm).not.toBeChecked();
  await expect(speed).not.toContainText('at any speed');
  await calm.check();
  await expect(calm).toBeChecked();
  await expect(speed).toContainText('With Reduce motion on (below), nothing slides or spins at any speed.');
  await expect(speed).toHaveAccessibleDescription(/at any speed/);
  await snap(page.locator('section').filter({ has: speed }), 'review3-settings-calm');
  // Saved for next time, as the screen says: it still says so after a reload.
  await page.reload();
  await expect(speed).toContainText('at any speed');
  await calm.uncheck();
  await expect(speed).not.toContainText('at any speed');
});

test('Settings says how to make the words and pieces bigger: the keys with a mouse, two fingers on a touch screen', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/settings`);
  const size = page.getByText('Bigger words and pieces:').locator('..');
  await expect(size).toBeVisible();
  // What is on screen (innerText leaves out the words for the other kind of pointer).
  expect(said(await size.innerText())).toBe(
    'Bigger words and pieces: hold Ctrl (⌘ on a Mac) and press + to zoom the whole app in, − to zoom out, 0 to go back. The tables rearrange to fit.',
  );
  await snap(page.locator('section').filter({ has: size }), 'review3-settings-size');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const p = await phone.newPage();
    await p.goto(`${app().url}#/settings`);
    const words = p.getByText('Bigger words and pieces:').locator('..');
    await expect(words).toBeVisible();
    expect(said(await words.innerText())).toBe(
      'Bigger words and pieces: spread two fingers on the screen to zoom in, and pinch to zoom out. The tables rearrange to fit.',
    );
  } finally {
    await phone.close();
  }
});
