/** Small turn facts shared by the rule modules (kept apart so they import no turn machinery). */
import type { GangstersState } from '../state';

/** Is this seat still playing (not a Gang that has left the game, G-7.5)? */
export function inGame(s: GangstersState, seat: number): boolean {
  if (seat === s.commissioner) return true;
  return s.gangs.some((g) => g.seat === seat && !g.out);
}

/** Movement options: half the Racketeer's strength rounded down, at least one (G-6.1, G-7.5). */
export function moveOptions(s: GangstersState, seat: number): number {
  const r = s.gangs.find((g) => g.seat === seat)?.strength.racketeer ?? 0;
  return Math.max(1, Math.floor(r / 2));
}
