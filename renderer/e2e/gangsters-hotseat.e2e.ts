import { expect, type Page } from '@playwright/test';
import { ASKED, choose } from './gangsters-play';
import { seatTable } from './lobby';
import { clickOrGone, curtainFor, textNow, throughCurtain, untilAsked, visible } from './screen';
import { test } from './server';
import { snap } from './shots';

/**
 * Gangsters hot-seat: three people share one screen through the draft, the secret recruiting and the
 * secret placement. Between people a full-screen curtain hides everything while the next screen holds
 * a secret; nobody's secret Gang or starting places reach the next person's screen before the reveal.
 * Once everything on the table is public, the screen passes without a curtain.
 */

const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Cousin Vinny'] as const;
/** Each person records a different number of Racketeers, so a leak would show whose it is. */
const RACKETEERS: Readonly<Record<string, number>> = { 'Nonna Rosa': 4, 'Uncle Sal': 3, 'Cousin Vinny': 2 };

async function caseFile(page: Page): Promise<string> {
  return (await textNow(page.getByRole('log', { name: 'Case file' }))) ?? '';
}

test('hot-seat: the curtain hides each secret recruit and placement from the others', async ({ page, app }) => {
  test.setTimeout(240_000);
  await seatTable(
    page,
    app.url,
    PEOPLE.map((guest) => ({ guest })),
  );
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);

  let holder: string | null = null;
  const recorded: string[] = [];
  const placed: string[] = [];
  let shot = false;
  let turn = 0;
  const deadline = Date.now() + 200_000;
  while (placed.length < 3 && Date.now() < deadline) {
    const next = await curtainFor(page);
    if (next) {
      // The curtain shows nothing of the game: no board, no case file, no decision.
      await expect(page.getByRole('log', { name: 'Case file' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Your decision' })).toHaveCount(0);
      // Why the screen comes to them, and which Gang is theirs (seats 1 to 3: Red, Yellow, Green), said under
      // the name: the same words for every Gang, so nothing secret is told.
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('#curtain-why')).toHaveText(
        recorded.length < PEOPLE.length
          ? 'Choose your starting Gang, in secret'
          : 'Choose where your Gang starts, in secret',
      );
      const gang = ['Red Gang', 'Yellow Gang', 'Green Gang'][PEOPLE.indexOf(next as (typeof PEOPLE)[number])];
      await expect(dialog.locator('#curtain-role')).toHaveText(gang ?? '');
      if (!shot) {
        shot = true;
        await snap(page, 'gangsters-curtain-1366');
      }
      const tap = page.getByRole('button', { name: new RegExp(`— tap when only ${next} is looking$`) });
      if (await clickOrGone(tap)) holder = next;
      continue;
    }
    // Who holds the device now (the screen may also pass without a curtain while nothing is secret).
    // (The rail may change between looking and reading, as the curtain comes down: read without waiting.)
    const viewing = await textNow(page.locator('.rail li.viewing .name'));
    holder = (viewing ?? '').trim() || holder;
    const prompts = (
      await page.getByRole('region', { name: 'Your decision' }).locator('.prompt').allTextContents()
    ).join(' ');
    const plan = page.getByRole('group', { name: /Your starting Gang, in secret/ });
    if (holder && !recorded.includes(holder) && /record your starting Gang/.test(prompts)) {
      await expect(plan).toBeVisible();
      await expect(page.locator('.rail li.viewing .name')).toHaveText(holder);
      // Nobody else's secret Gang is on this screen.
      const text = await caseFile(page);
      expect(text).not.toMatch(/You record your Gang/);
      if (recorded.length === 0) await snap(page, 'gangsters-recruit-1366');
      // The plan says what it costs, line by line and in all, what this Gang may spend and what is left (G-4.2).
      const total = plan.locator('.sum');
      await expect(total).toHaveText(
        /^You may spend\s*\$[\d,]+\s*This Gang costs\s*\$[\d,]+\s*Left for you\s*\$[\d,]+$/,
      );
      const before = await total.textContent();
      for (let n = 1; n < (RACKETEERS[holder] ?? 1); n++)
        await page.getByRole('button', { name: 'One more Racketeer' }).click();
      if ((RACKETEERS[holder] ?? 1) > 1) await expect(total).not.toHaveText(before ?? '');
      await page.getByRole('button', { name: 'Record my Gang' }).click();
      recorded.push(holder);
      continue;
    }
    if (holder && !placed.includes(holder) && /where your Gang starts/.test(prompts)) {
      const text = await caseFile(page);
      expect(text).not.toMatch(/You record where your Gang starts/);
      // Secret Gangs are revealed only once all are in; until placement all three were recorded.
      expect(recorded).toHaveLength(3);
      // The decision names whose it is: two people share this screen.
      await expect(page.getByRole('region', { name: 'Your decision' }).getByRole('heading')).toHaveText(
        `Your move, ${holder}`,
      );
      if (placed.length === 0) await snap(page, 'gangsters-placement-1366');
      // Each piece's starting Joint is a glowing building on the map: click one for each piece.
      for (let piece = 0; piece < 3; piece++) {
        if (!(await clickOrGone(page.locator('[data-reachable="true"]')))) break;
      }
      placed.push(holder);
      // Wait until the screen has moved on from this person's placement.
      await expect
        .poll(async () =>
          (await visible(page.getByRole('dialog')))
            ? 'curtain'
            : (await page.getByRole('region', { name: 'Your decision' }).locator('.prompt').allTextContents()).join(
                ' ',
              ),
        )
        .not.toMatch(/where your Gang starts/);
      continue;
    }
    if (await choose(page, turn)) turn++;
    else await untilAsked(page, ASKED);
  }
  expect(new Set(recorded)).toEqual(new Set(PEOPLE));
  expect(new Set(placed)).toEqual(new Set(PEOPLE));
  // After the reveal, everyone's starting places are on file for all to see.
  await throughCurtain(page);
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/(\(Red\)|\bRed) starts: Racketeer in/);

  // After the reveal nothing on a Gang's screen is secret: the screen passes with no curtain to tap.
  expect(await curtainFor(page)).toBeNull();
  // The game in play is on file and resumes from History, straight at the table: nothing is secret.
  await page.getByRole('navigation').getByText('History', { exact: true }).click();
  await page.getByRole('link', { name: /^Resume Gangsters/ }).click();
  await expect(page.getByRole('group', { name: /streets, buildings and pieces/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your decision' })).toContainText(/buy, improve or trade, then roll/);
});
