/**
 * One family member's record, for their own page: the games they finished and won, each kind of game with
 * their standing in it (the same standings History shows), their latest games with how each ended for
 * them, and the games they are still in. A person is their roster entry (`personKey`), whatever name a
 * seat gave them; a game of theirs is one with a seat of that entry.
 */
import { plainName, type CampaignInfo, type GameSummary, type SeatSpec } from '@core/protocol';
import { pairResult, personKey, standings, type Standing } from './standings';

export interface GameKindRecord {
  readonly gameId: string;
  readonly gameName: string;
  readonly games: number;
  readonly wins: number;
  readonly best: number | null;
  /** Their Elo rating among everyone who played this game (History's standings). */
  readonly rating: number;
  /** Their place in those standings, 1 for the top, and how many are in them. */
  readonly place: number;
  readonly of: number;
}

export interface PlayedGame {
  readonly id: string;
  readonly gameId: string;
  readonly gameName: string;
  readonly at: string;
  readonly won: boolean;
  /** Their place at the end (1 for a winner; those level share one), and how many seats there were. */
  readonly place: number;
  readonly of: number;
  readonly score: number | null;
  /** The others at the table, by the names they played under (family members by their roster name now). */
  readonly others: readonly string[];
  /**
   * Who else played their seat on their own device at a game night on the network (History's "on their own
   * device: Uncle Sal"), when that was someone of another name: the game is still filed as theirs.
   */
  readonly playedBy: readonly string[];
  /** The campaign the game is filed under, by its name (null: none). */
  readonly campaign: string | null;
}

/** A campaign with a game of theirs: how it goes for them among everyone who played in it. */
export interface CampaignRecord {
  readonly id: string;
  readonly name: string;
  readonly gameId: string;
  readonly gameName: string;
  /** Their finished games in it, and wins. */
  readonly games: number;
  readonly wins: number;
  /** Their place in the campaign's standings (null before any game of theirs in it is finished). */
  readonly place: number | null;
  readonly of: number;
  /** Their games in it still being played. */
  readonly playing: number;
}

export interface PlayerRecord {
  readonly finished: number;
  readonly wins: number;
  readonly kinds: readonly GameKindRecord[];
  /** The latest finished games first. */
  readonly recent: readonly PlayedGame[];
  /** The campaigns with a game of theirs, the one played in latest first. */
  readonly campaigns: readonly CampaignRecord[];
  /** Games in progress with a seat of theirs, the latest first. */
  readonly playing: readonly GameSummary[];
  /** Games with a seat of theirs abandoned before the end (History's "Abandoned"): neither won nor lost. */
  readonly abandoned: number;
}

const newestFirst = (a: GameSummary, b: GameSummary) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id);

