/**
 * At one screen, anyone may play something at any moment, not only the person the game waits for (NP-7.3.1
 * any-time cards, NP-13.1 a Shakedown, NP-13.4 gifts and deals): a person who is not deciding asks for the
 * screen by their chip in the seat rail, plays behind the curtain, and gives the screen back to the one
 * the game waits for. (The screen used to go only to the person deciding; a click on another chip did nothing.)
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectClean } from './axe';
import { api } from './lead-up';
import { prepare, type PositionName } from './gangsters-positions';
import { newGame } from './np-reach';
import { curtainFor, pastCurtain } from './screen';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

/** Two people at one screen, at a Gangsters position of `name`: the mover's decision on screen, past the curtain. */
async function atGangstersMove(
  page: Page,
  name: PositionName,
): Promise<{ mover: string; other: string; yourMove: Locator }> {
  const people = ['Nonna Rosa', 'Uncle Sal'];
  const p = await prepare(app().url, name, people);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${p.matchId}`);
  const yourMove = page.getByRole('region', { name: 'Your decision' }).getByRole('heading', { name: 'Your move' });
  await pastCurtain(page, yourMove, 30_000);
  return { mover: people[p.seat] ?? '', other: people[1 - p.seat] ?? '', yourMove };
}

/** `who` asks for the screen by their chip, and taps the curtain it passes behind. */
async function takeScreen(page: Page, who: string): Promise<void> {
  await page.getByRole('button', { name: `Give the screen to ${who}, to play something out of turn` }).click();
  await page.getByRole('button', { name: new RegExp(`^Pass to ${who} — `) }).click();
}

test("NP-13.4 at one screen Uncle Sal takes the screen during Nonna Rosa's decision, hands her $1 and gives it back", async ({
  page,
}) => {
  const conn = await api(app().url);
  const matchId = await newGame(conn, 'take-the-screen', 'seeded', true);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  const atScreen = page.locator('.rail li.viewing .name');
  await pastCurtain(page, decision.getByText(/Place a marker/), 30_000);
  await expect(atScreen).toHaveText('Nonna Rosa');

  // Only the other person at this screen may ask for it: not Nonna, who has it, nor the computer player.
  const takers = page.getByRole('button', { name: /^Give the screen to / });
  await expect(takers).toHaveText(['']);
  await expect(takers).toHaveAccessibleName('Give the screen to Uncle Sal, to play something out of turn');
  await takers.hover();
  await snap(page, 'take-the-screen-chip');
  await takers.click();

  // The screen passes behind the curtain, which says why it comes to him now.
  await expect.poll(() => curtainFor(page)).toBe('Uncle Sal');
  await expect(page.getByRole('dialog').locator('#curtain-why')).toHaveText(
    'Uncle Sal asked for the screen, to play something out of turn',
  );
  await expect(page.getByRole('log', { name: 'Case file' })).toHaveCount(0);
  await snap(page, 'take-the-screen-curtain');
  await page.getByRole('button', { name: /^Pass to Uncle Sal — tap when only Uncle Sal is looking$/ }).click();

  // His screen: Nonna's decision waits, said so; nothing of hers is offered.
  await expect(atScreen).toHaveText('Uncle Sal');
  const held = page.locator('.held');
  await expect(held).toContainText('Uncle Sal is playing out of turn.');
  await expect(held).toContainText('Nonna Rosa waits for the screen.');
  await expect(decision.getByText(/Place a marker/)).toHaveCount(0);
  await expectClean(page, 'a table whose screen one person asked for');

  // What he may do at any moment is open at once, what he came for (no second curtain): he hands Nonna $1.
  const drawer = page.getByRole('dialog', { name: 'At any moment' });
  await expect(drawer).toBeVisible();
  const form = drawer.getByRole('form', { name: 'Give or offer money and cards' });
  const to = form.getByRole('combobox', { name: /^To/ });
  await to.selectOption((await to.locator('option', { hasText: 'Nonna Rosa' }).getAttribute('value')) ?? '');
  await form.getByLabel('Money you hand over').fill('1');
  await snap(page, 'take-the-screen-drawer');
  await form.getByRole('button', { name: 'Give now' }).click();
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText(/Uncle Sal.s family gives .*\$1/);

  // Given back: the screen goes to Nonna, whose decision is as she left it.
  await page.getByRole('button', { name: 'Give the screen back to Nonna Rosa' }).click();
  await pastCurtain(page, decision.getByText(/Place a marker/));
  await expect(atScreen).toHaveText('Nonna Rosa');
  await expect(held).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Give the screen to Uncle Sal/ })).toHaveCount(1);
  conn.close();
});

test('G-6.91 at one screen the player not moving takes the screen to fine the one moving for advice, then gives it back', async ({
  page,
}) => {
  const { mover, other, yourMove } = await atGangstersMove(page, 'subway');
  const atScreen = page.locator('.rail li.viewing .name');
  await expect(atScreen).toHaveText(mover);

  await takeScreen(page, other);
  await expect(atScreen).toHaveText(other);
  await expect(page.locator('.held')).toContainText(`${other} is playing out of turn. ${mover} waits for the screen.`);
  await expect(yourMove).toHaveCount(0);

  // What they may do at any moment is open, in sight, at once.
  // Named as the case file names the Gang: its player, then its colour.
  const fine = page.getByRole('button', { name: new RegExp(`^Fine ${mover} \\((Red|Yellow)\\) for advice`) });
  await expect(fine).toBeInViewport();
  await fine.click();
  await expect(page.getByRole('log', { name: 'Case file' })).toContainText('Kibitzing during a Movement Phase');
  await snap(page, 'take-the-screen-gangsters-fine');

  await page.getByRole('button', { name: `Give the screen back to ${mover}` }).click();
  await pastCurtain(page, yourMove);
  await expect(atScreen).toHaveText(mover);
});

test('G-6.9 the mover’s clock stops while another player has the screen, and runs again when it comes back', async ({
  page,
}) => {
  const { mover, other, yourMove } = await atGangstersMove(page, 'clock');
  // The mover's countdown on their chip in the seat rail, seen by whoever has the screen.
  const countdown = page.locator('.rail li.waiting').getByRole('timer');
  await expect(countdown).toHaveAttribute('aria-label', /^\d+ seconds left$/);
  // Written as the movement clock writes it, minutes and seconds (it read "297S" beside the panel's "4:57").
  await expect(countdown).toHaveText(/^[0-4]:[0-5]\d$/);

  await takeScreen(page, other);
  await expect(page.locator('.held')).toContainText(`${mover} waits for the screen.`);
  await expect(countdown).toHaveAttribute('aria-label', /^\d+ seconds left, stopped$/);
  // Nor may the person who has the screen start it again while the mover cannot see or move.
  await page.getByRole('button', { name: 'Start the clock' }).click();
  await expect(page.getByText(`The clock starts again when the screen goes back to ${mover}.`)).toBeVisible();
  await expect(countdown).toHaveAttribute('aria-label', /^\d+ seconds left, stopped$/);

  await page.getByRole('button', { name: `Give the screen back to ${mover}` }).click();
  await pastCurtain(page, yourMove);
  await expect(countdown).toHaveAttribute('aria-label', /^\d+ seconds left$/);
  await expect(page.getByRole('timer', { name: /^Movement clock: \d+ seconds left$/ })).toBeVisible();

  // Taken again, then the page reloads (a crash, a laptop waking): the screen is the mover's, the clock runs.
  await takeScreen(page, other);
  await expect(countdown).toHaveAttribute('aria-label', /^\d+ seconds left, stopped$/);
  await page.reload();
  await pastCurtain(page, yourMove, 30_000);
  await expect(countdown).toHaveAttribute('aria-label', /^\d+ seconds left$/);
});

test('G-4.2 two people planning their Gangs in secret at once: the screen asked for goes back to the other behind the curtain', async ({
  page,
}) => {
  const conn = await api(app().url);
  const { matchId } = (await conn.call('match.create', {
    gameId: 'gangsters',
    options: {},
    seats: [
      { kind: 'human', name: 'Nonna Rosa' },
      { kind: 'human', name: 'Uncle Sal' },
    ],
    seed: 'take-the-screen-secret',
  })) as { matchId: string };
  type Asked = { version: number; pending: { seat: number; kind: string }[]; legal: unknown[] | null };
  // The draft through the API, to the secret plans both make at once.
  for (let i = 0; i < 20; i++) {
    const u = (await conn.call('match.watch', { matchId, seat: 0 })) as Asked;
    // (Each seat sees the other's plan only as a secret decision.)
    if (u.pending.some((p) => p.kind === 'recruit-plan') && u.pending.length === 2) break;
    const seat = u.pending[0]?.seat ?? 0;
    const v = (await conn.call('match.watch', { matchId, seat })) as Asked;
    await conn.call('match.act', { matchId, seat, version: v.version, action: v.legal?.[0] });
  }
  conn.close();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${matchId}`);
  const plan = page.getByRole('group', { name: /Your starting Gang, in secret/ });
  await pastCurtain(page, plan, 30_000);
  const atScreen = page.locator('.rail li.viewing .name');
  await expect(atScreen).toHaveText('Nonna Rosa');
  // Nonna has her Gang half set (no Vamp, two Thugs) when Sal asks for the screen.
  await plan.getByRole('button', { name: 'One fewer Vamp' }).click();
  await plan.getByRole('button', { name: 'One more Thug' }).click();
  const counts = plan.locator('output.count');
  await expect(counts).toHaveText(['1', '2', '0']);

  await takeScreen(page, 'Uncle Sal');
  await expect(atScreen).toHaveText('Uncle Sal');
  await expect(page.locator('.held')).toContainText('Nonna Rosa waits for the screen.');
  // His own plan, as he left it (untouched): not Nonna's counts.
  await expect(counts).toHaveText(['1', '1', '1']);

  // He decides too, but gives the screen back: it goes to Nonna, behind the curtain (her plan is secret).
  await page.getByRole('button', { name: 'Give the screen back to Nonna Rosa' }).click();
  await expect.poll(() => curtainFor(page)).toBe('Nonna Rosa');
  await page.getByRole('button', { name: /^Pass to Nonna Rosa — / }).click();
  await expect(atScreen).toHaveText('Nonna Rosa');
  await expect(plan).toBeVisible();
  // Her Gang as she left it, to record as it is.
  await expect(counts).toHaveText(['1', '2', '0']);
});
