/**
 * Settings as a family reads them (review 3): a choice that has no effect while another setting is on says so
 * beside it, rather than seeming to do nothing.
 */
import { expect } from '@playwright/test';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

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
