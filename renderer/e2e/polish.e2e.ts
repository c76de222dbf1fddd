/** Game-night polish (issue 12): what a family should never have to hunt for or puzzle over. */
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { SHOTS, startApp } from './server';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

for (const game of ['Gangsters', 'Nothing Personal'] as const) {
  test(`the ${game} lobby keeps "Start the game" in sight at both window sizes`, async ({ page }) => {
    const app = await startApp();
    try {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(app.url);
        await page.getByRole('link', { name: `New game of ${game}` }).click();
        const start = page.getByRole('button', { name: 'Start the game' });
        await expect(start).toBeInViewport({ ratio: 1 });
        const slug = game.toLowerCase().replace(' ', '-');
        await page.screenshot({ path: join(SHOTS, `lobby-${slug}-${size.width}.png`) });
        await page.mouse.wheel(0, 600);
        await expect(start).toBeInViewport({ ratio: 1 });
      }
    } finally {
      await app.stop();
    }
  });
}
