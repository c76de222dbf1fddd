/**
 * Positions for end-to-end tests of SuperGang screens, reached the way any game is: a seeded game is
 * created through the app's own API (every seat a person) and the moves leading to the position, chosen by
 * SuperGang's own bots on the same seed (`supergang-lead-up.ts`), are played through `match.act`.
 */
import { execFileSync } from 'node:child_process';
import { api } from './gangsters-positions';
import { ROOT } from './server';

export interface SgPosition {
  readonly matchId: string;
  /** The seat whose decision the position is. */
  readonly seat: number;
}

interface LeadUp {
  readonly seed: string;
  readonly seats: number;
  readonly options: Record<string, unknown>;
  readonly moves: readonly { seat: number; action: unknown }[];
  readonly seat: number;
}

/** Creates the seeded game in the app at `url` and plays the lead-up moves; the position reached. */
export async function prepareSg(url: string, name: 'duel' | 'over', people: readonly string[]): Promise<SgPosition> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'renderer/e2e/supergang-lead-up.ts', name], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lead = JSON.parse(out) as LeadUp;
  const conn = await api(url);
  try {
    const seats = people.slice(0, lead.seats).map((person) => ({ kind: 'human', name: person }));
    const { matchId } = (await conn.call('match.create', {
      gameId: 'supergang',
      options: lead.options,
      seats,
      seed: lead.seed,
    })) as { matchId: string };
    let version = 0;
    for (const m of lead.moves) {
      const r = (await conn.call('match.act', { matchId, seat: m.seat, version, action: m.action })) as {
        version: number;
      };
      version = r.version;
    }
    return { matchId, seat: lead.seat };
  } finally {
    conn.close();
  }
}
