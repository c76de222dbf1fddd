/** Gangster special actions (NP-7.7.3), as described by each card's `ability` in gangsters.json. */
import { refuse, type Result } from '../../../engine/result';
import type { MarkerRef, NpAction } from '../actions';
import { PASSIVE_ABILITIES } from '../types';
import { edition, type NpState } from '../state';
import { handsToWrite } from '../draft';
import {
  addMarkers,
  addRespect,
  card,
  type Ctx,
  drawInfluence,
  fromBank,
  gangsterAt,
  marksAt,
  onBoard,
  payBank,
  position,
  removeGangster,
  syncRing,
  transfer,
  up,
} from './model';
import { causeFirst, DONE, markersTaken, removeOne, removeUpTo } from './markers';
import { rollStatDie } from './stats';
import { capoSurcharge, hitTooDear, whack } from './whacking';
import { content } from '../content';
import { log } from '../../../engine/rules';
import { counted, seatRef } from '../../../engine/words';

type AbilityAction = Extract<NpAction, { type: 'ability' }>;

/** Whether the gangster has an action to choose (passive traits are not actions). */
export const hasActiveAbility = (gid: string): boolean => !PASSIVE_ABILITIES.includes(card(gid).ability.kind);

/** Draw two, keep one, give one (NP-16.1, NP-16.3, NP-17.2): opens the choice for `seat`. */
export function drawTwoGiveOne(ctx: Ctx, seat: number, clause: string): void {
  const drawn = drawInfluence(ctx, seat, 2, clause);
  if (drawn.length === 2) ctx.s.interrupts.push({ kind: 'split', seat, cards: drawn });
}

/**
 * The clarification of each gangster who has one, for an ability several gangsters share (edition 6):
 * a refusal or a line cites the acting gangster's own clause, or the special action's (NP-7.7.3) when
 * the rulebook has none for him. Editions 1–5 cited one gangster's clause for all who share it —
 * Bugs Moran's NP-19.3 for every remover, Jason Mateo's NP-18.9 for every swap, Ryan D'sturm's
 * NP-17.5 for every seller, Manny Corte's NP-17.2 for every draw-two-give-one.
 */
const OWN_CLAUSE: Readonly<Record<string, string>> = {
  'bugs-moran': 'NP-19.3',
  'david-sirlini': 'NP-18.7',
  'jason-mateo': 'NP-18.9',
  'big-jim-colisimo': 'NP-19.6',
  'ryan-dsturm': 'NP-17.5',
  'manny-corte': 'NP-17.2',
};

/** The clause an ability of `gid` cites: his own from edition 6, else `older` (see `OWN_CLAUSE`). */
export function abilityClause(s: NpState, gid: string, older: string): string {
  return edition(s) >= 6 ? (OWN_CLAUSE[gid] ?? 'NP-7.7.3') : older;
}

/** A special action's log line (`name`: the gangster's). */
function says(ctx: Ctx, name: string, text: string, at?: number): void {
  if (ctx.quiet) return;
  log(ctx, 'ability', `${name}: ${text}`, 'NP-7.7.3');
  // Edition 8: said before what the markers set off (the ring, a gangster jailed on the spot).
  if (at !== undefined) causeFirst(ctx, at);
}

/** Removes the listed markers one by one (at most `most`), refusing if one is not there. */
function removeListed(ctx: Ctx, refs: readonly MarkerRef[], most: number, clause: string, name: string): Result<true> {
  if (refs.length > most) return refuse('TOO_MANY', clause, `Remove at most ${counted(most, 'marker')}.`);
  const at = ctx.events.length;
  for (const r of refs) {
    const done = removeOne(ctx, r, clause);
    if (!done.ok) return done;
  }
  // Edition 8 says whose markers went, and from where; older lines only counted them.
  const first = refs[0];
  if (edition(ctx.s) >= 8 && first)
    says(ctx, name, `${markersTaken(refs, `removed from the ${position(first.pos).name}`)}.`, at);
  else says(ctx, name, `${counted(refs.length, 'marker')} removed.`);
  return DONE;
}

/**
 * What the roll of Antoine Bauza, Bryan da Pope or Chris Bollinger does once it stands (NP-18.2,
 * NP-18.4, NP-18.5): `seat` used the action, `target` is the player Chris names.
 */
