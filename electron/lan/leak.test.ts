/**
 * No seat ever receives another seat's secret. Each installed game (and Gangsters, whose rules are
 * complete) is played across real sockets, every seat on its own connection plus a spectator; every
 * byte each connection receives is scanned, at every move, for the other seats' secrets at that
 * moment: Nothing Personal hands and both decks' order, Gangsters' hidden recruits and placements,
 * Bribe markers and secret cash, the PRNG state, the seed and other seats' passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGameDef, JsonValue, Match } from '../../core/engine';
import { seedRng } from '../../core/engine';
import { REGISTRY } from '../../core/games';
import { gangsters } from '../../core/games/gangsters/game';
import { nothingPersonal } from '../../core/games/nothing-personal/game';
import { Opened, startTestTable, TestPeer, type TestTable } from './testing';

const opened = new Opened();
afterEach(() => opened.closeAll());

const SEED = 'leak-test-seed-7f3a9c';

/** The live match inside the host (the test reads it to know each seat's secrets at this moment). */
function liveMatch(t: TestTable): Match {
  const sessions = (t.host as unknown as { sessions: Map<string, { match: Match }> }).sessions;
  const s = sessions.get(t.matchId);
  if (!s) throw new Error('no live session');
  return s.match;
}

/** Strings that must never reach `viewer` (a seat, or -1 for a spectator) at this moment. */
type SecretText = (m: Match, viewer: number) => string[];
/** Checks one parsed view for a seat's secrets; returns what leaked. */
type SecretShape = (view: Record<string, unknown>, viewer: number) => string[];

const npText: SecretText = (m, viewer) => {
  const s = m.state as { hands: string[][]; influenceDeck: string[]; gangsterDeck: string[] };
  const hidden = [...s.hands.flatMap((h, seat) => (seat === viewer ? [] : h)), ...s.influenceDeck];
  return hidden.map((id) => JSON.stringify(id));
};

const npShape: SecretShape = (v, viewer) => {
  const leaks: string[] = [];
  // Another seat's hand and the decks are absent from a seat's view; a spectator holds no hand.
  for (const key of ['hands', 'influenceDeck', 'gangsterDeck', 'secrets']) if (key in v) leaks.push(key);
  if (viewer < 0 && (v.hand as unknown[]).length > 0) leaks.push('a hand for the spectator');
  return leaks;
};

const gangstersShape: SecretShape = (v, viewer) => {
  const leaks: string[] = [];
  const gangs = v.gangs as { seat: number; cash?: number }[];
  const handedIn = v.handedIn as { recruits: boolean[]; placements: boolean[] };
  const seen = (records: unknown[], done: boolean[], what: string) =>
    records.forEach((r, i) => {
      if (r !== null && gangs[i]?.seat !== viewer && !done.every(Boolean)) leaks.push(`${what} of gang ${i}`);
    });
  seen(v.setupRecruits as unknown[], handedIn.recruits, 'recruits');
  seen(v.setupPlacements as unknown[], handedIn.placements, 'placements');
  for (const b of v.bribes as { marker?: number; holder: number }[])
    if (b.holder !== viewer && b.marker !== undefined) leaks.push('a bribe marker');
  if ('bribeCup' in v || 'secrets' in v) leaks.push('the bribe cup');
  if (v.phase !== 'over') {
    for (const g of gangs) if (g.seat !== viewer && g.cash !== undefined) leaks.push(`cash of seat ${g.seat}`);
    if ('bank' in v) leaks.push('the Bank');
  }
  return leaks;
};

const rngText: SecretText = (m) => [...m.rng.filter((n) => n >= 100_000).map(String), SEED];

interface Case {
  readonly def: AnyGameDef;
  readonly seats: number;
  readonly options: unknown;
  readonly moves: number;
  readonly text: SecretText;
  readonly shape: SecretShape;
}

const CASES: Case[] = [
  { def: nothingPersonal, seats: 4, options: {}, moves: 150, text: npText, shape: npShape },
  { def: gangsters, seats: 4, options: { secretCash: true }, moves: 150, text: () => [], shape: gangstersShape },
];

