/**
 * On a phone (390×844, and the narrowest common one, 360 wide) nothing is wider than the screen: the top bar's
 * four links beside the brand, a lobby's seat menus, the Settings panels, the Gangsters map drawn 70% of the
 * window tall (812 px wide) and a History card's stamp each made the page scroll sideways.
 */
import { expect, type Page } from '@playwright/test';
import { api, createNpGame } from './lead-up';
import { test } from './server';
import { snap } from './shots';

const GAMES = ['gangsters', 'supergang', 'nothing-personal'] as const;

/** How much wider than the window the page is (0 when it fits), and the widest things that pass its edge. */
async function overflow(page: Page): Promise<{ by: number; what: string[] }> {
  return page.evaluate(() => {
    const by = document.documentElement.scrollWidth - innerWidth;
    const what = Array.from(document.querySelectorAll<HTMLElement>('main *, header *'))
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
    return { by: Math.max(0, by), what: by > 0 ? what : [] };
  });
}

test('at 390×844 and 360×740 no screen is wider than the phone', async ({ page, app }) => {
  test.setTimeout(240_000);
  const conn = await api(app.url);
  const seats = [
    { kind: 'human', name: 'Grandma Rosa' },
    { kind: 'human', name: 'Uncle Salvatore' },
    { kind: 'bot', level: 'heuristic', name: 'Cousin Vinnie' },
  ];
  const matches: Record<string, string> = {};
  try {
    await conn.call('players.add', { name: 'Nonna Rosa', colour: 'red', emblem: 'rose' });
    for (const gameId of GAMES.slice(0, 2)) {
      const { matchId } = (await conn.call('match.create', { gameId, options: {}, seats, seed: 'phone' })) as {
        matchId: string;
      };
      matches[gameId] = matchId;
    }
    matches['nothing-personal'] = await createNpGame(conn, 'phone-width', [], 'Grandma Rosa');
  } finally {
    conn.close();
  }
  const screens: [string, string][] = [
    ['home', '#/'],
    ['family', '#/family'],
    ['history', '#/history'],
    ['settings', '#/settings'],
    ['network', '#/network'],
    ...GAMES.flatMap((g): [string, string][] => [
      [`lobby-${g}`, `#/new/${g}`],
      [`rules-${g}`, `#/rules/${g}`],
      [`table-${g}`, `#/match/${matches[g]}`],
    ]),
    ['replay', `#/replay/${matches['nothing-personal']}`],
  ];
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, hash] of screens) {
      await page.goto(`${app.url}${hash}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A table or replay is drawn once its board is (the city, or the organisation chart).
      if (/^(table|replay)/.test(name))
        await expect(
          page
            .getByRole('group', { name: /^The organisation chart/ })
            .or(page.getByRole('region', { name: 'The city' })),
        ).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => overflow(page), `${name} at ${width}×${height}`).toEqual({ by: 0, what: [] });
      if (width === 390) await snap(page, `phone-${name}`);
    }
  }
});
