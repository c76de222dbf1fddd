/** Driving the SuperGang table in end-to-end tests: one choice through the table's own controls. */
import type { Page } from '@playwright/test';
import { clickLit } from './gangsters-play';
import { clickOrGone, visible } from './screen';

/**
 * What the SuperGang table shows when it may ask this seat something, in CSS (for `untilAsked`): a question of
 * its own in the decision (its "Your move" line), a lit place on the map, or the final scores.
 */
export const SG_ASKED = '[aria-label="Your decision"] .who, [data-reachable="true"], #final-title';

/**
 * Makes one choice if the table asks this seat something; false when it does not. A piece to move is
 * picked and a lit place clicked (a shop when one is lit); otherwise a fight when one is offered, or one
 * of the panel's answers, a different one each time. What was chosen is returned (the action's type).
 */
export async function chooseSg(page: Page, turn: number): Promise<string | null> {
  // (Found by its label in CSS, as the region the table names "Your decision": a query by role runs over the
  // whole page, some 19,000 nodes, and this one runs at every look.)
  const panel = page.locator('section[aria-label="Your decision"]');
  if (!(await visible(panel))) return null;
  // Shops first: a stop in a shop brings stick-ups, and with them duels.
  const shops = page.locator('[data-reachable="true"][data-target^="shop-"]');
  const lit = (await shops.count()) > 0 ? shops : page.locator('[data-reachable="true"]');
  const clicked = await clickLit(lit, turn);
  if (clicked !== null) return clicked ? 'move' : null;
  const ask = panel.getByRole('group', { name: 'Which way?' });
  if (await visible(ask)) return (await clickOrGone(ask.getByRole('button').first())) ? 'move' : null;
  // A piece not picked already: a second click on the picked one would put it down again.
  const movers = panel.locator('[data-mover][aria-pressed="false"]');
  const nMovers = await movers.count();
  if (nMovers > 0) return (await clickOrGone(movers.nth(turn % nMovers))) ? 'pick' : null;
  // An arrow of ours in a duel: shot on the plank over the city, by the keyboard (Space fires).
  const plank = page.getByRole('group', { name: /^Duel:/ });
  if ((await visible(panel.getByText('Shoot on the plank over the city.'))) && (await visible(plank))) {
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    return 'shoot';
  }
  // A fighting family: every gangland killing, stick-up and resisted arrest it is offered.
  for (const kind of ['kill', 'stick-up']) {
    const fight = panel.locator(`[data-action="${kind}"]`);
    const nFights = await fight.count();
    if (nFights > 0) return (await clickOrGone(fight.nth(turn % nFights))) ? kind : null;
  }
  const resist = panel.getByRole('button', { name: /^Resist/ });
  if (await visible(resist)) return (await clickOrGone(resist)) ? 'answer-arrest' : null;
  const answers = panel.locator('[data-action]');
  const n = await answers.count();
  if (n === 0) return null;
  const b = answers.nth(turn % n);
  const kind = await b.getAttribute('data-action', { timeout: 1000 }).catch(() => null);
  if (kind === null) return null;
  return (await clickOrGone(b)) ? kind : null;
}
