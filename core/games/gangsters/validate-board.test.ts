import { describe, expect, it } from 'vitest';
import { loadBoard, type Board } from './board';
import { CITY_BOARD_JSON as raw } from './city';
import { validateBoard, validateBoardSummary } from './validate-board';

/** A fresh deep copy of the real board to break. */
const copy = (): Board => structuredClone(raw) as Board;
const codes = (b: Board) => validateBoard(b).map((i) => `${i.clause} ${i.code}`);
const find = <T extends { id: string }>(xs: T[], id: string): T => {
  const x = xs.find((y) => y.id === id);
  if (!x) throw new Error(`no ${id}`);
  return x;
};

describe('the real board', () => {
  it('passes every check', () => {
    expect(validateBoardSummary(raw)).toMatchObject({ ok: true, errors: [] });
  });

  it('G-8.1 has the original counts per class, 39 colored in all, with gray buildings besides', () => {
    const { counts } = validateBoardSummary(raw);
    expect(counts?.byClass).toEqual({ red: 4, purple: 5, blue: 6, green: 7, yellow: 8, brown: 9, gray: 20 });
    expect(counts?.purchasable).toBe(39);
  });

  it('G-10.1 has six Subways, two bridges over four street spaces, and 13 one-jump buildings', () => {
    const { counts } = validateBoardSummary(raw);
    expect(counts).toMatchObject({ subways: 6, bridges: 2, spacesBeneathBridges: 4, oneJump: 13 });
  });
});

// Each row breaks one property of a copy of the real board and names the problem the validator must report.
const broken: [string, string, (b: Board) => void][] = [
  [
    'a link between a bridge and the street beneath it',
    'G-6.41 BRIDGE_LINKED',
    (b) => b.links.push(['s5-10-bridge', 's5-10-under']),
  ],
  [
    'a bridge deck joined sideways to the street beneath',
    'G-6.41 BRIDGE_LINKED',
    (b) => b.links.push(['s5-11-bridge', 's5-10-under']),
  ],
  ['only one bridge', 'G-6.41 BRIDGE_COUNT', (b) => void b.bridges.pop()],
  [
    'an under space no bridge passes over',
    'G-6.41 UNDER_NOT_BENEATH',
    (b) => find(b.bridges, 'harbor-bridge').over.push('s7-10'),
  ],
  ['a wrong intersection flag', 'G-6.4 INTERSECTION_FLAG', (b) => void (find(b.spaces, 's11-8').intersection = true)],
  ['a missing intersection flag', 'G-6.4 INTERSECTION_FLAG', (b) => void delete find(b.spaces, 's10-8').intersection],
  ['a dead end', 'G-6.4 DEAD_END', (b) => void (b.links = b.links.filter(([x, y]) => !(x === 's0-0' && y === 's1-0')))],
  ['a link between spaces that are not side by side', 'G-6.3 LINK_NOT_ADJACENT', (b) => b.links.push(['s1-0', 's3-0'])],
  [
    'a cut-off street',
    'G-6.3 DISCONNECTED',
    (b) =>
      void (b.links = b.links.filter(
        ([x, y]) => !x.startsWith('s5-1') && !y.startsWith('s5-1') && !x.startsWith('s20-1') && !y.startsWith('s20-1'),
      )),
  ],
  ['a Subway number used twice', 'G-10.1 SUBWAY_NUMBERS', (b) => void (find(b.spaces, 's22-0').subway = 2)],
  ['a seventh Subway', 'G-10.1 SUBWAY_COUNT', (b) => void (find(b.spaces, 's1-0').subway = 6)],
  [
    'an Entrance on a space that is not a street',
    'G-4.1 ENTRANCE_OFF_STREET',
    (b) => void (find(b.buildings, 'city-hall').entrances[0]!.space = 'astoria-house'),
  ],
  [
    'an Entrance on a street the building does not touch',
    'G-4.1 ENTRANCE_NOT_ADJACENT',
    (b) => void (find(b.buildings, 'city-hall').entrances[0]!.space = 's3-0'),
  ],
  [
    'an Entrance beneath a bridge',
    'G-6.41 ENTRANCE_ON_BRIDGE',
    (b) => void (find(b.buildings, 'hudson-cold-storage').entrances[0]!.space = 's5-10-under'),
  ],
  ['a class one building short', 'G-8.1 CLASS_COUNT', (b) => void (find(b.buildings, 'ace-garage').class = 'gray')],
  [
    'a building priced off its class',
    'G-8.1 BUILDING_VALUE',
    (b) => void (find(b.buildings, 'ace-garage').value = 900),
  ],
  ['a gray building with a price', 'G-4.1 GRAY_VALUE', (b) => void (find(b.buildings, 'city-hall').value = 100)],
  [
    'a connection between buildings that share no wall',
    'G-6.6 CONNECTION_NOT_ADJACENT',
    (b) => b.connections.push(['lous-diner', 'city-hall']),
  ],
  [
    'a connection to a gray building',
    'G-6.6 CONNECTION_GRAY',
    (b) => b.connections.push(['hawthorne-hotel', 'city-hall']),
  ],
  [
    'too few gray buildings',
    'G-16.1 TOO_FEW_GRAY',
    (b) => void (b.buildings = b.buildings.filter((x) => x.class !== 'gray' || x.id === 'city-hall')),
  ],
  [
    'a district with no gray building',
    'G-16.1 GRAY_SPREAD',
    (b) => void (b.buildings = b.buildings.filter((x) => !(x.class === 'gray' && x.rects[0]!.y > 45))),
  ],
  ['two gangs on one edge', 'G-3.1 EDGE_GANGS', (b) => void (b.edges[1]!.gang = 'red')],
  [
    'the Shop n Save no longer on Central Ave',
    'G-6.4-ex1 EXAMPLE_CORNER',
    (b) => void (find(b.buildings, 'shop-n-save').entrances = find(b.buildings, 'shop-n-save').entrances.slice(1)),
  ],
  [
    "Lou's Diner connected to Mac's",
    'G-6.6-ex1 EXAMPLE_CONNECTION',
    (b) => b.connections.push(['lous-diner', 'macs-quick-stop']),
  ],
  [
    'the Hawthorne Hotel repriced',
    'G-8.2-ex1 EXAMPLE_VALUE',
    (b) => void (find(b.buildings, 'hawthorne-hotel').value = 500),
  ],
  [
    'a one-jump building lost',
    'G-10.4 ONE_JUMP',
    (b) => void (find(b.buildings, 'copper-kettle').entrances[0]!.space = 's15-7'),
  ],
  ['two buildings on one lot', 'BUILDINGS_OVERLAP', (b) => void (find(b.buildings, 'city-hall').rects[0]!.w += 3)],
];

describe('deliberately broken boards', () => {
  it.each(broken)('reports %s', (_what, code, breakIt) => {
    const b = copy();
    breakIt(b);
    expect(codes(b).map((c) => c.trim())).toContain(code);
  });

  it('reports a malformed file as a value, naming where', () => {
    const r = loadBoard({ ...copy(), spaces: 'none' });
    expect(r.ok ? '' : r.error.message).toMatch(/spaces/);
    expect(validateBoardSummary(null)).toMatchObject({ ok: false, counts: null });
  });
});
