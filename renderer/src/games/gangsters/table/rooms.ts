/**
 * Room for pieces in a building: while pieces stand in it, they take a strip along one of its sides and its
 * name is set again in the rest, at `PRINT_MIN` or more, so no piece (nor a stack's count) covers it. A block
 * one space deep holds slim tokens (the same print, a narrower body). Pure layout; no rules.
 */
import type { BuildingView } from '../city-view';
import {
  blockHeight,
  BUILDING_GROW,
  BUILDING_MAX,
  CAP,
  NAME_TRACKING,
  PRINT_MIN,
  printedLabel,
  SMALL_MAX,
  VALUE_GAP,
  VALUE_SIZE,
  type FittedLabel,
} from '../labels';
import { textWidth } from '../text-metrics';

/** A lone token's scale: its letter and strength print at `PRINT_MIN` or more (PiecesLayer's sizes). */
export const TOKEN_SCALE = 1.35;
/** How far a token reaches from its centre, in board units (its body, without the arrow). */
export const TOKEN_REACH = 1.05 * TOKEN_SCALE;
/** A slim token's body, as a share of a token's width (its print keeps its size). */
export const SLIM = 0.6;
/** How far a slim token reaches sideways from its centre. */
export const SLIM_REACH = SLIM * TOKEN_REACH;
/** A stack's count badge, in a token's own units (PiecesLayer draws it there): right of the body, above it. */
export const BADGE = { x: 0.55, y: -1.55, w: 1.25, h: 1.05 } as const;
/** A slim stack's badge: over its body's top corner, above the letter, so it reaches less far sideways. */
export const SLIM_BADGE = { x: 0.1, y: -1.95, w: 1.25, h: 1.05 } as const;
/** The gap kept between tokens, and between them and the name. */
const GAP = 0.1;
/** The gap kept between the tokens' strip and the name (a ringed token's halo reaches past its body). */
const NAME_GAP = 0.3;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** The name as it prints while pieces stand in the building (BuildingsLayer draws it so). */
export interface Relabel {
  readonly label: FittedLabel;
  readonly lx: number;
  readonly ly: number;
  readonly valueSize: number | null;
}

export interface Room extends Relabel {
  /** The tokens' spots, in the order they fill; pieces beyond them stack on the last. */
  readonly spots: readonly Spot[];
  readonly slim: boolean;
}

type Side = 'west' | 'east' | 'north' | 'south';
const SIDES: readonly Side[] = ['west', 'east', 'north', 'south'];

/** What a token at `s` covers, with its stack's count badge when `stacked`. */
export function footprint(s: Spot, slim: boolean, stacked: boolean): Box[] {
  const rx = slim ? SLIM_REACH : TOKEN_REACH;
  const body = { x: s.x - rx, y: s.y - TOKEN_REACH, w: 2 * rx, h: 2 * TOKEN_REACH };
  if (!stacked) return [body];
  const k = TOKEN_SCALE;
  const m = slim ? SLIM_BADGE : BADGE;
  return [body, { x: s.x + m.x * k, y: s.y + m.y * k, w: m.w * k, h: m.h * k }];
}

/** The box a label takes, centred on (lx, ly), with the price under it when it prints one. */
export function relabelBox(r: Relabel): Box {
  const { label } = r;
  const wide = Math.max(...label.lines.map((l) => textWidth(l, 'bebas', NAME_TRACKING))) * label.size;
  const tall = blockHeight(label.lines.length, label.size) + (r.valueSize ? VALUE_GAP + CAP * r.valueSize : 0);
  const [w, h] = label.turned ? [tall, wide] : [wide, tall];
  return { x: r.lx - w / 2, y: r.ly - h / 2, w, h };
}

const inset = (r: Box, d: number): Box => ({ x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d });

/**
 * Where a building's name may print beside pieces: its panel in a large block, and in a block one space
 * deep its coloured frame too (as a one-space square's name always may).
 */
function nameArea(b: BuildingView): Box {
  return b.small ? inset(b.bounds, 0.16) : inset(b.panel, 0.08);
}

const meets = (a: Box, b: Box): boolean =>
  Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);

/** `k` spots in a strip along `side` of `b`, the last with room for its count badge when `stacked`. */
function strip(b: Box, side: Side, k: number, slim: boolean, stacked: boolean): { rect: Box; spots: Spot[] } | null {
  const fw = 2 * (slim ? SLIM_REACH : TOKEN_REACH) + GAP;
  const fh = 2 * TOKEN_REACH + GAP;
  // The badge reaches past the last token's slot: to its right, and above it.
  const m = slim ? SLIM_BADGE : BADGE;
  const bx = stacked ? Math.max(0, (m.x + m.w) * TOKEN_SCALE - fw / 2) : 0;
  const by = stacked ? Math.max(0, -m.y * TOKEN_SCALE - fh / 2) : 0;
  const spots: Spot[] = [];
  if (side === 'west' || side === 'east') {
    const rows = Math.floor(b.h / fh);
    if (rows < 1) return null;
    const cols = Math.ceil(k / rows);
    const w = cols * fw + bx;
    const x0 = side === 'west' ? b.x : b.x + b.w - w;
    const top = b.y + (b.h - Math.min(k, rows) * fh) / 2;
    for (let i = 0; i < k; i++)
      spots.push({ x: x0 + fw * (Math.floor(i / rows) + 0.5), y: top + fh * ((i % rows) + 0.5) });
    return { rect: { x: x0, y: b.y, w, h: b.h }, spots };
  }
  const cols = Math.floor((b.w - bx) / fw);
  if (cols < 1) return null;
  const rows = Math.ceil(k / cols);
  const h = rows * fh + by;
  const y0 = side === 'north' ? b.y : b.y + b.h - h;
  const left = b.x + (b.w - Math.min(k, cols) * fw - bx) / 2;
  for (let i = 0; i < k; i++)
    spots.push({ x: left + fw * ((i % cols) + 0.5), y: y0 + by + fh * (Math.floor(i / cols) + 0.5) });
  return { rect: { x: b.x, y: y0, w: b.w, h }, spots };
}

