/**
 * Nothing Personal at a small laptop's size (1280×720): a question about a roll is seen with the die it is
 * about. The side column scrolled the decision up under the families' standings and the Move die, just
 * above it, went under them: "Pay $10 to re-roll the Move die" asked of a die nobody could see.
 */
import { expect } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { test } from './server';
import { snap } from './shots';

interface Update {
  version: number;
  outcome?: unknown;
  pending: { seat: number; kind: string }[];
  legal?: { type: string }[];
}

test('NP-7.11.1 asked to re-roll the Move die at 1280×720, Nonna sees the die above the question', async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const conn = await api(app.url);
  // Nonna plays a Move or a card where she can, until she is asked about a re-roll.
  const rank = (a: { type: string }): number =>
    a.type === 'move' ? 0 : a.type === 'play' ? 1 : ['pass', 'shakedown', 'reroll'].includes(a.type) ? 3 : 2;
  let matchId = '';
  for (let i = 1; i <= 6 && !matchId; i++) {
    const created = await createNpGame(conn, `np-roll-in-sight-${i}`);
    for (let n = 0, until = Date.now() + 20_000; Date.now() < until;) {
      const u = (await conn.call('match.watch', { matchId: created, seat: 0 })) as Update;
      if (u.outcome) break;
      const mine = u.pending.find((p) => p.seat === 0 && p.kind !== 'anytime');
      if (mine?.kind === 'reroll') {
        matchId = created;
        break;
      }
      const legal = mine ? (u.legal ?? []) : [];
      const best = Math.min(...legal.map(rank));
      const top = legal.filter((a) => rank(a) === best);
      const a = top[n++ % Math.max(1, top.length)];
      if (a)
        await conn
          .call('match.act', { matchId: created, seat: 0, version: u.version, action: a })
          .catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 50));
    }
  }
  conn.close();
  expect(matchId, 'a game that asks Nonna about a re-roll').not.toBe('');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.url}#/match/${matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  await expect(decision).toContainText(/re-roll/);
  // The dice shown (the Move die, and its re-roll or the Whack die beside it).
  const die = page.locator('.np .dice');
  await expect(die.getByRole('figure', { name: /^Move die/ }).first()).toBeVisible();
  // The die below the standings, not under them (they scroll away when the question is a tall one), in
  // the side column, and the question below it, all in the window.
  await expect(async () => {
    const [column, standings, d, q] = await Promise.all([
      page.locator('.np .side').boundingBox(),
      page.locator('.np .standings').boundingBox(),
      die.boundingBox(),
      decision.boundingBox(),
    ]);
    expect(column && standings && d && q).toBeTruthy();
    if (!column || !standings || !d || !q) return;
    expect(d.y).toBeGreaterThanOrEqual(column.y - 1);
    expect(d.y).toBeGreaterThanOrEqual(standings.y + standings.height - 1);
    expect(d.y + d.height).toBeLessThanOrEqual(q.y + 1);
    expect(q.y + q.height).toBeLessThanOrEqual(720);
  }).toPass({ timeout: 5_000 });
  await snap(page, 'np-reroll-1280');
  // The three families in one row of this narrow column each show their Respect and money whole ("★28 $25").
  const cut = await page
    .getByRole('region', { name: 'The families' })
    .getByRole('listitem')
    .evaluateAll((li) =>
      li.flatMap((e) => {
        const nums = e.querySelector('.nums');
        const [box, n] = [e.getBoundingClientRect(), nums?.getBoundingClientRect()];
        return !n || n.right > box.right - 1 || (nums?.scrollWidth ?? 0) > (nums?.clientWidth ?? 0) + 1
          ? [e.textContent?.trim() ?? '']
          : [];
      }),
    );
  expect(cut, 'families whose numbers are cut').toEqual([]);
});
