/**
 * A family's only person, their gang wiped out (SG-14.1), watched the computer gangs play on for hundreds of
 * moves with nothing but "out of the game" in small italics to say why. The table says so, and what they can do:
 * with only computer players left, have them move quicker, or leave, the game waiting in History; with other
 * people still playing, watch. A gang is out when wiped out or when its player gives up (SG-14.1): the second
 * gives a test its only person out at once, beside computer players.
 */
import { expect, test } from '@playwright/test';
import { api } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile, startApp } from './server';
import { snap } from './shots';
import { prepareSg } from './supergang-positions';

const sharedApp = appForFile();

test('SG-14.1 a person whose gang is out is told so at the table, while the others play on', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'first-out', ['Lily', 'Bugsy', 'Legs']);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  await pastCurtain(page, decision, 60_000);
  // Lily takes the screen from the seat rail (to see her table, or play something out of turn): her gang is out.
  await page.getByRole('button', { name: 'Give the screen to Lily, to play something out of turn' }).click();
  await page.getByRole('button', { name: /^Pass to Lily — / }).click();
  const notice = page.getByRole('status', { name: 'Out of the game' });
  await expect(notice).toContainText('Your gang is out of the game.');
  // Two people still play: the game goes on for them, not by itself, so nothing to quicken.
  await expect(notice).toContainText('The others play on to the end; you may watch.');
  await expect(notice.getByRole('button')).toHaveCount(0);
  await snap(page, 'out-notice-supergang-1280');
});

test('SG-14.1 the only person gives up: the table says the computer players finish, and quickens them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The computer players take 0.4 s a move (the other tests' apps none), so the game is still on once Lily is out.
  const pace = process.env.MOB_NIGHT_BOT_DELAY_MS;
  process.env.MOB_NIGHT_BOT_DELAY_MS = '400';
  const app = await startApp().finally(() => {
    if (pace === undefined) delete process.env.MOB_NIGHT_BOT_DELAY_MS;
    else process.env.MOB_NIGHT_BOT_DELAY_MS = pace;
  });
  try {
    const conn = await api(app.url);
    const { matchId } = (await conn
      .call('match.create', {
        gameId: 'supergang',
        options: {},
        seats: [
          { kind: 'human', name: 'Lily' },
          { kind: 'bot', level: 'normal', name: 'Bugsy' },
          { kind: 'bot', level: 'normal', name: 'Legs' },
        ],
        seed: 'sg-e2e-give-up',
      })
      .finally(() => conn.close())) as { matchId: string };
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${app.url}#/match/${matchId}`);
    await page.getByRole('button', { name: 'Give up the game…' }).click();
    await page.getByRole('button', { name: 'Yes, give up' }).click();
    const notice = page.getByRole('status', { name: 'Out of the game' });
    await expect(notice).toContainText('Your gang is out of the game.');
    // Nobody else at the table is a person: the computer players finish it, and only while it is open.
    await expect(notice).toContainText('The computer players play on to the end, while this table is open.');
    // "Give up the game…" is at the foot of the side column, scrolled down to: the notice at its head comes into
    // sight, and takes the focus the vanished "Yes, give up" had, so a screen reader reads it and Tab reaches its button.
    await expect(notice.getByText('Your gang is out of the game.')).toBeInViewport();
    await expect(notice).toBeFocused();
    const quicker = notice.getByRole('button', { name: 'Have the computer players move quicker' });
    await expect(quicker).toBeInViewport();
    await snap(page, 'out-notice-supergang-computers-1280');
    await quicker.click();
    // The pace is the family's setting: quick now, so the offer goes, and Settings shows it chosen.
    await expect(quicker).toHaveCount(0);
    await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Quick' })).toBeChecked();
  } finally {
    await app.stop();
  }
});
