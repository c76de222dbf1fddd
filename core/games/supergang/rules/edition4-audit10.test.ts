/**
 * Rules edition 4, the tenth audit: case-file lines that misstated a rule under engine version 3, each with
 * the edition-3 game that keeps the old wording (its stored games replay as they were played).
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/events';
import type { Match } from '../../../engine/match';
import {
  HELD_DEALER_IN_HER_GANGS_STAR_SHOP,
  HELD_MAN_TO_MOVE,
  RED_HOLDS_A_DEALER_WITH_A_PAWN_OUT,
  RED_OWNS_ONE_SHOP,
  VAMP_ON_THE_STREET,
} from '../testing/edition-4-audit10';
import { GREEN, RED, cash, legal, position, state, step } from '../testing/play';

const v3 = (text: string) => position(`engine 3\n${text}`);
/** Edition 4's own lines (edition 5 words the income lines deed first: `edition5-audit11.test.ts`). */
const v4 = (text: string) => position(`engine 4\n${text}`);

/** Red moves blue's Killer, whom its Vamp holds, onto a street square: the move's events and the match. */
function heldManMoves(m: Match) {
  const move = legal(m, RED).find(
    (a) => a.type === 'move' && a.character === 'blue-killer' && !a.to?.startsWith('shop'),
  );
  if (!move || move.type !== 'move') throw new Error('no street move for blue’s Killer');
  const r = step(m, RED, move);
  return { ...r, to: move.to?.split('/')[0] ?? '' };
}

const cashLine = (events: readonly GameEvent[]) => events.find((e) => e.type === 'cash');

describe('rules edition 4 (tenth audit)', () => {
  it('SG-6.2.3 the case file names the man the Vamp holds as his own gang’s, held by her, when he moves and robs', () => {
    const moved = heldManMoves(position(HELD_MAN_TO_MOVE));
    expect(moved.events).toContainEqual(
      expect.objectContaining({
        clause: 'SG-4.1.2',
        text: `{seat:1}'s killer, held by {seat:0}'s vamp, moves to ${moved.to}.`,
      }),
    );
    const r = step(moved.match, RED, { type: 'coward' });
    // SG-6.3.3 / SG-6.2.3: the takings are her gang's.
    expect(cash(r.match, RED)).toBe(10);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.1.2',
      text: "{seat:1}'s killer, held by {seat:0}'s vamp, robs a passer-by: the bank gives {seat:0} 10 million.",
    });
  });

  it('SG-5.1.2 a coward attack reads deed first: the bank gives the assailant’s gang 10 million', () => {
    const r = step(position(VAMP_ON_THE_STREET), RED, { type: 'coward' });
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.1.2',
      text: "{seat:0}'s vamp robs a passer-by: the bank gives {seat:0} 10 million.",
    });
  });

  it('SG-6.3.3 SG-5.6.6 a held Dealer takes pawns free in her gang’s star shop, and the line does not call it his', () => {
    const r = step(position(HELD_DEALER_IN_HER_GANGS_STAR_SHOP), RED, { type: 'buy-pawns', count: 4 });
    expect(state(r.match).gangs[1]?.stock).toBe(4);
    expect(r.events).toContainEqual(
      expect.objectContaining({
        clause: 'SG-5.6.6',
        text: "{seat:1}'s dealer, held by {seat:0}'s vamp, takes 4 traffic pawns free: {seat:0} owns the shop.",
      }),
    );
  });

  it('SG-5.8.1 a turn’s income names only what pays: one shop, not "0 rackets"', () => {
    const r = step(v4(RED_OWNS_ONE_SHOP), GREEN, { type: 'done' });
    expect(state(r.match).turn.gang).toBe(RED);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.8.1',
      text: '{seat:0} takes 10 million from the bank: income from 1 shop.',
    });
  });

  it('SG-6.3.3 the traffic income a held Dealer gives the Vamp’s gang says whose pawns they are', () => {
    const r = step(v4(RED_HOLDS_A_DEALER_WITH_A_PAWN_OUT), GREEN, { type: 'done' });
    expect(state(r.match).turn.gang).toBe(RED);
    expect(cash(r.match, RED)).toBe(5);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.6.7',
      text: "{seat:0} takes 5 million from the bank: income from 1 traffic pawn of {seat:1}'s dealer, whom {seat:0}'s vamp holds.",
    });
  });

  it('SG-12.1 a coward attack on a bank nearly dry gets what is left, and says so', () => {
    const m = position(`${VAMP_ON_THE_STREET}\ncash red=995`);
    expect(state(m).bank).toBe(5);
    const r = step(m, RED, { type: 'coward' });
    expect(cash(r.match, RED)).toBe(1000);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-5.1.2',
      text: "{seat:0}'s vamp robs a passer-by: the bank gives {seat:0} 5 million, all it has left.",
    });
  });

  it('SG-12.3 a coward attack on an empty bank brings nothing, and says so', () => {
    const m = position(`${VAMP_ON_THE_STREET}\ncash red=1000`);
    expect(state(m).bank).toBe(0);
    const r = step(m, RED, { type: 'coward' });
    expect(cash(r.match, RED)).toBe(1000);
    expect(cashLine(r.events)).toMatchObject({
      clause: 'SG-12.3',
      text: "{seat:0}'s vamp robs a passer-by, but the bank is empty: {seat:0} gets nothing.",
    });
  });
});

