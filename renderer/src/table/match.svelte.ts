/**
 * One match at this table: watches it through the host, decides whose eyes the shared screen is
 * (hot-seat, with a privacy curtain between people), keeps the case-file log and wraps `match.act`
 * so boards never deal with versions or physical dice; a refusal comes back plainly worded for the
 * board to show beside its control.
 *
 * Exactly one seat (or the spectator) is watched at a time. Switching seats unwatches the old one and
 * watches the new one, whose answer brings its own redacted log, so no seat's secrets outlive it.
 *
 * At a game night on the network the host's screen leaves out the seats guests play on their own
 * devices (`elsewhere`, from the host's network table); a guest's own page (`guest`) shows its one
 * seat, or the spectator's view, and nothing else: no passing, no curtain.
 */
import type { ApiError, GameSummary, LanStatus, MatchUpdate, Params, Push } from '@core/protocol';
import { ApiCallError, plainMessage } from '../lib/api-error';
import type { AppState } from '../lib/app.svelte';
import { tableFor } from '../games/registry';
import { linesUpTo } from './case-lines';
import { sameAsk } from './same-ask';
import { keepClockHeld, keptClockHeld } from './clock-held';
import { listed } from '@core/engine/words';
import { DiceRoll, type DiceRequest } from './dice-roll';
import {
  curtainBefore,
  decidingSeats,
  forcedAnswers,
  humanSeats,
  needsCurtain,
  nextViewer,
  clockRunsFor,
  holdEnds,
  keptWaiting,
  screenTakers,
  type Viewer,
} from './hotseat';
import type { ActOutcome } from './types';

export interface LogLine {
  readonly key: number;
  readonly text: string;
  readonly clause: string | undefined;
  /** The lines one move (one update, one stored entry) brought share this: the key of its first line. */
  readonly batch: number;
  /** The version a move's update made, for its lines (a move the host takes back takes its lines along). */
  readonly move?: number;
}

export type { DiceRequest } from './dice-roll';

/** The case file holds the whole game; this only guards memory in a game gone wild. */
const LOG_LIMIT = 20_000;
const STALE_NOTICE = 'The table changed; here is the current position.';
/** The host took a move back it could not save; `why` says what stood in the way, when it knows. */
const rewoundNotice = (why?: string): string =>
  `The host computer could not save the last move, so it was taken back${why ? `: ${why}` : '.'}`;

export class MatchState {
  status = $state<'loading' | 'ready' | 'error'>('loading');
  error = $state<string | null>(null);
  game = $state.raw<GameSummary | null>(null);

  /** Whose eyes the screen is now, and the latest update for them (null while it is on its way). */
  viewer = $state<Viewer | null>(null);
  update = $state.raw<MatchUpdate | null>(null);
  /** When `update` arrived (ms), so a decision's deadline can be counted down. */
  receivedAt = $state(0);
  log = $state.raw<readonly LogLine[]>([]);
  /** The first move whose events `log` holds (0: from the setup); earlier ones come with `earlier`. */
  logFrom = $state(0);

  /** The seat the device is being passed to; while set, nothing but the curtain is shown. */
  curtain = $state<number | null>(null);
  /**
   * The person at the screen took it over from another without the curtain (nothing of theirs was
   * secret then): their secrets stay folded, and the curtain comes down before the first screen
   * that would show one, or when they ask to see them. Lifting the curtain opens them.
   */
  locked = $state(false);
  /**
   * The curtain is for the person already at the screen (it came to them without one, or they asked to
   * see their secrets): it asks the others to look away, not to pass the screen.
   */
  curtainAtScreen = $state(false);
  /**
   * A person at this screen who asked for it, to play something out of turn (an any-time card, a Shakedown, a
   * payment): the screen stays theirs, whoever the game waits for, until they give it back (`giveBack`).
   */
  held = $state<number | null>(null);
  /** The movement clock was stopped as the screen was asked for (see `takeScreen`). */
  private clockHeld = false;
  /** The page before this one stopped the clock as the screen was asked for, and is gone (see `watch`). */
  private restartHeldClock = false;
  /** The seat whose screen was last shown without the curtain since the screen last passed. */
  private shownTo: number | null = null;
  /** "The table changed" after a stale intent. */
  notice = $state<string | null>(null);
  /**
   * The notice is about the game, not about one person's screen (another copy of Mob Night changed it,
   * or the host took a move back): it stays as the screen passes, which the move taken back may well do.
   */
  private noticeForAll = false;
  /** The rule that refused the last intent. */
  refusal = $state.raw<ApiError | null>(null);
  /** The dice dialog: open from a move's first typed die to its end, waiting between two dice (dice-roll.ts). */
  dice = $state.raw<DiceRequest | null>(null);

