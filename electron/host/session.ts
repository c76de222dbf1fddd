/**
 * A live match on the host: the one place where intents become state. It validates and applies
 * intents through core, persists every action before acknowledging it, pushes each watcher only
 * its own seat's view, and plays the bot seats.
 */
import {
  applyAction,
  createMatch,
  eventsFor,
  matchHash,
  seatView,
  sharedView,
  type AnyGameDef,
  type DiceSourceSpec,
  type GameEvent,
  type JsonValue,
  type Match,
  type SharedView,
  type Viewer,
} from '../../core/engine';
import type { Bot } from '../../core/bots/bot';
import type { StoredBotLevel } from '../../core/bots/levels';
import type { ApiError, BackupInfo, MatchUpdate, Push, SeatSpec } from '../../core/protocol';
import { DEFAULT_SNAPSHOT_EVERY } from '../store';
import { diskFull, MoveOutOfOrder } from '../store/problems';
import { checkStoredGame, loadTrusted, type Damage } from './history-check';
import type { GameRecord, Store } from '../store/types';
import type { ThinkAnswer, ThinkRequest } from './bot-thinker';
import type { Client } from './client';
import { logPage } from './replay';
import { SessionBots, type StoodInPlay } from './session-bots';
import { SessionClocks } from './session-clock';

/** How many of the latest moves' events a watch brings; the case file pages back through `match.log`. */
export const LOG_MOVES = 60;

/** At most this many lines told the table of no move are kept for those who watch later (see `told`). */
export const TOLD_KEPT = 40;

interface Watcher {
  readonly client: Client;
  readonly seat: number | 'spectator';
}

/**
 * A move made (`saved`: resolves once it is on disk, with null, or with the error if the disk failed it;
 * it never rejects; `events`: what it did, as stored), or refused.
 */
export type ActResult =
  | { ok: true; version: number; saved: Promise<ApiError | null>; events: readonly GameEvent[] }
  | { ok: false; error: ApiError };

export class MatchSession {
  private watchers: Watcher[] = [];
  /** When the last watcher left (ms since the epoch), or null while someone watches. */
  private idleFrom: number | null = Date.now();
  private readonly clocks: SessionClocks;
  private readonly bots: SessionBots;
  /**
   * Lines told the table of no move (a computer player taking over a seat, handing it back), each after the
   * move it followed, kept in memory only so a watch brings them too: a guest back from a drop reads in
   * their own case file what was played in their name. Never stored, so replays stay as they were.
   */
  private told: { after: number; note: GameEvent }[] = [];

  private constructor(
    readonly def: AnyGameDef,
    private readonly store: Store,
    private readonly env: SessionEnv,
    readonly record: GameRecord,
    private match: Match,
  ) {
    this.clocks = new SessionClocks({
      def,
      match: () => this.match,
      watched: () => this.watchers.length > 0,
      createdAt: () => this.record.createdAt,
      // No clock runs in an abandoned game either: its time running out would make a move in it.
      damaged: () => this.damage !== null || this.abandoned,
      expire: (seat, action) => {
        const r = this.commit(seat, action, { kind: 'seeded' });
        return r.ok ? null : r.error.message;
      },
      kept: { read: () => store.clocks.get(record.id), write: (c) => store.clocks.put(record.id, c) },
    });
    this.bots = new SessionBots({
      def,
      record,
      env,
      match: () => this.match,
      watched: () => this.watchers.length > 0,
      damaged: () => this.damage !== null,
      commit: (seat, action, note) => this.commit(seat, action, { kind: 'seeded' }, note),
    });
  }

  /** Creates a new match, writes it to the store and returns its session. */
  static create(
    def: AnyGameDef,
    store: Store,
    env: SessionEnv,
    request: {
      id: string;
      options: unknown;
      seats: SeatSpec[];
      seed: string;
      dice: 'seeded' | 'physical';
      campaignId: string | null;
    },
  ): { ok: true; session: MatchSession } | { ok: false; error: ApiError } {
    const start = createMatch(def, { options: request.options, seats: request.seats.length, seed: request.seed });
    if (!start.ok) return { ok: false, error: toApiError(start.error) };
    const { match, events, random } = start.value;
    const record = store.games.create(
      {
        id: request.id,
        gameId: def.id,
        engineVersion: def.engineVersion,
        options: match.setup.options,
        seats: request.seats,
        seed: request.seed,
        diceMode: request.dice,
        campaignId: request.campaignId,
        setupRandom: random,
        setupEvents: events,
      },
      { seq: 0, match, hash: matchHash(match) },
    );
    return { ok: true, session: new MatchSession(def, store, env, record, match) };
  }

