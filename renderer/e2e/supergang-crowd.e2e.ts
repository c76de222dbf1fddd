import { expect, test, type Page } from '@playwright/test';
import { expectClean } from './axe';
import { playLeadUp, type LeadUpMoves } from './lead-up';
import { answersUnderSomethingElse, pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * SuperGang at a laptop's size, a crowd and the gang cards. Seven pieces on one street square stack (one
 * face and a "+6"), every letter on the board outside the centre 9 px or more at 1280×720, the stack inside
 * its square; a click on it picks its movable pieces in turn and Enter does the same, and pointing at it
 * shows them all in a loupe. And with a long decision (seven answers or more), the gang cards stay in sight
 * beside the city at 1280×720 and 1366×768, each answer clickable once scrolled to, a card opening on a click.
 * The positions: `supergang-crowd-lead-up.ts`.
 */

const sharedApp = appForFile();
const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu', 'Cousin Vi'];
/** The parts of the centre, whose pieces are read in its loupe (`supergang-print.e2e.ts`). */
const CENTRE = ['centre', 'jail', 'clinic', 'graveyard'];

/** Every print on the map's pieces outside the centre (letters, numbers, a stack's count), in pixels. */
function prints(page: Page): Promise<{ text: string; px: number }[]> {
  return page.evaluate((centre) => {
    const out: { text: string; px: number }[] = [];
    for (const t of Array.from(document.querySelectorAll<SVGTextElement>('.pieces [data-piece] text'))) {
      const place = t.closest<SVGGElement>('[data-piece]')?.dataset.place ?? '';
      const m = t.getScreenCTM();
      if (centre.includes(place) || !m) continue;
      out.push({ text: t.textContent ?? '', px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) });
    }
    return out;
  }, CENTRE);
}

/** The piece picked in the decision's list of pieces to move (null: none). */
const pickedMover = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector<HTMLElement>('[data-mover][aria-pressed="true"]')?.dataset.mover ?? null);

test('seven pieces on a square stack, read at 9 px, picked one by one by mouse and keyboard, shown in a loupe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = sharedApp();
  const { matchId } = await playLeadUp<LeadUpMoves>(
    app.url,
    'supergang-crowd-lead-up.ts',
    'supergang',
    'crowd',
    PEOPLE,
  );
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const stack = page.locator('[data-stack]');
  await pastCurtain(page, stack.first(), 60_000);
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-loupe]')).toHaveCount(0);
  await expect(stack).toHaveCount(1);
  const n = Number(await stack.getAttribute('data-stack'));
  expect(n).toBeGreaterThanOrEqual(6);
  await expect(stack.locator('[data-count]')).toHaveText(`+${n - 1}`);
  await snap(page.locator('.board-map'), 'supergang-crowd-stack-1280');
  // It reads fine to a screen reader: its button says in words who stands there.
  await expectClean(page, 'a stack on the map');

  // Every print on the board outside the centre, the stack's face and count among them, is 9 px or more.
  const small = (await prints(page)).filter((p) => p.px < 9).map((p) => `${p.text} ${p.px.toFixed(1)} px`);
  expect(small).toEqual([]);
  // The face and the count stand inside the square.
  const place = (await stack.getAttribute('data-place')) ?? '';
  const square = await page.locator(`[data-target="${place}"] rect.hit`).first().boundingBox();
  expect(square).toBeTruthy();
  for (const part of [stack.locator('.token'), stack.locator('[data-count] rect')]) {
    const b = await part.boundingBox();
    expect(b && square).toBeTruthy();
    if (!b || !square) return;
    expect(b.x).toBeGreaterThanOrEqual(square.x - 0.5);
    expect(b.y).toBeGreaterThanOrEqual(square.y - 0.5);
    expect(b.x + b.width).toBeLessThanOrEqual(square.x + square.width + 0.5);
    expect(b.y + b.height).toBeLessThanOrEqual(square.y + square.height + 0.5);
  }

  // A click picks the face; the next click the piece under it that may move; Enter, focused, the next again.
  const pick = stack.getByRole('button');
  await stack.click();
  const first = await pickedMover(page);
  expect(first).not.toBeNull();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await expect(stack).toHaveAttribute('data-piece', first ?? '');
  await stack.click();
  const second = await pickedMover(page);
  expect(second).not.toBeNull();
  expect(second).not.toBe(first);
  await expect(stack).toHaveAttribute('data-piece', second ?? '');
  await page.mouse.move(0, 0);
  await pick.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => pickedMover(page)).not.toBe(second);
  // Picked, its moves are lit on the map.
  await expect(page.locator('[data-reachable="true"]').first()).toBeVisible();

  // Pointing at the stack shows every piece in it, each at a size a laptop reads.
  await page.locator('[data-mover][aria-pressed="true"]').focus();
  await stack.hover();
  const loupe = page.locator('[data-loupe]');
  await expect(loupe).toBeVisible();
  await expect(loupe).toBeInViewport({ ratio: 1 });
  await expect(loupe.locator('[data-loupe-piece]')).toHaveCount(n);
  const sizes = await loupe.evaluate((g) =>
    Array.from(g.querySelectorAll('text')).map((t) => {
      const m = t.getScreenCTM();
      return m ? parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) : 0;
    }),
  );
  expect(sizes.filter((px) => px < 9)).toEqual([]);
  await snap(page, 'supergang-crowd-loupe-1280');
  await page.mouse.move(5, 5);
  await expect(loupe).toHaveCount(0);
});

