/**
 * Words for a network table's away seat that a computer player is about to play: the host chose one to stand
 * in after a wait, and it has not come yet. The host's LAN side starts that wait when the player drops out, and
 * again when the host chooses a stand-in with players already away (electron/lan/stand-ins.ts `set`), so the
 * seat's line says it at once instead of "their seat waits" until the computer player's first move.
 */
import { botLevelName, botName, type LanStatus, type PublicSeat } from '@core/protocol';

/** "a minute", "5 seconds", "2 minutes": the host's wait, as said aloud. */
export function waitWords(seconds: number): string {
  if (seconds === 60) return 'a minute';
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

/** The stand-in coming for this seat, if one is: its holder away, none playing yet, and the host wanting one. */
export function standInComing(
  seat: PublicSeat,
  standIn: LanStatus['standIn'],
): { level: NonNullable<LanStatus['standIn']>['level']; within: string } | null {
  if (!standIn || seat.status !== 'held' || !seat.away || seat.standIn || seat.computer) return null;
  return { level: standIn.level, within: waitWords(standIn.afterSeconds) };
}

/** The seat list's words for such a seat: "away — Computer — Normal stands in within a minute unless they are back". */
export function comingLine(coming: NonNullable<ReturnType<typeof standInComing>>): string {
  return `away — ${botName(coming.level)} stands in within ${coming.within} unless they are back`;
}

/**
 * Said with "Changed: …" when the host chose a stand-in with players already away: the change holds for them
 * too, counted from now. Empty when nobody is waiting for one.
 */
export function awayNowNote(status: LanStatus): string {
  const names = status.seats.flatMap((s) => (standInComing(s, status.standIn) ? [s.name ?? `Seat ${s.seat + 1}`] : []));
  const first = status.seats.map((s) => standInComing(s, status.standIn)).find((c) => c !== null);
  if (names.length === 0 || !first) return '';
  const who = names.length === 1 ? `${names[0]} is` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`;
  const them = names.length === 1 ? 'them' : 'each of them';
  return `${who} away already: a computer player (${botLevelName(first.level)}) stands in for ${them} within ${first.within}, unless they are back first.`;
}