  /**
   * Rebuilds a stored match, checking every move from the start against the state hash stored
   * with it (see history-check.ts). A damaged game opens read-only at its last sound move, with
   * `damage` saying where; nothing is written to it and no one can move in it.
   */
  static load(
    def: AnyGameDef,
    store: Store,
    env: SessionEnv,
    record: GameRecord,
    /** The game's stored bytes are those last found sound: open from the newest snapshot. */
    trusted = false,
  ): { ok: true; session: MatchSession } | { ok: false; error: ApiError } {
    const checked = trusted ? loadTrusted(def, store, record) : checkStoredGame(def, store, record);
    if (!checked)
      return {
        ok: false,
        error: {
          code: 'GAME_DAMAGED',
          message: 'This game is damaged from its very start, so it cannot be shown. A backup may still have it.',
        },
      };
    const { match, damage } = checked;
    // A crash between saving the last move and marking the game finished is repaired here.
    const outcome = def.outcome(match.state);
    if (!damage && outcome && record.status === 'active') {
      store.games.setStatus(record.id, 'finished', {
        ...outcome,
        winners: [...outcome.winners],
        scores: [...outcome.scores],
      });
    }
    const session = new MatchSession(def, store, env, record, match);
    session.damage = damage;
    return { ok: true, session };
  }

  /** Where a stored game is damaged; null for a sound one. A damaged game is read-only. */
  damage: Damage | null = null;
  /** The backups holding this game sound past the damaged move (set by the host), offered to restore it from. */
  damageBackups: BackupInfo[] = [];

  /** Abandoned in History: shown as it was left, nobody asked anything (the host reopens it so when it is). */
  get abandoned(): boolean {
    return this.record.status === 'abandoned';
  }

  get id(): string {
    return this.record.id;
  }

  get version(): number {
    return this.match.version;
  }

  isBot(seat: number): boolean {
    return this.bots.isBot(seat);
  }

  /** How many moves the seat may make now (0 when it has no decision). */
  choices(seat: number): number {
    return this.def.legal(this.match.state, seat)?.length ?? 0;
  }

  /**
   * Lets a bot play a human seat while its person is away (level), or hands the seat back (null).
   * The stored seat stays the person's; the bot's moves are recorded like any other. Answers what the
   * stand-in played, when handing back.
   */
  standIn(seat: number, level: StoredBotLevel | null): StoodInPlay {
    return this.bots.standIn(seat, level);
  }

  /** A line for every watcher's case file, of no move (a computer player taking over a seat): never stored. */
  tell(note: GameEvent): void {
    const version = this.match.version;
    // Only lines a watch could still bring (of its latest moves) are kept, and not too many of them.
    this.told = [...this.told.filter((t) => t.after > version - LOG_MOVES), { after: version, note }].slice(-TOLD_KEPT);
    this.broadcast([note]);
  }

  standingIn(seat: number): StoredBotLevel | null {
    return this.bots.standingIn(seat);
  }

  watch(client: Client, seat: number | 'spectator'): MatchUpdate | ApiError {
    if (seat !== 'spectator' && (seat < 0 || seat >= this.record.seats.length)) {
      return { code: 'NO_SUCH_SEAT', message: `There is no seat ${seat + 1} in this game.` };
    }
    if (!this.watchers.some((w) => w.client === client && w.seat === seat)) this.watchers.push({ client, seat });
    this.idleFrom = null;
    this.bots.schedule();
    this.clocks.schedule();
    // The latest moves' events come from the store, redacted for this seat; older ones are paged on request.
    const page = logPage(this.store, this.record, seat, this.match.version + 1, LOG_MOVES);
    return {
      ...this.update(
        seat,
        page.entries.flatMap((e) => [...e.events, ...this.toldAfter(e.seq, seat)]),
        true,
      ),
      logFrom: page.entries[0]?.seq ?? 0,
    };
  }

  /** The lines told after move `seq`, as `seat` may see them (they are public, but each is filtered all the same). */
  private toldAfter(seq: number, seat: number | 'spectator'): MatchUpdate['events'] {
    const notes = this.told.filter((t) => t.after === seq).map((t) => t.note);
    return notes.length === 0 ? [] : plainFor(notes, seat);
  }

