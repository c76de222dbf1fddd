/**
 * axe-core in end-to-end tests: what it finds on a page against WCAG 2.1 levels A and AA, each finding as
 * one readable line (the rule, what it asks, the elements that break it), and the assertion that a screen
 * has none. Used by accessibility.e2e.ts and each game's accessibility tests.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The longer walks through a game's decisions (several seeded games each) run with `A11Y_FULL=1`
 * (`npm run test:a11y`), not in `npm test`: together they took about six minutes, which the suite's
 * time budget does not have. What they found is fixed; the shorter tests here and the unit tests beside
 * the fixes stay in `npm test`.
 */
export const LONG_WALKS = process.env.A11Y_FULL === '1';
export const LONG_WALKS_WHY = 'a longer accessibility walk: A11Y_FULL=1 (npm run test:a11y) runs it';

/**
 * The one finding taken as it is, and why. A position on Nothing Personal's organisation chart is a
 * picture of a brass plaque and a gangster's card (number, place, power, modifiers, name, type, Respect,
 * money) that is, when it can be picked, one button. Its name is the choice: the position's name on the
 * board and the gangster in it ("Capo (Killer Mac Pheeto)"), which is what a player using speech input
 * says. axe's label-in-name check (WCAG 2.5.3) asks for all the printed words of the picture in the name,
 * a rule of thumb meant for buttons that show one label; read out, the card's figures would bury the choice.
 */
const CHART_POSITION = 'svg[aria-label^="The organisation chart"] g.slot[role="button"]';

interface Finding {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

/**
 * Waits until nothing on the page has changed for `quietMs` (the host and the computer players are done), at
 * most 15 s. Changes inside `moving` (a CSS selector: parts that move by themselves, like the duel's aiming
 * sight, which changes every frame) do not count.
 */
export async function settled(page: Page, quietMs = 600, moving: string | null = null): Promise<void> {
  await page.evaluate(
    ({ quiet, skip }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const until = setTimeout(done, 15_000);
        const inMoving = (n: Node): boolean => {
          const el = n instanceof Element ? n : n.parentElement;
          return skip !== null && (el?.closest(skip) ?? null) !== null;
        };
        const watch = new MutationObserver((changes) => {
          if (changes.every((c) => inMoving(c.target))) return;
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
    { quiet: quietMs, skip: moving },
  );
}

/** What axe finds on the page as it is now, each finding as one readable line. */
export async function findings(page: Page, moving: string | null = null): Promise<string[]> {
  await settled(page, 600, moving);
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

/** `moving`: parts that move by themselves, whose changes do not hold the check back (see `settled`). */
export async function expectClean(page: Page, screen: string, moving: string | null = null): Promise<void> {
  expect(await findings(page, moving), `${screen} at ${page.url()}`).toEqual([]);
}

/** Switches the app to the colour-blind-safe palette in Settings, and waits until the page wears it. */
export async function useColourBlindPalette(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/settings`);
  await page.getByRole('radio', { name: 'Colour-blind-safe' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-palette', 'colour-blind');
}