describe('secrets over the network', () => {
  for (const c of CASES) {
    it(`no ${c.def.name} seat or spectator ever receives another seat's secret`, async () => {
      const t = await startTestTable({
        games: [c.def],
        gameId: c.def.id,
        seats: Array.from({ length: c.seats }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` })),
        options: c.options,
        granted: c.seats,
        seed: SEED,
      });
      opened.keep(t);
      const seatPeers = await Promise.all(t.tokens.map((token) => TestPeer.connect(`${t.url}?token=${token}`)));
      const spectator = await TestPeer.connect(`${t.url}?code=${t.server.table.code}`);
      const all = [...seatPeers, spectator];
      opened.keep(...all);
      const viewerOf = (i: number) => (i < c.seats ? i : -1);
      const latest: Record<string, unknown>[] = [];
      for (const [i, p] of all.entries()) {
        const w = await p.call('match.watch', { matchId: t.matchId, seat: i < c.seats ? i : 'spectator' });
        expect(w.ok).toBe(true);
        latest[i] = w.result as Record<string, unknown>;
      }
      const scanned = all.map(() => 0);
      let bytes = 0;
      // The control: a seat does receive its own secrets (else the scan would prove nothing).
      let ownSecretsSeen = 0;
      const scan = () => {
        const m = liveMatch(t);
        for (const [i, p] of all.entries()) {
          const viewer = viewerOf(i);
          const secrets = [
            ...c.text(m, viewer),
            ...rngText(m, viewer),
            ...t.tokens.filter((_, seat) => seat !== viewer),
          ];
          const hiddenFromSpectator = c.text(m, -1);
          const own = viewer < 0 ? [] : hiddenFromSpectator.filter((x) => !c.text(m, viewer).includes(x));
          for (const text of p.received.slice(scanned[i])) {
            bytes += text.length;
            ownSecretsSeen += own.filter((x) => text.includes(x)).length;
            for (const s of secrets) expect(text.includes(s), `${s} reached viewer ${viewer}`).toBe(false);
            const msg = JSON.parse(text) as { push?: string; data?: { view?: unknown }; result?: { view?: unknown } };
            const view = (msg.data?.view ?? msg.result?.view) as Record<string, unknown> | undefined;
            if (view) expect(c.shape(view, viewer)).toEqual([]);
            const update = (msg.push === 'match.update' ? msg.data : msg.result) as Record<string, unknown> | undefined;
            if (update && 'legal' in update) latest[i] = update;
          }
          scanned[i] = p.received.length;
        }
      };
      scan();
      const bot = REGISTRY.bot(c.def.id, 'random');
      let moves = 0;
      for (; moves < c.moves; moves++) {
        const m = liveMatch(t);
        if (c.def.outcome(m.state)) break;
        const seat = c.def.pending(m.state).find((p) => p.seat >= 0 && p.seat < c.seats)?.seat;
        if (seat === undefined) break;
        const u = latest[seat] as { view: JsonValue; legal: JsonValue[] | null; anytime: JsonValue[] | null };
        const [action] = bot({
          view: u.view,
          seat,
          legal: u.legal ?? [],
          anytime: u.anytime ?? [],
          rng: seedRng(`${SEED}:${moves}`),
        });
        if (action === undefined) break;
        const peer = seatPeers[seat] as TestPeer;
        const r = await peer.call('match.act', { matchId: t.matchId, seat, version: m.version, action });
        expect(r.ok, JSON.stringify(r.error)).toBe(true);
        // Every connection hears the move before the next one is made.
        await Promise.all(
          all.map((p) =>
            p.next((msg) => msg.push === 'match.update' && (msg.data as { version: number }).version >= m.version + 1),
          ),
        );
        scan();
      }
      expect(moves).toBeGreaterThan(20);
      expect(bytes).toBeGreaterThan(10_000);
      if (c.def.id === nothingPersonal.id) expect(ownSecretsSeen).toBeGreaterThan(0);
    }, 120_000);
  }
});
