import { expect, test, type Page } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { answersUnderSomethingElse, pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * Gangsters on a laptop (1280×720): the longest common decision — three gangsters and four Publics to move,
 * a Cop's move to take back, End my movement and Recruit gangsters… (G-5.4, G-6.92, G-7.1) — and the
 * recruit's "how many" that follows stand whole in the side column as it opens, none to scroll to, none
 * under something else; and the map zooms where the player points (the maths: lib/zoom-view.test.ts).
 */

const app = appForFile();
const decision = (page: Page) => page.getByRole('region', { name: 'Your decision' });

/** The decision's heading and answers not wholly in the side column's sight as it stands (nothing scrolled). */
function answersOutOfSight(page: Page): Promise<string[]> {
  return decision(page).evaluate((region) => {
    const side = region.closest('.board-side')!.getBoundingClientRect();
    return Array.from(region.querySelectorAll('h2, button')).flatMap((b) => {
      const r = b.getBoundingClientRect();
      const inside = r.top >= side.top - 1 && r.bottom <= Math.min(side.bottom, window.innerHeight) && r.height > 0;
      return inside ? [] : [b.textContent?.trim() ?? ''];
    });
  });
}

/** The table of position "recruit" (Nonna Rosa to move or recruit, with seven pieces to move) at 1280×720. */
async function atRecruit(page: Page): Promise<void> {
  const p = await prepare(app().url, 'recruit', ['Nonna Rosa', 'Uncle Sal']);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/match/${p.matchId}`);
  await pastCurtain(page, decision(page).getByRole('heading', { name: 'Your move' }), 30_000);
}

/** The "More choices below" cue: at the side column's foot, outside its scrolled list. */
const moreCue = (page: Page) => page.locator('.side-stack > .more-below');

/**
 * The decision's answers any part of which the cue stands over (their words hidden under it): each answer
 * as much of it as the side column shows (the part scrolled past the column's foot is not drawn there).
 */
function answersUnderCue(page: Page): Promise<string[]> {
  return decision(page).evaluate((region) => {
    const cue = document.querySelector('.more-below')!.getBoundingClientRect();
    const side = region.closest('.board-side')!.getBoundingClientRect();
    return Array.from(region.querySelectorAll('.choices button')).flatMap((b) => {
      const r = b.getBoundingClientRect();
      const [top, bottom] = [Math.max(r.top, side.top), Math.min(r.bottom, side.bottom)];
      const apart =
        bottom <= top || bottom <= cue.top || top >= cue.bottom || r.right <= cue.left || r.left >= cue.right;
      return apart ? [] : [b.textContent?.trim() ?? ''];
    });
  });
}

async function allInSight(page: Page): Promise<void> {
  await expect.poll(() => answersOutOfSight(page)).toEqual([]);
  expect(await answersUnderSomethingElse(page)).toEqual([]);
}

test('1280×720: every answer of the move-or-recruit decision and of the recruit’s how many in sight (G-5.4, G-7.1)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await atRecruit(page);
  const answers = decision(page).getByRole('button');
  await expect(decision(page).getByRole('button', { name: /^End my movement/ })).toBeVisible();
  // The position is the long one: seven pieces, a take-back, End my movement and Recruit gangsters….
  await expect.poll(() => answers.count(), { message: 'the answers to move or recruit' }).toBeGreaterThanOrEqual(10);
  await allInSight(page);
  await snap(page, 'gangsters-laptop-move-or-recruit-1280');

  // Read down the side column first (the Gangs, the phase guide), as a player does, and scroll back up only
  // as far as Recruit gangsters…, the panel's last answer: the question it asks next comes into sight.
  await page.locator('.board-side').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const recruit = decision(page).getByRole('button', { name: /^Recruit gangsters…/ });
  await recruit.evaluate((b) => b.scrollIntoView({ block: 'start' }));
  await recruit.click();
  await expect(decision(page).getByRole('button', { name: 'Thug', exact: true })).toBeVisible();
  await allInSight(page);
  await decision(page).getByRole('button', { name: 'Thug', exact: true }).click();
  await expect(decision(page).getByRole('button', { name: /^Recruit 1 Thug for \$/ })).toBeVisible();
  expect(
    await decision(page)
      .getByRole('button', { name: /^Recruit \d+ Thugs? for \$/ })
      .count(),
  ).toBeGreaterThan(3);
  await allInSight(page);
  await snap(page, 'gangsters-laptop-how-many-1280');

  // A shorter window (1280×600) leaves the long decision taller than its column: a cue at the column's
  // foot (below the scrolled list, moreCue) says so, and takes the column down to the last answers.
  await decision(page).getByRole('button', { name: 'Back' }).click();
  await decision(page).getByRole('button', { name: 'Back' }).click();
  await page.setViewportSize({ width: 1280, height: 600 });
  const more = moreCue(page);
  await expect(more).toHaveText('More choices below ↓');
  expect(await answersOutOfSight(page)).toContain('Recruit gangsters… G-7.1');
  await snap(page, 'gangsters-laptop-more-below-1280x600');
  await more.click();
  await expect.poll(() => answersOutOfSight(page)).not.toContain('Recruit gangsters… G-7.1');
  await expect(more).toHaveCount(0);
});

test('1280×720: the wheel zooms the map about the pointer, the zoom buttons about the map’s middle', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await atRecruit(page);
  const map = page.getByRole('group', { name: /streets, buildings and pieces/ });
  /** Where a building's frame stands on screen: its middle, in pixels. */
  const middle = async (id: string) => {
    const r = await map.locator(`[data-building="${id}"] rect.frame`).first().boundingBox();
    return [(r?.x ?? 0) + (r?.width ?? 0) / 2, (r?.y ?? 0) + (r?.height ?? 0) / 2] as const;
  };
  // The pointer over Club Havana, off the map's middle: three turns of the wheel leave it under the pointer.
  const [x, y] = await middle('club-havana');
  const width = async () =>
    (await map.locator('[data-building="club-havana"] rect.frame').first().boundingBox())?.width;
  const before = (await width()) ?? 0;
  await page.mouse.move(x, y);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -200);
  await expect.poll(async () => ((await width()) ?? 0) / before).toBeGreaterThan(2);
  const [x2, y2] = await middle('club-havana');
  expect(Math.abs(x2 - x)).toBeLessThan(3);
  expect(Math.abs(y2 - y)).toBeLessThan(3);
  // The buttons zoom about the middle of the map as drawn: what stands there stays there.
  const box = (await map.boundingBox())!;
  const centre = [box.x + box.width / 2, box.y + box.height / 2] as const;
  const at = () =>
    map.evaluate((svg: SVGSVGElement, [cx, cy]) => {
      const m = svg.getScreenCTM()!.inverse();
      const q = new DOMPoint(cx, cy).matrixTransform(m);
      return [q.x, q.y];
    }, centre);
  const was = await at();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const now = await at();
  expect(Math.abs((now[0] ?? 0) - (was[0] ?? 0))).toBeLessThan(0.05);
  expect(Math.abs((now[1] ?? 0) - (was[1] ?? 0))).toBeLessThan(0.05);
});

for (const [width, height] of [
  [853, 480],
  [1280, 600],
  [1366, 600],
] as const) {
  test(`${width}×${height}: the “More choices below” cue covers no answer, and brings the last one into sight`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await atRecruit(page);
    await page.setViewportSize({ width, height });
    const more = moreCue(page);
    await expect(more).toHaveText('More choices below ↓');
    await snap(page, `gangsters-more-below-${width}x${height}`);
    // It sat over an answer at the column's foot, hiding its words: it stands below the scrolled column now,
    // clear of every answer however far the column is scrolled.
    expect(await answersUnderCue(page)).toEqual([]);
    await page.locator('.board-side').evaluate((el) => el.scrollBy(0, 60));
    if (await more.count()) expect(await answersUnderCue(page)).toEqual([]);
    await page.locator('.board-side').evaluate((el) => el.scrollTo(0, 0));
    await more.click();
    await expect(decision(page).getByRole('button', { name: /^Recruit gangsters…/ })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => answersOutOfSight(page)).not.toContain('Recruit gangsters… G-7.1');
    await expect(more).toHaveCount(0);
    await snap(page, `gangsters-more-below-${width}x${height}-after`);
    // A laptop's 1366×768 holds the whole decision: no cue, every answer in sight.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.locator('.board-side').evaluate((el) => el.scrollTo(0, 0));
    await expect(more).toHaveCount(0);
    await allInSight(page);
  });
}
