/**
 * The order of play: income at the start of a turn (SG-5.7.1), the sentences counted down (SG-10.3),
 * the clinic emptied (SG-11.3.1), cops put out restarted (SG-9.1.5, SG-11.3.6), vamping counted
 * (SG-6.2.5), the dice thrown together (SG-9.0.2), the cops played first, then the characters.
 */
import type { RollOptions } from '../../../engine/dice';
import { log } from '../../../engine/rules';
import { seatRef, counted } from '../../../engine/words';
import { COMPONENTS, controller, edition, type Character, type CopGroup, type SuperGangState } from '../state';
import { bankGivesFor, fromBank, gangRef, hisOrHer, shopTally, type Ctx } from './common';
import { sentenceOf, toJail } from './law';
import { end } from './victory';

/** SG-9.1.2 / SG-15.2: are the cops in play this turn? */
export function copsInPlay(s: SuperGangState): boolean {
  const from = s.policeSeat !== null ? COMPONENTS.peacefulTurns : COMPONENTS.peacefulTurns + 1;
  return s.turn.number >= from;
}

/** Who plays the cops this turn: the police player (SG-15.1), the cops' owner (SG-9.4.1) or the active gang. */
export function copSeat(s: SuperGangState): number | null {
  if (!copsInPlay(s)) return null;
  if (s.policeSeat !== null) return s.policeSeat;
  const owner = s.gangs.find((g) => g.ownsCops && !g.eliminated);
  return owner ? owner.seat : (s.gangs[s.turn.gang]?.seat ?? null);
}

/**
 * SG-9.4.1 / SG-15.6: may the gang whose turn it is buy the cops now (at the start of its turn)? Not with a
 * police player, not while another gang in play owns them, and not without the 500 million.
 */
export function copsForSale(s: SuperGangState): boolean {
  return (
    s.policeSeat === null &&
    !s.gangs.some((x) => x.ownsCops && !x.eliminated) &&
    (s.gangs[s.turn.gang]?.cash ?? 0) >= COMPONENTS.copsPrice
  );
}

/** SG-6.3.2 / SG-6.3.3: whom a gang's traffic pays, by its (first) Dealer: nobody while he is away; a vamped dealer's pays his vamp. */
function payeeOf(dealer: Character): number | null {
  if (dealer.place === 'graveyard' || dealer.place === 'clinic' || dealer.place === 'jail') return null;
  return controller(dealer);
}

/**
 * What a turn's income is for (SG-5.8.1). From edition 4 it says "income from 2 shops and 1 racket", naming
 * only what pays: edition 1 to 3 games read "2 shops and 0 rackets", and "0 rackets" too for a gang whose
 * rackets pay nothing while it is out of play (SG-5.7.4).
 */
function incomeWords(s: SuperGangState, owned: number, rackets: number): string {
  if (edition(s) < 4) return `${counted(owned, 'shop')} and ${counted(rackets, 'racket')}`;
  const parts = [owned > 0 ? counted(owned, 'shop') : '', rackets > 0 ? counted(rackets, 'racket') : ''];
  return `income from ${parts.filter((x) => x !== '').join(' and ')}`;
}

/**
 * What traffic income is for (SG-5.6.7), from edition 4: "income from 3 traffic pawns", and for the pawns
 * of a Dealer a Vamp holds, whose income goes to her gang (SG-6.3.3), whose pawns they are: "income from 3
 * traffic pawns of {seat:1}'s dealer, whom {seat:0}'s vamp holds". Edition 1 to 3 games read "3 traffic
 * pawns" either way.
 */
function trafficWords(s: SuperGangState, pawns: number, of: number, gang: number): string {
  const words = `income from ${counted(pawns, 'traffic pawn')}`;
  return of === gang ? words : `${words} of ${gangRef(s, of)}'s dealer, whom ${gangRef(s, gang)}'s vamp holds`;
}

