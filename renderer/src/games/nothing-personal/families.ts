/** How the families look and are called at this table: each seat's colour, emblem and name. */
import { COLOUR_NAMES } from '../../lib/seats';
import { seatLooks, type SeatLook } from '../../table/seat-looks';
import type { Player, SeatSpec } from '@core/protocol';

export interface Family extends SeatLook {
  readonly seat: number;
  /** The player's name ("Nonna Rosa"). */
  readonly name: string;
  /** "Red family". */
  readonly family: string;
}

export function families(seats: readonly SeatSpec[], players: Readonly<Record<string, Player>>): Family[] {
  return seatLooks(seats, players).map((look, seat) => ({
    ...look,
    seat,
    name: seats[seat]?.name ?? `Seat ${seat + 1}`,
    family: `${COLOUR_NAMES[look.colour]} family`,
  }));
}

/** The CSS colour and ink of a family, for SVG fills. */
export const fill = (f: Family | undefined): string => (f ? `var(--seat-${f.colour})` : '#8a8276');
export const ink = (f: Family | undefined): string => (f ? `var(--seat-${f.colour}-ink)` : '#15120f');
