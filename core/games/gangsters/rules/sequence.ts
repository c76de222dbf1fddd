/**
 * The sequence of play (G-5): the Buy Phase, the dice, the Cop action, the Movement Phase, Payoffs,
 * Shootouts and the Crime Track, then the next Player Turn — in clockwise order or drawn from the pawn cup
 * (G-16.5), with the Police Commissioner's turns when five play (G-17).
 */
import { counted, seatRef } from '../../../engine/words';
import { DIE_COLOURS, type DieColour } from '../board';
import { COMPONENTS, edition, type GangstersState } from '../state';
import { cashOf, money, pay, sayMoney, type Ctx } from './common';
import { dropStrayDonuts, expireDonut } from './donuts';
import { crimeLevel, payoffs, publicsWithCriminalsGoHome, raids } from './crime';
import { inGame } from './sequence-helpers';
import { emptyTurn } from '../setup';
import { startShootouts } from './shootouts';
import { checkVictory, checkTurnLimits, noPlayerLeft } from './victory';
import { log, logSecret } from '../../../engine/rules';

/** Starts the first Player Turn once setup is done. */
export function firstTurn(c: Ctx): void {
  nextTurn(c, true);
}

/** Picks whose turn is next and opens it at its Buy Phase. */
export function nextTurn(c: Ctx, first = false): void {
  const s = c.s;
  let seat: number;
  if (s.options.randomOrder) {
    // G-7.5: a Gang out of the game has no more turns, so its pawn leaves the cup.
    s.pawnCup = s.pawnCup.filter((x) => inGame(s, x));
    if (s.pawnCup.length === 0) {
      if (s.commissioner !== null && !first && s.turn.seat !== s.commissioner) {
        openTurn(c, s.commissioner);
        return;
      }
      s.pawnCup = s.order.filter((x) => inGame(s, x));
      // Edition 5: with every Gang out (G-7.5) the cup stays empty, so every turn is the Commissioner's (G-17.3).
      if (s.pawnCup.length === 0 && s.commissioner !== null && edition(s) >= 5) {
        log(c, 'no-pawns', 'Every Gang is out of the game: the Police Commissioner takes every turn.', 'G-17.3');
        openTurn(c, s.commissioner);
        return;
      }
    }
    const i = c.roller.draw(s.pawnCup.length, { label: 'Movement Pawn cup', visibility: 'public' });
    seat = s.pawnCup[i] ?? 0;
    s.pawnCup.splice(i, 1);
    log(c, 'pawn', `${seatRef(seat)}'s pawn is drawn.`, 'G-16.5');
  } else if (first) {
    seat = s.order[0] ?? 0;
  } else {
    const live = s.order.filter((x) => inGame(s, x));
    const at = s.order.indexOf(s.turn.seat);
    seat = live[0] ?? 0;
    for (let k = 1; k <= s.order.length; k++) {
      const cand = s.order[(at + k) % s.order.length] ?? 0;
      if (inGame(s, cand)) {
        seat = cand;
        break;
      }
    }
  }
  openTurn(c, seat);
}

function openTurn(c: Ctx, seat: number): void {
  const s = c.s;
  s.turn = emptyTurn(seat, s.turn.number + 1);
  if (seat === s.commissioner) {
    // G-17.3: the Commissioner rolls only the blue and white dice, then takes his Cop action. Edition 10
    // names his seat, as a Gang's turn names the Gang's ("Turn 5: Ed's turn (the Police Commissioner)"),
    // and tells of his turn before its dice, which it files in place (game.ts); earlier editions rolled first.
    const ed10 = edition(s) >= 10;
    if (!ed10) rollColours(c, ['blue', 'white']);
    s.phase = 'cop';
    log(c, 'turn', `Turn ${s.turn.number}: ${ed10 ? seatRef(seat) : 'the Police Commissioner'}'s turn.`, 'G-17.3');
    if (ed10) rollColours(c, ['blue', 'white']);
    return;
  }
  s.phase = 'buy';
  if (!c.quiet) log(c, 'turn', `Turn ${s.turn.number}: ${seatRef(seat)}'s turn.`, 'G-5');
}

