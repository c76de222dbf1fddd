/**
 * The Gangsters board adapter: turns the city data (`Board`) into what the SVG layers draw — cells with
 * their curbs, street-name labels placed along the runs, buildings with fitted labels and Entrance tabs,
 * connecting doors, bridges and the four board edges — and names every space for screen readers.
 * Pure: no DOM, no rules. Computed once per board.
 */
import type { Board, BuildingClass, Facing, Gang, PieceKind, Rect } from '@core/games/gangsters/board';
import {
  abbreviateStreet,
  BUILDING_GROW,
  BUILDING_MAX,
  CAP,
  nudge,
  PRINT_MIN,
  printedLabel,
  SMALL_MAX,
  VALUE_GAP,
  VALUE_SIZE,
  type FittedLabel,
} from './labels';
import { textWidth } from './text-metrics';

export interface SpaceView {
  readonly id: string;
  readonly rect: Rect;
  readonly cx: number;
  readonly cy: number;
  readonly level: 'street' | 'bridge' | 'under';
  readonly subway: number | null;
  readonly intersection: boolean;
  /** Sides drawn as an ink curb (no linked space there). */
  readonly curbs: readonly Facing[];
  /** The accessible name: "Market Street, 2 spaces east of Harbor Street". */
  readonly name: string;
}

export type TabShape = 'square' | 'diamond' | 'circle' | 'triangle' | 'hexagon' | 'pentagon' | 'half-oval';

export interface TabView {
  readonly x: number;
  readonly y: number;
  readonly side: Facing;
  readonly space: string;
}

export interface BuildingView {
  readonly id: string;
  readonly name: string;
  readonly cls: BuildingClass;
  readonly value: number | null;
  readonly rects: readonly Rect[];
  readonly bounds: Rect;
  /** The inner panel the label sits on, and the label itself, centred on (lx, ly). */
  readonly panel: Rect;
  readonly small: boolean;
  /** One space square: its name may use its coloured frame too, and may print below `PRINT_MIN`. */
  readonly tiny: boolean;
  readonly label: FittedLabel;
  /** True when the label prints a shorter form of the name (the place's card has it whole). */
  readonly short: boolean;
  readonly lx: number;
  readonly ly: number;
  /** The value line under the name, or null where the block is too small (the tab still shows it). */
  readonly valueSize: number | null;
  readonly tabs: readonly TabView[];
  readonly tabShape: TabShape;
  readonly cx: number;
  readonly cy: number;
}

export interface StreetLabel {
  readonly key: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly vertical: boolean;
  readonly size: number;
}

/** A connecting door between two buildings (G-6.6), drawn across their shared wall. */
export interface DoorView {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  /** True when the shared wall runs north–south. */
  readonly vertical: boolean;
}

export interface BridgeView {
  readonly id: string;
  readonly name: string;
  readonly span: Rect;
  /** The part over the water, between the two streets it crosses. */
  readonly water: Rect;
  readonly vertical: boolean;
}

/** The piece the board shows at its start space. */
export interface Piece {
  readonly kind: PieceKind;
  readonly gang: Gang;
  readonly facing: Facing | null;
}

/** A Gang's state marked on its board edge during a game: strengths on the track, Joint markers in use. */
export interface EdgeMarks {
  readonly racketeer: number;
  readonly thug: number;
  readonly vamp: number;
  readonly jointsInUse: number;
}

export interface EdgeView {
  readonly side: Facing;
  readonly gang: Gang;
  readonly area: Rect;
  readonly jointSquare: Rect;
  readonly gangTrack: Rect;
}

export interface CityView {
  readonly width: number;
  readonly height: number;
  readonly city: Rect;
  readonly riverName: string;
  readonly riverPath: string;
  readonly riverLabel: { readonly x: number; readonly y: number };
  readonly spaces: readonly SpaceView[];
  readonly buildings: readonly BuildingView[];
  readonly labels: readonly StreetLabel[];
  readonly doors: readonly DoorView[];
  readonly bridges: readonly BridgeView[];
  readonly edges: readonly EdgeView[];
  /** Any space or building by id. */
  readonly byId: ReadonlyMap<string, SpaceView | BuildingView>;
}

export const CLASS_NAMES: Readonly<Record<BuildingClass, string>> = {
  red: 'Red',
  purple: 'Purple',
  blue: 'Blue',
  green: 'Green',
  yellow: 'Yellow',
  brown: 'Brown',
  gray: 'Grey',
};

export const GANG_NAMES: Readonly<Record<Gang, string>> = {
  red: 'Red',
  yellow: 'Yellow',
  green: 'Green',
  brown: 'Brown',
};

