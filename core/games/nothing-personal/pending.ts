/**
 * Who must decide now (NP-4.10 turn order), plus every response window as an explicit decision
 * (re-roll bidding, called hits, the pause before payouts, Blackmail answers, ties…) and the trade
 * offers waiting for an answer. Table actions that may come at any moment (Shakedown, gifts, any-time
 * cards) are not pending decisions: the kernel takes them through `acceptsAnytime` (see `anytime.ts`).
 * Every optional window closes once each seat listed in it has declined, so a table of bots that
 * only answer what is pending always reaches the end of the game.
 */
import type { PendingDecision } from '../../engine/game';
import { leoChooser } from './rules/leo';
import { freeRerollSeat, rerollers } from './rules/make-a-move';
import { isMorrisWindow } from './rules/whacking';
import { card, control, posOf, position } from './rules/model';
import { faceName, statLabel, statRerollers } from './rules/stats';
import { actingSeat } from './rules/turns';
import { edition, topInterrupt, type Interrupt, type NpState } from './state';
import { seatRef } from '../../engine/words';

/** Prompts naming a position, worked out once per position (the board's names never change). */
const ACTION_PROMPTS: string[] = [];
const FILL_PROMPTS: string[] = [];
const actionPrompt = (pos: number): string => `Choose the ${position(pos).name}'s action.`;
const fillPrompt = (pos: number): string => `Choose who fills the ${position(pos).name} position.`;

function positionPrompt(known: string[], pos: number, write: (pos: number) => string): string {
  return (known[pos] ??= write(pos));
}

/** Tie prompts by position and tied seats (a few hundred texts at most), worked out once each. */
const TIE_PROMPTS = new Map<number, string>();

function tiePrompt(pos: number, tied: readonly number[]): string {
  const key = tieKey(pos, tied);
  const known = key === null ? undefined : TIE_PROMPTS.get(key);
  if (known !== undefined) return known;
  const text = `Decide who controls the tied ${position(pos).name}: ${tied.map(seatRef).join(' or ')}.`;
  if (key !== null) TIE_PROMPTS.set(key, text);
  return text;
}

/** A number naming the position and the tied seats in order (null outside the usual ranges): one digit each. */
function tieKey(pos: number, tied: readonly number[]): number | null {
  if (!Number.isInteger(pos) || pos < 1 || pos > 9 || tied.length > 8) return null;
  let key = pos * 16 + tied.length;
  for (const seat of tied) {
    if (!Number.isInteger(seat) || seat < 0 || seat > 7) return null;
    key = key * 8 + seat;
  }
  return key;
}

/** The decisions pending now, innermost window first; trade offers (optional answers) come last. */
export function pendingNp(s: NpState): PendingDecision[] {
  if (s.phase === 'over') return [];
  const w = topInterrupt(s);
  if (!w && s.offers.length === 0) {
    // Most positions: one turn's decision and nothing else, in a list of its own size (a list pushed
    // onto from empty takes room for 17: random playouts asked this before every action).
    const d = turnDecision(s);
    return d ? [d] : [];
  }
  const out: PendingDecision[] = [];
  if (w) windowPending(s, w, out);
  else turnPending(s, out);
  if (s.offers.length > 0) offerPending(s, out);
  return out;
}

