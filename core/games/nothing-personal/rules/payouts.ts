/**
 * The Crew's payouts (NP-7.5): from the Capo down, each controller collects (or pays) the position's
 * and the card's money and Respect, each gangster once a round; a stat die of Dombino Crapshooti's may
 * wait in Marco Zohgoli's window on the way (NP-17.3, NP-18.8).
 */
import { edition, type NpState } from '../state';
import { addRespect, card, control, fromBank, gangsterAt, payBank, position, type Ctx } from './model';
import { markPaidTo, markReached, pushReached, reachedAt } from './payout-pause';
import { cardMoneyWith, rollStatDie, rolledStats } from './stats';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

/** A payout's Respect as the track moves: "+4 Respect", "−4 Respect", "no Respect". */
function respectWords(n: number): string {
  return n > 0 ? `+${n} Respect` : n < 0 ? `−${-n} Respect` : 'no Respect';
}

/** A payout's money: "$3" from the bank, or "pays $2" when the position costs (NP-7.5.2). */
function moneyWords(n: number): string {
  return n >= 0 ? `$${n}` : `pays $${-n}`;
}

/**
 * NP-7.5: from `from` down, each controller collects (or loses) the position's plus the card's
 * money and Respect; then The Crew moves on to the gangsters' actions. Returns false when a stat die
 * of Dombino's waits in Marco Zohgoli's window (NP-17.3): `resumePayout` carries on from there.
 */
export function payouts(ctx: Ctx, from: number): boolean {
  for (let pos = from; pos >= 1; pos--) if (!payoutAt(ctx, pos, null, null)) return false;
  ctx.s.stage = { kind: 'crew-action', pos: 1, refused: [] };
  return true;
}

/**
 * Carries on with the payouts once a stat die of the gangster `gid` in `pos` stands. From edition 3
 * control is walked again from the Capo first (the stage is still the control walk), so a tie made
 * while the die waited is ruled before the places below are paid (NP-7.2.6, NP-7.5.1).
 */
export function resumePayout(ctx: Ctx, gid: string, pos: number, respect: number | null, value: number): void {
  // The board may have changed while the window was open: a stranger in `pos` is paid from scratch.
  const same = gangsterAt(ctx.s, pos) === gid;
  const paid = same ? payoutAt(ctx, pos, respect ?? value, respect === null ? null : value) : payoutAt(ctx, pos);
  if (!paid) return;
  if (edition(ctx.s) >= 3 && ctx.s.stage.kind === 'crew-control') markPaidTo(ctx.s, pos);
  else payouts(ctx, pos - 1);
}

/**
 * One position's payout. Dombino Crapshooti rolls his Respect, then his money (NP-18.8); `respect`
 * and `money` are the values already rolled. False when a die waits in Marco's window.
 */
function payoutAt(ctx: Ctx, pos: number, respect: number | null = null, money: number | null = null): boolean {
  const s = ctx.s;
  const g = gangsterAt(s, pos);
  const who = control(s, pos).seat;
  if (g && edition(s) >= 4) {
    // NP-7.5.1: each gangster is reckoned once a round, in the place where the payouts find him.
    const was = reachedAt(s, g);
    if (was !== null) {
      if (who !== null && !ctx.quiet)
        log(
          ctx,
          'reckoned',
          `${card(g).name} was reckoned as ${position(was).name} this round: nothing more as ${position(pos).name}.`,
          'NP-7.5.1',
        );
      return true;
    }
  }
  if (!g || who === null) return reach(s, g, pos, true);
  if (s.silenced.includes(g)) {
    reach(s, g, pos, true);
    if (!ctx.quiet) log(ctx, 'silenced', `${card(g).name} pays nothing this round.`, 'NP-16.9');
    return true;
  }
  const c = card(g);
  let r = respect ?? c.respect;
  let m = money;
  if (rolledStats(g)) {
    if (respect === null) {
      const v = rollStatDie(ctx, g, 'respect', who, { kind: 'payout', pos, respect: null });
      if (v === null) return false;
      r = v;
    }
    if (m === null) {
      const v = rollStatDie(ctx, g, 'money', who, { kind: 'payout', pos, respect: r });
      if (v === null) return false;
      m = v;
    }
  }
  // Not reached: `reachedAt` found him so above (edition 4), and a stat die rolled since reaches nobody.
  reach(s, g, pos, true);
  const p = position(pos);
  const totalRespect = p.respect + r;
  const totalMoney = p.money + cardMoneyWith(s, g, m);
  addRespect(ctx, who, totalRespect);
  const had = s.money[who] ?? 0;
  const gained = totalMoney >= 0 ? fromBank(ctx, who, totalMoney) : 0;
  if (totalMoney < 0) payBank(ctx, who, -totalMoney);
  // Edition 7: a family that cannot pay all a place costs pays what it has, and the line says so.
  const short = totalMoney < 0 && had < -totalMoney && edition(s) >= 7;
  // Edition 8: the event counts the money that changed hands (the review's tally), not what was due,
  // and a bank that cannot pay it all is said to pay what it had.
  const paidIn = had >= -totalMoney ? totalMoney : 0 - had;
  const moved = edition(s) >= 8 ? (totalMoney >= 0 ? gained : paidIn) : totalMoney;
  const cash = short
    ? `pays $${had}, all the money it has`
    : totalMoney > moved
      ? `$${moved}, all the money the bank had`
      : moneyWords(totalMoney);
  if (!ctx.quiet)
    log(
      ctx,
      'payout',
      `${seatRef(who)} controls ${c.name} as ${p.name}: ${respectWords(totalRespect)}, ${cash}.`,
      'NP-7.5.2',
      {
        seat: who,
        pos,
        respect: totalRespect,
        money: moved,
      },
    );
  return true;
}

/**
 * Edition 4: the payouts have reached `gid` in `pos` (NP-7.5.1); true, to go on. `unreached`: the caller
 * has just found him not reached yet (`reachedAt`, which reads all of `used`), so nobody asks again.
 */
function reach(s: NpState, gid: string | null, pos: number, unreached = false): boolean {
  if (gid && edition(s) >= 4) (unreached ? pushReached : markReached)(s, gid, pos);
  return true;
}
