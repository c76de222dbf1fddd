/**
 * The calls about stored games: History (lists, case files, campaigns, import and export) and the
 * replay viewer (a move's position, the log, the timeline, the plots). They read the records only;
 * the one thing they ask of the live table is to let a game go when it is abandoned or deleted.
 */
import type { AnyGameDef, Viewer } from '../../core/engine';
import type { GameReview } from '../../core/engine/module';
import type { GameSummary, SeatPerson } from '../../core/protocol';
import type { GameRecord, GameSummaryRecord, Store } from '../store/types';
import { fail, type Handler } from './api-failure';
import { exportGame, gameFileName, importGame } from './game-file';
import { soundGames } from './history-check';
import { filingProblem, gameTally, nameProblem, scoreSheet, tallyCounts } from './past-games';
import {
  logPage,
  ReplayDamage,
  replayViewerFor,
  type Seeker,
  series,
  stepUpdate,
  timeline,
  viewerFor,
  type Viewpoint,
} from './replay';

/** What the records' calls need of the host. */
export interface RecordsContext {
  readonly games: ReadonlyMap<string, AnyGameDef>;
  /** The records, or a refusal saying the file could not be opened. */
  requireStore(): Store;
  /** Positions of stored games at any step; null while there are no records. */
  seeker(): Seeker | null;
  /** A game's plots and progress words, where it has them. */
  review(gameId: string): GameReview<unknown> | undefined;
  /** Closes a live game and forgets it (deleted). */
  release(matchId: string): void;
  /**
   * A live game was just abandoned: it is read again from the records, and every page watching it (the host's
   * own table, a guest's on the network) is shown it abandoned at once.
   */
  abandoned(matchId: string): void;
}

export type RecordMethod =
  | 'history.list'
  | 'history.file'
  | 'history.score'
  | 'history.tallies'
  | 'history.get'
  | 'history.again'
  | 'history.abandon'
  | 'history.delete'
  | 'history.export'
  | 'history.import'
  | 'campaigns.list'
  | 'campaigns.create'
  | 'campaigns.rename'
  | 'campaigns.delete'
  | 'match.log'
  | 'replay.step'
  | 'replay.timeline'
  | 'replay.series';

/** A stored game as History lists it; `persons`: every game's people, read at once for a list (else this game's). */
export function summaryOf(ctx: RecordsContext, g: GameSummaryRecord, persons?: Map<string, SeatPerson[]>): GameSummary {
  const people = persons ? persons.get(g.id) : undefined;
  return {
    id: g.id,
    gameId: g.gameId,
    gameName: ctx.games.get(g.gameId)?.name ?? g.gameId,
    status: g.status,
    seats: [...g.seats],
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
    actionCount: g.actionCount,
    outcome: g.outcome,
    campaignId: g.campaignId,
    options: g.options,
    ...(persons ? (people ? { persons: people } : {}) : personsOf(ctx, g.id)),
  };
}

function personsOf(ctx: RecordsContext, gameId: string): { persons?: SeatPerson[] } {
  const persons = ctx.requireStore().seatPersons.list(gameId);
  return persons.length > 0 ? { persons } : {};
}

/** A stored game with its rules, for the replay calls; refuses a game not in the records or not installed. */
function stored(
  ctx: RecordsContext,
  matchId: string,
): { store: Store; seeker: Seeker; def: AnyGameDef; record: GameRecord } {
  const store = ctx.requireStore();
  const record = store.games.get(matchId) ?? fail('NO_SUCH_GAME', 'That game is not in the records.');
  if (record.unreadable) fail('GAME_DAMAGED', 'This game’s record is damaged, so it cannot be shown.');
  const def =
    ctx.games.get(record.gameId) ??
    fail(
      'GAME_NOT_INSTALLED',
      `This game was played with "${record.gameId}", which this version of Mob Night does not have.`,
    );
  return { store, seeker: ctx.seeker() as Seeker, def, record };
}

/** The case file's viewer (the live table pages back through its own seat's log with it). */
function viewer(record: GameSummaryRecord, seat: Viewpoint): Viewer {
  const v = viewerFor(record, seat);
  return v.ok ? v.viewer : fail('NOT_SHOWN', v.message);
}