test('with a long decision the gang cards stay in sight beside the city at 1280×720 and 1366×768', async ({ page }) => {
  test.setTimeout(90_000);
  const app = sharedApp();
  const { matchId } = await playLeadUp<LeadUpMoves>(
    app.url,
    'supergang-crowd-lead-up.ts',
    'supergang',
    'answers',
    PEOPLE,
  );
  const decision = page.getByRole('region', { name: 'Your decision' });
  const cards = page.getByRole('region', { name: 'The gangs' }).getByRole('article');
  for (const [width, height] of [
    [1280, 720],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('about:blank');
    await page.goto(`${app.url}#/match/${matchId}`);
    await pastCurtain(page, decision.locator('[data-action]').first(), 60_000);
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => decision.locator('[data-action]').count(), { message: `the answers at ${width}` })
      .toBeGreaterThanOrEqual(7);
    // The four cards whole in the window, with the decision's heading and the city, nothing scrolled.
    await expect(cards).toHaveCount(4);
    for (let i = 0; i < 4; i++) await expect(cards.nth(i)).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(/^Your move/)).toBeInViewport({ ratio: 1 });
    const [map, gangs] = [
      await page.locator('.board-map').boundingBox(),
      await page.getByRole('region', { name: 'The gangs' }).boundingBox(),
    ];
    expect(map && gangs && gangs.x >= map.x + map.width).toBe(true);
    // Every card's words 9 px or more, the letters on its tokens too.
    const tiny = await page.getByRole('region', { name: 'The gangs' }).evaluate((el) =>
      Array.from(el.querySelectorAll<HTMLElement | SVGTextElement>('*'))
        .filter((e) => e.getClientRects().length > 0)
        .filter((e) => Array.from(e.childNodes).some((c) => c.nodeType === 3 && c.textContent?.trim()))
        .flatMap((e) => {
          const m = e instanceof SVGTextElement ? e.getScreenCTM() : null;
          const px = parseFloat(getComputedStyle(e).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
          return px < 9 ? [`${e.textContent ?? ''} ${px.toFixed(1)} px`] : [];
        }),
    );
    expect(tiny).toEqual([]);
    // The decision has the room first: while it is longer than the room above the gang cards, they fold to
    // their heads (two to a row) and it scrolls in four fifths of the column or more (it had 256 px, under half,
    // at 1280×720); each answer is where it is drawn, the heads whole in the window.
    await expect(async () => {
      const [upperH, columnH] = await page
        .locator('.side-scroll')
        .evaluate((e) => [e.clientHeight, e.parentElement?.clientHeight ?? 0]);
      expect(upperH / columnH, `${upperH} px of ${columnH}`).toBeGreaterThanOrEqual(0.8);
    }).toPass({ timeout: 5_000 });
    for (let i = 0; i < 4; i++) await expect(cards.nth(i).getByRole('button')).toBeInViewport({ ratio: 1 });
    await snap(page, `supergang-crowd-cards-${width}`);
    expect(await answersUnderSomethingElse(page)).toEqual([]);

    // A card opens on a click on its head: how near the gang is to a whole district, and the rest.
    const head = cards.first().getByRole('button');
    await head.click();
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    await expect(cards.first().locator('[data-district]')).toBeVisible();
    await expect(cards.first().locator('[data-district]')).toContainText(/^Most of one district: /);
    expect(await answersUnderSomethingElse(page)).toEqual([]);
    await snap(page, `supergang-crowd-card-open-${width}`);
    if (width === 1280) await expectClean(page, 'a gang card opened');
    await head.click();
    await expect(cards.first().locator('[data-district]')).toBeHidden();
  }
});