  /** Seats guests play on their own devices tonight: never shown here (the host's screen only). */
  elsewhere = $state.raw<readonly number[]>([]);
  /** This game's seats at the host's network table (who plays where, who is away), when it is on. */
  network = $state.raw<LanStatus['seats']>([]);
  /** The computer player the host wants for an away seat, after its wait (the rail says one is coming). */
  networkStandIn = $state.raw<LanStatus['standIn']>(null);
  /** Guests on the network asking the host for a seat at this game (shown at the host's table). */
  asking = $state.raw<readonly string[]>([]);

  /** Seats the game is waiting for (table actions anybody may take at any moment aside). */
  deciding: readonly number[] = $derived(this.update ? decidingSeats(this.update.pending) : []);

  /** The version the last accepted intent made (the next one may go before its update arrives). */
  private actedVersion = 0;
  /**
   * Answers the table gave by itself (by `version:seat`, see `forced`): sent once each; refused by the host,
   * or taken back with their move (`version:*`), and those seats are asked after all. Not drawn: plain.
   */
  private readonly forcedSent: Record<string, 'sent' | 'refused'> = {};
  /** The case file with the lines of a position held back while the table answers for a seat (see `show`). */
  private heldLog: readonly LogLine[] | null = null;
  private watchToken = 0;
  private watchedReady = false;
  private queued: MatchUpdate[] = [];
  private nextKey = 0;
  private unsubscribe: () => void = () => undefined;
  private disposed = false;

  constructor(
    private readonly app: AppState,
    readonly matchId: string,
    /** A guest's page at a network table: the one seat (or the spectator's chair) it shows. */
    readonly guest: Viewer | null = null,
  ) {}

  get seats(): GameSummary['seats'] {
    return this.game?.seats ?? [];
  }

  /** Finds the game in the records, then watches it from the spectator's chair until someone must decide. */
  async open(): Promise<void> {
    this.unsubscribe = this.app.listen((push) => this.onPush(push));
    this.restartHeldClock = this.guest === null && keptClockHeld(this.matchId);
    try {
      this.game = await this.app.api['history.get']({ matchId: this.matchId });
      const game = this.game;
      if (this.guest === null) await this.readNetworkTable();
      await this.watch(this.guest ?? nextViewer([], game.seats, null, this.elsewhere));
      this.status = 'ready';
    } catch (e) {
      this.status = 'error';
      this.error = plainMessage(e);
    }
  }

  /** After the connection came back: the host has forgotten what we watched. */
  rewatch(): void {
    if (this.viewer !== null && this.status === 'ready') void this.watch(this.viewer);
  }

  liftCurtain(): void {
    this.curtain = null;
    this.locked = false;
  }

  /**
   * The people at this screen who may ask for it now (see `held`): everyone played here but the one looking,
   * where two or more share it, while the game is on.
   */
  get takers(): readonly number[] {
    const u = this.update;
    if (this.guest !== null || !u || u.outcome || u.damage !== undefined || this.curtain !== null) return [];
    return screenTakers(this.seats, this.viewer, this.elsewhere);
  }

  /**
   * Someone at this screen asks for it, to play something out of turn: it passes to them behind the curtain,
   * which opens their secrets (their hand, what they may play) as it lifts.
   */
  readonly takeScreen = (seat: number): void => {
    const u = this.update;
    if (!u || !this.takers.includes(seat)) return;
    // Someone's movement clock stops while the screen is away from them (started again as it comes back):
    // asking for the screen never runs another person's time out.
    if (!this.clockHeld && clockRunsFor(u.pending, seat)) {
      this.clockHeld = true;
      keepClockHeld(this.matchId, true);
      this.app.api['match.clock']({ matchId: this.matchId, paused: true }).catch(() => undefined);
    }
    this.held = seat;
    this.moveOn(u);
    this.curtain = seat;
    this.curtainAtScreen = false;
  };