/** The innermost window's decisions. */
function windowPending(s: NpState, w: Interrupt, out: PendingDecision[]): void {
  switch (w.kind) {
    case 'tie':
      out.push({
        seat: w.chooser,
        kind: 'tie',
        prompt: tiePrompt(w.pos, w.tied),
      });
      break;
    case 'gift':
      out.push({
        seat: w.seat,
        kind: 'gift',
        prompt: edition(s) >= 8 ? GIFT_PROMPT : 'You may put one of your markers on any gangster.',
        optional: true,
      });
      break;
    case 'split':
      out.push({ seat: w.seat, kind: 'split', prompt: 'Keep one of the two cards you drew; give the other away.' });
      break;
    case 'reroll': {
      const free = edition(s) >= 5 ? freeRerollSeat(s) : null;
      for (const seat of rerollers(s, w.declined)) {
        out.push({
          seat,
          kind: 'reroll',
          prompt:
            seat === free ? freePrompt(s, seat, 'the Move die') : `Pay $10 to re-roll the Move die, or let it stand.`,
          optional: true,
        });
      }
      break;
    }
    case 'blackmail':
      out.push({
        seat: w.blackmailer,
        kind: 'blackmail',
        prompt: 'Your Blackmail coin: allow the proposed action or refuse it.',
      });
      break;
    case 'whack': {
      const prompt = edition(s) >= 8 ? hitPrompt(s, w) : 'A hit has been called. Call it off, or let it go ahead.';
      for (let seat = 0; seat < s.seats; seat++) {
        if (!w.declined.includes(seat)) out.push({ seat, kind: 'whack-response', prompt, optional: true });
      }
      break;
    }
    case 'payout':
      for (let seat = 0; seat < s.seats; seat++) {
        if (!w.declined.includes(seat)) {
          out.push({
            seat,
            kind: 'payout-window',
            prompt:
              edition(s) >= 3
                ? 'Payouts are next: play a Snitch, Suspect Silenced or a card that adds markers, or let them go.'
                : 'Payouts are next: play a Snitch or Suspect Silenced, or let them go.',
            optional: true,
          });
        }
      }
      break;
    case 'whack-reroll':
      out.push({
        seat: w.seat,
        kind: 'whack-reroll',
        prompt: isMorrisWindow(s, w)
          ? `Morris "Egg" Caruso missed (${w.face === 'seven' ? 'a 7' : 'a blank'}): roll the Whack die once more, or let it stand?`
          : 'Marco Zohgoli: have the Whack die rolled again for free?',
        optional: true,
      });
      break;
    case 'stat-reroll': {
      const free = w.declined !== null && edition(s) >= 5 ? freeRerollSeat(s) : null;
      for (const seat of statRerollers(s, w)) {
        const shows = `${statLabel(w.gangster, w.stat)} shows ${faceName(w.face)}.`;
        out.push({
          seat,
          kind: 'stat-reroll',
          prompt:
            w.declined === null
              ? `Marco Zohgoli: ${shows} Have it rolled again for free?`
              : seat === free
                ? `${shows} ${freePrompt(s, seat, 'it')}`
                : `${shows} Pay $10 to re-roll it, or let it stand.`,
          optional: true,
        });
      }
      break;
    }
    case 'leo': {
      const leo = leoChooser(s);
      if (leo)
        out.push({
          seat: leo.seat,
          kind: 'leo',
          prompt: 'Positions stand open: move Leo Seyfarth into one before The Family fills them, or leave him.',
          optional: true,
        });
      break;
    }
    case 'insurance':
      out.push({
        seat: w.seat,
        kind: 'insurance',
        prompt: 'Your gangster was whacked. Claim insurance, or not.',
        optional: true,
      });
      break;
  }
}

/**
 * Edition 8: the called hit's prompt says whose gangster goes after whom (NP-13.2.1), naming the target's
 * position and family when he has one, before anyone may call it off (NP-16.10, NP-19.2). Editions 1–7
 * said only that a hit had been called.
 */
function hitPrompt(s: NpState, w: Extract<Interrupt, { kind: 'whack' }>): string {
  const pos = posOf(s, w.victim);
  const owner = pos === null ? null : control(s, pos).seat;
  // Edition 9: a hit on a gangster of the shooter's own family says so, where it named the family twice.
  const own = owner === w.seat && edition(s) >= 9;
  const target =
    (owner === null || own ? '' : `${seatRef(owner)}'s `) +
    card(w.victim).name +
    (pos === null ? '' : `, the ${position(pos).name}`) +
    (own ? ', one of its own gangsters' : '');
  return (
    `${seatRef(w.seat)}'s ${card(w.shooter).name} goes after ${target}. ` +
    'Call the hit off, or let it go ahead (NP-13.2.1, NP-16.10, NP-19.2).'
  );
}

/**
 * Edition 8: the opening placement's prompt says where a marker may go: a gangster in one of the nine
 * positions, never an Associate (NP-3.15, our reading: see rules-coverage.md). Before, "any gangster".
 */
const PLACEMENT_PROMPT =
  'Place one of your markers on a gangster in one of the nine positions; the Associates take none (NP-3.15).';

/**
 * Edition 8: a marker handed over by another family's card (NP-6.8.1) goes where the placement's do, on a
 * gangster in one of the nine positions (the Associates take none); before, "on any gangster".
 */
const GIFT_PROMPT =
  'Another family’s card hands you a marker: put one of yours on a gangster in one of the nine positions, or let it be; the Associates take none (NP-6.8.1).';

/**
 * Edition 5: the prompt of a $10 re-roll window to the family that also holds Marco Zohgoli's free
 * re-roll (NP-17.3, NP-7.11.1, NP-18.2), which it may use with less than $10; older games said "Pay
 * $10" to it as to everybody.
 */
