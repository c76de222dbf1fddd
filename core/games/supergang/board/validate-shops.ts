/**
 * The validator's checks on districts, shops, notches, communicating doors, sidewall sections and tariffs.
 * Split from `validate.ts` to keep each file about one thing.
 */
import { dirCode } from './graph';
import type { CityData, Rect, ShopData } from './schema';
import { DISTRICT_IDS, INITIALS, type Initial } from './types';
import type { Add } from './validate';

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const key = (x: number, y: number) => `${x},${y}`;
const inRect = (x: number, y: number, r: Rect) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;

/** SG-2.1 and SG-4.3.1: five districts of 7 or 8 shops, 36 in all. */
export const SHOP_COUNT = 36;
export const DISTRICT_SIZES = [7, 8] as const;

export function checkShops(city: CityData, add: Add): void {
  checkDistricts(city, add);
  checkBlocks(city, add);
  const squares = new Map(city.squares.map((s) => [key(s.x, s.y), s]));
  const blocks = new Map(city.blocks.map((b) => [b.id as string, b]));
  const cells = new Map<string, ShopData>();
  for (const s of city.shops) {
    if (cells.has(key(s.x, s.y)))
      add('SHOPS_OVERLAP', '', `${s.name} and ${cells.get(key(s.x, s.y))?.name} share a cell.`);
    cells.set(key(s.x, s.y), s);
    const block = blocks.get(s.block);
    if (!block || !inRect(s.x, s.y, block.rect)) add('SHOP_BLOCK', 'SG-4.3.1', `${s.name} is not inside ${s.block}.`);
    const district = city.districts.find((d) => d.id === s.district);
    if (!district?.rects.some((r) => inRect(s.x, s.y, r))) {
      add('SHOP_DISTRICT', 'SG-2.1', `${s.name} is drawn outside its district, ${s.district}.`);
    }
    checkNotches(s, squares, add);
    checkPrices(city, s, add);
  }
  if (city.shops.length !== SHOP_COUNT) {
    add('SHOP_COUNT', 'SG-4.3.1', `The city has ${city.shops.length} shops; it needs ${SHOP_COUNT}.`);
  }
  for (const i of INITIALS) {
    if (!city.shops.some((s) => s.initials.includes(i))) {
      add('INITIAL_MISSING', i === 'star' ? 'SG-5.6.2' : 'SG-7.1', `No shop carries the mark ${i}.`);
    }
  }
  checkCommunicate(city, cells, add);
  checkSections(city, squares, cells, add);
  checkTariffs(city, add);
}

function checkDistricts(city: CityData, add: Add): void {
  const colours = new Set(city.districts.map((d) => d.colour));
  if (colours.size !== city.districts.length) add('DISTRICT_COLOURS', 'SG-2.1', 'Two districts share a colour.');
  for (const id of DISTRICT_IDS) {
    const d = city.districts.filter((x) => x.id === id);
    if (d.length !== 1) add('DISTRICT_COUNT', 'SG-2.1', `The district ${id} is described ${d.length} times.`);
    const shops = city.shops.filter((s) => s.district === id);
    if (!(DISTRICT_SIZES as readonly number[]).includes(shops.length)) {
      add('DISTRICT_SIZE', 'SG-2.1', `${id} has ${shops.length} shops; a district has 7 or 8.`);
    }
    // Our choice (README): every district can recruit all three characters and sells traffic pawns.
    const marks = new Set<Initial>(shops.flatMap((s) => s.initials));
    const lacking = INITIALS.filter((i) => !marks.has(i));
    if (lacking.length) add('DISTRICT_MARKS', 'SG-7.1', `${id} has no shop marked ${lacking.join(', ')}.`);
  }
  const all = city.districts.flatMap((d) => d.rects.map((r) => ({ d: d.id, r })));
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i];
      const b = all[j];
      if (!a || !b) continue;
      if (overlap(a.r, b.r)) add('DISTRICTS_OVERLAP', 'SG-2.1', `The districts ${a.d} and ${b.d} overlap.`);
    }
  }
}

