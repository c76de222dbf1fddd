import type { SeatSpec } from '@core/protocol';
import { seatRef, seatsIn } from '@core/engine/words';
import { cityData } from '@core/games/supergang/board';
import type { SeatColour } from '../../../lib/seats';
import type { GameTable } from '../../../table/types';
import { cityView } from '../city-view';
import { DUEL_STYLES } from '../duel/plank';

/** Gang i plays colour i (SG-2.1); the police player, when there is one, sits last (SG-15). */
export const GANG_WORDS = ['Red', 'Blue', 'Green', 'Yellow'] as const;
const KIND_WORDS: Readonly<Record<string, string>> = { killer: 'Killer', vamp: 'Vamp', dealer: 'Dealer' };

/**
 * Is this seat the police player? The table offers the police variant as a fifth seat (SG-15), so a seat's
 * role follows from the table's size alone, as the seat words need it.
 */
const policeAt = (seat: number, count: number): boolean => count === 5 && seat === 4;

/** A seat in words: its gang's colour, or the police, and its player. */
export function sgSeatWord(seat: number, seats: readonly SeatSpec[]): string {
  const role = policeAt(seat, seats.length) ? 'the police' : `${GANG_WORDS[seat] ?? `Seat ${seat + 1}`} gang`;
  const name = seats[seat]?.name;
  return name ? `${role} (${name})` : role;
}

/** The seat a log line is about: the first seat named, when the line begins with it. */
export function sgLogSeat(text: string): number | null {
  const first = seatsIn(text)[0];
  return first !== undefined && text.startsWith(seatRef(first)) ? first : null;
}

let placeNames: ReadonlyMap<string, string> | null = null;

/** A place by its short name: a shop's name, or a street square's grid reference. */
export function placeName(id: string): string {
  placeNames ??= new Map(
    [...cityView(cityData()).squares, ...cityView(cityData()).shops].map((p) => [
      p.id,
      p.kind === 'shop' ? p.shopName : (p.name.split(',')[0] ?? p.name),
    ]),
  );
  return placeNames.get(id) ?? id;
}

/** A character id ("red-killer") in words ("Red Killer"). */
export function characterName(id: string): string {
  const [colour = '', kind = ''] = id.split('-');
  return `${colour.charAt(0).toUpperCase()}${colour.slice(1)} ${KIND_WORDS[kind] ?? kind}`;
}

/** Square and shop ids and character ids in a log line, as people say them; a capital to begin. */
export function sgLogText(text: string): string {
  const line = text
    .replace(/\b(red|blue|green|yellow)-(killer|vamp|dealer)\b/g, (id) => characterName(id))
    .replace(/\bs\d+-\d+(\/[a-z-]+)?\b/g, (id) => placeName(id.split('/')[0] ?? id))
    .replace(/\bshop-[a-z0-9-]+\b/g, (id) => placeName(id))
    .replace(/\bmanager-(\d)\b/g, 'manager $1')
    .replace(/\bcop-(\d)-([ab])\b/g, (_, g: string, c: string) => `cop ${c === 'a' ? 1 : 2} of group ${Number(g) + 1}`)
    .replace(/\b(killer|vamp|dealer)\b/g, (k) => KIND_WORDS[k] ?? k);
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** SuperGang's lobby and seats: three or four gangs, and the police player of SG-15 for a last seat. */
export const supergangSetup: Omit<GameTable, 'gameId' | 'Board'> = {
  defaultOptions: { moveSeconds: null, turnCap: 500, duelStyle: 'aim' },
  optionChoices: {
    duelStyle: {
      label: 'Duels',
      choices: DUEL_STYLES,
    },
  },
  optionHints: {
    duelStyle:
      'How each arrow in a duel is shot: aimed at a moving sight, fired with a real dart gun and typed in, or thrown by the dice.',
    moveSeconds:
      'Each player must move his characters within this time, four minutes in the rulebook; the clock is spoken and can be stopped. (SG-13.1)',
    turnCap: 'After this many rounds the game stops with no winner. (SG-1.1)',
  },
  optionNumbers: {
    moveSeconds: {
      label: 'Seconds to move',
      min: 10,
      max: 3600,
      step: 10,
      unit: 'seconds',
      suggested: 240,
      off: 'The movement clock',
    },
    turnCap: { label: 'Rounds at most', min: 1, max: 100_000, step: 1, unit: 'rounds', suggested: 500 },
  },
  seatColours: (count) => {
    const gangs: SeatColour[] = ['red', 'blue', 'green', 'yellow'];
    return count === 5 ? [...gangs, 'white'] : gangs.slice(0, count);
  },
  seatRole: (index, count) => (policeAt(index, count) ? 'The police' : `${GANG_WORDS[index] ?? ''} gang`),
  seatWord: sgSeatWord,
  logSeat: (text) => sgLogSeat(text),
  logText: (text) => sgLogText(text),
  caseWidth: '16rem',
};
