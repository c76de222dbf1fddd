/**
 * How the families look and are called at this table: each seat's colour, emblem and name. A family is
 * called by its player, "Mum’s family", everywhere words name it: the case file, the choices, the prompts,
 * the drawer. Its colour is drawn (its token, its markers) and named only under the player's name on the
 * seat's chip ("Red family", the role line saying which colour is theirs) and in tooltips beside a token.
 */
import { COLOUR_NAMES, type SeatColour } from '../../lib/seats';
import { seatLooks, type SeatLook } from '../../table/seat-looks';
import type { Player, SeatSpec } from '@core/protocol';

export interface Family extends SeatLook {
  readonly seat: number;
  /** The player's name ("Nonna Rosa"). */
  readonly name: string;
  /** "Nonna Rosa’s family", as the case file calls it. */
  readonly family: string;
  /** "red": the colour its tokens wear, for a tooltip beside one ("Mum’s family, in red"). */
  readonly colourWord: string;
}

/**
 * A family by its player, "Ann’s family" (a curly apostrophe, as the case file's possessives: log-text.ts);
 * a seat with no name by its number, "Family 2".
 */
export function familyWord(seat: number, seats: readonly SeatSpec[]): string {
  const name = seats[seat]?.name;
  return name ? `${name}\u2019s family` : `Family ${seat + 1}`;
}

/** A family by the colour its seat wears, "Red family": the seat's role line under the player's name. */
export const colourFamily = (colour: SeatColour): string => `${COLOUR_NAMES[colour]} family`;

export function families(seats: readonly SeatSpec[], players: Readonly<Record<string, Player>>): Family[] {
  return seatLooks(seats, players).map((look, seat) => ({
    ...look,
    seat,
    name: seats[seat]?.name ?? `Seat ${seat + 1}`,
    family: familyWord(seat, seats),
    colourWord: COLOUR_NAMES[look.colour].toLowerCase(),
  }));
}

/** The CSS colour and ink of a family, for SVG fills. */
export const fill = (f: Family | undefined): string => (f ? `var(--seat-${f.colour})` : '#8a8276');
export const ink = (f: Family | undefined): string => (f ? `var(--seat-${f.colour}-ink)` : '#15120f');
