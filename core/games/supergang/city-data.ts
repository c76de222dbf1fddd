/**
 * The rules' view of our city (`city.ts`), answered by the board module (lookups) and the movement module
 * (where a piece may go), both built once.
 */
import { FACINGS, samePos, supergangCity, type City, type ShopId, type SquareId } from './board';
import { type BoardPos, type Destination, type MoveQuery, type SgCity } from './city';
import { legalEnds, type MoveQuery as MovementQuery } from './movement';

/** A destination's key in a move action: the shop's id, or `square/facing` (`-` for no facing). */
export function posKey(p: BoardPos): string {
  return p.kind === 'shop' ? p.shop : `${p.square}/${p.facing ?? '-'}`;
}

/** Answers kept before the memory of `destinations` starts afresh (many playouts' worth of positions). */
const REMEMBERED = 16384;
/** Answers kept for one mover, start and die (one per set of the shops that bear on it), newest last. */
const VARIANTS = 8;

/**
 * What a move's answer depends on besides the shops that bear on it, as a number below `keyCount`: the
 * mover, where it starts (node and facing; the centre) and its die. Undefined for a place or die the
 * city does not know, which is not remembered.
 */
function destinationKey(city: City, q: MoveQuery): number | undefined {
  const f = q.from;
  let at = 0;
  if (f) {
    const node = city.index.get(f.kind === 'shop' ? f.shop : f.square);
    const facing = f.kind === 'shop' ? 5 : f.facing === null ? 4 : FACINGS.indexOf(f.facing);
    if (node === undefined || facing < 0) return undefined;
    at = 1 + node * 6 + facing;
  }
  if (!Number.isInteger(q.die) || q.die < 1 || q.die > 6) return undefined;
  return (at * 7 + q.die) * 2 + (q.kind === 'cop' ? 1 : 0);
}

function keyCount(city: City): number {
  return (1 + city.nodeCount * 6) * 7 * 2;
}

