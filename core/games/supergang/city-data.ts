/**
 * The rules' view of our city (`city.ts`), answered by the board module (lookups) and the movement module
 * (where a piece may go), both built once.
 */
import { FACINGS, supergangCity, type City, type ShopId, type SquareId } from './board';
import {
  type BoardPos,
  type Destination,
  type DestinationEnd,
  endAt,
  type EndCodes,
  type MoveQuery,
  type SgCity,
} from './city';
import { legalEndCodes, legalEnds, type MoveQuery as MovementQuery } from './movement';

/** A destination's key in a move action: the shop's id, or `square/facing` (`-` for no facing). */
export function posKey(p: BoardPos): string {
  return p.kind === 'shop' ? p.shop : `${p.square}/${p.facing ?? '-'}`;
}

/** Answers kept before the memory of `destinations` starts afresh (many playouts' worth of positions). */
const REMEMBERED = 16384;
/** Answers kept for one mover, start and die (one per set of the shops that bear on it), the newest. */
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
  return (at * 7 + q.die) * 3 + moverCode(q);
}

/** The mover as a number: a gangster, cops, or cops coming back up a manhole (SG-9.1.7). */
function moverCode(q: MoveQuery): number {
  return q.kind === 'cop' ? (q.resurface ? 2 : 1) : 0;
}

function keyCount(city: City): number {
  return (1 + city.nodeCount * 6) * 7 * 3;
}

