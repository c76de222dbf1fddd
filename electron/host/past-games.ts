/**
 * Past games beyond the replay itself: a finished game's final scores explained by its own scoring,
 * its per-seat counts (worked out once from the stored moves, then kept), and checks for filing a
 * game under a campaign.
 */
import type { AnyGameDef } from '../../core/engine';
import type { GameReview } from '../../core/engine/module';
import type { TallyCount } from '../../core/engine/score';
import type { ScoreSheetInfo } from '../../core/protocol';
import type { Seeker } from './replay';
import type { GameRecord, GameSummaryRecord, Store } from '../store/types';

/**
 * The version of the counting: bump it when a game's `tally` changes, so kept counts are worked out again.
 * 2 (2026-12-03): SuperGang's counts credit a held man's stick-up and till to the Vamp's gang, each death
 * to the seat whose arrow downed him, a till paid by an owner to the robbers, and no duel won to a patient
 * who could not defend himself.
 */
export const TALLY_VERSION = 2;

/** Moves read at a time while counting, so a long game is never held in memory whole. */
const PAGE = 500;

/**
 * A game's per-seat counts from its stored public events (the counts are shown to everyone), or null
 * when its game counts nothing. A finished game's counts are kept; a game in progress is counted afresh.
 */
export function gameTally(
  review: GameReview<unknown> | undefined,
  store: Pick<Store, 'actions' | 'tallies'>,
  record: GameSummaryRecord,
): number[][] | null {
  const tally = review?.tally;
  if (!tally) return null;
  const finished = record.status === 'finished';
  if (finished) {
    const kept = store.tallies.get(record.id, TALLY_VERSION);
    if (kept) return kept;
  }
  const moves = [];
  for (let from = 1; from <= record.actionCount; from += PAGE) {
    for (const row of store.actions.range(record.id, from, Math.min(record.actionCount, from + PAGE - 1)))
      moves.push({ seat: row.seat, events: row.events.filter((e) => e.visibility === 'public') });
  }
  const counted = tally.count(moves, record.seats.length);
  if (finished) store.tallies.put(record.id, TALLY_VERSION, counted);
  return counted;
}

/** The counts a game keeps, named (empty when it keeps none). */
export function tallyCounts(review: GameReview<unknown> | undefined): TallyCount[] {
  return review?.tally ? review.tally.counts.map((c) => ({ id: c.id, label: c.label })) : [];
}

/** A finished game's final scores explained, read from its last position seen by everyone; else null. */
export function scoreSheet(
  def: AnyGameDef,
  review: GameReview<unknown> | undefined,
  seeker: Seeker,
  record: GameRecord,
): ScoreSheetInfo | null {
  if (!review?.score || record.status !== 'finished') return null;
  const match = seeker.at(def, record, record.actionCount);
  const sheet = review.score(def.view(match.state, 'omniscient'), record.seats.length);
  if (!sheet) return null;
  return {
    ...sheet,
    seats: sheet.seats.map(({ facts, parts, ...x }) => ({
      ...x,
      parts: parts.map((part) => ({ ...part })),
      ...(facts ? { facts: facts.map((f) => ({ ...f })) } : {}),
    })),
  };
}

/** Why a game cannot be filed under a campaign, or null when it can. */
export function filingProblem(
  store: Pick<Store, 'campaigns'>,
  gameId: string,
  campaignId: string | null,
): string | null {
  if (campaignId === null) return null;
  const c = store.campaigns.get(campaignId);
  if (!c) return 'That campaign is not in the records.';
  if (c.gameId !== gameId) return 'That campaign is for another game; a campaign holds games of one kind.';
  return null;
}

/** Why a campaign cannot take this name (another of the same game has it), or null. */
export function nameProblem(
  store: Pick<Store, 'campaigns'>,
  gameId: string,
  name: string,
  except: string | null = null,
): string | null {
  const taken = store.campaigns
    .list()
    .some((c) => c.id !== except && c.gameId === gameId && c.name.toLowerCase() === name.toLowerCase());
  return taken ? `There is already a campaign called "${name}" for this game.` : null;
}