function rollColours(c: Ctx, colours: readonly DieColour[]): void {
  for (const colour of colours) c.s.turn.dice[colour] = c.roller.die(6, { label: `${colour} die` });
}

/** G-5.2 (or G-17.2 with a Commissioner): the dice are rolled at the end of the Buy Phase. */
export function rollDice(c: Ctx): void {
  const s = c.s;
  if (s.commissioner !== null) {
    rollColours(c, ['blue']);
    s.phase = 'defer';
    return;
  }
  rollColours(c, DIE_COLOURS);
  s.phase = 'cop';
  expireDonut(c, s.turn.seat);
}

/**
 * After the Cop action (and any rebuff window): raids are made, then the Movement Phase opens. `started`:
 * the action started a new Cop, after which the Commissioner moves no Publics ("after moving or bribing
 * his Cop", G-17.3); games of edition 3 (state.ts `EDITION`) let him.
 */
export function afterCopAction(c: Ctx, started = false): void {
  const s = c.s;
  raids(c);
  if (s.turn.seat === s.commissioner) {
    if (started && edition(s) >= 4) {
      // Edition 10 names his seat: "…so Ed (the Police Commissioner) moves no Public pieces this turn".
      const who = edition(s) >= 10 ? seatRef(s.turn.seat) : 'the Commissioner';
      log(c, 'no-publics', `A new Cop was started, so ${who} moves no Public pieces this turn.`, 'G-17.3');
      if (finishMovement(c)) endTurn(c);
      return;
    }
    s.phase = 'commissioner-publics';
    return;
  }
  if (s.commissioner !== null && s.turn.dice.red === undefined) {
    rollColours(c, ['red', 'green', 'white', 'black']);
  }
  s.phase = 'move';
}

/** The end of the Movement Phase: Raids, the bribe paid and drawn (G-9.5), Payoffs, then Shootouts. */
export function finishMovement(c: Ctx): boolean {
  const s = c.s;
  s.turn.undo = null;
  raids(c);
  payBribe(c);
  payoffs(c, s.turn.seat === s.commissioner ? null : s.turn.seat);
  s.phase = 'shootout';
  return startShootouts(c);
}

/** G-9.5: after the Movement Phase the briber pays $100 × the blue die and draws a Bribe marker in secret. */
function payBribe(c: Ctx): void {
  const s = c.s;
  const by = s.turn.bribeBy;
  if (by === null) return;
  s.turn.bribeBy = null;
  const price = 100 * (s.turn.dice.blue ?? 0);
  if (cashOf(s, by) < price || s.bribeCup.length === 0) {
    // Edition 5 keeps the bribe's cash from a fine (`fine`), so this is not reached; should it be, the
    // table is not told why, as the briber's cash may be secret (G-15.1). Earlier editions told every seat.
    if (edition(s) >= 5)
      logSecret(
        c,
        [by],
        'bribe-failed',
        `You cannot pay the ${money(price)} bribe, so you draw no Bribe marker.`,
        'No Bribe marker is drawn this turn.',
        'G-9.5',
      );
    else log(c, 'bribe-failed', 'The bribe cannot be paid, so no Bribe marker is drawn.', 'G-9.5');
    return;
  }
  pay(s, by, price);
  const i = c.roller.draw(s.bribeCup.length, { label: 'Bribe marker', visibility: { seats: [by] } });
  const marker = s.bribeCup[i] ?? 0;
  s.bribeCup.splice(i, 1);
  s.bribes.push({ marker, holder: by });
  logSecret(
    c,
    [by],
    'bribe',
    marker === 0
      ? `You pay ${money(price)} and draw the Untouchable: this Cop cannot be bought.`
      : `You pay ${money(price)} and draw the Bribe of Cop ${marker}: he is yours until you reveal it.`,
    s.options.secretCash
      ? 'A bribe is paid and a Bribe marker drawn in secret.'
      : `A bribe of ${money(price)} is paid and a Bribe marker drawn in secret.`,
    'G-9.5',
  );
}

