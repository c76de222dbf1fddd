/**
 * What a seat may know (G-4.2, G-4.3, G-9.5, G-15.1). A secret is absent from the view, not stood in
 * for: other seats' recruit plans and placements until all are in (the view says only who has handed
 * in), the marker on a Bribe other than one's own, the Bribe cup's contents (a count), and — with the
 * secret-cash option — other players' cash, the Bank's balance and the cash in a trade between two
 * other Gangs (the trade says only that cash is in it). The omniscient viewer (replays, the CLI) sees
 * every field and also gets `secrets`.
 */
import type { Viewer } from '../../engine/events';
import type { JsonValue } from '../../engine/json';
import { keysInOrder } from '../../engine/json';
import {
  GANG_KEYS,
  type BribeState,
  type GangState,
  type GangstersState,
  type TradeOffer,
  type TurnState,
  type UndoState,
} from './state';
import { moveQueries, type MoveAsk } from './move-queries';
import { gangstersWon, type GangstersWin } from './won';

/** `T` without the keys `K` (and without its JSON index signature, which plain `Omit` would keep alone). */
type Without<T, K extends string> = { [P in keyof T as string extends P ? never : P extends K ? never : P]: T[P] };

type Recruits = NonNullable<GangstersState['setupRecruits'][number]>;
type Placements = NonNullable<GangstersState['setupPlacements'][number]>;

/** A Gang as a viewer sees it: its cash only when the viewer may know it. */
export type SeenGang = Without<GangState, 'cash'> & { cash?: number };

/** A Bribe marker in someone's hand: whose it is for everyone, which Cop only for its holder. */
export interface SeenBribe {
  holder: number;
  marker?: number;
}

/** One side of a trade offer: the Joints, and the cash only when the viewer may know it. */
export interface SeenTradeSide {
  joints: string[];
  /** Whether cash is part of this side, said even when the sum is secret. */
  withCash: boolean;
  cash?: number;
}

export type SeenTrade = Without<TradeOffer, 'give' | 'get'> & { give: SeenTradeSide; get: SeenTradeSide };

/** What only the omniscient viewer sees. */
export interface GangstersSecrets {
  bribeCup: number[];
}

/** What one viewer sees of a Gangsters game. */
export type GangstersView = Without<
  GangstersState,
  'gangs' | 'commissionerCash' | 'bank' | 'bribes' | 'bribeCup' | 'setupRecruits' | 'setupPlacements' | 'turn'
> & {
  gangs: SeenGang[];
  commissionerCash?: number;
  bank?: number;
  bribes: SeenBribe[];
  bribeCupSize: number;
  /** Each Gang's recruit plan where the viewer may see it (its own, or all once revealed), else null. */
  setupRecruits: (Recruits | null)[];
  /** Each Gang's placement where the viewer may see it (its own, or all once revealed), else null. */
  setupPlacements: (Placements | null)[];
  /** Which Gangs have handed in their recruit plan and their placement (public, G-4.2, G-4.3). */
  handedIn: { recruits: boolean[]; placements: boolean[] };
  turn: Without<TurnState, 'trade' | 'undo'> & {
    trade: SeenTrade | null;
    /** The snapshot a move is taken back to (G-6.92), its Gangs' cash as the viewer may see it. */
    undo: (Without<UndoState, 'gangs'> & { gangs: SeenGang[] }) | null;
  };
  viewer: Viewer;
  /** The movement engine's questions for the pieces this viewer may move now (absent when none), to draw their paths. */
  moves?: MoveAsk[];
  secrets?: GangstersSecrets;
  /** How the game was won (`gangstersWon`), for every viewer once it is over and won; absent before and for no winner. */
  won?: GangstersWin;
};

/** The state's fields a viewer never gets as they are: each is replaced by what the viewer may see. */
const SEEN_APART = new Set([
  'gangs',
  'commissionerCash',
  'bank',
  'bribes',
  'bribeCup',
  'setupRecruits',
  'setupPlacements',
  'turn',
]);

/** `record`'s fields other than `apart`, in their order, shared (never copied): the view is never changed. */
function fieldsBut(record: { readonly [key: string]: JsonValue }, apart: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in record) if (!apart.has(key)) out[key] = record[key];
  return out;
}

const CASH = new Set(['cash']);
const TRADE_AND_UNDO = new Set(['trade', 'undo']);

