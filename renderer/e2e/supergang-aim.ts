/**
 * Steering an aimed SuperGang arrow (duel style 'aim'), for tests that must know what it hits: where the
 * swaying sight is, and so what an arrow fired now gives, is the moment's; a Space pressed by the driver
 * lands some frames after it was decided on, later still on a loaded machine, so the outcome was the
 * clock's. Here the page fires itself, in the same frame as it reads the ring under the sight.
 */
import type { Page } from '@playwright/test';

/** What the arrow should do: miss the board's scoring rings (1–3), or hit (4–6: injured or dead). */
export type Wanted = 'miss' | 'hit';

/**
 * Presses Space on the duel's plank in the first frame in which the sight of this page's seat is over a
 * ring giving `want`; answers the ring fired on ('miss', 'injured' or 'dead'). The scope names that ring in
 * `data-ring` from the very clock the plank reads when it fires (DuelPlank.svelte: `under` and `fire` both
 * take the sight at `now`), and nothing runs between the look and the key, so the arrow gives what the
 * ring said. The sight crosses the board's middle twice a sway (some 3 s), the rim more often.
 */
export async function fireOn(page: Page, want: Wanted): Promise<string> {
  return page.evaluate(
    (want) =>
      new Promise<string>((done, fail) => {
        const until = performance.now() + 30_000;
        const look = (): void => {
          const duel = document.querySelector<HTMLElement>('[role="group"][aria-label^="Duel:"]');
          // The scope is a button only for the seat shooting now; the ring is named once the arrow is readied.
          const ring = duel?.querySelector('svg[role="button"]')?.closest('[data-ring]')?.getAttribute('data-ring');
          if (duel && ring && (ring === 'miss') === (want === 'miss')) {
            // A ring is named only while the arrow is readied (not busy, not already firing), so the key fires;
            // the plank takes it (prevents its default) or the test hears of it.
            const key = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
            if (!duel.dispatchEvent(key)) return done(ring);
            return fail(new Error('the plank did not take the Space key'));
          }
          if (performance.now() > until) fail(new Error(`the sight was never over a ring giving a ${want}`));
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    want,
  );
}

/**
 * From now on the page notes the first moment its plank shows, in a scope that is no longer a button to
 * fire (the gun has passed), an arrow stuck in it: the scope's name and the last arrow's line then. The
 * moment is short (the plank's 900 ms), so the page watches for it itself; `kept` reads what it saw.
 */
export async function watchKeptArrow(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { kept?: { scope: string; line: string } };
    const look = (): void => {
      const duel = document.querySelector('[role="group"][aria-label^="Duel:"]');
      const scope = duel?.querySelector('svg[role="img"]');
      if (!w.kept && scope?.querySelector('.arrow'))
        w.kept = {
          scope: scope.getAttribute('aria-label') ?? '',
          line: duel?.querySelector('[data-last-shot]')?.textContent ?? '',
        };
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** What `watchKeptArrow` saw, once it has (waits for it, up to 15 s). */
export async function kept(page: Page): Promise<{ scope: string; line: string }> {
  const seen = await page.waitForFunction(() => (window as unknown as { kept?: unknown }).kept, null, {
    timeout: 15_000,
  });
  return (await seen.jsonValue()) as { scope: string; line: string };
}
