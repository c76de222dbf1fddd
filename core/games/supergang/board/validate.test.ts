import { describe, expect, it } from 'vitest';
import { SUPERGANG_BOARD_JSON as raw } from './city';
import { loadCity, type CityData } from './schema';
import { validateBoardSummary, validateCity } from './validate';

/** A fresh deep copy of the real city to break. */
const copy = (): CityData => structuredClone(raw) as CityData;
const codes = (c: CityData) => validateCity(c).map((i) => `${i.clause} ${i.code}`.trim());
const shop = (c: CityData, id: string) => {
  const s = c.shops.find((x) => x.id === id);
  if (!s) throw new Error(`no ${id}`);
  return s;
};
const square = (c: CityData, id: string) => {
  const s = c.squares.find((x) => x.id === id);
  if (!s) throw new Error(`no ${id}`);
  return s;
};

describe('the real city', () => {
  it('passes every check', () => {
    expect(validateBoardSummary(raw)).toMatchObject({ ok: true, errors: [] });
  });

  it('SG-2.1 has five districts of different colours, each of 7 or 8 shops', () => {
    const { counts } = validateBoardSummary(raw);
    expect(counts?.byDistrict).toEqual({ 'old-quarter': 7, heights: 7, crossroads: 8, docks: 7, market: 7 });
    expect(new Set(copy().districts.map((d) => d.colour)).size).toBe(5);
  });

  it('SG-4.3.1 has 36 shops, and shops side by side in a block communicate', () => {
    const { counts } = validateBoardSummary(raw);
    expect(counts).toMatchObject({ shops: 36, communicating: 14 });
  });

  it('SG-4.3.3 gives every shop a notch onto a street, 65 in all', () => {
    expect(copy().shops.every((s) => s.notches.length > 0)).toBe(true);
    expect(validateBoardSummary(raw).counts?.notches).toBe(65);
  });

  it('SG-4.2.2 SG-4.4.1 has two bridges and five manholes', () => {
    expect(validateBoardSummary(raw).counts).toMatchObject({ bridges: 2, manholes: 5 });
  });

  it('SG-5.3.1 SG-8.1 marks 15 shops, each district with a T, a V, a D and a star', () => {
    const { counts } = validateBoardSummary(raw);
    expect(counts).toMatchObject({ marked: 15, byInitial: { T: 5, V: 5, D: 5, star: 5 } });
  });
});