/** The keys of a state, a Gang and a turn as the rules make them (setup.ts), in their order. */
const STATE_KEYS = [
  'seats',
  'commissioner',
  'options',
  'phase',
  'order',
  'pawnCup',
  'gangs',
  'commissionerCash',
  'joints',
  'cops',
  'copCup',
  'publics',
  'bribes',
  'bribeCup',
  'bank',
  'draft',
  'setupRecruits',
  'setupPlacements',
  'turn',
  'shootout',
  'crimeTrack',
  'winner',
  'endReason',
  'fines',
  'timeUp',
];
/** The keys of a state of rules edition 4 on (state.ts `EDITION`): the same, then the edition. */
const EDITION_STATE_KEYS = [...STATE_KEYS, 'edition'];
const TURN_KEYS = [
  'seat',
  'number',
  'dice',
  'improved',
  'bought',
  'sold',
  'copActor',
  'copDone',
  'rebuffed',
  'bribeBy',
  'movesUsed',
  'moved',
  'recruitedCount',
  'wheelsUsed',
  'undo',
  'retractedPublic',
  'clockExpired',
  'copAction',
  'trade',
];

/** What a viewer may know: everything (omniscient), or one seat's secrets, or only what is open. */
interface Sight {
  readonly all: boolean;
  readonly viewer: Viewer;
  readonly cashOpen: boolean;
}

function sees(x: Sight, seat: number | null | undefined): boolean {
  return x.all || seat === x.viewer;
}

function seesCash(x: Sight, seat: number | null): boolean {
  return x.cashOpen || sees(x, seat);
}

function seenGang(x: Sight, g: GangState): SeenGang {
  if (!keysInOrder(g, GANG_KEYS)) {
    const seen = fieldsBut(g, CASH);
    if (seesCash(x, g.seat)) seen.cash = g.cash;
    return seen as SeenGang;
  }
  // The same fields in the same order as `fieldsBut(g, CASH)` and the cash last.
  const seen: SeenGang = {
    seat: g.seat,
    gang: g.gang,
    strength: g.strength,
    pieces: g.pieces,
    heaters: g.heaters,
    wheels: g.wheels,
    siren: g.siren,
    out: g.out,
    donut: g.donut,
  };
  if (seesCash(x, g.seat)) seen.cash = g.cash;
  return seen;
}

function seenGangs(x: Sight, list: readonly GangState[]): SeenGang[] {
  const out: SeenGang[] = [];
  for (const g of list) out.push(seenGang(x, g));
  return out;
}

/**
 * The parts of a view that are the same for every viewer while cash is open (no secret-cash option, or
 * the game over), worked out once for the Gangs list and the turn they are of and shared by the views of
 * every seat, the spectator and the replay: the host works out five views of each position. Kept for
 * the last position only, by the very objects they were worked out from: a state is never changed once
 * made (`apply` works on a copy; simulations that change a state in place never ask for its view), so
 * the same objects hold the same values.
 */
const open: { gangs: readonly GangState[] | null; seen: SeenGang[]; turn: TurnState | null; seenTurn: unknown } = {
  gangs: null,
  seen: [],
  turn: null,
  seenTurn: null,
};

function openGangs(x: Sight, list: readonly GangState[]): SeenGang[] {
  if (!x.cashOpen) return seenGangs(x, list);
  if (open.gangs !== list) {
    open.seen = seenGangs(x, list);
    open.gangs = list;
  }
  return open.seen;
}

function openTurn(x: Sight, turn: TurnState): Record<string, unknown> {
  if (!x.cashOpen) return seenTurn(x, turn);
  if (open.turn !== turn) {
    open.seenTurn = seenTurn(x, turn);
    open.turn = turn;
  }
  return open.seenTurn as Record<string, unknown>;
}

function side(t: TradeOffer['give'], shown: boolean): SeenTradeSide {
  return shown
    ? { joints: [...t.joints], withCash: t.cash > 0, cash: t.cash }
    : { joints: [...t.joints], withCash: t.cash > 0 };
}

/** Each setup record as `x` may see it: its own seat's, and every one once all are in (they are then revealed). */
function seenRecords<T>(x: Sight, s: GangstersState, records: readonly (T | null)[]): (T | null)[] {
  let allIn = true;
  for (const r of records) if (r === null) allIn = false;
  const out: (T | null)[] = [];
  for (let i = 0; i < records.length; i++) {
    const r = records[i] ?? null;
    out.push(r !== null && (allIn || sees(x, s.gangs[i]?.seat)) ? r : null);
  }
  return out;
}

