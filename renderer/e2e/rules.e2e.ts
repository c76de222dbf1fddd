/**
 * The rules in short (issue 12 item 1, issue 11's phase reference): every clause ID in small print is
 * a link to the game's rules screen, scrolled to and marking that clause; Back returns to the screen
 * it came from as it was — a half-filled lobby, a live table.
 */
import { expect, test, type Page } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { appForFile } from './server';
import { snap } from './shots';

/** Each test opens its own screen or game: they share one app. */
const sharedApp = appForFile();

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The rules screen shows `clause` marked and in sight. */
async function expectAt(page: Page, clause: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^The rules in short/ })).toBeVisible();
  const item = page.locator(`[id="rule-${clause}"]`);
  await expect(item).toHaveAttribute('aria-current', 'true');
  await expect(item).toBeInViewport({ ratio: 1 });
  await expect(item).toBeFocused();
}

test('Home opens each game’s rules in short, every section titled in our words', async ({ page }) => {
  const app = sharedApp();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(app.url);
    await page.getByRole('link', { name: 'The rules in short: Gangsters' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The rules in short — Gangsters' })).toBeVisible();
    await expect(page.locator('[id^="rule-G-"]')).toHaveCount(80);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('button')).toHaveCount(15);
    // The title opens in full view, not under the sticky bars above it, and the other games read as a list.
    const title = page.getByRole('heading', { level: 1, name: 'The rules in short — Gangsters' });
    await expect
      .poll(() =>
        title.evaluate((h) => {
          const r = h.getBoundingClientRect();
          return h.contains(document.elementFromPoint(r.left + 10, r.top + r.height / 2));
        }),
      )
      .toBe(true);
    await expect(page.getByText(/^Other games:/)).toHaveText('Other games: Nothing Personal, SuperGang');
    await snap(page, `rules-gangsters-${size.width}`);
    await page.getByRole('link', { name: 'Nothing Personal' }).click();
    await expect(page.locator('[id^="rule-NP-"]')).toHaveCount(243);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'The Crew' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: /The Crew: control, pay and actions/ })).toBeInViewport();
    await snap(page, `rules-np-${size.width}`);
  }
});

test('a family finds a rule by its words: only the rules that hold them, the words marked; Escape empties the search', async ({
  page,
}) => {
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/rules/gangsters`);
  const find = page.getByRole('searchbox', { name: 'Find a rule' });
  await find.fill('bribe');
  const status = page.getByRole('status').filter({ hasText: /hold “bribe”/ });
  await expect(status).toContainText(/^\d+ rules hold “bribe”\./);
  const shown = page.locator('[id^="rule-G-"]');
  const n = await shown.count();
  expect(n).toBeGreaterThan(1);
  expect(n).toBeLessThan(80);
  await expect(status).toContainText(`${n} rules hold`);
  // Each rule shown holds the word (or its section's title does), and the word is marked where it stands.
  await expect(page.locator('li[id^="rule-G-"] mark').first()).toHaveText(/^bribe$/i);
  await snap(page, 'rules-find-1366');
  // Two words: both must be there; none found says so in words.
  await find.fill('bribe zeppelin');
  await expect(page.getByRole('status').filter({ hasText: 'No rule holds “bribe zeppelin”' })).toBeVisible();
  await expect(shown).toHaveCount(0);
  // Escape in the box empties it (all 80 again); once empty, Escape goes back.
  await page.keyboard.press('Escape');
  await expect(find).toHaveValue('');
  await expect(shown).toHaveCount(80);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/$|#\/home$|\/$/);
});

test('the search box suggests words from this game’s own rules, each of which finds a rule', async ({ page }) => {
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const game of ['gangsters', 'supergang', 'nothing-personal']) {
    await page.goto(`${app.url}#/rules/${game}`);
    const find = page.getByRole('searchbox', { name: 'Find a rule' });
    const hint = (await find.getAttribute('placeholder')) ?? '';
    // Nothing Personal's box said "vamp, bribe…": Gangsters' words, found nowhere in its rules.
    const examples = (hint.split(':')[1] ?? '')
      .replace('…', '')
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean);
    expect(examples.length, `${game}: “${hint}”`).toBeGreaterThanOrEqual(2);
    await snap(page, `rules-find-hint-${game}`);
    for (const word of examples) {
      await find.fill(word);
      await expect(page.getByRole('status').filter({ hasText: `“${word}”` }), `${game}: ${word}`).toContainText(
        /^(One rule holds|\d+ rules hold)/,
      );
    }
    await find.fill('');
  }
});

