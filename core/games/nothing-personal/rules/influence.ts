/**
 * Placing influence from a card (NP-6.2, NP-6.6, NP-6.8): one gangster per icon, every marker of
 * an icon on that one gangster, an icon skipped only when it cannot be placed in full.
 */
import { refuse, type Result } from '../../../engine/result';
import { content, type Icon, type InfluenceCard } from '../content';
import { edition, type NpState } from '../state';
import { addMarkers, card, gangsterAt, payBank, type Ctx } from './model';
import { causeFirst } from './markers';
import { log } from '../../../engine/rules';
import { counted, listed, seatRef } from '../../../engine/words';

/** Designs by card instance, as `designFor` reads them (instances are few, their designs fixed). */
const designs = new Map<string, InfluenceCard | null>();

/** The design of an influence card instance. */
export function designFor(instance: string): InfluenceCard | null {
  let design = designs.get(instance);
  if (design === undefined) {
    const k = instance.indexOf('#');
    design = content().influenceById[k < 0 ? instance : instance.slice(0, k)] ?? null;
    designs.set(instance, design);
  }
  return design;
}

const POSITIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Whether the gangster in `pos` fits an icon (type colour, or the red position, NP-6.6.1). */
export function fits(s: NpState, icon: Icon, pos: number): boolean {
  const g = gangsterAt(s, pos);
  if (!g) return false;
  return icon.kind === 'position' ? icon.position === pos : card(g).type === icon.type;
}

/** Checks a placement; returns the markers to place per target, or why it is illegal. */
export function checkPlacement(
  s: NpState,
  seat: number,
  design: InfluenceCard,
  targets: readonly (number | null)[],
  extra: boolean,
  money: number,
): Result<{ pos: number; n: number }[]> {
  if (design.icons.length === 0)
    return refuse('NO_ICONS', 'NP-6.3.1', `${design.name} places no markers; use its action instead.`);
  if (targets.length !== design.icons.length) {
    return refuse(
      'TARGETS',
      'NP-6.2.1',
      `${design.name} has ${design.icons.length} icon(s); name one gangster (or none) for each.`,
    );
  }
  let left = s.supply[seat] ?? 0;
  const out: { pos: number; n: number }[] = [];
  for (let k = 0; k < design.icons.length; k++) {
    const icon = design.icons[k] as Icon;
    const t = targets[k] ?? null;
    if (t === null) {
      const anyFit = POSITIONS.some((p) => fits(s, icon, p));
      if (anyFit && left >= icon.n) {
        return refuse('MUST_PLACE', 'NP-6.2.2', 'Every icon you can place in full must be placed.');
      }
      continue;
    }
    if (!fits(s, icon, t)) {
      return refuse(
        'WRONG_GANGSTER',
        icon.kind === 'position' ? 'NP-6.6.1' : 'NP-6.2.5',
        'That gangster does not match the icon.',
      );
    }
    if (left < icon.n) {
      return refuse(
        'NOT_ENOUGH_MARKERS',
        'NP-6.2.6',
        `You have only ${counted(left, 'marker')} left; this icon needs ${icon.n}.`,
      );
    }
    left -= icon.n;
    out.push({ pos: t, n: icon.n });
  }
  if (out.length === 0)
    return refuse('CANNOT_PLACE', 'NP-6.2.2', `${design.name} cannot place any of its markers now.`);
  if (extra) {
    if (design.effect?.kind !== 'extra-for-5')
      return refuse('NO_EXTRA', 'NP-6.8.2', 'This card offers no extra marker.');
    const cost = content().board.costs.extraInfluence;
    if (money < cost || left < 1)
      return refuse('EXTRA_UNAFFORDABLE', 'NP-6.8.2', `The extra marker needs $${cost} and a spare marker.`);
    const first = out[0];
    if (first) first.n++; // NP-6.8.2: on the same gangster
  }
  return { ok: true, value: out };
}

/** Places the checked markers and pays for an extra one. */
export function placeFromCard(
  ctx: Ctx,
  seat: number,
  design: InfluenceCard,
  placed: { pos: number; n: number }[],
  extra: boolean,
): void {
  const cost = content().board.costs.extraInfluence;
  if (extra) payBank(ctx, seat, cost);
  // Edition 7 says the extra marker was bought, on the card's first gangster (NP-6.8.2); older lines did not.
  const bought = extra && edition(ctx.s) >= 7 ? ` (one of them bought for $${cost})` : '';
  if (edition(ctx.s) >= 9) {
    placeTold(ctx, seat, design.name, placed, bought);
    return;
  }
  placed.forEach((p, k) => {
    const g = gangsterAt(ctx.s, p.pos);
    const at = ctx.events.length;
    addMarkers(ctx, p.pos, seat, p.n);
    if (g && !ctx.quiet) {
      log(
        ctx,
        'influence',
        `${seatRef(seat)} plays ${design.name}: ${counted(p.n, 'marker')} on ${card(g).name}${k === 0 ? bought : ''}.`,
        k === 0 && bought ? 'NP-6.8.2' : 'NP-6.1.3',
      );
      causeFirst(ctx, at);
    }
  });
}