/**
 * Finishes the Player Turn (G-5.7): Publics sent home, Gangs out of the game, Crime Track, victory, next
 * turn. From edition 5 (state.ts `EDITION`) the Crime Track is marked after a Gang leaves the game, so it
 * does not count the criminals it took off the board (G-9.3, G-7.5); earlier editions marked it before.
 */
export function endTurn(c: Ctx): void {
  const s = c.s;
  s.shootout = null;
  publicsWithCriminalsGoHome(c);
  dropStrayDonuts(c);
  const outFirst = edition(s) >= 5;
  if (outFirst) markGangsOut(c);
  s.crimeTrack = { crimes: crimeLevel(s), cops: s.cops.length };
  if (!c.quiet)
    log(
      c,
      'crime-track',
      `Crime Track: ${howMany(s.crimeTrack.crimes, 'crime')} in progress, ${howMany(s.crimeTrack.cops, 'Cop')} on patrol.`,
      'G-9.3',
    );
  if (!outFirst) markGangsOut(c);
  // G-15.2: in the time-limit version net worth at the end decides, so the basic conditions do not end it.
  const timed = s.options.timeLimitTurns !== null || s.options.timeLimitMinutes !== null;
  if ((!timed && checkVictory(c)) || (outFirst && noPlayerLeft(c)) || checkTurnLimits(c)) {
    s.phase = 'over';
    return;
  }
  nextTurn(c);
}

/** G-7.5: a Gang without money, Racketeers and Joints is out of the game; its pieces leave the board. */
function markGangsOut(c: Ctx): void {
  const s = c.s;
  for (const g of s.gangs) {
    if (g.out) continue;
    if (g.strength.racketeer !== 0 || g.cash >= COMPONENTS.recruitStep.racketeer) continue;
    if (!Object.values(s.joints).some((j) => j.owner === g.seat)) {
      g.out = true;
      g.pieces = { racketeer: null, thug: null, vamp: null };
      g.strength = { racketeer: 0, thug: 0, vamp: 0 };
      if (g.donut) g.donut = null;
      log(c, 'out', `${seatRef(g.seat)} has no money, Racketeers or Joints and is out of the game.`, 'G-7.5');
    }
  }
}

/**
 * Cash a seat has committed and not yet paid, which from edition 5 (state.ts `EDITION`) a fine leaves
 * alone: the bribe it placed this turn, paid after the Movement Phase (G-9.5), and the cash it offered in
 * a trade awaiting an answer (G-14.1). Either falling through for want of cash would tell every seat that
 * its secret cash ran short (G-15.1). Earlier editions took the fine first.
 */
function committed(s: GangstersState, seat: number): number {
  if (edition(s) < 5) return 0;
  const bribe = s.turn.bribeBy === seat ? 100 * (s.turn.dice.blue ?? 0) : 0;
  const trade = s.turn.trade?.from === seat ? s.turn.trade.give.cash : 0;
  return bribe + trade;
}

/** A $500 fine for kibitzing (G-6.91), paid to the Bank; an app-level table action. */
export function fine(c: Ctx, offender: number): void {
  const s = c.s;
  const amount = Math.min(COMPONENTS.kibitzFine, Math.max(0, cashOf(s, offender) - committed(s, offender)));
  pay(s, offender, amount);
  s.fines += 1;
  const who = seatRef(offender);
  sayMoney(
    c,
    [offender],
    'fine',
    `Kibitzing during a Movement Phase: ${who} is fined ${money(amount)}.`,
    `Kibitzing during a Movement Phase: ${who} pays the fine.`,
    'G-6.91',
    { offender, amount },
  );
}

/** "no crimes", "1 crime", "3 crimes": a count as the case file says it. */
function howMany(n: number, one: string): string {
  return n === 0 ? `no ${one}s` : counted(n, one);
}
