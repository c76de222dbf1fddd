import { expect, type Page } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { clickOrGone, visible } from './screen';
import { test } from './server';
import { snap } from './shots';

/**
 * Nothing Personal played with our own dice: its dice are not numbered 1 to 6 (the Move die shows 1, 3,
 * 4, 5, 7 and 8; the Whack die guns, the Capo, a 7 and blanks), so the dice dialog offers the faces as
 * printed, and the face pressed is what the case file says came up.
 */

/** One choice on the board, as np-game.e2e.ts plays: a Move first whenever one is offered; false when not asked. */
async function choose(page: Page, turn: number): Promise<boolean> {
  const panel = page.getByRole('group', { name: 'Your choices' });
  if (!(await visible(panel))) return false;
  const move = panel.getByRole('button', { name: /^Make a Move/ });
  if (await visible(move.first())) return clickOrGone(move.first());
  // Every marker on the Third Guy, so that the family controls him and acts in The Crew: his arrow leads to a
  // gangster, so he may Make a Move (NP-7.8). Markers spread at random left one game in three with nobody of
  // hers to act, and no die of hers to roll.
  const third = page.getByRole('group', { name: /organisation chart/ }).getByRole('button', { name: /^1: / });
  if (await visible(third)) return clickOrGone(third);
  const chart = page.getByRole('group', { name: /organisation chart/ }).getByRole('button');
  const onChart = await chart.count();
  if (onChart > 0 && turn % 2 === 0) return clickOrGone(chart.nth(turn % onChart));
  const buttons = panel.getByRole('button').filter({ hasNotText: /^(Back|Pass)$/ });
  const n = await buttons.count();
  if (n === 0) return false;
  return clickOrGone(buttons.nth(turn % n));
}

test('with our own dice Nothing Personal asks for the face that came up, and files that face (NP-7.8.3)', async ({
  page,
  app,
}) => {
  test.setTimeout(300_000);
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Normal' }], 'Nothing Personal');
  await page
    .getByRole('radiogroup', { name: 'Who starts with the Capo ring' })
    .getByRole('radio', { name: 'Nonna Rosa' })
    .check();
  await page.getByRole('radio', { name: 'Our own dice (type them in)' }).check();
  await startGame(page);

  // Nonna Rosa plays on until her family rolls a die: a Move, a hit, or a gangster's own roll.
  const dialog = page.getByRole('dialog', { name: 'Roll the dice' });
  const deadline = Date.now() + 240_000;
  let turn = 0;
  while (!(await visible(dialog)) && Date.now() < deadline) {
    if (await choose(page, turn)) turn++;
    await page.waitForTimeout(150);
  }
  await expect(dialog).toBeVisible();
  const faces = dialog.getByRole('group', { name: 'The face that came up' });
  const label = ((await dialog.locator('.for').textContent()) ?? '').trim();
  console.log(`die asked for: ${label} (after ${turn} choices)`);
  const whack = /whack/i.test(label);
  // No number to type: the die's printed faces, the first one ready for the keyboard.
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Use this number' })).toHaveCount(0);
  await expect(dialog).toContainText(`press the face that came up`);
  await expect(faces.getByRole('button')).toHaveText(
    whack ? ['Gun', 'Capo', '7', 'Blank'] : ['1', '3', '4', '5', '7', '8'],
  );
  await expect(faces.getByRole('button').first()).toBeFocused();
  await snap(page, 'np-own-dice-1366');

  // The face shown at the table is pressed: the Capo on the Whack die, a 7 on the Move die (the d6's fifth face).
  const pressed = whack ? 'the Capo' : 'a 7';
  await faces.getByRole('button', { name: pressed, exact: true }).click();
  // A second die of the same move (a gangster's Respect rolled after the Move): its first face, by keyboard,
  // once the host has asked for it (meanwhile the faces wait, not to be used).
  const until = Date.now() + 20_000;
  while ((await visible(dialog)) && Date.now() < until) {
    const first = faces.getByRole('button').first();
    // Bounded: the dialog may close between the look above and this read (the die was the move's last).
    if ((await first.getAttribute('aria-disabled', { timeout: 1000 }).catch(() => 'true')) === 'true') {
      await page.waitForTimeout(150);
      continue;
    }
    // What was pressed so far is listed in the die's words.
    await expect(dialog.getByRole('list', { name: 'Typed so far' })).toContainText(`${label}: ${pressed}`);
    await snap(page, 'np-own-dice-second-1366');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
  }
  await expect(dialog).toBeHidden();
  // The case file says the face pressed, as the die shows it.
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText(`${label}: rolled ${pressed}`);
});