/**
 * Edition 9: a card that puts markers on two gangsters (an Arrangement) is one play, told in one line
 * before what the markers set off: "{seat:0} plays Thug and Hitman Arrangement: 3 markers on Steve
 * Averso and 1 on "Killer" Mac Pheeto." Older games logged a line per gangster.
 */
function placeTold(
  ctx: Ctx,
  seat: number,
  name: string,
  placed: readonly { pos: number; n: number }[],
  bought: string,
) {
  const at = ctx.events.length;
  const parts: string[] = [];
  for (const p of placed) {
    const g = gangsterAt(ctx.s, p.pos);
    addMarkers(ctx, p.pos, seat, p.n);
    // The bought marker goes on the card's first gangster (NP-6.8.2): said there.
    if (g)
      parts.push(
        parts.length === 0 ? `${counted(p.n, 'marker')} on ${card(g).name}${bought}` : `${p.n} on ${card(g).name}`,
      );
  }
  if (ctx.quiet || parts.length === 0) return;
  log(ctx, 'influence', `${seatRef(seat)} plays ${name}: ${listed(parts)}.`, bought ? 'NP-6.8.2' : 'NP-6.1.3');
  causeFirst(ctx, at, 9);
}

/**
 * Every legal target list for a card (for `legal` and bots): per icon one fitting position, or null
 * when skippable. The lists `checkPlacement` accepts (without the extra marker), in the order of
 * every combination of per-icon choices (the fitting positions, then null).
 */
export function placementOptions(s: NpState, seat: number, design: InfluenceCard): (number | null)[][] {
  const out: (number | null)[][] = [];
  walkPlacements(s, seat, design, boardTypes(s), (targets) => {
    out.push(targets.slice());
    return false;
  });
  return out;
}

/** A target list of `placementOptions` with the markers it leaves in the seat's supply. */
export interface Placement {
  readonly targets: (number | null)[];
  readonly left: number;
}

/** `placementOptions` with what each list leaves in the supply, on the board's `types` (`boardTypes`). */
export function placementList(
  s: NpState,
  seat: number,
  design: InfluenceCard,
  types: readonly (string | null)[],
): Placement[] {
  const out: Placement[] = [];
  walkPlacements(s, seat, design, types, (targets, left) => {
    out.push({ targets: targets.slice(), left });
    return false;
  });
  return out;
}

/** How many target lists `placementOptions` gives, and how many of them leave a marker spare (NP-6.8.2). */
export function placementCounts(
  s: NpState,
  seat: number,
  design: InfluenceCard,
  types: readonly (string | null)[] = boardTypes(s),
): { all: number; spare: number } {
  const packed = placementCountsPacked(s, seat, design, types);
  return { all: Math.floor(packed / PLACEMENTS_PACK), spare: packed % PLACEMENTS_PACK };
}

/** `placementCounts` packed in one number (all × PLACEMENTS_PACK + spare): both stay far below it (9 ^ 4 lists). */
export const PLACEMENTS_PACK = 1 << 14;
const PACK = PLACEMENTS_PACK;

/** The fitting positions per icon of the card being counted (reused: a count lists nothing). */
const FITS: number[] = [];

/** `placementCounts`, packed (`PLACEMENTS_PACK`). */
export function placementCountsPacked(
  s: NpState,
  seat: number,
  design: InfluenceCard,
  types: readonly (string | null)[],
): number {
  const icons = design.icons;
  if (icons.length === 0) return 0;
  // The walk's choices per icon are its fitting positions (or null); which ones does not change
  // what is left in the supply, so each icon counts by how many positions fit it.
  for (let k = 0; k < icons.length; k++) {
    const icon = icons[k] as Icon;
    let n = 0;
    if (icon.kind === 'position')
      n = icon.position >= 1 && icon.position <= 9 && types[icon.position - 1] !== null ? 1 : 0;
    else for (let p = 0; p < 9; p++) if (types[p] === icon.type) n++;
    FITS[k] = n;
  }
  return countFrom(icons, FITS, 0, s.supply[seat] ?? 0, false);
}

