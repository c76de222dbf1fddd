/**
 * Validator checks that the rulebook's worked examples can be played on our city (G-6.4, G-6.6, G-8.2,
 * G-8.3, G-4.2 examples) and that the city keeps the original's thirteen "one-jump" buildings.
 */
import type { Board, Building } from './board';
import { directionBetween, sharesEdge } from './geometry';

type Add = (code: string, clause: string, message: string) => void;

/** Buildings with an Entrance on the space next to Subway 2–6: a Cop or Public entering there steps straight in. */
export function oneJumpBuildings(board: Board): Building[] {
  const subways = new Map(board.spaces.flatMap((s) => (s.subway ? [[s.id, s.subway] as const] : [])));
  const nextToSubway = new Set<string>();
  for (const [a, b] of board.links) {
    if ((subways.get(a) ?? 0) >= 2 && !subways.has(b)) nextToSubway.add(b);
    if ((subways.get(b) ?? 0) >= 2 && !subways.has(a)) nextToSubway.add(a);
  }
  return board.buildings.filter((b) => b.entrances.some((e) => nextToSubway.has(e.space)));
}

function named(board: Board, add: Add, clause: string, name: string): Building | undefined {
  const b = board.buildings.find((x) => x.name === name);
  if (!b) add('EXAMPLE_MISSING', clause, `The rulebook example needs a building called ${name}.`);
  return b;
}

function connected(board: Board, a: Building, b: Building): boolean {
  return board.connections.some(([x, y]) => (x === a.id && y === b.id) || (x === b.id && y === a.id));
}

export function checkExamples(board: Board, add: Add): void {
  const oneJump = oneJumpBuildings(board).length;
  if (oneJump !== 13) add('ONE_JUMP', 'G-10.4', `${oneJump} buildings stand next to Subways 2–6; the city needs 13.`);
  checkCornerExample(board, add);
  const lou = named(board, add, 'G-6.6-ex1', "Lou's Diner");
  const hotel = named(board, add, 'G-6.6-ex1', 'Hawthorne Hotel');
  const grinders = named(board, add, 'G-6.6-ex1', "Grinders'");
  const macs = named(board, add, 'G-6.6-ex1', "Mac's Quick-Stop");
  const burlys = named(board, add, 'G-6.6-ex1', "Burly's Beefhaus");
  if (lou && hotel && grinders && macs && burlys) {
    for (const [a, b] of [
      [lou, hotel],
      [lou, grinders],
      [grinders, burlys],
    ] as const) {
      if (!connected(board, a, b)) add('EXAMPLE_CONNECTION', 'G-6.6-ex1', `${a.name} must be connected to ${b.name}.`);
    }
    const touches = lou.rects.some((r) => macs.rects.some((m) => sharesEdge(r, m)));
    if (!touches || connected(board, lou, macs)) {
      add('EXAMPLE_CONNECTION', 'G-6.6-ex1', "Lou's Diner must stand next to Mac's Quick-Stop without a connection.");
    }
  }
  const astoria = named(board, add, 'G-8.2-ex1', 'Astoria House');
  if (hotel && (hotel.value !== 600 || board.classes[hotel.class]?.value !== 600)) {
    add('EXAMPLE_VALUE', 'G-8.2-ex1', 'The Hawthorne Hotel must be worth $600.');
  }
  if (hotel && astoria && astoria.class !== hotel.class) {
    add('EXAMPLE_CLASS', 'G-8.3', 'Improving the Hawthorne Hotel to x2 needs the Astoria House to be of its type.');
  }
  if (board.classes.red?.value !== 600) add('EXAMPLE_VALUE', 'G-8.3-ex1', 'A red Joint must improve for $600.');
  const values = board.buildings.flatMap((b) => (b.value === null ? [] : [b.value])).sort((a, b) => a - b);
  if ((values[0] ?? 0) + (values[1] ?? 0) + (values[2] ?? 0) > 700) {
    add('EXAMPLE_VALUE', 'G-4.2-ex2', 'Some three Joints must total $700 or less (Red keeps $400 change).');
  }
}

/** G-6.4-ex1: the corner of Riverside Drive and Central Ave, with the Shop 'n' Save and Brandon's Bikeshop. */
function checkCornerExample(board: Board, add: Add): void {
  const clause = 'G-6.4-ex1';
  const riverside = board.streets.find((s) => s.name === 'Riverside Drive');
  const central = board.streets.find((s) => s.name.startsWith('Central Ave'));
  const shop = named(board, add, clause, "Shop 'n' Save");
  const bikes = named(board, add, clause, "Brandon's Bikeshop");
  const burlys = board.buildings.find((b) => b.name === "Burly's Beefhaus");
  if (!riverside || !central) return add('EXAMPLE_MISSING', clause, 'The city needs Riverside Drive and Central Ave.');
  if (!shop || !bikes) return;
  const spaces = new Map(board.spaces.map((s) => [s.id, s] as const));
  const corner = riverside.spaces.find((id) => central.spaces.includes(id));
  const i = corner === undefined ? undefined : spaces.get(corner);
  const neighbours = board.links.flatMap(([a, b]) => (a === corner ? [b] : b === corner ? [a] : []));
  if (!i || neighbours.length !== 4) {
    return add('EXAMPLE_CORNER', clause, 'Riverside Drive and Central Ave must cross at a four-way intersection.');
  }
  const onCentral = neighbours.filter((n) => central.spaces.includes(n));
  const ways = onCentral.map((n) => directionBetween(i, spaces.get(n) ?? i));
  const entranceOf = (b: Building, id: string) => b.entrances.some((e) => e.space === id);
  const split =
    onCentral.length === 2 &&
    ways[0] !== ways[1] &&
    ((entranceOf(shop, onCentral[0] ?? '') && entranceOf(bikes, onCentral[1] ?? '')) ||
      (entranceOf(shop, onCentral[1] ?? '') && entranceOf(bikes, onCentral[0] ?? '')));
  if (!split) {
    add(
      'EXAMPLE_CORNER',
      clause,
      "Turning left or right onto Central Ave must lead to the Shop 'n' Save and Brandon's Bikeshop.",
    );
  }
  const onStreet = (s: { spaces: string[] }) => shop.entrances.some((e) => s.spaces.includes(e.space));
  if (!onStreet(riverside) || !onStreet(central)) {
    add('EXAMPLE_CORNER', clause, "The Shop 'n' Save must open onto both Riverside Drive and Central Ave.");
  }
  if (
    riverside.spaces.indexOf(corner ?? '') < 2 ||
    riverside.spaces.length - riverside.spaces.indexOf(corner ?? '') < 3
  ) {
    add('EXAMPLE_CORNER', clause, 'Riverside Drive must run on at least two spaces either side of the corner.');
  }
  if (!burlys || !connected(board, shop, burlys)) {
    add('EXAMPLE_CONNECTION', clause, "The Shop 'n' Save must be connected to Burly's Beefhaus.");
  }
}
