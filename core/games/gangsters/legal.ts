/**
 * The decisions open to a seat, enumerated for bots, boards and the CLI. Trade offers (amounts and
 * partners are open-ended) and the anytime actions of `anytime.ts` (fines, badges, Donut removal, time called)
 * are not listed; `apply` validates them.
 * The long lists (every end of every piece's move) are made of runs counted without building their
 * decisions: `legalActions` builds every one, `chooseLegal` only the one a random playout picks. Both read
 * the same runs, so they cannot disagree.
 */
import { endFacing, endNode, endSubway, type KeptMoves, type LegalMove, type MoveBoardState } from './movement';
import { CopMoves, PublicMoves, Run, width, type Item, type Maker } from './legal-runs';
import type { Facing, Gang, GangsterKind } from './board';
import type { GangstersAction } from './actions';
import { cityGraph } from './city';
import { COMPONENTS, edition, GANGSTER_KINDS, jointsOf, type GangState, type GangstersState } from './state';
import { cashOf } from './rules/common';
import { ownerGangsByNode, ownersBoard } from './rules/move-board';
import { copActionPossible, copKeptLister, deferredCopAction, mayStartCop, rebuffAsks } from './rules/cops';
import { movableBy } from './rules/donuts';
import { absorbOptions, incoming } from './rules/fights';
import {
  entersOpposingJoint,
  gangsterFound,
  mustRecruitRacketeer,
  optionsLeft,
  publicFound,
  publicFoundAs,
  publicRef,
} from './rules/movement-phase';
import { entryFacings, entryPlaces } from './rules/pieces';
import { recruitPrice, recruitRoom, reserved } from './rules/recruiting';
import { sales, whyNoBuy, whyNoEquip, whyNoImprove } from './rules/property';
import { draftSeat, draftable } from './rules/draft';
import { planCost, setupBudget } from './rules/gang-selection';
import { seductionChoices, withEntries } from './rules/vamps';
import { tradeAnswers } from './rules/trades';

type A = GangstersAction;

export function legalActions(s: GangstersState, seat: number): A[] {
  const out: A[] = [];
  for (const x of legalItems(s, seat)) {
    if (x instanceof Run) x.all(out);
    else out.push(x);
  }
  return out;
}

/**
 * `legalActions(s, seat)[choose(n)]` where n is the length of that list, building only the decision
 * chosen; undefined, without calling `choose`, when there is none (the kernel's `chooseLegal`).
 */
export function chooseLegal(s: GangstersState, seat: number, choose: (count: number) => number): A | undefined {
  chosen = null;
  const again = retracted;
  retracted = null;
  listedBoard = null;
  let items = again !== null && again.s === s && again.seat === seat ? listedAgain(again) : null;
  if (items !== null) listedBoard = (again as Listing).board;
  else items = legalItems(s, seat);
  listing = s.phase === 'move' ? { s, seat, items, undo: s.turn.undo, board: listedBoard } : null;
  let total = 0;
  for (const x of items) total += width(x);
  if (total === 0) return undefined;
  let k = choose(total);
  for (const x of items) {
    const w = width(x);
    if (k >= w) {
      k -= w;
      continue;
    }
    if (!(x instanceof Run)) return x;
    const a = x.at(k);
    chosen = { s, action: a, move: x.move(k) };
    return a;
  }
  return undefined;
}

/** The move behind the decision `chooseLegal` last built, with the state it was listed in. */
let chosen: { readonly s: GangstersState; readonly action: A; readonly move: LegalMove } | null = null;

/**
 * The move `chooseLegal` listed for `action` when it was the last decision it built, in this same state
 * `s` (not changed since: any apply takes this first), else undefined. Forgets it either way.
 */
export function takeChosenMove(s: GangstersState, action: unknown): LegalMove | undefined {
  const c = chosen;
  chosen = null;
  return c !== null && c.s === s && c.action === action ? c.move : undefined;
}

/**
 * A Movement Phase listing `chooseLegal` made (its items, the state's take-back snapshot then, and the
 * owners' board its gangsters' moves were counted on), kept for a take-back of the move picked from it:
 * the take-back puts the position back as it was listed, but for the snapshot (none after it).
 */