function freePrompt(s: NpState, seat: number, die: string): string {
  return (s.money[seat] ?? 0) >= 10
    ? `Have ${die} re-rolled for free with Marco Zohgoli's favour, pay $10 to re-roll it, or let it stand.`
    : `Have ${die} re-rolled for free with Marco Zohgoli's favour, or let it stand.`;
}

/** The turn's decision, outside any window. */
function turnPending(s: NpState, out: PendingDecision[]): void {
  const d = turnDecision(s);
  if (d) out.push(d);
}

/** The turn's decision, outside any window, or null. */
function turnDecision(s: NpState): PendingDecision | null {
  const st = s.stage;
  if (st.kind === 'placement')
    return {
      seat: st.turn,
      kind: 'placement',
      prompt: edition(s) >= 8 ? PLACEMENT_PROMPT : 'Place one marker on any gangster.',
    };
  if (st.kind === 'commission')
    return { seat: st.turn, kind: 'commission', prompt: 'Play or discard an influence card, or pass.' };
  if (st.kind === 'crew-action') {
    const seat = actingSeat(s);
    if (seat !== null)
      return { seat, kind: 'gangster-action', prompt: positionPrompt(ACTION_PROMPTS, st.pos, actionPrompt) };
  }
  if (st.kind === 'fence')
    return {
      seat: (st.turn + st.done) % s.seats,
      kind: 'fence',
      prompt: 'Buy influence cards at $10 each, or none.',
    };
  if (st.kind === 'family')
    return { seat: st.chooser, kind: 'family', prompt: positionPrompt(FILL_PROMPTS, st.pos, fillPrompt) };
  return null;
}

/** Answers to trade offers (optional). */
function offerPending(s: NpState, out: PendingDecision[]): void {
  for (let seat = 0; seat < s.seats; seat++) {
    const offers = s.offers.filter((o) => o.to === seat);
    if (offers.length === 0) continue;
    const from = [...new Set(offers.map((o) => o.from))].map(seatRef).join(' and ');
    out.push({
      seat,
      kind: 'offer',
      prompt: `${from} made you ${offers.length === 1 ? 'an offer' : `${offers.length} offers`}: accept or turn down.`,
      optional: true,
    });
  }
}

/**
 * `firstToAct`: the seat of `pendingNp(s)[0]`, or null, without wording any prompt (random playouts
 * ask it before every action; `pendingNp` builds every pending decision with its text). It follows
 * `pendingNp` case for case: the innermost window's first seat, else the turn's, else the first seat
 * with an offer to answer. `pending-first.test.ts` compares the two at every position of random games.
 */
export function firstToActNp(s: NpState): number | null {
  if (s.phase === 'over') return null;
  const w = topInterrupt(s);
  const seat = w ? windowFirst(s, w) : turnFirst(s);
  return seat !== null || s.offers.length === 0 ? seat : offerFirst(s);
}

/** The first seat `windowPending` lists for the innermost window. */
function windowFirst(s: NpState, w: Interrupt): number | null {
  switch (w.kind) {
    case 'tie':
      return w.chooser;
    case 'gift':
    case 'split':
    case 'whack-reroll':
    case 'insurance':
      return w.seat;
    case 'blackmail':
      return w.blackmailer;
    case 'reroll':
      return rerollers(s, w.declined)[0] ?? null;
    case 'stat-reroll':
      return statRerollers(s, w)[0] ?? null;
    case 'whack':
    case 'payout':
      return firstUndeclined(s, w.declined);
    case 'leo':
      return leoChooser(s)?.seat ?? null;
  }
}

function firstUndeclined(s: NpState, declined: readonly number[]): number | null {
  for (let seat = 0; seat < s.seats; seat++) if (!declined.includes(seat)) return seat;
  return null;
}

/** The seat of `turnPending`'s decision, outside any window. */
function turnFirst(s: NpState): number | null {
  const st = s.stage;
  switch (st.kind) {
    case 'placement':
    case 'commission':
      return st.turn;
    case 'crew-action':
      return actingSeat(s);
    case 'fence':
      return (st.turn + st.done) % s.seats;
    case 'family':
      return st.chooser;
    default:
      return null;
  }
}

/** The first seat, in seat order, with an offer waiting for its answer (`offerPending`). */
function offerFirst(s: NpState): number | null {
  let first: number | null = null;
  for (const o of s.offers)
    if (Number.isInteger(o.to) && o.to >= 0 && o.to < s.seats && (first === null || o.to < first)) first = o.to;
  return first;
}
