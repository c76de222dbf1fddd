import { expect, type Locator, type Page } from '@playwright/test';
import { openLobby } from './lobby';
import { test } from './server';
import { snap } from './shots';

/** The element lies wholly inside the window as it first opens, without scrolling. */
async function inFirstView(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  const view = page.viewportSize();
  expect(box).not.toBeNull();
  expect(view).not.toBeNull();
  if (!box || !view) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
}

/**
 * A new family (nobody on the roster) is told on Home, in the first view, where to add themselves; and the
 * lobby's first seat is for the person at the screen, so Start does not set the computer playing itself.
 */
test('a new family is pointed to Family on Home, and the lobby sits the person at the screen down first', async ({
  page,
  app,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(app.url);
  const add = page.getByRole('main').getByRole('link', { name: 'Add the family' });
  await expect(add).toBeVisible();
  await inFirstView(page, add);
  await snap(page, 'new-family-home-1280');

  await openLobby(page, app.url, 'Nothing Personal');
  await expect(page.getByLabel('Who sits in seat 1')).toHaveValue('guest');
  await expect(page.getByLabel('Name for seat 1')).toHaveValue('');
  await expect(page.getByLabel('Who sits in seat 2')).toHaveValue('bot:normal');
  await expect(page.getByLabel('Who sits in seat 3')).toHaveValue('bot:normal');
  // The computer seats keep the names they had when the computer filled every seat.
  await expect(page.getByLabel('Name for seat 2')).toHaveValue('Bugsy');
  await expect(page.getByLabel('Name for seat 3')).toHaveValue('Legs');
  const line = page.getByText(/^Nobody is on the family roster yet, so sit down as guests/);
  await expect(line).toContainText('Add the family to keep everyone’s scores');
  await expect(line.getByRole('link', { name: 'Add the family' })).toHaveAttribute('href', '#/family');
  await inFirstView(page, line);
  await snap(page, 'new-family-lobby-1280');

  // Start at once asks for a name, rather than dealing a game of computers.
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alert')).toContainText('Seat 1 needs a name.');
  await expect(page).toHaveURL(/#\/new\/nothing-personal$/);

  await page.getByLabel('Name for seat 1').fill('Nonna Rosa');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/, { timeout: 20_000 });
  await expect(
    page.getByRole('list', { name: 'Seats' }).getByRole('listitem').filter({ hasText: 'Nonna Rosa' }),
  ).toBeVisible();
});

test('with the family on the roster, Home does not ask them to add the family again', async ({ page, app }) => {
  await page.goto(app.url);
  await page.getByRole('navigation').getByText('Family', { exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Nonna Rosa');
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Nonna Rosa' })).toBeVisible();
  await page.getByRole('navigation').getByText('Home', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Change the roster' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add the family' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New game of Nothing Personal' }).click();
  await expect(page.getByLabel('Who sits in seat 1')).toHaveValue(/^player:/);
  await expect(page.getByText(/^Nobody is on the family roster yet/)).toHaveCount(0);
});