/**
 * The bank pays a turn's income. From edition 5 the line says what for first, as the coward attack's does
 * (SG-5.1.2): "Income from 1 shop: the bank gives {seat:0} 10 million." (or "…, but the bank is empty:
 * {seat:0} gets nothing.", SG-12.3). Edition 1 to 4 games read "{seat:0} takes 10 million from the bank:
 * income from 1 shop."
 */
function incomePaid(c: Ctx, gang: number, amount: number, words: string, clause: string): void {
  // Quiet (a simulation): no line is written, so the words are neither made (`income`) nor capitalised.
  if (edition(c.s) < 5 || c.quiet) fromBank(c, gang, amount, words, clause);
  else bankGivesFor(c, gang, amount, `${words.charAt(0).toUpperCase()}${words.slice(1)}`, clause);
}

/**
 * SG-5.7.4: is `gang` not "completely neutralized (jail, graveyard, clinic)": has it a man on the board or
 * in the centre? From edition 5 a man its Vamp holds counts, "the fourth member of the vamp's gang for every
 * action of the game" (SG-6.2.3): her gang still moves and acts with him, so it earns more than its
 * properties (its rackets; his traffic, SG-6.3.3). His own gang's men count as before, held or not: he is
 * in none of the clause's three places. Edition 1 to 4 games counted a gang's own colour only.
 */
function inPlay(s: SuperGangState, gang: number): boolean {
  const ed5 = edition(s) >= 5;
  return s.characters.some(
    (x) => (x.gang === gang || (ed5 && controller(x) === gang)) && (x.place === 'board' || x.place === 'centre'),
  );
}

/** SG-5.7.1: the turn's income, asked for at the start of the turn (the app never forgets to ask). */
export function income(c: Ctx, gang: number): void {
  const s = c.s;
  const t = COMPONENTS.tariff;
  // SG-5.7.4: a gang wholly out of play earns from its properties only.
  const active = inPlay(s, gang);
  const tally = shopTally(s);
  const owned = tally.owned[gang]?.length ?? 0;
  const rackets = active ? (tally.rackets[gang] ?? 0) : 0;
  const own = owned * t.ownIncome + rackets * t.racketIncome;
  if (own > 0) incomePaid(c, gang, own, c.quiet ? '' : incomeWords(s, owned, rackets), 'SG-5.8.1');
  if (!active) return;
  // The gangs whose traffic pays `gang` (its Dealer's, or one its Vamp holds) first: the pawns are counted
  // only when there is one (a walk over the pawns' record at every turn of a playout showed in its profile).
  const gangs = s.gangs.length;
  let paying = 0;
  let seen = 0;
  for (let i = 0; i < s.characters.length; i++) {
    const x = s.characters[i] as Character;
    // Each gang's first Dealer in the characters' order is the one whose traffic pays (or not).
    if (x.kind !== 'dealer' || x.gang >= gangs || (seen & (1 << x.gang)) !== 0) continue;
    seen |= 1 << x.gang;
    if (payeeOf(x) === gang) paying |= 1 << x.gang;
  }
  if (paying === 0) return;
  const pawnsOf: number[] = [];
  for (let g = 0; g < gangs; g++) pawnsOf.push(0);
  for (const sec in s.traffic) {
    const g = s.traffic[sec] as number;
    if (g < gangs) pawnsOf[g] = (pawnsOf[g] ?? 0) + 1;
  }
  for (let g = 0; g < gangs; g++) {
    const pawns = pawnsOf[g] ?? 0;
    if (pawns === 0) continue;
    if ((paying & (1 << g)) !== 0)
      incomePaid(
        c,
        gang,
        pawns * t.trafficIncome,
        c.quiet ? '' : edition(s) >= 4 ? trafficWords(s, pawns, g, gang) : counted(pawns, 'traffic pawn'),
        'SG-5.6.7',
      );
  }
}