  unwatch(client: Client, seat?: number | 'spectator'): void {
    this.watchers = this.watchers.filter((w) => w.client !== client || (seat !== undefined && w.seat !== seat));
    if (this.watchers.length === 0 && this.idleFrom === null) this.idleFrom = Date.now();
  }

  /**
   * Whether the host may let this session go to free its memory: nobody has watched it for `idleMs`
   * and nothing of it lives only here (a computer player standing in for someone who dropped).
   * A released game is loaded again from the records when it is next opened.
   */
  releasable(now: number, idleMs: number): boolean {
    return this.idleFrom !== null && now - this.idleFrom >= idleMs && this.bots.standInCount === 0;
  }

  /** Who is watching, and as which seat. */
  watching(): Watcher[] {
    return [...this.watchers];
  }

  get watcherCount(): number {
    return this.watchers.length;
  }

  /**
   * Applies an intent from a human seat. The action is durable once `saved` resolves (answer then). `supplied`: the
   * seat's own values for the dice its game lets it supply (an aimed shot); a person always supplies those,
   * so none sent for one is answered with DICE_NEEDED. Bots never supply (`commit` without them).
   */
  act(
    seat: number,
    version: number,
    action: JsonValue,
    typedDice: readonly number[] | undefined,
    supplied: readonly number[] = [],
  ): ActResult {
    if (this.damage) return { ok: false, error: damagedError(this.damage) };
    if (this.record.status === 'abandoned')
      return {
        ok: false,
        error: { code: 'GAME_ABANDONED', message: 'This game was abandoned; it can be replayed but not played on.' },
      };
    if (this.isBot(seat))
      return { ok: false, error: { code: 'SEAT_IS_BOT', message: 'That seat is played by the computer.' } };
    if (version !== this.match.version) {
      return {
        ok: false,
        error: {
          code: 'STALE',
          message: 'The table changed before your move arrived; here is the current position. Please try again.',
        },
      };
    }
    const source: DiceSourceSpec =
      this.record.diceMode === 'physical'
        ? { kind: 'physical', typed: typedDice ?? [], supplied }
        : { kind: 'seeded', supplied };
    return this.commit(seat, action, source);
  }

  /** Sends a fresh view to the given client's watchers (after a stale intent, or on reconnect). */
  resync(client: Client): void {
    for (const w of this.watchers)
      if (w.client === client) w.client.send({ push: 'match.update', data: this.update(w.seat, []) });
  }

  close(): void {
    this.bots.close();
    this.clocks.stop();
    this.watchers = [];
  }

  /**
   * Makes a move: applied, sent to every watcher, committed, and made durable off this thread (`saved`);
   * the mover is answered only once it is saved. The others hear of it at once (a guest on the network
   * need not wait for the disk), and the host goes on with the next message while the disk syncs. A move
   * that cannot be committed is taken back, and everyone who saw it gets the position before it. Should
   * the host die during the sync, everyone rejoins at the last saved move, as after any restart; the
   * mover was never told the move was made.
   *
   * `note` is a line for the table's log only (a bot's reason), never stored with the move.
   */
  private commit(seat: number, action: JsonValue, source: DiceSourceSpec, note?: GameEvent): ActResult {
    // The action is parsed by the kernel; the new state is checked to be plain JSON in the same walk
    // that hashes it, rather than in a walk of its own.
    const step = applyAction(this.def, this.match, seat, action, source, { checkJson: false });
    if (!step.ok) return { ok: false, error: toApiError(step.error) };
    const before = this.match;
    const next = step.value.match;
    this.match = next;
    // Who decides next is worked out once, for the clock and for every seat's update.
    const shared = sharedView(this.def, next);
    this.clocks.schedule(shared.pending);
    // A computer player's reason comes before what its move did, as a person says what they are about to do.
    // An update that cannot be worked out (a rules bug) leaves the move unmade, as a state that is not
    // plain JSON does below: else the table would play on from a move never saved.
    try {
      this.broadcast(note ? [note, ...step.value.events] : step.value.events, false, shared);
    } catch (e) {
      this.takeBack(before);
      throw e;
    }
    // The hash (which also checks the new state is plain JSON) is the store's: worked out once the
    // others have the move. A state that is not plain JSON (a rules bug) is taken back for everyone,
    // and the error goes on to the host, which logs it and answers without its details.
    let hash: string;
    try {
      hash = matchHash(next, { checkJson: true });
    } catch (e) {
      this.takeBack(before);
      throw e;
    }
    let synced: Promise<void>;
    try {
      synced = this.store.actions.appendAsync(
        this.id,
        { seq: next.version, seat, action, random: step.value.random, events: step.value.events, stateHash: hash },
        next.version % DEFAULT_SNAPSHOT_EVERY === 0 ? { seq: next.version, match: next, hash } : undefined,
      );
    } catch (e) {
      if (e instanceof MoveOutOfOrder) return this.changedElsewhere(before, e);
      const why = unsavedWhy(e);
      this.takeBack(before, why);
      return {
        ok: false,
        error: {
          code: 'STORE_FAILED',
          message: `The move could not be saved, so it was not made: ${why}`,
        },
      };
    }
    const outcome = this.def.outcome(next.state);
    if (outcome) {
      // The move itself is already durable; should marking the game finished fail, `load` repairs it.
      try {
        this.store.games.setStatus(this.id, 'finished', {
          ...outcome,
          winners: [...outcome.winners],
          scores: [...outcome.scores],
        });
      } catch (e) {
        console.error('Mob Night: could not mark the game finished', e);
      }
    }
    this.bots.schedule();
    const saved = synced.then(
      () => null,
      (e: unknown): ApiError => {
        console.error('Mob Night: the disk did not confirm a move as saved', e);
        return {
          code: 'STORE_FAILED',
          message: `The move was made, but the disk did not confirm it was saved: ${unsavedWhy(e)}`,
        };
      },
    );
    return { ok: true, version: next.version, saved, events: step.value.events };
  }

