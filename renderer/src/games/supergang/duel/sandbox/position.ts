/**
 * The sandbox's duel, by core's rules: Red's Killer and Vamp open fire on Blue's Dealer and Vamp in the
 * bakery Blue owns, so its manager fights beside them (SG-5.5.2). Seeded dice: 6 + 2 against 4, four arrows.
 * With `clinic`, an attack in the clinic instead (`clinicPosition`).
 */
import { applyAction, type Match } from '@core/engine/match';
import type { JsonValue } from '@core/engine/json';
import { supergang } from '@core/games/supergang/game';
import { scenarioMatch } from '@core/games/supergang/scenario';
import type { DuelStyle } from '@core/games/supergang/state';

export function duelPosition(style: DuelStyle, clinic = false): Match {
  if (clinic) return clinicPosition(style);
  const start = scenarioMatch(`
players 4
options duelStyle=${style}
turn red act 5
char red-killer shop-moretti-bakery
char red-vamp shop-moretti-bakery
char blue-dealer shop-moretti-bakery
char blue-vamp shop-moretti-bakery
shop shop-moretti-bakery owner=blue
acting red-killer`);
  if (!start.ok) throw new Error(start.error.message);
  const kill = { type: 'kill', targets: ['blue-dealer', 'blue-vamp'] };
  const step = applyAction(supergang, start.value, 0, kill, { kind: 'script', dice: [4, 2, 2, 1, 1] });
  if (!step.ok) throw new Error(step.error.message);
  return step.value.match;
}

/** Red's Vamp, thrown 2, goes for Blue's Killer in the clinic, who throws nothing and cannot shoot back (SG-11.4.4). */
function clinicPosition(style: DuelStyle): Match {
  const start = scenarioMatch(`
players 4
options duelStyle=${style}
turn red move 5
dice red-vamp=3
tomove red-vamp
char red-vamp centre
char blue-killer clinic
cop 0 s4-0/east
cop 1 s6-0/east`);
  if (!start.ok) throw new Error(start.error.message);
  const attack = { type: 'clinic-attack', character: 'red-vamp', target: 'blue-killer' };
  const step = applyAction(supergang, start.value, 0, attack, { kind: 'script', dice: [2] });
  if (!step.ok) throw new Error(step.error.message);
  return step.value.match;
}

export interface ShotData {
  readonly target: string;
  readonly value: number;
  readonly down: 'dead' | 'injured' | null;
}

/** One arrow, as the host would apply it: the gunner's own value supplied, or the seeded dice. */
export function shootIn(
  m: Match,
  seat: number,
  target: string,
  shot: number | null,
): { match: Match; shot: ShotData | null } {
  const action: JsonValue = { type: 'shoot', target };
  const step = applyAction(supergang, m, seat, action, { kind: 'seeded', supplied: shot === null ? [] : [shot] });
  if (!step.ok) throw new Error(step.error.message);
  const event = step.value.events.find((e) => e.type === 'shot');
  return { match: step.value.match, shot: (event?.data as ShotData | undefined) ?? null };
}
