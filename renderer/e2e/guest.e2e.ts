import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { choose } from './gangsters-play';
import { clickOrGone, curtain, curtainFor, textNow } from './screen';
import { gameWithFirstSeatOpen, LAN_SEAT_NAMES, openTable } from './lan-table';
import { hostCall, startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * A LAN game night in browser mode, on 127.0.0.1 only: the host opens a game of Nothing Personal to
 * the network, a second Chromium page joins by the code in the address (as from the QR code), takes
 * the seat the host opened and plays it at the table; after a reload it is back at the same seat by
 * the pass kept in its browser. A third page watches; the host screen never shows the guest's seat.
 */

test('a second page joins a LAN table by code, plays its seat, and comes back to it after a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const app = await startApp();
  const peer = await startApp();
  const guestContext = await browser.newContext();
  const watcherContext = await browser.newContext();
  const askerContext = await browser.newContext();
  try {
    // The guest takes the seat the game asks first, so it has a move to make at once.
    const { matchId, first, port, code } = await gameWithFirstSeatOpen(page, app.url);

    // The guest's page, as the QR code opens it: the code is already there; a name, then the free seat.
    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await expect(guest.getByRole('heading', { name: 'Join the game' })).toBeVisible();
    await expect(guest.getByRole('textbox', { name: 'Join code' })).toHaveValue(code);
    await expect(guest.getByRole('link', { name: 'History' })).toHaveCount(0);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Cousin Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: `Take seat ${first}` }).click();
    await expect(
      guest.getByText(`You play ${LAN_SEAT_NAMES[first - 1]}’s seat (seat ${first}) as Cousin Vinny`),
    ).toBeVisible();
    const choices = guest.getByRole('group', { name: 'Your choices' });
    await expect(choices).toBeVisible();
    // On the guest's own page the decision says "Your move", not the seat's name in the game (Nonna's, here).
    await expect(guest.getByText('Your move', { exact: true })).toBeVisible();
    await expect(guest.getByText(/^Your move, /)).toHaveCount(0);
    await snap(guest, 'guest-seat');

    // The host screen leaves the guest's seat alone: it is not Nonna's screen any more.
    await expect(page.getByText('Cousin Vinny')).toBeVisible();
    await page.goto(`${app.url}#/match/${matchId}`);
    await expect(page.getByRole('group', { name: /organisation chart/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your choices' })).toHaveCount(0);
    // The host's seat rail names who plays the seat, whose name in the game is another's.
    await expect(
      page
        .getByRole('list', { name: 'Seats' })
        .getByRole('listitem')
        .filter({ hasText: LAN_SEAT_NAMES[first - 1] }),
    ).toContainText('Cousin Vinny, on another computer');
    const hostWatch = await hostCall(app.url, 'match.watch', { matchId, seat: first - 1 });
    expect((hostWatch.error as { code: string }).code).toBe('PLAYED_ELSEWHERE');

    // The guest plays its seat from its own page.
    const before = await guest.locator('.case li').count();
    await choices
      .getByRole('button')
      .filter({ hasNotText: /^Back$/ })
      .first()
      .click();
    await expect.poll(() => guest.locator('.case li').count()).toBeGreaterThan(before);

    // A reload (or a dropped phone) comes back to the same seat with the pass kept in the browser.
    await guest.reload();
    await expect(
      guest.getByText(`You play ${LAN_SEAT_NAMES[first - 1]}’s seat (seat ${first}) as Cousin Vinny`),
    ).toBeVisible();
    await expect(guest.getByRole('group', { name: /organisation chart/ })).toBeVisible();

    // Someone else with the code just watches: the public view, no choices…
    // …from another copy of Mob Night (browser mode here), typing the table's address and code.
    const watcher = await watcherContext.newPage();
    await watcher.goto(peer.url);
    await watcher.getByRole('link', { name: 'Game night on the network' }).click();
    // A wrong address first: where nothing answers, or where something that is not a table does, the screen
    // says so and stays (the tab went to the browser's own error page).
    const problem = watcher.getByRole('alert');
    await watcher.getByRole('textbox', { name: "The table's address" }).fill('127.0.0.1:1');
    await watcher.getByRole('textbox', { name: 'Its join code' }).fill(code.toLowerCase());
    await watcher.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(problem).toHaveText(/^Nothing answered at 127\.0\.0\.1:1\. Check the address/);
    await watcher.getByRole('textbox', { name: "The table's address" }).fill(new URL(peer.url).host);
    await watcher.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(problem).toHaveText(/^Something answered at 127\.0\.0\.1:\d+, but not an open Mob Night table/);
    await expect(watcher).toHaveURL(/#\/network$/);
    await watcher.getByRole('textbox', { name: "The table's address" }).fill(`127.0.0.1:${port}`);
    await watcher.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(watcher).toHaveURL(`http://127.0.0.1:${port}/?join=${code}`);
    await watcher.getByRole('textbox', { name: 'Your name' }).fill('Aunt May');
    await watcher.getByRole('button', { name: 'Join' }).click();
    await expect(watcher.getByText(`Seat ${first}: Cousin Vinny`)).toBeVisible();
    await watcher.getByRole('button', { name: 'Just watch' }).click();
    await expect(watcher.getByText('You are watching')).toBeVisible();
    await expect(watcher.getByRole('group', { name: /organisation chart/ })).toBeVisible();
    await expect(watcher.getByRole('group', { name: 'Your choices' })).toHaveCount(0);

    // A guest asks the host for a seat and waits; the host gives one on its network screen.
    const asker = await askerContext.newPage();
    await asker.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await asker.getByRole('textbox', { name: 'Your name' }).fill('Uncle Sal');
    await asker.getByRole('button', { name: 'Join' }).click();
    await asker.getByRole('button', { name: 'Ask the host for a seat' }).click();
    await expect(asker.getByText('Waiting for the host to give you a seat…')).toBeVisible();
    await page.goto(`${app.url}#/network`);
    const give = page
      .getByRole('listitem')
      .filter({ hasText: 'Uncle Sal' })
      .getByRole('button', { name: /^Give seat \d/ })
      .first();
    const given = /\d/.exec((await give.textContent()) ?? '')?.[0] ?? '';
    await give.click();
    await expect(
      asker.getByText(`You play ${LAN_SEAT_NAMES[Number(given) - 1]}’s seat (seat ${given}) as Uncle Sal`),
    ).toBeVisible();
    // The host's seat list says whose seat the guest took (the table's words still call it by that name).
    await expect(page.getByRole('listitem').filter({ hasText: 'Uncle Sal' }).first()).toContainText(
      `Uncle Sal in ${LAN_SEAT_NAMES[Number(given) - 1]}’s seat`,
    );
    await expect(asker.getByRole('group', { name: /organisation chart/ })).toBeVisible();

    // A wrong code is turned away with words, not a blank page.
    const stranger = await watcherContext.newPage();
    await stranger.goto(`http://127.0.0.1:${port}/?join=AAAAAA`);
    await stranger.getByRole('textbox', { name: 'Your name' }).fill('Nobody');
    await stranger.getByRole('button', { name: 'Join' }).click();
    await expect(stranger.getByRole('alert')).toContainText('did not let you in');

    // The host's History says who played the guest's seat, and from where.
    await page.goto(`${app.url}#/history`);
    await expect(page.getByText('on their own device: Cousin Vinny')).toBeVisible();
  } finally {
    await guestContext.close();
    await watcherContext.close();
    await askerContext.close();
    await peer.stop();
    await app.stop();
  }
});

test('Gangsters: a guest plays its seat from its own page while two people share the host screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const app = await startApp();
  const guestContext = await browser.newContext();
  try {
    const names = ['Nonna', 'Zio', 'Zia'];
    const seats = names.map((name) => ({ kind: 'human', name }));
    const created = await hostCall(app.url, 'match.create', { gameId: 'gangsters', options: {}, seats });
    expect(created.ok).toBe(true);
    const matchId = (created.result as { matchId: string }).matchId;
    const look = await hostCall(app.url, 'match.watch', { matchId, seat: 'spectator' });
    const first = (look.result as { pending: { seat: number }[] }).pending[0]!.seat;
    const { port, code } = await openTable(page, app.url);
    await page
      .getByRole('listitem')
      .filter({ hasText: `Seat ${first + 1}:` })
      .getByRole('button', { name: 'Open to a guest' })
      .click();

    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Cousin Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: `Take seat ${first + 1}` }).click();
    await expect(guest.getByText(`You play ${names[first]}’s seat (seat ${first + 1}) as Cousin Vinny`)).toBeVisible();
    await expect(guest.getByRole('group', { name: 'Your choices' })).toBeVisible();
    await snap(guest, 'guest-gangsters');
    const log = guest.getByRole('log', { name: 'Case file' });
    const before = (await textNow(log)) ?? '';
    // One choice made (looked for again while the panel is held for a moment).
    await expect.poll(() => choose(guest, 0)).toBe(true);
    await expect.poll(async () => ((await textNow(log)) ?? '').length).toBeGreaterThan(before.length);

    // At the host screen the curtain only ever passes between the two people sitting there.
    await page.goto(`${app.url}#/match/${matchId}`);
    const local = names.filter((_, i) => i !== first);
    const passedTo: string[] = [];
    for (let turn = 0; turn < 12; turn++) {
      const to = await curtainFor(page);
      if (to !== null) {
        passedTo.push(to);
        await clickOrGone(curtain(page));
        continue;
      }
      if (!(await choose(page, turn))) await page.waitForTimeout(300);
    }
    for (const to of passedTo) expect(local).toContain(to);
    expect(passedTo).not.toContain(names[first]);
  } finally {
    await guestContext.close();
    await app.stop();
  }
});