  /** The person who asked for the screen is done: it goes to whoever the game waits for. */
  readonly giveBack = (): void => {
    const held = this.held;
    if (held === null) return;
    const u = this.update;
    const waiting = u ? keptWaiting(u.pending, this.seats, held, this.elsewhere) : [];
    this.held = null;
    this.restartClock();
    if (!u) return;
    // To the one who waits for it, even where the person giving it back decides too (secret choices made at
    // once, each in turn): the game alone would leave it with them.
    const to = waiting[0];
    if (to !== undefined && to !== this.viewer) this.passTo(to, u);
    else this.moveOn(u);
  };

  /** Who at this screen waits for the screen while someone else has asked for it. */
  get waitingHere(): readonly number[] {
    return this.held !== null && this.update
      ? keptWaiting(this.update.pending, this.seats, this.held, this.elsewhere)
      : [];
  }

  /** The clock stopped as the screen was asked for starts again where it stopped. */
  private restartClock(): void {
    if (!this.clockHeld) return;
    this.clockHeld = false;
    keepClockHeld(this.matchId, false);
    this.app.api['match.clock']({ matchId: this.matchId, paused: false }).catch(() => undefined);
  }

  /** The person at the screen asks to see their secrets (their hand): the curtain first, if needed. */
  readonly showSecrets = (): void => {
    if (this.locked && typeof this.viewer === 'number' && this.curtain === null) {
      this.curtain = this.viewer;
      this.curtainAtScreen = true;
    }
  };

  dispose(): void {
    this.disposed = true;
    this.unsubscribe();
    this.dice?.answer(null);
    if (this.viewer !== null)
      this.app.api['match.unwatch']({ matchId: this.matchId, seat: this.viewer }).catch(() => undefined);
  }

  /** Stops or restarts the table's decision clock; a refusal is shown like any other. */
  readonly pauseClock = async (paused: boolean): Promise<void> => {
    this.refusal = null;
    // The clock stopped for the person waiting for the screen runs again only when it is back with them.
    if (!paused && this.clockHeld && this.waitingHere.length > 0) {
      const names = this.waitingHere.map((s) => this.seats[s]?.name ?? `Seat ${s + 1}`);
      this.refusal = {
        code: 'SCREEN_ASKED_FOR',
        message: `The clock starts again when the screen goes back to ${listed(names)}.`,
        clause: 'G-6.9',
      };
      return;
    }
    try {
      await this.app.api['match.clock']({ matchId: this.matchId, paused });
    } catch (e) {
      this.refusal = e instanceof ApiCallError ? e.error : { code: 'INTERNAL', message: plainMessage(e) };
    }
  };

  /**
   * The board's one way to act: sends the intent for the seat on screen at the version it shows.
   * `supplied`: the seat's own values for dice it supplies (a SuperGang shot aimed in the duel mini-game
   * or read off a real dart gun); one the host still asks for is typed in the dice dialog.
   */
  readonly act = async (action: unknown, given: { supplied?: readonly number[] } = {}): Promise<ActOutcome> => {
    const shown = this.update;
    const seat = this.viewer;
    if (!shown || typeof seat !== 'number' || this.curtain !== null) {
      return { ok: false, error: { code: 'NOT_YOUR_TURN', message: 'Nobody is sitting at this seat right now.' } };
    }
    this.notice = null;
    this.noticeForAll = false;
    this.refusal = null;
    const typed: number[] = [];
    const supplied: number[] = [...(given.supplied ?? [])];
    let version = shown.version;
    let retried = false;
    // One dialog for all the dice the move needs: it stays open between two (each goes to the host, which
    // asks for the next) and closes when the move is played, refused or cancelled.
    let mine: DiceRequest | null = null;
    const roll = new DiceRoll((request) => {
      if (request !== null || this.dice === mine) this.dice = request;
      mine = request;
    });
    try {
      for (;;) {
        try {
          const params: Params<'match.act'> = {
            matchId: this.matchId,
            seat,
            version,
            action: action as Params<'match.act'>['action'],
            ...(typed.length > 0 ? { typedDice: [...typed] } : {}),
            ...(supplied.length > 0 ? { supplied: [...supplied] } : {}),
          };
          const r = await this.app.api['match.act'](params);
          this.actedVersion = Math.max(this.actedVersion, r.version);
          return { ok: true, version: r.version };
        } catch (e) {
          const error: ApiError = e instanceof ApiCallError ? e.error : { code: 'INTERNAL', message: plainMessage(e) };
          if (error.code === 'DICE_NEEDED' && error.needed) {
            const value = await roll.ask(error.needed);
            if (value !== null) {
              (error.needed.supply ? supplied : typed).push(value);
              continue;
            }
            return {
              ok: false,
              error: { code: 'DICE_CANCELLED', message: 'No dice were typed in, so nothing was played.' },
            };
          }
          // Another seat answered the same moment (a computer player in a shared window): when this seat is
          // still asked the same thing and the same move is still on its list, it is sent once more.
          if (error.code === 'STALE' && !retried) {
            retried = true;
            const fresh = await this.newerThan(version);
            if (fresh && sameAsk(shown, fresh, seat, action)) {
              version = fresh.version;
              continue;
            }
          }
          // The host resends the current view after a stale intent; it replaces this one on arrival. A
          // refusal is the board's to show, beside the control that was used (said once, not twice).
          if (error.code === 'STALE') {
            this.notice = STALE_NOTICE;
            return { ok: false, error };
          }
          if (error.code === 'CHANGED_ELSEWHERE') return this.changedElsewhere(error);
          return { ok: false, error: { ...error, message: plainMessage(new ApiCallError(error)) } };
        }
      }
    } finally {
      roll.end();
    }
  };