interface Listing {
  readonly s: GangstersState;
  readonly seat: number;
  readonly items: readonly Item[];
  readonly undo: GangstersState['turn']['undo'];
  readonly board: MoveBoardState | null;
}
/** The listing `chooseLegal` made last, until an action is applied (`applyInPlace` takes it). */
let listing: Listing | null = null;
/** The owners' board `moveActions` counted on last (for `listing`). */
let listedBoard: MoveBoardState | null = null;
/** The listing the move taken last was picked from, and that move's take-back snapshot. */
let pickedFrom: { readonly listing: Listing; readonly undo: object } | null = null;
/** The listing a take-back just went back to, for the next `chooseLegal`. */
let retracted: Listing | null = null;

/** What `beforeInPlace` noted of the action being applied: a move picked from `from`, a take-back of `taken`. */
const applying: { from: Listing | null; taken: { readonly listing: Listing; readonly undo: object } | null } = {
  from: null,
  taken: null,
};

/**
 * Notes an action about to be applied in place to `s`, a playout's own state (`applyInPlace`); see
 * `afterInPlace`. Whatever else is applied forgets the listings kept.
 */
export function beforeInPlace(s: GangstersState, action: A): void {
  const from = listing !== null && listing.s === s ? listing : null;
  const taken = pickedFrom;
  listing = null;
  pickedFrom = null;
  retracted = null;
  applying.from = from !== null && (action.type === 'move' || action.type === 'move-public') ? from : null;
  applying.taken = action.type === 'retract' && taken !== null && taken.undo === s.turn.undo ? taken : null;
}

/**
 * After the action `beforeInPlace` noted went through (`ok`): a move picked from the Movement Phase
 * listing of `s` took a snapshot, and a take-back of that snapshot right after puts back the very
 * position listed, so the next listing is that one again (less its own take-back decision, as no move
 * is left to take back).
 */
export function afterInPlace(s: GangstersState, ok: boolean): void {
  const { from, taken } = applying;
  applying.from = null;
  applying.taken = null;
  if (!ok || s.phase !== 'move') return;
  const undo = s.turn.undo;
  if (from !== null && undo !== null && undo !== from.undo) pickedFrom = { listing: from, undo };
  else if (taken !== null && undo === null) retracted = taken.listing;
}

/**
 * The items of `l` for its state now, taken back to the position it was listed in: its gangsters' lists
 * made for the Gangs now in play (a take-back puts the snapshot's Gangs back), its own take-back decision
 * left out. Null (list afresh) when the owners' board its gangsters were counted on is not that of now.
 */
function listedAgain(l: Listing): readonly Item[] | null {
  const s = l.s;
  if (s.phase !== 'move' || s.turn.undo !== null) return null;
  if (l.board !== null) {
    const board = ownersBoard(s);
    if (board !== l.board || ownerGangsByNode(board) === null) return null;
  }
  const g = gangOfSeat(s, l.seat);
  if (g === undefined) return null;
  const items = l.undo !== null ? l.items.slice(1) : l.items;
  for (const x of items) if (x instanceof Run && x.maker instanceof GangsterMoveList) x.maker.g = g;
  listedAgainCount++;
  return items;
}

let listedAgainCount = 0;

/** For tests: how many listings a take-back has found again so far (`listedAgain`). */
export function listingsFoundAgain(): number {
  return listedAgainCount;
}

/** The Gang of `seat`, if any (a loop, not a closure made per listing). */
function gangOfSeat(s: GangstersState, seat: number): GangState | undefined {
  for (const g of s.gangs) if (g.seat === seat) return g;
  return undefined;
}