const STEP: Record<Facing, readonly [number, number]> = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] };
const STREET_TRACKING = 0.12;
const STREET_SIZE = 1.3;
/** Building geometry in board units: the gap to the neighbours, the coloured frame band, label padding. */
export const BUILDING_GAP = 0.16;
export const bandFor = (small: boolean): number => (small ? 0.2 : 0.5);
const PAD = 0.08;
/** A small block's label may use its whole panel (it draws no inner rule). */
const SMALL_PAD = 0;
/** How far in from its frame's outer edge the smallest block's name may reach. */
const TINY_EDGE = 0;

const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const inset = (r: Rect, d: number): Rect => ({ x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d });

function boundsOf(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const x2 = Math.max(...rects.map((r) => r.x + r.w));
  const y2 = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: x2 - x, h: y2 - y };
}

function compass(dx: number, dy: number): Facing {
  return Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'east' : 'west') : dy > 0 ? 'south' : 'north';
}

function spacesView(board: Board): SpaceView[] {
  const streetName = new Map(board.streets.map((s) => [s.id, s.name]));
  const byId = new Map(board.spaces.map((s) => [s.id, s]));
  const linked = new Map<string, string[]>();
  for (const [a, b] of board.links) {
    linked.set(a, [...(linked.get(a) ?? []), b]);
    linked.set(b, [...(linked.get(b) ?? []), a]);
  }
  const bridgeOf = new Map<string, { name: string; over: boolean; index: number; count: number }>();
  for (const br of board.bridges) {
    br.spaces.forEach((id, index) => {
      const sp = byId.get(id);
      const over = br.over.some((o) => {
        const u = byId.get(o);
        return u && sp && u.x === sp.x && u.y === sp.y;
      });
      bridgeOf.set(id, { name: br.name, over, index, count: br.spaces.length });
    });
    for (const id of br.over) bridgeOf.set(id, { name: br.name, over: true, index: -1, count: 0 });
  }

  const nameOf = (id: string): string => {
    const sp = byId.get(id);
    if (!sp) return id;
    const names = sp.streets.map((s) => streetName.get(s) ?? s);
    const br = bridgeOf.get(id);
    if (sp.level === 'under' && br) return `${names[0]}, under ${br.name}`;
    if (sp.level === 'bridge' && br) {
      if (br.over) {
        const under = board.spaces.find((u) => u.level === 'under' && u.x === sp.x && u.y === sp.y);
        return `${br.name}, over ${streetName.get(under?.streets[0] ?? '') ?? 'the street'}`;
      }
      return `${br.name}, over the ${board.river.name} (${br.index < br.count / 2 ? 'north' : 'south'} span)`;
    }
    const subway = sp.subway ? `Subway ${sp.subway}, ` : '';
    if (names.length > 1) return `${subway}${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    // Count along the street to the nearest crossing.
    const street = board.streets.find((s) => s.id === sp.streets[0]);
    const i = street?.spaces.indexOf(id) ?? -1;
    let best: { n: number; cross: string } | null = null;
    for (const dir of [-1, 1]) {
      for (let j = i + dir, n = 1; street && j >= 0 && j < street.spaces.length; j += dir, n++) {
        const other = byId.get(street.spaces[j] ?? '');
        const cross = other?.streets.find((s) => s !== sp.streets[0]);
        if (other && cross && (!best || n < best.n)) {
          const d = compass(sp.x - other.x, sp.y - other.y);
          best = { n, cross: `${n} ${n === 1 ? 'space' : 'spaces'} ${d} of ${streetName.get(cross) ?? cross}` };
        }
        if (cross) break;
      }
    }
    return `${subway}${names[0]}${best ? `, ${best.cross}` : ''}`;
  };

  return board.spaces.map((sp) => {
    const rect = { x: sp.x, y: sp.y, w: sp.w, h: sp.h };
    const c = centre(rect);
    const curbs = (['north', 'east', 'south', 'west'] as const).filter((side) => {
      const [dx, dy] = STEP[side];
      return !(linked.get(sp.id) ?? []).some((n) => {
        const o = byId.get(n);
        return o && Math.abs(o.x - sp.x - dx * sp.w) < 0.01 && Math.abs(o.y - sp.y - dy * sp.h) < 0.01;
      });
    });
    return {
      id: sp.id,
      rect,
      cx: c.x,
      cy: c.y,
      level: sp.level,
      subway: sp.subway ?? null,
      intersection: sp.intersection === true,
      curbs,
      name: nameOf(sp.id),
    };
  });
}

/** Street names along the plain straight runs between crossings, on alternate blocks of long streets. */
function streetLabels(board: Board, spaces: ReadonlyMap<string, SpaceView>): StreetLabel[] {
  const out: StreetLabel[] = [];
  for (const street of board.streets) {
    const runs: SpaceView[][] = [];
    let run: SpaceView[] = [];
    const flush = () => {
      if (run.length >= 2) runs.push(run);
      run = [];
    };
    for (const id of street.spaces) {
      const sp = spaces.get(id);
      const plain = sp && sp.level === 'street' && !sp.intersection && sp.subway === null;
      const src = board.spaces.find((s) => s.id === id);
      if (!sp || !plain || (src?.streets.length ?? 0) > 1) {
        flush();
        continue;
      }
      const prev = run.at(-1);
      const before = run.at(-2);
      const straight =
        !prev || !before || (prev.cx - before.cx === sp.cx - prev.cx && prev.cy - before.cy === sp.cy - prev.cy);
      if (!straight) flush();
      run.push(sp);
    }
    flush();
    /** The name (or its abbreviation) along `r`, as large as `room` allows, at `min` or larger; else null. */
    const fit = (r: SpaceView[], key: string, room: (length: number) => number, min: number): StreetLabel | null => {
      const first = r[0];
      const last = r.at(-1);
      if (!first || !last) return null;
      const vertical = first.cx === last.cx;
      const length = vertical ? last.rect.y + last.rect.h - first.rect.y : last.rect.x + last.rect.w - first.rect.x;
      for (const text of [street.name, abbreviateStreet(street.name)]) {
        const upper = text.toUpperCase();
        const size = Math.min(STREET_SIZE, room(length) / textWidth(upper, 'bebas', STREET_TRACKING));
        if (size >= min)
          return { key, text: upper, x: (first.cx + last.cx) / 2, y: (first.cy + last.cy) / 2, vertical, size };
      }
      return null;
    };
    const inRuns = runs.flatMap((r, i) => fit(r, `${street.id}-${i}`, (length) => length - 0.8, PRINT_MIN) ?? []);
    // Long streets are named on every other block where the name fits.
    if (inRuns.length > 0) {
      out.push(...(inRuns.length >= 3 ? inRuns.filter((_, i) => i % 2 === 0) : inRuns));
      continue;
    }
    // A short street with no plain block long enough is named along its whole length, crossings included.
    const all = street.spaces.map((id) => spaces.get(id)).filter((sp) => sp !== undefined);
    const first = all[0];
    const straight = all.every((sp) => sp.cx === first?.cx) || all.every((sp) => sp.cy === first?.cy);
    const whole = straight ? fit(all, `${street.id}-0`, (length) => length - 3, PRINT_MIN) : null;
    const smaller = runs.flatMap((r, i) => fit(r, `${street.id}-${i}`, (length) => length - 0.8, 0.8) ?? []);
    const label = whole ?? smaller.sort((a, b) => b.size - a.size)[0];
    if (label) out.push(label);
  }
  return out;
}

function buildingsView(board: Board): BuildingView[] {
  const tabShape = (cls: BuildingClass): TabShape => (board.classes[cls]?.tab as TabShape | undefined) ?? 'square';
  return board.buildings.map((b) => {
    const bounds = boundsOf(b.rects);
    const main = [...b.rects].sort((p, q) => q.w * q.h - p.w * p.h)[0] ?? bounds;
    const small = Math.min(main.w, main.h) <= 3.01;
    const panel = inset(main, BUILDING_GAP + bandFor(small));
    // The smallest blocks (one space square) lend their name the width of their coloured frame too.
    const tiny = Math.max(main.w, main.h) <= 3.01;
    const box = tiny ? inset(main, BUILDING_GAP + TINY_EDGE) : inset(panel, small ? SMALL_PAD : PAD);
    const { label, value } = small
      ? printedLabel(b.name, null, box, SMALL_MAX)
      : printedLabel(b.name, b.value, box, BUILDING_MAX, BUILDING_GROW);
    const c = centre(panel);
    const away = nudge(
      box,
      label,
      value ? VALUE_GAP + CAP * VALUE_SIZE : 0,
      b.entrances.map((e) => e.side),
    );
    return {
      id: b.id,
      name: b.name,
      cls: b.class,
      value: b.value,
      rects: b.rects,
      bounds,
      panel,
      small,
      tiny,
      label,
      short: label.lines.join(' ').replace(/-\s?/g, '') !== b.name.toUpperCase().replace(/-/g, ''),
      lx: c.x + away.dx,
      ly: c.y + away.dy,
      valueSize: value ? VALUE_SIZE : null,
      tabs: b.entrances.map((e) => ({ x: e.tab.x, y: e.tab.y, side: e.side, space: e.space })),
      tabShape: tabShape(b.class),
      cx: centre(bounds).x,
      cy: centre(bounds).y,
    };
  });
}

function doorsView(board: Board): DoorView[] {
  const rects = new Map(board.buildings.map((b) => [b.id, b.rects]));
  const out: DoorView[] = [];
  for (const [a, b] of board.connections) {
    let found: DoorView | null = null;
    for (const p of rects.get(a) ?? [])
      for (const q of rects.get(b) ?? []) {
        const vertical = Math.abs(p.x + p.w - q.x) < 0.01 || Math.abs(q.x + q.w - p.x) < 0.01;
        const horizontal = Math.abs(p.y + p.h - q.y) < 0.01 || Math.abs(q.y + q.h - p.y) < 0.01;
        if (vertical) {
          const y1 = Math.max(p.y, q.y);
          const y2 = Math.min(p.y + p.h, q.y + q.h);
          const x = Math.abs(p.x + p.w - q.x) < 0.01 ? q.x : p.x;
          if (y2 > y1) found = { key: `${a}~${b}`, x, y: (y1 + y2) / 2, vertical: true };
        } else if (horizontal) {
          const x1 = Math.max(p.x, q.x);
          const x2 = Math.min(p.x + p.w, q.x + q.w);
          const y = Math.abs(p.y + p.h - q.y) < 0.01 ? q.y : p.y;
          if (x2 > x1) found = { key: `${a}~${b}`, x: (x1 + x2) / 2, y, vertical: false };
        }
      }
    if (found) out.push(found);
  }
  return out;
}

function bridgesView(board: Board): BridgeView[] {
  const byId = new Map(board.spaces.map((s) => [s.id, s]));
  return board.bridges.map((br) => {
    const over = br.over.map((id) => byId.get(id)).filter((s) => s !== undefined);
    const vertical = br.span.h >= br.span.w;
    let water = br.span;
    if (over.length >= 2) {
      const a = over[0]!;
      const z = over.at(-1)!;
      water = vertical
        ? { x: br.span.x, y: Math.min(a.y, z.y) + a.h, w: br.span.w, h: Math.abs(z.y - a.y) - a.h }
        : { x: Math.min(a.x, z.x) + a.w, y: br.span.y, w: Math.abs(z.x - a.x) - a.w, h: br.span.h };
    }
    return { id: br.id, name: br.name, span: br.span, water, vertical };
  });
}

/** The river's name goes in the middle of the widest open stretch of water between bridges. */
function riverLabelX(board: Board): number {
  const cuts = [
    board.city.x,
    ...board.bridges.flatMap((b) => [b.span.x, b.span.x + b.span.w]),
    board.city.x + board.city.w,
  ];
  cuts.sort((a, b) => a - b);
  let best = { x: board.city.x + board.city.w / 2, w: 0 };
  for (let i = 0; i + 1 < cuts.length; i += 2) {
    const w = (cuts[i + 1] ?? 0) - (cuts[i] ?? 0);
    if (w > best.w) best = { x: ((cuts[i] ?? 0) + (cuts[i + 1] ?? 0)) / 2, w };
  }
  return best.x;
}

/** Builds everything the board draws from the city data. */
export function cityView(board: Board): CityView {
  const spaces = spacesView(board);
  const spaceMap = new Map(spaces.map((s) => [s.id, s]));
  const buildings = buildingsView(board);
  const pts = board.river.points;
  const top = pts.slice(0, Math.ceil(pts.length / 2));
  const riverTop = Math.max(...top.map((p) => p[1]));
  const riverBottom = Math.min(...pts.slice(top.length).map((p) => p[1]));
  return {
    width: board.size.w,
    height: board.size.h,
    city: board.city,
    riverName: board.river.name,
    riverPath: `M${pts.map(([x, y]) => `${x} ${y}`).join('L')}Z`,
    riverLabel: { x: riverLabelX(board), y: (riverTop + riverBottom) / 2 },
    spaces,
    buildings,
    labels: streetLabels(board, spaceMap),
    doors: doorsView(board),
    bridges: bridgesView(board),
    edges: board.edges.map((e) => ({ ...e })),
    byId: new Map<string, SpaceView | BuildingView>([
      ...spaces.map((s) => [s.id, s] as const),
      ...buildings.map((b) => [b.id, b] as const),
    ]),
  };
}

export function isBuilding(v: SpaceView | BuildingView | undefined): v is BuildingView {
  return v !== undefined && 'cls' in v;
}

/** The accessible name of a building: "Westgate Hotel, red, $600". */
export function buildingName(b: BuildingView): string {
  return b.value === null ? `${b.name}, grey building` : `${b.name}, ${b.cls}, $${b.value}`;
}
