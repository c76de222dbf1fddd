/**
 * Whose eyes the shared screen is: the pure rules of hot-seat play, kept apart from the API so they
 * can be tested. Only humans ever hold the device; bots decide on the host. At a game night on the
 * network, the seats played on other devices (`elsewhere`) are never this screen's: it neither
 * shows them nor draws the curtain for them.
 */
import type { MatchUpdate, SeatSpec } from '@core/protocol';

export type Viewer = number | 'spectator';
type Pending = MatchUpdate['pending'];

/**
 * Pending kinds that never block the game: every seat "may" make a table action at any moment, so a
 * seat with only these is not deciding anything, and the screen is not passed to it.
 */
export const NON_BLOCKING_KINDS: ReadonlySet<string> = new Set(['anytime']);

/** The seats whose decision the game is waiting for, each once, in the order the game lists them. */
export function decidingSeats(pending: Pending): number[] {
  const seats: number[] = [];
  for (const p of pending) if (!NON_BLOCKING_KINDS.has(p.kind) && !seats.includes(p.seat)) seats.push(p.seat);
  return seats;
}

/** The seats people play at this screen: human, and not played on another device. */
export function humanSeats(seats: readonly SeatSpec[], elsewhere: readonly number[] = []): number[] {
  return seats.flatMap((s, i) => (s.kind === 'human' && !elsewhere.includes(i) ? [i] : []));
}

/**
 * Who should be looking now. A person who asked for the screen (`held`: to play something at any moment,
 * out of turn) keeps it until they give it back. Otherwise a human who must decide holds the device
 * (several at once — secret simultaneous choices — take it one at a time, the one already holding it
 * first). While only bots decide, the table stays with the last human who had it; a lone human always
 * has it; with nobody human yet (or at all) it is the spectator's view, which holds no secrets.
 */
export function nextViewer(
  pending: Pending,
  seats: readonly SeatSpec[],
  shown: Viewer | null,
  elsewhere: readonly number[] = [],
  held: number | null = null,
): Viewer {
  const humans = humanSeats(seats, elsewhere);
  // A seat that has gone to another device is no longer this screen's to keep.
  const current = typeof shown === 'number' && elsewhere.includes(shown) ? null : shown;
  if (humans.length === 0) return 'spectator';
  if (held !== null && humans.includes(held)) return held;
  const deciding = decidingSeats(pending).filter((s) => humans.includes(s));
  if (typeof current === 'number' && deciding.includes(current)) return current;
  if (deciding[0] !== undefined) return deciding[0];
  if (humans.length === 1) return humans[0]!;
  return typeof current === 'number' ? current : 'spectator';
}

/**
 * The people at this screen who may ask for it now, to play something at any moment (NP-7.3.1's cards, a
 * Shakedown, a payment): everyone played here but the one looking, where two or more share the screen.
 */
export function screenTakers(
  seats: readonly SeatSpec[],
  shown: Viewer | null,
  elsewhere: readonly number[] = [],
): number[] {
  const humans = humanSeats(seats, elsewhere);
  return humans.length < 2 ? [] : humans.filter((s) => s !== shown);
}

/** Whether a decision of someone other than `seat` is on a running clock (a Movement Phase's, G-6.9). */
export function clockRunsFor(pending: Pending, seat: number): boolean {
  return pending.some((p) => p.seat !== seat && p.deadline !== undefined && p.deadline.paused !== true);
}

/** Who at this screen the game is waiting for while `held` has it: their decision waits for the screen. */
export function keptWaiting(
  pending: Pending,
  seats: readonly SeatSpec[],
  held: number,
  elsewhere: readonly number[] = [],
): number[] {
  const humans = humanSeats(seats, elsewhere);
  return decidingSeats(pending).filter((s) => s !== held && humans.includes(s));
}

/**
 * Whether the screen one person asked for (`held`) goes back to the game's own order: at the game's end, when
 * the seat is no longer played here, or once it is theirs and the game comes to their own decision with
 * nobody else here waiting for it (a turn that ran out on its clock, say).
 */
export function holdEnds(
  update: Pick<MatchUpdate, 'pending' | 'outcome'>,
  seats: readonly SeatSpec[],
  held: number,
  shown: Viewer | null,
  elsewhere: readonly number[] = [],
): boolean {
  if (update.outcome || !humanSeats(seats, elsewhere).includes(held)) return true;
  return (
    shown === held &&
    decidingSeats(update.pending).includes(held) &&
    keptWaiting(update.pending, seats, held, elsewhere).length === 0
  );
}

/**
 * The device passes to a different person (and there is more than one). The curtain then goes down
 * if the new person's screen would show a secret of theirs (see `curtainBefore`).
 */
export function needsCurtain(
  seats: readonly SeatSpec[],
  from: Viewer | null,
  to: Viewer,
  elsewhere: readonly number[] = [],
): boolean {
  return typeof to === 'number' && to !== from && humanSeats(seats, elsewhere).length > 1;
}

/**
 * Whether the screen about to be shown to `seat` needs the curtain, for a person who took the screen
 * over without it: only when it holds a secret of that seat's, as the game tells (`secretShown`,
 * from the view and what the seat is asked); a game that cannot tell always gets it.
 */
export function curtainBefore(
  update: Pick<MatchUpdate, 'view' | 'legal' | 'anytime' | 'pending'>,
  seat: number,
  secretShown:
    ((view: unknown, seat: number, asked?: Pick<MatchUpdate, 'legal' | 'anytime' | 'pending'>) => boolean) | undefined,
): boolean {
  return secretShown ? secretShown(update.view, seat, update) : true;
}

/**
 * The answer a game gives by itself for a seat (`GameTable.forcedAnswer`), worked out from a view that
 * may be another seat's, so only from what the whole table may know.
 */
export type ForcedAnswer = (view: unknown, seat: number, asked: Pick<MatchUpdate, 'pending'>) => unknown;

/**
 * The seats of `mine` (played at this screen) the game answers for by itself in `update`, with their
 * answers: a question whose only answer everyone can tell is never shown, nor the screen passed for it.
 * `asked`: seats whose forced answer the host refused at this version; they are asked after all.
 */
export function forcedAnswers(
  update: Pick<MatchUpdate, 'view' | 'pending'>,
  mine: readonly number[],
  forced: ForcedAnswer | undefined,
  asked: (seat: number) => boolean = () => false,
): Map<number, unknown> {
  const out = new Map<number, unknown>();
  if (!forced) return out;
  for (const seat of decidingSeats(update.pending)) {
    if (!mine.includes(seat) || asked(seat)) continue;
    const answer = forced(update.view, seat, update);
    if (answer !== null && answer !== undefined) out.set(seat, answer);
  }
  return out;
}
