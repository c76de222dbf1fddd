/**
 * The working context of one `apply` and the money helpers. Money moves only through these, so the bank
 * and the gangs' cash always add up to the starting bank (SG-12.1; the property tests check it).
 */
import { ok, type Result } from '../../../engine/result';
import { log, type RuleContext } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';
import { controller, edition, type Character, type Shop, type SuperGangState } from '../state';

export type Ctx = RuleContext<SuperGangState>;

/**
 * An action's rules ran: one shared answer (results are read, never changed), not a new one per action
 * (a playout applies a few thousand a game).
 */
export const DONE: Result<true> = ok(true);

/**
 * Changes one shop's tokens. The shops are shared between a state and the working copy made from it
 * (`copy.ts`), so a change replaces the shop and the shops record, never writes into them.
 */
export function setShop(s: SuperGangState, id: string, change: Partial<Shop>): void {
  const was = s.shops[id];
  if (!was) return;
  const before = s.shops;
  const shops = { ...before };
  const now = { ...was, ...change };
  shops[id] = now;
  s.shops = shops;
  // The new record's tally from the old one's, when it is at hand: one shop changed (a playout changes
  // shops a few dozen times a game, and each new record was counted afresh, shop by shop).
  const t = before === lastShops ? lastTally : null;
  if (t) {
    lastShops = shops;
    lastTally = tallyAfter(t, shops, id, was, now);
  }
}

/** The tally of `shops`, whose shop `id` went from `was` to `now`, from `t`, the tally of the record before. */
function tallyAfter(t: ShopTally, shops: SuperGangState['shops'], id: string, was: Shop, now: Shop): ShopTally {
  const rackets = t.rackets.slice();
  const tokens = t.tokens.slice();
  for (let g = 0; g < tokens.length; g++) {
    rackets[g] = (rackets[g] ?? 0) + (now.racket === g ? 1 : 0) - (was.racket === g ? 1 : 0);
    const held = now.owner === g || now.racket === g ? 1 : 0;
    tokens[g] = (tokens[g] ?? 0) + held - (was.owner === g || was.racket === g ? 1 : 0);
  }
  if (was.owner === now.owner) return { owned: t.owned, rackets, tokens };
  const owned = t.owned.slice();
  // In the record's order, as `shopTally` lists them: the shop taken out of one list, the other listed again.
  const from = was.owner === null ? undefined : owned[was.owner];
  if (from && was.owner !== null) owned[was.owner] = from.filter((x) => x !== id);
  if (now.owner !== null && owned[now.owner]) {
    const to: string[] = [];
    for (const k in shops) if ((shops[k] as Shop).owner === now.owner) to.push(k);
    owned[now.owner] = to;
  }
  return { owned, rackets, tokens };
}

/** The shops' tokens counted per gang (by gang index). */
export interface ShopTally {
  /** The shops each gang owns, in the record's order. */
  readonly owned: readonly (readonly string[])[];
  readonly rackets: readonly number[];
  /** Its tokens on the board: shops owned and racketed (SG-2.4, SG-12.4). */
  readonly tokens: readonly number[];
}

const NO_SHOPS: readonly string[] = Object.freeze([]);
const tallies = new WeakMap<SuperGangState['shops'], ShopTally>();

/**
 * The tally of `s.shops`, counted once per shops record: a record is never changed, only replaced
 * (`setShop`), so the tally of one record stays true.
 */
export function shopTally(s: SuperGangState): ShopTally {
  // The last record asked first: a playout asks of the same record many times before it is replaced, and
  // a WeakMap lookup (an identity hash) showed in its profile.
  if (s.shops === lastShops && lastTally) return lastTally;
  let t = tallies.get(s.shops);
  if (!t) {
    const owned: string[][] = [];
    const rackets: number[] = [];
    const tokens: number[] = [];
    for (let g = 0; g < s.gangs.length; g++) {
      owned.push([]);
      rackets.push(0);
      tokens.push(0);
    }
    for (const id in s.shops) {
      const x = s.shops[id] as Shop;
      if (x.owner !== null) owned[x.owner]?.push(id);
      for (let g = 0; g < tokens.length; g++) {
        if (x.racket === g) rackets[g] = (rackets[g] ?? 0) + 1;
        if (x.owner === g || x.racket === g) tokens[g] = (tokens[g] ?? 0) + 1;
      }
    }
    t = { owned, rackets, tokens };
    tallies.set(s.shops, t);
  }
  lastShops = s.shops;
  lastTally = t;
  return t;
}

/** The shops record `shopTally` was last asked of, and its tally (one record kept alive, at most). */
let lastShops: SuperGangState['shops'] | null = null;
let lastTally: ShopTally | null = null;

/** The shops `gang` owns. */
export function ownedShops(s: SuperGangState, gang: number): readonly string[] {
  return shopTally(s).owned[gang] ?? NO_SHOPS;
}

export function gangRef(s: SuperGangState, gang: number): string {
  return seatRef(s.gangs[gang]?.seat ?? gang);
}

/**
 * A character as the case file names him, with his gang's seat: "{seat:0}'s killer". From edition 4 a man
 * a Vamp holds is named as his own gang's, held by her (SG-6.2.3: he acts for her gang, but he is not its
 * Killer): "{seat:1}'s killer, held by {seat:0}'s vamp," (the commas let the sentence go on). Edition 1 to
 * 3 games named him as one of her gang's, "{seat:0}'s killer", whoever that gang's own Killer was.
 */
