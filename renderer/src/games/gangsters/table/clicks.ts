/**
 * A click (or Enter) on a place of the city map at the Gangsters table: a lit place completes the choice
 * being made, a place holding this seat's movable pieces picks one of them (the piece clicked, else the
 * next in turn), and any other place, with a piece picked, asks the host which rule stands in the way.
 * Reads the host's legal list only.
 */
import type { CityView } from '../city-view';
import type { GChoice } from './choice.svelte';
import { spacesIn, type GAction, type PieceRef } from './legal';
import { TOKEN_REACH, type Token } from './tokens';

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

/** A point on the map, in board units (the pieces' own). */
export interface MapPoint {
  readonly x: number;
  readonly y: number;
}

/** What a click on place `id` does; `point`: where the click landed (none for Enter). */
export function activatePlace(id: string, c: MapClicks, point: MapPoint | null = null): void {
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
    choice.pickPiece(nextPiece(here, choice.piece, point));
    return;
  }
  void whyNot(id, c);
}

/**
 * The piece a click picks among `here` (this seat's movable pieces on the place clicked, in the order a
 * stack shows them): a click on a token picks that token's piece, and on a stack's face once it is picked,
 * the next piece under it; Enter, or a click beside every token, takes the place's next piece in turn.
 */
export function nextPiece(here: readonly Token[], picked: PieceRef | null, point: MapPoint | null): PieceRef | null {
  const hit = point ? nearest(here, point) : undefined;
  const pool = hit ? here.filter((t) => t.x === hit.x && t.y === hit.y) : here;
  const i = pool.findIndex((t) => t.ref === picked);
  return pool[(i + 1) % pool.length]?.ref ?? null;
}

/** The token whose body covers `p`, nearest first. */
function nearest(tokens: readonly Token[], p: MapPoint): Token | undefined {
  const away = (t: Token) => Math.hypot(t.x - p.x, t.y - p.y);
  return tokens.filter((t) => away(t) <= TOKEN_REACH).sort((a, b) => away(a) - away(b))[0];
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