/** The shops whose flag bears on a move: a gangster crosses his gang's own; a cop enters only where he may arrest. */
function flagged(q: MoveQuery): readonly string[] {
  return q.kind === 'cop' ? (q.arrestShops ?? NONE) : q.owned;
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * One of the last questions asked and its answer: listing a move, then making it, asks the same again.
 * The slots are written over in turn and hold copies of the question's parts (a later change to the
 * asker's objects must not change what was asked), so remembering one allocates nothing.
 */
class Recent {
  /** Where the piece starts: `centre`, or a street square or shop id (with the street's facing). */
  at = '';
  facing: string | null = null;
  die = 0;
  mover = -1;
  readonly shops: string[] = [];
  /** The answer; null while the slot holds no question. */
  ends: EndCodes | null = null;

  /** Is this the question of `die`, `mover`, `at`, `facing` (as `set` writes them) and `shops`? */
  asks(die: number, mover: number, at: string, facing: string | null, shops: readonly string[]): boolean {
    return (
      this.die === die &&
      this.mover === mover &&
      this.ends !== null &&
      this.at === at &&
      this.facing === facing &&
      sameList(this.shops, shops)
    );
  }

  set(q: MoveQuery, shops: readonly string[], ends: EndCodes): void {
    this.at = startOf(q);
    this.facing = facingOf(q);
    this.die = q.die;
    this.mover = moverCode(q);
    // Emptied with `pop`: a write to `length` is a call into the runtime.
    while (this.shops.length > 0) this.shops.pop();
    for (let i = 0; i < shops.length; i++) this.shops.push(shops[i] as string);
    this.ends = ends;
  }
}

/** `Recent.at` of a question: where the piece starts. */
function startOf(q: MoveQuery): string {
  const f = q.from;
  return f === null ? CENTRE : f.kind === 'shop' ? f.shop : f.square;
}

/** `Recent.facing` of a question. */
function facingOf(q: MoveQuery): string | null {
  const f = q.from;
  return f === null ? null : f.kind === 'shop' ? SHOP : f.facing;
}

const NO_ENDS: readonly DestinationEnd[] = Object.freeze([]);

/** `Recent.at` of the centre and `Recent.facing` of a shop: no square or shop id, no facing, is written so. */
const CENTRE = 'centre';
const SHOP = 'shop';

const RECENT = 8;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The rules' question as the movement engine (and the City guide aid) takes it. Written out key by key, in
 * the order a spread of the optional entries gave (a spread of an object literal is copied by a generic
 * runtime path: the mover's view asks this for each of his pieces at every step).
 */
export function movementQuery(city: City, q: MoveQuery): MovementQuery {
  const out: { -readonly [K in keyof MovementQuery]: MovementQuery[K] } = {
    mover: q.kind,
    from: q.from ?? { kind: 'centre' },
    steps: q.die,
    ownShops: shopsOnly(city, q.owned),
  };
  if (q.arrestShops) out.arrestShops = shopsOnly(city, q.arrestShops);
  if (q.resurface) out.resurface = true;
  return out;
}

/** The shops among `ids`: the list itself when all are (read, never changed), else a new one. */
function shopsOnly(city: City, ids: readonly string[]): readonly ShopId[] {
  let i = 0;
  while (i < ids.length && city.isShop(ids[i] as string)) i++;
  if (i === ids.length) return ids as readonly ShopId[];
  const out: ShopId[] = [];
  for (const x of ids) if (city.isShop(x)) out.push(x as ShopId);
  return out;
}

/** A destination's place: its key and position, one frozen object per node and facing code of a city. */
type Place = DestinationEnd;

const placesOf = new WeakMap<City, (Place | null)[]>();

function placesIn(city: City): (Place | null)[] {
  let places = placesOf.get(city);
  if (!places) {
    placesOf.set(city, (places = new Array<Place | null>(city.nodeCount * 6).fill(null)));
    // Made all at once, in node order, so that they lie together in memory: the moves' lists read them
    // one after the other (made as first found, they were scattered among a playout's other objects).
    for (let node = 0; node < city.nodeCount; node++)
      for (let facing = 0; facing < 6; facing++) placeOf(city, places, node, facing);
  }
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
    p = places[k] = Object.freeze({ key: posKey(to), to: Object.freeze(to), spot: id });
  }
  return p;
}

/**
 * Where a piece may end its move, one frozen destination per key (the first path found to it). With
 * `asked`, the nodes of the shops whose flag the search read are pushed to it (`SearchCtx.asked`).
 */
export function findDestinations(city: City, q: MoveQuery, asked?: number[]): readonly Destination[] {
  return searched(city, q, asked).answer;
}

/** `findDestinations`, with its places (`SgCity.ends`). */
function searched(
  city: City,
  q: MoveQuery,
  asked?: number[],
): { answer: readonly Destination[]; ends: readonly DestinationEnd[] } {
  const r = legalEnds(city, movementQuery(city, q), asked);
  if (!r.ok) return { answer: Object.freeze([]), ends: NO_ENDS };
  const places = placesIn(city);
  const ends = Object.freeze(r.value.map((e) => placeOf(city, places, e.node, e.facing)));
  const answer = Object.freeze(r.value.map((e, i) => new Found(city, ends[i] as Place, e.path)));
  return { answer, ends };
}

/** The place codes of `q`'s ends (`legalEndCodes`), or none for a malformed query. */
function searchedCodes(city: City, q: MoveQuery, asked?: number[]): readonly number[] {
  const r = legalEndCodes(city, movementQuery(city, q), asked);
  return r.ok ? r.value : NO_CODES;
}

const NO_CODES: readonly number[] = Object.freeze([]);

/** `q`'s ends as a list of their own, not kept (a question the memory does not key). */
function freshCodes(city: City, q: MoveQuery): EndCodes {
  const codes = searchedCodes(city, q);
  return { codes: Uint16Array.from(codes), at: 0, length: codes.length, places: placesIn(city) as Place[] };
}

/** A destination the search found; the squares on its way are read out only when asked for. */
class Found implements Destination {
  readonly key: string;
  readonly to: BoardPos;
  readonly spot: string;
  readonly #city: City;
  readonly #path: readonly number[];

  constructor(city: City, place: Place, path: readonly number[]) {
    this.key = place.key;
    this.to = place.to;
    this.spot = place.spot;
    this.#city = city;
    this.#path = path;
  }

  get via(): readonly string[] {
    return this.#path.map((n) => this.#city.ids[n] as string);
  }
}

/**
 * The answers remembered by `destinationKey`, each with the shops it depends on: the search read the
 * flag (owned, or open to arrest) of those shops only, so a query with the same key whose flags agree on
 * them walks the same way (the walk reads nothing else of them) and has the same answer. Neighbouring
 * positions ask the same questions again, and a game asks few of them.
 *
 * Kept in one typed array of 16-bit numbers, not one object per answer: a playout looks up a few new
 * questions every turn, and each read is a cache miss in a long playout (16-bit numbers keep the memory
 * near half the size of 32-bit ones, so more of it stays in the core's cache). Each key's answers form a
 * list in `pool`, newest first; an entry is [next entry + 1 (0 for none) as its high and low 16 bits,
 * shop count, end count, then per shop its node * 2 + its flag (0 or 1), then the ends' place codes], so
 * a found answer is counted and chosen from without reading anything else (`EndCodes`). When the memory
 * starts afresh it takes a new pool: answers handed out keep the old one, whose numbers are never
 * written again.
 *
 * Most answers found (over half in random playouts) are a key's newest entry, read no shop's flag (so
 * they serve any flags): `heads` says so beside the entry, with the answer's end count, so that such an
 * answer is handed out without marking the flags or reading `pool` (a cache miss in a long playout).
 */
class Remembered {
  readonly #city: City;
  /**
   * Per key: -1 when it has no entry, else its newest entry's place in `pool` times `BARE`, plus that
   * entry's end count + 1 when it depends on no shop's flag (and the count is below `BARE - 1`), else 0.
   */
  readonly #heads: Int32Array;
  #pool = new Uint16Array(1 << 17);
  #used = 0;
  #count = 0;
  /** Per node, 1 while it is one of the flagged shops of the query being looked up. */
  readonly #marks: Uint8Array;
  /** The nodes of the shops the search read, repeats included (`findDestinations`' `asked`). */
  readonly #asked: number[] = [];
  readonly #places: readonly Place[];

  constructor(city: City) {
    this.#city = city;
    this.#places = placesIn(city) as Place[];
    this.#heads = new Int32Array(keyCount(city)).fill(-1);
    this.#marks = new Uint8Array(city.nodeCount);
  }

  /** The answer to `q` (of key `key`, flagged shops `shops`): remembered, or searched and remembered. */
  answer(key: number, q: MoveQuery, shops: readonly string[]): EndCodes {
    const head = this.#heads[key] as number;
    const bare = head % BARE;
    // The newest answer, read no flag: what `#find` would find first, whatever the flags.
    if (head >= 0 && bare > 0)
      return { codes: this.#pool, at: (head - bare) / BARE + 4, length: bare - 1, places: this.#places };
    const marks = this.#marks;
    const nodes = this.#nodesOf(shops);
    for (let i = 0; i < nodes.length; i++) marks[nodes[i] as number] = 1;
    let found = head < 0 ? -1 : this.#find(head / BARE);
    if (found < 0) found = this.#remember(key, q);
    for (let i = 0; i < nodes.length; i++) marks[nodes[i] as number] = 0;
    const pool = this.#pool;
    const at = found + 4 + (pool[found + 2] as number);
    return { codes: pool, at, length: pool[found + 3] as number, places: this.#places };
  }

  /**
   * The nodes of the shops among `shops`, in order. A gang's owned shops are the same from one question to
   * the next while no shop changes hands, so the last list's nodes are kept with a copy of its ids and
   * handed out again while the ids agree (a compare of a few strings, not a map lookup per shop).
   */
  #nodesOf(shops: readonly string[]): readonly number[] {
    if (sameList(shops, this.#lastShops)) return this.#lastNodes;
    const index = this.#city.index;
    const ids = this.#lastShops;
    const nodes = this.#lastNodes;
    while (ids.length > 0) ids.pop();
    while (nodes.length > 0) nodes.pop();
    for (let i = 0; i < shops.length; i++) {
      const id = shops[i] as string;
      ids.push(id);
      const node = index.get(id);
      if (node !== undefined) nodes.push(node);
    }
    return nodes;
  }

  readonly #lastShops: string[] = [];
  readonly #lastNodes: number[] = [];

  /** The entry from `e` on (down a key's list) whose shops' flags agree with `#marks`, or -1. */
  #find(e: number): number {
    const pool = this.#pool;
    const marks = this.#marks;
    for (;;) {
      const end = e + 4 + (pool[e + 2] as number);
      let i = e + 4;
      while (i < end && marks[(pool[i] as number) >> 1] === ((pool[i] as number) & 1)) i++;
      if (i === end) return e;
      e = (pool[e] as number) * 0x10000 + (pool[e + 1] as number) - 1;
      if (e < 0) return -1;
    }
  }

  /** Searches `q` and remembers its answer under `key`, with the flags (from `#marks`) of the shops read. */
  #remember(key: number, q: MoveQuery): number {
    const asked = this.#asked;
    while (asked.length > 0) asked.pop();
    const codes = searchedCodes(this.#city, q, asked);
    // The distinct shops read, in the order first read: a repeat is marked 2 while it is written.
    const marks = this.#marks;
    let count = 0;
    for (let i = 0; i < asked.length; i++) {
      const node = asked[i] as number;
      if (marks[node] === 2 || marks[node] === 3) continue;
      marks[node] = (marks[node] as number) + 2;
      asked[count++] = node;
    }
    while (asked.length > count) asked.pop();
    const size = 4 + count + codes.length;
    if (this.#count >= REMEMBERED || this.#used + size > MOST_USED) {
      this.#heads.fill(-1);
      this.#used = 0;
      this.#count = 0;
      this.#pool = new Uint16Array(this.#pool.length);
    }
    const e = this.#used;
    const pool = this.#room(size);
    const head = this.#heads[key] as number;
    const next = head < 0 ? 0 : (head - (head % BARE)) / BARE + 1;
    pool[e] = next >>> 16;
    pool[e + 1] = next & 0xffff;
    pool[e + 2] = count;
    pool[e + 3] = codes.length;
    for (let i = 0; i < count; i++) {
      const node = asked[i] as number;
      marks[node] = (marks[node] as number) - 2;
      pool[e + 4 + i] = node * 2 + (marks[node] as number);
    }
    const at = e + 4 + count;
    for (let i = 0; i < codes.length; i++) pool[at + i] = codes[i] as number;
    this.#used = at + codes.length;
    this.#count++;
    this.#heads[key] = e * BARE + (count === 0 && codes.length < BARE - 1 ? codes.length + 1 : 0);
    this.#trim(e);
    return e;
  }

  /** The pool, with room for `size` more numbers. */
  #room(size: number): Uint16Array {
    if (this.#used + size > this.#pool.length) {
      const grown = new Uint16Array(Math.max(this.#pool.length * 2, this.#used + size));
      grown.set(this.#pool.subarray(0, this.#used));
      this.#pool = grown;
    }
    return this.#pool;
  }

  /** Keeps the newest `VARIANTS` entries of a key's list from entry `e`, its head, on. */
  #trim(e: number): void {
    const pool = this.#pool;
    for (let n = 1; n < VARIANTS; n++) {
      e = (pool[e] as number) * 0x10000 + (pool[e + 1] as number) - 1;
      if (e < 0) return;
    }
    pool[e] = 0;
    pool[e + 1] = 0;
  }
}

/** `Remembered`'s heads: an entry's place times this, plus its bare end count + 1 (below this). */
const BARE = 1024;
/** The most numbers a pool holds before the memory starts afresh: its places, times `BARE`, stay int32. */
const MOST_USED = Math.floor(0x7fffffff / BARE);

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
  // Lists, not Sets: a handful of squares each, which a scan reads faster than a hash lookup (asked after
  // every crime and every cop move; measured).
  const seers = new Map<string, readonly string[]>();
  for (const sq of city.data.squares)
    seers.set(sq.id, [...new Set([sq.id, ...city.neighbours(sq.id).map((n) => n.square)])]);
  for (const shop of city.data.shops) seers.set(shop.id, [...new Set(city.shopWitnessSquares(shop.id))]);
  // From inside a shop (edition 3): the shop, the squares at its notches and the shops it communicates with.
  const fromShop = new Map<string, readonly string[]>();
  for (const shop of city.data.shops)
    fromShop.set(shop.id, [shop.id, ...new Set(city.shopWitnessSquares(shop.id)), ...city.communicating(shop.id)]);
  // The crime's square last asked of `sees` and the squares seeing it: `witness` asks for each group on duty
  // of the same man's square in turn (a Map lookup by a square's id showed in a playout's profile).
  let seenCrime: string | null = null;
  let seenFrom: readonly string[] | undefined;
  const remembered = new Remembered(city);
  const recent: Recent[] = Array.from({ length: RECENT }, () => new Recent());
  let next = 0;
  return {
    shops,
    districts,
    shop: (id) => byId.get(id),
    shopAt: (at) => byId.get(at),
    isManhole: (at) => manholes.has(at),
    isStreet: (at) => city.isSquare(at),
    sees: (from, crime) => {
      if (crime !== seenCrime) {
        seenFrom = seers.get(crime);
        seenCrime = crime;
      }
      return seenFrom?.includes(from) ?? false;
    },
    seesFromShop: (shop, crime) => fromShop.get(shop)?.includes(crime) ?? false,
    sectionsAt: (at) => (city.isShop(at) ? city.sectionsOf(at) : city.isSquare(at) ? city.sectionsAt(at) : []),
    shopSections: (shop) => (city.isShop(shop) ? city.sectionsOf(shop) : []),
    sectionShop: (section) =>
      /^kerb-\d+$/.test(section) ? city.section(section as `kerb-${number}`)?.shops[0] : undefined,
    sectionShops: (section) =>
      /^kerb-\d+$/.test(section) ? (city.section(section as `kerb-${number}`)?.shops ?? []) : [],
    // With the ways there: asked by tests and aids, never in play, so searched afresh and not kept.
    destinations: (q) => searched(city, q).answer,
    ends: (q) => {
      const list = lookUp(q) ?? freshCodes(city, q);
      const out: DestinationEnd[] = [];
      for (let i = 0; i < list.length; i++) out.push(endAt(list, i));
      return out;
    },
    endCodes: (q) => lookUp(q) ?? freshCodes(city, q),
    nodeOf: (at) => city.index.get(at) ?? -1,
  };

  /** The answer to `q`, from the last questions or the memory, or searched and kept; null for a query not kept. */
  function lookUp(q: MoveQuery): EndCodes | null {
    const shops = flagged(q);
    const die = q.die;
    const mover = moverCode(q);
    const start = startOf(q);
    const facing = facingOf(q);
    // Newest first: making a listed move asks what the listing asked last, or nearly.
    for (let i = 1, at = next; i <= RECENT; i++) {
      at = at === 0 ? RECENT - 1 : at - 1;
      const r = recent[at] as Recent;
      if (r.asks(die, mover, start, facing, shops)) return r.ends;
    }
    const key = destinationKey(city, q);
    if (key === undefined) return null;
    const answer = remembered.answer(key, q, shops);
    const r = recent[next] as Recent;
    r.set(q, shops, answer);
    next = (next + 1) % RECENT;
    return answer;
  }
}

let cached: SgCity | null = null;

/** Our city, as the rules ask it. */
export function sgCity(): SgCity {
  cached ??= adapt(supergangCity());
  return cached;
}
