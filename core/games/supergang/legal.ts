/**
 * The decisions open to a seat now, enumerated (so bots and the table can offer them). Each candidate
 * passes the same checks `apply` makes.
 */
import type { SuperGangAction } from './actions';
import { sgCity } from './city-data';
import { type SgCity } from './city';
import { COMPONENTS, controller, edition, KINDS, type Gang, type Kind, type SuperGangState } from './state';
import { TRAFFIC_CRIME } from './rules/act-do';
import { copRuns, listAll, moveRuns, pickOne } from './legal-runs';
import {
  acting,
  checkAt,
  INITIAL_OF,
  othersHere,
  peaceful,
  stopOf,
  stopPolice,
  stopTokens,
  tokensInUse,
  type ActAction,
  type Stop,
} from './rules/act';
import { gunnerSeat, standing } from './rules/duel';
import { haggleOptions } from './rules/haggle';
import { answersArrest } from './rules/cops';
import { copsForSale } from './rules/turn';
import { forgetPick, notePicked } from './picked';

/** SG-5.7.7: each kind once a stop (deals and tokens taken back excepted); `all` lists it anyway. */
function open(all: boolean, done: readonly string[], type: ActAction['type']): boolean {
  return all || !done.includes(type);
}

/**
 * The candidates that take no name of a man, a section or a shop: one shared, frozen object each, not new
 * ones at every stop of a playout (an action is read, never changed; its JSON is the same).
 */
const COWARD: ActAction = Object.freeze({ type: 'coward' });
const RACKET: ActAction = Object.freeze({ type: 'racket' });
const BUY: ActAction = Object.freeze({ type: 'buy' });
const STICK_UP_MONEY: ActAction = Object.freeze({ type: 'stick-up', mode: 'money', defender: null });
const STICK_UP_OWNERSHIP: ActAction = Object.freeze({ type: 'stick-up', mode: 'ownership', defender: null });
/** A stick-up for money that seat `i` defends (seats 0 to 4). */
const STICK_UP_AGAINST: readonly ActAction[] = [0, 1, 2, 3, 4].map((defender) =>
  Object.freeze({ type: 'stick-up', mode: 'money', defender }),
);
const BUY_PAWNS: readonly ActAction[] = [2, 4, 6, 8, 10].map((count) => Object.freeze({ type: 'buy-pawns', count }));
const RECRUIT: readonly ActAction[] = KINDS.map((kind) => Object.freeze({ type: 'recruit', kind }));
const ROLL: SuperGangAction = Object.freeze({ type: 'roll' });
const BUY_COPS: SuperGangAction = Object.freeze({ type: 'buy-cops' });
const DONE_HERE: SuperGangAction = Object.freeze({ type: 'done' });
const GO_QUIETLY: SuperGangAction = Object.freeze({ type: 'answer-arrest', rebel: false });
const RESIST: SuperGangAction = Object.freeze({ type: 'answer-arrest', rebel: true });

/**
 * The actions a character could try on his stop, in the order they are offered; `checkAt` sorts out which
 * are allowed. With `all`, every candidate; else a group is left out when a check `checkAt` makes of each
 * of its actions already refuses them all (not a shop, done this stop, not his kind, no fight after a
 * throw, peace): `legal.test.ts` checks the two lists give the same options.
 */
