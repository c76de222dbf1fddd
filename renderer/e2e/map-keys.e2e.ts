/**
 * The city maps by the keys: while a place on the map has the keyboard's focus, a line on the map says how to
 * go on (arrows, Enter); it is not there for the mouse, nor once the keys are elsewhere. Both cities share the map's frame (MapFrame).
 */
import { expect } from '@playwright/test';
import { test } from './server';
import { snap } from './shots';

const KEYS = 'Arrow keys: the next place that way · Enter: choose it';

for (const [game, board] of [
  ['SuperGang', /street squares, shops and the centre/],
  ['Gangsters', /street spaces and buildings/],
] as const) {
  test(`${game}'s City guide: the map says which keys move about it while the keyboard is on it`, async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(app.url);
    await page.getByRole('link', { name: new RegExp(`City guide — ${game}`) }).click();
    await expect(page.getByRole('heading', { name: 'City guide', level: 1 })).toBeVisible();
    const map = page.getByRole('group', { name: board }).first();
    await expect(map).toBeVisible();
    const keys = page.getByText(KEYS);
    await expect(keys).toBeHidden();
    // The mouse: a place clicked has the focus, but not the keyboard's: no line.
    const place = map.locator('[data-target][tabindex="0"]').first();
    await place.click();
    await expect(keys).toBeHidden();
    // The keyboard: the line shows, inside the map, and stays while the arrows move about.
    await place.focus();
    await page.keyboard.press('ArrowRight');
    await expect(keys).toBeVisible();
    const [line, frame] = await Promise.all([keys.boundingBox(), map.boundingBox()]);
    expect(line && frame && line.x >= frame.x - 1 && line.y >= frame.y - 1).toBe(true);
    await snap(page, `map-keys-${game.toLowerCase()}`);
    // The keys elsewhere on the page: the line goes.
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).focus();
    await expect(keys).toBeHidden();
  });
}