/** The part of `area` beside the strip on `side`, `gap` away from it. */
function beside(area: Box, rect: Box, side: Side, gap: number): Box {
  const x2 = area.x + area.w;
  const y2 = area.y + area.h;
  if (side === 'west')
    return { ...area, x: Math.max(area.x, rect.x + rect.w + gap), w: x2 - Math.max(area.x, rect.x + rect.w + gap) };
  if (side === 'east') return { ...area, w: Math.min(x2, rect.x - gap) - area.x };
  if (side === 'north')
    return { ...area, y: Math.max(area.y, rect.y + rect.h + gap), h: y2 - Math.max(area.y, rect.y + rect.h + gap) };
  return { ...area, h: Math.min(y2, rect.y - gap) - area.y };
}

/**
 * Room for `n` pieces in `b`: as many spots as the building gives them beside its name set at `PRINT_MIN`
 * or more (full tokens before slim ones, then the larger name, its price kept), the rest stacked on the
 * last; the name clear of every token, the stack's count and `marks` (a Joint's chip and level). Null
 * where even one token leaves the name no room (a one-space square).
 */
export function roomFor(b: BuildingView, n: number, marks: readonly Box[] = []): Room | null {
  if (n < 1) return null;
  const area = nameArea(b);
  const max = b.small ? SMALL_MAX : BUILDING_MAX;
  let best: { room: Room; score: number } | null = null;
  for (const slim of b.small ? [true] : [false, true])
    for (let k = Math.min(n, 12); k >= 1; k--)
      for (const side of SIDES)
        for (const roomy of n > k ? [true, false] : [false]) {
          // A stack's count takes room of its own (`roomy`), or the name keeps clear of it where it prints.
          const s = strip(b.bounds, side, k, slim, roomy);
          if (!s) continue;
          const taken = [...s.spots.flatMap((p, i) => footprint(p, slim, n > k && i === k - 1)), ...marks];
          // A one-space square has no room to spare: its name comes as close as the tokens' own gap.
          const box = beside(area, s.rect, side, b.tiny ? GAP : NAME_GAP);
          const room = fit(b, box, max, taken);
          if (!room) continue;
          // More spots first (fewer stacks), then full tokens, then the larger name with its price.
          const score = k * 10 + (slim ? 0 : 2) + room.label.size + (room.valueSize ? 0.5 : 0);
          if (!best || score > best.score) best = { score, room: { ...room, spots: s.spots, slim } };
        }
  return best?.room ?? null;
}

/** The name set in `box` at `PRINT_MIN` or more, centred or pushed to a side, clear of `taken`; else null. */
function fit(b: BuildingView, box: Box, max: number, taken: readonly Box[]): Relabel | null {
  if (box.w < 0.9 || box.h < 0.9) return null;
  const { label, value } = printedLabel(b.name, b.small ? null : b.value, box, max, b.small ? max : BUILDING_GROW);
  if (label.size < PRINT_MIN) return null;
  const valueSize = value ? VALUE_SIZE : null;
  const size = relabelBox({ label, lx: 0, ly: 0, valueSize });
  const xs = [box.x + box.w / 2, box.x + box.w - size.w / 2, box.x + size.w / 2];
  const ys = [box.y + box.h / 2, box.y + box.h - size.h / 2, box.y + size.h / 2];
  for (const ly of ys)
    for (const lx of xs) {
      const r = { label, lx, ly, valueSize };
      const at = relabelBox(r);
      if (!taken.some((t) => meets(t, at))) return r;
    }
  return null;
}

/**
 * A Joint's name set clear of its owner chip and level marker (`marks`) while no piece stands in it: as it
 * prints when the marks leave it clear (null: nothing to set again), else in its name area centred or
 * pushed to a side, then beside the marks (under them, or right of them), at `PRINT_MIN` or more; null
 * where no setting keeps clear of them (a one-space square, whose owner reads from its coloured frame).
 */
export function clearOf(b: BuildingView, marks: readonly Box[]): Relabel | null {
  if (!marks.some((m) => meets(m, relabelBox(b)))) return null;
  const area = nameArea(b);
  const max = b.small ? SMALL_MAX : BUILDING_MAX;
  const right = Math.max(...marks.map((m) => m.x + m.w));
  const below = Math.max(...marks.map((m) => m.y + m.h));
  const boxes = [
    area,
    beside(area, { x: area.x, y: area.y, w: area.w, h: below - area.y }, 'north', GAP),
    beside(area, { x: area.x, y: area.y, w: right - area.x, h: area.h }, 'west', GAP),
  ];
  const fits = boxes.flatMap((box) => fit(b, box, max, marks) ?? []);
  // The largest setting, its price kept where one keeps it.
  return (
    fits.sort((p, q) => q.label.size + (q.valueSize ? 0.5 : 0) - (p.label.size + (p.valueSize ? 0.5 : 0)))[0] ?? null
  );
}