/**
 * SG-6.2.5: three turns with the Vamp after the one she caught him in; free again as soon as he moves, on
 * his own gang's next turn (until then nobody else may vamp him, and he cannot fight her). Edition 3: "he
 * cannot attack the vamp … before his move" (`freedFrom`, until he moves).
 */
function vampingCounted(c: Ctx, gang: number): void {
  const s = c.s;
  for (const ch of s.characters) {
    if (ch.vampedBy?.gang === gang && ch.vampedBy.turns > 0) ch.vampedBy.turns -= 1;
    else if (ch.gang === gang && ch.vampedBy?.turns === 0) {
      if (edition(s) >= 3) ch.freedFrom = ch.vampedBy.gang;
      ch.vampedBy = null;
      log(c, 'vamp', `${gangRef(s, ch.gang)}'s ${ch.kind} is free of the Vamp.`, 'SG-6.2.5', { character: ch.id });
    }
  }
}

/** Begins the turn of `gang`: everything that happens before its player throws the dice. */
export function beginTurn(c: Ctx, gang: number): void {
  const s = c.s;
  // The turn's record starts afresh (its keys stay in their order: the state is hashed as written).
  const t = s.turn;
  t.gang = gang;
  t.dice = {};
  t.copDice = [];
  t.copsToMove = [];
  t.copSeat = null;
  t.toMove = [];
  t.acting = null;
  t.dueled = false;
  t.stuckUp = [];
  t.clinicShots = [];
  t.done = [];
  t.arrest = null;
  t.recruit = null;
  t.phase = 'start';
  const seat = s.gangs[gang]?.seat ?? gang;
  if (!c.quiet) {
    const opens = s.order.find((g) => !s.gangs[g]?.eliminated) === gang;
    log(c, 'turn', `${opens ? `Round ${s.turn.number}: ` : ''}${gangRef(s, gang)}'s turn.`, 'SG-3.1', {
      gang,
      round: s.turn.number,
    });
  }
  // Edition 4: the Vamp's hold is counted first, so that a man freed now serves this turn for his own gang.
  const ed4 = edition(s) >= 4;
  if (ed4) vampingCounted(c, gang);
  for (const ch of s.characters) {
    if (ch.place === 'clinic' && ch.gang === gang) {
      if (ch.arrestedInClinic) toJail(c, ch, 'SG-11.3.2', sentenceOf(ch.record), false, edition(s) >= 2);
      else {
        ch.place = 'centre';
        log(c, 'clinic', `${gangRef(s, gang)}'s ${ch.kind} leaves the clinic.`, 'SG-11.3.1', { character: ch.id });
      }
    } else if (ch.place === 'jail' && (ed4 ? controller(ch) : ch.gang) === gang) {
      // SG-10.3: a year is a turn he would have played. Edition 4: a man a Vamp holds (SG-6.2.3) serves
      // his years on the turns of her gang, which plays him; before, on his own gang's turns.
      if (ch.sentence > 0) ch.sentence -= 1;
      else {
        ch.place = 'centre';
        // Edition 5: a Vamp serves her time (`hisOrHer`).
        log(c, 'jail', `${gangRef(s, ch.gang)}'s ${ch.kind} has served ${hisOrHer(s, ch)} time.`, 'SG-10.3', {
          character: ch.id,
        });
      }
    }
  }
  if (!ed4) vampingCounted(c, gang);
  // An indexed loop: `entries()` made an iterator and a pair per group at every turn.
  for (let i = 0; i < s.cops.length; i++) {
    const g = s.cops[i] as CopGroup;
    if (!g.out || (g.out.by !== seat && g.out.by !== s.policeSeat)) continue;
    // Edition 8: the group is named, as the board numbers it (SG-9.0.1); edition 1 to 7 games said "The cops".
    const named = edition(s) >= 8;
    if (g.out.manhole)
      log(
        c,
        'cops',
        named
          ? `Cop group ${i + 1} climbs back into the sewer: ${seatRef(g.out.by)} chooses the manhole it comes up from.`
          : `The cops climb back into the sewer: ${seatRef(g.out.by)} chooses the manhole they come up from.`,
        'SG-9.1.7',
      );
    else {
      g.pos = null;
      const text = named
        ? `Cop group ${i + 1}, put out of play, starts again from the centre.`
        : 'The cops put out of play start again from the centre.';
      log(c, 'cops', text, 'SG-11.3.6');
    }
    g.out = null;
  }
  income(c, gang);
}

