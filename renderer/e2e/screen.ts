/**
 * Reading and clicking a screen that moves on by itself: in a game the controls come and go as the host
 * answers, a computer player acts, a decision passes or the hot-seat curtain comes down. A driver that
 * saw a control a moment ago must not wait 30 s for it when it is gone: these helpers look, act at once,
 * and say when the screen has moved on, for the caller to look again.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The first element of `loc` is on screen now (no waiting). */
export async function visible(loc: Locator): Promise<boolean> {
  return (await loc.count()) > 0 && (await loc.first().isVisible());
}

/** The first element of `loc` is on screen and enabled now; false too when it goes while being looked at. */
async function usable(loc: Locator): Promise<boolean> {
  if (!(await visible(loc))) return false;
  return loc
    .first()
    .isEnabled({ timeout: 1000 })
    .catch(() => false);
}

/**
 * Clicks the first element of `loc` if it is on screen and enabled: true once clicked; false at once when it
 * is absent, hidden or disabled, or goes so before the click lands (the screen moved on). A control that
 * stays on screen and enabled but cannot be clicked for `timeout` ms is an error. It clicks once at most.
 */
export async function clickOrGone(loc: Locator, timeout = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  // The tries only look (a trial click: in sight, enabled, at rest over two drawn frames, not covered), each
  // twice as long as the last: on a busy machine seven 2 s tries on one card that stayed in sight all failed
  // there (CI, December 7). A real click is never tried again: one the page took but answered after its
  // try's time ran out was made a second time, a second move (changed-elsewhere.e2e.ts, December 7).
  for (let wait = 2000; ; wait *= 2) {
    if (!(await usable(loc))) return false;
    try {
      await loc.first().click({ trial: true, timeout: Math.max(1000, Math.min(wait, deadline - Date.now())) });
      break;
    } catch (e) {
      if (Date.now() >= deadline) throw e;
    }
  }
  try {
    await loc.first().click({ timeout: Math.max(5000, deadline - Date.now()) });
    return true;
  } catch (e) {
    if (!(await usable(loc))) return false;
    throw e;
  }
}

/**
 * The text of the first element of `loc` read now, or null when there is none or it goes while being read
 * (a re-render): a few tries of a second each, never a wait on an element that is not there.
 */
export async function textNow(loc: Locator, tries = 3): Promise<string | null> {
  for (let i = 0; i < tries; i++) {
    if ((await loc.count()) === 0) return null;
    const text = await loc
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => undefined);
    if (text !== undefined) return text ?? '';
  }
  return null;
}

/**
 * The hot-seat privacy curtain's button: "Pass to <name> — tap when only <name> is looking", or, for the
 * person already at the screen, "<name>'s eyes only — tap when only <name> is looking".
 */
