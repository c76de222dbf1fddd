/**
 * Nothing Personal with a long name at the table: the Capo ring's wearer is named under the ring (NP-7.4) in
 * a narrow spot beside the decks. "Uncle Bartholomew Fitzgerald" ran on one line over the neutral markers'
 * count and out of the spot; the name now breaks between words, two lines at most, and stays clear of it.
 */
import { expect, test } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { pastCurtain } from './screen';
import { appForFile } from './server';
import { snap } from './shots';

const sharedApp = appForFile();

test('NP-7.4 a long name under the Capo ring stays clear of the supplies beside it', async ({ page }) => {
  test.setTimeout(90_000);
  const app = sharedApp();
  const conn = await api(app.url);
  const matchId = await createNpGame(conn, 'long-names-1', [], 'Uncle Bartholomew Fitzgerald');
  conn.close();
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`${app.url}#/match/${matchId}`);
    const ring = page.getByRole('img', { name: /^The Capo ring: worn by/ });
    await pastCurtain(page, ring, 60_000);
    const boxes = await ring.evaluate((g) => {
      const box = (e: Element | null) => {
        const r = e?.getBoundingClientRect();
        return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
      };
      const neutral = g.parentElement?.querySelector('[aria-label$="neutral markers left"]') ?? null;
      return {
        name: Array.from(g.querySelectorAll('text.sub')).map(box),
        neutral: box(neutral),
        ring: box(g.querySelector('circle')),
      };
    });
    expect(boxes.name.length, 'the name on one or two lines').toBeGreaterThanOrEqual(1);
    expect(boxes.name.length).toBeLessThanOrEqual(2);
    for (const line of boxes.name) {
      // Left of the supplies' column, so clear of the neutral markers' count.
      expect(line!.right, `a line of the name at ${size.width}`).toBeLessThanOrEqual(boxes.neutral!.left);
      expect(line!.left).toBeGreaterThanOrEqual(boxes.ring!.left - 30);
    }
    await snap(page, `np-long-name-ring-${size.width}`);
  }
});
