/**
 * The answer to a trade offer (G-14.1) for the decision panel: the Gang that offered it is back at its
 * decision once the other Gang answers, and must see there whether the trade was made, not only in the
 * case file. Read from the events of the updates, as the case file reads them.
 */
import type { MatchUpdate } from '@core/protocol';
import { wordSeats } from '@core/engine/words';
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