test('#/rules with no game named asks which game; only the current screen’s item in the bar looks current', async ({
  page,
}) => {
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(app.url);
  const bar = page.getByRole('navigation', { name: 'Main' });
  // The pointer stays on History after the click, as a family's mouse does.
  await bar.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /History/ })).toBeVisible();
  await page.goto(`${app.url}#/rules`);
  // It used to drop the family on Home without a word.
  await expect(page.getByRole('heading', { level: 1, name: 'The rules in short' })).toBeVisible();
  await expect(page.getByText(/^Which game\?/)).toHaveText('Which game? Gangsters, Nothing Personal, SuperGang');
  const look = () =>
    bar.getByRole('link').evaluateAll((links) =>
      links.map((a) => ({
        name: a.textContent?.trim(),
        current: a.getAttribute('aria-current') === 'page',
        colour: getComputedStyle(a).color,
        rule: getComputedStyle(a, '::after').content,
      })),
    );
  // The bar's colours ease over 150 ms: wait for them to settle.
  await expect.poll(async () => new Set((await look()).map((l) => l.colour)).size).toBe(1);
  const looks = await look();
  await snap(page, 'rules-no-game-1366');
  // Nothing in the bar is the rules screen: every item alike, none gold, none ruled (History was gold under the pointer).
  expect(looks.filter((l) => l.current)).toEqual([]);
  expect(new Set(looks.map((l) => l.colour)).size, JSON.stringify(looks)).toBe(1);
  expect(looks.every((l) => l.rule === 'none')).toBe(true);
  await page.getByRole('link', { name: 'Nothing Personal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The rules in short — Nothing Personal' })).toBeVisible();
});

test('a search stays with the rules it was typed in: another game, or a rule asked for by number, opens whole', async ({
  page,
}) => {
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/rules/gangsters`);
  const find = page.getByRole('searchbox', { name: 'Find a rule' });
  await find.fill('bribe');
  await expect(page.getByRole('status').filter({ hasText: /hold “bribe”/ })).toBeVisible();
  // Another game's rules from "Other games": all of them, the box empty.
  await page.getByRole('link', { name: 'SuperGang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The rules in short — SuperGang' })).toBeVisible();
  await expect(find).toHaveValue('');
  await expect
    .poll(() => page.locator('[id^="rule-SG-"]').count(), { message: "SuperGang's rules, all of them" })
    .toBeGreaterThan(100);
  await snap(page, 'rules-other-game-after-search');
  // A rule number that is not there promises all of them, and keeps the promise after a search.
  await page.getByRole('link', { name: 'Gangsters' }).click();
  await find.fill('bribe');
  await expect(page.getByRole('status').filter({ hasText: /hold “bribe”/ })).toBeVisible();
  await page.goto(`${app.url}#/rules/gangsters/G-99.9`);
  await expect(page.getByText('There is no rule G-99.9 in Gangsters; here are all of them.')).toBeVisible();
  await expect(find).toHaveValue('');
  await expect(page.locator('[id^="rule-G-"]')).toHaveCount(80);
  // A rule asked for by number after a search that hid it: shown, marked and in sight.
  await find.fill('zeppelin');
  await expect(page.locator('[id^="rule-G-"]')).toHaveCount(0);
  await page.goto(`${app.url}#/rules/gangsters/G-6.3`);
  await expectAt(page, 'G-6.3');
  await snap(page, 'rules-clause-after-search');
});

test('a rule number the game does not have says so plainly at the top, and the whole rules still follow', async ({
  page,
}) => {
  const app = sharedApp();
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`${app.url}#/rules/nothing-personal/NP-99.9`);
    const note = page.getByRole('status').filter({ hasText: 'There is no rule NP-99.9 in Nothing Personal' });
    await expect(note).toHaveText('There is no rule NP-99.9 in Nothing Personal; here are all of them.');
    // In sight at the top, above the rules, with the focus (a screen reader says it); nothing marked as asked for.
    await expect(note).toBeInViewport({ ratio: 1 });
    await expect(note).toBeFocused();
    const first = page.locator('li[id^="rule-NP-"]').first();
    expect((await note.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
    await expect(page.locator('[id^="rule-NP-"]')).toHaveCount(243);
    await expect(page.locator('[id^="rule-"][aria-current="true"]')).toHaveCount(0);
    await snap(page, `rules-no-such-rule-${size.width}`);
  }
  // A rule the game has, asked for next, takes the note away.
  await page.goto(`${app.url}#/rules/nothing-personal/NP-2.1`);
  await expectAt(page, 'NP-2.1');
  await expect(page.getByText(/There is no rule/)).toHaveCount(0);
});

