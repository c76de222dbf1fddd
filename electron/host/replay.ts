/**
 * Stored games at any step, for the replay viewer, its plots and timeline, the case file's earlier
 * pages and the list of games in progress. A position is rebuilt from the nearest stored snapshot at
 * or before the step, replaying only the moves since (each checked against the hash stored with it),
 * so any step of a long game answers quickly. What leaves here is always one viewer's: a seat sees
 * its own view and events at that step, as it saw them at the table; only a finished game may be
 * looked at all-seeing.
 */
import {
  applyAction,
  eventsFor,
  hashMatches,
  replaySource,
  seatView,
  type AnyGameDef,
  type GameEvent,
  type Match,
  type Viewer,
} from '../../core/engine';
import type { GameReview } from '../../core/engine/module';
import type { MatchUpdate } from '../../core/protocol';
import { DEFAULT_SNAPSHOT_EVERY } from '../store';
import type { GameRecord, GameSummaryRecord, Store } from '../store/types';
import { startOf } from './history-check';

/** Where a stored game cannot be rebuilt: the first move that fails, in plain words. */
export class ReplayDamage extends Error {
  constructor(
    readonly atMove: number,
    message: string,
  ) {
    super(message);
  }
}

/** How many games' latest positions are kept, so stepping on by a move applies just that move. */
const KEEP = 8;

export class Seeker {
  private readonly recent = new Map<string, Match>();

  constructor(
    private readonly store: Pick<Store, 'snapshots' | 'actions'>,
    private readonly every = DEFAULT_SNAPSHOT_EVERY,
  ) {}

  /** Snapshots already found to match their hash (`game:seq:hash`), so each is hashed once. */
  private readonly checked = new Set<string>();

  private sound(id: string, snap: { seq: number; match: Match; hash: string }): boolean {
    const key = `${id}:${snap.seq}:${snap.hash}`;
    if (this.checked.has(key)) return true;
    if (!hashMatches(snap.match, snap.hash)) return false;
    if (this.checked.size > 100_000) this.checked.clear();
    this.checked.add(key);
    return true;
  }

  /** Forgets a game's kept position (after it was deleted or replaced). */
  forget(id: string): void {
    this.recent.delete(id);
  }

  /** The match after `step` moves (0: the starting position). Throws `ReplayDamage` where it cannot be rebuilt. */
  at(def: AnyGameDef, record: GameRecord, step: number): Match {
    if (!Number.isInteger(step) || step < 0 || step > record.actionCount)
      throw new RangeError(`This game has moves 0 to ${record.actionCount}, not ${step}.`);
    let base = this.recent.get(record.id);
    if (base && (base.version > step || step - base.version >= this.every)) base = undefined;
    let fromStore = false;
    if (!base) {
      const snap = this.store.snapshots.latest(record.id, step);
      if (snap && snap.seq <= step && snap.match.version === snap.seq && this.sound(record.id, snap)) base = snap.match;
      else base = startOf(def, this.store, record) ?? undefined;
      fromStore = true;
    }
    if (!base) throw new ReplayDamage(0, 'The start of this game cannot be rebuilt.');
    let match = base;
    if (step > match.version) {
      for (const row of this.store.actions.range(record.id, match.version + 1, step)) {
        if (row.seq !== match.version + 1) break;
        const next = applyAction(def, match, row.seat, row.action, replaySource(row.random), { checkJson: false });
        if (!next.ok)
          throw new ReplayDamage(row.seq, `Move ${row.seq} of this game no longer applies to the position before it.`);
        match = next.value.match;
        // The position shown, and any snapshot kept, must be the one saved with its move.
        const keep = fromStore && match.version % this.every === 0;
        if ((row.seq === step || keep) && !hashMatches(match, row.stateHash))
          throw new ReplayDamage(
            row.seq,
            `Move ${row.seq} of this game no longer leads to the position saved with it.`,
          );
        // An older game stored fewer snapshots: the one found missing is kept for next time.
        if (keep) this.store.snapshots.put(record.id, { seq: match.version, match, hash: row.stateHash });
      }
      if (match.version !== step)
        throw new ReplayDamage(
          match.version + 1,
          `Move ${match.version + 1} of this game is missing or cannot be read.`,
        );
    }
    this.recent.delete(record.id);
    this.recent.set(record.id, match);
    while (this.recent.size > KEEP) this.recent.delete(this.recent.keys().next().value as string);
    return match;
  }
}

/** Who a replay is seen by: one seat, the public (spectator), or everyone at once (finished games only). */
export type Viewpoint = number | 'spectator' | 'all';

/** The engine's viewer for a viewpoint, or a refusal in plain words. */
export function viewerFor(
  record: GameSummaryRecord,
  viewpoint: Viewpoint,
): { ok: true; viewer: Viewer } | { ok: false; message: string } {
  if (viewpoint === 'all')
    return record.status === 'finished'
      ? { ok: true, viewer: 'omniscient' }
      : {
          ok: false,
          message: 'A game is shown all-seeing only once it is finished.',
        };
  if (viewpoint !== 'spectator' && (viewpoint < 0 || viewpoint >= record.seats.length))
    return { ok: false, message: `There is no seat ${viewpoint + 1} in this game.` };
  return { ok: true, viewer: viewpoint };
}

/**
 * A replay's viewer. A game still being played is replayed only as the public saw it: at the table each
 * seat's secrets wait behind its own curtain, and History must not be a way round it. Once the game is
 * over (finished or abandoned) every seat's view may be replayed, and a finished one all-seeing.
 */