// Each row breaks one property of a copy of the real city and names the problem the validator must report.
const broken: [string, string, (c: CityData) => void][] = [
  ['a shop too few', 'SG-4.3.1 SHOP_COUNT', (c) => void c.shops.splice(c.shops.indexOf(shop(c, 'shop-newsstand')), 1)],
  [
    'a district of six shops',
    'SG-2.1 DISTRICT_SIZE',
    (c) => void (shop(c, 'shop-art-gallery').district = 'crossroads'),
  ],
  [
    'two districts of one colour',
    'SG-2.1 DISTRICT_COLOURS',
    (c) => void (c.districts[1]!.colour = c.districts[0]!.colour),
  ],
  [
    'a shop drawn outside its district',
    'SG-2.1 SHOP_DISTRICT',
    (c) => void (shop(c, 'shop-pawnbroker').district = 'docks'),
  ],
  ['a shop with no notch', 'SG-4.3.3 NO_NOTCH', (c) => void (shop(c, 'shop-moretti-bakery').notches = [])],
  [
    'a notch on a square the shop does not touch',
    'SG-4.3.3 NOTCH_SQUARE',
    (c) => void (shop(c, 'shop-moretti-bakery').notches[0]!.square = 's6-0'),
  ],
  [
    'communicating shops that share no wall',
    'SG-4.3.1 DOOR_NOT_ADJACENT',
    (c) => c.communicate.push(['shop-moretti-bakery', 'shop-iron-glove-gym']),
  ],
  [
    'neighbours in a block without their door',
    'SG-4.3.1 DOOR_MISSING',
    (c) => void (c.communicate = c.communicate.filter((p) => !p.includes('shop-moretti-bakery'))),
  ],
  [
    'a dead end',
    'SG-4.2.1 DEAD_END',
    (c) => void (c.links = c.links.filter(([a, b]) => !(a === 's0-0' && b === 's1-0'))),
  ],
  [
    'squares side by side but not joined',
    'SG-4.2.1 MISSING_LINK',
    (c) => void (c.links = c.links.filter(([a, b]) => !(a === 's5-0' && b === 's6-0'))),
  ],
  ['a link between squares apart', 'SG-4.2.1 LINK_NOT_ADJACENT', (c) => c.links.push(['s1-0', 's4-0'])],
  ['a street drawn the wrong way', 'SG-4.2.1 WAYS', (c) => void (square(c, 's5-0').ways = ['north', 'south'])],
  ['a bridge deck joined to the street beneath', 'SG-4.2.2 BRIDGE_LINKED', (c) => c.links.push(['s3-9', 's3-10'])],
  [
    'a street beneath a bridge with a break in it',
    'SG-4.2.2 BRIDGE_UNDER',
    (c) => void (c.links = c.links.filter(([a, b]) => !(a === 's3-9' && b === 's3-11'))),
  ],
  ['a sixth manhole', 'SG-4.4.1 MANHOLE_COUNT', (c) => void (square(c, 's1-0').manhole = 'm1')],
  ['a manhole missing', 'SG-4.4.1 MANHOLE_COUNT', (c) => void delete square(c, 's12-0').manhole],
  ['a gate missing', 'SG-3.3 GATES', (c) => void c.centre.gates.pop()],
  ['a gate opening the wrong way', 'SG-3.3 GATE_SQUARE', (c) => void (c.centre.gates[0]!.facing = 'south')],
  [
    'a gate whose street is too short for a six',
    'SG-3.3 GATE_RUN',
    (c) => void (c.links = c.links.filter(([a, b]) => !(a === 's11-4' && b === 's11-5'))),
  ],
  ['a basic shop with two managers', 'SG-8.1 MANAGERS', (c) => void (shop(c, 'shop-newsstand').managers = 2)],
  ['a marked shop at the basic price', 'SG-5.3.1 SHOP_PRICE', (c) => void (shop(c, 'shop-pawnbroker').price = 50)],
  [
    'a district with no Killer shop',
    'SG-7.1 DISTRICT_MARKS',
    (c) => void (shop(c, 'shop-iron-glove-gym').initials = ['V']),
  ],
  ['a racket paying 6', 'SG-5.2.2 TARIFF', (c) => void (c.tariffs.racketIncome = 6)],
  [
    'a sidewall section listing the wrong square',
    'SG-5.6.8 SECTION_TOUCHES',
    (c) => void (c.sections[0]!.squares = ['s9-9']),
  ],
  ['two blocks on one lot', 'BLOCKS_OVERLAP', (c) => void (c.blocks[1]!.rect = { ...c.blocks[0]!.rect })],
  ['a block over the centre', 'BLOCK_ON_CENTRE', (c) => void (c.blocks[0]!.rect = { ...c.centre.rect })],
  ['two districts overlapping', 'SG-2.1 DISTRICTS_OVERLAP', (c) => void (c.districts[0]!.rects[0]!.w = 15)],
  ['two shops on one cell', 'SHOPS_OVERLAP', (c) => void Object.assign(shop(c, 'shop-net-mender'), { x: 4, y: 19 })],
];

describe('deliberately broken cities', () => {
  it.each(broken)('reports %s', (_what, code, breakIt) => {
    const c = copy();
    breakIt(c);
    expect(codes(c)).toContain(code);
  });

  it('reports a malformed file as a value, naming where', () => {
    const r = loadCity({ ...copy(), squares: 'none' });
    expect(r.ok ? '' : r.error.message).toMatch(/squares/);
    expect(validateBoardSummary(null)).toMatchObject({ ok: false, counts: null });
  });
});
