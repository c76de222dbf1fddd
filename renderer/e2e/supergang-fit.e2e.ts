import { expect, test, type Locator, type Page } from '@playwright/test';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { prepareSg } from './supergang-positions';
import { snap } from './shots';

/**
 * SuperGang at 1366×768 with a short question (two answers): the round's panel under it in the side column
 * (the round, whose turn, the bank, the cops) is whole in sight, the dice too, not cut to a sliver at the
 * column's foot; the gang cards fold to their heads to make the room. With a question of three answers (a
 * piece to move), the dice under it are whole in sight too, three or five of them (a gang that owns the cops
 * throws theirs), none over another: they were cut below their heading.
 */

const sharedApp = appForFile();
const FOUR = ['Nonna Rosa', 'Uncle Sal', 'Cousin Vinny', 'Aunt Carmela'];

/** How much of a panel the side column shows: its height in sight over its whole height. */
const shownOf = (page: Page, name: string) =>
  page.getByRole('region', { name }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const room = el.parentElement!.getBoundingClientRect();
    return Math.max(0, Math.min(r.bottom, room.bottom) - Math.max(r.top, room.top)) / r.height;
  });

test('at 1366×768 a two-answer question leaves the round’s panel whole in sight below it', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'buy-cops', FOUR);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  const answers = decision.getByRole('button', { name: /^(Throw the dice|Buy the cops first)/ });
  await pastCurtain(page, answers.first(), 60_000);
  await expect(answers).toHaveCount(2);
  await page.evaluate(() => document.fonts.ready);
  const shown = (name: string) => shownOf(page, name);
  await expect.poll(() => shown('The table')).toBe(1);
  await expect(page.getByRole('region', { name: 'The table' })).toContainText(/^Round \d+ · \w+ gang’s turn/);
  await expect.poll(() => shown("This turn's dice"), { message: "the share of the dice's panel in sight" }).toBe(1);
  for (const a of await answers.all()) await expect(a).toBeInViewport({ ratio: 1 });
  await snap(page, 'supergang-fit-two-answers-1366');
});

for (const [position, dice] of [
  ['four', 3],
  ['cops-owned', 5],
] as const) {
  test(`at 1366×768 a piece to pick (three answers) leaves the ${dice} dice whole in sight below it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const app = sharedApp();
    const p = await prepareSg(app.url, position, FOUR);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${app.url}#/match/${p.matchId}`);
    const answers = page.getByRole('region', { name: 'Your decision' }).locator('[data-mover]');
    await pastCurtain(page, answers.first(), 60_000);
    await expect(answers).toHaveCount(3);
    await page.evaluate(() => document.fonts.ready);
    const panel = page.getByRole('region', { name: "This turn's dice" });
    await expect(panel.getByRole('listitem')).toHaveCount(dice);
    await expect.poll(() => shownOf(page, "This turn's dice")).toBe(1);
    for (const a of await answers.all()) await expect(a).toBeInViewport({ ratio: 1 });
    // Each die's words inside its own place in the row, none over its neighbour's, none cut.
    const faults = await panel.getByRole('listitem').evaluateAll((lis) => {
      const out: string[] = [];
      const boxes = lis.map((li) => li.getBoundingClientRect());
      boxes.forEach((a, i) => {
        const b = boxes[i + 1];
        if (b && b.top < a.bottom - 0.5 && b.left < a.right - 0.5) out.push(`die ${i + 1} over die ${i + 2}`);
        for (const el of Array.from(lis[i]!.querySelectorAll<HTMLElement>('*'))) {
          const r = el.getBoundingClientRect();
          if (r.left < a.left - 0.5 || r.right > a.right + 0.5)
            out.push(`die ${i + 1}: "${el.textContent}" past its edge`);
        }
      });
      return out;
    });
    expect(faults).toEqual([]);
    await snap(page, `supergang-fit-${position}-1366`);
  });
}

/**
 * Where a control of the side column's upper part is, against what of that part is in sight: "cut" when part of
 * it is outside the part's box, "faded" when it reaches into the fade at the part's foot (`.side-scroll.more`).
 */
const sightOf = (control: Locator) =>
  control.evaluate((el) => {
    const upper = el.closest('.side-scroll');
    if (!upper) return 'not in the side column';
    const r = el.getBoundingClientRect();
    const box = upper.getBoundingClientRect();
    if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) return 'cut';
    const fade = upper.classList.contains('more')
      ? 2.6 * parseFloat(getComputedStyle(document.documentElement).fontSize)
      : 0;
    return r.bottom > box.bottom - fade + 0.5 ? 'faded' : 'whole';
  });

for (const [width, height] of [
  [1366, 768],
  [1280, 720],
] as const) {
  test(`at ${width}×${height} opening a gang card keeps the decision’s every answer in sight`, async ({ page }) => {
    test.setTimeout(150_000);
    const app = sharedApp();
    const p = await prepareSg(app.url, 'four', FOUR);
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}#/match/${p.matchId}`);
    const decision = page.getByRole('region', { name: 'Your decision' });
    const answers = decision.locator('[data-mover]');
    await pastCurtain(page, answers.first(), 60_000);
    await expect(answers).toHaveCount(3);
    await page.evaluate(() => document.fonts.ready);
    const gangs = page.getByRole('region', { name: 'The gangs' });
    for (const gang of ['Red', 'Blue', 'Green', 'Yellow']) {
      const head = gangs
        .getByRole('article', { name: `${gang} gang` })
        .getByRole('button')
        .first();
      await head.click();
      await expect(head).toHaveAttribute('aria-expanded', 'true');
      // The card is shown (its district line at least), and every answer of the decision is whole, not faded.
      await expect(gangs.getByRole('article', { name: `${gang} gang` }).locator('[data-district]')).toBeVisible();
      if (gang === 'Red' || gang === 'Yellow') await snap(page, `supergang-fit-card-${gang.toLowerCase()}-${width}`);
      for (const a of await answers.all()) await expect.poll(() => sightOf(a)).toBe('whole');
    }
  });
}