test('the host’s seat rail marks a guest’s seat, then away, then the computer standing in, until the guest is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const app = await startApp();
  const guestContext = await browser.newContext();
  try {
    // One person at the host screen (no curtain), a guest's seat and a computer player.
    const seats = [
      { kind: 'human', name: 'Nonna' },
      { kind: 'human', name: 'Vinny' },
      { kind: 'bot', level: 'easy', name: 'Lefty' },
    ];
    const created = await hostCall(app.url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
    const matchId = (created.result as { matchId: string }).matchId;
    // The host opens the table with a computer player standing in for whoever drops out (after 5 s here).
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const started = await hostCall(app.url, 'lan.start', {
      matchId,
      address: '127.0.0.1',
      port,
      standIn: { afterSeconds: 5, level: 'normal' },
    });
    expect(started).toMatchObject({ ok: true });
    const code = (started.result as { code: string }).code;
    expect((await hostCall(app.url, 'lan.seat', { seat: 1, change: 'open' })).ok).toBe(true);
    await page.goto(`${app.url}#/match/${matchId}`);
    const rail = page.getByRole('list', { name: 'Seats' });
    const vinny = rail.getByRole('listitem').filter({ hasText: 'Vinny' });
    await expect(vinny).toContainText('open to a guest');

    // The guest joins by code on its own page and takes the seat: the host's rail says where it is played.
    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    // A seat free to take is the main (gold) button; asking the host looks like the other second choices.
    const look = (name: string) =>
      guest
        .getByRole('button', { name })
        .evaluate((el) => `${getComputedStyle(el).backgroundImage} ${getComputedStyle(el).backgroundColor}`);
    await expect(guest.getByRole('button', { name: 'Take seat 2' })).toBeVisible();
    expect(await look('Ask the host for a seat')).toBe(await look('Just watch'));
    expect(await look('Take seat 2')).not.toBe(await look('Ask the host for a seat'));
    await snap(guest, 'lan-guest-lobby');
    await guest.getByRole('button', { name: 'Take seat 2' }).click();
    await expect(guest.getByText('You play seat 2 as Vinny')).toBeVisible();
    await expect(vinny).toContainText('on another computer');
    await expect(rail.getByRole('listitem').filter({ hasText: 'Nonna' })).not.toContainText('on another');
    await snap(page, 'lan-rail-remote');

    // The guest's page closes: away at once, and the chosen computer player stands in after the wait.
    await guest.close();
    await expect(vinny).toContainText('away');
    await expect(vinny).toContainText('away · Computer — Normal plays', { timeout: 20_000 });
    // The case file says so in words too, for everyone at the table.
    const caseFile = page.getByRole('log', { name: 'Case file' });
    await expect(caseFile).toContainText(
      'Vinny dropped out: a computer player (Normal) plays for them until they are back.',
    );
    await snap(page, 'lan-rail-away');
    await page.goto(`${app.url}#/network`);
    await expect(page.getByText('(away — Computer — Normal plays until they are back)')).toBeVisible();
    // The choice may be changed with the table open (the table reads it when a player drops out), and the
    // screen says when it counts; changed, it says so, and nobody at the table is sent home.
    const dropOut = page.getByRole('combobox', { name: 'When a player drops out' });
    await expect(dropOut).toBeEnabled();
    await expect(dropOut).toHaveAccessibleDescription(
      'You can change this while the table is open: it counts from the next player who drops out.',
    );
    await dropOut.selectOption('hard');
    await expect(dropOut).toHaveAccessibleDescription(
      'Changed: from now on a computer player stands in a minute after a player drops out.',
    );
    expect((await hostCall(app.url, 'lan.status', {})).result).toMatchObject({
      on: true,
      code,
      standIn: { afterSeconds: 60, level: 'hard' },
    });
    // The computer player already standing in plays on at its level until Vinny is back.
    await expect(page.getByText('(away — Computer — Normal plays until they are back)')).toBeVisible();
    await snap(page, 'lan-network-stand-in-open');

    // Back on the same seat with the pass kept in the browser: the seat is handed back, and the guest is
    // told what the computer player did for them meanwhile.
    const back = await guestContext.newPage();
    await back.goto(`http://127.0.0.1:${port}/`);
    await expect(back.getByText('You play seat 2 as Vinny')).toBeVisible();
    await expect(back.getByRole('status').filter({ hasText: 'While you were away' })).toHaveText(
      /^While you were away, a computer player \(Normal\) (played for you: \d+ moves?( and \d+ pass(es)?)?\.|kept your seat( and passed for you: \d+ pass(es)?|; it had no move to make)\.)\s*OK$/,
    );
    // Their own case file reads it too: the computer took over their seat, played, and handed it back.
    const theirCaseFile = back.getByRole('log', { name: 'Case file' });
    await expect(theirCaseFile).toContainText(
      'Vinny dropped out: a computer player (Normal) plays for them until they are back.',
    );
    await expect(theirCaseFile).toContainText('Vinny is back and plays again; the computer player hands the seat back');
    await snap(back, 'lan-guest-while-away');
    await back.getByRole('button', { name: 'OK' }).click();
    await expect(back.getByText('While you were away')).toHaveCount(0);
    await expect(page.getByText('(playing on another computer)')).toBeVisible();
    await page.goto(`${app.url}#/match/${matchId}`);
    await expect(vinny).toContainText('on another computer');
    await expect(vinny).not.toContainText('away');
  } finally {
    await guestContext.close();
    await app.stop();
  }
});