test('a rule number inside another rule is a link to that rule', async ({ page }) => {
  const app = sharedApp();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app.url}#/rules/supergang/SG-5.6.11`);
  await expectAt(page, 'SG-5.6.11');
  const rule = page.locator('[id="rule-SG-5.6.11"]');
  await snap(page, 'rules-cross-reference');
  await rule.getByRole('link', { name: 'SG-2.5', exact: true }).click();
  await expectAt(page, 'SG-2.5');
  await page.goto(`${app.url}#/rules/nothing-personal`);
  await expect(page.locator('li[id^="rule-NP-"] .text a').first()).toHaveAttribute(
    'href',
    /^#\/rules\/nothing-personal\/NP-[\d.]+$/,
  );
});

test('a clause in the lobby’s small print opens its rule, and Back finds the lobby as it was', async ({ page }) => {
  const app = sharedApp();
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }], 'Nothing Personal', { keepSize: true });
  await page.getByRole('link', { name: 'NP-21.1', exact: true }).click();
  await expect(page).toHaveURL(/#\/rules\/nothing-personal\/NP-21\.1$/);
  // A section cited as a whole finds its first clause.
  await expectAt(page, 'NP-21.1.1');
  await snap(page, 'rules-from-lobby-1366');
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page).toHaveURL(/#\/new\/nothing-personal$/);
  await expect(page.getByLabel('Name for seat 1')).toHaveValue('Nonna Rosa');
  // The keyboard way: the link takes focus and Enter, Esc comes back to it.
  const link = page.getByRole('link', { name: 'NP-21.2', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expectAt(page, 'NP-21.2.1');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/new\/nothing-personal$/);
  await expect(link).toBeFocused();
});

test('a clause in the case file opens its rule, and Back returns to the same live table', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }, { bot: 'Random' }], 'Nothing Personal');
  await startGame(page);
  const table = page.url();
  // The person places a marker (NP-3.15), and the table waits for them again: the board stays put.
  const yourMove = page.getByRole('region', { name: 'Your decision' }).getByRole('heading', { name: 'Your move' });
  await expect(yourMove).toBeVisible();
  await page.getByRole('button', { name: /^1: Third Guy / }).click();
  const log = page.getByRole('log', { name: 'Case file' });
  const cite = log.getByRole('link', { name: /^NP-/ }).first();
  await expect(cite).toBeVisible();
  await expect(yourMove).toBeVisible();
  const clause = (await cite.textContent()) ?? '';
  // Mark the board, to see after Back that it is the same one, not a table set again.
  await page.locator('.np').evaluate((el) => el.setAttribute('data-kept', 'yes'));
  const lines = await log.getByRole('listitem').count();
  await cite.click();
  await expect(page).toHaveURL(new RegExp(`#/rules/nothing-personal/${clause.replace(/\./g, '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^The rules in short/ })).toBeVisible();
  await expect(page.locator('[id^="rule-"][aria-current="true"]')).toBeInViewport();
  await snap(page, 'rules-from-table-1366');
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page, "Back goes to the table's address").toHaveURL(table);
  await expect(page.locator('.np[data-kept="yes"]')).toBeVisible();
  expect(await log.getByRole('listitem').count()).toBeGreaterThanOrEqual(lines);
});

test('the Gangsters phase guide links each step to its rule', async ({ page }) => {
  test.setTimeout(120_000);
  const app = sharedApp();
  await seatTable(page, app.url, [{ guest: 'Nonna Rosa' }, { bot: 'Normal' }]);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page).toHaveURL(/#\/match\/[\w-]+$/);
  const guide = page.locator('details').filter({ hasText: 'How a turn goes' });
  await guide.locator('summary').click();
  const cite = guide.getByRole('link', { name: 'G-15.1', exact: true });
  await cite.click();
  await expectAt(page, 'G-15.1');
  await snap(page, 'rules-gangsters-clause-1366');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: /streets, buildings and pieces/ })).toBeVisible();
});

test('on a phone each rule’s number stands above it and the rule reads across the whole card', async ({ page }) => {
  const app = sharedApp();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${app.url}#/rules/nothing-personal`);
  await page.getByRole('searchbox', { name: 'Find a rule' }).fill('cannoli');
  const rule = page.locator('li[id^="rule-NP-"]').first();
  await expect(rule).toContainText('cannoli');
  const [id, text, card] = await Promise.all([
    rule.locator('.id').boundingBox(),
    rule.locator('.text').boundingBox(),
    rule.boundingBox(),
  ]);
  // The number's column took nearly half a phone's width, the rule wrapping in a strip beside it.
  expect(id && text && id.y + id.height).toBeLessThanOrEqual((text?.y ?? 0) + 1);
  expect(text?.width ?? 0).toBeGreaterThan((card?.width ?? 0) * 0.85);
  await rule.scrollIntoViewIfNeeded();
  await snap(page, 'rules-phone-390');
});
