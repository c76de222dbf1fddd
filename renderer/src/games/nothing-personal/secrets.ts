/**
 * What on a Nothing Personal seat's screen is for its eyes only: its hand of influence cards, the
 * two cards it is splitting, and the cards of an offer it made or was made. The hand stays folded
 * when the screen passes to a person whose decision does not need it (placing a marker, a gangster's
 * action, filling a place, the Fence's count), so the privacy curtain goes down only before a
 * decision that names their cards, or when they ask to see their hand.
 */
import type { MatchUpdate } from '@core/protocol';
import { without, type Action } from './choices';
import { asNpView } from './np-view';

type Asked = Pick<MatchUpdate, 'legal' | 'anytime' | 'pending'>;

/** An action that names cards of the seat's hand (playing, discarding, keeping, giving or offering them). */
export function namesCards(a: unknown): boolean {
  if (!a || typeof a !== 'object') return false;
  const o = a as { card?: unknown; cards?: unknown };
  return typeof o.card === 'string' || (Array.isArray(o.cards) && o.cards.length > 0);
}

/**
 * The seat's own decision, as its board offers it: the legal list without the table actions
 * (any-time actions and Shakedowns wait in the drawer, which asks for the hand before it opens).
 */
export function decisionList(update: Asked, seat: number): Action[] {
  if (!update.pending.some((p) => p.seat === seat && p.kind !== 'anytime')) return [];
  const legal = (update.legal ?? []) as Action[];
  return without(legal, (update.anytime ?? []) as Action[]).filter((a) => a.type !== 'shakedown');
}

/**
 * A response window (a hit called, the pause before payouts, insurance…): every seat is asked, and
 * a card of the hand is only one of the optional answers. Whether its curtain comes down must not
 * depend on whether the hand holds such a card, so the hand stays folded there (and its cards are
 * not offered) until the person asks to see it.
 */
function inWindow(update: Asked, seat: number): boolean {
  const mine = update.pending.filter((p) => p.seat === seat && p.kind !== 'anytime');
  return mine.length > 0 && mine.every((p) => p.optional === true);
}

/**
 * True when the screen for `seat` must show one of its secrets: a decision that names its cards
 * (outside a response window), a split of drawn cards, or an offer's cards it may see. Without the lists (a caller that cannot say
 * what is asked), the hand is assumed to show whenever the seat holds cards.
 */
export function npSecretShown(view: unknown, seat: number, update?: Asked): boolean {
  const v = asNpView(view);
  if (!v) return true;
  if (!update) return (v.handSizes[seat] ?? 1) > 0;
  if (v.interrupts.some((w) => w.kind === 'split' && w.seat === seat && (w.cards?.length ?? 0) > 0)) return true;
  if (v.offers.some((o) => (o.from === seat || o.to === seat) && (o.cards?.length ?? 0) > 0)) return true;
  return !inWindow(update, seat) && decisionList(update, seat).some(namesCards);
}

/**
 * Decisions whose choices no card of the hand can change (they follow from the board, the money and
 * the decks' sizes, all public): placing a marker, a gangster's action, the Fence, filling a place,
 * a tie, a gift, re-rolls, a Blackmail coin, Leo.
 */
const HAND_FREE: ReadonlySet<string> = new Set([
  'placement',
  'gangster-action',
  'fence',
  'family',
  'tie',
  'gift',
  'reroll',
  'whack-reroll',
  'stat-reroll',
  'blackmail',
  'leo',
]);

/**
 * The answer to give for `seat` without asking, or null to ask: only when its decision has a single
 * answer that tells nobody anything — the seat holds no secret at all (no cards, no split, no offer's
 * cards), or the decision is one no card could change. A Commission turn with an empty hand is a
 * pass; the Fence for a family without $10 buys nothing.
 */
export function npAutoAnswer(view: unknown, seat: number, update: Asked): Action | null {
  const v = asNpView(view);
  if (!v || npSecretShown(view, seat, update)) return null;
  const kinds = update.pending.filter((p) => p.seat === seat && p.kind !== 'anytime').map((p) => p.kind);
  const public_ = (v.handSizes[seat] ?? 1) === 0 || (kinds.length > 0 && kinds.every((k) => HAND_FREE.has(k)));
  const list = decisionList(update, seat);
  return public_ && list.length === 1 ? (list[0] ?? null) : null;
}