/** A table opened by the host's own call (no screen), on 127.0.0.1 at a free port: its port and code. */
async function openByCall(url: string, seats: unknown[]): Promise<{ matchId: string; port: number; code: string }> {
  const created = await hostCall(url, 'match.create', { gameId: 'nothing-personal', options: {}, seats });
  const matchId = (created.result as { matchId: string }).matchId;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = await hostCall(url, 'lan.start', { matchId, address: '127.0.0.1', port });
  return { matchId, port, code: (started.result as { code: string }).code };
}

test('the seats say who sits where; the host says no to a seat, then closes the table, and the guest is told each at once', async ({
  page,
  browser,
}) => {
  const app = await startApp();
  const guestContext = await browser.newContext();
  try {
    const seats = [
      { kind: 'human', name: 'Nonna' },
      { kind: 'human', name: 'Zio' },
      { kind: 'bot', level: 'normal', name: 'Legs' },
    ];
    const { matchId, port, code } = await openByCall(app.url, seats);
    await page.goto(`${app.url}#/network`);
    const legs = page.getByRole('listitem').filter({ hasText: 'Seat 3:' });
    await expect(legs).toContainText('Legs, a computer player (Normal)');
    await expect(legs.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Seat 1:' })).toContainText(
      'Nonna, played at this computer',
    );

    const guest = await guestContext.newPage();
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Uncle Sal');
    await guest.getByRole('button', { name: 'Join' }).click();
    await expect(guest.getByText('The game tonight: Nothing Personal')).toBeVisible();
    await expect(guest.getByText('Seat 1: Nonna, at the host’s computer')).toBeVisible();
    await expect(guest.getByText('Seat 3: Legs, a computer player (Normal)')).toBeVisible();
    await guest.getByRole('button', { name: 'Ask the host for a seat' }).click();
    await expect(guest.getByText('Waiting for the host to give you a seat…')).toBeVisible();

    // At the table, the host is told someone is asking, and where to answer.
    await page.goto(`${app.url}#/match/${matchId}`);
    const asking = page.getByRole('status').filter({ hasText: 'Uncle Sal asks for a seat at this table.' });
    await expect(asking).toBeVisible();
    await snap(page, 'network-host-asked');
    await asking.getByRole('link', { name: 'Answer on the network screen' }).click();

    // The host is offered the two people's seats, not the computer's, and says no.
    const request = page.getByRole('listitem').filter({ hasText: 'Uncle Sal' });
    await expect(request.getByRole('button', { name: /^Give seat/ })).toHaveText([
      `Give seat 1 (${LAN_SEAT_NAMES[0]})`,
      `Give seat 2 (${LAN_SEAT_NAMES[1]})`,
    ]);
    await request.getByRole('button', { name: 'Say no' }).click();
    await expect(guest.getByRole('alert')).toContainText('The host said no to a seat for now');
    await expect(guest.getByRole('button', { name: 'Ask again' })).toBeVisible();
    await guest.getByRole('button', { name: 'Just watch' }).click();
    await expect(guest.getByText('You are watching')).toBeVisible();

    // The host switches the table off: the watcher is sent home at once, told so, not left reconnecting.
    await page.getByRole('switch', { name: 'Open this game to the network' }).uncheck();
    await expect(guest.getByRole('alert')).toContainText('The host has closed the table for now');
    await expect(guest.getByText('Connection lost')).toHaveCount(0);
  } finally {
    await guestContext.close();
    await app.stop();
  }
});