function overlap(a: Rect, b: Rect): boolean {
  return Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
}

function checkBlocks(city: CityData, add: Add): void {
  city.blocks.forEach((a, i) => {
    if (overlap(a.rect, city.centre.rect)) add('BLOCK_ON_CENTRE', '', `${a.id} covers part of the centre.`);
    for (const b of city.blocks.slice(i + 1)) {
      if (overlap(a.rect, b.rect)) add('BLOCKS_OVERLAP', '', `${a.id} and ${b.id} overlap.`);
    }
  });
}

function checkNotches(s: ShopData, squares: Map<string, { id: string; x: number; y: number }>, add: Add): void {
  if (s.notches.length === 0) add('NO_NOTCH', 'SG-4.3.3', `${s.name} has no notch: nobody could get in.`);
  const sides = new Set<string>();
  for (const n of s.notches) {
    const d = dirCode(n.side);
    const q = squares.get(key(s.x + (DX[d] ?? 0), s.y + (DY[d] ?? 0)));
    if (!q || q.id !== n.square) {
      add('NOTCH_SQUARE', 'SG-4.3.3', `${s.name}'s ${n.side} notch must open onto the square on that side.`);
    }
    if (sides.has(n.side)) add('NOTCH_TWICE', 'SG-4.3.3', `${s.name} has two notches on its ${n.side} wall.`);
    sides.add(n.side);
    const wantX = s.x + 0.5 + (DX[d] ?? 0) / 2;
    const wantY = s.y + 0.5 + (DY[d] ?? 0) / 2;
    if (Math.abs(n.x - wantX) > 1e-6 || Math.abs(n.y - wantY) > 1e-6) {
      add('NOTCH_DRAWN', 'SG-4.3.3', `${s.name}'s ${n.side} notch is not drawn in the middle of that wall.`);
    }
  }
}

function checkPrices(city: CityData, s: ShopData, add: Add): void {
  const t = s.initials.length > 0 ? city.tariffs.markedShop : city.tariffs.basicShop;
  if (new Set(s.initials).size !== s.initials.length) add('INITIAL_TWICE', 'SG-5.3.1', `${s.name} repeats a mark.`);
  if (s.managers !== t.managers) {
    add(
      'MANAGERS',
      'SG-8.1',
      `${s.name} has ${s.managers} manager(s); ${s.initials.length ? 'a marked' : 'a basic'} shop has ${t.managers}.`,
    );
  }
  if (s.price !== t.price) add('SHOP_PRICE', 'SG-5.3.1', `${s.name} costs ${s.price}; it should cost ${t.price}.`);
  if (s.stickUp !== t.stickUp)
    add('STICK_UP', 'SG-5.4.2', `${s.name} yields ${s.stickUp} in a stick-up, not ${t.stickUp}.`);
}

function checkCommunicate(city: CityData, cells: Map<string, ShopData>, add: Add): void {
  const byId = new Map(city.shops.map((s) => [s.id as string, s]));
  const listed = new Set<string>();
  for (const [a, b] of city.communicate) {
    const sa = byId.get(a);
    const sb = byId.get(b);
    const pair = [a, b].sort().join('|');
    if (!sa || !sb) {
      add('UNKNOWN_SHOP', 'SG-4.3.1', `A door names a shop that does not exist: ${a}, ${b}.`);
      continue;
    }
    if (listed.has(pair)) add('DUPLICATE_DOOR', 'SG-4.3.1', `${sa.name} and ${sb.name} are joined twice.`);
    listed.add(pair);
    if (Math.abs(sa.x - sb.x) + Math.abs(sa.y - sb.y) !== 1 || sa.block !== sb.block) {
      add(
        'DOOR_NOT_ADJACENT',
        'SG-4.3.1',
        `${sa.name} and ${sb.name} communicate but are not side by side in one block.`,
      );
    }
  }
  for (const s of city.shops) {
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const t = cells.get(key(s.x + dx, s.y + dy));
      if (t && t.block === s.block && !listed.has([s.id, t.id].sort().join('|'))) {
        add('DOOR_MISSING', 'SG-4.3.1', `${s.name} and ${t.name} are side by side in one block, so they communicate.`);
      }
    }
  }
}