export function applyRoll(ctx: Ctx, gid: string, seat: number, target: number | null, v: number): void {
  const c = card(gid);
  const mode = c.ability.mode;
  let paid = 0;
  if (mode === 'gain') addRespect(ctx, seat, v);
  else if (mode === 'buy') {
    const k = Math.max(v, 1); // NP-18.4: a 7 counts as 1 for Bryan
    addRespect(ctx, seat, k);
    const before = ctx.s.money[seat] ?? 0;
    payBank(ctx, seat, k);
    paid = before - (ctx.s.money[seat] ?? 0);
  } else if (target !== null) addRespect(ctx, target, -v);
  if (ctx.quiet) return;
  // Edition 5 says what the roll did, a 7 or an 8 read as its card says (NP-18.2, NP-18.4, NP-18.5);
  // older games keep "rolls for 0", which misread Bryan da Pope's 7.
  if (edition(ctx.s) >= 5)
    log(ctx, 'ability', rollWords(c.name, mode, seat, target, v, paid), ROLL_CLAUSE[mode ?? ''] ?? 'NP-7.7.3');
  else log(ctx, 'ability', `${c.name}: rolls for ${v}.`, 'NP-7.7.3');
}

/** The clarification each rolling gangster's line cites (edition 5). */
const ROLL_CLAUSE: Readonly<Record<string, string>> = { gain: 'NP-18.2', buy: 'NP-18.4', target: 'NP-18.5' };

/** Edition 9: what a gangster's roll is for, before the die (NP-18.2, NP-18.4, NP-18.5). */
function rollFor(name: string, mode: string | undefined, seat: number, target: number | null): string {
  const what =
    mode === 'buy'
      ? `${seatRef(seat)} buys that much Respect, $1 a point`
      : mode === 'target' && target !== null
        ? `${seatRef(target)} loses that much Respect`
        : `${seatRef(seat)} gains that much Respect`;
  return `${name} rolls the Move die: ${what}.`;
}

/**
 * Edition 5: what a stat roll did, read aloud — "Bryan da Pope rolls a 7, which counts as 1: {seat:0}
 * +1 Respect and pays $1." `v` is the die's value as a stat (a 7 is 0, an 8 is 6: the Move die has no
 * 0 and no 6, so each names its face); `paid` what Bryan's family could pay of it.
 */
function rollWords(
  name: string,
  mode: string | undefined,
  seat: number,
  target: number | null,
  v: number,
  paid: number,
): string {
  const face = v === 0 ? 'a 7' : v === 6 ? 'an 8' : `a ${v}`;
  if (mode === 'buy') {
    const k = Math.max(v, 1);
    const counts = v === 0 ? ', which counts as 1' : v === 6 ? ', which counts as 6' : '';
    const pays = paid === k ? `pays $${k}` : `pays $${paid}, all the money it has`;
    return `${name} rolls ${face}${counts}: ${seatRef(seat)} +${k} Respect and ${pays}.`;
  }
  const counts = v === 6 ? ', which counts as 6' : '';
  if (mode === 'gain')
    return v === 0
      ? `${name} rolls a 7: ${seatRef(seat)} gains no Respect.`
      : `${name} rolls ${face}${counts}: ${seatRef(seat)} +${v} Respect.`;
  if (target === null) return `${name} rolls ${face}${counts}.`;
  return v === 0
    ? `${name} rolls a 7: ${seatRef(target)} loses no Respect.`
    : `${name} rolls ${face}${counts}: ${seatRef(target)} −${v} Respect.`;
}

/** Whether `t` names another seat at the table than `seat`. */
function isOther(s: NpState, seat: number, t: number | null): t is number {
  return t !== null && t !== seat && t < s.seats;
}

/**
 * A swap that names no gangster to trade with: from edition 6 in the acting gangster's words, citing
 * his clause — David Sirlini names nobody (his arrow does), Big Jim Colisimo one other gangster, Jason
 * Mateo two. Editions 1–5 asked all three for "two gangsters", citing Jason's NP-18.9.
 */
function swapRefused(s: NpState, gid: string, kind: string, mode: string | undefined): Result<true> {
  if (edition(s) < 6) return refuse('BAD_TARGET', 'NP-18.9', 'Name two gangsters on the board.');
  const clause = abilityClause(s, gid, 'NP-18.9');
  if (kind === 'swap-two') return refuse('BAD_TARGET', clause, 'Name two gangsters on the board.');
  if (mode === 'arrow')
    return refuse('BAD_TARGET', clause, `No gangster stands where ${card(gid).name}'s arrow points.`);
  return refuse('BAD_TARGET', clause, `Name another gangster on the board for ${card(gid).name} to trade places with.`);
}

