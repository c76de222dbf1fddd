/**
 * A table opened to the home network in the e2e tests, on 127.0.0.1 only (never a real interface): the host's
 * Network screen switched on at a free port, and a seat of a new Nothing Personal game opened to a guest.
 */
import { expect, type Page } from '@playwright/test';
import { hostCall } from './server';

/** The host switches the table on at 127.0.0.1 on a free port and returns the port and join code. */
export async function openTable(page: Page, url: string): Promise<{ port: number; code: string }> {
  await page.goto(url);
  await page.getByRole('link', { name: 'Game night on the network' }).click();
  const address = page.getByRole('combobox', { name: "This computer's address on your home network" });
  await address.selectOption('127.0.0.1');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  await page.getByRole('spinbutton', { name: 'The number after the colon' }).fill(String(port));
  // Only ever this computer: the table must not open on a real network interface.
  await expect(address).toHaveValue('127.0.0.1');
  await page.getByRole('switch', { name: 'Open this game to the network' }).check();
  await expect(page.getByText(`127.0.0.1:${port}`).first()).toBeVisible();
  const code = (await page.locator('.code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return { port, code };
}

/** The seats' names in the game `gameWithFirstSeatOpen` makes. */
export const LAN_SEAT_NAMES = ['Nonna', 'Zio', 'Zia'] as const;

/**
 * A Nothing Personal game of three people (Nonna, Zio, Zia) made on the host, its table opened to the network,
 * and the seat the game asks first opened to a guest, so that the guest has a move to make at once.
 */
export async function gameWithFirstSeatOpen(
  page: Page,
  url: string,
): Promise<{ matchId: string; first: number; port: number; code: string }> {
  const seats = LAN_SEAT_NAMES.map((name) => ({ kind: 'human', name }));
  const created = await hostCall(url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
  expect(created.ok).toBe(true);
  const matchId = (created.result as { matchId: string }).matchId;
  const look = await hostCall(url, 'match.watch', { matchId, seat: 'spectator' });
  const first = (look.result as { pending: { seat: number }[] }).pending[0]!.seat + 1;
  const { port, code } = await openTable(page, url);
  await page
    .getByRole('listitem')
    .filter({ hasText: `Seat ${first}:` })
    .getByRole('button', { name: 'Open to a guest' })
    .click();
  await expect(page.getByText('open to the first guest who takes it')).toBeVisible();
  return { matchId, first, port, code };
}
