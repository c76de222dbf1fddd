import { expect } from '@playwright/test';
import { cardFaults, edgePlaces } from './place-card';
import { test } from './server';
import { snap } from './shots';

test('the SuperGang City guide lights up where a gangster can go, draws the way and says why not elsewhere', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await page.getByRole('link', { name: /City guide — SuperGang/ }).click();
  await expect(page.getByRole('heading', { name: 'City guide', level: 1 })).toBeVisible();
  await expect(page.getByText('SuperGang · where can a piece go this turn?')).toBeVisible();
  const board = page.getByRole('group', { name: /street squares, shops and the centre/ });
  await expect(board).toBeVisible();
  // Every shop is on the map under its own name.
  await expect(board.getByRole('button', { name: /^Lucky Star Bar, Old Quarter, ★/ })).toBeVisible();

  // A gangster on Street I4, facing east, with a 3.
  await board.getByRole('button', { name: /^Street I4/ }).click();
  await expect(page.getByRole('complementary').getByText('Street I4', { exact: true })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: '3' }).check();

  const lit = board.locator('[data-reachable="true"]');
  await expect(lit).toHaveCount(2);
  await expect(page.getByText(/2 places the gangster can end its move/)).toBeVisible();

  // Pointing at a destination draws its path, square by square.
  const shop = board.getByRole('button', { name: /^Corner Tobacconist.*reachable/ });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shop.hover();
  const path = board.getByRole('img', { name: /^Path to Corner Tobacconist: 3 squares/ });
  await expect(path).toBeVisible();
  await expect(path.locator('[data-path-step]')).toHaveCount(3);
  await snap(page, 'supergang-city-guide-1366');

  // The place card shows beside the place pointed at, inside the map, never over it (it was in a corner).
  const card = page.getByTestId('place-card');
  for (const end of await edgePlaces(board)) {
    await page.mouse.move(end.x, end.y);
    await expect(card).toBeVisible();
    await expect.poll(() => cardFaults(page, end.id), end.id).toEqual([]);
  }

  // A square behind it: the guide names the clause that forbids it, in plain words.
  await page.mouse.move(5, 5);
  await board.getByRole('button', { name: /^Street H4/ }).click();
  const why = page.getByRole('status').filter({ hasText: 'SG-4.2.1: ' });
  await expect(why).toBeVisible();
  await expect(why).toContainText('never back');
  // Its rule number is a small-print link to that rule, as in the Gangsters guide.
  await expect(why.getByRole('link', { name: 'SG-4.2.1', exact: true })).toHaveAttribute(
    'href',
    '#/rules/supergang/SG-4.2.1',
  );
  await snap(page, 'supergang-city-guide-why');

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shop.hover();
  await expect(path.locator('[data-path-step]')).toHaveCount(3);
  await snap(page, 'supergang-city-guide-1920');

  // Out of the centre: the die picks the gate, and the way runs straight on.
  await page.getByRole('radio', { name: 'Place the piece' }).check();
  await board.getByRole('button', { name: /^The centre/ }).click();
  await page.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: '6' }).check();
  await expect(page.getByText(/the die picks the gate/)).toBeVisible();
  await expect(lit).toHaveCount(1);
  // Clicking the map may have scrolled the page a little (as on the Gangsters guide): point again
  // from the top until the pointer rests on the destination itself.
  const straight = board.getByRole('img', { name: /^Path to .*: 6 squares/ });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await lit.first().hover();
    await expect(straight).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // A cop group goes into a shop only to arrest someone there: marked, the shop lights up.
  await page.getByRole('radio', { name: 'Cop group' }).check();
  await page.getByRole('radio', { name: 'Place the piece' }).check();
  await board.getByRole('button', { name: /^Street I4/ }).click();
  await page.getByRole('radiogroup', { name: 'Die' }).getByRole('radio', { name: '3' }).check();
  await expect(lit).toHaveCount(1);
  await board.getByRole('button', { name: /^Corner Tobacconist/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SG-9.1.4: ' })).toBeVisible();
  await page.getByRole('radio', { name: 'Mark shops to raid' }).check();
  await board.getByRole('button', { name: /^Corner Tobacconist/ }).click();
  await expect(
    board.getByRole('button', { name: /^Corner Tobacconist.*someone to arrest there, reachable/ }),
  ).toBeVisible();
  await expect(lit).toHaveCount(2);

  // The map key explains manholes and the centre with their clauses.
  await expect(page.getByText('Manholes 1–5')).toBeVisible();
  await expect(page.getByText('SG-4.4', { exact: true })).toBeVisible();
  const prices = page.getByRole('table', { name: /Prices, in millions/ });
  await expect(prices.getByRole('row', { name: /Buy the cops 500/ })).toBeVisible();
  await prices.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'supergang-city-guide-key-1920');

  // Zoom in and fit again, by the named buttons; the colour-blind palette keeps the districts apart.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await snap(page, 'supergang-city-guide-zoomed');
  await page.getByRole('button', { name: 'Fit board' }).click();
  await expect(page.getByRole('button', { name: 'Fit board' })).toBeDisabled();
  await page.evaluate(() => (document.documentElement.dataset.palette = 'colour-blind'));
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'supergang-city-guide-colour-blind');
});
