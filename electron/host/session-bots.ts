/**
 * The computer players of a live match: bot seats and the stand-ins playing for a person who dropped
 * off the network. They decide one decision at a time, off the current call stack so pushes interleave,
 * each from its own seat's view, legal list and table actions only, and move through the session's
 * own move path (`BotTable.commit`), so their moves are persisted, pushed and replayable like a person's.
 */
import {
  eventsFor,
  seatView,
  seedRng,
  type AnyGameDef,
  type GameEvent,
  type JsonValue,
  type Match,
} from '../../core/engine';
import { legalRandomBot, type BotInput } from '../../core/bots/bot';
import { botLevel, type StoredBotLevel } from '../../core/bots/levels';
import { botDecision } from '../../core/bots/play';
import { seatRef } from '../../core/engine/words';
import type { GameRecord } from '../store/types';
import type { ThinkAnswer, ThinkRequest } from './bot-thinker';
import { guarded } from './session-clock';
import type { ActResult, SessionEnv } from './session';

/** How long a computer player waits before trying again a move the records could not save (a full disk). */
export const SAVE_RETRY_MS = 5000;

/**
 * What a computer player standing in for a person played in their seat, as their case file shows it: moves,
 * each a line of the case file, and passes (a decision that did nothing: the game's pass, or one that made
 * no line the seat can read), so that a player told "2 moves and 2 passes" finds the 2 moves there.
 */
export interface StoodInPlay {
  readonly moves: number;
  readonly passes: number;
}

export const NOTHING_PLAYED: StoodInPlay = Object.freeze({ moves: 0, passes: 0 });

/** What the bots need of their session. */
export interface BotTable {
  readonly def: AnyGameDef;
  readonly record: GameRecord;
  readonly env: SessionEnv;
  /** The match as it stands. */
  match(): Match;
  /** Whether anyone watches the match (bots play only then). */
  watched(): boolean;
  /** A damaged game is read-only: no bot plays in it. */
  damaged(): boolean;
  /** Makes a bot's move with seeded dice; `note` is its reason, a line for the table's log only. */
  commit(seat: number, action: JsonValue, note?: GameEvent): ActResult;
}

export class SessionBots {
  /** The next bot decision, waiting on the bot delay (a timer) or, with no delay, on the next turn of the event loop. */
  private botTimer: { cancel(): void } | null = null;
  /** The match version a bot is thinking about in the worker, while it thinks. */
  private thinking: number | null = null;
  private closed = false;
  /** Human seats a bot plays for the moment (a LAN player who dropped), by seat, with the bot's level. */
  private readonly standIns = new Map<number, StoredBotLevel>();
  /** What each stand-in has played, so the person is told on their return what was played for them. */
  private readonly standInPlay = new Map<number, StoodInPlay>();

  constructor(private readonly table: BotTable) {}

  isBot(seat: number): boolean {
    return this.table.record.seats[seat]?.kind === 'bot' || this.standIns.has(seat);
  }

  /**
   * Lets a bot play a human seat while its person is away (level), or hands the seat back (null).
   * The stored seat stays the person's; the bot's moves are recorded like any other. Answers what the
   * stand-in played since it took the seat (nothing when none stood in).
   */
  standIn(seat: number, level: StoredBotLevel | null): StoodInPlay {
    if (this.table.record.seats[seat]?.kind !== 'human') return NOTHING_PLAYED;
    const made = this.standInPlay.get(seat) ?? NOTHING_PLAYED;
    if (level) {
      if (!this.standIns.has(seat)) this.standInPlay.set(seat, NOTHING_PLAYED);
      this.standIns.set(seat, level);
    } else {
      this.standIns.delete(seat);
      this.standInPlay.delete(seat);
    }
    this.schedule();
    return made;
  }

  standingIn(seat: number): StoredBotLevel | null {
    return this.standIns.get(seat) ?? null;
  }

  /** How many seats have a stand-in (a session with one is never released: it lives only here). */
  get standInCount(): number {
    return this.standIns.size;
  }