function checkSections(
  city: CityData,
  squares: Map<string, { id: string; x: number; y: number }>,
  cells: Map<string, ShopData>,
  add: Add,
): void {
  const blocks = new Map(city.blocks.map((b) => [b.id as string, b.rect]));
  for (const sec of city.sections) {
    const r = blocks.get(sec.block);
    const { from: a, to: b } = sec;
    const onEdge = (p: { x: number; y: number }) =>
      r !== undefined &&
      p.x >= r.x &&
      p.x <= r.x + r.w &&
      p.y >= r.y &&
      p.y <= r.y + r.h &&
      (p.x === r.x || p.x === r.x + r.w || p.y === r.y || p.y === r.y + r.h);
    if (!r || (a.x !== b.x && a.y !== b.y) || !onEdge(a) || !onEdge(b)) {
      add('SECTION_DRAWN', 'SG-5.6.8', `${sec.id} does not run straight along the wall of ${sec.block}.`);
      continue;
    }
    // The cells the section runs along, and the street square outside each.
    const horizontal = a.y === b.y;
    const outward = horizontal ? (a.y === r.y ? -1 : 1) : a.x === r.x ? -1 : 1;
    const lo = horizontal ? Math.min(a.x, b.x) : Math.min(a.y, b.y);
    const hi = horizontal ? Math.max(a.x, b.x) : Math.max(a.y, b.y);
    const wantSquares = new Set<string>();
    const wantShops = new Set<string>();
    for (let t = Math.floor(lo); t < Math.ceil(hi); t++) {
      const cx = horizontal ? t : outward < 0 ? r.x : r.x + r.w - 1;
      const cy = horizontal ? (outward < 0 ? r.y : r.y + r.h - 1) : t;
      const q = squares.get(horizontal ? key(cx, cy + outward) : key(cx + outward, cy));
      if (q) wantSquares.add(q.id);
      const shop = cells.get(key(cx, cy));
      if (shop) wantShops.add(shop.id);
    }
    const same = (x: readonly string[], y: Set<string>) => x.length === y.size && x.every((v) => y.has(v));
    if (!same(sec.squares, wantSquares) || !same(sec.shops, wantShops)) {
      add('SECTION_TOUCHES', 'SG-5.6.8', `${sec.id} lists the wrong squares or shops beside it.`);
    }
  }
}

/** The SG-5.8.1 table, and the prices SG-7.5 and SG-9.4.1 give. */
function checkTariffs(city: CityData, add: Add): void {
  const t = city.tariffs;
  const want: [string, number, number, string][] = [
    ['racket income', t.racketIncome, 5, 'SG-5.2.2'],
    ['ownership income', t.ownershipIncome, 10, 'SG-5.3.2'],
    ['traffic income', t.trafficIncome, 5, 'SG-5.6.7'],
    ['coward attack', t.cowardAttack, 10, 'SG-5.1.2'],
    ['basic shop price', t.basicShop.price, 50, 'SG-5.3.1'],
    ['marked shop price', t.markedShop.price, 100, 'SG-5.3.1'],
    ['basic stick-up', t.basicShop.stickUp, 50, 'SG-5.4.2'],
    ['marked stick-up', t.markedShop.stickUp, 100, 'SG-5.4.3'],
    ['basic managers', t.basicShop.managers, 1, 'SG-8.1'],
    ['marked managers', t.markedShop.managers, 2, 'SG-8.1'],
    ['two traffic pawns', t.trafficPawns.pairPrice, 5, 'SG-5.6.2'],
    ['pawns at once', t.trafficPawns.maxAtOnce, 10, 'SG-5.6.2'],
    ['a recruit', t.recruit, 50, 'SG-7.5'],
    ['the cops', t.cops, 500, 'SG-9.4.1'],
  ];
  for (const [what, got, expected, clause] of want) {
    if (got !== expected) add('TARIFF', clause, `The ${what} is ${got}; the rules say ${expected}.`);
  }
}
