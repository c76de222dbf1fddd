import { expect, type Locator, type Page } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { test } from './server';
import { snap } from './shots';

/**
 * Gangsters on small and short windows (853×480, 1280×600, 1280×720, 1366×768), one family seat and computers:
 * the secret starting Gang (G-4.2) shows its Racketeers, Thugs and Vamp lines before the button that
 * records it, none under the sum of what it costs; and at 1280×600 the side column takes the width the map leaves.
 */

/** Whether `el` is on screen, inside the side column's sight, and not covered, at its centre. */
function inSight(el: Locator): Promise<boolean> {
  return el.evaluate((b) => {
    const r = b.getBoundingClientRect();
    const side = b.closest('.board-side')?.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    return (
      r.bottom <= window.innerHeight &&
      (!side || (r.top >= side.top - 1 && r.bottom <= side.bottom + 1)) &&
      b.contains(document.elementFromPoint(cx, cy))
    );
  });
}

const pick = (choices: Locator): Locator => choices.getByRole('button', { name: /^(Choose$|Take )/ }).first();

/**
 * Whether every part of `el` (each of its children, at its middle) is on screen, inside the side column's
 * sight and not covered: the whole of a line, its price and what the gangster does with its name and −/+.
 */
function wholeInSight(el: Locator): Promise<boolean> {
  return el.evaluate((b) => {
    const side = b.closest('.board-side')!.getBoundingClientRect();
    const bottom = Math.min(side.bottom, window.innerHeight) + 1;
    const r = b.getBoundingClientRect();
    if (r.top < side.top - 1 || r.bottom > bottom) return false;
    return [b, ...Array.from(b.querySelectorAll('*'))].every((part) => {
      const p = part.getBoundingClientRect();
      if (p.width === 0 || p.height === 0) return true;
      return b.contains(document.elementFromPoint(p.left + p.width / 2, p.top + p.height / 2));
    });
  });
}

async function toRecruit(page: Page, url: string, width: number, height: number, seats = 3): Promise<Locator> {
  await page.setViewportSize({ width, height });
  const bots = (['Normal', 'Easy', 'Hard', 'Normal'] as const).slice(0, seats - 1).map((bot) => ({ bot }));
  await seatTable(page, url, [{ guest: 'Ann' }, ...bots]);
  await startGame(page);
  await expect(page.getByRole('group', { name: /streets, buildings and pieces/ })).toBeVisible();
  const choices = page.getByRole('group', { name: 'Your choices' });
  const record = page.getByRole('button', { name: 'Record my Gang' });
  // The draft (G-4.1): Ann takes a Joint each round until the secret Gang is asked.
  while (!(await record.isVisible())) {
    await expect(pick(choices).or(record)).toBeVisible({ timeout: 30_000 });
    if (await record.isVisible()) break;
    await pick(choices).click();
  }
  return choices;
}

for (const [width, height] of [
  [853, 480],
  [1280, 600],
  [1366, 768],
] as const) {
  test(`${width}×${height}: the starting Gang's lines stand in sight, none under the cost note`, async ({
    page,
    app,
  }) => {
    test.setTimeout(90_000);
    const choices = await toRecruit(page, app.url, width, height);
    await snap(page, `gangsters-recruit-opened-${width}`);
    // Every line in sight as the plan opens, none under the cost note or the button: a family sees the
    // Gang can be changed before recording it. The note used to cover all three at 853×480, two at 1280×600.
    // At 853×480 the question and two lines fill the column: the Vamp's is the first thing below, the cue there.
    const opened = height < 500 ? ['Racketeer', 'Thug'] : ['Racketeer', 'Thug', 'Vamp'];
    for (const kind of opened)
      for (const which of ['One fewer', 'One more'])
        expect(
          await inSight(choices.getByRole('button', { name: `${which} ${kind}`, exact: true })),
          `${which} ${kind}`,
        ).toBe(true);
    // Every line reached (scrolled to, as a reader does) stands clear of the cost note and the button.
    for (const kind of ['Racketeer', 'Thug', 'Vamp']) {
      const more = choices.getByRole('button', { name: `One more ${kind}`, exact: true });
      await more.scrollIntoViewIfNeeded();
      expect(await inSight(more), `One more ${kind}`).toBe(true);
    }
    // The way on is in sight, or the column's foot says more is below.
    const record = choices.getByRole('button', { name: 'Record my Gang' });
    await choices.getByRole('button', { name: 'One more Racketeer', exact: true }).scrollIntoViewIfNeeded();
    const cue = page.locator('.side-stack > .more-below');
    await expect.poll(async () => (await inSight(record)) || (await cue.isVisible())).toBe(true);
  });
}

