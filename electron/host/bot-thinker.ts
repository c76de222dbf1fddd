/**
 * Computer players think off the host's event loop: each decision is worked out in a worker thread
 * (`bot-worker.ts`), so the table keeps answering people while a Hard bot searches, and a person's move
 * made meanwhile is never held up (the session drops a decision whose position has moved on). Should
 * the worker not start (a platform without worker threads), the same code runs in-process instead.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { botLevel, type StoredBotLevel } from '../../core/bots/levels';
import type { JsonValue } from '../../core/engine/json';
import type { RngState } from '../../core/engine/rng';
import type { GameRegistry } from '../../core/games';

/** One decision to think about: exactly what the host sends the bot's seat, and its PRNG. */
export interface ThinkRequest {
  readonly gameId: string;
  readonly level: StoredBotLevel;
  readonly seat: number;
  readonly view: JsonValue;
  readonly legal: readonly JsonValue[];
  readonly anytime: readonly JsonValue[];
  readonly rng: RngState;
  /** How long a searching bot may think, in ms. */
  readonly budgetMs: number;
}

export interface ThinkAnswer {
  readonly action: JsonValue | null;
  readonly rng: RngState;
  /** The bot's one-line reason, when it gave one. */
  readonly reason: string | null;
  readonly ms: number;
}

/** Asks the registry's bot; the work the worker does, and the in-process fallback. */
export function thinkNow(
  registry: GameRegistry,
  r: ThinkRequest,
  now: () => number = () => performance.now(),
): ThinkAnswer {
  const started = now();
  const explain: { reason?: string } = {};
  const [action, rng] = registry.bot(
    r.gameId,
    botLevel(r.level),
  )({
    view: r.view,
    seat: r.seat,
    legal: r.legal,
    anytime: r.anytime,
    rng: r.rng,
    budget: { now, ms: r.budgetMs },
    explain,
  });
  return { action: action ?? null, rng, reason: explain.reason ?? null, ms: now() - started };
}

/** The worker's entry file: the bundle's own beside the main bundle, else the TypeScript source (tsx). */
function workerFile(): URL {
  const here = import.meta.url;
  return here.endsWith('.cjs') ? new URL('./bot-worker.cjs', here) : new URL('./bot-worker.ts', here);
}

/** tsx's registration API, for a worker started from the TypeScript source. */
function tsxApi(): string {
  // require.resolve finds the CommonJS build; the worker imports the ES module beside it.
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
}

interface Waiting {
  readonly request: ThinkRequest;
  readonly resolve: (a: ThinkAnswer) => void;
  readonly reject: (e: Error) => void;
}

/** What the worker says of one decision: the answer, or why the bot could not give one. */
type WorkerReply = { id: number; answer: ThinkAnswer } | { id: number; error: string };

export class BotThinker {
  private worker: Worker | null = null;
  private broken = false;
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly registry: GameRegistry,
    private readonly file: URL = workerFile(),
  ) {}

  /**
   * Works out one decision in the worker (started on first use). Always settles: a bot that fails on the
   * decision, in the worker or here, rejects with what went wrong, so its table is never left waiting.
   */
  think(request: ThinkRequest): Promise<ThinkAnswer> {
    return new Promise((resolve, reject) => {
      const worker = this.start();
      if (!worker) {
        resolve(thinkNow(this.registry, request));
        return;
      }
      const id = this.next++;
      this.waiting.set(id, { request, resolve, reject });
      worker.postMessage({ id, request });
    });
  }

  /** Whether decisions run in the worker (false once it failed and they run in-process). */
  get inWorker(): boolean {
    return !this.broken;
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private start(): Worker | null {
    if (this.broken) return null;
    if (this.worker) return this.worker;
    try {
      const w = this.file.pathname.endsWith('.ts')
        ? // Run from source (browser mode, tests under tsx): the worker registers tsx before loading it.
          new Worker(
            `import(${JSON.stringify(tsxApi())}).then((t) => { t.register(); return import(${JSON.stringify(this.file.href)}); });`,
            { eval: true },
          )
        : new Worker(this.file);
      w.unref();
      w.on('message', (m: WorkerReply) => {
        const job = this.waiting.get(m.id);
        this.waiting.delete(m.id);
        if ('answer' in m) job?.resolve(m.answer);
        else job?.reject(new Error(`the computer player could not decide: ${m.error}`));
      });
      w.on('error', (e) => this.fail(e));
      w.on('exit', (code) => {
        if (this.worker === w && (code !== 0 || this.waiting.size > 0))
          this.fail(new Error(`the bot worker stopped (${code})`));
      });
      this.worker = w;
      return w;
    } catch (e) {
      this.fail(e as Error);
      return null;
    }
  }

  /** The worker is gone: what it was thinking about is worked out here instead, and so is all that follows. */
  private fail(e: Error): void {
    if (!this.broken) console.error(`Mob Night: computer players think in-process (${e.message})`);
    this.broken = true;
    this.worker = null;
    const jobs = [...this.waiting.values()];
    this.waiting.clear();
    for (const j of jobs) {
      try {
        j.resolve(thinkNow(this.registry, j.request));
      } catch (failed) {
        j.reject(failed instanceof Error ? failed : new Error(String(failed)));
      }
    }
  }
}