  private tableNotice(text: string): void {
    this.notice = text;
    this.noticeForAll = true;
  }

  /**
   * Another copy of Mob Night played this game: the host took the move back and sends the game as the
   * records hold it. Said once, by the table, and answered as a stale move: no rule refused anything.
   */
  private changedElsewhere(error: ApiError): ActOutcome {
    this.tableNotice(plainMessage(new ApiCallError(error)));
    return { ok: false, error: { ...error, code: 'STALE' } };
  }

  /** Waits (briefly) for an update newer than `version`, as the host sends one after a stale intent. */
  private async newerThan(version: number): Promise<MatchUpdate | null> {
    for (let i = 0; i < 40 && (this.update?.version ?? 0) <= version; i++) await new Promise((r) => setTimeout(r, 50));
    const u = this.update;
    return u && u.version > version ? u : null;
  }

  /** The seats people play at this screen (none on a guest's page, which plays its one seat). */
  get atScreen(): readonly number[] {
    return this.guest === null ? humanSeats(this.seats, this.elsewhere) : [];
  }

  /**
   * Sends a public answer for another seat played at this screen — "nobody here re-rolls" said for
   * everyone sitting at it — at the newest version known. A seat played elsewhere (or a guest's page)
   * is refused; after a stale version (a computer player moved meanwhile) it tries once more on the
   * fresh position if that seat is still asked the same thing.
   */
  readonly actAs = async (seat: number, action: unknown): Promise<ActOutcome> => {
    if (!this.atScreen.includes(seat) || this.curtain !== null)
      return { ok: false, error: { code: 'NOT_YOUR_TURN', message: 'That seat is not played at this screen.' } };
    const kinds = (u: MatchUpdate | null) => (u?.pending ?? []).filter((p) => p.seat === seat).map((p) => p.kind);
    const asked = kinds(this.update).join();
    for (let attempt = 0; ; attempt++) {
      const version = Math.max(this.update?.version ?? 0, this.actedVersion);
      try {
        return { ok: true, version: await this.send(seat, version, action) };
      } catch (e) {
        const error: ApiError = e instanceof ApiCallError ? e.error : { code: 'INTERNAL', message: plainMessage(e) };
        if (error.code === 'CHANGED_ELSEWHERE') return this.changedElsewhere(error);
        if (error.code !== 'STALE' || attempt > 0) {
          // Said for someone else at the screen, so no control of the board's shows it: the table does.
          if (error.code !== 'STALE') this.refusal = { ...error, message: plainMessage(new ApiCallError(error)) };
          return { ok: false, error };
        }
        // The host sends the current position after a stale intent: wait for it, then look again.
        for (let i = 0; i < 40 && (this.update?.version ?? 0) <= version; i++)
          await new Promise((r) => setTimeout(r, 50));
        if (kinds(this.update).join() !== asked) return { ok: false, error };
      }
    }
  };

  /** Pages the case file back: up to 100 moves before the earliest shown, as the seat on screen saw them. */
  async earlier(): Promise<void> {
    const seat = this.viewer;
    if (seat === null || this.logFrom <= 0) return;
    const page = await this.app.api['match.log']({ matchId: this.matchId, seat, before: this.logFrom, limit: 100 });
    if (seat !== this.viewer) return;
    const older = page.entries.flatMap((e) => this.lines(e.events));
    this.log = [...older, ...this.log];
    this.logFrom = page.entries[0]?.seq ?? 0;
  }