describe('edition 3 games keep their wording (tenth audit)', () => {
  it('SG-6.3.3 edition 3: the held Dealer’s traffic income read as the Vamp’s gang’s own pawns', () => {
    const r = step(v3(RED_HOLDS_A_DEALER_WITH_A_PAWN_OUT), GREEN, { type: 'done' });
    expect(cashLine(r.events)?.text).toBe('{seat:0} takes 5 million from the bank: 1 traffic pawn.');
  });

  it('SG-5.8.1 edition 3: the income line counted the rackets it did not have', () => {
    const r = step(v3(RED_OWNS_ONE_SHOP), GREEN, { type: 'done' });
    expect(cashLine(r.events)?.text).toBe('{seat:0} takes 10 million from the bank: 1 shop and 0 rackets.');
  });

  it('SG-6.3.3 edition 3: the held Dealer took pawns free "in his own shop", named as one of her gang', () => {
    const r = step(v3(HELD_DEALER_IN_HER_GANGS_STAR_SHOP), RED, { type: 'buy-pawns', count: 4 });
    expect(r.events).toContainEqual(
      expect.objectContaining({ text: "{seat:0}'s dealer takes 4 traffic pawns free in his own shop." }),
    );
  });

  it('SG-6.2.3 edition 3: the man the Vamp held was named as one of her gang', () => {
    const moved = heldManMoves(v3(HELD_MAN_TO_MOVE));
    expect(moved.events).toContainEqual(
      expect.objectContaining({ clause: 'SG-4.1.2', text: `{seat:0}'s killer moves to ${moved.to}.` }),
    );
    const r = step(moved.match, RED, { type: 'coward' });
    expect(cashLine(r.events)?.text).toBe(
      "{seat:0} takes 10 million from the bank: {seat:0}'s killer robs a passer-by.",
    );
  });

  it('SG-12.3 edition 3: the empty-bank and short-bank coward lines are as they were', () => {
    const empty = step(v3(`${VAMP_ON_THE_STREET}\ncash red=1000`), RED, { type: 'coward' });
    expect(cashLine(empty.events)?.text).toBe(
      "{seat:0} gets nothing: the bank is empty ({seat:0}'s vamp robs a passer-by).",
    );
    const short = step(v3(`${VAMP_ON_THE_STREET}\ncash red=995`), RED, { type: 'coward' });
    expect(cashLine(short.events)?.text).toBe(
      "{seat:0} takes 5 million from the bank: {seat:0}'s vamp robs a passer-by (the bank had only 5).",
    );
  });
});
