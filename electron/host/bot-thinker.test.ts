/**
 * Computer players think off the host's event loop: a Hard bot's search runs in a worker thread while the
 * host keeps answering, a person's move made meanwhile is never held up (the bot's stale answer is
 * dropped and it thinks again), and its one-line reason reaches the table's log when the seat explains its moves.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalRandomBot, type Bot } from '../../core/bots/bot';
import { createMatch, seatView, seedRng } from '../../core/engine';
import { diceRace } from '../../core/engine/testing/dice-race';
import { REGISTRY } from '../../core/games';
import type { MatchUpdate } from '../../core/protocol';
import { backupDir, dbPath } from '../paths';
import { openStore, recoverStore } from '../store';
import { BotThinker, thinkNow, type ThinkAnswer, type ThinkRequest } from './bot-thinker';
import { Host } from './host';
import { client, value } from './testing';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

/** A Nothing Personal opening decision as the host would send it to seat `seat`. */
function npRequest(budgetMs: number): ThinkRequest {
  const def = REGISTRY.module('nothing-personal')?.def;
  if (!def) throw new Error('no Nothing Personal');
  const m = createMatch(def, { options: {}, seats: 4, seed: 'think' });
  if (!m.ok) throw new Error(m.error.message);
  const seat = def.pending(m.value.match.state)[0]?.seat ?? 0;
  const sv = seatView(def, m.value.match, seat);
  const legal = sv.legal ?? [];
  return { gameId: def.id, level: 'hard', seat, view: sv.view, legal, anytime: [], rng: seedRng('t'), budgetMs };
}

describe('the bot worker', () => {
  it('works a Hard decision out in a worker thread while the event loop keeps turning', async () => {
    const thinker = new BotThinker(REGISTRY);
    closers.push(() => thinker.close());
    const request = npRequest(400);
    let ticks = 0;
    const tick = setInterval(() => ticks++, 5);
    const answer = await thinker.think(request);
    clearInterval(tick);
    expect(thinker.inWorker).toBe(true);
    expect(request.legal).toContainEqual(answer.action);
    expect(answer.reason).toMatch(/played out \d+ ways the game could go/);
    // The host's loop ran all along: a search of 400 ms blocking it would have allowed no ticks at all.
    expect(ticks).toBeGreaterThan(10);
  }, 60_000);

  it('thinks within its time budget, and in-process gives the same kind of answer', () => {
    const request = npRequest(150);
    const answer = thinkNow(REGISTRY, request);
    expect(request.legal).toContainEqual(answer.action);
    expect(answer.ms).toBeLessThan(1000);
  });
});

describe('a computer player that fails', () => {
  /** A worker of our own (plain JavaScript) that stops as soon as it is asked anything. */
  function stoppingWorker(): URL {
    const dir = mkdtempSync(join(tmpdir(), 'mob-worker-'));
    const file = join(dir, 'stops.mjs');
    writeFileSync(
      file,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
    );
    return pathToFileURL(file);
  }

  /** A decision the bot cannot read (no view): its search throws. */
  const unreadable = (): ThinkRequest => ({ ...npRequest(100), view: null });

  it('says so when its search throws, and the worker goes on thinking for the next decision', async () => {
    const thinker = new BotThinker(REGISTRY);
    closers.push(() => thinker.close());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    closers.push(() => errors.mockRestore());
    await expect(thinker.think(unreadable())).rejects.toThrow(/could not decide/);
    expect(thinker.inWorker).toBe(true);
    const request = npRequest(100);
    expect(request.legal).toContainEqual((await thinker.think(request)).action);
  }, 60_000);

  it('a worker that stops mid-thought hands the decision to the host, which answers it or says why not', async () => {
    const thinker = new BotThinker(REGISTRY, stoppingWorker());
    closers.push(() => thinker.close());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    closers.push(() => errors.mockRestore());
    const request = npRequest(100);
    expect(request.legal).toContainEqual((await thinker.think(request)).action);
    expect(thinker.inWorker).toBe(false);
    await expect(thinker.think(unreadable())).rejects.toThrow();
    const again = new BotThinker(REGISTRY, stoppingWorker());
    closers.push(() => again.close());
    await expect(again.think(unreadable())).rejects.toThrow();
  }, 60_000);
});

