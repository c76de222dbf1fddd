/**
 * SuperGang's decision as a family reads it (review 3): a rule cited by the question is not cited again beside
 * its only answer ("Throw the dice" had the same SG-9.0.2 twice in a line or two, and Tab stopped on both).
 */
import { expect } from '@playwright/test';
import { api } from './lead-up';
import { appForFile, test } from './server';
import { snap } from './shots';

const app = appForFile();

test('the throw’s rule is cited once in the decision, by the question, and the answer is one Tab from it', async ({
  page,
}) => {
  const conn = await api(app().url);
  const { matchId } = (await conn.call('match.create', {
    gameId: 'supergang',
    options: {},
    seats: [
      { kind: 'human', name: 'Nonna Rosa' },
      { kind: 'bot', level: 'easy', name: 'Bugsy' },
    ],
    seed: 'review3-cite-once',
  })) as { matchId: string };
  conn.close();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${app().url}#/match/${matchId}`);
  const decision = page.getByRole('region', { name: 'Your decision' });
  const heading = decision.getByRole('heading', { name: /throw the dice/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const throwIt = decision.getByRole('button', { name: 'Throw the dice' });
  await expect(throwIt).toBeVisible();
  await expect(heading.getByRole('link', { name: 'SG-9.0.2' })).toBeVisible();
  await expect(decision.getByRole('link', { name: 'SG-9.0.2' })).toHaveCount(1);
  await snap(decision, 'review3-sg-throw-cited-once');
  // By keyboard: from the question's rule, the next stop is the answer.
  await heading.getByRole('link', { name: 'SG-9.0.2' }).focus();
  await page.keyboard.press('Tab');
  await expect(throwIt).toBeFocused();
});