/** The counts of `walkFrom`'s leaves below icon `k`, with `fits[k]` fitting positions for icon k. */
function countFrom(icons: readonly Icon[], fits: readonly number[], k: number, left: number, placed: boolean): number {
  if (k === icons.length) return placed ? PACK + (left >= 1 ? 1 : 0) : 0;
  const n = (icons[k] as Icon).n;
  const fit = fits[k] as number;
  let total = 0;
  if (left >= n && fit > 0) total += fit * countFrom(icons, fits, k + 1, left - n, true);
  if (fit === 0 || left < n) total += countFrom(icons, fits, k + 1, left, placed);
  return total;
}

/** As `fits`, read from the board's types: the icon's position (NP-6.6.1), else a gangster of its type. */
function fitsType(icon: Icon, types: readonly (string | null)[], p: number): boolean {
  return icon.kind === 'position' ? icon.position === p && types[p - 1] !== null : types[p - 1] === icon.type;
}

/**
 * The placement at index `index` of `placementOptions` (its targets, copied, and the markers it
 * leaves), where each placement counts `tos` indices, twice that when `extra` and it leaves a marker
 * spare (NP-6.8.2); `offset` is the index within it. Null past the last. Lists nothing else.
 */
export function placementAt(
  s: NpState,
  seat: number,
  design: InfluenceCard,
  index: number,
  tos: number,
  extra: boolean,
): { targets: (number | null)[]; left: number; offset: number } | null {
  const at = new PlacementAt(index, tos, extra);
  walkPlacements(s, seat, design, boardTypes(s), (targets, left) => at.leaf(targets, left));
  return at.found;
}

/** `placementAt`'s search: counts placements down to the wanted one. */
class PlacementAt {
  found: { targets: (number | null)[]; left: number; offset: number } | null = null;

  constructor(
    private k: number,
    private readonly tos: number,
    private readonly extra: boolean,
  ) {}

  leaf(targets: readonly (number | null)[], left: number): boolean {
    const w = this.tos * (this.extra && left >= 1 ? 2 : 1);
    if (this.k < w) {
      this.found = { targets: targets.slice(), left, offset: this.k };
      return true;
    }
    this.k -= w;
    return false;
  }
}

/** The type of the gangster in each position (index 0: position 1), null where it stands empty. */
export function boardTypes(s: NpState): (string | null)[] {
  const out: (string | null)[] = [];
  boardTypesInto(s, out);
  return out;
}

/** `boardTypes` written into `out` (its first nine entries). */
export function boardTypesInto(s: NpState, out: (string | null)[]): void {
  for (let p = 1; p <= 9; p++) {
    const g = s.positions[p - 1] ?? null;
    out[p - 1] = g ? card(g).type : null;
  }
}

/**
 * Calls `leaf` with each target list `checkPlacement` accepts and the markers it leaves in the
 * supply, in `placementOptions`' order: depth first over the icons, so no refused list is built.
 * Stops when `leaf` answers true.
 */
function walkPlacements(
  s: NpState,
  seat: number,
  design: InfluenceCard,
  types: readonly (string | null)[],
  leaf: (targets: readonly (number | null)[], left: number) => boolean,
): void {
  const icons = design.icons;
  if (icons.length === 0) return;
  const fitting: number[][] = [];
  for (const icon of icons) {
    const fit: number[] = [];
    for (const p of POSITIONS) if (fitsType(icon, types, p)) fit.push(p);
    fitting.push(fit);
  }
  walkFrom(icons, fitting, [], 0, s.supply[seat] ?? 0, false, leaf);
}

/** NP-6.2.2 an icon placeable in full is placed; NP-6.2.6 markers from the supply; at least one placed. */
function walkFrom(
  icons: readonly Icon[],
  fitting: readonly (readonly number[])[],
  targets: (number | null)[],
  k: number,
  left: number,
  placed: boolean,
  leaf: (targets: readonly (number | null)[], left: number) => boolean,
): boolean {
  if (k === icons.length) return placed && leaf(targets, left);
  const n = (icons[k] as Icon).n;
  const fit = fitting[k] as readonly number[];
  if (left >= n) {
    for (const p of fit) {
      targets[k] = p;
      if (walkFrom(icons, fitting, targets, k + 1, left - n, true, leaf)) return true;
    }
  }
  if (fit.length === 0 || left < n) {
    targets[k] = null;
    if (walkFrom(icons, fitting, targets, k + 1, left, placed, leaf)) return true;
  }
  return false;
}