/** `playerId`'s record over `games` (every stored game: finished ones count, active ones are listed). */
export function playerRecord(
  games: readonly GameSummary[],
  playerId: string,
  recentCount = 10,
  names: (seat: SeatSpec) => string = (seat) => seat.name,
  campaigns: readonly CampaignInfo[] = [],
): PlayerRecord {
  const campaignName = new Map(campaigns.map((c) => [c.id, c.name]));
  const key = `player:${playerId}`;
  const seatOf = (g: GameSummary) => g.seats.findIndex((s) => personKey(s) === key);
  const theirs = games.filter((g) => seatOf(g) >= 0);
  const finished = theirs.filter((g) => g.status === 'finished' && g.outcome);
  const kinds: GameKindRecord[] = [];
  for (const gameId of [...new Set(finished.map((g) => g.gameId))]) {
    // The standings among everyone who played this kind of game, so the rating and place are History's.
    const table = standings(games.filter((g) => g.gameId === gameId));
    const at = table.findIndex((s) => s.key === key);
    const me = table[at];
    if (!me) continue;
    kinds.push({
      gameId,
      gameName: finished.find((g) => g.gameId === gameId)?.gameName ?? gameId,
      games: me.games,
      wins: me.wins,
      best: me.best,
      rating: Math.round(me.rating),
      place: sharedPlace(table, at),
      of: table.length,
    });
  }
  kinds.sort((a, b) => b.games - a.games || a.gameName.localeCompare(b.gameName));
  const recent = finished
    .slice()
    .sort(newestFirst)
    .slice(0, recentCount)
    .map((g): PlayedGame => {
      const seat = seatOf(g);
      const outcome = g.outcome as NonNullable<GameSummary['outcome']>;
      return {
        id: g.id,
        gameId: g.gameId,
        gameName: g.gameName,
        at: g.updatedAt,
        won: outcome.winners.includes(seat),
        place: placeOf(outcome, seat),
        of: g.seats.length,
        score: outcome.scores[seat] ?? null,
        others: g.seats.filter((_, i) => i !== seat).map(names),
        playedBy: [
          ...new Set(
            (g.persons ?? [])
              .filter(
                (p) =>
                  p.seat === seat &&
                  p.place === 'network' &&
                  plainName(p.name) !== plainName(names(g.seats[seat] as SeatSpec)),
              )
              .map((p) => p.name),
          ),
        ],
        campaign: (g.campaignId && campaignName.get(g.campaignId)) || null,
      };
    });
  return {
    finished: finished.length,
    wins: finished.filter((g) => (g.outcome as NonNullable<GameSummary['outcome']>).winners.includes(seatOf(g))).length,
    kinds,
    recent,
    campaigns: campaignRecords(games, theirs, key, campaigns),
    playing: theirs.filter((g) => g.status === 'active').sort(newestFirst),
    abandoned: theirs.filter((g) => g.status === 'abandoned').length,
  };
}

/** Each campaign with a game of theirs (`theirs`), its standings among everyone who played in it. */
function campaignRecords(
  games: readonly GameSummary[],
  theirs: readonly GameSummary[],
  key: string,
  campaigns: readonly CampaignInfo[],
): CampaignRecord[] {
  const latest = new Map<string, string>();
  for (const g of theirs.slice().sort(newestFirst))
    if (g.campaignId && !latest.has(g.campaignId)) latest.set(g.campaignId, g.updatedAt);
  return campaigns
    .filter((c) => latest.has(c.id))
    .sort((a, b) => (latest.get(b.id) ?? '').localeCompare(latest.get(a.id) ?? ''))
    .map((c): CampaignRecord => {
      const table = standings(games.filter((g) => g.campaignId === c.id));
      const at = table.findIndex((s) => s.key === key);
      const me = table[at];
      const inIt = theirs.filter((g) => g.campaignId === c.id);
      return {
        id: c.id,
        name: c.name,
        gameId: c.gameId,
        gameName: inIt[0]?.gameName ?? c.gameId,
        games: me?.games ?? 0,
        wins: me?.wins ?? 0,
        place: me ? sharedPlace(table, at) : null,
        of: table.length,
        playing: inIt.filter((g) => g.status === 'active').length,
      };
    });
}

/**
 * A place in standings (`table`, best first) for the one at `at`: one more than those ranked above who are not
 * level with them, so two players who tied every game and stand at the same rating (shown the same) and wins
 * share a place ("1st of 3" both) rather than the one whose name comes later in the alphabet being 2nd.
 */
function sharedPlace(table: readonly Standing[], at: number): number {
  const me = table[at] as Standing;
  const level = (s: Standing) => Math.round(s.rating) === Math.round(me.rating) && s.wins === me.wins;
  return table.slice(0, at).filter((s) => !level(s)).length + 1;
}

/**
 * A seat's place at the end: one more than the seats that beat it by the standings' rule (`pairResult`), so a
 * winner is 1st whatever its score, the rest come after every winner and every seat with a higher score, and
 * seats level on score share a place (a SuperGang game's fallen gangs, all at 0, are all second). A game's
 * place and the standings' order then agree: Grandma 3rd of the game is not 2nd of its one-game standings.
 */
export function placeOf(outcome: NonNullable<GameSummary['outcome']>, seat: number): number {
  return outcome.scores.filter((_, i) => i !== seat && pairResult(outcome, i, seat) === 1).length + 1;
}

/** "1st", "2nd", "3rd", "4th"… for a place at the table. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
