/**
 * Nothing Personal for four people round one laptop (review 3): each person's cards only after the curtain
 * for them, and at The Commission the side column shows each family's chip whole or not at all (a strip of the
 * first row of chips stayed at its top, over the second row, at 1280×720 and 1366×768).
 */
import { expect, type Page } from '@playwright/test';
import { api } from './lead-up';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();
const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Cousin Vinny', 'Aunt Lu'] as const;

interface Update {
  readonly version: number;
  readonly pending: readonly { seat: number; kind: string }[];
  readonly legal: readonly unknown[] | null;
}

/** A four-person game played through the API past the placements, to Nonna Rosa's first Commission turn. */
async function atCommission(url: string): Promise<string> {
  const conn = await api(url);
  try {
    const { matchId } = (await conn.call('match.create', {
      gameId: 'nothing-personal',
      options: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: 0 },
      seats: PEOPLE.map((name) => ({ kind: 'human', name })),
      seed: 'review3',
    })) as { matchId: string };
    for (let i = 0; i < 40; i++) {
      const u = (await conn.call('match.watch', { matchId, seat: 0 })) as Update;
      const p = u.pending.find((x) => x.kind !== 'anytime');
      if (p?.kind !== 'placement') break;
      const v = (await conn.call('match.watch', { matchId, seat: p.seat })) as Update;
      await conn.call('match.act', { matchId, seat: p.seat, version: v.version, action: v.legal?.[i % 3] });
    }
    return matchId;
  } finally {
    conn.close();
  }
}

/** Each family's chip: how much of it the side column shows (1 whole, 0 scrolled away). */
function chipsShown(page: Page): Promise<number[]> {
  return page.locator('.np .families li').evaluateAll((lis) =>
    lis.map((li) => {
      const r = li.getBoundingClientRect();
      const col = li.closest('.side')!.getBoundingClientRect();
      return (
        Math.round((Math.max(0, Math.min(r.bottom, col.bottom) - Math.max(r.top, col.top)) / r.height) * 100) / 100
      );
    }),
  );
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test(`four at one screen: Nonna's cards after her curtain, every family's chip whole or away (${size.width}×${size.height})`, async ({
    page,
  }) => {
    const matchId = await atCommission(app().url);
    await page.setViewportSize(size);
    await page.goto(`${app().url}#/match/${matchId}`);
    const curtain = page.getByRole('dialog');
    await expect(curtain).toContainText('Pass to Nonna Rosa', { timeout: 30_000 });
    await expect(curtain).toContainText('your hand of cards is next');
    // Nothing of the table under the curtain: no hand, no decision.
    await expect(page.getByRole('region', { name: 'Your decision' })).toHaveCount(0);
    await snap(page, `review3-np4-curtain-${size.width}`);
    await page.getByRole('button', { name: /tap when only Nonna Rosa is looking$/ }).click();
    const decision = page.getByRole('region', { name: 'Your decision' });
    await expect(decision).toContainText('Your move, Nonna Rosa');
    await expect(page.getByRole('heading', { name: /^Your hand/ })).toBeVisible();
    await page.waitForTimeout(600);
    // Measured again until it holds: the column is fitted to the window at the frame after a change.
    await expect(async () => {
      const shown = await chipsShown(page);
      expect(shown, "the families' chips").toHaveLength(4);
      for (const s of shown) expect([0, 1], JSON.stringify(shown)).toContain(s);
    }).toPass({ timeout: 5_000 });
    await snap(page, `review3-np4-commission-${size.width}`);
    await expect(decision.getByRole('button').first()).toBeInViewport({ ratio: 1 });
    await expect(decision.getByText(/^Keys:/)).toBeInViewport({ ratio: 1 });
  });
}
