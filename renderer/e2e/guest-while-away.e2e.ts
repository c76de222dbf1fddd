/**
 * A guest back at the network table after a drop, with long names: the bars above their table (where they sit,
 * and "While you were away…") wrap their words onto more lines rather than cutting them off, in each game,
 * on the laptop screens a family has (1280×720, 1366×768) and on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostCall, startApp } from './server';
import { snap } from './shots';

/** A seat's name at the host as long as the lobby allows (40 characters). */
const LONG_SEAT = 'Great-Aunt Philomena “Mena” Castellammar';
/** A guest's name typed as one long word, nearly as long as a guest may give. */
const LONG_NAME = 'SalvatoreTheAccountantBuonarrotiPalermo';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
] as const;

for (const gameId of ['nothing-personal', 'gangsters', 'supergang'] as const) {
  test(`${gameId}: a guest back from a drop reads every word of the bars above the table, wrapped, never cut off`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // The computer players take a quarter of a second a move, so the guest is back in the middle of the game.
    const pace = process.env.MOB_NIGHT_BOT_DELAY_MS;
    process.env.MOB_NIGHT_BOT_DELAY_MS = '250';
    const app = await startApp().finally(() => {
      if (pace === undefined) delete process.env.MOB_NIGHT_BOT_DELAY_MS;
      else process.env.MOB_NIGHT_BOT_DELAY_MS = pace;
    });
    const guestContext = await browser.newContext({ viewport: SIZES[0] });
    try {
      const seats = [
        { kind: 'human', name: LONG_SEAT },
        { kind: 'bot', level: 'easy', name: 'Lefty' },
        { kind: 'bot', level: 'easy', name: 'Legs' },
      ];
      const created = await hostCall(app.url, 'match.create', { gameId, options: {}, seats });
      const matchId = (created.result as { matchId: string }).matchId;
      const port = 20_000 + Math.floor(Math.random() * 20_000);
      const started = await hostCall(app.url, 'lan.start', {
        matchId,
        address: '127.0.0.1',
        port,
        standIn: { afterSeconds: 5, level: 'easy' },
      });
      const code = (started.result as { code: string }).code;
      expect((await hostCall(app.url, 'lan.seat', { seat: 0, change: 'open' })).ok).toBe(true);
      // The host's screen watches the table, so the computer players play on while the guest is away.
      await page.goto(`${app.url}#/match/${matchId}`);
      const guest = await guestContext.newPage();
      await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
      await guest.getByRole('textbox', { name: 'Your name' }).fill(LONG_NAME);
      await guest.getByRole('button', { name: 'Join' }).click();
      await guest.getByRole('button', { name: 'Take seat 1' }).click();
      await expect(guest.getByLabel('Where you sit')).toContainText(LONG_NAME);
      // The guest's page closes, and a computer player plays the seat a while.
      await guest.close();
      const seat = page.getByRole('list', { name: 'Seats' }).getByRole('listitem').filter({ hasText: 'Philomena' });
      await expect(seat).toContainText('Computer — Easy plays', { timeout: 20_000 });
      await page.waitForTimeout(1500);

      const back = await guestContext.newPage();
      await back.goto(`http://127.0.0.1:${port}/`);
      await expect(back.getByRole('status').filter({ hasText: 'While you were away' })).toBeVisible();
      for (const size of SIZES) {
        await back.setViewportSize(size);
        await snap(back, `guest-while-away-${gameId}-${size.width}`);
        expect(await cutOff(back), `${size.width}×${size.height}`).toEqual([]);
      }
    } finally {
      await guestContext.close();
      await app.stop();
    }
  });
}

/**
 * The words of the guest's bars that are cut off, as "bar: what": a bar wider than its box or the window, or a
 * line of its words past the window's side or under something else drawn over it. None when every word shows.
 */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const bar of Array.from(document.querySelectorAll<HTMLElement>('.guest-bar'))) {
      const name = bar.getAttribute('role') === 'status' ? 'while away' : 'where you sit';
      const box = bar.getBoundingClientRect();
      if (box.left < 0 || box.right > innerWidth + 0.5) out.push(`${name}: past the window's side`);
      if (bar.scrollWidth > bar.clientWidth + 1) out.push(`${name}: wider than its box`);
      const texts = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
      for (let n = texts.nextNode(); n; n = texts.nextNode()) {
        const words = n.textContent?.trim().slice(0, 30) ?? '';
        if (words === '') continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const line of Array.from(range.getClientRects())) {
          if (line.right > innerWidth + 0.5 || line.left < -0.5) {
            out.push(`${name}: "${words}" past the window's side`);
            continue;
          }
          const top = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
          if (!top || !(bar.contains(top) || top.contains(bar))) out.push(`${name}: "${words}" under ${top?.tagName}`);
        }
      }
    }
    return out;
  });
}