/** The shops whose flag bears on a move: a gangster crosses his gang's own; a cop enters only where he may arrest. */
function flagged(q: MoveQuery): readonly string[] {
  return q.kind === 'cop' ? (q.arrestShops ?? NONE) : q.owned;
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * A remembered answer: the search read the flag (owned, or open to arrest) of the shops `asked` only,
 * and found it set for those in `set`. A query with the same key whose flags agree on those shops walks
 * the same way (the walk reads nothing else of them), so it has the same answer.
 */
interface Variant {
  readonly asked: readonly string[];
  readonly set: readonly boolean[];
  readonly answer: readonly Destination[];
}

/** The last questions asked and their answers: listing a move, then making it, asks the same again. */
interface Recent {
  readonly from: BoardPos | null;
  readonly die: number;
  readonly kind: MoveQuery['kind'];
  readonly shops: readonly string[];
  readonly answer: readonly Destination[];
}

const RECENT = 8;

function samePlace(a: BoardPos | null, b: BoardPos | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.kind !== b.kind) return false;
  return a.kind === 'shop' ? a.shop === (b as typeof a).shop : samePos(a, b);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function fits(v: Variant, shops: readonly string[]): boolean {
  for (let i = 0; i < v.asked.length; i++) if (shops.includes(v.asked[i] as string) !== v.set[i]) return false;
  return true;
}

/** The rules' question as the movement engine (and the City guide aid) takes it. */
export function movementQuery(city: City, q: MoveQuery): MovementQuery {
  return {
    mover: q.kind,
    from: q.from ?? { kind: 'centre' },
    steps: q.die,
    ownShops: q.owned.filter((x): x is ShopId => city.isShop(x)),
    ...(q.arrestShops ? { arrestShops: q.arrestShops.filter((x): x is ShopId => city.isShop(x)) } : {}),
  };
}

/** A destination's place: its key and position, one frozen pair per node and facing code of a city. */
interface Place {
  readonly key: string;
  readonly to: BoardPos;
}

const placesOf = new WeakMap<City, (Place | null)[]>();

function placesIn(city: City): (Place | null)[] {
  let places = placesOf.get(city);
  if (!places) placesOf.set(city, (places = new Array<Place | null>(city.nodeCount * 6).fill(null)));
  return places;
}

function placeOf(city: City, places: (Place | null)[], node: number, facing: number): Place {
  const k = node * 6 + facing;
  let p = places[k];
  if (!p) {
    const id = city.ids[node] as string;
    const to: BoardPos =
      node >= city.squareCount
        ? { kind: 'shop', shop: id as ShopId }
        : { kind: 'street', square: id as SquareId, facing: facing < 4 ? (FACINGS[facing] ?? null) : null };
    p = places[k] = Object.freeze({ key: posKey(to), to: Object.freeze(to) });
  }
  return p;
}

/**
 * Where a piece may end its move, one frozen destination per key (the first path found to it). With
 * `asked`, the nodes of the shops whose flag the search read are pushed to it (`SearchCtx.asked`).
 */
export function findDestinations(city: City, q: MoveQuery, asked?: number[]): readonly Destination[] {
  const r = legalEnds(city, movementQuery(city, q), asked);
  if (!r.ok) return Object.freeze([]);
  const places = placesIn(city);
  return Object.freeze(r.value.map((e) => new Found(city, placeOf(city, places, e.node, e.facing), e.path)));
}

/** A destination the search found; the squares on its way are read out only when asked for. */
class Found implements Destination {
  readonly key: string;
  readonly to: BoardPos;
  readonly #city: City;
  readonly #path: readonly number[];

  constructor(city: City, place: Place, path: readonly number[]) {
    this.key = place.key;
    this.to = place.to;
    this.#city = city;
    this.#path = path;
  }

  get via(): readonly string[] {
    return this.#path.map((n) => this.#city.ids[n] as string);
  }
}

function adapt(city: City): SgCity {
  const shops = city.data.shops.map((x) => ({
    id: x.id as string,
    district: x.district as string,
    initials: x.initials,
  }));
  const byId = new Map(shops.map((x) => [x.id, x]));
  const districts = city.data.districts.map((d) => ({ id: d.id as string, shops: city.shopsOf(d.id) as string[] }));
  const manholes = new Set<string>(city.data.squares.filter((x) => city.manholeAt(x.id) !== null).map((x) => x.id));
  // SG-9.2.1 / SG-9.2.2: the squares a cop sees a crime on a square or in a shop from.
  const seers = new Map<string, ReadonlySet<string>>();
  for (const sq of city.data.squares)
    seers.set(sq.id, new Set([sq.id, ...city.neighbours(sq.id).map((n) => n.square)]));
  for (const shop of city.data.shops) seers.set(shop.id, new Set(city.shopWitnessSquares(shop.id)));
  // Neighbouring positions ask the same questions again (listing, then checking the move taken), and a
  // game asks few of them: remembered by `destinationKey`, each with the shops its answer depends on.
  const remembered: (Variant[] | undefined)[] = new Array<Variant[] | undefined>(keyCount(city)).fill(undefined);
  let size = 0;
  const asked: number[] = [];
  const recent: Recent[] = [];
  let next = 0;
  const remember = (key: number, q: MoveQuery): readonly Destination[] => {
    asked.length = 0;
    const answer = findDestinations(city, q, asked);
    const shops = flagged(q);
    const ids = [...new Set(asked)].map((n) => city.ids[n] as string);
    const v: Variant = { asked: ids, set: ids.map((id) => shops.includes(id)), answer };
    if (size >= REMEMBERED) {
      remembered.fill(undefined);
      size = 0;
    }
    const list = remembered[key];
    if (!list) {
      remembered[key] = [v];
      size++;
    } else if (list.push(v) > VARIANTS) list.shift();
    else size++;
    return answer;
  };
  return {
    shops,
    districts,
    shop: (id) => byId.get(id),
    shopAt: (at) => byId.get(at),
    isManhole: (at) => manholes.has(at),
    isStreet: (at) => city.isSquare(at),
    sees: (from, crime) => seers.get(crime)?.has(from) ?? false,
    sectionsAt: (at) => (city.isShop(at) ? city.sectionsOf(at) : city.isSquare(at) ? city.sectionsAt(at) : []),
    shopSections: (shop) => (city.isShop(shop) ? city.sectionsOf(shop) : []),
    sectionShop: (section) =>
      /^kerb-\d+$/.test(section) ? city.section(section as `kerb-${number}`)?.shops[0] : undefined,
    destinations(q: MoveQuery): readonly Destination[] {
      const shops = flagged(q);
      for (const r of recent)
        if (r.die === q.die && r.kind === q.kind && samePlace(r.from, q.from) && sameList(r.shops, shops))
          return r.answer;
      const key = destinationKey(city, q);
      if (key === undefined) return findDestinations(city, q);
      let answer: readonly Destination[] | undefined;
      const list = remembered[key];
      if (list)
        for (let i = list.length - 1; i >= 0 && !answer; i--) {
          const v = list[i] as Variant;
          if (fits(v, shops)) answer = v.answer;
        }
      answer ??= remember(key, q);
      // Copies: a later change to the asker's objects must not change what was asked.
      recent[next] = { from: q.from ? { ...q.from } : null, die: q.die, kind: q.kind, shops: shops.slice(), answer };
      next = (next + 1) % RECENT;
      return answer;
    },
  };
}

let cached: SgCity | null = null;

/** Our city, as the rules ask it. */
export function sgCity(): SgCity {
  cached ??= adapt(supergangCity());
  return cached;
}
