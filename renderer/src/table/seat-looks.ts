/**
 * How each seat looks at the table: family members wear their roster colour and emblem; guests and
 * bots get the first colour and emblem nobody else at the table wears, so no two seats look alike
 * and nothing is told by colour alone. Bots reach for their own emblems first (key, roadster, cigar…).
 */
import { EMBLEMS, SEAT_COLOURS, type Player, type SeatSpec } from '@core/protocol';
import { botName, type EmblemName, type SeatColour } from '../lib/seats';

export interface SeatLook {
  readonly colour: SeatColour;
  readonly emblem: EmblemName;
}

const BOT_EMBLEMS: readonly EmblemName[] = ['key', 'roadster', 'cigar', 'crescent', 'violin-case'];

function firstFree<T>(options: readonly T[], taken: ReadonlySet<T>): T {
  return options.find((o) => !taken.has(o)) ?? (options[0] as T);
}

/**
 * The looks of a table's seats. With `colours` (a game whose seats have colours of their own), seat i
 * wears colours[i] and only the emblem is the person's.
 */
export function seatLooks(
  seats: readonly SeatSpec[],
  players: Readonly<Record<string, Player>>,
  fixed?: readonly SeatColour[],
): SeatLook[] {
  const looks: (SeatLook | null)[] = seats.map((s) => {
    const p = s.kind === 'human' && s.playerId ? players[s.playerId] : undefined;
    return p ? { colour: p.colour, emblem: p.emblem } : null;
  });
  if (fixed) {
    const taken = new Set(looks.flatMap((l) => (l ? [l.emblem] : [])));
    return looks.map((look, i) => {
      const colour = fixed[i] ?? firstFree(SEAT_COLOURS, new Set(fixed));
      if (look) return { colour, emblem: look.emblem };
      const emblem = firstFree(seats[i]?.kind === 'bot' ? [...BOT_EMBLEMS, ...EMBLEMS] : EMBLEMS, taken);
      taken.add(emblem);
      return { colour, emblem };
    });
  }
  const colours = new Set(looks.flatMap((l) => (l ? [l.colour] : [])));
  const emblems = new Set(looks.flatMap((l) => (l ? [l.emblem] : [])));
  return looks.map((look, i) => {
    if (look) return look;
    const seat = seats[i];
    const colour = firstFree(SEAT_COLOURS, colours);
    const emblem = firstFree(seat?.kind === 'bot' ? [...BOT_EMBLEMS, ...EMBLEMS] : EMBLEMS, emblems);
    colours.add(colour);
    emblems.add(emblem);
    return { colour, emblem };
  });
}

/**
 * The small line under a seat's name: "Seat 2" (or the game's name for the seat, "Red Gang"), and for a
 * computer player its one name, "Red Gang · Computer — Hard". The lobby, the table and History all use it.
 */
export function seatRole(seat: SeatSpec, index: number, role?: string): string {
  const where = role ?? `Seat ${index + 1}`;
  if (seat.kind === 'bot') return `${role ? `${role} · ` : ''}${botName(seat.level)}`;
  return where;
}
