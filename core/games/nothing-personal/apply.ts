/** `apply`: routes an action to its rule, then lets the round machine run on (NP-4.8). */
import type { Roller } from '../../engine/dice';
import type { Applied } from '../../engine/game';
import { ok, refuse, type Result } from '../../engine/result';
import { ACTION_CLAUSE, extraFields, onlyOwnFields, readAction, type NpAction } from './actions';
import { leoMove, playOutOfTurn } from './rules/anytime';
import { answerInterrupt } from './rules/answers';
import { answerOffer, give, handCoin, offer, shakedown } from './rules/deals';
import { advance } from './rules/flow';
import type { Ctx } from './rules/model';
import {
  actingSeat,
  answerBlackmail,
  commissionTurn,
  familyFill,
  fenceBuy,
  gangsterAction,
  placeOpening,
} from './rules/turns';
import { edition, topInterrupt, type Interrupt, type NpState } from './state';
import { isLeoMove } from './anytime';
import { withDraft } from './draft';

export function applyNp(state: NpState, seat: number, action: NpAction, roller: Roller): Result<Applied<NpState>> {
  if (state.phase === 'over') return refuse('GAME_OVER', 'NP-12.1', 'The game is over.');
  // The same keys as `applyNpInPlace`'s context, so the rules see one shape of context.
  const sent = ownFields(state, action);
  if (!sent.ok) return sent;
  // The draft shares the markers, hands and rulings with `state` until a rule writes them (draft.ts).
  return withDraft(state, (draft) => {
    const ctx: Ctx = { s: draft, events: [], roller, quiet: false };
    // Edition 9 files each die, draw and shuffle among the game's own lines, where the rules take it ("Joe
    // goes after Sal", then the Whack die); games of versions 1–8 keep every die first, as they were stored.
    // `applyNpInPlace` (simulations) writes no lines and does not ask.
    if (edition(state) >= 9) roller.logTo?.((e) => ctx.events.push(e));
    const r = route(ctx, seat, sent.value);
    if (!r.ok) return r;
    advance(ctx);
    return ok({ state: ctx.s, events: ctx.events });
  });
}

/**
 * `applyNp` on `state` itself, for a simulation that owns it (`GameDef.applyInPlace`): the same rules
 * on the same draft, minus the copy and the log. Returns the state after (a rule may swap the draft for a saved
 * one, answerBlackmail's "the moment has passed"); after a refusal `state` is to be dropped.
 */
export function applyNpInPlace(state: NpState, seat: number, action: NpAction, roller: Roller): Result<NpState> {
  if (state.phase === 'over') return refuse('GAME_OVER', 'NP-12.1', 'The game is over.');
  let a = action;
  if (!onlyOwnFields(a)) {
    const sent = ownFields(state, a);
    if (!sent.ok) return sent;
    a = sent.value;
  }
  const ctx: Ctx = { s: state, events: [], roller, quiet: true };
  const r = route(ctx, seat, a);
  if (!r.ok) return r;
  advance(ctx);
  return ok(ctx.s);
}

/**
 * An action with fields its type has not (kept by `parseNpAction`, see `extraFields`): refused from
 * edition 4, naming the clause the action carries out, with nothing changed; games of editions 1–3
 * drop the fields, as the schema always did, so their stored actions replay as they were.
 */
function ownFields(s: NpState, a: NpAction): Result<NpAction> {
  const extra = extraFields(a);
  if (extra.length === 0) return ok(a);
  if (edition(s) < 4) return ok(readAction(a) ?? a);
  const fields = extra.map((k) => `'${k}'`).join(', ');
  return refuse(
    'BAD_ACTION',
    ACTION_CLAUSE[a.type] ?? '',
    `A '${a.type}' action has no ${extra.length === 1 ? 'field' : 'fields'} ${fields}: send only its own fields. Nothing was done.`,
  );
}

/** The actions of a Commission turn and of a gangster's action in The Crew (compares, not a set's hashing). */
const commissionTurnAction = (t: string): boolean =>
  t === 'play' || t === 'use' || t === 'discard-place' || t === 'pass';
const gangsterActionType = (t: string): boolean => t === 'pass' || t === 'power' || t === 'ability' || t === 'move';

function route(ctx: Ctx, seat: number, a: NpAction): Result<true> {
  const s = ctx.s;
  // NP-13.1.2 and NP-13.4.1: shakedowns and deals happen at any moment, even inside a window.
  if (a.type === 'shakedown') return shakedown(ctx, seat, a.card);
  if (a.type === 'give') return give(ctx, seat, a.to, a.money, a.cards);
  if (a.type === 'offer') return offer(ctx, seat, a);
  if (a.type === 'answer') return answerOffer(ctx, seat, a.offer, a.accept);
  if (a.type === 'hand-coin') return handCoin(ctx, seat, a.pos, a.to);
  if (a.type === 'ability' && a.pos2 !== null && isLeoMove(s, seat, a)) {
    const moved = leoMove(ctx, seat, a.pos2, a.pos);
    if (moved) return moved;
  }
  const w = topInterrupt(s);
  if (w) {
    if (w.kind === 'blackmail' && a.type === 'permit') return answerBlackmail(ctx, seat, a.allow);
    const answered = answerInterrupt(ctx, seat, a);
    if (answered) return answered;
    if (a.type === 'play' || a.type === 'use') return playOutOfTurn(ctx, seat, a);
    return refuse('WAITING', WINDOW_CLAUSE[w.kind], 'Another decision must be answered first.');
  }
  const st = s.stage;
  switch (st.kind) {
    case 'placement':
      if (a.type === 'place') return placeOpening(ctx, seat, a.pos);
      break;
    case 'commission':
      if (st.turn === seat && commissionTurnAction(a.type)) return commissionTurn(ctx, seat, a);
      break;
    case 'crew-action':
      if (actingSeat(s) === seat && gangsterActionType(a.type)) return gangsterAction(ctx, seat, a);
      break;
    case 'fence':
      if (a.type === 'buy') return fenceBuy(ctx, seat, a.count);
      break;
    case 'family':
      if (a.type === 'fill') return familyFill(ctx, seat, a.gangster);
      break;
    default:
      break;
  }
  if (a.type === 'play' || a.type === 'use') return playOutOfTurn(ctx, seat, a);
  // The clause that says when such an action is taken (a refusal changes nothing, in any edition).
  return refuse('NOT_NOW', ACTION_CLAUSE[a.type] ?? 'NP-4.10', 'That action is not available to you at this moment.');
}

/** The clause of the question an open window puts, named when another action comes first (NP-4.8). */
const WINDOW_CLAUSE: Readonly<Record<Interrupt['kind'], string>> = {
  tie: 'NP-7.2.6',
  gift: 'NP-6.8.1',
  split: 'NP-16.1',
  reroll: 'NP-7.11.1',
  blackmail: 'NP-7.13.1',
  whack: 'NP-16.10',
  payout: 'NP-7.6.2',
  'whack-reroll': 'NP-17.3',
  'stat-reroll': 'NP-17.3',
  leo: 'NP-18.11',
  insurance: 'NP-16.11',
};
