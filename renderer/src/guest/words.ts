/**
 * What a guest's page says about the table: who sits in each seat (public names only), and why the
 * table let the page go, from how its socket closed (electron/lan/server.ts's close codes).
 */
import { botLevelName } from '@core/bots/levels';
import type { PublicSeat } from '@core/protocol';

/** The table's close codes: a seat pass refused, a join code refused, the seat taken back, the table closed. */
export const CLOSE = {
  passRefused: 4001,
  codeRefused: 4002,
  seatTakenBack: 4003,
  tableClosed: 4004,
  anotherGame: 4005,
} as const;

export const PASS_REFUSED =
  'Your seat pass for this table was not accepted: the host may have taken the seat back or started another game. Join again with the code.';
export const CODE_REFUSED_FIRST =
  'The table did not let you in: check the join code on the host’s screen (or wait a minute after several wrong tries).';
export const CODE_REFUSED_LATER =
  'The table no longer takes the join code you came with: the host may have started another game. Type the code on the host’s screen.';
export const TABLE_CLOSED_SEAT =
  'The host has closed the table for now, so everyone was sent home. Your seat waits for you: once the host opens the table again, press “Back to my seat”.';
export const TABLE_CLOSED_WATCHER =
  'The host has closed the table for now, so everyone was sent home. Once the host opens it again, join with the code.';
export const ANOTHER_GAME =
  'The host has opened another game at the table, so everyone at the last one was sent home. Join the new one with the code on the host’s screen.';
export const HOST_SAID_NO = 'The host said no to a seat for now. You can ask again, or just watch.';

export interface Leaving {
  readonly message: string;
  /** The seat pass kept in this browser no longer works and is forgotten. */
  readonly passGone: boolean;
}

/**
 * Why the page must leave the table, or null when the page should keep trying to come back (a drop, a
 * host that is restarting). `withPass`: the page connects with a seat pass; `everOpen`: it was at the table.
 */
export function leavingFor(
  close: { code: number; reason: string; opened: boolean },
  withPass: boolean,
  everOpen: boolean,
): Leaving | null {
  if (close.code === CLOSE.passRefused) return { message: PASS_REFUSED, passGone: true };
  if (close.code === CLOSE.codeRefused)
    return { message: everOpen ? CODE_REFUSED_LATER : CODE_REFUSED_FIRST, passGone: false };
  if (close.code === CLOSE.seatTakenBack)
    return { message: close.reason || 'The host has taken this seat back.', passGone: true };
  if (close.code === CLOSE.tableClosed)
    return { message: withPass ? TABLE_CLOSED_SEAT : TABLE_CLOSED_WATCHER, passGone: false };
  // The last game's passes went with it.
  if (close.code === CLOSE.anotherGame) return { message: ANOTHER_GAME, passGone: true };
  // Anything else (a socket that never opened: the host not answering, or busy turning wrong tries away)
  // is no word from the table about the pass or the code: the page keeps trying, and the pass is kept.
  return null;
}

/** Who sits in a seat, as the guest's seat list says it: "Nonna, at the host's computer". */
export function seatWords(s: PublicSeat): string {
  const name = s.name ?? 'a player';
  if (s.status === 'held')
    return `${name}${s.seatName ? ` in ${s.seatName}’s seat` : ''}, on their own device${s.away ? ' (away just now)' : ''}`;
  if (s.computer) return `${name}, a computer player (${botLevelName(s.computer)})`;
  if (s.status === 'open') return `${name} — free for you to take`;
  return `${name}, at the host’s computer`;
}

/**
 * The guest's own bar, "You play seat 2 as Cousin Vinny"; in a seat the game calls by another name, that
 * name first ("You play Nonna’s seat (seat 2) as Cousin Vinny"), since the table's words use it.
 */
export function whereWords(seat: number, seats: readonly PublicSeat[]): string {
  const seatName = seats.find((s) => s.seat === seat && s.status === 'held')?.seatName;
  return seatName ? `You play ${seatName}’s seat (seat ${seat + 1}) as` : `You play seat ${seat + 1} as`;
}