/** A replay's viewer: a game in progress only as the public saw it (`replayViewerFor`). */
function replayViewer(record: GameSummaryRecord, seat: Viewpoint): Viewer {
  const v = replayViewerFor(record, seat);
  return v.ok ? v.viewer : fail('NOT_SHOWN', v.message);
}

/** Runs replay work, turning a damaged move into a plain refusal. */
function replaying<T>(work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (e instanceof ReplayDamage) fail('GAME_DAMAGED', e.message);
    if (e instanceof RangeError) fail('NO_SUCH_STEP', e.message);
    throw e;
  }
}

/** Where a game in progress stands, in its own words; absent when it cannot say (no review, damage). */
function progress(ctx: RecordsContext, g: GameSummaryRecord): string | undefined {
  const review = ctx.review(g.gameId);
  const def = ctx.games.get(g.gameId);
  const seeker = ctx.seeker();
  if (!review || !def || !seeker) return undefined;
  try {
    const record = ctx.requireStore().games.get(g.id);
    if (!record || record.unreadable) return undefined;
    return review.progress(def.view(seeker.at(def, record, record.actionCount).state, 'spectator'));
  } catch {
    return undefined;
  }
}

/** The records' handlers, for the host's table of handlers. */
export function recordHandlers(ctx: RecordsContext): { [M in RecordMethod]: Handler<M> } {
  const summary = (g: GameSummaryRecord, persons?: Map<string, SeatPerson[]>) => summaryOf(ctx, g, persons);
  const withProgress = (g: GameSummaryRecord, s: GameSummary): GameSummary => {
    const p = g.status === 'active' ? progress(ctx, g) : undefined;
    return p ? { ...s, progress: p } : s;
  };
  return {
    'history.list': (p) => {
      const store = ctx.requireStore();
      const persons = store.seatPersons.byGame();
      // The installed games' names: a search finds a game by a word of its name, and lists by game in their order.
      const games = [...ctx.games.values()].map((def) => ({ id: def.id, name: def.name }));
      return store.games
        .summaries({ ...p, games })
        .map((g) => (p.progress ? withProgress(g, summary(g, persons)) : summary(g, persons)));
    },
    'history.file': (p) => {
      const store = ctx.requireStore();
      const g = store.games.summary(p.matchId) ?? fail('NO_SUCH_GAME', 'That game is not in the records.');
      const problem = filingProblem(store, g.gameId, p.campaignId);
      if (problem) fail('NO_SUCH_CAMPAIGN', problem);
      store.campaigns.assign(p.matchId, p.campaignId);
      return summary(store.games.summary(p.matchId) as GameSummaryRecord);
    },
    'history.score': (p) => {
      const { store, seeker, def, record } = stored(ctx, p.matchId);
      const review = ctx.review(record.gameId);
      return replaying(() => ({
        sheet: scoreSheet(def, review, seeker, record),
        counts: tallyCounts(review),
        tally: gameTally(review, store, record),
      }));
    },
    'history.tallies': (p) => {
      const store = ctx.requireStore();
      const review = ctx.review(p.gameId);
      const games = store.games
        .summaries({ status: 'finished', ...(p.campaignId ? { campaignId: p.campaignId } : {}) })
        .filter((g) => g.gameId === p.gameId && !g.unreadable)
        .flatMap((g) => {
          const tally = gameTally(review, store, g);
          return tally ? [{ matchId: g.id, tally }] : [];
        });
      return { counts: tallyCounts(review), games };
    },
    'campaigns.list': () => ctx.requireStore().campaigns.list(),
    'campaigns.create': (p) => {
      const store = ctx.requireStore();
      if (!ctx.games.has(p.gameId)) fail('GAME_NOT_INSTALLED', 'There is no such game in this version of Mob Night.');
      const taken = nameProblem(store, p.gameId, p.name);
      if (taken) fail('CAMPAIGN_EXISTS', taken);
      return store.campaigns.create({ name: p.name, gameId: p.gameId });
    },
    'campaigns.rename': (p) => {
      const store = ctx.requireStore();
      const c = store.campaigns.get(p.id) ?? fail('NO_SUCH_CAMPAIGN', 'That campaign is not in the records.');
      const taken = nameProblem(store, c.gameId, p.name, c.id);
      if (taken) fail('CAMPAIGN_EXISTS', taken);
      return store.campaigns.rename(p.id, p.name) ?? fail('NO_SUCH_CAMPAIGN', 'That campaign is not in the records.');
    },
    'campaigns.delete': (p) => {
      const store = ctx.requireStore();
      return store.campaigns.remove(p.id) ?? fail('NO_SUCH_CAMPAIGN', 'That campaign is not in the records.');
    },
    'history.get': (p) => {
      const g = ctx.requireStore().games.summary(p.matchId) ?? fail('NO_SUCH_GAME', 'That game is not in the records.');
      return withProgress(g, summary(g));
    },
    'history.again': (p) => {
      const g = ctx.requireStore().games.get(p.matchId) ?? fail('NO_SUCH_GAME', 'That game is not in the records.');
      if (g.unreadable) fail('GAME_DAMAGED', 'This game’s record is damaged, so it cannot be set out again.');
      return {
        gameId: g.gameId,
        seats: [...g.seats],
        options: g.options,
        dice: g.diceMode,
        deal: g.status === 'finished' ? g.seed : null,
        campaignId: g.campaignId,
      };
    },
    'history.abandon': (p) => {
      const store = ctx.requireStore();
      const g = store.games.summary(p.matchId) ?? fail('NO_SUCH_GAME', 'That game is not in the records.');
      if (g.status !== 'active') fail('NOT_IN_PROGRESS', 'Only a game in progress can be abandoned.');
      store.games.setStatus(p.matchId, 'abandoned', null);
      ctx.abandoned(p.matchId);
      return summary(store.games.summary(p.matchId) as GameSummaryRecord);
    },
    'history.delete': (p) => {
      const store = ctx.requireStore();
      ctx.release(p.matchId);
      ctx.seeker()?.forget(p.matchId);
      return { deleted: store.games.remove(p.matchId) };
    },
    'history.export': (p) => {
      const { store, record } = stored(ctx, p.matchId);
      // A file is opened only if every move in it replays (importGame): a damaged game's would never open. The
      // check is the backups' (`soundGames`): a game found sound and unchanged since is not replayed again.
      const sound = soundGames(store, ctx.games, record);
      if (!sound.ok)
        fail(
          'GAME_DAMAGED',
          sound.atMove === 0
            ? 'The start of this game cannot be rebuilt, so a file of it would not open.'
            : `This game’s records are damaged at move ${sound.atMove}, so a file of it would not open. Its table shows the game as it stood before, and restores it from a backup if one has it.`,
        );
      try {
        return { fileName: gameFileName(record), text: exportGame(store, record) };
      } catch (e) {
        return fail('GAME_DAMAGED', (e as Error).message);
      }
    },
    'history.import': (p) => {
      const r = importGame(ctx.requireStore(), ctx.games, p.text);
      if (!r.ok) fail('BAD_GAME_FILE', r.message);
      return { matchId: r.matchId, already: r.already };
    },
    'match.log': (p) => {
      const { store, record } = stored(ctx, p.matchId);
      return logPage(store, record, viewer(record, p.seat), Math.min(p.before, record.actionCount + 1), p.limit);
    },
    'replay.step': (p) => {
      const { store, seeker, def, record } = stored(ctx, p.matchId);
      const v = replayViewer(record, p.seat);
      if (p.step > record.actionCount) fail('NO_SUCH_STEP', `This game has ${record.actionCount} moves.`);
      const match = replaying(() => seeker.at(def, record, p.step));
      const shown = ctx.review(record.gameId)?.progress(def.view(match.state, v));
      return {
        update: stepUpdate(def, store, record, match, v),
        total: record.actionCount,
        ...(shown ? { progress: shown } : {}),
      };
    },
    'replay.timeline': (p) => {
      const { store, record } = stored(ctx, p.matchId);
      const v = replayViewer(record, p.seat);
      const marked = ctx.review(record.gameId)?.marked;
      return { total: record.actionCount, marks: timeline(store, record, v, new Set(p.types), marked) };
    },
    'replay.series': (p) => {
      const { seeker, def, record } = stored(ctx, p.matchId);
      const v = replayViewer(record, p.seat);
      const review = ctx.review(record.gameId);
      if (!review) return { steps: [], series: [] };
      return replaying(() => series(def, review, seeker, record, v, p.points));
    },
  };
}
