/**
 * The SuperGang city as the table draws it, worked out once from the board data (resources/supergang/
 * board.json): every street square with a grid reference and what stands on it, every shop with its
 * marks, managers and prices, the districts, bridges, manholes, doors and the centre. Geometry and names
 * only: what a piece may do there is the host's answer, never the renderer's.
 */
import type { CityData, DistrictId, Facing, Initial, ManholeId, ShopData } from '@core/games/supergang/board';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Anything a click can land on: a street square or a shop, with its spoken name. */
export interface Place {
  readonly id: string;
  readonly name: string;
  readonly box: Box;
  readonly cx: number;
  readonly cy: number;
}

export interface SquareView extends Place {
  readonly kind: 'square';
  readonly ways: readonly Facing[];
  readonly manhole: ManholeId | null;
  /** A bridge deck (another street runs beneath it, with no square there). */
  readonly bridge: string | null;
  /** The square on a street that runs under a bridge next to it. */
  readonly underBridge: string | null;
  readonly gate: number | null;
}

export interface ShopView extends Place {
  readonly kind: 'shop';
  readonly shopName: string;
  readonly district: DistrictId;
  readonly districtName: string;
  /** The marks as printed: T, V, D and ★. */
  readonly marks: readonly string[];
  readonly managers: 1 | 2;
  readonly price: number;
  readonly stickUp: number;
  readonly notches: readonly { readonly side: Facing; readonly x: number; readonly y: number }[];
}

export interface DistrictView {
  readonly id: DistrictId;
  readonly name: string;
  readonly colour: string;
  readonly shops: number;
  /** Where its name is written (the middle of a block where it covers no shop) and how large. */
  readonly label: { readonly x: number; readonly y: number; readonly size: number };
}

export interface BlockView {
  readonly id: string;
  readonly box: Box;
  readonly district: DistrictId;
  /** The house cells of the block (every cell without a shop). */
  readonly houses: readonly Box[];
}

export interface CityView {
  readonly width: number;
  readonly height: number;
  readonly squares: readonly SquareView[];
  readonly shops: readonly ShopView[];
  readonly blocks: readonly BlockView[];
  readonly districts: readonly DistrictView[];
  /** Walls between communicating shops (SG-4.3.1), as a line. */
  readonly doors: readonly { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number }[];
  /** Ends of sidewall sections that are not block corners: where the kerb is cut (SG-5.6.8). */
  readonly kerbCuts: readonly { readonly x: number; readonly y: number; readonly side: Facing }[];
  readonly bridges: readonly { readonly name: string; readonly deck: SquareView; readonly across: boolean }[];
  readonly centre: CityData['centre'];
  /** The price list (SG-5.8), in millions, as rows for the map key. */
  readonly tariffs: readonly { readonly what: string; readonly cost: string; readonly yields: string }[];
  readonly byId: ReadonlyMap<string, SquareView | ShopView>;
}

export const MARK: Readonly<Record<Initial, string>> = { T: 'T', V: 'V', D: 'D', star: '★' };
const MARK_WORDS: Readonly<Record<Initial, string>> = {
  T: 'recruits Killers',
  V: 'recruits Vamps',
  D: 'recruits Dealers',
  star: 'sells traffic pawns',
};

/** Column letters A–Y and row numbers 1–21, like a street atlas: "F4". */
export function gridRef(x: number, y: number): string {
  const col = x < 26 ? String.fromCharCode(65 + x) : `A${String.fromCharCode(65 + x - 26)}`;
  return `${col}${y + 1}`;
}

export function shopDescription(s: Pick<ShopData, 'initials' | 'managers' | 'price'>): string {
  const marks = s.initials.length ? s.initials.map((i) => `${MARK[i]} (${MARK_WORDS[i]})`).join(' and ') : 'no mark';
  return `${marks}, ${s.managers} ${s.managers === 1 ? 'manager' : 'managers'}, costs ${s.price}`;
}

/** A district name's letter height that fits a block `w` wide, at most 0.62 of a square. */
export const labelSize = (name: string, w: number): number => Math.min(0.62, (w * 0.95) / (name.length * 0.62));

const box = (x: number, y: number): Box => ({ x, y, w: 1, h: 1 });
const inside = (b: Box, x: number, y: number) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;

