/**
 * What a guest back at the network table is told a computer player played for them agrees with their case
 * file, in each of the games: every move it names has a line there, and its passes (a Cop's move let stand in
 * Gangsters, a character done on his stop in SuperGang, a pass or a declined offer in Nothing Personal),
 * which mostly have none, are said apart. Told as one count, "4 moves" had been read beside a case file
 * showing 2.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRY } from '../../core/games';
import { handedBackLine, whileAwayWords } from './stand-in-words';
import { Opened, storedPlay, type TestTable } from './testing';

const opened = new Opened();
afterEach(() => opened.closeAll());

const watcher = { id: 'host-screen', send: () => undefined };

/** Waits until `ready` holds, looking every 20 ms. */
async function until(ready: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

const over = (t: TestTable) => t.host.currentStore?.games.get(t.matchId)?.status === 'finished';

describe.each(['gangsters', 'supergang', 'nothing-personal'])('in %s, a guest back from a drop', (gameId) => {
  it('is told the moves their case file shows, and the passes apart', async () => {
    const def = REGISTRY.defs.find((d) => d.id === gameId);
    if (!def) throw new Error(`no game ${gameId}`);
    const t = await opened.table({
      games: [def],
      gameId,
      seats: [
        { kind: 'human', name: 'Vinny' },
        { kind: 'bot', level: 'easy', name: 'Lefty' },
        { kind: 'bot', level: 'easy', name: 'Gran' },
      ],
      granted: 1,
      seed: `away-${gameId}`,
      server: { standIn: { afterMs: 20, level: 'easy' } },
    });
    // Vinny takes his seat and drops out before his first move; the host's screen watches on.
    const vinny = await opened.peer(`${t.url}?token=${t.tokens[0]}`);
    await vinny.call('match.watch', { matchId: t.matchId, seat: 0 });
    await t.host.handle('match.watch', { matchId: t.matchId, seat: 'spectator' }, watcher);
    vinny.close();
    await vinny.closed();
    // The computer player plays his seat a while, passing among its moves.
    await until(() => {
      const p = storedPlay(t, def, 0);
      return over(t) || (p.moves >= 20 && p.passes >= 3);
    });
    // Vinny is back: he is told what was played in his name, and everyone's case file reads the same.
    const back = await opened.peer(`${t.url}?token=${t.tokens[0]}`);
    const told = String((await back.next((m) => m.lan === 'stood-in')).text);
    const played = storedPlay(t, def, 0);
    expect(played.passes).toBeGreaterThan(0);
    expect(played.moves).toBeGreaterThan(0);
    expect(told).toBe(whileAwayWords('easy', played));
    expect(told).toMatch(/played for you: \d+ moves? and \d+ pass(es)?\.$/);
    // Every move he is told of has a line in his case file; the rest were passes.
    expect(played.moves).toBeLessThanOrEqual(played.lined);
    const moves = Number(/: (\d+) moves?/.exec(told)?.[1]);
    const passes = Number(/and (\d+) pass/.exec(told)?.[1]);
    expect(moves).toBeLessThanOrEqual(played.lined);
    expect(moves + passes).toBe(t.host.currentStore?.actions.list(t.matchId).filter((r) => r.seat === 0).length);
    const watch = await back.call('match.watch', { matchId: t.matchId, seat: 0 });
    const lines = ((watch.result as { events: { text: string }[] }).events ?? []).map((e) => e.text);
    expect(lines).toContain(handedBackLine('Player 1', 'Vinny', played).text);
  });
});