export function curtain(page: Page): Locator {
  return page.getByRole('button', { name: /^(Pass to .+|.+'s eyes only) — tap when only .+ is looking$/ });
}

/** Whom the curtain now up is for; null when no curtain is up. */
export async function curtainFor(page: Page): Promise<string | null> {
  const title = page.getByRole('dialog').locator('#curtain-title');
  if (!(await visible(title))) return null;
  const text = await textNow(title);
  return text === null
    ? null
    : text
        .replace(/^Pass to /, '')
        .replace(/'s eyes only$/, '')
        .trim();
}

/**
 * Taps the curtain if one is up (tolerating its going between the look and the tap): whom it passed the
 * screen to, or null when there was no curtain to tap.
 */
export async function throughCurtain(page: Page): Promise<string | null> {
  const to = await curtainFor(page);
  if (to === null) return null;
  return (await clickOrGone(curtain(page))) ? to : null;
}

/**
 * Taps the curtain whenever one is up until `shown` is on screen (on the screen of the person it was
 * passed to): for a screen that may or may not pass behind a curtain first.
 */
export async function pastCurtain(page: Page, shown: Locator, timeout = 15_000): Promise<void> {
  await expect(async () => {
    await throughCurtain(page);
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
}

/**
 * A board's SVG fills the box it is drawn in (it is sized in pixels from that box, lib/fill-parent.ts), to
 * the pixel: checked after the window changes size, when a stale size would leave a gap or crop the board.
 */
export async function expectFillsItsBox(svg: Locator): Promise<void> {
  await expect
    .poll(() =>
      svg.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const parent = el.parentElement!.getBoundingClientRect();
        const gap = Math.max(
          Math.abs(box.width - parent.width),
          Math.abs(box.height - parent.height),
          Math.abs(box.left - parent.left),
          Math.abs(box.top - parent.top),
        );
        return box.width > 100 && box.height > 100 && gap <= 1;
      }),
    )
    .toBe(true);
}

/**
 * The table's `count` seat chips stand on the title's row, one row, none past the window's `width` (below
 * 1200 px wide they took a second row, pushing the board down).
 */
export async function seatChipsBesideTitle(page: Page, count: number, width: number): Promise<void> {
  const chips = page.getByRole('list', { name: 'Seats' }).getByRole('listitem');
  await expect(chips).toHaveCount(count);
  await expect(async () => {
    const t = await page.locator('#match-title').boundingBox();
    expect(t).toBeTruthy();
    const boxes = await chips.evaluateAll((li) => li.map((x) => x.getBoundingClientRect().toJSON() as DOMRect));
    for (const b of boxes) {
      expect(b.y).toBeLessThan((t?.y ?? 0) + (t?.height ?? 0));
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  }).toPass({ timeout: 5_000 });
}

/** The decision's answers (each scrolled into its column first) at whose middle something else is drawn. */
export async function answersUnderSomethingElse(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Your decision' }).evaluate((region) =>
    Array.from(region.querySelectorAll('button')).flatMap((b) => {
      b.scrollIntoView({ block: 'nearest' });
      const r = b.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top && b.contains(top) ? [] : [b.textContent?.trim() ?? ''];
    }),
  );
}

/**
 * Waits while the table asks a whole-game driver nothing: `least` ms, then until an element matching the CSS
 * `selector` (what a driver acts on: its decision's choices, a lit place, the curtain, the final scores) is
 * in the page, or `most` ms have passed. The page looks for it itself every 100 ms (one `querySelector`, next
 * to no work); the drivers used to look again every 100 ms with a dozen queries over the whole page, each a
 * call from the test, and the page, busy answering them, drew the computer players' moves the slower
 * (December 7: a third of the page's work in the whole-game tests was Playwright's queries). A driver still
 * looks with its own locators once woken. (The page looks on a timer, not at each change of the page: the
 * table changes many times a second while pieces move.)
 */
export async function untilAsked(page: Page, selector: string, least = 100, most = 2000): Promise<void> {
  await page.waitForTimeout(least);
  await page
    .evaluate(
      ([sel, ms]) =>
        new Promise<void>((resolve) => {
          const until = Date.now() + ms;
          const look = (): void => {
            if (document.querySelector(sel) || Date.now() >= until) resolve();
            else setTimeout(look, 100);
          };
          look();
        }),
      [selector, most] as const,
    )
    // (A page that navigates meanwhile ends the wait: the driver looks again.)
    .catch(() => {});
}

/** How long a whole-game driver's table may go with no new line in the case file before the test says so. */
const STALL_MS = 90_000;

/**
 * A watch on a table a whole-game driver plays: `check()` once a round of its loop throws, with what the
 * screen shows (the table's panel and the case file's last lines), when the case file has had no new line
 * for 90 s, so a driver stuck on a choice it cannot make fails at once rather than at its deadline.
 */
export function stallWatch(page: Page): { check: () => Promise<void> } {
  const log = page.getByRole('log', { name: 'Case file' }).locator('li');
  let seen = '';
  let since = Date.now();
  let looked = 0;
  return {
    check: async () => {
      // A look every two seconds is plenty for a 90 s watch (each look is three queries over the whole page).
      if (Date.now() - looked < 2000) return;
      looked = Date.now();
      const lines = `${await log.count()} ${(await textNow(log.last())) ?? ''}`;
      if (lines !== seen) [seen, since] = [lines, Date.now()];
      else if (Date.now() - since > STALL_MS)
        throw new Error(`the table stood still for ${STALL_MS / 1000} s:\n${await stillScreen(page)}`);
    },
  };
}

/** What a table that stopped moving shows: the decision panel and the case file's last lines. */
async function stillScreen(page: Page): Promise<string> {
  const panel = await page
    .getByRole('complementary', { name: 'Table' })
    .innerText({ timeout: 2000 })
    .catch(() => '(no table panel)');
  const lines = await page.getByRole('log', { name: 'Case file' }).locator('li').allInnerTexts();
  return `${panel}\n--- the case file's last lines ---\n${lines.slice(-8).join('\n')}`;
}