  private async watch(viewer: Viewer): Promise<void> {
    const token = ++this.watchToken;
    const previous = this.viewer;
    if (previous !== null && previous !== viewer)
      this.app.api['match.unwatch']({ matchId: this.matchId, seat: previous }).catch(() => undefined);
    if (previous !== viewer) {
      // Nothing of the previous seat's may be drawn for the next one.
      this.update = null;
      this.log = [];
      if (!this.noticeForAll) this.notice = null;
      this.refusal = null;
    }
    this.viewer = viewer;
    this.heldLog = null;
    this.watchedReady = false;
    this.queued = [];
    const first = await this.app.api['match.watch']({ matchId: this.matchId, seat: viewer });
    if (token !== this.watchToken || this.disposed) return;
    // The page before this one (reloaded, or crashed) stopped the clock as someone asked for the screen: the hold
    // went with it, and the clock runs again (a seat's watcher may start it, the spectator may not).
    if (typeof viewer === 'number' && this.restartHeldClock) {
      this.restartHeldClock = false;
      keepClockHeld(this.matchId, false);
      this.app.api['match.clock']({ matchId: this.matchId, paused: false }).catch(() => undefined);
    }
    let latest = first;
    let lines = this.lines(first.events);
    this.logFrom = first.logFrom ?? 0;
    for (const q of this.queued) {
      if (q.version <= latest.version) continue;
      latest = q;
      lines = [...lines, ...this.lines(q.events)];
    }
    this.queued = [];
    this.watchedReady = true;
    this.show(latest, lines);
  }

  /** Which seats of this game guests hold or may take on the host's network table, if it is on. */
  private async readNetworkTable(): Promise<void> {
    try {
      this.adoptNetwork(await this.app.api['lan.status']({}));
    } catch {
      // No network table in this way of running Mob Night: every seat is played here.
    }
  }

  private adoptNetwork(status: LanStatus): void {
    const mine = status.on && status.matchId === this.matchId;
    this.network = mine ? status.seats : [];
    this.networkStandIn = mine ? status.standIn : null;
    this.asking = mine ? status.requests.map((r) => r.name) : [];
    const seats = mine ? status.seats.filter((s) => s.status !== 'host').map((s) => s.seat) : [];
    const before = this.elsewhere;
    if (seats.length === before.length && seats.every((s) => before.includes(s))) return;
    this.elsewhere = seats;
    if (this.curtain !== null && seats.includes(this.curtain)) this.curtain = null;
    // The screen may be showing a seat that has just gone to a guest: it moves on at once.
    if (this.update && this.status === 'ready') this.moveOn(this.update);
  }

  private onPush(push: Push): void {
    if (push.push === 'lan.status' && this.guest === null) this.adoptNetwork(push.data);
    if (push.push !== 'match.update') return;
    const u = push.data;
    if (u.matchId !== this.matchId || u.seat !== this.viewer) return;
    if (!this.watchedReady) {
      this.queued.push(u);
      return;
    }
    // An older position arrives only when the host could not save a move it had shown, and took it back.
    if (this.update && u.version < this.update.version && !u.rewound) return;
    // The game read again from the records (after a repair, or another copy of Mob Night played it): its
    // case file comes whole, in place of the one on screen.
    if (u.logFrom !== undefined) {
      this.logFrom = u.logFrom;
      this.show(u, this.lines(u.events));
      return;
    }
    if (u.rewound) {
      // An answer given for a seat may be the move taken back: that seat is asked this time.
      this.forcedSent[`${u.version}:*`] = 'refused';
      this.tableNotice(rewoundNotice(u.unsaved));
      // The lines of the moves taken back go with them.
      this.show(u, linesUpTo(this.heldLog ?? this.log, u.version));
      return;
    }
    this.show(u, [...(this.heldLog ?? this.log), ...this.lines(u.events, u.version)]);
  }

  private show(update: MatchUpdate, log: readonly LogLine[]): void {
    const forced = this.forced(update);
    if (forced.size > 0) {
      // The position waits off screen for the table's own answer: the next one, which it brings, is shown
      // in its place (with both moves' lines), and the question never flashes up and away.
      this.heldLog = log;
      for (const [seat, answer] of forced) void this.giveForced(update.version, seat, answer);
      return;
    }
    this.heldLog = null;
    this.update = update;
    this.receivedAt = performance.now();
    this.log = log.length > LOG_LIMIT ? log.slice(-LOG_LIMIT) : log;
    this.moveOn(update);
  }

