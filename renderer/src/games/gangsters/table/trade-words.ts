/**
 * The trade dialog's words (G-14.1, and the G-7.5 sale): each Joint with what it is worth, so an offer is
 * weighed without looking up the map, and why "Make the offer" waits, said before it is pressed rather
 * than refused after the dialog has closed.
 */
import { baseValue } from '@core/games/gangsters/rules/places';
import { money, type Namer } from './words';

/** "Hotel Belgrave, $600" or, improved, "Delmonico Grill ×2, $800": the printed value times its level (G-15.2). */
export function jointWithValue(id: string, level: number, n: Pick<Namer, 'place'>): string {
  return `${n.place(id)}${level > 1 ? ` ×${level}` : ''}, ${money(baseValue(id) * level)}`;
}

/** What the offer would move so far: Joints ticked each way and cash each way. */
export interface OfferDraft {
  readonly sale: boolean;
  readonly give: readonly string[];
  readonly get: readonly string[];
  readonly giveCash: number;
  readonly getCash: number;
}

/** Why the offer cannot be made yet, in a few words; null when it can. */
export function offerWaits(d: OfferDraft): string | null {
  if (d.sale) return d.give.length === 1 ? null : 'Choose the Joint to sell first.';
  const cash = Math.max(0, Math.round(d.giveCash || 0)) + Math.max(0, Math.round(d.getCash || 0));
  return d.give.length + d.get.length + cash > 0 ? null : 'Tick a Joint or put in some cash first.';
}
