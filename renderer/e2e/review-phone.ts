/**
 * A network table's guest on a phone of its own (390×844, touch, no mouse), on 127.0.0.1 only, in the
 * end-to-end tests of review-phone-*.e2e.ts.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { hostCall } from './server';

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * Opens match `matchId` of the app at `url` to the network, opens `seat` to a guest, and has a guest take
 * it by taps on a phone of its own, as `name`; the guest's page.
 */
export async function phoneGuest(
  browser: Browser,
  url: string,
  matchId: string,
  seat: number,
  name: string,
): Promise<Page> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = await hostCall(url, 'lan.start', { matchId, address: '127.0.0.1', port });
  expect(started).toMatchObject({ ok: true });
  const code = (started.result as { code: string }).code;
  expect((await hostCall(url, 'lan.seat', { seat, change: 'open' })).ok).toBe(true);
  const phone = await (await browser.newContext(PHONE)).newPage();
  // A touch screen without a mouse: the page's media queries say so.
  expect(await phone.evaluate(() => matchMedia('(any-pointer: fine)').matches)).toBe(false);
  await phone.goto(`http://127.0.0.1:${port}/?join=${code}`);
  await phone.getByRole('textbox', { name: 'Your name' }).fill(name);
  await phone.getByRole('button', { name: 'Join' }).tap();
  await phone.getByRole('button', { name: `Take seat ${seat + 1}` }).tap();
  return phone;
}

/** The version of match `matchId` now (the number of moves made), as the host tells a spectator. */
export async function versionOf(url: string, matchId: string): Promise<number> {
  const look = await hostCall(url, 'match.watch', { matchId, seat: 'spectator' });
  return (look.result as { version: number }).version;
}
