/**
 * Campaigns and the per-game counts kept beside the games.
 *
 * A campaign is a family's named run of games of one kind ("Winter 2026"): a game belongs to at most
 * one, chosen when it is set up or moved there later from History.
 *
 * A finished game's per-seat counts (whacks, Joints…) are worked out once from its stored moves and
 * kept here with the version of the counting that made them, so Standings reads one row per game;
 * counts made by an older version are worked out again. Deleting or repairing a game forgets them.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Campaign, Store } from './types';

interface CampaignRow {
  id: string;
  name: string;
  game_id: string;
  created_at: string;
  games: number;
}

export function campaignsRepo(db: Database.Database, now: () => Date): Store['campaigns'] {
  const list = db.prepare(
    'SELECT c.id, c.name, c.game_id, c.created_at, ' +
      '(SELECT count(*) FROM games g WHERE g.campaign_id = c.id) AS games ' +
      'FROM campaigns c ORDER BY c.created_at DESC, c.rowid DESC',
  );
  const one = db.prepare('SELECT id, name, game_id, created_at, 0 AS games FROM campaigns WHERE id = ?');
  const insert = db.prepare('INSERT INTO campaigns (id, name, game_id, created_at) VALUES (?, ?, ?, ?)');
  const rename = db.prepare('UPDATE campaigns SET name = ? WHERE id = ?');
  const assign = db.prepare('UPDATE games SET campaign_id = ? WHERE id = ?');
  const unfile = db.prepare('UPDATE games SET campaign_id = NULL WHERE campaign_id = ?');
  const remove = db.prepare('DELETE FROM campaigns WHERE id = ?');
  const toCampaign = (r: CampaignRow): Campaign => ({
    id: r.id,
    name: r.name,
    gameId: r.game_id,
    createdAt: r.created_at,
    games: r.games,
  });
  const get = (id: string): Campaign | undefined => {
    const r = one.get(id) as CampaignRow | undefined;
    return r ? toCampaign(r) : undefined;
  };
  return {
    list: () => (list.all() as CampaignRow[]).map(toCampaign),
    get,
    create: (c) => {
      const campaign: Campaign = {
        id: randomUUID(),
        name: c.name,
        gameId: c.gameId,
        createdAt: now().toISOString(),
        games: 0,
      };
      insert.run(campaign.id, campaign.name, campaign.gameId, campaign.createdAt);
      return campaign;
    },
    rename: (id, name) => (rename.run(name, id).changes > 0 ? get(id) : undefined),
    // Its games are let go in the same transaction: none is left filed under a campaign that is gone.
    remove: db.transaction((id: string) => {
      const games = unfile.run(id).changes;
      return remove.run(id).changes > 0 ? { games } : undefined;
    }),
    // The game's updated_at is left alone: filing a game is not playing it, so the list keeps its order.
    assign: (gameId, campaignId) => assign.run(campaignId, gameId).changes > 0,
  };
}

export function talliesRepo(db: Database.Database): Store['tallies'] {
  // Prepared on first use: a backup made before schema 4 is read through these repositories too.
  const cache = new Map<string, Database.Statement>();
  const sql = (text: string): Database.Statement => {
    let s = cache.get(text);
    if (!s) cache.set(text, (s = db.prepare(text)));
    return s;
  };
  return {
    get: (gameId, version) => {
      const r = sql('SELECT version, tally FROM game_tallies WHERE game_id = ?').get(gameId) as
        { version: number; tally: string } | undefined;
      if (!r || r.version !== version) return undefined;
      try {
        return JSON.parse(r.tally) as number[][];
      } catch {
        return undefined; // unreadable counts are simply worked out again
      }
    },
    put: (gameId, version, tally) => {
      sql(
        'INSERT INTO game_tallies (game_id, version, tally) VALUES (?, ?, ?) ' +
          'ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, tally = excluded.tally',
      ).run(gameId, version, JSON.stringify(tally));
    },
    forget: (gameId) => {
      sql('DELETE FROM game_tallies WHERE game_id = ?').run(gameId);
    },
  };
}
