import { expect, test } from '@playwright/test';
import { api } from './lead-up';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * A keyboard player's place in SuperGang's decision panel. Sending an answer disables its button, and the
 * browser then lets the focus go to the page; the host may answer before the next frame, so the same button
 * (kept by its place in the list) is usable again, now another answer's, by the time the panel looks. The
 * panel must still take the focus back (a family found "Rob a passer-by" and "That is all here: next" left
 * the keys nowhere, 5 choices in 60).
 */

const sharedApp = appForFile();

test('an answer button disabled and usable again before the next frame: the decision panel keeps the keys', async ({
  page,
}) => {
  const app = sharedApp();
  const conn = await api(app.url);
  const { matchId } = (await conn.call('match.create', {
    gameId: 'supergang',
    options: { turnCap: 2 },
    seats: [
      { kind: 'human', name: 'Nonna Rosa' },
      { kind: 'bot', level: 'normal', name: 'Bugsy' },
    ],
    seed: 'focus-kept',
  })) as { matchId: string };
  conn.close();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const panel = page.getByRole('region', { name: 'Your decision' });
  const answer = panel.locator('button[data-action]').first();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  await answer.focus();
  await expect(answer).toBeFocused();
  // As when a move is sent and answered at once: disabled (the browser drops the focus), then usable again.
  await answer.evaluate(
    (b: HTMLButtonElement) =>
      new Promise<void>((done) => {
        b.addEventListener(
          'focusout',
          () => {
            b.disabled = false;
            done();
          },
          { once: true },
        );
        b.disabled = true;
      }),
  );
  await expect(panel).toBeFocused();
  // The next Tab goes on inside the panel, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);
  await snap(page, 'supergang-focus-kept');
});

test('the answer that ends the game: the keys go to the final scores, not to the page', async ({ page }) => {
  test.setTimeout(180_000);
  const app = sharedApp();
  const conn = await api(app.url);
  // The person plays last in the only round, so one of their answers ends the game.
  const { matchId } = (await conn.call('match.create', {
    gameId: 'supergang',
    options: { turnCap: 1 },
    seats: [
      { kind: 'bot', level: 'normal', name: 'Bugsy' },
      { kind: 'human', name: 'Nonna Rosa' },
    ],
    seed: 'focus-at-the-end',
  })) as { matchId: string };
  conn.close();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const final = page.getByRole('heading', { name: 'Final scores' });
  const panel = page.getByRole('region', { name: 'Your decision' });
  for (let i = 0; i < 200 && !(await final.isVisible()); i++) {
    // A lit place on the map, else a piece to move, else the first answer: each clicked, as a person does.
    const lit = page.locator('[data-reachable="true"]');
    const movers = panel.locator('[data-mover][aria-pressed="false"]');
    const answers = panel.locator('button[data-action]:enabled');
    const way = panel.getByRole('group', { name: 'Which way?' }).getByRole('button');
    const pick = (await lit.count())
      ? lit.first()
      : (await way.count())
        ? way.first()
        : (await movers.count())
          ? movers.first()
          : (await answers.count())
            ? answers.first()
            : null;
    if (pick) await pick.click({ timeout: 2000 }).catch(() => undefined);
    else await page.waitForTimeout(200);
  }
  await expect(final).toBeVisible();
  await expect(final).toBeFocused();
  await snap(page, 'supergang-focus-final');
});