/** A character's die's roll options (its label), one frozen object per character, made once. */
const dieOptions = new Map<string, RollOptions>();

export function characterDie(id: string): RollOptions {
  let o = dieOptions.get(id);
  if (!o) dieOptions.set(id, (o = Object.freeze({ label: `${id}'s die` })));
  return o;
}

const BLUE_DIE: RollOptions = Object.freeze({ label: 'blue die' });
const QUIET_DIE: RollOptions = Object.freeze({ label: "a character's die" });
const POLICE_DIE: RollOptions = Object.freeze({ label: 'police die' });

/** SG-9.0.2: every die at once, the cops' and the available characters'. */
export function throwDice(c: Ctx): void {
  const s = c.s;
  const gang = s.turn.gang;
  s.turn.copSeat = copSeat(s);
  if (s.turn.copSeat !== null) {
    // The groups in play, by index (a loop: `flatMap` cost more than the rest of the throw).
    const groups: number[] = [];
    for (let i = 0; i < s.cops.length; i++) if (s.cops[i]?.out === null) groups.push(i);
    // SG-9.0.1: a blue die per group; SG-15.1: the police player's one die, for the group he picks.
    const one = s.policeSeat !== null && groups.length > 0 ? c.roller.die(6, POLICE_DIE) : 0;
    // Loops, not `filter` and `map` with closures: every turn of a playout throws.
    const copDice: number[] = [];
    for (let i = 0; i < s.cops.length; i++)
      copDice.push((s.cops[i] as CopGroup).out !== null ? 0 : one || c.roller.die(6, BLUE_DIE));
    s.turn.copDice = copDice;
    s.turn.copsToMove = groups;
  }
  // His gang's men on the board or in the centre, in the characters' order: a die each.
  const toMove: string[] = [];
  const dice = s.turn.dice;
  for (let i = 0; i < s.characters.length; i++) {
    const ch = s.characters[i] as Character;
    if (controller(ch) !== gang || (ch.place !== 'board' && ch.place !== 'centre')) continue;
    // Quiet (a simulation's own dice, which record nothing): the die's label is not looked up.
    dice[ch.id] = c.roller.die(6, c.quiet ? QUIET_DIE : characterDie(ch.id));
    toMove.push(ch.id);
  }
  s.turn.toMove = toMove;
  s.turn.phase = s.turn.copsToMove.length > 0 ? 'cops' : 'move';
  if (s.turn.phase === 'move' && s.turn.toMove.length === 0) nextTurn(c);
}

/** The next live gang in playing order; a new round after the last (SG-3.1: clockwise from the first). */
export function nextTurn(c: Ctx): void {
  const s = c.s;
  if (s.turn.phase === 'over') return;
  // Is any gang standing? Asked at every turn's end, so no list of them is made.
  let live = 0;
  for (let i = 0; i < s.gangs.length; i++) if (!s.gangs[i]?.eliminated) live++;
  if (live === 0) return;
  const at = s.order.indexOf(s.turn.gang);
  for (let k = 1; k <= s.order.length; k++) {
    const next = s.order[(at + k) % s.order.length] as number;
    if (at + k >= s.order.length && k > 0 && (at + k) % s.order.length === 0) s.turn.number += 1;
    if (!s.gangs[next]?.eliminated) {
      if (s.turn.number > s.options.turnCap) {
        end(c, null, `The game stops after ${s.options.turnCap} turns without a winner.`, 'SG-1.1');
        return;
      }
      beginTurn(c, next);
      return;
    }
  }
}