  /**
   * The records hold moves of this game this host never made (another copy of Mob Night played it): the
   * move is taken back, the table is told in plain words, and the host loads the game again from the
   * records (`SessionEnv.outdated`), so every screen gets the game as it now stands. The ids and move
   * numbers go to the log only.
   */
  private changedElsewhere(before: Match, e: MoveOutOfOrder): ActResult {
    console.error(`Mob Night: the records refused a move, so the game is read again from them: ${e.message}`);
    this.takeBack(before, CHANGED_ELSEWHERE_WHY);
    this.env.outdated?.(this.id);
    return { ok: false, error: { code: 'CHANGED_ELSEWHERE', message: CHANGED_ELSEWHERE } };
  }

  /** A move everyone has seen is taken back: everyone gets the position before it again. */
  private takeBack(before: Match, why?: string): void {
    this.match = before;
    this.clocks.schedule();
    this.broadcast([], true, undefined, why);
  }

  /**
   * Sends every watcher its seat's update. Each seat watched (the spectators share one) has its view
   * worked out, and its text written out for the socket clients, once; and all of them are made before
   * the first is sent, so the sends go out back to back and the last watcher hears of the move about as
   * soon as the first.
   */
  private broadcast(
    events: readonly GameEvent[],
    rewound = false,
    shared: SharedView = sharedView(this.def, this.match),
    unsaved?: string,
  ): void {
    const made = new Map<number | 'spectator', { push: Push; text: string | null }>();
    const frames: { client: Client; push: Push; text: string | null }[] = [];
    for (const w of this.watchers) {
      let seatUpdate = made.get(w.seat);
      if (!seatUpdate) {
        const update = this.update(w.seat, events, false, shared);
        seatUpdate = {
          push: {
            push: 'match.update',
            data: rewound ? { ...update, rewound: true, ...(unsaved ? { unsaved } : {}) } : update,
          },
          text: null,
        };
        made.set(w.seat, seatUpdate);
      }
      // A socket client takes the text, written out once for every socket watching this seat.
      if (w.client.sendText) seatUpdate.text ??= JSON.stringify(seatUpdate.push);
      frames.push({ client: w.client, push: seatUpdate.push, text: w.client.sendText ? seatUpdate.text : null });
    }
    for (const f of frames) {
      if (f.text !== null && f.client.sendText) f.client.sendText(f.text);
      else f.client.send(f.push);
    }
  }

  /** `redacted`: the events are already as this seat may see them. */
  private update(
    seat: number | 'spectator',
    events: readonly GameEvent[] | MatchUpdate['events'],
    redacted = false,
    shared?: SharedView,
  ): MatchUpdate {
    const viewer: Viewer = seat;
    const v = seatView(this.def, this.match, viewer, shared);
    // An abandoned game asks nobody anything: a table showing it has no "Your move" and no button to press.
    const open = !this.abandoned;
    return {
      matchId: this.id,
      gameId: this.def.id,
      seat,
      version: v.version,
      view: v.view,
      pending: open ? v.pending.map((p) => this.clocks.decorate(p)) : [],
      legal: open && v.legal ? [...v.legal] : null,
      anytime: open && v.anytime ? [...v.anytime] : null,
      outcome: v.outcome ? { ...v.outcome, winners: [...v.outcome.winners], scores: [...v.outcome.scores] } : null,
      events: redacted ? [...(events as MatchUpdate['events'])] : plainFor(events as readonly GameEvent[], viewer),
      ...(open ? {} : { abandoned: true as const }),
      ...(this.damage
        ? {
            damage: {
              atMove: this.damage.atMove,
              message: damageMessage(this.damage, this.damageBackups.length > 0),
              backups: this.damageBackups,
            },
          }
        : {}),
    };
  }