  /** Stops for good: no bot plays after the session closes. */
  close(): void {
    this.closed = true;
    this.botTimer?.cancel();
    this.botTimer = null;
  }

  /** Plays bot seats one decision at a time, off the current call stack so pushes interleave. */
  schedule(): void {
    if (this.table.damaged() || this.table.record.status === 'abandoned') return;
    if (this.botTimer || this.thinking !== null || this.closed || !this.table.watched()) return;
    const botSeat = this.table.def
      .pending(this.table.match().state)
      .find((p: { seat: number }) => this.isBot(p.seat))?.seat;
    if (botSeat === undefined) return;
    const play = () => {
      this.botTimer = null;
      guarded('a computer player', () => this.playBot(botSeat));
    };
    // With no delay the bot plays on the next turn of the event loop, not after a timer's minimum wait.
    if (this.table.env.botDelayMs <= 0) {
      const next = setImmediate(play);
      this.botTimer = { cancel: () => clearImmediate(next) };
    } else {
      const timer = setTimeout(play, this.table.env.botDelayMs);
      this.botTimer = { cancel: () => clearTimeout(timer) };
    }
  }

  /**
   * A bot decides from its own seat's view, legal list and table actions only. Should a bot's pick be
   * refused (a bot bug), a random legal decision is played instead so the table never stalls.
   */
  private playBot(seat: number): void {
    const spec = this.table.record.seats[seat];
    const level = spec?.kind === 'bot' ? spec.level : this.standIns.get(seat);
    if (!level) return;
    // From the game's seed: a game set up with the same seed, answered the same way, plays out the same.
    // (A game started without one has a seed of its own, so its computer players differ from every other's.)
    const rng = seedRng(`${this.table.record.seed}:bot:${seat}:${this.table.match().version}`);
    // Searching bots think in the worker; the others answer at once, in-process.
    if (this.table.env.think && botLevel(level) === 'hard') {
      this.thinkBot(seat, level, rng, this.table.env.think);
      return;
    }
    // Only a seat that explains its moves is asked for its reason (working one out costs a little).
    const explain: { reason?: string } | undefined = this.explains(seat) ? {} : undefined;
    const bot = this.table.env.bot(this.table.def.id, level);
    let choice: JsonValue | undefined;
    try {
      choice = botDecision(
        this.table.def,
        this.table.match(),
        seat,
        (input: BotInput) => bot(explain ? { ...input, explain } : input),
        rng,
      ).action;
    } catch (e) {
      // A bug in the bot: the table goes on with a random legal decision (below) rather than wait for ever.
      console.error(`Mob Night: the ${level} bot in seat ${seat + 1} could not decide`, e);
    }
    const r = choice === undefined ? null : this.table.commit(seat, choice, this.reasonNote(seat, explain?.reason));
    this.settle(seat, level, rng, r, choice);
  }

  /**
   * After a bot's move: done when it was made. One the records could not save (a full disk) was taken
   * back for everyone and is tried again after `SAVE_RETRY_MS`, from the position as it stands then, so
   * the game goes on by itself once there is room. A refused pick (a bot bug) is logged and a random
   * legal decision played instead, so the table never stalls.
   */
  private settle(
    seat: number,
    level: StoredBotLevel,
    rng: ReturnType<typeof seedRng>,
    r: ActResult | null,
    action: JsonValue | undefined,
  ): void {
    if (r?.ok) return this.made(seat, action, r.events);
    if (r?.error.code === 'STORE_FAILED') {
      console.error(`Mob Night: the ${level} bot's move in seat ${seat + 1} could not be saved: ${r.error.message}`);
      const timer = setTimeout(() => {
        this.botTimer = null;
        this.schedule();
      }, this.table.env.saveRetryMs ?? SAVE_RETRY_MS);
      this.botTimer = { cancel: () => clearTimeout(timer) };
      return;
    }
    if (r) console.error(`Mob Night: the ${level} bot in seat ${seat + 1} chose badly: ${r.error.message}`);
    const { action: fallback } = botDecision(this.table.def, this.table.match(), seat, legalRandomBot, rng);
    if (fallback === undefined) return;
    const f = this.table.commit(seat, fallback);
    if (f.ok) this.made(seat, fallback, f.events);
    else if (f.error.code === 'STORE_FAILED') this.settle(seat, level, rng, f, fallback);
  }