describe('a Hard bot seat at the host', () => {
  function hostWith(think: (r: ThinkRequest) => Promise<ThinkAnswer>, bot: () => Bot = () => legalRandomBot) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mob-think-'));
    const storeOptions = { backupDir: backupDir(dataDir) };
    const host = new Host({
      games: [diceRace],
      bot,
      think,
      botDelayMs: 0,
      mode: 'browser',
      version: 'test',
      dataDir,
      open: () => openStore(dbPath(dataDir), storeOptions),
      recover: (choice) => recoverStore(dbPath(dataDir), choice, storeOptions),
    });
    closers.push(() => host.close());
    return host;
  }

  /** A computer in seat 1 (level `level`) facing a person who watches: once it has moved, what it logged. */
  async function firstMove(level: string, host: Host) {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    closers.push(() => errors.mockRestore());
    const c = client();
    const seats = [
      { kind: 'bot', level, name: 'Lefty' },
      { kind: 'human', name: 'Nonna' },
    ];
    const { matchId } = value<{ matchId: string }>(
      await host.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, c),
    );
    value(await host.handle('match.watch', { matchId, seat: 1 }, c));
    await vi.waitFor(() => expect(c.updates().at(-1)?.version).toBe(1));
    return errors;
  }

  it('never stalls the table: when its thinking fails it plays a legal move instead, and says why in the log', async () => {
    const errors = await firstMove(
      'hard',
      hostWith(() => Promise.reject(new Error('the search broke'))),
    );
    expect(errors).toHaveBeenCalledWith('Mob Night: a computer player could not think', expect.any(Error));
  });

  it('never stalls the table: a Normal computer player whose decision throws plays a legal move instead', async () => {
    const broken: Bot = () => {
      throw new Error('the plan broke');
    };
    const host = hostWith(
      () => Promise.reject(new Error('never asked')),
      () => broken,
    );
    const errors = await firstMove('normal', host);
    expect(errors).toHaveBeenCalledWith('Mob Night: the normal bot in seat 1 could not decide', expect.any(Error));
  });

  it('never holds up a person: an answer for a position that has moved on is dropped, and it thinks again', async () => {
    const asked: number[] = [];
    const waiting: (() => void)[] = [];
    const host = hostWith((r) => {
      asked.push(r.legal.length);
      return new Promise((resolve) =>
        waiting.push(() => resolve({ ...thinkNow(REGISTRY, r), reason: 'bid what it could spare' })),
      );
    });
    const c = client();
    const seats = [
      { kind: 'human', name: 'Nonna' },
      { kind: 'bot', level: 'hard', name: 'Lefty', explain: true },
    ];
    const { matchId } = value<{ matchId: string }>(
      await host.handle('match.create', { gameId: 'dice-race', options: { target: 10 }, seats, seed: 's' }, c),
    );
    value(await host.handle('match.watch', { matchId, seat: 0 }, c));
    // The computer's own seat, watched too (as the all-seeing replay would read it).
    const own = client();
    value(await host.handle('match.watch', { matchId, seat: 1 }, own));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    // The person bids while the bot is still thinking: the move is taken at once.
    value(await host.handle('match.act', { matchId, seat: 0, version: 0, action: { type: 'bid', amount: 3 } }, c));
    expect(c.updates().at(-1)?.version).toBe(1);
    waiting.shift()?.(); // the answer about version 0 arrives late and is dropped
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    waiting.shift()?.();
    await vi.waitFor(() => expect(c.updates().at(-1)?.version).toBe(2));
    // The second answer is played with its reason; a bid is secret (DR-1), and so is the reason for it:
    // it goes to the computer's own seat, never to the person's.
    const lines = (u: MatchUpdate[]) => u.flatMap((m) => m.events.map((e) => e.text));
    expect(lines(own.updates())).toContain('The computer playing {seat:1} bid what it could spare.');
    expect(lines(c.updates()).join(' ')).not.toContain('could spare');
  });
});