export function actCandidates(s: SuperGangState, city: SgCity, stop: Stop, all = false): ActAction[] {
  const { ch, gang, info, shop, square } = stop;
  const t = s.turn;
  const inShop = all || (info !== undefined && shop !== undefined);
  const fight = all || (!t.dueled && !peaceful(s));
  const out: ActAction[] = [];
  if (open(all, t.done, 'coward') && (all || (!info && city.isStreet(square)))) out.push(COWARD);
  // In a shop, what `checkAt` refuses for the shop's owner and racket is left out too: a racket in a shop
  // nobody owns or rackets, a purchase of a shop nobody owns (SG-5.2.1, SG-5.3.1, SG-5.7.6).
  if (inShop && open(all, t.done, 'racket') && (all || (shop?.owner === null && shop.racket === null)))
    out.push(RACKET);
  if (inShop && open(all, t.done, 'buy') && (all || shop?.owner === null)) out.push(BUY);
  if (inShop && open(all, t.done, 'stick-up') && (all || stickUpOpen(s, city, stop))) {
    // SG-8.3, SG-8.4: the owner or the racketeer defends; else another player chosen to (`checkAt`
    // refuses the other form), and only a shop someone owns is stuck up for ownership (SG-5.4.6).
    const chosen = all || (shop?.owner === null && (shop.racket === null || shop.racket === gang));
    if (all || !chosen) out.push(STICK_UP_MONEY);
    if (all || shop?.owner !== null) out.push(STICK_UP_OWNERSHIP);
    if (chosen)
      for (let i = 0; i < s.gangs.length; i++) {
        const g = s.gangs[i] as Gang;
        if (i !== gang && !g.eliminated)
          out.push(STICK_UP_AGAINST[g.seat] ?? { type: 'stick-up', mode: 'money', defender: g.seat });
      }
  }
  const kill = fight && open(all, t.done, 'kill');
  const vamp = open(all, t.done, 'vamp') && (all || (ch.kind === 'vamp' && !ch.vampedBy && !peaceful(s)));
  if (kill || vamp) {
    const here = othersHere(s, ch);
    if (here.length > 0) {
      const others = here.map((x) => x.id);
      if (kill) for (const id of others) out.push({ type: 'kill', targets: [id] });
      if (kill && others.length > 1) out.push({ type: 'kill', targets: others });
      if (vamp) for (const target of others) out.push({ type: 'vamp', target });
    }
  }
  const dealer = all || ch.kind === 'dealer';
  if (dealer && open(all, t.done, 'buy-pawns') && (all || info?.initials.includes('star')))
    for (let i = 0; i < BUY_PAWNS.length; i++) out.push(BUY_PAWNS[i] as ActAction);
  if (dealer && (all || (s.gangs[ch.gang]?.stock ?? 0) >= 1)) {
    // The sections by his square, then his shop's others, each once, in that order (no Set or spreads:
    // a Dealer with pawns lists them at every stop).
    const at = city.sectionsAt(square);
    for (let i = 0; i < at.length; i++)
      if (at.indexOf(at[i] as string) === i) out.push({ type: 'deal', section: at[i] as string });
    if (info && s.shops[square]?.owner === gang) {
      const own = city.shopSections(square);
      for (let i = 0; i < own.length; i++) {
        const section = own[i] as string;
        if (!at.includes(section) && own.indexOf(section) === i) out.push({ type: 'deal', section });
      }
    }
  }
  // A recruit only of a kind the shop's initials offer (SG-7.2 to SG-7.4).
  if (inShop && open(all, t.done, 'recruit'))
    for (let i = 0; i < RECRUIT.length; i++)
      if (all || info?.initials.includes(INITIAL_OF[KINDS[i] as Kind])) out.push(RECRUIT[i] as ActAction);
  if (all || stopTokens(s, stop) >= COMPONENTS.tokens)
    for (const id in s.shops)
      if (s.shops[id]?.owner === gang || s.shops[id]?.racket === gang) out.push({ type: 'take-token', shop: id });
  return out;
}

/**
 * May any stick-up be done on this stop? Each of `checkAt`'s refusals of every stick-up at once: his gang's
 * own shop (SG-5.4.1), a fight already thrown this stop (SG-5.7.7), a shop his gang stuck up this turn
 * (SG-5.4.7), the police there (SG-5.7.5).
 */
function stickUpOpen(s: SuperGangState, city: SgCity, stop: Stop): boolean {
  const t = s.turn;
  const id = stop.info?.id;
  return (
    id !== undefined &&
    stop.shop?.owner !== stop.gang &&
    !t.dueled &&
    !t.stuckUp.includes(id) &&
    !stopPolice(s, city, stop)
  );
}

export function actOptions(s: SuperGangState, city: SgCity): ActAction[] {
  const stop = stopOf(s, city);
  if ('code' in stop) return [];
  // A loop, not `filter` with a closure: listed at every stop of a playout.
  const candidates = actCandidates(s, city, stop);
  let n = 0;
  for (let i = 0; i < candidates.length; i++) {
    const a = candidates[i] as ActAction;
    if (checkAt(s, city, stop, a) === null) candidates[n++] = a;
  }
  // `pop`, not a write to `length` (a call into the runtime, 2% of a playout's profile with the others).
  while (candidates.length > n) candidates.pop();
  return candidates;
}

/**
 * SG-4.3.4: a character stopping in a shop that is not his gang's must do something there, if he can.
 * `options`: his `actOptions`, when they are already listed.
 */
export function mayFinish(s: SuperGangState, city: SgCity, options?: readonly ActAction[]): boolean {
  const ch = acting(s);
  if (!ch?.pos || ch.pos.kind !== 'shop') return true;
  if (s.shops[ch.pos.shop]?.owner === controller(ch) || didSomething(s)) return true;
  const open = options ?? actOptions(s, city);
  const ed = edition(s);
  if (ed >= 3) return !open.some((a) => owed(ed, a));
  return open.length === 0;
}

/**
 * Is `a` one of the actions SG-4.3.4 makes a character do in a shop when he can ("stick up, racket,
 * traffic, buy, gangland killing … (see Cash paragraph)")? Edition 3: taking a token back (SG-12.4, "if he
 * wants to indicate a new ownership") is not, so it is never forced on him; edition 2 made him give up a
 * property to leave. Edition 7: nor is vamping, which is no cash action (SG-5) and which she "may" do
 * (SG-6.2.1), so a Vamp whose only open action in a shop is to vamp a man there may leave him be; edition
 * 3 to 6 games made her vamp him to end her stop.
 */
export function owed(ed: number, a: ActAction): boolean {
  return a.type !== 'take-token' && (ed < 7 || a.type !== 'vamp');
}

