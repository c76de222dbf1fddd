/**
 * Kill -9 trials through the whole path a browser tab uses: a real browser-mode server in its own
 * process, a real WebSocket, `match.act` answered only after the move is stored. Each trial starts
 * the server on the same data folder, checks that every move acknowledged before is still there,
 * plays as fast as it can and kills the server outright at a random moment.
 * Used by `durability.test.ts` (a few trials) and `npm run soak` (a thousand).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import type { MatchUpdate, Push, Response } from '../../../core/protocol';
// eslint-disable-next-line no-restricted-imports -- run only by tests and the soak script
import { diceRace } from '../../../core/engine/testing/dice-race';
import { bundleChild } from '../../bundle-child';
import { dbPath } from '../../paths';
import { openStore } from '../../store';
import { verifyHistory } from '../verify';
import { RACE, nextMove } from './moves';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');

/** Bundles one of this folder's children (see `bundleChild`). */
export function bundleTrialChild(name: 'serve-child' | 'sync-child' | 'full-disk-child'): Promise<string> {
  return bundleChild(path.join(here, `${name}.ts`));
}

export interface TrialResult {
  /** The match version the server reported on starting (-1 if it was killed before answering). */
  readonly start: number;
  /** The highest version it acknowledged before the kill (start if none). */
  readonly lastAck: number;
}

/** A tiny client over the real socket: numbered requests, answers matched by id, pushes kept. */
class Tab {
  private next = 1;
  private readonly waiting = new Map<number, (r: Response) => void>();
  latest: MatchUpdate | null = null;
  constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as Response | Push;
      if ('push' in msg) {
        if (msg.push === 'match.update') this.latest = msg.data;
      } else if (msg.id !== null) this.waiting.get(msg.id)?.(msg);
    });
    ws.on('close', () => {
      for (const answer of this.waiting.values())
        answer({ id: null, ok: false, error: { code: 'CLOSED', message: 'closed' } });
    });
  }
  call<T>(method: string, params: unknown): Promise<T> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (r) => {
        this.waiting.delete(id);
        if (r.ok) resolve(r.result as T);
        else reject(new Error(`${r.error.code}: ${r.error.message}`));
      });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }
}

function connect(port: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api`, { origin: `http://127.0.0.1:${port}` });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/**
 * One trial: starts the server, plays until killed `killAfterMs` after the first acknowledged move
 * (or after spawning, when `fromSpawn`, which can land while it is still opening the records).
 */
export function runTrial(
  child: string,
  dataDir: string,
  rendererDir: string,
  killAfterMs: number,
  fromSpawn: boolean,
): Promise<TrialResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, dataDir, rendererDir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let start = -1;
    let lastAck = -1;
    let stderr = '';
    let failure: Error | undefined;
    let timer: NodeJS.Timeout | undefined;
    const killLater = (): void => {
      timer ??= setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
    };
    if (fromSpawn) killLater();
    const play = async (port: number): Promise<void> => {
      const tab = new Tab(await connect(port));
      const games = await tab.call<{ id: string }[]>('history.list', {});
      const matchId = games[0]?.id ?? (await tab.call<{ matchId: string }>('match.create', RACE)).matchId;
      let u = await tab.call<MatchUpdate>('match.watch', { matchId, seat: 'spectator' });
      start = lastAck = u.version;
      for (;;) {
        const { seat, action } = nextMove(u);
        const { version } = await tab.call<{ version: number }>('match.act', {
          matchId,
          seat,
          version: u.version,
          action,
        });
        if (version !== lastAck + 1) throw new Error(`ack ${version} out of order after ${lastAck}`);
        lastAck = version;
        killLater();
        // The push for this move arrives before its answer; it carries whose turn is next.
        if (tab.latest?.version !== version) throw new Error(`no update for version ${version}`);
        u = tab.latest;
      }
    };
    let buffered = '';
    let listening = false;
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const m = /port (\d+)\n/.exec(buffered);
      if (m && !listening) {
        listening = true;
        // Play ends when the kill closes the socket; failing before any kill is a broken trial.
        play(Number(m[1])).catch((e: unknown) => {
          if (!timer) {
            failure = e instanceof Error ? e : new Error(String(e));
            proc.kill('SIGKILL');
          }
        });
      }
    });
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (chunk: string) => (stderr += chunk));
    proc.on('error', reject);
    proc.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (failure) reject(failure);
      else if (signal !== 'SIGKILL') reject(new Error(`the server stopped by itself (code ${code}): ${stderr}`));
      else resolve({ start, lastAck });
    });
  });
}

export interface SoakReport {
  readonly trials: number;
  /** Acknowledged moves missing when the server next started (the goal is 0). */
  readonly lost: number;
  /** Trials in which some acknowledged move was missing. */
  readonly trialsWithLoss: number;
  readonly acknowledged: number;
  readonly killedBeforePlaying: number;
  /** Moves in the records file after the last kill, opened as the app opens it. */
  readonly stored: number;
  /** Whether every stored move still replays to its stored state hash. */
  readonly replays: boolean;
  readonly seconds: number;
}

/** Runs `trials` kill -9 trials on one data folder and counts acknowledged moves that went missing. */
export async function runKillTrials(
  trials: number,
  dataDir: string,
  onTrial?: (i: number, t: TrialResult) => void,
): Promise<SoakReport> {
  const child = await bundleTrialChild('serve-child');
  const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mob-soak-renderer-'));
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Mob Night</title>');
  let acked = 0;
  let lost = 0;
  let trialsWithLoss = 0;
  let killedBeforePlaying = 0;
  const began = Date.now();
  for (let i = 0; i < trials; i++) {
    const fromSpawn = i % 5 === 4;
    const delay = fromSpawn ? 50 + Math.random() * 400 : 5 + Math.random() * 200;
    const t = await runTrial(child, dataDir, rendererDir, delay, fromSpawn);
    onTrial?.(i, t);
    if (t.start < 0) {
      killedBeforePlaying++;
      continue;
    }
    if (t.start < acked) {
      lost += acked - t.start;
      trialsWithLoss++;
    }
    acked = Math.max(acked, t.lastAck);
  }
  fs.rmSync(rendererDir, { recursive: true, force: true });
  fs.rmSync(child, { force: true });
  const seconds = (Date.now() - began) / 1000;
  const opened = openStore(dbPath(dataDir));
  if (!opened.ok) throw new Error(`the records did not open after the trials: ${opened.status.message}`);
  try {
    const stored = opened.store.games.list()[0]?.actionCount ?? 0;
    const replays = verifyHistory(opened.store, [diceRace]).ok;
    if (stored < acked) lost += acked - stored;
    return { trials, lost, trialsWithLoss, acknowledged: acked, killedBeforePlaying, stored, replays, seconds };
  } finally {
    opened.store.close();
  }
}
