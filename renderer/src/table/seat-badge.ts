/**
 * The small badge on a seat's chip at a network table (SeatRail.svelte), in words: where the seat is played, or
 * that its holder is away and who holds it meanwhile. The host's own seats have none.
 */
import { botName, type LanStatus } from '@core/protocol';
import { DEVICE_WORDS } from '../lib/seats';
import { standInComing } from '../lib/stand-in-soon';

export interface SeatBadge {
  readonly text: string;
  /** The holder dropped out: said in italics, in brass. */
  readonly away: boolean;
  /** The whole story, in its tooltip. */
  readonly title: string;
}

/** Seat `i`'s badge, from the network table's seats and the stand-in the host wants for an away seat. */
export function seatBadge(i: number, network: LanStatus['seats'], standIn: LanStatus['standIn']): SeatBadge | null {
  const s = network.find((n) => n.seat === i);
  if (!s || s.status === 'host') return null;
  if (s.status === 'open')
    return { text: 'open to a guest', away: false, title: 'The first guest who takes it plays it' };
  const name = s.name ?? `Seat ${i + 1}`;
  if (s.away && s.standIn)
    return {
      text: `away · ${botName(s.standIn)} plays`,
      away: true,
      title: `${name} dropped out; a computer player holds the seat until they are back`,
    };
  const coming = standInComing(s, standIn);
  if (coming)
    return {
      text: `away · ${botName(coming.level)} soon`,
      away: true,
      title: `${name} dropped out; ${botName(coming.level)} stands in within ${coming.within} unless they are back`,
    };
  if (s.away) return { text: 'away', away: true, title: `${name} dropped out; the seat waits for them` };
  const where = s.device ? DEVICE_WORDS[s.device] : 'on another device';
  // A guest in a seat the game names for someone else is named on its chip: "Uncle Sal, on a phone".
  const who = s.seatName ? `${name}, ` : '';
  return { text: `${who}${where}`, away: false, title: `${name} plays this seat ${where}` };
}