export function charRef(s: SuperGangState, ch: Character): string {
  const by = controller(ch);
  if (edition(s) < 4 || by === ch.gang) return `${gangRef(s, by)}'s ${ch.kind}`;
  return `${gangRef(s, ch.gang)}'s ${ch.kind}, held by ${gangRef(s, by)}'s vamp,`;
}

/** The bank's payment: what it still holds of `amount` moves to the gang (SG-12.1: not a million more). */
function bankPays(c: Ctx, gang: number, amount: number): number {
  const g = c.s.gangs[gang];
  if (!g) throw new Error(`no gang ${gang}`);
  const paid = Math.max(0, Math.min(amount, c.s.bank));
  c.s.bank -= paid;
  g.cash += paid;
  return paid;
}

/** One gang pays another what it has of `amount` (never more than its cash). */
function gangPays(c: Ctx, from: number, to: number, amount: number): number {
  const a = c.s.gangs[from];
  const b = c.s.gangs[to];
  if (!a || !b) throw new Error(`no gang ${from} or ${to}`);
  const paid = Math.max(0, Math.min(amount, a.cash));
  a.cash -= paid;
  b.cash += paid;
  return paid;
}

/**
 * The bank pays a gang for a deed, said deed first (edition 4, SG-5.1.2: "given by the bank to the
 * assailant"): "{deed}: the bank gives {seat:0} 10 million.", "…, all it has left." when it runs dry, and
 * "{deed}, but the bank is empty: {seat:0} gets nothing." (SG-12.3).
 */
export function bankGivesFor(c: Ctx, gang: number, amount: number, deed: string, clause: string): number {
  const paid = bankPays(c, gang, amount);
  if (c.quiet) return paid;
  const ref = gangRef(c.s, gang);
  if (paid === 0 && amount > 0)
    log(c, 'cash', `${deed}, but the bank is empty: ${ref} gets nothing.`, 'SG-12.3', { gang, amount: 0 });
  else {
    const left = paid < amount ? ', all it has left' : '';
    log(c, 'cash', `${deed}: the bank gives ${ref} ${paid} million${left}.`, clause, { gang, amount: paid });
  }
  return paid;
}

/**
 * A shop's owner pays the gang that stuck it up what it has of `amount` (SG-5.4.5: "he pays"), said deed
 * first (edition 5): "{deed}: its owner {seat:1} pays {seat:0} 50 million.", "…, all it has." when it has
 * less, and "{deed}, but its owner {seat:1} has no money: {seat:0} gets nothing." Edition 1 to 4 games read
 * "{seat:1} pays {seat:0} 0 million: the till of …" (`between`).
 */
export function ownerPaysFor(c: Ctx, owner: number, to: number, amount: number, deed: string, clause: string): number {
  const paid = gangPays(c, owner, to, amount);
  if (c.quiet) return paid;
  const from = gangRef(c.s, owner);
  const ref = gangRef(c.s, to);
  const data = { from: owner, to, amount: paid };
  if (paid === 0 && amount > 0)
    log(c, 'cash', `${deed}, but its owner ${from} has no money: ${ref} gets nothing.`, clause, data);
  else {
    const all = paid < amount ? ', all it has' : '';
    log(c, 'cash', `${deed}: its owner ${from} pays ${ref} ${paid} million${all}.`, clause, data);
  }
  return paid;
}

/**
 * "his" or, from edition 5, "her" for a Vamp: the case file's possessive for a character (SG-2.2: the Vamp
 * is a woman). Edition 1 to 4 games said "his" of everyone ("… vamp has served his time").
 */
export function hisOrHer(s: SuperGangState, ch: Character): string {
  return edition(s) >= 5 && ch.kind === 'vamp' ? 'her' : 'his';
}

/** The bank pays a gang what it still holds of `amount` (SG-12.1: not a million more; SG-12.3). */
export function fromBank(c: Ctx, gang: number, amount: number, why: string, clause: string): number {
  const paid = bankPays(c, gang, amount);
  if (c.quiet) return paid;
  if (paid === 0 && amount > 0) {
    // SG-12.3: nothing left to take from the bank; the others' money is what remains.
    log(c, 'cash', `${gangRef(c.s, gang)} gets nothing: the bank is empty (${why}).`, 'SG-12.3', { gang, amount: 0 });
    return 0;
  }
  const short = paid < amount ? ` (the bank had only ${paid})` : '';
  log(c, 'cash', `${gangRef(c.s, gang)} takes ${paid} million from the bank: ${why}${short}.`, clause, {
    gang,
    amount: paid,
  });
  return paid;
}

/** A gang pays the bank. Callers check that it can; paying more than it has is a bug. */
export function toBank(c: Ctx, gang: number, amount: number, why: string, clause: string): void {
  const g = c.s.gangs[gang];
  if (!g || g.cash < amount) throw new Error(`gang ${gang} cannot pay ${amount}`);
  g.cash -= amount;
  c.s.bank += amount;
  if (!c.quiet)
    log(c, 'cash', `${gangRef(c.s, gang)} pays the bank ${amount} million: ${why}.`, clause, { gang, amount: -amount });
}

/** One gang pays another what it has of `amount` (a stick-up takes what is there); `type` names the event. */
export function between(
  c: Ctx,
  from: number,
  to: number,
  amount: number,
  why: string,
  clause: string,
  type = 'cash',
): number {
  const paid = gangPays(c, from, to, amount);
  if (!c.quiet)
    log(c, type, `${gangRef(c.s, from)} pays ${gangRef(c.s, to)} ${paid} million: ${why}.`, clause, {
      from,
      to,
      amount: paid,
    });
  return paid;
}
