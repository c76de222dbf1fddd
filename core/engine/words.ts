/**
 * Seats named in a game's text (log lines, prompts, dice labels) are data, not numbers in words:
 * a game writes `seatRef(seat)` and whoever shows the text words it — the renderer as the player's
 * name (or gang colour, or emblem), plain-text tools as "Seat N".
 */
const SEAT_REF = /\{seat:(\d+)\}/g;

/** A reference to a seat inside a line of text. */
export function seatRef(seat: number): string {
  return `{seat:${seat}}`;
}

/** The seats a line refers to, in order of mention. */
export function seatsIn(text: string): number[] {
  return [...text.matchAll(SEAT_REF)].map((m) => Number(m[1]));
}

/** The line with each seat reference worded by `name`. */
export function wordSeats(text: string, name: (seat: number) => string): string {
  return text.replace(SEAT_REF, (_, n: string) => name(Number(n)));
}

/** A count with its noun, one or many: "1 year", "3 years", "1 marker". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Items as a sentence lists them: "5", "5 and 1", "5, 5 and 1". */
export function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
