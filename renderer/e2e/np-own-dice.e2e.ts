import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { api } from './lead-up';
import { seatTable, startGame } from './lobby';
import { reach } from './np-reach';
import { visible } from './screen';
import { test } from './server';
import { snap } from './shots';

/**
 * Nothing Personal played with our own dice: its dice are not numbered 1 to 6 (the Move die shows 1, 3,
 * 4, 5, 7 and 8; the Whack die guns, the Capo, a 7 and blanks), so the dice dialog offers the faces as
 * printed, and the face pressed is what the case file says came up.
 */

test('with our own dice Nothing Personal asks for the face that came up, and files that face (NP-7.8.3)', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  // Chosen in the lobby, our own dice are what the new game keeps.
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Normal' }], 'Nothing Personal');
  await page
    .getByRole('radiogroup', { name: 'Who starts with the Capo ring' })
    .getByRole('radio', { name: 'Nonna Rosa' })
    .check();
  await page.getByRole('radio', { name: 'Our own dice (type them in)' }).check();
  await startGame(page);
  await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
  const id = /#\/match\/([^/?]+)/.exec(page.url())?.[1];
  const db = new Database(join(app.dataDir, 'mob-night.db'), { readonly: true });
  const row = db.prepare('SELECT dice_mode FROM games WHERE id = ?').get(id) as { dice_mode: string } | undefined;
  db.close();
  expect(row?.dice_mode).toBe('physical');

  // A game of that kind played on (through the app's API) until Nonna Rosa may Make a Move: her family rolls.
  // Playing the board until some roll was hers ran out of game one time in three (her markers may leave her
  // nobody who acts), so the seeds are tried in turn until one gets there.
  const conn = await api(app.url);
  const { matchId } = await reach(
    conn,
    (p, u) => p.kind === 'gangster-action' && (u.legal ?? []).some((a) => a.type === 'move'),
    'physical',
  ).finally(() => conn.close());
  await page.goto(`${app.url}#/match/${matchId}`);
  await page
    .getByRole('group', { name: 'Your choices' })
    .getByRole('button', { name: /^Make a Move/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Roll the dice' });
  await expect(dialog).toBeVisible();
  const faces = dialog.getByRole('group', { name: 'The face that came up' });
  const label = ((await dialog.locator('.for').textContent()) ?? '').trim();
  console.log(`die asked for: ${label}`);
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
