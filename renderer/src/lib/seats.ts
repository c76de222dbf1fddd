/** Names for seat colours and emblems, as people say them. Colour is never shown without its emblem. */
import type { EMBLEMS, GuestDevice, SEAT_COLOURS } from '@core/protocol';

export { botName } from '@core/bots/levels';

export type SeatColour = (typeof SEAT_COLOURS)[number];
export type EmblemName = (typeof EMBLEMS)[number];

export const COLOUR_NAMES: Record<SeatColour, string> = {
  yellow: 'Yellow',
  red: 'Red',
  green: 'Green',
  brown: 'Brown',
  blue: 'Blue',
  purple: 'Purple',
  orange: 'Orange',
  white: 'White',
};

export const EMBLEM_NAMES: Record<EmblemName, string> = {
  fedora: 'Fedora',
  'tommy-gun': 'Tommy gun',
  rose: 'Rose',
  dice: 'Dice',
  ace: 'Ace',
  'violin-case': 'Violin case',
  cigar: 'Cigar',
  crescent: 'Crescent moon',
  roadster: 'Roadster',
  key: 'Key',
};

/** The first option nobody has taken yet, so a new player starts with a look of their own. */
export function firstFree<T extends string>(options: readonly T[], taken: readonly T[]): T {
  return options.find((o) => !taken.includes(o)) ?? (options[0] as T);
}

/** One choice in a colour or emblem picker, drawn as the token it would make. */
export interface TokenOption<V extends string> {
  value: V;
  label: string;
  colour: SeatColour;
  emblem: EmblemName;
  /** Someone else already has it: allowed, but said. */
  taken: boolean;
}

/** Where a guest plays a seat of a network table, as the seat rail and the Network screen say it. */
export const DEVICE_WORDS: Record<GuestDevice, string> = {
  phone: 'on a phone',
  tablet: 'on a tablet',
  computer: 'on another computer',
};