function legalItems(s: GangstersState, seat: number): readonly Item[] {
  const g = gangOfSeat(s, seat);
  switch (s.phase) {
    case 'draft':
      return draftSeat(s) === seat ? draftable(s, seat).map((building) => ({ type: 'draft', building })) : [];
    case 'recruit':
      return g && s.setupRecruits[s.gangs.indexOf(g)] === null ? recruitPlans(g) : [];
    case 'place':
      return g && s.setupPlacements[s.gangs.indexOf(g)] === null ? placements(s, g) : [];
    case 'buy':
      return g && s.turn.seat === seat ? buyActions(s, g) : [];
    case 'trade':
      return tradeAnswers(s, seat);
    case 'defer':
      return s.turn.seat === seat ? [...bribes(s, seat), { type: 'defer' }] : [];
    case 'cop':
      return s.turn.copActor === seat ? copActions(s, seat) : [];
    case 'rebuff': {
      const a = s.turn.copAction;
      if (!a || !rebuffAsks(s, a, seat)) return [];
      // Asked of every other Gang after each Cop move, so no closure or spread here.
      for (const b of s.bribes)
        if (b.holder === seat && b.marker === a.cop) return [{ type: 'pass' }, { type: 'rebuff' }];
      return [{ type: 'pass' }];
    }
    case 'move':
      return g && s.turn.seat === seat ? moveActions(s, g) : [];
    case 'commissioner-publics':
      // G-6.92: from edition 5 he may take back the Public piece he just moved (`turn.undo` is kept).
      if (seat !== s.commissioner) return [];
      return [...(s.turn.undo ? [{ type: 'retract' } as A] : []), ...publicActions(s, true, []), { type: 'end-move' }];
    case 'shootout':
      return shootoutActions(s, seat);
    default:
      return [];
  }
}

function recruitPlans(g: GangState): A[] {
  const out: A[] = [];
  const budget = setupBudget(g);
  // A plan's cost is its three types' costs added (`planCost`), each worked out once here.
  const cost = (kind: GangsterKind, n: number): number => planCost({ racketeer: 0, thug: 0, vamp: 0, [kind]: n });
  const racketeers = Array.from({ length: 11 }, (_, n) => cost('racketeer', n));
  const thugs = Array.from({ length: 11 }, (_, n) => cost('thug', n));
  const vamps = [cost('vamp', 0), cost('vamp', 1)];
  for (let racketeer = 0; racketeer <= 10; racketeer++)
    for (let thug = 0; thug <= 10; thug++)
      for (let vamp = 0; vamp <= 1; vamp++)
        if ((racketeers[racketeer] ?? 0) + (thugs[thug] ?? 0) + (vamps[vamp] ?? 0) <= budget)
          out.push({ type: 'recruit-plan', racketeer, thug, vamp });
  return out;
}

function placements(s: GangstersState, g: GangState): A[] {
  const joints = jointsOf(s, g.seat);
  const opts = (k: GangsterKind): (string | null)[] => (g.strength[k] > 0 ? joints : [null]);
  const out: A[] = [];
  for (const racketeer of opts('racketeer'))
    for (const thug of opts('thug'))
      for (const vamp of opts('vamp')) out.push({ type: 'placement', racketeer, thug, vamp });
  return out;
}

function buyActions(s: GangstersState, g: GangState): A[] {
  const out: A[] = [];
  if (!whyNoBuy(s, g, true)) out.push({ type: 'buy' });
  if (!whyNoImprove(s, g, true)) out.push({ type: 'improve' });
  out.push(...sales(s, g));
  for (const item of ['heaters', 'wheels', 'siren'] as const)
    if (!whyNoEquip(s, g, item)) out.push({ type: 'equip', item });
  out.push({ type: 'roll' });
  return out;
}

function bribes(s: GangstersState, seat: number): A[] {
  return bribesTo(s, seat, []);
}

/** The bribes open to `seat`, added to `out` (returned): the Cop listing adds its moves after them. */
function bribesTo<T extends Item>(s: GangstersState, seat: number, out: (T | A)[]): (T | A)[] {
  if (s.turn.copDone || s.bribeCup.length === 0 || cashOf(s, seat) < 100 * (s.turn.dice.blue ?? 0)) return out;
  if (s.cops.length === 0) out.push({ type: 'bribe', cop: null });
  else for (const c of s.cops) out.push({ type: 'bribe', cop: c.strength });
  return out;
}