/**
 * SG-4.3.4: has the acting character done an action on this stop? From edition 3 the traffic crime of a
 * Dealer who stopped beside his gang's pawns (SG-9.3.6) is no action of his; putting pawns is (`DEALT`).
 */
function didSomething(s: SuperGangState): boolean {
  const done = s.turn.done;
  if (edition(s) < 3) return done.length > 0;
  for (const d of done) if (d !== TRAFFIC_CRIME) return true;
  return false;
}

/**
 * A stop on a street square where `actOptions` can list nothing but the coward attack: nobody else's man
 * stands there to fight or vamp (or no fight or vamping is open), he is no Dealer with pawns to deal, and
 * his gang has tokens in hand (nothing to take back). Then `legalActions` is the coward attack, when not
 * yet made on this stop, and ending the stop (a street stop may always end, SG-4.1.3): 2 when both are
 * listed, 1 when ending it is all, 0 when the stop is not such a one (its options are listed as usual).
 * The same checks `actCandidates` and `checkAt` make, in short; `legal-choose.test.ts` holds `chooseLegal`
 * to `legalActions` at every position of its games (most stops of a random game are such stops).
 */
function plainStreetStop(s: SuperGangState, city: SgCity): 0 | 1 | 2 {
  const ch = acting(s);
  if (!ch?.pos || ch.pos.kind !== 'street') return 0;
  const square = ch.pos.square;
  const gang = controller(ch);
  if (!s.gangs[gang] || city.shopAt(square) !== undefined) return 0;
  const t = s.turn;
  if (ch.kind === 'dealer' && (s.gangs[ch.gang]?.stock ?? 0) >= 1) return 0;
  const kill = !t.dueled && !peaceful(s) && !t.done.includes('kill');
  const vamp = ch.kind === 'vamp' && !ch.vampedBy && !peaceful(s) && !t.done.includes('vamp');
  if ((kill || vamp) && othersHere(s, ch).length > 0) return 0;
  if (tokensInUse(s, gang) >= COMPONENTS.tokens) return 0;
  return !t.done.includes('coward') && city.isStreet(square) ? 2 : 1;
}

export function legalActions(s: SuperGangState, seat: number): SuperGangAction[] {
  const city = sgCity();
  const t = s.turn;
  const active = s.gangs[t.gang]?.seat === seat;
  switch (t.phase) {
    case 'start': {
      if (!active) return [];
      const out: SuperGangAction[] = [ROLL];
      if (copsForSale(s)) out.push(BUY_COPS);
      return out;
    }
    case 'cops': {
      if (seat !== t.copSeat) return [];
      return listAll(copRuns(s, city));
    }
    case 'arrest': {
      const ch = s.characters.find((x) => x.id === t.arrest?.character);
      if (!ch || s.gangs[answersArrest(s, ch)]?.seat !== seat) return [];
      return [GO_QUIETLY, RESIST];
    }
    case 'move': {
      if (!active) return [];
      return listAll(moveRuns(s, city));
    }
    case 'act': {
      if (!active) return [];
      const options = actOptions(s, city);
      const out: SuperGangAction[] = options;
      if (mayFinish(s, city, options)) out.push(DONE_HERE);
      return out;
    }
    case 'duel': {
      const d = s.duel;
      if (!d || gunnerSeat(d) !== seat) return [];
      return standing(d.sides[d.gunner === 0 ? 1 : 0]).map((x) => ({ type: 'shoot', target: x.id }));
    }
    case 'recruit-answer':
      return haggleOptions(s, seat);
    case 'over':
      return [];
  }
}

/**
 * One of `legalActions(s, seat)`, the one at the index `choose` answers given their count, writing out
 * only that one where the list is long (the cops', the moves); undefined, without calling `choose`, when
 * there is none (the kernel's `chooseLegal`, core/engine/PLAYOUTS.md).
 */
export function chooseLegal(
  s: SuperGangState,
  seat: number,
  choose: (count: number) => number,
): SuperGangAction | undefined {
  const t = s.turn;
  const runs =
    t.phase === 'cops' && seat === t.copSeat
      ? copRuns(s, sgCity())
      : t.phase === 'move' && s.gangs[t.gang]?.seat === seat
        ? moveRuns(s, sgCity())
        : null;
  if (!runs) {
    const plain = t.phase === 'act' && s.gangs[t.gang]?.seat === seat ? plainStreetStop(s, sgCity()) : 0;
    if (plain > 0) {
      // A coward attack (when listed) and ending the stop: `legalActions`' list, without making it.
      const one = choose(plain) === 0 && plain === 2 ? COWARD : DONE_HERE;
      forgetPick();
      notePicked(s, one);
      return one;
    }
    const all = legalActions(s, seat);
    if (all.length === 0) return undefined;
    const one = all[choose(all.length)] as SuperGangAction;
    // Listed, so allowed: ending a stop is then not checked again (`mayFinish` lists his options again).
    forgetPick();
    notePicked(s, one);
    return one;
  }
  const picked = pickOne(runs, choose);
  if (picked) notePicked(s, picked);
  return picked;
}