test('when the host stops, both pages say so after a while; a seat pass refused on coming back is said at once', async ({
  page,
  browser,
}) => {
  const dataDir = tempDataDir();
  let app = await startApp(dataDir);
  const guestContext = await browser.newContext();
  try {
    const seats = ['Nonna', 'Vinny', 'Zia'].map((name) => ({ kind: 'human', name }));
    const { port, code } = await openByCall(app.url, seats);
    expect((await hostCall(app.url, 'lan.seat', { seat: 1, change: 'open' })).ok).toBe(true);
    const guest = await guestContext.newPage();
    // Both pages' clocks may be moved on, so the wait before the longer words takes no time here.
    await guest.clock.install();
    await page.clock.install();
    await page.goto(app.url);
    await guest.goto(`http://127.0.0.1:${port}/?join=${code}`);
    await guest.getByRole('textbox', { name: 'Your name' }).fill('Vinny');
    await guest.getByRole('button', { name: 'Join' }).click();
    await guest.getByRole('button', { name: 'Take seat 2' }).click();
    await expect(guest.getByText('You play seat 2 as Vinny')).toBeVisible();

    // Mob Night stops on the host computer: first "reconnecting", then, ten seconds on, why and what to do.
    await app.stop();
    for (const p of [guest, page]) await expect(p.getByText('Connection lost — reconnecting…')).toBeVisible();
    await guest.clock.fastForward(11_000);
    await page.clock.fastForward(11_000);
    await expect(guest.getByText(/The host’s computer is not answering/)).toBeVisible();
    await expect(page.getByText(/Mob Night itself seems to have stopped on this computer/)).toBeVisible();
    // Readable on a phone, a laptop and a big screen, and never over the menu: in the top bar after the title it
    // ran off a phone's right edge a word a line, and covered HOME and FAMILY at 1280 wide.
    for (const [width, height] of [
      [390, 844],
      [1280, 720],
      [1920, 1080],
    ] as const) {
      for (const p of [guest, page]) {
        await p.setViewportSize({ width, height });
        const banner = p.locator('.banner');
        const b = await banner.boundingBox();
        expect(b, `the banner at ${width} wide`).toBeTruthy();
        if (!b) continue;
        expect(b.x, `the banner's left edge at ${width} wide`).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width, `the banner's right edge at ${width} wide`).toBeLessThanOrEqual(width);
        expect(b.y + b.height, `the banner's foot at ${width} wide`).toBeLessThanOrEqual(height);
        const why = await banner.locator('.why').boundingBox();
        expect(why?.width ?? 0, `the banner's sentence's width at ${width} wide`).toBeGreaterThan(
          Math.min(300, width - 80),
        );
        for (const link of await p.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
          const n = await link.boundingBox();
          if (!n) continue;
          const overlap = b.x < n.x + n.width && n.x < b.x + b.width && b.y < n.y + n.height && n.y < b.y + b.height;
          expect(overlap, `the banner covers ${await link.textContent()} at ${width} wide`).toBe(false);
        }
      }
      await snap(guest, `guest-host-gone-${width}`);
      await snap(page, `host-server-gone-${width}`);
    }

    // While it was down the seat was taken back (the saved table holds it no more); the host comes back.
    const tableFile = join(dataDir, 'lan-table.json');
    const saved = JSON.parse(readFileSync(tableFile, 'utf8')) as { seats: unknown[] };
    writeFileSync(tableFile, JSON.stringify({ ...saved, seats: [] }));
    app = await startApp(dataDir);
    await expect
      .poll(async () => {
        await guest.clock.fastForward(5_000); // the guest's next try
        return guest
          .getByRole('alert')
          .textContent({ timeout: 500 })
          .catch(() => '');
      })
      .toContain('Your seat pass for this table was not accepted');
  } finally {
    await guestContext.close();
    await app.stop();
  }
});