export function replayViewerFor(
  record: GameSummaryRecord,
  viewpoint: Viewpoint,
): { ok: true; viewer: Viewer } | { ok: false; message: string } {
  if (record.status === 'active' && viewpoint !== 'spectator')
    return {
      ok: false,
      message:
        'While a game is being played, its replay shows only what the whole table saw. Each player’s own view opens once the game is over.',
    };
  return viewerFor(record, viewpoint);
}

const plainEvents = (events: readonly GameEvent[], viewer: Viewer): MatchUpdate['events'] =>
  eventsFor(events, viewer).map(({ type, text, clause, data }) => ({
    type,
    text,
    ...(clause ? { clause } : {}),
    ...(data ? { data } : {}),
  }));

/** The table at `step` as `viewer` saw it: a board-ready update offering no decisions, with that move's events. */
export function stepUpdate(
  def: AnyGameDef,
  store: Pick<Store, 'actions'>,
  record: GameRecord,
  match: Match,
  viewer: Viewer,
): MatchUpdate {
  const v = seatView(def, match, viewer);
  const events =
    match.version === 0
      ? record.setupEvents
      : (store.actions.range(record.id, match.version, match.version)[0]?.events ?? []);
  return {
    matchId: record.id,
    gameId: record.gameId,
    seat: viewer === 'omniscient' ? 'spectator' : viewer,
    version: v.version,
    view: v.view,
    pending: v.pending.map((p) => ({ ...p })),
    legal: [],
    anytime: [],
    outcome: v.outcome ? { ...v.outcome, winners: [...v.outcome.winners], scores: [...v.outcome.scores] } : null,
    events: plainEvents(events, viewer),
  };
}

/** One page of a game's log for `viewer`: the moves before `before`, newest last, at most `limit` of them. */
export function logPage(
  store: Pick<Store, 'actions'>,
  record: GameRecord,
  viewer: Viewer,
  before: number,
  limit: number,
): { entries: { seq: number; events: MatchUpdate['events'] }[]; start: boolean } {
  const last = before - 1;
  const first = Math.max(1, last - limit + 1);
  const entries: { seq: number; events: MatchUpdate['events'] }[] = [];
  if (first === 1 && last >= 0) entries.push({ seq: 0, events: plainEvents(record.setupEvents, viewer) });
  if (last >= 1)
    for (const row of store.actions.range(record.id, first, last))
      entries.push({ seq: row.seq, events: plainEvents(row.events, viewer) });
  return { entries, start: first <= 1 };
}

export interface TimelineMark {
  readonly seq: number;
  readonly seat: number;
  readonly type: string;
  readonly text: string;
}

/** The moves whose events (as `viewer` saw them) are of the given types: turns, rounds and key moments. */
export function timeline(
  store: Pick<Store, 'actions'>,
  record: GameRecord,
  viewer: Viewer,
  types: ReadonlySet<string>,
  marked: (event: GameEvent) => boolean = () => true,
  max = 20_000,
): TimelineMark[] {
  const marks: TimelineMark[] = [];
  const add = (seq: number, seat: number, events: readonly GameEvent[]): void => {
    for (const e of eventsFor(events, viewer))
      if (types.has(e.type) && marks.length < max && marked(e)) marks.push({ seq, seat, type: e.type, text: e.text });
  };
  add(0, -1, record.setupEvents);
  const PAGE = 2000;
  for (let from = 1; from <= record.actionCount; from += PAGE)
    for (const row of store.actions.range(record.id, from, Math.min(record.actionCount, from + PAGE - 1)))
      add(row.seq, row.seat, row.events);
  return marks;
}

export interface SeriesAnswer {
  readonly steps: number[];
  readonly series: { id: string; label: string; values: (number | null)[][] }[];
  /** The first move the records cannot rebuild: the steps end at the move before it. */
  readonly damagedAt?: number;
}

/**
 * The game's numbers per seat (money, Respect…) at up to `points` evenly spread steps, as `viewer`
 * could know them then. Walks forward once, from snapshots where the steps are far apart. Records damaged
 * at a move stop the walk there: the steps end at the move before it (`damagedAt` says which), so the
 * game can still be looked back on up to its damage. Damage at the very start is thrown (`ReplayDamage`).
 */
export function series(
  def: AnyGameDef,
  review: GameReview<unknown>,
  seeker: Seeker,
  record: GameRecord,
  viewer: Viewer,
  points: number,
): SeriesAnswer {
  const total = record.actionCount;
  const stride = Math.max(1, Math.ceil(total / Math.max(1, points - 1)));
  const steps: number[] = [];
  for (let s = 0; s < total; s += stride) steps.push(s);
  steps.push(total);
  const out = new Map<string, { id: string; label: string; values: (number | null)[][] }>();
  const shown: number[] = [];
  let damagedAt: number | undefined;
  for (const wanted of steps) {
    let step = wanted;
    let match: Match;
    try {
      match = seeker.at(def, record, step);
    } catch (e) {
      if (!(e instanceof ReplayDamage) || e.atMove < 1) throw e;
      damagedAt = e.atMove;
      // The last move before the damage, where the steps end (thrown on if that too cannot be rebuilt).
      step = e.atMove - 1;
      if (step <= (shown.at(-1) ?? -1)) break;
      match = seeker.at(def, record, step);
    }
    shown.push(step);
    for (const s of review.series(def.view(match.state, viewer), record.seats.length)) {
      let line = out.get(s.id);
      if (!line) {
        line = { id: s.id, label: s.label, values: [] };
        out.set(s.id, line);
      }
      line.values.push([...s.values]);
    }
    if (damagedAt !== undefined) break;
  }
  return { steps: shown, series: [...out.values()], ...(damagedAt === undefined ? {} : { damagedAt }) };
}