export function cityView(data: CityData): CityView {
  const districtOf = (x: number, y: number): DistrictId =>
    data.districts.find((d) => d.rects.some((r) => inside(r, x, y)))?.id ?? 'crossroads';
  const districtName = new Map(data.districts.map((d) => [d.id, d.name]));
  const manholeAt = new Map(data.squares.flatMap((s) => (s.manhole ? [[s.id, s.manhole] as const] : [])));
  const bridgeAt = new Map(data.bridges.map((b) => [b.deck, b.name]));
  const underAt = new Map(data.bridges.flatMap((b) => b.under.map((u) => [u, b.name] as const)));
  const gateAt = new Map(data.centre.gates.map((g) => [g.square, g.n]));

  const squares: SquareView[] = data.squares.map((s) => {
    const manhole = manholeAt.get(s.id) ?? null;
    const bridge = bridgeAt.get(s.id) ?? null;
    const underBridge = underAt.get(s.id) ?? null;
    const gate = gateAt.get(s.id) ?? null;
    const extra = [
      manhole ? `manhole ${manhole.slice(1)}` : '',
      bridge ? `on ${bridge}` : '',
      underBridge ? `beside ${underBridge}, the street runs under it` : '',
      gate ? `the centre's gate ${gate}` : '',
    ].filter(Boolean);
    return {
      kind: 'square',
      id: s.id,
      name: [`Street ${gridRef(s.x, s.y)}`, ...extra].join(', '),
      box: box(s.x, s.y),
      cx: s.x + 0.5,
      cy: s.y + 0.5,
      ways: s.ways,
      manhole,
      bridge,
      underBridge,
      gate,
    };
  });

  const shops: ShopView[] = data.shops.map((s) => ({
    kind: 'shop',
    id: s.id,
    shopName: s.name,
    name: `${s.name}, ${districtName.get(s.district) ?? s.district}, ${shopDescription(s)}`,
    box: box(s.x, s.y),
    cx: s.x + 0.5,
    cy: s.y + 0.5,
    district: s.district,
    districtName: districtName.get(s.district) ?? s.district,
    marks: s.initials.map((i) => MARK[i]),
    managers: s.managers,
    price: s.price,
    stickUp: s.stickUp,
    notches: s.notches.map((n) => ({ side: n.side, x: n.x, y: n.y })),
  }));
  const shopAt = new Map(shops.map((s) => [`${s.box.x},${s.box.y}`, s]));

  const blocks: BlockView[] = data.blocks.map((b) => {
    const houses: Box[] = [];
    for (let y = b.rect.y; y < b.rect.y + b.rect.h; y++)
      for (let x = b.rect.x; x < b.rect.x + b.rect.w; x++) if (!shopAt.has(`${x},${y}`)) houses.push(box(x, y));
    return { id: b.id, box: b.rect, district: districtOf(b.rect.x, b.rect.y), houses };
  });

  const districts: DistrictView[] = data.districts.map((d) => {
    // The name goes in the district's largest block where it covers no shop.
    const own = blocks.filter((b) => b.district === d.id).sort((a, b) => b.houses.length - a.houses.length);
    const fits = (b: BlockView) => {
      const size = labelSize(d.name, b.box.w);
      const half = (d.name.length * size * 0.62) / 2;
      const cx = b.box.x + b.box.w / 2;
      const cy = b.box.y + b.box.h / 2;
      return !shops.some(
        (s) => s.box.x < cx + half && s.box.x + 1 > cx - half && s.box.y < cy + size / 2 && s.box.y + 1 > cy - size / 2,
      );
    };
    const r = (own.find(fits) ?? own[0])?.box ?? d.rects[0]!;
    return {
      id: d.id,
      name: d.name,
      colour: d.colour,
      shops: shops.filter((s) => s.district === d.id).length,
      label: { x: r.x + r.w / 2, y: r.y + r.h / 2, size: labelSize(d.name, r.w) },
    };
  });

  const byShopId = new Map(shops.map((s) => [s.id, s]));
  const doors = data.communicate.flatMap(([a, b]) => {
    const p = byShopId.get(a);
    const q = byShopId.get(b);
    if (!p || !q) return [];
    if (p.box.y === q.box.y) {
      const x = Math.max(p.box.x, q.box.x);
      return [{ x1: x, y1: p.box.y + 0.3, x2: x, y2: p.box.y + 0.7 }];
    }
    const y = Math.max(p.box.y, q.box.y);
    return [{ x1: p.box.x + 0.3, y1: y, x2: p.box.x + 0.7, y2: y }];
  });

  const blockById = new Map(data.blocks.map((b) => [b.id, b.rect]));
  const cuts = new Map<string, { x: number; y: number; side: Facing }>();
  for (const s of data.sections) {
    const r = blockById.get(s.block);
    if (!r) continue;
    for (const p of [s.from, s.to]) {
      const corner = (p.x === r.x || p.x === r.x + r.w) && (p.y === r.y || p.y === r.y + r.h);
      if (corner) continue;
      const side: Facing = p.y === r.y ? 'north' : p.y === r.y + r.h ? 'south' : p.x === r.x ? 'west' : 'east';
      cuts.set(`${p.x},${p.y}`, { x: p.x, y: p.y, side });
    }
  }

  const squareById = new Map(squares.map((s) => [s.id, s]));
  const bridges = data.bridges.flatMap((b) => {
    const deck = squareById.get(b.deck);
    const under = squareById.get(b.under[0]);
    return deck && under ? [{ name: b.name, deck, across: under.box.x === deck.box.x }] : [];
  });

  const byId = new Map<string, SquareView | ShopView>([...squares, ...shops].map((p) => [p.id, p]));
  return {
    width: data.size.w,
    height: data.size.h,
    squares,
    shops,
    blocks,
    districts,
    doors,
    kerbCuts: [...cuts.values()],
    bridges,
    centre: data.centre,
    tariffs: tariffRows(data.tariffs),
    byId,
  };
}

function tariffRows(t: CityData['tariffs']): CityView['tariffs'] {
  const each = (n: number) => `${n} a turn`;
  return [
    { what: 'Racket', cost: '—', yields: each(t.racketIncome) },
    { what: 'Buy a plain shop', cost: String(t.basicShop.price), yields: each(t.ownershipIncome) },
    { what: 'Buy a shop with a mark', cost: String(t.markedShop.price), yields: each(t.ownershipIncome) },
    { what: 'Stick up a plain shop', cost: '—', yields: String(t.basicShop.stickUp) },
    { what: 'Stick up a shop with a mark', cost: '—', yields: String(t.markedShop.stickUp) },
    { what: 'Coward attack', cost: '—', yields: String(t.cowardAttack) },
    { what: 'Traffic pawns', cost: `${t.trafficPawns.pairPrice} for two`, yields: `${each(t.trafficIncome)} each` },
    { what: 'Hire a character', cost: String(t.recruit), yields: '—' },
    { what: 'Buy the cops', cost: String(t.cops), yields: '—' },
  ];
}