function copActions(s: GangstersState, seat: number): Item[] {
  if (s.turn.copDone || s.turn.rebuffed) return [];
  const out: Item[] = bribesTo<Item>(s, seat, []);
  // What the board forbids a Cop, worked out once for every move listed here.
  const copMoves = copKeptLister(s);
  if (mayStartCop(s) && !deferredCopAction(s)) out.push(new Run(copMoves(null), new CopMoves(null, false)));
  const donuts = s.options.donuts && s.commissioner === null;
  const mine = s.gangs.find((x) => x.seat === seat);
  for (const c of s.cops) {
    if (!movableBy(s, c.strength, seat)) continue;
    // G-16.4: a Cop stopping in a gray building may keep the mover's Donut marker, a second decision.
    out.push(new Run(copMoves(c.strength), new CopMoves(c.strength, Boolean(donuts) && mine !== undefined)));
  }
  if (mine?.donut?.side === 1) out.push({ type: 'donut-flip' });
  let listed = 0;
  for (const x of out) listed += width(x);
  if (listed === 0 && !copActionPossible(s, seat)) out.push({ type: 'cop-none' });
  return out;
}

/**
 * A Public piece's moves (`id` null: one entering from the cup): one run for each answer kept, handed out
 * again while the answer is (a run's decisions are read from its answer and `id` alone).
 */
function publicRun(s: GangstersState, id: number | null): Run {
  return publicFoundAs(s, id, newPublicRun) ?? new Run(publicFound(s, id), new PublicMoves(id));
}

function newPublicRun(found: KeptMoves | readonly LegalMove[], id: number | null): Run {
  return new Run(found, new PublicMoves(id));
}

/** The Public pieces' runs, added to `out` (returned). */
function publicActions(s: GangstersState, commissioner: boolean, out: Item[]): Item[] {
  for (const p of s.publics) {
    if (p.at === null || s.turn.moved.includes(publicRef(p.id))) continue;
    out.push(publicRun(s, p.id));
  }
  if (!commissioner && !s.turn.moved.includes('public:new') && s.publics.some((p) => p.at === null))
    out.push(publicRun(s, null));
  return out;
}

type MoveAction = Extract<A, { type: 'move' }>;

/**
 * The decisions of moving one gangster (with Wheels or not) to each end of its move. Methods rather than
 * closures made per piece: the host lists the mover's decisions after every action.
 */
class GangsterMoveList implements Maker {
  readonly widths = true;

  /** For a Vamp: the spaces of other Gangs' Thugs and Racketeers, where she may seduce (G-13.1). */
  private readonly prey: readonly string[];

  /**
   * @param g the mover's Gang; set again to the Gang in play when a take-back reuses the listing
   * (`listedAgain`: the same Gang, put back as it was listed)
   * @param owners the owners' Gangs by node of the board the moves were listed on (`ownerGangsByNode`),
   * or null: then `entersOpposingJoint` reads the state's Joints.
   */
  constructor(
    readonly s: GangstersState,
    public g: GangState,
    readonly kind: GangsterKind,
    readonly wheels: boolean,
    private readonly owners: readonly (Gang | undefined)[] | null = null,
  ) {
    this.prey = kind === 'vamp' ? preyAt(s, g.seat) : NO_PREY;
  }

  base(m: LegalMove, criminal: boolean): MoveAction {
    return this.baseAt(m.to, m.facing, m.subway, criminal);
  }

  baseAt(to: string, facing: Facing | null, subway: boolean, criminal: boolean): MoveAction {
    const a: MoveAction = { type: 'move', piece: this.kind, to, facing, criminal };
    if (this.wheels) a.wheels = true;
    if (subway) a.subway = true;
    return a;
  }

  /** G-11.4: a Thug or Racketeer goes into another Gang's Joint only white side up. */
  opposing(m: LegalMove): boolean {
    return this.kind !== 'vamp' && entersOpposingJoint(this.s, this.g.seat, m.to);
  }

  /** A Vamp ending where she may seduce lists each choice of victims (G-13.1): built to be counted. */
  seducing(m: LegalMove): boolean {
    return this.prey.length > 0 && this.prey.includes(m.to);
  }

  make(m: LegalMove, j: number): A {
    return this.seducing(m) ? (this.vampMoves(m)[j] as A) : this.base(m, j === 1 || this.opposing(m));
  }

  width(m: LegalMove): number {
    return this.seducing(m) ? this.vampMoves(m).length : this.opposing(m) ? 1 : 2;
  }

  /** Whether `widthAt` read a move whose end is not in the graph (then its count is not kept). */
  offGraph = false;

