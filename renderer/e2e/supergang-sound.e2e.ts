/**
 * SuperGang's table sounds as Gangsters' and Nothing Personal's do (renderer/src/lib/sound.ts): the dice
 * clatter, the till rings when money changes hands, an arrow pops and the target it brings down flops; and
 * with Sound off in Settings the table makes none of them. Heard without speakers: the page notes each tone
 * (by its pitch) and each burst of noise (by its length) the app starts, and each cue is known by one of its
 * own (the dice's 50 ms rattles, the till's high bell, the arrow's low pop, the target's thump).
 */
import { expect, type Page } from '@playwright/test';
import { seatTable, startGame } from './lobby';
import { pastCurtain } from './screen';
import { appForFile, test } from './server';
import { prepareSg } from './supergang-positions';

const sharedApp = appForFile();
const PEOPLE = ['Nonna Rosa', 'Uncle Sal', 'Aunt Lu'];
const COMPUTERS = [{ bot: 'Easy' }, { bot: 'Easy' }, { bot: 'Easy' }] as const;

/** One sound of each cue: what it starts that no other cue does. */
const MARK = { dice: 'noise 0.05', till: 'tone 1320', pop: 'tone 110', flop: 'tone 82' } as const;

/** Notes every tone and noise the page starts from now on (before the app's own scripts run). */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    const tone = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      heard.push(`tone ${Math.round(this.frequency.value)}`);
      tone.call(this, when);
    };
    const noise = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, when?: number) {
      heard.push(`noise ${(this.buffer?.duration ?? 0).toFixed(2)}`);
      noise.call(this, when);
    };
  });
}

const heard = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { __heard: string[] }).__heard]);
const times = async (page: Page, cue: keyof typeof MARK): Promise<number> =>
  (await heard(page)).filter((h) => h === MARK[cue]).length;
const forget = (page: Page): Promise<void> =>
  page.evaluate(() => void ((window as unknown as { __heard: string[] }).__heard.length = 0));

const caseFile = (page: Page) => page.getByRole('log', { name: 'Case file' });

test('computer players at SuperGang: their dice clatter and the till rings for the money they take', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await listen(page);
  await seatTable(page, sharedApp().url, COMPUTERS, 'SuperGang');
  await startGame(page);
  await expect.poll(() => times(page, 'dice'), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect.poll(() => times(page, 'till'), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(caseFile(page)).toContainText('million');
});

test('SG-11.2.8 an arrow that brings its target down pops, and the cardboard target flops', async ({ page }) => {
  test.setTimeout(180_000);
  await listen(page);
  const app = sharedApp();
  const p = await prepareSg(app.url, 'last-arrow', PEOPLE);
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const dead = page.getByRole('button', { name: /Fell face down: dead/ });
  await pastCurtain(page, dead, 60_000);
  await forget(page);
  await dead.click();
  await expect.poll(() => times(page, 'flop')).toBe(1);
  await expect.poll(() => times(page, 'pop'), { message: 'pops heard' }).toBe(1);
  await expect(caseFile(page)).toContainText('shot dead');
});

test('with Sound off the SuperGang table is silent: no dice, no till, no arrow', async ({ page, app }) => {
  test.setTimeout(180_000);
  await listen(page);
  await page.goto(app.url);
  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  await page.getByRole('switch', { name: 'Sound' }).uncheck();
  await expect(page.getByText('Sound is off.')).toBeVisible();

  await seatTable(page, app.url, COMPUTERS, 'SuperGang');
  await startGame(page);
  // The computer players have thrown their dice and taken money (what sounded above).
  await expect(caseFile(page)).toContainText('million', { timeout: 60_000 });
  const p = await prepareSg(app.url, 'last-arrow', PEOPLE);
  await page.goto(`${app.url}#/match/${p.matchId}`);
  const dead = page.getByRole('button', { name: /Fell face down: dead/ });
  await pastCurtain(page, dead, 60_000);
  await dead.click();
  await expect(caseFile(page)).toContainText('shot dead');
  await page.waitForTimeout(500);
  expect(await heard(page)).toEqual([]);
});