/** Applies the special action of the gangster in `from` for `seat`. */
export function useAbility(ctx: Ctx, seat: number, from: number, a: AbilityAction): Result<true> {
  const s = ctx.s;
  const g = gangsterAt(s, from);
  if (!g) return refuse('NO_GANGSTER', 'NP-7.7.3', 'There is no gangster there.');
  const c = card(g);
  const ab = c.ability;
  const n = ab.amount ?? 0;
  switch (ab.kind) {
    case 'whack': {
      if (!onBoard(s, a.pos) || a.pos === from)
        return refuse('BAD_TARGET', 'NP-13.2.1', 'Name another gangster to whack.');
      const cost = (ab.cost ?? 0) + capoSurcharge(a.pos);
      if ((s.money[seat] ?? 0) < cost) return hitTooDear(s, a.pos, cost, 'NP-7.7.3');
      payBank(ctx, seat, cost);
      whack(ctx, seat, from, a.pos, {
        gain: ab.gain ?? content().board.swing.whack,
        suicide: ab.suicide ?? false,
        reroll: ab.reroll ?? false,
        announcePay: ab.announcePay ?? 0,
      });
      return DONE;
    }
    case 'place-own': {
      if (!onBoard(s, a.pos)) return refuse('BAD_TARGET', 'NP-7.7.3', 'Name a gangster on the board.');
      const k = Math.min(n, s.supply[seat] ?? 0);
      if (k < 1) return refuse('NOT_ENOUGH_MARKERS', 'NP-6.2.6', 'You have no markers left.');
      const at = ctx.events.length;
      addMarkers(ctx, a.pos, seat, k);
      says(ctx, c.name, `${seatRef(seat)} places ${counted(k, 'marker')} on the ${position(a.pos).name}.`, at);
      return DONE;
    }
    case 'remove-any': {
      const clause = abilityClause(s, g, 'NP-19.3');
      if (a.markers.length > 0) {
        // NP-19.3: any colours, neutral included — from the one gangster the card names.
        if (new Set(a.markers.map((r) => r.pos)).size > 1)
          return refuse('BAD_TARGET', clause, 'Take them off one gangster.');
        return removeListed(ctx, a.markers, n, clause, c.name);
      }
      if (!onBoard(s, a.pos)) return refuse('BAD_TARGET', 'NP-7.7.3', 'Name a gangster on the board.');
      const owner = a.seat ?? -1;
      const at = ctx.events.length;
      const coinHeld = marksAt(s, a.pos)?.blackmail === owner;
      const k = removeUpTo(ctx, a.pos, owner, n);
      if (k === 0) return refuse('NO_SUCH_MARKER', clause, 'That gangster carries no such markers.');
      // Edition 8 says whose markers they were (NP-19.3); older lines only counted them. The coin's
      // marker goes last, with the coin (`removeUpTo`).
      if (ctx.quiet) return DONE; // the line alone is left (`says`)
      const coinGone = coinHeld && marksAt(s, a.pos)?.blackmail !== owner;
      const taken = Array.from({ length: k }, (_, i) => ({ pos: a.pos ?? 0, owner, coin: coinGone && i === k - 1 }));
      const from = `removed from the ${position(a.pos).name}`;
      const what = edition(s) >= 8 ? markersTaken(taken, from) : `${counted(k, 'marker')} ${from}`;
      says(ctx, c.name, `${what}.`, at);
      return DONE;
    }
    case 'place-neutral': {
      if (!onBoard(s, a.pos)) return refuse('BAD_TARGET', 'NP-7.7.3', 'Name a gangster on the board.');
      const k = Math.min(n, s.neutralSupply);
      const at = ctx.events.length;
      addMarkers(ctx, a.pos, -1, k);
      says(ctx, c.name, `${counted(k, 'neutral marker')} on the ${position(a.pos).name}.`, at);
      return DONE;
    }
    case 'draw-cards':
      drawInfluence(ctx, seat, n, 'NP-7.7.3');
      return DONE;
    case 'draw-two-give-one':
      drawTwoGiveOne(ctx, seat, abilityClause(s, g, 'NP-17.2'));
      return DONE;
    case 'take-money':
      // Edition 8 says whom the bank pays (the family using him); older lines did not.
      says(ctx, c.name, `the bank pays ${edition(s) >= 8 ? `${seatRef(seat)} ` : ''}$${fromBank(ctx, seat, n)}.`);
      return DONE;
    case 'steal-money': {
      if (!isOther(s, seat, a.seat)) return refuse('BAD_TARGET', 'NP-7.7.3', 'Name another player.');
      if (ab.mode === 'richest') {
        const best = Math.max(...s.money.filter((_, k) => k !== seat));
        if ((s.money[a.seat] ?? 0) !== best)
          return refuse('NOT_RICHEST', 'NP-18.10', 'Matt steals from the richest other player.');
      }
      // Edition 9 says which family takes it; older lines read "Zeke Falcone: takes $3 from …".
      const taker = edition(s) >= 9 ? `${seatRef(seat)} ` : '';
      says(ctx, c.name, `${taker}takes $${transfer(ctx, a.seat, seat, n)} from ${seatRef(a.seat)}.`);
      return DONE;
    }
    case 'sell-respect': {
      const rate = ab.rate ?? 3;
      const most = Math.floor(n / rate);
      const clause = abilityClause(s, g, 'NP-17.5');
      if (a.amount < 1 || a.amount > most) return refuse('BAD_AMOUNT', clause, `Sell from 1 to ${most} Respect.`);
      addRespect(ctx, seat, -a.amount);
      fromBank(ctx, seat, a.amount * rate);
      if (!ctx.quiet)
        log(ctx, 'ability', `${seatRef(seat)} sells ${a.amount} Respect for $${a.amount * rate}.`, clause);
      return DONE;
    }
    case 'swap-hands': {
      if (!isOther(s, seat, a.seat)) return refuse('BAD_TARGET', 'NP-18.6', 'Name another player.');
      const hands = handsToWrite(s);
      const mine = hands[seat] ?? [];
      hands[seat] = hands[a.seat] ?? [];
      hands[a.seat] = mine;
      says(ctx, c.name, `${seatRef(seat)} and ${seatRef(a.seat)} swap hands.`);
      return DONE;
    }
    case 'swap-with':
    case 'swap-two': {
      const x = ab.kind === 'swap-two' ? a.pos : from;
      const y = ab.kind === 'swap-with' && ab.mode === 'arrow' ? up(from) : a.pos2;
      if (!onBoard(s, x) || !onBoard(s, y) || x === y) return swapRefused(s, g, ab.kind, ab.mode);
      const gx = gangsterAt(s, x);
      s.positions[x - 1] = gangsterAt(s, y);
      s.positions[y - 1] = gx;
      says(ctx, c.name, `the ${position(x).name} and the ${position(y).name} trade places, markers and all.`);
      syncRing(ctx); // NP-7.4.3: a new Capo brings the ring with him
      return DONE;
    }
    case 'move-to-empty': {
      if (ab.mode === 'anytime')
        return refuse('NOT_AN_ACTION', 'NP-18.11', `${c.name} moves at any moment, not as his action.`);
      if (a.pos === null || gangsterAt(s, a.pos) !== null)
        return refuse('BAD_TARGET', 'NP-19.7', 'Name an empty position.');
      s.positions[from - 1] = null;
      s.positions[a.pos - 1] = g;
      says(ctx, c.name, `moves into the empty ${position(a.pos).name} position.`);
      syncRing(ctx);
      return DONE;
    }
    case 'roll-respect': {
      if (ab.mode === 'target' && !isOther(s, seat, a.seat))
        return refuse('BAD_TARGET', 'NP-18.5', 'Name another player.');
      const target = ab.mode === 'target' ? a.seat : null;
      // Edition 9 files the die where it is rolled, after a line that says what it is for (NP-18.2,
      // NP-18.4, NP-18.5); older games had only the die, then what it did.
      if (edition(s) >= 9 && !ctx.quiet)
        log(ctx, 'ability', rollFor(c.name, ab.mode, seat, target), ROLL_CLAUSE[ab.mode ?? ''] ?? 'NP-7.7.3');
      const v = rollStatDie(ctx, g, 'roll', seat, { kind: 'ability', seat, target });
      if (v !== null) applyRoll(ctx, g, seat, target, v); // else Marco's window is open (NP-17.3)
      return DONE;
    }
    case 'jail-self-remove': {
      if (a.markers.length > 0) {
        // NP-19.4: any gangsters, any colours.
        const done = removeListed(ctx, a.markers, n, 'NP-19.4', c.name);
        if (!done.ok) return done;
      } else if (!onBoard(s, a.pos)) {
        return refuse('BAD_TARGET', 'NP-19.4', 'Name the gangster to strip markers from.');
      } else removeUpTo(ctx, a.pos, a.seat ?? -1, n);
      const at = s.positions.indexOf(g);
      if (at >= 0) removeGangster(ctx, at + 1, 'prison', 'NP-19.4');
      return DONE;
    }
    default:
      return refuse('NO_ABILITY', 'NP-7.7.3', `${c.name} has no special action to take.`);
  }
}
