import { expect, test, type Locator, type Page } from '@playwright/test';
import { prepare, type PositionName } from './gangsters-positions';
import { seatTable, startGame } from './lobby';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * A Gang's own cash is in sight at the top of its decision on a 1280×720 laptop, with no scrolling, in
 * every phase that asks it something: the Movement Phase, the Cop Phase, a Shootout and the secret
 * recruiting of the starting Gangs; the decision's way on stays in sight with it.
 */

const app = appForFile();
const decision = (page: Page) => page.getByRole('region', { name: 'Your decision' });
const cash = (page: Page) => decision(page).getByTestId('own-cash');

/** Whether `el` is wholly inside the window and not covered, at its centre. */
function inSight(el: Locator): Promise<boolean> {
  return el.evaluate((b) => {
    const r = b.getBoundingClientRect();
    return (
      r.top >= 0 &&
      r.bottom <= window.innerHeight &&
      r.right <= window.innerWidth &&
      b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
    );
  });
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

for (const [name, phase] of [
  ['recruit', 'the Movement Phase'],
  ['donut', 'the Cop Phase'],
  ['shootout', 'a Shootout'],
] as [PositionName, string][]) {
  test(`in ${phase} the Gang's cash is in sight at 1280×720 with the decision`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    const p = await prepare(app().url, name, ['Nonna Rosa', 'Uncle Sal']);
    await page.goto(`${app().url}#/match/${p.matchId}`);
    await pastCurtain(page, decision(page).getByRole('heading', { name: 'Your move' }));
    const own = p.state.gangs.find((g) => g.seat === p.seat)?.cash ?? -1;
    await expect(cash(page)).toHaveText(`Cash ${money(own)}`);
    await expect(cash(page)).toHaveAccessibleName(`Your cash: ${money(own)}`);
    expect(await inSight(cash(page))).toBe(true);
    expect(await inSight(decision(page).getByRole('group', { name: 'Your choices' }).getByRole('button').first())).toBe(
      true,
    );
    await snap(page, `gangsters-cash-${name}-1280`);
  });
}

test('while recording its starting Gang in secret, the Gang sees its cash and the way on at 1280×720', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await seatTable(page, app().url, [{ guest: 'Little Tony' }, { bot: 'Normal' }, { bot: 'Hard' }]);
  await startGame(page);
  // The draft's way on: "Choose" under the list, or the first Joint's own button once only a few are left.
  const choose = decision(page)
    .getByRole('button', { name: /^(Choose$|Take )/ })
    .first();
  const record = page.getByRole('button', { name: 'Record my Gang' });
  // The draft (G-4.1): three Joints each, the computers choosing in turn.
  for (let i = 0; i < 3; i++) {
    await expect(choose).toBeVisible({ timeout: 30_000 });
    await choose.click();
  }
  await expect(record).toBeVisible({ timeout: 30_000 });
  await expect(cash(page)).toHaveText(/^Cash \$[\d,]+$/);
  expect(await inSight(cash(page))).toBe(true);
  expect(await inSight(record)).toBe(true);
  await snap(page, 'gangsters-cash-recruiting-1280');
});
