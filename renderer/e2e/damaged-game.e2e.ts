import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { startApp, tempDataDir } from './server';
import { snap } from './shots';

/**
 * Three computer players play a few moves of Nothing Personal, asked for over the app's own
 * WebSocket; quitting the app takes a backup of them.
 */
async function storedGame(dataDir: string): Promise<string> {
  const app = await startApp(dataDir);
  const origin = app.url.replace(/\/$/, '');
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api`, { origin });
  await new Promise((ok, fail) => {
    ws.once('open', ok);
    ws.once('error', fail);
  });
  let version = 0;
  let matchId = '';
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as {
      id?: number;
      result?: { matchId?: string };
      push?: string;
      data?: { version: number };
    };
    if (m.id === 1 && m.result?.matchId) {
      matchId = m.result.matchId;
      ws.send(JSON.stringify({ id: 2, method: 'match.watch', params: { matchId, seat: 'spectator' } }));
    }
    if (m.push === 'match.update' && m.data) version = m.data.version;
  });
  const seats = ['Lefty', 'Vito', 'Sal'].map((name) => ({ kind: 'bot', level: 'heuristic', name }));
  ws.send(
    JSON.stringify({
      id: 1,
      method: 'match.create',
      params: { gameId: 'nothing-personal', options: {}, seats, seed: 'e2e' },
    }),
  );
  await expect.poll(() => version, { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
  ws.close();
  await app.stop();
  return matchId;
}

test('a game damaged on disk is shown read-only at the damaged move and restored from its backup', async ({ page }) => {
  const dataDir = tempDataDir();
  const matchId = await storedGame(dataDir);
  const db = new Database(join(dataDir, 'mob-night.db'));
  db.prepare(`UPDATE actions SET action = '{"type":"scribbled"}' WHERE game_id = ? AND seq = 5`).run(matchId);
  db.close();

  const app = await startApp(dataDir);
  try {
    await page.goto(`${app.url}#/match/${matchId}`);
    await expect(page.getByRole('heading', { name: "This game's records are damaged" })).toBeVisible();
    await expect(page.getByText(/Move 5 is damaged .* as it stood after move 4, read-only/)).toBeVisible();
    await snap(page, 'damaged-game', { fullPage: true });
    await page.getByRole('button', { name: 'Restore this game from a backup' }).first().click();
    await expect(page.getByRole('heading', { name: "This game's records are damaged" })).toHaveCount(0);
  } finally {
    await app.stop();
  }
});