  /**
   * Stops or restarts the decision clock for the whole table (G-6.91: a claimed illegal move stops the
   * clock while it is settled). Only someone holding a seat at this match may do it.
   */
  pauseClock(client: Client, paused: boolean): { paused: boolean; remainingMs: number } | ApiError {
    if (!this.watchers.some((w) => w.client === client && w.seat !== 'spectator'))
      return { code: 'NOT_AT_TABLE', message: 'Only a player at this table can stop or start its clock.' };
    const r = this.clocks.pause(paused);
    if ('code' in r) return r;
    if (r.changed) this.broadcast([]);
    return { paused: r.paused, remainingMs: r.remainingMs };
  }
}

/** The events `viewer` may see, as an update carries them. */
function plainFor(events: readonly GameEvent[], viewer: Viewer): MatchUpdate['events'] {
  return eventsFor(events, viewer).map(({ type, text, clause, data }) => ({
    type,
    text,
    ...(clause ? { clause } : {}),
    ...(data ? { data } : {}),
  }));
}

/** What the table says about a damaged game, in plain words. */
export function damageMessage(d: Damage, canRestore: boolean): string {
  const where =
    d.atMove <= 1
      ? `Its first move is damaged (${d.reason}), so it can only be looked at from the start.`
      : `Move ${d.atMove} is damaged (${d.reason}), so the game is shown as it stood after move ${d.atMove - 1}, read-only.`;
  return `${where} ${canRestore ? 'A backup still has this game: restore it from there to play on.' : 'No backup has this game past that move.'}`;
}

/** The refusal for a move in a damaged game. */
export function damagedError(d: Damage): ApiError {
  return {
    code: 'GAME_DAMAGED',
    message: `This game's records are damaged at move ${d.atMove}, so it can only be looked at up to the move before. Restore it from a backup to play on.`,
  };
}

/** What a session needs from the host beyond the game and the store. */
export interface SessionEnv {
  /** The bot for a game and level. */
  readonly bot: (gameId: string, level: StoredBotLevel) => Bot;
  /**
   * Works a searching (Hard) bot's decision out off the event loop (the worker of bot-thinker.ts);
   * without it, and for the other levels, bots decide in-process at once.
   */
  readonly think?: (request: ThinkRequest) => Promise<ThinkAnswer>;
  /** How long a searching bot may think per decision, in ms (default 750). */
  readonly thinkMs?: number;
  /** A pause before each bot decision, so people can follow the play (0 in tests). */
  readonly botDelayMs: number;
  /** How long a bot waits before trying a move again that could not be saved (default `SAVE_RETRY_MS`). */
  readonly saveRetryMs?: number;
  /** The records hold moves this session never made: the host loads game `matchId` again from them. */
  readonly outdated?: (matchId: string) => void;
}

/** Said with the taken-back position (the table's notice) when the records had moved on without this host. */
export const CHANGED_ELSEWHERE_WHY =
  'this game was changed from another window or computer. The table has been brought up to date.';
/** The answer to the move itself, shown beside the control that made it. */
export const CHANGED_ELSEWHERE =
  'This game was changed from another window or computer, so your move was not made. The table has been brought up to date: have a look, then play again.';

export function toApiError(e: {
  code: string;
  message: string;
  clause?: string;
  needed?: ApiError['needed'];
}): ApiError {
  return {
    code: e.code,
    message: e.message,
    ...(e.clause ? { clause: e.clause } : {}),
    ...(e.needed ? { needed: e.needed } : {}),
  };
}

/**
 * Why a move could not be saved, in words a person can act on where the reason is known: a full disk
 * (SQLite's or the system's word for it) asks for room, the rest says what the system said.
 */
export function unsavedWhy(e: unknown): string {
  if (diskFull(e)) return 'the disk is full. Make some room on it, then play on.';
  return e instanceof Error ? e.message : String(e);
}
