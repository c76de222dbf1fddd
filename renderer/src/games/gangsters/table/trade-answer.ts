/**
 * The answer to a trade offer (G-14.1) for the decision panel: the Gang that offered it is back at its
 * decision once the other Gang answers, and must see there whether the trade was made, not only in the
 * case file. Read from the events of the updates, as the case file reads them.
 */
import type { MatchUpdate } from '@core/protocol';
import { wordSeats } from '@core/engine/words';
import { mayOfferSale } from '@core/games/gangsters/rules/trades';
import { gangstersLogText } from './setup';

type Events = readonly MatchUpdate['events'][number][];

/** What a batch of events says of the last answer: a new answer, that none stands now, or nothing. */
export type TradeAnswerNews = { readonly answer: string } | 'clear' | null;

/**
 * The newest answer in `events`, worded with `who` ("Dutch (Yellow) declines the trade."); 'clear' when a
 * new offer or a new turn came after the last answer (the old answer no longer concerns the decision);
 * null when the events say nothing about it.
 */
export function tradeAnswerNews(events: Events, who: (seat: number) => string): TradeAnswerNews {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!e) continue;
    if (e.type === 'trade' || e.type === 'trade-declined') return { answer: gangstersLogText(wordSeats(e.text, who)) };
    if (e.type === 'trade-offer' || e.type === 'turn') return 'clear';
  }
  return null;
}

/**
 * Whether the decision of `me` shows the answer to its offer: in its Buy Phase (G-14.1), and in its Movement
 * Phase while a Joint may be sold (G-7.5) or once the sale it offered was made (then no other sale may be
 * offered this turn, but the Gang still decides its moves and must read that the sale went through).
 */
export function answerAtDecision(gs: Parameters<typeof mayOfferSale>[0], me: number | null): boolean {
  if (me === null || gs.turn.seat !== me) return false;
  return gs.phase === 'buy' || (gs.phase === 'move' && (gs.turn.sold || mayOfferSale(gs, me)));
}
