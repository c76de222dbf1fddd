/** Setting a table up in a game's lobby in end-to-end tests, the way a person does from Home. */
import { expect, type Page } from '@playwright/test';

export type Seat = { guest: string } | { bot: 'Easy' | 'Normal' | 'Hard' | 'Random' };
export type GameName = 'Gangsters' | 'SuperGang' | 'Nothing Personal';

/** Opens a game's lobby from its card on Home. */
export async function openLobby(page: Page, url: string, game: GameName): Promise<void> {
  await page.goto(url);
  await page.getByRole('link', { name: `New game of ${game}` }).click();
  await expect(page.getByRole('heading', { name: `New game — ${game}`, level: 1 })).toBeVisible();
}

/**
 * Opens a game's lobby from Home (Gangsters unless named) and seats the table: as many seats as listed
 * (unless `keepSize`: then the lobby's own number of seats, the first ones seated as listed).
 */
export async function seatTable(
  page: Page,
  url: string,
  seats: readonly Seat[],
  game: GameName = 'Gangsters',
  { keepSize = false } = {},
): Promise<void> {
  await openLobby(page, url, game);
  if (!keepSize) await page.getByRole('radio', { name: `${seats.length} players` }).check();
  for (const [i, s] of seats.entries()) {
    const who = page.getByLabel(`Who sits in seat ${i + 1}`);
    if ('guest' in s) {
      await who.selectOption({ label: 'A guest (type a name)' });
      await page.getByLabel(`Name for seat ${i + 1}`).fill(s.guest);
    } else {
      await who.selectOption({ label: `Computer — ${s.bot}` });
    }
  }
}

/** Starts the game seated in the lobby and waits for its table. */
export async function startGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
}