  /**
   * The questions of this screen's seats whose only answer the whole table can tell (a Gang holding no
   * Bribe lets a Cop move stand, G-9.5): the table answers them itself, and they are never shown, nor the
   * screen passed for them (they would only flash up and go). The game reads them from the view watched,
   * which may be another seat's, so from what everyone may know.
   */
  private forced(update: MatchUpdate): Map<number, unknown> {
    // A damaged game is shown read-only: nothing is sent for it.
    const mine =
      update.damage !== undefined
        ? []
        : this.guest === null
          ? this.atScreen
          : typeof this.guest === 'number'
            ? [this.guest]
            : [];
    const table = this.game ? tableFor(this.game.gameId) : undefined;
    const refused = (seat: number): boolean =>
      this.forcedSent[`${update.version}:${seat}`] === 'refused' ||
      this.forcedSent[`${update.version}:*`] === 'refused';
    return forcedAnswers(update, mine, table?.forcedAnswer, refused);
  }

  /** Makes a move for `seat` on the position `version`, noting the version it made (the next may go before its update). */
  private async send(seat: number, version: number, action: unknown): Promise<number> {
    const r = await this.app.api['match.act']({
      matchId: this.matchId,
      seat,
      version,
      action: action as Params<'match.act'>['action'],
    });
    this.actedVersion = Math.max(this.actedVersion, r.version);
    return r.version;
  }

  /** Sends a forced answer once; refused (not merely late), the seat is asked after all, on a fresh position. */
  private async giveForced(version: number, seat: number, action: unknown): Promise<void> {
    const key = `${version}:${seat}`;
    if (this.forcedSent[key]) return;
    this.forcedSent[key] = 'sent';
    try {
      await this.send(seat, version, action);
    } catch (e) {
      // A stale version: the game moved on meanwhile and its newer position (asking again if need be) is on its way.
      if (this.disposed || (e instanceof ApiCallError && e.error.code === 'STALE')) return;
      this.forcedSent[key] = 'refused';
      this.rewatch();
    }
  }

  /** Passes the screen to whoever should look next (never on a guest's page). */
  private moveOn(update: MatchUpdate): void {
    if (this.guest !== null) return;
    // The screen asked for is given back at the game's end, when that seat goes to another device, or when the
    // game comes to that person's own decision with nobody else here waiting for the screen.
    if (this.held !== null && holdEnds(update, this.seats, this.held, this.viewer, this.elsewhere)) {
      this.held = null;
      this.restartClock();
    }
    const next = nextViewer(update.pending, this.seats, this.viewer, this.elsewhere, this.held);
    if (next === this.viewer) {
      this.guard();
      return;
    }
    this.passTo(next, update);
  }

  /** The screen passes to `next`: nothing of the person leaving may be shown to them. */
  private passTo(next: Viewer, update: MatchUpdate): void {
    // Nothing of the person leaving may be shown to the next; the curtain, if any, is theirs.
    this.curtain = null;
    this.shownTo = null;
    this.locked = needsCurtain(this.seats, this.viewer, next, this.elsewhere);
    void this.watch(next).catch((e: unknown) => {
      // The seat went to a guest on another device just now: ask the network table and move on.
      if (e instanceof ApiCallError && e.error.code === 'PLAYED_ELSEWHERE')
        return void this.readNetworkTable().then(() => this.moveOn(update));
      this.status = 'error';
      this.error = plainMessage(e);
    });
  }

  /** Down comes the curtain when the screen would show a secret to a person who has not passed it yet. */
  private guard(): void {
    const seat = this.viewer;
    const update = this.update;
    if (typeof seat !== 'number' || !update || this.curtain !== null) return;
    const table = this.game ? tableFor(this.game.gameId) : undefined;
    if (this.locked && curtainBefore(update, seat, table?.secretShown)) {
      this.curtain = seat;
      this.curtainAtScreen = this.shownTo === seat;
    } else this.shownTo = seat;
  }

  /** `move`: the version of the one move these events are of (a pushed update's), if they are of one. */
  private lines(events: MatchUpdate['events'], move?: number): LogLine[] {
    const batch = this.nextKey;
    return events.map((e) => ({
      key: this.nextKey++,
      text: e.text,
      clause: e.clause,
      batch,
      ...(move !== undefined ? { move } : {}),
    }));
  }
}
