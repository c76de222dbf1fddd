/**
 * The working context of one `apply`: a private copy of the state that rule functions mutate, the events
 * they log and the roller for dice and draws. Money moves only through `pay` and `collect`, so the Bank's
 * ledger and the players' cash always add up to the same total (checked by the property tests).
 */
import type { JsonObject } from '../../../engine/json';
import { log, logSecret, type RuleContext } from '../../../engine/rules';
import type { LegalMove } from '../movement';
import type { GangstersState } from '../state';
import { gangOf } from '../state';

export type Ctx = RuleContext<GangstersState> & {
  /**
   * The move a playout's `chooseLegal` listed for this very action in this very state (`legal.ts`), so
   * the rule need not search for it again; never set on the host's path, which validates every action.
   */
  readonly chosen?: LegalMove | undefined;
  /**
   * The state is a playout's own (`applyInPlace`), and so is everything in it: nothing else holds its
   * take-back snapshot, so a take-back may put the snapshot's own parts back instead of copies of them.
   * Never set on `apply`'s path: a state `apply` made shares its `turn.undo` with the state before it
   * (copy.ts), so putting its parts back would write into the earlier state. `inPlacePlayout` copies the
   * match's state whole (`copyState`) before its first `applyInPlace`.
   */
  readonly owned?: boolean;
};

/**
 * Logs an event that names an amount of money a seat pays or receives. With the secret-cash option
 * (G-15.1, G-15.2) only `seats` (the payer or payee, both sides of a trade) see it; every other seat sees
 * `othersText`, which must not name the amount, and no data. Without the option it is public.
 */
export function sayMoney(
  c: Ctx,
  seats: readonly number[],
  type: string,
  text: string,
  othersText: string,
  clause?: string,
  data?: JsonObject,
): void {
  if (!c.s.options.secretCash) {
    log(c, type, text, clause, data);
    return;
  }
  logSecret(c, [...new Set(seats)], type, text, othersText, clause, data);
}

/** Cash of a seat (a Gang or the Commissioner). */
export function cashOf(s: GangstersState, seat: number): number {
  if (seat === s.commissioner) return s.commissionerCash;
  return gangOf(s, seat)?.cash ?? 0;
}

function setCash(s: GangstersState, seat: number, cash: number): void {
  if (seat === s.commissioner) {
    s.commissionerCash = cash;
    return;
  }
  const g = gangOf(s, seat);
  if (!g) throw new Error(`no seat ${seat}`);
  g.cash = cash;
}

/** A seat pays the Bank. Callers check affordability first; paying more than one has is a bug. */
export function pay(s: GangstersState, seat: number, amount: number): void {
  const cash = cashOf(s, seat);
  if (amount < 0 || amount > cash) throw new Error(`seat ${seat} cannot pay ${amount} from ${cash}`);
  setCash(s, seat, cash - amount);
  s.bank += amount;
}

/** The Bank pays a seat. The Bank never runs dry: it may go below zero (it prints IOUs), see README. */
export function collect(s: GangstersState, seat: number, amount: number): void {
  if (amount < 0) throw new Error('negative payment');
  setCash(s, seat, cashOf(s, seat) + amount);
  s.bank -= amount;
}

/** Money passing between two seats (trades, fines). */
export function transfer(s: GangstersState, from: number, to: number, amount: number): void {
  pay(s, from, amount);
  collect(s, to, amount);
}

export function money(n: number): string {
  return `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
