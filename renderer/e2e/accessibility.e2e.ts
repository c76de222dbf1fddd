/**
 * Every screen a family meets, checked by axe-core against WCAG 2.1 levels A and AA (VISUAL.md: text
 * contrast at least AA everywhere, every action reachable, accessible names): Home and the screens of
 * the main navigation, the player aids, each game's lobby and table, History, the replay of each game,
 * the hot-seat curtain, and a table in the colour-blind-safe palette. A finding names the rule, what it
 * asks and the elements that break it, so the failure says what to fix.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { seatTable, startGame, type GameName } from './lobby';
import { test } from './server';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GAMES: readonly GameName[] = ['Gangsters', 'SuperGang', 'Nothing Personal'];

/**
 * The one finding taken as it is, and why. A position on Nothing Personal's organisation chart is a
 * picture of a brass plaque and a gangster's card (number, place, power, modifiers, name, type, Respect,
 * money) that is, when it can be picked, one button. Its name is the choice: the position's number and
 * place and the gangster in it ("#9 Capo (Killer Mac Pheeto)"), which is what a player using speech input
 * says. axe's label-in-name check (WCAG 2.5.3) asks for all the printed words of the picture in the name,
 * a rule of thumb meant for buttons that show one label; read out, the card's figures would bury the choice.
 */
const CHART_POSITION = 'svg[aria-label^="The organisation chart"] [role="button"][aria-label^="#"]';

interface Finding {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

/** Waits until nothing on the page has changed for `quietMs` (the host and the computer players are done), at most 15 s. */
async function settled(page: Page, quietMs = 600): Promise<void> {
  await page.evaluate(
    ({ quietMs: quiet }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const until = setTimeout(done, 15_000);
        const watch = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        function done(): void {
          watch.disconnect();
          clearTimeout(timer);
          clearTimeout(until);
          resolve();
        }
        watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    { quietMs },
  );
}

/** What axe finds on the page as it is now, each finding as one readable line. */
async function findings(page: Page): Promise<string[]> {
  await settled(page);
  // Evaluated by the test's driver, not added as a script: the app's content security policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ tags, chartPosition }) => {
      const axe = (
        window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Finding[] }> } }
      ).axe;
      const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      const taken = (id: string, target: readonly string[]) =>
        id === 'label-content-name-mismatch' &&
        target.length === 1 &&
        document.querySelector(target[0] as string)?.matches(chartPosition) === true;
      return r.violations
        .map((v) => ({
          id: v.id,
          help: v.help,
          nodes: v.nodes
            .filter((n) => !taken(v.id, n.target))
            .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        }))
        .filter((v) => v.nodes.length > 0);
    },
    { tags: WCAG_AA, chartPosition: CHART_POSITION },
  );
  return found.map(
    (v) =>
      `${v.id} (${v.help}): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`)
        .join('; ')}${v.nodes.length > 3 ? `; and ${v.nodes.length - 3} more` : ''}`,
  );
}

async function expectClean(page: Page, screen: string): Promise<void> {
  expect(await findings(page), `${screen} at ${page.url()}`).toEqual([]);
}

test('the screens outside a game meet WCAG 2.1 AA: Home, Family, History, Settings, guides, network, rules, lobbies', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.goto(app.url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectClean(page, 'Home');
  for (const route of ['family', 'history', 'settings', 'city-guide', 'supergang-city', 'network']) {
    await page.goto(`${app.url}#/${route}`);
    await expectClean(page, route);
  }
  for (const game of ['gangsters', 'supergang', 'nothing-personal']) {
    await page.goto(`${app.url}#/rules/${game}`);
    await expect(page.getByRole('heading', { level: 1, name: /^The rules in short/ })).toBeVisible();
    await expectClean(page, `the rules of ${game}`);
  }
  for (const game of GAMES) {
    await seatTable(page, app.url, [{ guest: 'Ann' }, { bot: 'Easy' }, { bot: 'Easy' }], game);
    await expectClean(page, `the lobby of ${game}`);
  }
});

test('each game’s table, then History and each game’s replay, meet WCAG 2.1 AA', async ({ page, app }) => {
  test.setTimeout(180_000);
  for (const game of GAMES) {
    await seatTable(page, app.url, [{ guest: 'Ann' }, { bot: 'Easy' }, { bot: 'Easy' }], game);
    await startGame(page);
    await expect(page.getByRole('log', { name: 'Case file' }).getByRole('listitem').first()).toBeVisible();
    await expectClean(page, `the table of ${game}`);
  }
  await page.goto(`${app.url}#/history`);
  const replays = page.getByRole('link', { name: /^Replay move by move: / });
  await expect(replays).toHaveCount(GAMES.length);
  await expectClean(page, 'History with three games');
  for (const href of await replays.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    await page.goto(`${app.url}${href}`);
    await expect(page.getByRole('region', { name: 'Replay controls' })).toBeVisible();
    await expectClean(page, 'a replay');
  }
});

test('the hot-seat curtain, and a table in the colour-blind-safe palette, meet WCAG 2.1 AA', async ({ page, app }) => {
  test.setTimeout(120_000);
  await seatTable(page, app.url, [{ guest: 'Ann' }, { guest: 'Bob' }], 'SuperGang');
  await startGame(page);
  await expect(page.getByRole('button', { name: /^Pass to .+ — tap when only .+ is looking$/ })).toBeVisible();
  await expectClean(page, 'the hot-seat curtain');

  await page.goto(`${app.url}#/settings`);
  await page.getByRole('radio', { name: 'Colour-blind-safe' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-palette', 'colour-blind');
  await expectClean(page, 'Settings in the colour-blind-safe palette');
  await seatTable(page, app.url, [{ guest: 'Ann' }, { bot: 'Easy' }, { bot: 'Easy' }, { bot: 'Easy' }], 'Gangsters');
  await startGame(page);
  await expect(page.getByRole('log', { name: 'Case file' }).getByRole('listitem').first()).toBeVisible();
  await expectClean(page, 'the Gangsters table in the colour-blind-safe palette');
});
