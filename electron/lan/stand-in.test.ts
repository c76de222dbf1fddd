/**
 * A computer player standing in for a guest who dropped off the network, as the table's case files read
 * it over real sockets on 127.0.0.1: the guest back reads in their own case file what was played in their
 * name, and the stand-in never stops unsaid (the host taking the seat back, or giving it on).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { handedBackLine, handedOnLine, takenBackLine, whileAwayWords } from './stand-in-words';
import { humans, Opened, storedPlay, type TestPeer, type TestTable, type TestTableOptions } from './testing';

const opened = new Opened();
afterEach(() => opened.closeAll());

const peer = (url: string) => opened.peer(url);

type Events = { type: string; text: string }[];
const eventsOf = (m: Record<string, unknown>): Events =>
  ((m.data ?? m.result) as { events?: Events } | undefined)?.events ?? [];
const caseFile = (m: Record<string, unknown>) =>
  eventsOf(m)
    .map((e) => e.text)
    .join(' ');

/**
 * A two-seat table (a long race: the computer never wins it before the first guest's turn) whose first
 * guest, `a`, bids and whose second then drops out. The first guest bids before the second drops, so
 * the computer's bid, if one stands in, is the move after it on any machine.
 */
async function secondDrops(server: TestTableOptions['server'] = {}): Promise<{ t: TestTable; a: TestPeer }> {
  const t = await opened.table({
    games: [diceRace],
    gameId: 'dice-race',
    seats: humans(2),
    options: { target: 100 },
    granted: 2,
    server,
  });
  const a = await peer(`${t.url}?token=${t.tokens[0]}`);
  await a.call('match.watch', { matchId: t.matchId, seat: 0 });
  await a.call('match.act', { matchId: t.matchId, seat: 0, version: 0, action: { type: 'bid', amount: 0 } });
  const b = await peer(`${t.url}?token=${t.tokens[1]}`);
  await b.call('match.watch', { matchId: t.matchId, seat: 1 });
  b.close();
  await b.closed();
  return { t, a };
}

/**
 * A two-seat table whose second guest dropped out: a computer player has taken the seat over and made its
 * bid (the first guest, `a`, bid first), and it is the first guest's turn. Answers the table and that guest.
 */
async function stoodIn(): Promise<{ t: TestTable; a: TestPeer }> {
  const { t, a } = await secondDrops({ standIn: { afterMs: 30, level: 'random' } });
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

/** What the computer player standing in for the second guest played, as that guest's case file shows it. */
const playedFor = (t: TestTable) => storedPlay(t, diceRace, 1);

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

  it('stops with a line in the case file when the host takes the seat back', async () => {
    const { t, a } = await stoodIn();
    const played = playedFor(t);
    t.server.revoke(1);
    const told = await a.next((m) => caseFile(m).includes('taken back'));
    expect(caseFile(told)).toBe(takenBackLine('Player 2', 'P2', played).text);
    expect(caseFile(told)).toMatch(
      /^The host has taken back P2’s seat from Player 2: the computer player playing for them stops \(it made .+\)\.$/,
    );
    // The seat is played at the host's screen from now on.
    expect(t.server.publicSeats()[1]).toMatchObject({ status: 'host' });
  });

  it('stops with a line when the host gives the seat to the guest on another device, or to someone else', async () => {
    const { t, a } = await stoodIn();
    const played = playedFor(t);
    // The guest back on a phone, asking under the same name: they read what was played for them.
    const phone = await peer(`${t.url}?code=${t.server.table.code}`);
    await phone.table({ lan: 'ask', name: 'Player 2' });
    expect(t.server.grantRequest(t.server.requests()[0]?.id ?? '', 1)).toBe(true);
    const back = await a.next((m) => caseFile(m).includes('is back'));
    expect(caseFile(back)).toBe(handedBackLine('Player 2', 'P2', played).text);
    expect((await phone.next((m) => m.lan === 'stood-in')).text).toBe(whileAwayWords('random', played));
  });

  it('says who takes the seat over from it when the host gives it to someone else', async () => {
    const { t, a } = await stoodIn();
    const played = playedFor(t);
    const nonna = await peer(`${t.url}?code=${t.server.table.code}`);
    await nonna.table({ lan: 'ask', name: 'Nonna' });
    expect(t.server.grantRequest(t.server.requests()[0]?.id ?? '', 1)).toBe(true);
    const told = await a.next((m) => caseFile(m).includes('takes'));
    expect(caseFile(told)).toBe(handedOnLine('Nonna', 'P2', played).text);
    expect(caseFile(told)).toMatch(/^Nonna takes P2’s seat: the computer player that stood in stops \(it .+\)\.$/);
    // Nonna was not away: she is not told what was played "while you were away".
    await nonna.next((m) => m.lan === 'granted');
    expect(nonna.received.some((r) => r.includes('"stood-in"'))).toBe(false);
  });

  it('follows the host changing "When a player drops out" for a seat already waiting for its guest', async () => {
    const { t, a } = await secondDrops();
    await a.next((m) => m.lan === 'seats' && JSON.stringify(m).includes('"away":true'));
    // The seat waited for its guest; the host now wants a computer player to stand in: it does, after the wait.
    t.server.setStandIn({ afterMs: 30, level: 'random' });
    await a.next((m) => caseFile(m).includes('dropped out'));
    await a.next((m) => (m.data as { version?: number } | undefined)?.version === 2);
    // And back to "their seat waits for them": the computer player stops, and the table reads so.
    t.server.setStandIn(undefined);
    const told = await a.next((m) => caseFile(m).includes('seats wait'));
    expect(caseFile(told)).toMatch(
      /^The host now has seats wait for their players: the computer player playing for Player 2 \(P2’s seat\) stops, and the seat waits for them \(it (made|passed) .+\)\.$/,
    );
    expect(t.server.publicSeats()[1]).toMatchObject({ away: true });
    expect(t.server.publicSeats()[1]).not.toHaveProperty('standIn');
  });
});
