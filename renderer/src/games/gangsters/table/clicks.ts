/**
 * A click (or Enter) on a place of the city map at the Gangsters table: a lit place completes the choice
 * being made, a place holding this seat's movable pieces picks the next of them, and any other place,
 * with a piece picked, asks the host which rule stands in the way. Reads the host's legal list only.
 */
import type { CityView } from '../city-view';
import type { GChoice } from './choice.svelte';
import { spacesIn, type GAction } from './legal';
import type { Token } from './tokens';

export interface MapClicks {
  readonly me: number | null;
  readonly busy: boolean;
  readonly choice: GChoice;
  readonly tokens: readonly Token[];
  readonly legal: readonly GAction[];
  readonly city: CityView;
  readonly isPlace: (id: string) => boolean;
  readonly send: (a: GAction) => Promise<void>;
  /** A fresh pick clears the last refusal shown. */
  readonly clearError: () => void;
}

/** What a click on place `id` does. */
export function activatePlace(id: string, c: MapClicks): void {
  const { me, choice } = c;
  if (me === null || c.busy) return;
  const now = choice.pickSpace(id);
  if (now) {
    void c.send(now);
    return;
  }
  if (choice.dest || choice.lit.has(id)) return;
  // Not a lit space: a click on one of this seat's movable pieces picks it (the next one there, if several).
  const here = c.tokens.filter(
    (t) => t.at === id && (t.seat === null || t.seat === me) && choice.movers.includes(t.ref),
  );
  if (here.length > 0) {
    c.clearError();
    const i = here.findIndex((t) => t.ref === choice.piece);
    choice.pickPiece(here[(i + 1) % here.length]?.ref ?? null);
    return;
  }
  void whyNot(id, c);
}

/**
 * A dark space clicked with a piece picked: the host says which rule stands in the way. The question is
 * the piece's own move re-aimed at that space; it is sent only when the host's list does not hold it,
 * so the host can only refuse it (nothing changes) and names the clause.
 */
async function whyNot(id: string, c: MapClicks): Promise<void> {
  const { choice, legal } = c;
  const listed = (probe: GAction): boolean => legal.some((a) => JSON.stringify(a) === JSON.stringify(probe));
  // A place asked for by a decision (the draft's Joint): the same decision at the place clicked.
  const step = choice.groupStep;
  const asked = choice.candidates[0];
  if (!choice.piece && step && asked && step.path in asked && spacesIn(step.values, c.isPlace).length > 0) {
    const probe = { ...asked, [step.path]: id } as GAction;
    if (!listed(probe)) await c.send(probe);
    return;
  }
  const sample = choice.dests.values().next().value?.[0];
  if (!sample || !('to' in sample) || typeof sample.to !== 'string') return;
  const place = c.city.byId.get(id);
  const probe = {
    ...sample,
    to: id,
    ...('facing' in sample ? { facing: place && 'cls' in place ? null : sample.facing } : {}),
  } as GAction;
  if (listed(probe)) return;
  await c.send(probe);
}
