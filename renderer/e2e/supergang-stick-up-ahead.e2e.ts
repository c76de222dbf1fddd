/**
 * SuperGang: a family moved a gangster into a rival gang's shop and found a duel begun, nothing else to do
 * there (SG-4.3.4: a stop in a shop not his gang's must be an action; SG-5.7.6: a rival's shop cannot be
 * bought). The table says so before the move: such lit shops carry a red star, the panel names them, pointing
 * at one says what a stop there means, and once he is in, a stick-up is indeed all that is asked.
 */
import { expect, test } from '@playwright/test';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

const sharedApp = appForFile();
const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu'];

test('SG-4.3.4 a shop where a stop can only be a stick-up is marked and named before the move', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'stick-up-ahead', PEOPLE);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  await pastCurtain(page, page.locator('[data-mover]').first(), 60_000);
  const decision = page.getByRole('region', { name: 'Your decision' });
  const warning = decision.locator('[data-stick-up]');

  // The piece whose move may end in such a shop: picking it names the shops and stars them on the map.
  const movers = await page.locator('[data-mover]').evaluateAll((els) => els.map((e) => e.dataset.mover ?? ''));
  let shop: string | null = null;
  for (const mover of movers) {
    await page.locator(`[data-mover="${mover}"]`).click();
    await expect(page.locator('[data-reachable="true"]').first()).toBeAttached();
    if ((await warning.count()) > 0) {
      // The star drawn for it, on a place lit for the move.
      shop = await page.locator('[data-stick-up-star]').first().getAttribute('data-stick-up-star');
      await expect(page.locator(`[data-target="${shop}"]`)).toHaveAttribute('data-reachable', 'true');
      break;
    }
    await page.locator(`[data-mover="${mover}"]`).click();
  }
  expect(shop, 'a lit shop with a red star').not.toBeNull();
  await expect(warning).toContainText(
    /\(framed in red on the map\), .* could only stick it up: a duel with whoever defends it/,
  );
  await expect(page.locator(`[data-target="${shop}"]`)).toHaveAttribute(
    'aria-label',
    /a stop there can only be a stick-up/,
  );
  await snap(page, 'supergang-stick-up-ahead');

  // Pointing at the shop says what stopping there means, by its name.
  const target = page.locator(`[data-target="${shop}"]`);
  await target.hover();
  await expect(warning).toContainText(/^If the .+ stops in .+, (he|she) can only stick it up/);
  await snap(page.locator('.board-table'), 'supergang-stick-up-pointed');

  // And it is so: once there, every answer is a stick-up (no "Done here", nothing else).
  await target.click();
  const which = decision.getByRole('group', { name: 'Which way?' });
  if ((await which.count()) > 0) await which.getByRole('button').first().click();
  const answers = decision.locator('button.answer');
  await expect(answers.first()).toBeVisible({ timeout: 15_000 });
  const types = await answers.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.action ?? ''));
  expect(new Set(types)).toEqual(new Set(['stick-up']));
});
