/**
 * A computer player standing in for a guest who dropped off the network, as the table's case files read
 * it over real sockets on 127.0.0.1: the guest back reads in their own case file what was played in their
 * name, and the stand-in never stops unsaid (the host taking the seat back, or giving it on).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { startTestTable, TestPeer, type TestTable } from './testing';

const tables: TestTable[] = [];
const peers: TestPeer[] = [];
afterEach(async () => {
  for (const p of peers.splice(0)) p.close();
  for (const t of tables.splice(0)) await t.close();
});

const humans = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: 'human' as const, name: `P${i + 1}` }));

async function peer(url: string): Promise<TestPeer> {
  const p = await TestPeer.connect(url);
  peers.push(p);
  return p;
}

type Events = { type: string; text: string }[];
const eventsOf = (m: Record<string, unknown>): Events =>
  ((m.data ?? m.result) as { events?: Events } | undefined)?.events ?? [];
const caseFile = (m: Record<string, unknown>) =>
  eventsOf(m)
    .map((e) => e.text)
    .join(' ');

/**
 * A two-seat table whose second guest dropped out: a computer player has taken the seat over and made its
 * bid (the first guest, `a`, bid first), and it is the first guest's turn. Answers the table and that guest.
 */
async function stoodIn(): Promise<{ t: TestTable; a: TestPeer }> {
  const t = await startTestTable({
    games: [diceRace],
    gameId: 'dice-race',
    seats: humans(2),
    // A long race: the computer never wins it before the first guest's turn.
    options: { target: 100 },
    granted: 2,
    server: { standIn: { afterMs: 30, level: 'random' } },
  });
  tables.push(t);
  // The first guest bids before the second drops, so the computer's bid is the move after it on any machine.
  const a = await peer(`${t.url}?token=${t.tokens[0]}`);
  await a.call('match.watch', { matchId: t.matchId, seat: 0 });
  await a.call('match.act', { matchId: t.matchId, seat: 0, version: 0, action: { type: 'bid', amount: 0 } });
  const b = await peer(`${t.url}?token=${t.tokens[1]}`);
  await b.call('match.watch', { matchId: t.matchId, seat: 1 });
  b.close();
  await b.closed();
  await a.next((m) => caseFile(m).includes('dropped out'));
  // The computer has bid for the away seat, and played on (it may start the race) until it is the first guest's turn.
  await a.next((m) => {
    const u = m.data as { version?: number; legal?: unknown[] | null } | undefined;
    return (u?.version ?? 0) >= 2 && (u?.legal?.length ?? 0) > 0;
  });
  return { t, a };
}

const madeFor = (t: TestTable, seat: number) =>
  t.host.currentStore?.actions.list(t.matchId).filter((m) => m.seat === seat).length ?? 0;

describe('a computer player standing in for a guest who dropped out', () => {
  it('is in the case file of the guest back at the table, never in the stored game', async () => {
    const { t } = await stoodIn();
    const back = await peer(`${t.url}?token=${t.tokens[1]}`);
    await back.next((m) => m.lan === 'stood-in');
    const watch = await back.call('match.watch', { matchId: t.matchId, seat: 1 });
    const lines = eventsOf(watch).map((e) => e.text);
    const tookOver = lines.findIndex((l) => l.includes('dropped out'));
    const handedBack = lines.findIndex((l) => l.includes('is back and plays again'));
    // The guest reads, in their own case file, that a computer played for them and that it handed back.
    expect(lines[tookOver]).toBe(
      'Player 2 (P2’s seat) dropped out: a computer player (Random) plays for them until they are back.',
    );
    expect(handedBack).toBeGreaterThan(tookOver);
    // What the computer played for them lies between the two lines, in the order it was played: its bid
    // revealed the bids. The other seat's bid, made before, stays as their own seat saw it.
    expect(lines.slice(tookOver + 1, handedBack).some((l) => l.startsWith('Bids revealed'))).toBe(true);
    expect(lines.slice(0, tookOver)).toContain('Seat 1 has bid');
    expect(madeFor(t, 1)).toBeGreaterThan(0);
    // The lines are the table's, of no move: the stored game (replays, paging back) has none of them.
    const page = await back.call('match.log', { matchId: t.matchId, seat: 1, before: 1000, limit: 100 });
    const stored = JSON.stringify(page.result);
    expect(stored).not.toContain('dropped out');
    expect(stored).not.toContain('is back');
  });
});
