/**
 * The aiming mini-game of a SuperGang duel, as pure functions of time: a sight sways over a bull's-eye
 * painted on the cardboard target, and where the arrow lands (the sight's point when fired) gives the
 * shot's value, read the way the rules read a shot (1–3 miss, 4–5 injured, 6 dead; core's SHOT_ODDS).
 *
 * Distances are in target radii: the painted board is the unit disc. The sway is a figure of eight that
 * passes the centre twice a round (so a steady hand can always wait for it), with a slower seeded tremor
 * on top; the same seed and time always give the same point, so a test can fire at any moment.
 *
 * Honest odds: `randomOdds` measures what firing blind gives on this sway (the share of time the sight
 * spends in each ring), to set beside the dice's one in two, one in three and one in six.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The rings, in target radii: inside BULL a kill, inside INNER an injury, anywhere else a miss. */
export const RINGS = { bull: 0.26, inner: 0.64, board: 1 } as const;

/** The words painted on the bull's-eye's rings, outside in: the clinic's patient dies of a hit (SG-11.4.4). */
export function ringWords(clinic: boolean): { readonly miss: string; readonly hurt: string; readonly bull: string } {
  return { miss: '1–3 miss', hurt: `4–5 ${clinic ? 'kills' : 'injured'}`, bull: '6' };
}

/**
 * The name of the bull's-eye a person fires at: the target, the rings' words as they are painted (so
 * the words on it are in its name, for speech input and screen readers alike), and how to fire.
 */
export function scopeName(target: string, clinic: boolean): string {
  const r = ringWords(clinic);
  return `Bull's-eye on ${target}, rings ${r.miss}, ${r.hurt}, ${r.bull} ${clinic ? 'kills' : 'dead'}: press Space, click or tap to fire`;
}

/** The sway of one arrow: amplitudes in target radii, the figure's round in ms, and the tremor. */
export interface Sway {
  readonly ax: number;
  readonly ay: number;
  readonly periodMs: number;
  /** Where in its round the figure starts (0–1), so two arrows do not start alike. */
  readonly phase: number;
  readonly tremor: number;
  readonly tremorMs: number;
  readonly tremorPhase: number;
}

/** The sway of the reduced-motion form: the marker runs along a still bar (a triangle wave) instead. */
export const BAR_MS = 2600;

/** A 32-bit FNV-1a hash of a string, as a number in [0, 1). */
function unit(seed: string, salt: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${salt}:${seed}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // A final mix (murmur3's), so seeds that differ in their last letter still land far apart.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 0x1_0000_0000;
}

/** The sway for one arrow, from a seed that names it (the duel and the arrows left). */
export function swayFor(seed: string): Sway {
  return {
    ax: 1.05,
    ay: 0.62,
    periodMs: 3000 + Math.round(unit(seed, 'period') * 600),
    phase: unit(seed, 'phase'),
    tremor: 0.07,
    tremorMs: 1100 + Math.round(unit(seed, 'tremor') * 300),
    tremorPhase: unit(seed, 'tremor-phase'),
  };
}

const TAU = Math.PI * 2;

/** Where the sight is `ms` after the arrow was readied. */
export function sightAt(sway: Sway, ms: number): Point {
  const a = TAU * (ms / sway.periodMs + sway.phase);
  const w = TAU * (ms / sway.tremorMs + sway.tremorPhase);
  return {
    x: sway.ax * Math.sin(a) + sway.tremor * Math.sin(w),
    y: sway.ay * Math.sin(2 * a) + sway.tremor * Math.cos(1.3 * w),
  };
}

/** Where the reduced-motion marker is along its bar (0 left end … 1 right end), `ms` after readying. */
export function barAt(ms: number): number {
  const f = (((ms / BAR_MS) % 1) + 1) % 1;
  return f < 0.5 ? f * 2 : 2 - f * 2;
}

/** The furthest the bar reaches from the centre, in target radii (its ends are clear misses). */
export const BAR_REACH = 1.5;

/** The landing point for a bar position: on the target's level line, as far out as the bar says. */
export function barPoint(p: number): Point {
  return { x: (p - 0.5) * 2 * BAR_REACH, y: 0 };
}

export type Down = 'dead' | 'injured' | null;

/**
 * The shot's value for a landing point: the bull 6, the inner ring 5 (its inner half) or 4, the rest of
 * the board 3, near it 2, wide 1. Only the band matters to the rules; the value within it shows how close.
 */
export function shotValue(p: Point): number {
  const r = Math.hypot(p.x, p.y);
  if (r <= RINGS.bull) return 6;
  if (r <= RINGS.inner) return r <= (RINGS.bull + RINGS.inner) / 2 ? 5 : 4;
  if (r <= RINGS.board) return 3;
  return r <= 1.25 ? 2 : 1;
}

/** What a value does to a target (core's shotOutcome): against a patient in the clinic any hit kills. */
export function outcomeOf(value: number, clinic: boolean): Down {
  if (value <= 3) return null;
  return clinic || value === 6 ? 'dead' : 'injured';
}

export interface Odds {
  readonly dead: number;
  readonly injured: number;
  readonly miss: number;
}

/** The dice's odds for a shot (1 in 6 dead, 1 in 3 injured, 1 in 2 miss). */
export const DICE_ODDS: Odds = { dead: 1 / 6, injured: 2 / 6, miss: 3 / 6 };

function tally(values: readonly number[]): Odds {
  const n = values.length;
  const dead = values.filter((v) => v === 6).length / n;
  const injured = values.filter((v) => v === 4 || v === 5).length / n;
  return { dead, injured, miss: 1 - dead - injured };
}

/** Odds of firing at a random moment on this sway: the share of `samples` even instants in each band. */
export function randomOdds(sway: Sway, samples = 2400): Odds {
  const span = sway.periodMs * 4;
  return tally(Array.from({ length: samples }, (_, i) => shotValue(sightAt(sway, (i * span) / samples))));
}

/** Odds of firing blind in the reduced-motion form: exactly the bar's share in each band. */
export function barOdds(samples = 2400): Odds {
  return tally(Array.from({ length: samples }, (_, i) => shotValue(barPoint((i + 0.5) / samples))));
}

/** A share as a whole percentage for people ("17%"). */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
