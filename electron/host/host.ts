/**
 * The host: owns the store and the live matches, and answers every API call. The same object
 * serves Electron IPC, the browser-mode WebSocket and (later) LAN peers; each transport validates
 * nothing itself beyond the envelope, because `handle` validates every payload against the protocol.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { AnyGameDef, GameEvent } from '../../core/engine';
import type { Aid, GameReview } from '../../core/engine/module';
import {
  BOT_PACE_MS,
  DEFAULT_SETTINGS,
  parseParams,
  repeatedSeatNames,
  type ApiError,
  type Envelope,
  type GameSummary,
  type Method,
  type Params,
  type Push,
  type SeatPerson,
  type StoreStatus,
} from '../../core/protocol';
import { BackupRefused } from '../store';
import type { OpenResult, Store } from '../store/types';
import { ApiFailure, fail, type Handler, type ResultParams } from './api-failure';
import { Seeker } from './replay';
import type { Client } from './client';
import { backupsHolding, repairFromBackup, soundGames } from './history-check';
import { filingProblem } from './past-games';
import { addClash, renameClash } from './roster';
import { recordHandlers, summaryOf, type RecordMethod, type RecordsContext } from './records-api';
import { lanValue, type LanControl } from './lan-control';
import { MatchSession, type SessionEnv } from './session';
import type { StoodInPlay } from './session-bots';
import { legalRandomBot } from '../../core/bots/bot';
import type { BotLevel, StoredBotLevel } from '../../core/bots/levels';

/**
 * A new game's deal when the lobby asks for none: sixteen digits a family can read out in fours, too many
 * to find by trying each against the cards a seat holds (core/protocol/deal.ts).
 */
