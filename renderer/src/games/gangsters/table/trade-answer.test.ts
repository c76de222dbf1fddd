import { describe, expect, it } from 'vitest';
import { seatRef } from '@core/engine/words';
import { answerAtDecision, tradeAnswerNews } from './trade-answer';

const who = (seat: number): string => ['Nonna Rosa (Red)', 'Dutch (Yellow)'][seat] ?? '?';
const ev = (type: string, text: string) => ({ type, text, clause: 'G-14.1' });

describe('the answer to a trade at the decision (G-14.1)', () => {
  it('G-14.1 says the other Gang’s answer by its player, declined or made', () => {
    const offer = ev('trade-offer', `${seatRef(0)} offers ${seatRef(1)} a trade: Huff's Café for $400.`);
    expect(tradeAnswerNews([offer, ev('trade-declined', `${seatRef(1)} declines the trade.`)], who)).toEqual({
      answer: 'Dutch (Yellow) declines the trade.',
    });
    expect(tradeAnswerNews([offer, ev('trade', `${seatRef(1)} accepts: the trade is made.`)], who)).toEqual({
      answer: 'Dutch (Yellow) accepts: the trade is made.',
    });
    expect(tradeAnswerNews([ev('trade-declined', 'The trade cannot be completed, so it is off.')], who)).toEqual({
      answer: 'The trade cannot be completed, so it is off.',
    });
  });

  it('drops an old answer once a new offer is made or the turn passes, and keeps it otherwise', () => {
    const answered = ev('trade-declined', `${seatRef(1)} declines the trade.`);
    expect(tradeAnswerNews([answered, ev('trade-offer', 'offers')], who)).toBe('clear');
    expect(tradeAnswerNews([answered, ev('turn', 'Turn 2')], who)).toBe('clear');
    expect(tradeAnswerNews([ev('buy', 'buys Westgate Hotel')], who)).toBeNull();
  });
});

describe('where the answer is shown (G-14.1, G-7.5)', () => {
  /** The Movement Phase of Red's turn (seat 0) in an edition-5 game: no Racketeers, one Joint, Yellow to buy. */
  const table = (sold: boolean, phase = 'move') => ({
    phase,
    edition: 5,
    turn: { seat: 0, sold },
    gangs: [
      { seat: 0, out: false, strength: { racketeer: 0 } },
      { seat: 1, out: false, strength: { racketeer: 1 } },
    ],
    joints: { cafe: { owner: 0 } },
  });

  it('G-7.5 the Gang whose sale was accepted reads it at its movement decision, though it may sell no more', () => {
    expect(answerAtDecision(table(true), 0)).toBe(true);
    // Before any sale, while one may still be offered (a declined one, say).
    expect(answerAtDecision(table(false), 0)).toBe(true);
  });

  it('G-14.1 in the Buy Phase of its own turn; never at another seat or in another Gang’s turn', () => {
    expect(answerAtDecision(table(false, 'buy'), 0)).toBe(true);
    expect(answerAtDecision(table(true), 1)).toBe(false);
    expect(answerAtDecision(table(true), null)).toBe(false);
    expect(answerAtDecision(table(false, 'shootout'), 0)).toBe(false);
  });
});