for (const [width, height, seats] of [
  [1280, 720, 3],
  [1280, 720, 5],
  [1366, 768, 4],
] as const) {
  test(`${width}×${height}, ${seats} seats: the whole starting Gang, its sum and its button in sight as it opens`, async ({
    page,
    app,
  }) => {
    test.setTimeout(90_000);
    const choices = await toRecruit(page, app.url, width, height, seats);
    await snap(page, `gangsters-recruit-whole-${width}-${seats}`);
    // Every line whole, nothing over any part of it: the Vamp's waited under the sum at 1280×720.
    const lines = choices.locator('.line');
    await expect(lines).toHaveCount(3);
    for (const [i, kind] of ['Racketeers', 'Thugs', 'Vamp'].entries())
      expect(await wholeInSight(lines.nth(i)), kind).toBe(true);
    // One sum, said once: what this Gang may spend, what it costs, and what is left for it.
    const sum = choices.locator('.sum');
    expect(await wholeInSight(sum), 'the sum').toBe(true);
    const figure = async (name: RegExp) => {
      const text =
        (await sum
          .locator('div', { has: page.getByText(name) })
          .locator('dd')
          .textContent()) ?? '';
      return Number(text.replace(/[$,]/g, ''));
    };
    const [may, costs, left] = [
      await figure(/^You may spend$/),
      await figure(/^This Gang costs$/),
      await figure(/^Left for you$/),
    ];
    expect(may).toBeGreaterThanOrEqual(2100);
    expect(left).toBe(may - costs);
    await expect(choices).not.toContainText('difference from');
    // The button under them, in sight; five seats take a second row of seats above the map, and there the
    // column's foot says it is below (it stands outside the column, over nothing of the plan).
    const record = choices.getByRole('button', { name: 'Record my Gang' });
    if (seats < 5) expect(await wholeInSight(record), 'Record my Gang').toBe(true);
    else
      await expect
        .poll(async () => (await wholeInSight(record)) || (await page.locator('.side-stack > .more-below').isVisible()))
        .toBe(true);
  });
}

test('1280×600: the side column takes the width the map leaves, none of it empty between them', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  await toRecruit(page, app.url, 1280, 600);
  const map = page.getByRole('region', { name: 'The city' });
  const side = page.locator('.side-stack');
  const [m, s] = [await map.boundingBox(), await side.boundingBox()];
  if (!m || !s) throw new Error('no map or side column');
  // Only the table's gap (0.8rem) between the map's frame and the side column: it was some 155 px.
  expect(s.x - (m.x + m.width)).toBeLessThan(20);
  // The map drawn whole, as tall as before (its frame at the table's height), the side column wider.
  expect(m.height).toBeGreaterThan(380);
  expect(s.width).toBeGreaterThan(400);
  // A line's name stands clear of its − button ("Racketeers" ran under it).
  const line = page.getByRole('group', { name: 'Your choices' }).locator('.line').first();
  const [name, minus] = [await line.locator('.name').boundingBox(), await line.locator('.step').first().boundingBox()];
  if (!name || !minus) throw new Error('no line');
  expect(name.x + name.width).toBeLessThanOrEqual(minus.x);
  await snap(page, 'gangsters-side-column-1280x600');
});

test('853×480 with five seats: no answer stands over the decision panel’s gold corners', async ({ page, app }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 853, height: 480 });
  await seatTable(page, app.url, [
    { guest: 'Ann' },
    { bot: 'Easy' },
    { bot: 'Normal' },
    { bot: 'Hard' },
    { bot: 'Random' },
  ]);
  await startGame(page);
  const choices = page.getByRole('group', { name: 'Your choices' });
  await expect(pick(choices)).toBeVisible({ timeout: 30_000 });
  // Each corner bracket's box (the panel's ::before and ::after), and every button's box, in the page.
  const crossed = await page.getByRole('region', { name: 'Your decision' }).evaluate((panel) => {
    const p = panel.getBoundingClientRect();
    const corner = (which: '::before' | '::after') => {
      const c = getComputedStyle(panel, which);
      const [w, h] = [parseFloat(c.width), parseFloat(c.height)];
      const left = which === '::before' ? p.left + parseFloat(c.left) : p.right - parseFloat(c.right) - w;
      const top = which === '::before' ? p.top + parseFloat(c.top) : p.bottom - parseFloat(c.bottom) - h;
      return { left, top, right: left + w, bottom: top + h };
    };
    const corners = [corner('::before'), corner('::after')];
    return Array.from(panel.querySelectorAll('button, select')).flatMap((b) => {
      const r = b.getBoundingClientRect();
      const over = corners.some((c) => r.left < c.right && r.right > c.left && r.top < c.bottom && r.bottom > c.top);
      return over ? [b.textContent?.trim() ?? ''] : [];
    });
  });
  expect(crossed).toEqual([]);
  await snap(page, 'gangsters-decision-corners-853-five');
});