const newDeal = (): string =>
  `${randomInt(10_000_000, 100_000_000)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** How long a live game nobody watches is kept in memory. */
export const DEFAULT_IDLE_MS = 10 * 60_000;

export interface HostOptions {
  readonly games: readonly AnyGameDef[];
  /** Computer opponents by game and level; the legal-random bot where a game has none. */
  readonly bot?: SessionEnv['bot'];
  /** The levels each game has a bot for, listed with the games (default: the legal-random bot only). */
  readonly botLevels?: (gameId: string) => readonly BotLevel[];
  /** Bots think in a worker thread with this (electron/host/bot-thinker.ts); in-process without it. */
  readonly think?: SessionEnv['think'];
  /** How long a searching bot may think per decision, in ms. */
  readonly thinkMs?: number;
  /** Called when the host closes (stops the bot worker). */
  readonly onClose?: () => void;
  /**
   * A pause before each bot decision, so people can follow the play: a fixed number of ms (default 0), or
   * 'settings' for the pace the family chose in Settings (`botPace`), read at each decision.
   */
  readonly botDelayMs?: number | 'settings';
  /** How long a computer player waits to try again a move that could not be saved (default 5 s). */
  readonly saveRetryMs?: number;
  /** A game's plots and progress words (core/engine/module.ts), where it has them. */
  readonly review?: (gameId: string) => GameReview<unknown> | undefined;
  /**
   * A live game nobody has watched for this long is let go to free its memory (default 10 minutes); it
   * is loaded again from the records when next opened. Checked every `idleMs / 4`.
   */
  readonly idleMs?: number;
  /** Player aids by game id and aid id. */
  readonly aids?: Readonly<Record<string, Readonly<Record<string, Aid>>>>;
  readonly mode: 'electron' | 'browser';
  readonly version: string;
  readonly dataDir: string;
  /** Opens the records file; called at start and after a recovery. */
  readonly open: () => OpenResult;
  /** Moves a broken records file aside and restores a backup or starts anew. */
  readonly recover: (choice: Params<'store.recover'>) => OpenResult;
}

export class Host {
  private store: Store | null = null;
  private status: StoreStatus;
  private readonly sessions = new Map<string, MatchSession>();
  private readonly clients = new Set<Client>();
  private readonly games: ReadonlyMap<string, AnyGameDef>;

  private readonly env: SessionEnv;
  private lanControl: LanControl | null = null;
  /** Positions of stored games at any step (for replays); rebuilt with the store. */
  private seeker: Seeker | null = null;
  /** What History's and the replay viewer's calls need of this host (records-api.ts). */
  private readonly records: RecordsContext;
  /** Every call's handler: the records' (records-api.ts) and the live table's (below). */
  private readonly handlers: { [M in Method]: Handler<M> };

  constructor(private readonly options: HostOptions) {
    this.games = new Map(options.games.map((g) => [g.id, g]));
    this.records = {
      games: this.games,
      requireStore: () => this.requireStore(),
      seeker: () => this.seeker,
      review: (gameId) => this.options.review?.(gameId),
      release: (matchId) => {
        this.sessions.get(matchId)?.close();
        this.sessions.delete(matchId);
      },
      abandoned: (matchId) => {
        const s = this.sessions.get(matchId);
        if (!s) return;
        if (s.watcherCount === 0) {
          s.close();
          this.sessions.delete(matchId);
          return;
        }
        this.reload(matchId);
      },
    };
    this.handlers = { ...this.ownHandlers, ...recordHandlers(this.records) };
    const delay = options.botDelayMs ?? 0;
    const paced = (): number => {
      try {
        return BOT_PACE_MS[this.store?.settings.get().botPace ?? DEFAULT_SETTINGS.botPace];
      } catch {
        return BOT_PACE_MS[DEFAULT_SETTINGS.botPace]; // records that cannot be read: the usual pace
      }
    };
    this.env = {
      bot: options.bot ?? (() => legalRandomBot),
      get botDelayMs() {
        return delay === 'settings' ? paced() : delay;
      },
      ...(options.think ? { think: options.think } : {}),
      ...(options.thinkMs !== undefined ? { thinkMs: options.thinkMs } : {}),
      ...(options.saveRetryMs !== undefined ? { saveRetryMs: options.saveRetryMs } : {}),
      // Once the move that found out has been answered, not in the middle of making it.
      outdated: (matchId) => void Promise.resolve().then(() => this.reload(matchId)),
    };
    this.status = this.adopt(options.open());
    const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.sweeper = setInterval(() => this.releaseIdle(idleMs), Math.max(10, idleMs / 4));
    this.sweeper.unref();
  }

  private readonly sweeper: ReturnType<typeof setInterval>;

  /** Lets go of the live games nobody has watched for `idleMs` (see `MatchSession.releasable`). */
  releaseIdle(idleMs: number, now = Date.now()): string[] {
    const released: string[] = [];
    for (const [id, s] of this.sessions) {
      if (!s.releasable(now, idleMs)) continue;
      s.close();
      this.sessions.delete(id);
      released.push(id);
    }
    return released;
  }

  /** The ids of the games held live in memory now. */
  liveGames(): string[] {
    return [...this.sessions.keys()];
  }

  /**
   * Answers one API call. Never throws and never rejects: the params are checked against their
   * limits and schema first, and anything unexpected becomes an INTERNAL answer that says nothing
   * about the game (no other seat's secrets can leak through an error) and is logged here.
   */
  async handle(method: Method, rawParams: unknown, client: Client): Promise<Envelope> {
    try {
      const parsed = parseParams(method, rawParams);
      if (!parsed.ok) return { ok: false, error: parsed.error };
      return await this.handleChecked(method, parsed.value as never, client);
    } catch (e) {
      return this.failed(method, e);
    }
  }

  /**
   * Answers a call whose params were already checked against their schema (or, for a move, read by
   * hand to the same values: fast-move.ts). Never throws and never rejects, like `handle`.
   */
  async handleChecked<M extends Method>(method: M, params: ResultParams<M>, client: Client): Promise<Envelope> {
    try {
      const handler = this.handlers[method] as unknown as Handler<M>;
      return { ok: true, result: await handler(params, client) };
    } catch (e) {
      return this.failed(method, e);
    }
  }

  private failed(method: Method, e: unknown): Envelope {
    if (e instanceof ApiFailure) return { ok: false, error: e.apiError };
    return { ok: false, error: this.internalError(typeof method === 'string' ? method : 'a call', e) };
  }

  /** Logs an unexpected error with a reference and returns the plain answer for the client. */
  internalError(what: string, e: unknown): ApiError {
    const ref = randomUUID().slice(0, 8);
    try {
      console.error(`Mob Night: ${what.slice(0, 40)} failed unexpectedly (reference ${ref})`, e);
    } catch {
      // Logging must never be what brings the host down.
    }
    return {
      code: 'INTERNAL',
      message: `Something went wrong inside Mob Night (reference ${ref}). Nothing was changed.`,
    };
  }

  connect(client: Client): void {
    this.clients.add(client);
  }

  disconnect(client: Client): void {
    this.clients.delete(client);
    for (const s of this.sessions.values()) s.unwatch(client);
  }

  /** Gives this host its network table (the controller needs the host, so it is attached after). */
  attachLan(control: LanControl): void {
    this.lanControl = control;
  }

  /** Brings back a network table that was on when this host last stopped. */
  async resumeLan(): Promise<void> {
    await this.lanControl?.resume();
  }

  private lan(): LanControl {
    return (
      this.lanControl ??
      fail('LAN_UNAVAILABLE', 'Game night on the network is not available in this way of running Mob Night.')
    );
  }

  /**
   * Lets a bot play a human seat of a live match while its person is away, or hands it back (null).
   * Used by the LAN table; nothing about it is stored, so replays are unchanged.
   */
  standIn(matchId: string, seat: number, level: StoredBotLevel | null): StoodInPlay {
    return this.session(matchId).standIn(seat, level);
  }

  /** A line for the case file of everyone watching a live match, of no move (never stored). */
  tellTable(matchId: string, note: GameEvent): void {
    this.session(matchId).tell(note);
  }

  /** Sends this computer's own screens a push (never a guest at the network table). */
  pushLocal(push: Push): void {
    for (const c of this.clients) if (!c.remote) c.send(push);
  }

  /** A seat a guest plays on their own device: this computer's screens stop watching it. */
  leaveToGuest(matchId: string, seat: number): void {
    const s = this.sessions.get(matchId);
    for (const w of s?.watching() ?? []) if (w.seat === seat && !w.client.remote) s?.unwatch(w.client, seat);
  }

  /** The game of a network table as its guests may see it in a list: the same summary History shows. */
  tableSummary(matchId: string): GameSummary | null {
    const g = this.store?.games.get(matchId);
    return g ? summaryOf(this.records, g) : null;
  }

  /** This computer's screens may not watch or play a seat a guest holds on another device. */
  private notElsewhere(client: Client, matchId: string, seat: number): void {
    if (!client.remote && this.lanControl?.heldElsewhere(matchId, seat))
      fail(
        'PLAYED_ELSEWHERE',
        `Seat ${seat + 1} is played on another device tonight, so this screen does not show it. Take the seat back on the network screen to play it here.`,
      );
  }

  /** The seat count of a stored game, or null when there is no such game. */
  seatCount(matchId: string): number | null {
    return this.store?.games.get(matchId)?.seats.length ?? null;
  }

  /** The current store, for the CLI and tests. */
  get currentStore(): Store | null {
    return this.store;
  }

  get storeStatus(): StoreStatus {
    return this.status;
  }

  /**
   * Backs up the records (kept rotating) — at start, at quit — but only when every stored game
   * still replays to its saved positions: a copy of damage would push a good backup out of the
   * rotation. (The store itself refuses a file that fails SQLite's quick_check.)
   */
  backup(): Promise<void> {
    const run = this.backupNow();
    // `store.backups` waits for a copy under way (the one at start runs in the background).
    this.backingUp = run.catch(() => undefined);
    return run;
  }

  /** The copy under way, if any (settled either way). */
  private backingUp: Promise<void> = Promise.resolve();

  private async backupNow(): Promise<void> {
    const store = this.store;
    if (!store) return;
    for (const record of store.games.list()) {
      const sound = soundGames(store, this.games, record);
      if (!sound.ok) {
        // The day the game began, on this computer's calendar, as History shows it.
        const day = new Date(record.createdAt).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        });
        throw new BackupRefused(
          `The ${this.games.get(record.gameId)?.name ?? 'stored'} game begun on ${day} is damaged at move ${sound.atMove}, so the records were not backed up; the earlier backups are kept.`,
        );
      }
      await new Promise((ok) => setImmediate(ok)); // let other work run between games
    }
    await store.backup();
  }

  close(): void {
    const lan = this.lanControl;
    this.lanControl = null;
    if (lan)
      void lan.close().catch((e: unknown) => console.error('Mob Night: the network table did not close cleanly', e));
    clearInterval(this.sweeper);
    for (const s of this.sessions.values()) s.close();
    this.sessions.clear();
    this.store?.close();
    this.store = null;
    this.options.onClose?.();
  }

  /**
   * The store status as a client sees it. A browser tab gets the records file's name without the
   * folder it sits in (the person who started browser mode sees the full path in the terminal).
   */
  private shownStatus(): StoreStatus {
    if (this.options.mode === 'electron') return this.status;
    const full = this.status.path;
    const name = basename(full);
    return { ...this.status, path: name, ...redactMessage(this.status, full, name) };
  }

  private adopt(result: OpenResult): StoreStatus {
    this.store = result.ok ? result.store : null;
    this.seeker = result.ok ? new Seeker(result.store) : null;
    return result.status;
  }

  /**
   * Loads a live game again from the records, and sends every screen watching it the game as it now
   * stands (a watch answer: its case file whole again).
   */
  private reopen(s: MatchSession): MatchSession {
    const watchers = s.watching();
    s.close();
    this.sessions.delete(s.id);
    const fresh = this.session(s.id);
    for (const w of watchers) {
      const u = fresh.watch(w.client, w.seat);
      if (!('code' in u)) w.client.send({ push: 'match.update', data: u });
    }
    return fresh;
  }

  /** After the records refused a move of a game another copy of Mob Night had played on (session.ts). */
  private reload(matchId: string): void {
    const s = this.sessions.get(matchId);
    if (!s) return;
    try {
      this.reopen(s);
    } catch (e) {
      console.error(`Mob Night: game ${matchId} could not be read again from the records`, e);
    }
  }

  private requireStore(): Store {
    if (!this.store)
      fail('STORE_UNAVAILABLE', 'The records file could not be opened. Restore a backup or start a new file first.');
    return this.store;
  }

  private session(matchId: string): MatchSession {
    const live = this.sessions.get(matchId);
    if (live) return live;
    const store = this.requireStore();
    const record = store.games.get(matchId);
    if (!record) fail('NO_SUCH_GAME', 'That game is not in the records.');
    const def = this.games.get(record.gameId);
    if (!def)
      fail(
        'GAME_NOT_INSTALLED',
        `This game was played with "${record.gameId}", which this version of Mob Night does not have.`,
      );
    // A game whose stored bytes are unchanged since it was last found sound opens from its newest
    // snapshot; any other is checked move by move from its start.
    const digest = store.games.digest(matchId);
    const trusted = store.verified.get(matchId) === digest;
    const loaded = MatchSession.load(def, store, this.env, record, trusted);
    if (!loaded.ok) throw new ApiFailure(loaded.error);
    const damage = loaded.session.damage;
    if (!damage && !trusted) store.verified.set(matchId, digest);
    if (damage) {
      console.error(`Mob Night: game ${matchId} is damaged at move ${damage.atMove} (${damage.reason})`);
      loaded.session.damageBackups = backupsHolding(def, store, matchId, damage.atMove);
    }
    this.sessions.set(matchId, loaded.session);
    return loaded.session;
  }

  /** The seats already noted as played at this screen at a network table (noted once each). */
  private readonly notedHere = new Set<string>();

  /**
   * Whether a move this screen is about to make for `seat` says someone plays it here (History's "at
   * the host's screen"), while the game is open to the network and that is not yet noted: a choice
   * among several. A decision with one answer is answered by the screen itself (Nothing Personal's
   * forced answers), whoever sits there, so it says nothing of who does.
   */
  private choosesHere(client: Client, s: MatchSession, seat: number): boolean {
    if (client.remote || this.notedHere.has(`${s.id}:${seat}`) || !this.lanControl?.serves(s.id)) return false;
    return s.choices(seat) > 1;
  }

  /** Notes the seat's own person as playing it at this screen (once a run, once it is on file). */
  private playedHere(matchId: string, seat: number): void {
    const name = this.store?.games.get(matchId)?.seats[seat]?.name;
    if (name !== undefined && this.recordSeatPerson(matchId, seat, name, 'here'))
      this.notedHere.add(`${matchId}:${seat}`);
  }

  /**
   * Records who plays a seat (a game night on the network: a guest on their own device, or the
   * seat's person at this screen); false when it could not be. Recording is a note beside the game:
   * should it fail, play goes on.
   */
  recordSeatPerson(matchId: string, seat: number, name: string, place: SeatPerson['place']): boolean {
    try {
      this.store?.seatPersons.record(matchId, seat, name, place);
      return this.store !== null;
    } catch (e) {
      console.error('Mob Night: who plays a seat could not be recorded', e);
      return false;
    }
  }

  private readonly ownHandlers: { [M in Exclude<Method, RecordMethod>]: Handler<M> } = {
    // A browser tab (and later a LAN peer) is not told where on this computer the records live.
    'app.info': () => ({
      version: this.options.version,
      mode: this.options.mode,
      ...(this.options.mode === 'electron' ? { dataDir: this.options.dataDir } : {}),
      // A pause fixed as the app started overrides the pace chosen in Settings, which then says so.
      ...(this.options.botDelayMs !== 'settings' ? { botDelayMs: this.options.botDelayMs ?? 0 } : {}),
      store: this.shownStatus(),
    }),
    'store.status': () => this.shownStatus(),
    'store.recover': (params) => {
      if (this.status.state === 'ok') fail('STORE_OK', 'The records file is fine; there is nothing to recover.');
      if (params.choice === 'restore-backup' && !this.status.backups.some((b) => b.file === params.file))
        fail('NO_SUCH_BACKUP', 'That is not one of the listed backups; choose one of them.');
      this.status = this.adopt(this.options.recover(params));
      for (const c of this.clients) c.send({ push: 'store.status', data: this.shownStatus() });
      return this.shownStatus();
    },
    'store.backups': async () => {
      await this.backingUp;
      return this.requireStore().listBackups();
    },
    'store.backup': async () => {
      const store = this.requireStore();
      try {
        await this.backup();
      } catch (e) {
        // A refusal says why in plain words; anything else (a full disk, a folder it may not write) is
        // logged and answered without its details, which could name the records folder.
        if (e instanceof BackupRefused) fail('BACKUP_FAILED', e.message);
        throw e;
      }
      return store.listBackups();
    },
    'games.list': () =>
      [...this.games.values()].map((g) => ({
        id: g.id,
        name: g.name,
        minSeats: g.minSeats,
        maxSeats: g.maxSeats,
        engineVersion: g.engineVersion,
        botLevels: [...(this.options.botLevels?.(g.id) ?? ['random' as const])],
      })),
    'players.list': () => this.requireStore().players.list(),
    'players.add': (p) => {
      const players = this.requireStore().players;
      const clash = addClash(players.list(), p.name);
      if (clash) fail('NAME_TAKEN', clash);
      return players.add(p);
    },
    'players.update': (p) => {
      const players = this.requireStore().players;
      const clash = p.name === undefined ? null : renameClash(players.list(), p.id, p.name);
      if (clash) fail('NAME_TAKEN', clash);
      return players.update(p) ?? fail('NO_SUCH_PLAYER', 'That player is not on the roster.');
    },
    'players.remove': (p) => ({ removed: this.requireStore().players.remove(p.id) }),
    'settings.get': () => this.requireStore().settings.get(),
    'settings.update': (p) => this.requireStore().settings.update(p),
    'match.create': (p) => {
      const store = this.requireStore();
      const def =
        this.games.get(p.gameId) ?? fail('GAME_NOT_INSTALLED', 'There is no such game in this version of Mob Night.');
      const problem = filingProblem(store, p.gameId, p.campaignId ?? null);
      if (problem) fail('NO_SUCH_CAMPAIGN', problem);
      // Only a new game: one stored before this check opens and plays on as it was made.
      const sameName = repeatedSeatNames(p.seats.map((s) => s.name))[0];
      if (sameName) fail('SAME_SEAT_NAME', sameName);
      const created = MatchSession.create(def, store, this.env, {
        id: randomUUID(),
        options: p.options,
        seats: p.seats,
        seed: p.seed ?? newDeal(),
        dice: p.dice ?? 'seeded',
        campaignId: p.campaignId ?? null,
      });
      if (!created.ok) throw new ApiFailure(created.error);
      this.sessions.set(created.session.id, created.session);
      return { matchId: created.session.id };
    },
    'match.watch': (p, client) => {
      if (typeof p.seat === 'number') this.notElsewhere(client, p.matchId, p.seat);
      const r = this.session(p.matchId).watch(client, p.seat);
      if ('code' in r) throw new ApiFailure(r);
      return r;
    },
    'match.unwatch': (p, client) => {
      this.sessions.get(p.matchId)?.unwatch(client, p.seat);
      return {};
    },
    'match.repair': (p) => {
      const store = this.requireStore();
      const s = this.session(p.matchId);
      if (!s.damage) fail('NOT_DAMAGED', 'This game is not damaged; there is nothing to restore.');
      if (!s.damageBackups.some((b) => b.file === p.file))
        fail('NO_SUCH_BACKUP', 'That backup does not have this game; choose one of the backups offered.');
      const r = repairFromBackup(s.def, store, s.id, p.file);
      if (!r.ok) fail('REPAIR_FAILED', r.message);
      // Reopen it from the repaired records and show every table watching it the repaired game.
      const fresh = this.reopen(s);
      return { moves: r.moves, damaged: fresh.damage !== null };
    },
    'match.clock': (p, client) => {
      const r = this.session(p.matchId).pauseClock(client, p.paused);
      if ('code' in r) throw new ApiFailure(r);
      return r;
    },
    'aids.run': (p) => {
      const aid =
        this.options.aids?.[p.gameId]?.[p.aid] ?? fail('NO_SUCH_AID', 'There is no such player aid for that game.');
      const r = aid.run(p.params);
      if (!r.ok) fail(r.error.code, r.error.message, r.error.clause);
      return r.value;
    },
    'lan.status': () => this.lan().status(),
    'lan.start': async (p) => lanValue(await this.lan().start(p)),
    'lan.stop': async () => lanValue(await this.lan().stop()),
    'lan.seat': (p) => lanValue(this.lan().seat(p)),
    'lan.grant': (p) => lanValue(this.lan().grant(p)),
    'lan.refuse': (p) => lanValue(this.lan().refuse(p)),
    'lan.nearby': () => this.lan().nearby(),
    'lan.reach': (p) => this.lan().reach(p.address),
    'match.act': async (p, client) => {
      this.notElsewhere(client, p.matchId, p.seat);
      const s = this.session(p.matchId);
      if (s.record.status === 'abandoned')
        fail('GAME_ABANDONED', 'This game was abandoned; it can be replayed but not played on.');
      const here = this.choosesHere(client, s, p.seat);
      const r = s.act(p.seat, p.version, p.action as never, p.typedDice, p.supplied);
      if (!r.ok) {
        if (r.error.code === 'STALE') s.resync(client);
        throw new ApiFailure(r.error);
      }
      // The answer is the acknowledgement: it waits until the move is on disk.
      const unsaved = await r.saved;
      if (unsaved) throw new ApiFailure(unsaved);
      if (here) this.playedHere(p.matchId, p.seat);
      return { version: r.version };
    },
  };
}

/** A problem's message with the full path replaced by the file's name. */
function redactMessage(status: StoreStatus, full: string, name: string): { message?: string } {
  return status.state === 'problem' ? { message: status.message.split(full).join(name) } : {};
}
