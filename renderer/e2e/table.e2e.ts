import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { join } from 'node:path';
import { openLobby } from './lobby';
import { test } from './server';
import { snap } from './shots';

test('three bots play Nothing Personal from the lobby to the final scores', async ({ page, app }) => {
  test.setTimeout(120_000);
  await openLobby(page, app.url, 'Nothing Personal');
  await page.getByRole('radio', { name: '3 players' }).check();
  await page.getByLabel('Who sits in seat 1').selectOption({ label: 'Computer — Normal' });
  await page.getByLabel('Who sits in seat 2').selectOption({ label: 'Computer — Random' });
  await page.getByLabel('Who sits in seat 3').selectOption({ label: 'Computer — Normal' });
  await page.getByLabel('Name for seat 1').fill('Dutch Schultz');
  // Only Dutch Schultz explains its moves: off by default, offered for computer seats only.
  const explainers = page.getByRole('checkbox', { name: /^Explain its moves/ });
  await expect(explainers).toHaveCount(3);
  await expect(explainers.nth(0)).not.toBeChecked();
  await explainers.nth(0).check();
  await expect(page.getByRole('list', { name: 'Seats' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('switch', { name: 'Historical (NP-19)' }).click();
  await expect(page.getByRole('switch', { name: 'Historical (NP-19)' })).toBeChecked();
  // Its clause in small print, a link to the rule, as everywhere else (it stood in the label's own large type).
  await expect(page.locator('label', { hasText: 'Historical' }).locator('a.clause-link')).toHaveText('NP-19');
  await snap(page, 'table-lobby', { fullPage: true });

  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Nothing Personal', level: 1 })).toBeVisible();

  const final = page.getByRole('heading', { name: 'Final scores' });
  await expect(final).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/^Winner:/)).toBeVisible();
  await expect(page.getByText(/Winner:\s*(Dutch Schultz|Bugsy|Legs)/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scores' }).getByRole('listitem')).toHaveCount(3);
  const caseFile = page.getByRole('log', { name: 'Case file' });
  await expect(caseFile.getByRole('listitem').first()).toBeVisible();
  await expect(caseFile.getByText(/^The computer playing Dutch Schultz’s family /).first()).toBeAttached();
  await expect(caseFile.getByText(/^The computer playing (Bugsy|Legs)’s family /)).toHaveCount(0);
  // Why the game ended, in words a family reads aloud; its clause (NP-12.5, or a tie-break's) in small print
  // after them, not "(NP-12.5)" in the sentence. The score table under it does not say it again.
  const reason = page.locator('section.final p.reason');
  await expect(reason).toContainText(/^Most Respect after five rounds[.;]/);
  await expect(reason.locator('small.clause').getByRole('link')).toHaveText(/^NP-12\.\d+$/);
  const words = (p: Element): string => {
    const copy = p.cloneNode(true) as Element;
    copy.querySelectorAll('small.clause').forEach((c) => c.remove());
    return copy.textContent?.trim() ?? '';
  };
  expect(await reason.evaluate(words)).toMatch(/^Most Respect after five rounds[^()]*\.$/);
  await expect(page.getByRole('region', { name: 'How the scores add up' })).toBeVisible();
  await expect(page.locator('section.sheet p.note')).toHaveCount(0);
  const scores = await page.getByRole('list', { name: 'Scores' }).innerText();
  // Each finished game says its deal number, to play it again.
  const deal = (await page.getByText(/^Deal number/).innerText()).replace(/^Deal number\s*/, '');
  expect(deal).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
  await snap(page, 'table-final', { fullPage: true });

  // The lobby's choices reached the engine: the stored game was set up with the Historical deck.
  const db = new Database(join(app.dataDir, 'mob-night.db'), { readonly: true });
  const row = db.prepare('SELECT options, seats FROM games').get() as { options: string; seats: string };
  db.close();
  expect(JSON.parse(row.options)).toMatchObject({ expansions: ['historical'] });
  expect(JSON.parse(row.seats)).toMatchObject([{ explain: true }, {}, {}]);
  expect(JSON.parse(row.seats)[1]).not.toHaveProperty('explain');

  // The game is on file as finished, and opens again to its final table.
  await page.getByRole('navigation').getByText('History', { exact: true }).click();
  await expect(page.getByRole('article').getByText('Finished', { exact: true })).toBeVisible();
  // Its case file says why it ended as the final scores did, the clause in small print after the words.
  const filed = page.getByRole('article').locator('footer.notes p').first();
  await expect(filed).toContainText(/Most Respect after five rounds[.;]/);
  await expect(filed).not.toContainText('(NP-');
  await expect(filed.locator('small.clause').getByRole('link')).toHaveText(/^NP-12\.\d+$/);
  await page.getByRole('link', { name: /^Open the final table of Nothing Personal/ }).click();
  await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the game' })).toHaveCount(0);

  // "Play this deal again" sets the same table out in the lobby, with the deal's number, and the same
  // computer players dealt the same cards and dice play the same game to the same scores.
  await page.getByRole('link', { name: 'Play this deal again' }).click();
  await expect(page).toHaveURL(/#\/new\/nothing-personal\?again=[\w-]+&deal=same$/);
  await expect(page.getByLabel('Deal number')).toHaveValue(deal);
  await expect(page.getByRole('radio', { name: '3 players' })).toBeChecked();
  await expect(page.getByLabel('Name for seat 1')).toHaveValue('Dutch Schultz');
  await expect(page.getByLabel('Who sits in seat 2')).toHaveValue('bot:random');
  await expect(page.getByRole('checkbox', { name: /^Explain its moves/ }).nth(0)).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Historical (NP-19)' })).toBeChecked();
  await snap(page, 'table-lobby-again', { fullPage: true });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  await expect(final).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(() => page.getByRole('list', { name: 'Scores' }).innerText(), { message: 'the same deal, the same scores' })
    .toBe(scores);
  await expect(page.getByText(/^Deal number/)).toContainText(deal);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Mob Night', level: 1 })).toBeVisible();
});

test('four people with long names sit on one row beside the title at 1366, and the board starts under it', async ({
  page,
  app,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openLobby(page, app.url, 'Nothing Personal');
  await page.getByRole('radio', { name: '4 players' }).check();
  for (const [i, name] of ['Grandma Rose', 'Uncle Salvatore', 'Bugsy', 'Little Vinnie'].entries()) {
    await page.getByLabel(`Who sits in seat ${i + 1}`).selectOption({ label: 'A guest (type a name)' });
    await page.getByLabel(`Name for seat ${i + 1}`).fill(name);
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  const chips = page.getByRole('list', { name: 'Seats' }).getByRole('listitem');
  await expect(chips).toHaveCount(4);
  // Four full chips with these names are wider than the room beside "Nothing Personal" at 1366: they used to
  // take a row of their own under the title, pushing the whole table 70 px down. They are the small kind there.
  const title = await page.getByRole('heading', { name: 'Nothing Personal', level: 1 }).boundingBox();
  const tops = await chips.evaluateAll((li) => li.map((x) => Math.round(x.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(Math.abs((tops[0] ?? 0) - (title?.y ?? 0))).toBeLessThan(20);
  // Every name whole, none cut short.
  for (const name of ['Grandma Rose', 'Uncle Salvatore', 'Bugsy', 'Little Vinnie'])
    await expect(chips.getByText(name, { exact: true })).toBeVisible();
  const cut = await chips.evaluateAll(
    (li) =>
      li.filter((x) => {
        const n = x.querySelector<HTMLElement>('.name');
        return n !== null && n.scrollWidth > n.clientWidth;
      }).length,
  );
  expect(cut).toBe(0);
  expect((await page.locator('header.head').boundingBox())?.height ?? 0).toBeLessThan(80);
  await snap(page, 'table-four-long-names-1366');
});

test('the lobby says in plain words what stops a game from starting', async ({ page, app }) => {
  await openLobby(page, app.url, 'Nothing Personal');
  await page.getByLabel('Who sits in seat 2').selectOption({ label: 'A guest (type a name)' });
  await page.getByLabel('Deal number').fill('4829/1320');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('alert')).toContainText('Seat 2 needs a name.');
  await expect(page.getByRole('alert')).toContainText('Deal number: type the number shown at the end of a game');
  await expect(page).toHaveURL(/#\/new\/nothing-personal$/);
});

test('hot-seat: the screen passes between two people with each hand folded until asked for, behind the curtain', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await page.getByRole('navigation').getByText('Family', { exact: true }).click();
  for (const name of ['Nonna Rosa', 'Uncle Sal']) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add player' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await page.getByRole('navigation').getByText('Home', { exact: true }).click();
  await page.getByRole('link', { name: 'New game of Nothing Personal' }).click();
  // The family fills the first seats and the computer the rest.
  await expect(page.getByLabel('Who sits in seat 1')).toHaveValue(/^player:/);
  await expect(page.getByLabel('Who sits in seat 2')).toHaveValue(/^player:/);
  await expect(page.getByLabel('Who sits in seat 3')).toHaveValue('bot:normal');
  await page.getByRole('button', { name: 'Start the game' }).click();

  // The opening placement needs nobody's cards: the screen comes up with the hand folded and no
  // curtain. Asking to see the hand brings the curtain first (the next screen shows a secret).
  const hand = page.getByRole('region', { name: 'Your hand' });
  await expect(hand.getByRole('button', { name: 'Show my hand' })).toBeVisible();
  await expect(hand.getByRole('listitem')).toHaveCount(0);
  const holder = page.getByRole('list', { name: 'Seats' }).getByRole('listitem').filter({ hasText: 'at the screen' });
  const first = ((await holder.textContent()) ?? '').includes('Nonna Rosa') ? 'Nonna Rosa' : 'Uncle Sal';
  await hand.getByRole('button', { name: 'Show my hand' }).click();
  // The screen is already theirs: the curtain asks the others to look away, not to pass it.
  const curtain = page.getByRole('button', { name: `${first}'s eyes only — tap when only ${first} is looking` });
  await expect(curtain).toBeVisible();
  await expect(curtain).toBeFocused();
  // Nothing of anybody's table is drawn behind the curtain.
  await expect(page.getByRole('log', { name: 'Case file' })).toHaveCount(0);
  await snap(page, 'table-curtain');
  await page.keyboard.press('Enter');
  await expect(curtain).toHaveCount(0);
  await expect(hand.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('log', { name: 'Case file' })).toBeVisible();
  await snap(page, 'table-hotseat', { fullPage: true });

  // The first person places a marker on the chart (NP-4.4); after the bot, if it is next, the
  // screen passes to the other person with their hand folded, and nothing of the first person's
  // hand stays behind.
  await page.getByRole('button', { name: /^1: Third Guy / }).click();
  const other = first === 'Nonna Rosa' ? 'Uncle Sal' : 'Nonna Rosa';
  await expect(
    page.getByRole('list', { name: 'Seats' }).getByRole('listitem').filter({ hasText: other }),
  ).toContainText('at the screen');
  await expect(hand.getByRole('button', { name: 'Show my hand' })).toBeVisible();
  await expect(hand.getByRole('listitem')).toHaveCount(0);
});
