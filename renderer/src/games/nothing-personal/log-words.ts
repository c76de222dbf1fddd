import type { SeatSpec } from '@core/protocol';

/** The engine calls each seat "Family N" (N from 1); at the table people know each other by name. */
export function npLogText(text: string, seats: readonly SeatSpec[]): string {
  return text.replace(/\bFamily (\d)\b/g, (whole, n: string) => {
    const name = seats[Number(n) - 1]?.name;
    return name ? `${name}’s family` : whole;
  });
}
