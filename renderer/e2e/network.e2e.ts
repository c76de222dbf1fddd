import { expect } from '@playwright/test';
import { WebSocket } from 'ws';
import { cutMenus } from './menus-fit';
import { hostCall, test } from './server';
import { snap } from './shots';

test('the host opens a game to the network, gives a guest a seat, and the guest sees only that seat', async ({
  page,
  app,
}) => {
  const seats = ['Nonna', 'Zio', 'Zia'].map((name) => ({ kind: 'human', name }));
  const created = await hostCall(app.url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
  expect(created.ok).toBe(true);
  const matchId = (created.result as { matchId: string }).matchId;

  await page.goto(app.url);
  await page.getByRole('link', { name: 'Game night on the network' }).click();
  await expect(page.getByRole('heading', { name: 'Game night on the network' })).toBeVisible();
  await page.getByRole('combobox', { name: "This computer's address on your home network" }).selectOption('127.0.0.1');
  // Before the first table, the box after the colon shows the number the table would open on, not nothing.
  await expect(page.getByRole('spinbutton', { name: 'The number after the colon' })).toHaveValue('47800');
  await expect(page.getByText('The others type 127.0.0.1:47800.')).toBeVisible();
  // A stand-in plays to a level a family chose: Easy, Normal or Hard (a random mover is not offered).
  await expect(page.getByRole('combobox', { name: 'When a player drops out' }).locator('option')).toHaveText([
    'Their seat waits for them',
    /an easy computer player \(Easy\)/,
    /\(Normal\)/,
    /\(Hard\)/,
  ]);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  await page.getByRole('spinbutton', { name: 'The number after the colon' }).fill(String(port));
  // Only ever this computer: the table must not open on a real network interface.
  await expect(page.getByRole('combobox', { name: "This computer's address on your home network" })).toHaveValue(
    '127.0.0.1',
  );
  await expect(page.getByRole('spinbutton', { name: 'The number after the colon' })).toHaveValue(String(port));
  // Plain words: no system name for the connection ("lo", "eth0"), and the address the others type, number
  // after the colon and all, said before the table opens.
  const address = page.getByRole('combobox', { name: "This computer's address on your home network" });
  await expect(address.locator('option', { hasText: /\((lo|eth\d|wlan\d|en\d)\)/ })).toHaveCount(0);
  await expect(page.getByText(`The others type 127.0.0.1:${port}.`)).toBeVisible();
  await expect(page.getByText(/^Port$/)).toHaveCount(0);
  // The longest choice of who stands in, so the menus below are read at their longest.
  await page.getByRole('combobox', { name: 'When a player drops out' }).selectOption('hard');
  await page.getByRole('switch', { name: 'Open this game to the network' }).check();
  await expect(page.getByText(`127.0.0.1:${port}`).first()).toBeVisible();
  // With the table open (more panels beside the form), each menu still shows its chosen words whole, on a
  // laptop's screen and a small one: not "Nothing Personal — Nonna, Zio, …" or "127.0.0.1 (only this comp…".
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    expect(await cutMenus(page), `at ${size.width}×${size.height}`).toEqual([]);
    await snap(page, `network-open-${size.width}`, { fullPage: true });
  }
  // A phone's one column (its own menu shows each choice whole when opened).
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'network-open-390', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  // Tables nearby does not say no table is open while this computer's own is: it says only yours is, or
  // lists yours as yours.
  const nearby = page.getByRole('region', { name: 'Tables nearby' });
  await expect(nearby.getByText(/^Only your own table is open|^yours, open now$/).first()).toBeVisible();
  await expect(nearby.getByText(/^No table is open/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText(/Allow it for your home/)).toBeVisible();
  const code = (await page.locator('.code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  // A guest on another machine joins with the code and asks for a seat; the host gives seat 2.
  const guest = new WebSocket(`ws://127.0.0.1:${port}/lan?code=${code}`);
  const received: Record<string, unknown>[] = [];
  guest.on('message', (d) => received.push(JSON.parse(String(d)) as Record<string, unknown>));
  await new Promise((ok) => guest.once('open', ok));
  guest.send(JSON.stringify({ id: 1, lan: 'ask', name: 'Cousin Vinny' }));
  // The switch's hint says where it stands: on, not "Off until you switch it on".
  const hosting = page.getByRole('region', { name: 'Host a table' });
  await expect(hosting).toContainText('On: the others can join now.');
  await expect(hosting).not.toContainText('Off until you switch it on');
  // Each seat offered to the guest says whose it is, and the buttons stand apart, not touching.
  const asking = page.getByRole('listitem').filter({ hasText: 'Cousin Vinny' });
  const offers = asking.getByRole('button', { name: /^Give seat/ });
  await expect(offers).toHaveText(['Give seat 1 (Nonna)', 'Give seat 2 (Zio)', 'Give seat 3 (Zia)']);
  const [one, two] = [await offers.nth(0).boundingBox(), await offers.nth(1).boundingBox()];
  expect((two?.x ?? 0) - ((one?.x ?? 0) + (one?.width ?? 0))).toBeGreaterThanOrEqual(8);
  await snap(page.getByRole('region', { name: 'Seats' }), 'network-asker');
  await page.getByRole('button', { name: 'Give seat 2 (Zio)' }).click();
  await expect(page.getByText('Cousin Vinny')).toBeVisible();
  await snap(page, 'network-host', { fullPage: true });
  await expect.poll(() => received.some((m) => m.lan === 'granted' && m.seat === 1)).toBe(true);
  guest.send(JSON.stringify({ id: 2, method: 'match.watch', params: { matchId, seat: 1 } }));
  await expect.poll(() => received.find((m) => m.id === 2)?.ok).toBe(true);
  // Seat 1 is not the guest's to see.
  guest.send(JSON.stringify({ id: 3, method: 'match.watch', params: { matchId, seat: 0 } }));
  await expect
    .poll(() => (received.find((m) => m.id === 3)?.error as { code?: string } | undefined)?.code)
    .toBe('NOT_YOUR_SEAT');
  // Taking the seat back asks first: kept, the guest keeps it and is not cut off.
  const seatsPanel = page.getByRole('region', { name: 'Seats' });
  await seatsPanel.getByRole('button', { name: 'Take back' }).click();
  const question = seatsPanel.getByRole('group', { name: 'Take seat 2 back from Cousin Vinny' });
  await expect(question).toContainText('Take seat 2 back from Cousin Vinny? Their pass stops working');
  await snap(seatsPanel, 'network-take-back-asked');
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(question).toHaveCount(0);
  await expect(seatsPanel.getByText(/Seat 2: Cousin Vinny/)).toBeVisible();
  guest.send(JSON.stringify({ id: 4, method: 'match.watch', params: { matchId, seat: 1 } }));
  await expect.poll(() => received.find((m) => m.id === 4)?.ok).toBe(true);
  // Asked again and answered yes, the seat is played at this computer again.
  await seatsPanel.getByRole('button', { name: 'Take back' }).click();
  await question.getByRole('button', { name: 'Yes, take it back' }).click();
  await expect(seatsPanel.getByText(/Seat 2: Zio, played at this computer/)).toBeVisible();
  guest.close();

  await page.getByRole('switch', { name: 'Open this game to the network' }).uncheck();
  // Closed: the address is no longer given to the others (the form says again what they would type).
  await expect(page.getByRole('region', { name: 'How the others join' })).toHaveCount(0);
  await expect(page.getByText(`The others type 127.0.0.1:${port}.`)).toBeVisible();
});
