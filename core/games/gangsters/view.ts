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
import type { BribeState, GangState, GangstersState, TradeOffer, TurnState, UndoState } from './state';
import { moveQueries, type MoveAsk } from './move-queries';

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

/**
 * The state as `viewer` may see it; the omniscient replay sees everything. Built field by field rather
 * than by spreading the state (several times faster: the host works out a view for every seat each move);
 * unchanged parts are the state's own, so a view is read, never changed.
 */
export function gangstersView(s: GangstersState, viewer: Viewer): GangstersView {
  const all = viewer === 'omniscient';
  const sees = (seat: number | null | undefined): boolean => all || seat === viewer;
  const cashOpen = !s.options.secretCash || s.phase === 'over';
  const seesCash = (seat: number | null): boolean => cashOpen || sees(seat);
  const { gangs, setupRecruits, setupPlacements, turn } = s;
  /** A setup record is seen by its own seat, and by everyone once all are in (they are then revealed). */
  const shown = (records: readonly unknown[], i: number): boolean =>
    records[i] !== null && (sees(gangs[i]?.seat) || records.every((r) => r !== null));
  const side = (x: TradeOffer['give'], shown: boolean): SeenTradeSide =>
    shown
      ? { joints: [...x.joints], withCash: x.cash > 0, cash: x.cash }
      : { joints: [...x.joints], withCash: x.cash > 0 };
  const seenGangs = (list: readonly GangState[]): SeenGang[] =>
    list.map((g) => {
      const seen = fieldsBut(g, CASH);
      if (seesCash(g.seat)) seen.cash = g.cash;
      return seen as SeenGang;
    });
  const { trade, undo } = turn;
  const tradeShown = trade ? cashOpen || sees(trade.from) || sees(trade.to) : false;
  const seenTurn = fieldsBut(turn, TRADE_AND_UNDO);
  seenTurn.trade = trade ? { ...trade, give: side(trade.give, tradeShown), get: side(trade.get, tradeShown) } : null;
  seenTurn.undo = undo ? { ...undo, gangs: seenGangs(undo.gangs) } : null;
  const view = fieldsBut(s, SEEN_APART);
  view.gangs = seenGangs(gangs);
  if (s.commissioner === null || seesCash(s.commissioner)) view.commissionerCash = s.commissionerCash;
  if (cashOpen || all) view.bank = s.bank;
  view.bribes = s.bribes.map((b: BribeState) =>
    sees(b.holder) ? { holder: b.holder, marker: b.marker } : { holder: b.holder },
  );
  view.bribeCupSize = s.bribeCup.length;
  view.setupRecruits = setupRecruits.map((p, i) => (shown(setupRecruits, i) ? p : null));
  view.setupPlacements = setupPlacements.map((p, i) => (shown(setupPlacements, i) ? p : null));
  view.handedIn = {
    recruits: setupRecruits.map((p) => p !== null),
    placements: setupPlacements.map((p) => p !== null),
  };
  view.turn = seenTurn;
  view.viewer = viewer;
  const moves = moveQueries(s, viewer);
  if (moves.length > 0) view.moves = moves;
  if (all) view.secrets = { bribeCup: s.bribeCup };
  return view as unknown as GangstersView;
}
