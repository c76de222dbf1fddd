/**
 * A full Gangsters state from one seat's view, for the Hard bot's search (core/bots/ismcts.ts). What the
 * seat cannot see is sampled, never read: which Cop is on each rival's Bribe marker and the order of the
 * Bribe cup (shuffled from the markers not in the seat's own hand), rivals' secret recruit plans and
 * placements (a random legal one each), and with secret cash the rivals' cash, the Commissioner's and
 * the Bank's (guessed from the seat's own cash), and the cash in a trade between two other Gangs.
 */
import { copyJson } from '../../engine/json';
import { nextInt, type RngState } from '../../engine/rng';
import { legalActions } from './legal';
import { COMPONENTS, type GangState, type GangstersState, type TradeOffer } from './state';
import type { GangstersView, SeenTradeSide } from './view';

function shuffled<T>(items: readonly T[], rng: RngState): [T[], RngState] {
  const out = items.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(r, i + 1);
    r = next;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, r];
}

/** The markers nobody but their holders has seen: every marker less the seat's own. */
function unseenMarkers(v: GangstersView): number[] {
  const pool = [...COMPONENTS.bribeMarkers];
  for (const b of v.bribes) {
    if (b.marker === undefined) continue;
    const i = pool.indexOf(b.marker);
    if (i >= 0) pool.splice(i, 1);
  }
  return pool;
}

export function determinizeGangsters(v: GangstersView, seat: number, rng: RngState): [GangstersState, RngState] {
  const {
    gangs,
    commissionerCash,
    bank,
    bribes,
    bribeCupSize,
    setupRecruits,
    setupPlacements,
    handedIn,
    turn,
    viewer: _viewer,
    secrets: _secrets,
    moves: _moves,
    won: _won,
    ...open
  } = copyJson(v);
  let r = rng;
  const mine = seat === v.commissioner ? v.commissionerCash : v.gangs.find((g) => g.seat === seat)?.cash;
  const guess = mine ?? COMPONENTS.commissionerStart;
  const fullGangs: GangState[] = gangs.map((g) => ({ ...g, cash: g.cash ?? guess }));
  const comm = commissionerCash ?? (v.commissioner === null ? 0 : guess);
  const held = fullGangs.reduce((a, g) => a + g.cash, 0) + comm;
  // The Bank holds the rest of the money in the box when its balance is secret.
  const fullBank = bank ?? Math.max(0, COMPONENTS.bank - held);
  // Bribe markers: the hidden ones dealt from the markers the seat has not seen.
  const [pool, afterPool] = shuffled(unseenMarkers(v), r);
  r = afterPool;
  const hiddenCount = bribes.filter((b) => b.marker === undefined).length + bribeCupSize;
  while (pool.length < hiddenCount) pool.push(...COMPONENTS.bribeMarkers); // never short, even on odd views
  const fullBribes = bribes.map((b) => ({ holder: b.holder, marker: b.marker ?? (pool.shift() as number) }));
  const bribeCup = pool.slice(0, bribeCupSize);
  const side = (x: SeenTradeSide): TradeOffer['give'] => ({
    joints: x.joints,
    cash: x.cash ?? (x.withCash ? Math.max(1, Math.round(guess / 10)) : 0),
  });
  const { trade, undo, ...turnOpen } = turn;
  // The take-back snapshot (G-6.92): a hidden cash figure there is the made-up one of now.
  const fullUndo = undo
    ? { ...undo, gangs: undo.gangs.map((g, i) => ({ ...g, cash: g.cash ?? fullGangs[i]?.cash ?? 0 })) }
    : null;
  const state: GangstersState = {
    ...open,
    gangs: fullGangs,
    commissionerCash: comm,
    bank: fullBank,
    bribes: fullBribes,
    bribeCup,
    setupRecruits,
    setupPlacements,
    turn: {
      ...turnOpen,
      trade: trade ? { ...trade, give: side(trade.give), get: side(trade.get) } : null,
      undo: fullUndo,
    },
  };
  // Setup records handed in but still secret: a random legal one for each (G-4.2, G-4.3).
  state.gangs.forEach((g, i) => {
    if (handedIn.recruits[i] && state.setupRecruits[i] === null) {
      const plans = legalActions(state, g.seat).filter((a) => a.type === 'recruit-plan');
      const [k, next] = nextInt(r, Math.max(1, plans.length));
      r = next;
      const p = plans[k];
      state.setupRecruits[i] = p ? { racketeer: p.racketeer, thug: p.thug, vamp: p.vamp } : null;
    }
    if (handedIn.placements[i] && state.setupPlacements[i] === null) {
      const places = legalActions(state, g.seat).filter((a) => a.type === 'placement');
      const [k, next] = nextInt(r, Math.max(1, places.length));
      r = next;
      const p = places[k];
      state.setupPlacements[i] = p ? { racketeer: p.racketeer, thug: p.thug, vamp: p.vamp } : null;
    }
  });
  return [state, r];
}