function handedIn(records: readonly unknown[]): boolean[] {
  const out: boolean[] = [];
  for (const r of records) out.push(r !== null);
  return out;
}

function seenTurn(x: Sight, turn: TurnState): Record<string, unknown> {
  const { trade, undo } = turn;
  const tradeShown = trade ? x.cashOpen || sees(x, trade.from) || sees(x, trade.to) : false;
  const seenTrade = trade ? { ...trade, give: side(trade.give, tradeShown), get: side(trade.get, tradeShown) } : null;
  const seenUndo = undo ? { ...undo, gangs: seenGangs(x, undo.gangs) } : null;
  if (!keysInOrder(turn, TURN_KEYS)) {
    const seen = fieldsBut(turn, TRADE_AND_UNDO);
    seen.trade = seenTrade;
    seen.undo = seenUndo;
    return seen;
  }
  // The same fields in the same order as `fieldsBut(turn, TRADE_AND_UNDO)`, then the trade and the undo.
  return {
    seat: turn.seat,
    number: turn.number,
    dice: turn.dice,
    improved: turn.improved,
    bought: turn.bought,
    sold: turn.sold,
    copActor: turn.copActor,
    copDone: turn.copDone,
    rebuffed: turn.rebuffed,
    bribeBy: turn.bribeBy,
    movesUsed: turn.movesUsed,
    moved: turn.moved,
    recruitedCount: turn.recruitedCount,
    wheelsUsed: turn.wheelsUsed,
    retractedPublic: turn.retractedPublic,
    clockExpired: turn.clockExpired,
    copAction: turn.copAction,
    trade: seenTrade,
    undo: seenUndo,
  };
}

/** The state's fields every viewer gets as they are, in the state's order (`fieldsBut(s, SEEN_APART)`). */
function openFields(s: GangstersState): Record<string, unknown> {
  const withEdition = keysInOrder(s, EDITION_STATE_KEYS);
  if (!withEdition && !keysInOrder(s, STATE_KEYS)) return fieldsBut(s, SEEN_APART);
  const out: Record<string, unknown> = {
    seats: s.seats,
    commissioner: s.commissioner,
    options: s.options,
    phase: s.phase,
    order: s.order,
    pawnCup: s.pawnCup,
    joints: s.joints,
    cops: s.cops,
    copCup: s.copCup,
    publics: s.publics,
    draft: s.draft,
    shootout: s.shootout,
    crimeTrack: s.crimeTrack,
    winner: s.winner,
    endReason: s.endReason,
    fines: s.fines,
    timeUp: s.timeUp,
  };
  if (withEdition) out['edition'] = s['edition'];
  return out;
}

function seenBribes(x: Sight, bribes: readonly BribeState[]): SeenBribe[] {
  const out: SeenBribe[] = [];
  for (const b of bribes) out.push(sees(x, b.holder) ? { holder: b.holder, marker: b.marker } : { holder: b.holder });
  return out;
}

/**
 * The state as `viewer` may see it; the omniscient replay sees everything. Built field by field rather
 * than by spreading the state, and written out key by key when the state, its Gangs and its turn have
 * the keys the rules give them (the host works out a view for every seat each move; closures and key
 * sets cost more than the view itself). The keys come in the same order either way. Unchanged parts
 * are the state's own, so a view is read, never changed.
 */
export function gangstersView(s: GangstersState, viewer: Viewer): GangstersView {
  const x: Sight = { all: viewer === 'omniscient', viewer, cashOpen: !s.options.secretCash || s.phase === 'over' };
  const view = openFields(s);
  view.gangs = openGangs(x, s.gangs);
  if (s.commissioner === null || seesCash(x, s.commissioner)) view.commissionerCash = s.commissionerCash;
  if (x.cashOpen || x.all) view.bank = s.bank;
  view.bribes = seenBribes(x, s.bribes);
  view.bribeCupSize = s.bribeCup.length;
  view.setupRecruits = seenRecords(x, s, s.setupRecruits);
  view.setupPlacements = seenRecords(x, s, s.setupPlacements);
  view.handedIn = { recruits: handedIn(s.setupRecruits), placements: handedIn(s.setupPlacements) };
  view.turn = openTurn(x, s.turn);
  view.viewer = viewer;
  const moves = moveQueries(s, viewer);
  if (moves.length > 0) view.moves = moves;
  if (x.all) view.secrets = { bribeCup: s.bribeCup };
  const won = s.phase === 'over' ? gangstersWon(s) : null;
  if (won) view.won = won;
  return view as unknown as GangstersView;
}