  /** `width(run.list[i])` from the node its end is on (the same space, `to`): the move is read only for a Vamp's prey. */
  widthAt(run: Run, i: number, node: number): number {
    const to = node >= 0 ? cityGraph().ids[node] : undefined;
    if (to === undefined) {
      this.offGraph = true;
      return this.width(run.list[i] as LegalMove);
    }
    if (this.prey.length > 0 && this.prey.includes(to)) return this.vampMoves(run.list[i] as LegalMove).length;
    return this.opposingAt(node, to) ? 1 : 2;
  }

  /** `opposing` of a move ending on `node` (the space `to`). */
  private opposingAt(node: number, to: string): boolean {
    if (this.kind === 'vamp') return false;
    const owners = this.owners;
    if (owners === null) return entersOpposingJoint(this.s, this.g.seat, to);
    const owner = owners[node];
    return owner !== undefined && owner !== this.g.gang;
  }

  /** `make(run.list[i], j)` from the end's code; null (read the move) where a Vamp may seduce. */
  makeAt(_run: Run, _i: number, j: number, code: number): A | null {
    const to = cityGraph().ids[endNode(code)] as string;
    if (this.prey.length > 0 && this.prey.includes(to)) return null;
    const criminal = j === 1 || this.opposingAt(endNode(code), to);
    return this.baseAt(to, endFacing(code), endSubway(code), criminal);
  }

  /** Every decision of `moves`, as `make` builds them one by one, each end's questions asked once. */
  addAll(moves: readonly LegalMove[], out: A[]): void {
    for (const m of moves) {
      if (this.seducing(m)) for (const a of this.vampMoves(m)) out.push(a);
      else if (this.opposing(m)) out.push(this.base(m, true));
      else out.push(this.base(m, false), this.base(m, true));
    }
  }

  /** A Vamp's move to `m`, either side up, with every choice of whom she seduces there (G-13.1) and where they enter. */
  vampMoves(m: LegalMove): A[] {
    const { s, g } = this;
    const out: A[] = [];
    for (const criminal of [false, true]) {
      const choices = seductionChoices(s, g, m.to, criminal);
      for (const victims of choices)
        for (const ch of withEntries(s, g, victims))
          out.push(
            ch.length > 1 ||
              (ch.length === 1 && (choices.length > 1 || ch[0]?.at !== undefined || ch[0]?.entryFacing !== undefined))
              ? { ...this.base(m, criminal), seduce: ch }
              : this.base(m, criminal),
          );
    }
    return out;
  }
}

/** A Thug's or Racketeer's prey: none (one list for all, not one made per listing). */
const NO_PREY: readonly string[] = [];

/** Where `seductionTargets(s, seat, space)` is not empty: the spaces of other Gangs' Racketeers and Thugs. */
function preyAt(s: GangstersState, seat: number): string[] {
  const out: string[] = [];
  for (const x of s.gangs) {
    if (x.seat === seat) continue;
    if (x.pieces.racketeer !== null) out.push(x.pieces.racketeer.at);
    if (x.pieces.thug !== null) out.push(x.pieces.thug.at);
  }
  return out;
}

function moveActions(s: GangstersState, g: GangState): Item[] {
  const out: Item[] = [];
  if (s.turn.undo) out.push({ type: 'retract' });
  out.push({ type: 'end-move' });
  if (optionsLeft(s, g.seat) <= 0 || s.turn.clockExpired) return out;
  // Added to `out` in place: a call spreading a list is slow, and the Movement Phase is listed most.
  recruits(s, g, out);
  if (mustRecruitRacketeer(g)) return [...out, ...sales(s, g)]; // G-7.5: a sale may pay for them (edition 4)
  // A gangster's moves depend on the owners alone (no Public places or Cop-welcome Joints to find).
  const board = ownersBoard(s);
  const owners = ownerGangsByNode(board);
  listedBoard = board;
  const withWheels = s.options.wheels && g.wheels && !s.turn.wheelsUsed;
  for (const kind of GANGSTER_KINDS) {
    if (!g.pieces[kind] || s.turn.moved.includes(kind)) continue;
    for (let v = 0; v < (withWheels ? 2 : 1); v++) {
      const wheels = v === 1;
      const found = gangsterFound(s, g, kind, wheels, board);
      const maker = new GangsterMoveList(s, g, kind, wheels, owners);
      // A Thug's or Racketeer's count is that of its answer over the owners' board, both found again (the
      // very objects) while the question stays the same: most listings of a turn move one piece only.
      const slot = g.seat * 6 + KIND_SLOT[kind] + v;
      const keep = kind !== 'vamp' && owners !== null;
      const known = keep && countFound[slot] === found && countBoard[slot] === board ? (countOf[slot] as number) : -1;
      const run = new Run(found, maker, known);
      out.push(run);
      if (keep && known < 0 && run.fromKept && !maker.offGraph) {
        countFound[slot] = found;
        countBoard[slot] = board;
        countOf[slot] = run.count;
      }
    }
  }
  return publicActions(s, false, out);
}

