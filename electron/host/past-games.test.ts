import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameDef } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import type { CampaignInfo, GameSummary, ResultOf } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';
import { TALLY_VERSION } from './past-games';
import { storeRandomGame } from './stored-game';
import type { Store } from '../store/types';
import { value } from './testing';

const hosts: Host[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.close();
});

const np = REGISTRY.defs.find((d) => d.id === 'nothing-personal') as AnyGameDef;
const gangsters = REGISTRY.defs.find((d) => d.id === 'gangsters') as AnyGameDef;
const client = { id: 'c', send: () => undefined };

function newHost(): { host: Host; store: Store } {
  const host = createHost({ dataDir: mkdtempSync(join(tmpdir(), 'mob-past-')), mode: 'browser', botDelayMs: 0 }, 't');
  hosts.push(host);
  if (!host.currentStore) throw new Error('no store');
  return { host, store: host.currentStore };
}

describe('campaigns', () => {
  it('a campaign holds games of its own kind: filed at setup or later, listed by campaign', async () => {
    const { host, store } = newHost();
    const winter = value<CampaignInfo>(
      await host.handle('campaigns.create', { name: ' Winter ', gameId: 'nothing-personal' }, client),
    );
    expect(winter.name).toBe('Winter');
    const again = await host.handle('campaigns.create', { name: 'winter', gameId: 'nothing-personal' }, client);
    expect(again.ok ? null : again.error.code).toBe('CAMPAIGN_EXISTS');
    storeRandomGame(np, store, { id: 'old', seats: 3, moves: 5 });
    storeRandomGame(gangsters, store, { id: 'other', seats: 3, moves: 5 });
    const made = value<{ matchId: string }>(
      await host.handle(
        'match.create',
        {
          gameId: 'nothing-personal',
          options: {},
          seats: [0, 1, 2].map((k) => ({ kind: 'bot', level: 'random', name: `B${k}` })),
          campaignId: winter.id,
        },
        client,
      ),
    );
    const filed = value<GameSummary>(
      await host.handle('history.file', { matchId: 'old', campaignId: winter.id }, client),
    );
    expect(filed.campaignId).toBe(winter.id);
    const wrong = await host.handle('history.file', { matchId: 'other', campaignId: winter.id }, client);
    expect(wrong.ok ? null : wrong.error.code).toBe('NO_SUCH_CAMPAIGN');
    const listed = value<GameSummary[]>(await host.handle('history.list', { campaignId: winter.id }, client));
    expect(listed.map((g) => g.id).sort()).toEqual([made.matchId, 'old'].sort());
    expect(value<CampaignInfo[]>(await host.handle('campaigns.list', {}, client))).toEqual([{ ...winter, games: 2 }]);
    const renamed = value<CampaignInfo>(
      await host.handle('campaigns.rename', { id: winter.id, name: 'Spring' }, client),
    );
    expect(renamed.name).toBe('Spring');
    value(await host.handle('history.file', { matchId: 'old', campaignId: null }, client));
    expect(value<GameSummary[]>(await host.handle('history.list', { campaignId: winter.id }, client))).toHaveLength(1);
    // Deleted only when confirmed; its game stays in History, filed under no campaign.
    const unconfirmed = await host.handle('campaigns.delete', { id: winter.id }, client);
    expect(unconfirmed.ok).toBe(false);
    expect(value(await host.handle('campaigns.delete', { id: winter.id, confirm: true }, client))).toEqual({
      games: 1,
    });
    expect(value<CampaignInfo[]>(await host.handle('campaigns.list', {}, client))).toEqual([]);
    const all = value<GameSummary[]>(await host.handle('history.list', {}, client));
    expect(all.find((g) => g.id === made.matchId)?.campaignId ?? null).toBeNull();
    const gone = await host.handle('campaigns.delete', { id: winter.id, confirm: true }, client);
    expect(gone.ok ? null : gone.error.code).toBe('NO_SUCH_CAMPAIGN');
  });
});

describe('a long history', () => {
  it('is listed a page at a time: the newest first, then the next after the ones shown', async () => {
    const { host, store } = newHost();
    for (let i = 0; i < 5; i++)
      storeRandomGame(np, store, { id: `g${i}`, seats: 3, moves: 3, at: `2026-11-0${i + 1}T20:00:00.000Z` });
    const page = async (params: object) =>
      value<GameSummary[]>(await host.handle('history.list', params, client)).map((g) => g.id);
    const all = await page({});
    expect(all).toHaveLength(5);
    expect(await page({ limit: 2 })).toEqual(all.slice(0, 2));
    expect(await page({ limit: 2, offset: 2 })).toEqual(all.slice(2, 4));
    expect(await page({ limit: 2, offset: 4 })).toEqual(all.slice(4));
    expect(await page({ offset: 9 })).toEqual([]);
    // One game's games only: the five above are Nothing Personal's.
    storeRandomGame(gangsters, store, { id: 'g-other', seats: 3, moves: 3, at: '2026-11-09T20:00:00.000Z' });
    expect(await page({ gameId: 'gangsters' })).toEqual(['g-other']);
    expect(await page({ gameId: 'nothing-personal', limit: 2, offset: 3 })).toEqual(all.slice(3));
    const wrong = await host.handle('history.list', { offset: -1 }, client);
    expect(wrong.ok ? null : wrong.error.code).toBe('BAD_REQUEST');
    expect(wrong.ok ? '' : wrong.error.message).toMatch(/offset/i);
  });
});

describe('final scores and counts of a stored game', () => {
  it('NP-12 a finished game explains its scores and counts its seats, kept once worked out', async () => {
    const { host, store } = newHost();
    const record = storeRandomGame(np, store, { id: 'done', seats: 4, moves: 100_000 });
    expect(record.status).toBe('finished');
    const r = value<ResultOf<'history.score'>>(await host.handle('history.score', { matchId: 'done' }, client));
    expect(r.sheet?.seats.map((s) => s.total)).toEqual(record.outcome?.scores);
    expect(r.counts.map((c) => c.id)).toContain('respect');
    expect(r.tally).toHaveLength(4);
    expect(store.tallies.get('done', TALLY_VERSION)).toEqual(r.tally);
    storeRandomGame(np, store, { id: 'open', seats: 3, moves: 10 });
    const open = value<ResultOf<'history.score'>>(await host.handle('history.score', { matchId: 'open' }, client));
    expect(open.sheet).toBeNull();
    const all = value<ResultOf<'history.tallies'>>(
      await host.handle('history.tallies', { gameId: 'nothing-personal' }, client),
    );
    expect(all.games).toEqual([{ matchId: 'done', tally: r.tally }]);
  });
});
