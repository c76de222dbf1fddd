/**
 * The card the table shows for the place pointed at or reached by the keyboard on the map: its whole name
 * (a small block prints a shorter one), what it is worth, whose Joint it is, and what stands there. Read
 * from the seat's own view; no rule is decided here.
 */
import type { GangstersView } from '@core/games/gangsters/view';
import { CLASS_NAMES, isBuilding, type CityView } from '../city-view';
import { GANG_WORDS } from './g-view';

export interface PlaceCardWords {
  readonly title: string;
  readonly lines: readonly string[];
}

/** What the card says of place `id`; `here`: the pieces standing there in words ("Red Thug 4, Cop 8"). */
export function placeCard(city: CityView, gs: GangstersView, id: string, here: string): PlaceCardWords | null {
  const place = city.byId.get(id);
  if (!place) return null;
  const lines: string[] = [];
  if (isBuilding(place)) {
    // The building's colour class (G-8.1) said as its colour, "A red building": "Red-class property" above
    // "Red Gang’s Joint" read as if the building were the Red Gang's because of its class.
    lines.push(
      place.value === null ? 'Not for sale' : `A ${CLASS_NAMES[place.cls].toLowerCase()} building · $${place.value}`,
    );
    const joint = gs.joints[id];
    const owner = joint && joint.owner !== null ? gs.gangs.find((g) => g.seat === joint.owner) : undefined;
    if (joint && owner)
      lines.push(`${GANG_WORDS[owner.gang]} Gang’s Joint${joint.level > 1 ? ` ×${joint.level}` : ''}`);
  }
  if (here) lines.push(`Here: ${here}`);
  return { title: place.name, lines };
}