/**
 * The decisions counted for a Thug's or Racketeer's moves (by seat, kind and Wheels as `KIND_SLOT` says):
 * the answer (`gangsterFound`'s kept moves) and owners' board they were counted on, and the count. Its
 * widths read the answer's ends and, for each, whether another Gang owns it (`ownerGangsByNode(board)`),
 * nothing else: the answer is the same object only for the same Gang, piece, start, steps and board.
 */
const countFound: (KeptMoves | readonly LegalMove[] | undefined)[] = [];
const countBoard: (MoveBoardState | undefined)[] = [];
const countOf: number[] = [];
const KIND_SLOT: Readonly<Record<GangsterKind, number>> = { racketeer: 0, thug: 2, vamp: 4 };

/** The recruiting decisions, added to `out`. */
function recruits(s: GangstersState, g: GangState, out: Item[]): void {
  const room = recruitRoom(s);
  // What the Gang may spend, the same for every count and kind (read once, not per count).
  const budget = cashOf(s, g.seat) - reserved(s, g.seat);
  const racketeersOnly = mustRecruitRacketeer(g);
  for (const kind of GANGSTER_KINDS) {
    if (s.turn.moved.includes(kind) || (racketeersOnly && kind !== 'racketeer')) continue;
    // Where a piece with none in play enters, and which ways it may face: the same for every count.
    let places: string[] | null = null;
    let ways: readonly Facing[] = [];
    for (let count = 1; count <= room && g.strength[kind] + count <= COMPONENTS.maxStrength[kind]; count++) {
      if (recruitPrice(s, g, kind, count) > budget) break;
      if (places === null) {
        // G-7.4: a piece with none in play enters in the Joint its player chooses.
        places = g.pieces[kind] === null ? entryPlaces({ s }, g, kind) : [];
        // Edition 6: a piece set down on a Subway street (no Joint) faces the way its player chooses.
        ways = places.length === 1 && edition(s) >= 6 ? entryFacings(places[0] as string) : [];
      }
      if (places.length > 1) for (const at of places) out.push({ type: 'recruit', piece: kind, count, at });
      else if (ways.length > 0)
        for (const entryFacing of ways) out.push({ type: 'recruit', piece: kind, count, entryFacing });
      else out.push({ type: 'recruit', piece: kind, count });
    }
  }
}

function shootoutActions(s: GangstersState, seat: number): A[] {
  const q = s.shootout?.questions[0];
  if (!q || q.seat !== seat || !s.shootout) return [];
  if (q.kind === 'hit')
    return [
      ...q.targets.map((target) => ({ type: 'declare-hit' as const, target })),
      ...(q.must ? [] : [{ type: 'declare-hit' as const, target: null }]),
    ];
  if (q.kind === 'bust') return q.criminals.map((target) => ({ type: 'bust', target }));
  const f = s.shootout.fights[q.fight];
  if (!f) return [];
  if (q.kind === 'aim') {
    const hits = f.units.find((u) => u.id === q.unit)?.hits ?? 0;
    return splits(hits, q.sides.length).map((split) => ({ type: 'aim', split }));
  }
  return absorbOptions(incoming(f, q.side, s)).map((alloc) => ({ type: 'absorb', alloc }));
}

/** Every way to split `n` hits among `k` sides. */
function splits(n: number, k: number): number[][] {
  if (k === 1) return [[n]];
  const out: number[][] = [];
  for (let i = n; i >= 0; i--) for (const rest of splits(n - i, k - 1)) out.push([i, ...rest]);
  return out;
}
