const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const dateOnly = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const enUS = new Intl.NumberFormat('en-US');
/**
 * A number as an English page prints it, "6,200": the same as `n.toLocaleString('en-US')`, which makes a
 * new formatter at every call (a Gangsters game of bots spent 1.6% of the renderer's time there).
 */
export const grouped = (n: number): string => enUS.format(n);

function valid(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "12 Mar 2025, 20:15" in the reader's own locale; the raw text if it is not a date. */
export function formatDateTime(iso: string): string {
  const d = valid(iso);
  return d ? dateTime.format(d) : iso;
}

/** "12 Mar 2025, 20:15:07": the same with seconds, for times that may fall in one minute (copies of the records). */
export function formatDateTimeSeconds(iso: string): string {
  const d = valid(iso);
  return d ? dateTimeSeconds.format(d) : iso;
}

/** "Friday, 14 March 2025". */
export function formatLongDate(iso: string): string {
  const d = valid(iso);
  return d ? dateOnly.format(d) : iso;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "It holds 2 players, 3 games and 120 moves." (players left out only where the copy does not say), when the host could read what a copy of the records holds; else empty. */
export function backupHolds(b: { players?: number; games?: number; moves?: number }): string {
  if (b.games === undefined || b.moves === undefined) return '';
  const n = (k: number, one: string, many: string) => `${grouped(k)} ${k === 1 ? one : many}`;
  // A copy of records with nothing in them yet says so, rather than counting noughts.
  if (!b.players && b.games === 0 && b.moves === 0) return 'It holds nothing yet: no players and no games.';
  const who = b.players === undefined ? '' : `${n(b.players, 'player', 'players')}, `;
  return `It holds ${who}${n(b.games, 'game', 'games')} and ${n(b.moves, 'move', 'moves')}.`;
}

/** A score with no unit (Nothing Personal's Respect): "12", "0", "−3" with a true minus sign, as print sets it. */
export function plainScore(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/**
 * The seats of a finished game in the order the final scores list them: the winners first, then the
 * highest score, seat order among equals. A Gang that wins on its Joints (G-15.1) may be worth less than
 * another, and is still listed first.
 */
export function finalOrder(scores: readonly number[], winners: readonly number[]): number[] {
  const won = new Set(winners);
  return scores
    .map((score, i) => ({ score, i }))
    .sort((a, b) => Number(won.has(b.i)) - Number(won.has(a.i)) || b.score - a.score || a.i - b.i)
    .map((x) => x.i);
}

/**
 * Who a seat shares its place with in the final scores: the other seats, neither of them a winner, with the same
 * score (two Gangs level at $2,700 are listed one after the other, and this says they share the place).
 * Winners share theirs in the winner line.
 */
export function levelWith(scores: readonly number[], winners: readonly number[], seat: number): number[] {
  const won = new Set(winners);
  if (won.has(seat)) return [];
  return scores.flatMap((score, i) => (i !== seat && !won.has(i) && score === scores[seat] ? [i] : []));
}

/**
 * The winner line of a finished game: "Winner: Ann", "Winners: Ann and Bo", or "No winner" when the game
 * ended without one (a round limit, every gang out), where it used to say "Winner: nobody".
 */
export function winnerWords(names: readonly string[]): { readonly label: string; readonly names: string } {
  if (names.length === 0) return { label: 'No winner', names: '' };
  return { label: names.length > 1 ? 'Winners:' : 'Winner:', names: names.join(' and ') };
}
