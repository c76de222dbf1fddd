/**
 * A game played on from two copies of Mob Night on the same records: an older copy, without the records
 * folder's lock, still lets this happen. A move made on the copy that has not seen the other's move is
 * refused by the records; the table says so in words a family reads aloud (never the store's ids and move
 * numbers), its case file keeps no line of the refused move, and the table comes back up to date.
 */
import { expect, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { choose } from './gangsters-play';
import { seatTable, startGame } from './lobby';
import { pastCurtain, textNow, throughCurtain } from './screen';
import { startApp, test } from './server';
import { snap } from './shots';

const choices = (page: Page) => page.getByRole('group', { name: 'Your choices' });
const caseFile = async (page: Page) =>
  ((await textNow(page.getByRole('log', { name: 'Case file' }).locator('ol, ul').first())) ?? '').trim();

for (const [table, seats] of [
  // Hot-seat: the screen passes with each move, the move taken back too; the words stay through it.
  ['two people at one screen', [{ guest: 'Nonna Rosa' }, { guest: 'Uncle Sal' }]],
  // One person and a computer player: the screen stays hers throughout, so the case file itself must
  // let go of the refused move's line (it stayed, with the game's lines again after it).
  ['one person and a computer player', [{ guest: 'Nonna Rosa' }, { bot: 'Random' }]],
] as const)
  test(`${table}: a move made on a copy that had not seen the other’s move is refused in plain words, and the table is brought up to date`, async ({
    app,
    page,
  }) => {
    test.setTimeout(120_000);
    await seatTable(page, app.url, seats);
    await startGame(page);
    const match = new URL(page.url()).hash;
    await pastCurtain(page, choices(page));

    // An older Mob Night started on the same records, as if the lock were not there.
    rmSync(join(app.dataDir, 'mob-night.lock'));
    const older = await startApp(app.dataDir);
    try {
      const other = await page.context().newPage();
      await other.goto(`${older.url}${match}`);
      await pastCurtain(other, choices(other));

      // The first copy plays on until the person asked first is asked again (the older copy still shows
      // their first question): their screen stays theirs through what follows, so nothing the refusal
      // leaves behind is cleared by the screen passing to someone else.
      const asked = (p: Page) => p.getByRole('region', { name: 'Your decision' }).getByRole('heading', { level: 2 });
      const first = (await asked(page).textContent()) ?? '';
      expect(first).toMatch(/^Your move, /);
      await expect(asked(other)).toHaveText(first);
      const start = await caseFile(page);
      // Two tabs of one browser: the one driven is brought to the front each time, as a person would look at
      // it (Chromium may stop drawing frames for the tab behind, and a click waits on frames).
      await page.bringToFront();
      const deadline = Date.now() + 60_000;
      for (let turn = 0; Date.now() < deadline;) {
        await throughCurtain(page);
        if ((await caseFile(page)) !== start && (await textNow(asked(page))) === first) break;
        if (await choose(page, turn)) turn++;
        await page.waitForTimeout(200);
      }
      await expect(asked(page)).toHaveText(first);
      // Another choice on the older copy: the records already hold a move there.
      await other.bringToFront();
      expect(await choose(other, 1)).toBe(true);
      await expect(asked(other)).toHaveText(first);
      const notes = other.getByRole('status').filter({ hasText: 'changed from another window or computer' });
      await expect(notes).toBeVisible();
      await snap(other, `changed-elsewhere-${seats.length === 2 && 'bot' in seats[1] ? 'bot' : 'hot-seat'}`);
      const screen = (await other.locator('main').textContent()) ?? '';
      expect(screen).not.toContain('does not follow');
      expect(screen).not.toContain('Not allowed');
      // Said once, above the board: not again beside the decision.
      await expect(other.getByText('changed from another window or computer')).toHaveCount(1);
      expect(screen).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

      // Brought up to date: the older copy's table is the game as the records hold it, its case file the
      // same as a page opened afresh there shows (no line of the refused move, none twice).
      const fresh = await page.context().newPage();
      await fresh.goto(`${older.url}${match}`);
      await expect(fresh.getByRole('log', { name: 'Case file' })).toBeVisible();
      await expect.poll(() => caseFile(other)).toBe(await caseFile(fresh));
    } finally {
      await older.stop();
    }
  });
