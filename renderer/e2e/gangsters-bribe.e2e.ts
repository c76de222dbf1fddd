import { expect, test, type Page } from '@playwright/test';
import { prepare } from './gangsters-positions';
import { api } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

/**
 * A Bribe marker drawn in secret (G-9.5) is told to its owner on its own screen, naming the Cop it bought;
 * at a hot-seat table the other Gang's screen never shows it. Nonna bribes in her Movement Phase; the
 * marker is drawn as she ends it, and the turn passes to Uncle Sal, whose moves are made through the
 * app's API until Nonna is at the screen again.
 */

const NAMES = ['Nonna Rosa', 'Uncle Sal'];
const app = appForFile();

const notice = (page: Page) => page.getByRole('status', { name: 'Your Bribe, in secret' });

type Update = {
  version: number;
  pending: { seat: number; kind: string }[];
  legal: Record<string, unknown>[] | null;
  view: { phase: string; bribes: { holder: number; marker?: number }[] };
};

test('the Bribe marker drawn is told to its owner only, naming the Cop', async ({ page }) => {
  test.setTimeout(120_000);
  const p = await prepare(app().url, 'bribe', NAMES);
  const owner = p.seat;
  const other = 1 - owner;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app().url}#/match/${p.matchId}`);
  const end = page.getByRole('button', { name: /^End my movement/ });
  await pastCurtain(page, end);
  // The blue die is on a Cop (public), the marker not yet drawn: nothing to tell.
  await expect(notice(page)).toHaveCount(0);
  await end.click();

  const conn = await api(app().url);
  let said = '';
  try {
    const watch = async (seat: number) => (await conn.call('match.watch', { matchId: p.matchId, seat })) as Update;
    // The click's move reaches the host on the page's own socket: the marker is read once it has been drawn.
    const drawn = async () => (await watch(owner)).view.bribes.find((b) => b.holder === owner)?.marker;
    await expect
      .poll(async () => typeof (await drawn()), { message: "the owner's view holds the marker drawn" })
      .toBe('number');
    const marker = await drawn();
    said = marker === 0 ? 'Your secret Bribe: the Untouchable' : `Your secret Bribe: Cop ${marker}`;
    // The other Gang's own view holds the marker face down.
    expect((await watch(other)).view.bribes.find((b) => b.holder === owner)?.marker).toBeUndefined();

    // The turn passes to Uncle Sal: his screen tells nothing of Nonna's Bribe.
    await pastCurtain(page, page.getByRole('heading', { name: `Your move, ${NAMES[other]}` }));
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Your secret Bribe');
    // His case file tells of the draw once: the draw's own line and the bribe's both said "drawn in secret".
    const file = page.getByRole('log', { name: 'Case file' }).getByRole('listitem');
    await expect(file.filter({ hasText: /drawn in secret/ })).toHaveCount(1);
    await snap(page, 'gangsters-bribe-other-1280');

    // He plays his turn through the API (his Cop move asks Nonna whether to rebuff it) until Nonna
    // decides again.
    const deadline = Date.now() + 60_000;
    for (;;) {
      expect(Date.now(), 'Nonna was never asked again').toBeLessThan(deadline);
      if ((await watch(owner)).pending.some((x) => x.seat === owner && x.kind !== 'anytime')) break;
      const s = await watch(other);
      const legal = s.legal ?? [];
      if (!s.pending.some((x) => x.seat === other && x.kind !== 'anytime') || legal.length === 0) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const by = (type: string) => legal.find((a) => a.type === type);
      const action = by('roll') ?? by('cop-move') ?? by('end-move') ?? by('pass') ?? legal[0];
      await conn.call('match.act', { matchId: p.matchId, seat: other, version: s.version, action }).catch(() => null);
    }
  } finally {
    conn.close();
  }

  // Back at the screen, Nonna is told which Cop she bought, until she puts the notice away.
  await pastCurtain(page, notice(page));
  await expect(notice(page)).toContainText(said);
  await snap(page, 'gangsters-bribe-notice-1280');
  await notice(page).getByRole('button', { name: 'Got it' }).click();
  await expect(notice(page)).toHaveCount(0);
});