  /**
   * A decision made for the seat: counted when a stand-in made it, as a move or a pass. A move is one the
   * seat's case file shows a line for; the game's pass, or a decision that made no line the seat can read,
   * is a pass.
   */
  private made(seat: number, action: JsonValue | undefined, events: readonly GameEvent[]): void {
    const n = this.standInPlay.get(seat);
    if (n === undefined || !this.standIns.has(seat)) return;
    const pass =
      (action !== undefined && this.table.def.passes?.(action) === true) || eventsFor(events, seat).length === 0;
    this.standInPlay.set(seat, pass ? { ...n, passes: n.passes + 1 } : { ...n, moves: n.moves + 1 });
  }

  /**
   * Sends the bot's seat view to the worker and plays its answer when it comes, if the position is
   * still the one it thought about; a person's move or a table action in the meantime wins, and the
   * bot is asked again about the new position.
   */
  private thinkBot(
    seat: number,
    level: StoredBotLevel,
    rng: ReturnType<typeof seedRng>,
    think: (r: ThinkRequest) => Promise<ThinkAnswer>,
  ): void {
    const sv = seatView(this.table.def, this.table.match(), seat);
    const legal = sv.legal ?? [];
    if (legal.length === 0) return;
    const version = this.table.match().version;
    this.thinking = version;
    const request: ThinkRequest = {
      gameId: this.table.def.id,
      level,
      seat,
      view: sv.view,
      legal: [...legal],
      anytime: [...(sv.anytime ?? [])],
      rng,
      budgetMs: this.table.env.thinkMs ?? 750,
    };
    void think(request).then(
      (answer) => {
        this.thinking = null;
        if (this.closed) return;
        if (this.table.match().version !== version) return this.schedule();
        guarded('a computer player', () => this.playAnswer(seat, level, rng, answer));
      },
      (e: unknown) => {
        this.thinking = null;
        console.error('Mob Night: a computer player could not think', e);
        if (!this.closed && this.table.match().version === version)
          guarded('a computer player', () => this.playAnswer(seat, level, rng, null));
      },
    );
  }

  /** Whether the seat is a computer player set to explain its moves (a stand-in for a person never is). */
  private explains(seat: number): boolean {
    const spec = this.table.record.seats[seat];
    return spec?.kind === 'bot' && spec.explain === true;
  }

  /**
   * A bot's one-line reason as a line of the table's log (never stored with the move), only for a seat
   * that explains its moves. The reason reads on from who plays the seat: "The computer playing Legs (Green gang)
   * heads for the shops it wants." (the seat's name says its gang in brackets, so the computer is named before it).
   */
  private reasonNote(seat: number, reason: string | undefined): GameEvent | undefined {
    if (!reason || !this.explains(seat)) return undefined;
    // The reason for a secret decision (where a Gang starts, a secret bid) tells what was decided: it is
    // as secret as the decision, for the seat's own eyes (and the all-seeing replay's) only.
    const secret = this.table.def
      .pending(this.table.match().state)
      .some((p: { seat: number; secret?: boolean }) => p.seat === seat && p.secret === true);
    return {
      type: 'bot-reason',
      visibility: secret ? { seats: [seat] } : 'public',
      text: `The computer playing ${seatRef(seat)} ${reason}.`,
    };
  }

  private playAnswer(
    seat: number,
    level: StoredBotLevel,
    rng: ReturnType<typeof seedRng>,
    answer: ThinkAnswer | null,
  ): void {
    const note = this.reasonNote(seat, answer?.reason ?? undefined);
    const r = !answer || answer.action === null ? null : this.table.commit(seat, answer.action, note);
    this.settle(seat, level, rng, r, answer?.action ?? undefined);
  }
}
