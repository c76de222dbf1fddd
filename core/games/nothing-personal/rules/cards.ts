/**
 * Card actions and OR abilities (NP-6.3.1, NP-6.9, NP-6.11, NP-7.6, NP-16): what a card does when
 * it is used instead of placing markers.
 */
import { refuse, type Result } from '../../../engine/result';
import type { NpAction } from '../actions';
import type { InfluenceCard } from '../content';
import { edition, topInterrupt, type Marks, type NpState } from '../state';
import { marksToWrite, marksToWriteAt } from '../draft';
import {
  addMarkers,
  afterInfluence,
  card,
  control,
  type Ctx,
  drawInfluence,
  fromBank,
  gangsterAt,
  marksAt,
  onBoard,
  position,
  removeGangster,
  syncRing,
  takeFromDeck,
  totalMarks,
} from './model';
import { drawTwoGiveOne } from './abilities';
import { reachedAt } from './payout-pause';
import { causeFirst, DONE, markersTaken, removeUpTo } from './markers';
import { callOff, claimInsurance } from './whacking';
import { log } from '../../../engine/rules';
import { seatRef, counted } from '../../../engine/words';

type Use = Extract<NpAction, { type: 'use' }>;

/** Effects usable only inside their response window (see `windowUses` in legal.ts). */
export const WINDOW_EFFECTS = ['cancel-whack', 'whack-insurance'] as const;

/** Markers needed on a gangster for "Jones" cards to send him away (content decision, README). */
export const JONES_MIN = 6;

/**
 * The markers a card that sends a gangster to Prison for carrying `n` or more (a Snitch, NP-7.6.1;
 * the "Jones" cards, NP-16.5, NP-16.6) needs on `gid`. From edition 4 a gangster's own higher need
 * holds against the card too: "Requires 12 Influence Tokens to be sent to Prison" is an innate
 * ability (NP-15.2.4), not a rule of the Feds alone. Geraldo's 8 (NP-20.2) is extra heat, not a
 * need, and changes nothing here. Editions 1–3 read only the card's number.
 */
export function prisonCardNeeds(s: NpState, gid: string, n: number): number {
  if (edition(s) < 4) return n;
  const a = card(gid).ability;
  return a.kind === 'prison-threshold' && a.mode !== 'immediate' && a.amount !== undefined ? Math.max(n, a.amount) : n;
}

/** The refusal when a gangster's own need (NP-15.2.4) is more than he carries, though the card's is met. */
function ownNeedUnmet(s: NpState, gid: string, n: number): Result<true> {
  const need = prisonCardNeeds(s, gid, n);
  return refuse('BAD_TARGET', 'NP-15.2.4', `${card(gid).name} needs ${need} or more markers to be sent to Prison.`);
}

/**
 * When Suspect Silenced may be played (NP-16.9): in the pause just before the Crew payouts, where
 * it costs the $5 of any card played during The Crew (NP-6.10.1). Edition 1 also took it, free,
 * during The Commission. From edition 4 also while one of Dombino's payout dice waits in Marco's
 * window (NP-17.3): the places below him are still about to be paid.
 */
export function silenceOpen(s: NpState): boolean {
  const w = topInterrupt(s);
  const inPause = w?.kind === 'payout' || (w?.kind === 'stat-reroll' && w.then.kind === 'payout' && edition(s) >= 4);
  return inPause || (edition(s) < 2 && s.phase === 'commission');
}

/** Whether Suspect Silenced may name the gangster in `pos`: one about to be paid (NP-16.9). */
export function silenceFits(s: NpState, pos: number): boolean {
  if (edition(s) >= 2 && control(s, pos).seat === null) return false;
  const g = gangsterAt(s, pos);
  return edition(s) < 4 || g === null || reachedAt(s, g) === null; // edition 4: not one already paid
}

/**
 * The clarification of each card that shares its effect with another (edition 6): a refusal or a line
 * cites the played card's own clause. Editions 1–5 cited one card's clause for both — Another D.A.
 * Dead's NP-16.1 for Fido Fight Club, Is Jones Joking?'s NP-16.5 for "Jones" Rule Passes, Delivery
 * Dupes Guards' NP-16.2 (refusals) and Stunning Jailbreak!'s NP-16.8 (lines) for both jailbreaks.
 */
const CARD_CLAUSE: Readonly<Record<string, string>> = {
  'another-da-dead': 'NP-16.1',
  'delivery-dupes-guards': 'NP-16.2',
  'fido-fight-club': 'NP-16.3',
  'is-jones-joking': 'NP-16.5',
  'jones-rule-passes': 'NP-16.6',
  'stunning-jailbreak': 'NP-16.8',
};

/** The clause a card's effect cites: its own from edition 6, else `older` (see `CARD_CLAUSE`). */
function cardClause(s: NpState, design: InfluenceCard, older: string): string {
  return edition(s) >= 6 ? (CARD_CLAUSE[design.id] ?? older) : older;
}

/** A card action's log line. */
function says(ctx: Ctx, seat: number, design: InfluenceCard, text: string, clause: string, at?: number): void {
  if (ctx.quiet) return;
  log(ctx, 'card', `${seatRef(seat)} uses ${design.name}: ${text}`, clause);
  // Edition 8: said before what the markers set off (the ring, a gangster jailed on the spot).
  if (at !== undefined) causeFirst(ctx, at);
}

/** Applies a card's action for `seat`. The caller has already checked timing and paid. */
export function useCard(ctx: Ctx, seat: number, design: InfluenceCard, a: Use): Result<true> {
  const s = ctx.s;
  const e = design.effect;
  if (!e) return refuse('NO_ACTION', 'NP-6.3.1', `${design.name} has no action; play it to place markers.`);
  const n = e.amount ?? 0;
  switch (e.kind) {
    case 'take-money':
      // Edition 9 says whom the bank pays, as a gangster's line does from edition 8.
      says(
        ctx,
        seat,
        design,
        `the bank pays ${edition(s) >= 9 ? `${seatRef(seat)} ` : ''}$${fromBank(ctx, seat, n)}.`,
        'NP-6.9.1',
      );
      return DONE;
    case 'draw-cards':
      drawInfluence(ctx, seat, n, 'NP-6.9.1');
      return DONE;
    case 'remove-any': {
      if (!onBoard(s, a.pos)) return refuse('BAD_TARGET', 'NP-6.9.1', 'Name a gangster on the board.');
      const owner = a.seat ?? -1;
      const at = ctx.events.length;
      const coinHeld = marksAt(s, a.pos)?.blackmail === owner;
      const k = removeUpTo(ctx, a.pos, owner, n);
      if (k === 0) return refuse('NO_SUCH_MARKER', 'NP-6.9.1', 'That gangster carries no such markers.');
      // Edition 8 says whose markers they were; older lines only counted them. The coin's goes last.
      if (ctx.quiet) return DONE; // the line alone is left (`says`)
      const coinGone = coinHeld && marksAt(s, a.pos)?.blackmail !== owner;
      const taken = Array.from({ length: k }, (_, i) => ({ pos: a.pos ?? 0, owner, coin: coinGone && i === k - 1 }));
      const off = `off the ${position(a.pos).name}`;
      const what =
        edition(s) >= 8
          ? markersTaken(taken, off, edition(s) >= 9 ? seat : undefined)
          : `${counted(k, 'marker')} ${off}`;
      says(ctx, seat, design, `${what}.`, 'NP-6.9.1', at);
      return DONE;
    }
    case 'place-neutral': {
      if (!onBoard(s, a.pos)) return refuse('BAD_TARGET', 'NP-6.9.1', 'Name a gangster on the board.');
      const k = Math.min(n, s.neutralSupply);
      // Edition 5: with none left in the supply (NP-3.16) the OR ability does nothing, so it is refused
      // (the choices never offered it); the line counts what was put down. Editions 1–4 spent the card
      // on nothing and read "neutral markers on …" whatever the number.
      const v5 = edition(s) >= 5;
      if (k === 0 && v5) return refuse('NO_NEUTRALS', 'NP-6.9.1', 'No neutral markers are left to put down.');
      const at = ctx.events.length;
      addMarkers(ctx, a.pos, -1, k);
      const what = v5 ? counted(k, 'neutral marker') : 'neutral markers';
      says(ctx, seat, design, `${what} on the ${position(a.pos).name}.`, 'NP-6.9.1', at);
      return DONE;
    }
    case 'snitch': {
      const m = marksAt(s, a.pos ?? 0);
      if (!onBoard(s, a.pos) || !m || totalMarks(m) < n)
        return refuse('BAD_TARGET', 'NP-7.6.1', `A Snitch needs a gangster carrying ${n} or more markers.`);
      const g = gangsterAt(s, a.pos) as string;
      if (totalMarks(m) < prisonCardNeeds(s, g, n)) return ownNeedUnmet(s, g, n);
      says(ctx, seat, design, `the ${position(a.pos).name} is sent to Prison.`, 'NP-7.6.1');
      removeGangster(ctx, a.pos, 'prison', 'NP-7.6.1');
      return DONE;
    }
    case 'blackmail': {
      const m = marksAt(s, a.pos ?? 0);
      if (!onBoard(s, a.pos) || !m) return refuse('BAD_TARGET', 'NP-6.11.1', 'Name a gangster on the board.');
      if (m.blackmail !== null)
        return refuse('ALREADY_BLACKMAILED', 'NP-7.12.4', 'That gangster already carries a Blackmail coin.');
      if (s.blackmailSupply < 1) return refuse('NO_COINS', 'NP-7.12.4', 'No Blackmail coins are left.');
      if ((s.supply[seat] ?? 0) < 1) return refuse('NOT_ENOUGH_MARKERS', 'NP-6.2.6', 'You have no markers left.');
      s.blackmailSupply--;
      (marksToWriteAt(s, a.pos as number) as Marks).blackmail = seat; // NP-7.12.2: the coin carries one marker, which counts for control (NP-7.12.3)
      const at = ctx.events.length;
      addMarkers(ctx, a.pos, seat, 1);
      says(ctx, seat, design, `a Blackmail coin on the ${position(a.pos).name}.`, 'NP-7.12.2', at);
      return DONE;
    }
    case 'draw-two-give-one':
      drawTwoGiveOne(ctx, seat, cardClause(s, design, 'NP-16.1'));
      return DONE;
    case 'jailbreak': {
      const g = a.gangster;
      if (!g || !s.prison.includes(g))
        return refuse('BAD_TARGET', cardClause(s, design, 'NP-16.2'), 'Name a gangster in Prison.');
      s.prison = s.prison.filter((x) => x !== g);
      const free = s.associates.indexOf(null);
      if (free >= 0) s.associates[free] = g;
      else s.gangsterDeck.unshift(g);
      // Edition 6 says where he waits, as the card does; editions 1–5 said only that he walked out.
      const waits =
        edition(s) < 6 ? '' : free >= 0 ? ' and waits in an Associate space' : ' and waits on top of the Gangster deck';
      says(ctx, seat, design, `${card(g).name} walks out of Prison${waits}.`, cardClause(s, design, 'NP-16.8'));
      return DONE;
    }
    case 'gang-wars': {
      if (!onBoard(s, a.pos) || !onBoard(s, a.pos2) || a.pos === a.pos2)
        return refuse('BAD_TARGET', 'NP-16.4', 'Name two gangsters.');
      const from = marksAt(s, a.pos);
      const mine = from ? (from.seats[seat] ?? 0) - (from.blackmail === seat ? 1 : 0) : 0;
      const at = ctx.events.length;
      if (from && mine > 0) {
        const own = marksToWriteAt(s, a.pos as number) as Marks;
        own.seats[seat] = (own.seats[seat] ?? 0) - mine;
        s.supply[seat] = (s.supply[seat] ?? 0) + mine;
        addMarkers(ctx, a.pos2, seat, mine); // NP-16.4: moved before he is removed
      }
      // Edition 8 says where the markers go, and none rather than "0 markers move".
      const river = `the ${position(a.pos).name} is found in the river.`;
      const moves = `${counted(mine, 'marker')} ${mine === 1 ? 'moves' : 'move'}`;
      const text =
        edition(s) < 8
          ? `${moves}, then ${river}`
          : mine === 0
            ? `none of its markers are there to move; ${river}`
            : `${moves} to the ${position(a.pos2).name}, then ${river}`;
      says(ctx, seat, design, text, 'NP-16.4', at);
      removeGangster(ctx, a.pos, 'fishes', 'NP-16.4');
      return DONE;
    }
    case 'prison-replace': {
      const g = onBoard(s, a.pos) ? gangsterAt(s, a.pos) : null;
      const m = g ? s.marks[g] : undefined;
      const clause = cardClause(s, design, 'NP-16.5');
      if (!g || !m || a.pos === null || totalMarks(m) < JONES_MIN) {
        return refuse('BAD_TARGET', clause, `Name a gangster carrying ${JONES_MIN} or more markers.`);
      }
      if (totalMarks(m) < prisonCardNeeds(s, g, JONES_MIN)) return ownNeedUnmet(s, g, JONES_MIN);
      const next = takeFromDeck(s, s.gangsterDeck);
      if (!next) return refuse('DECK_EMPTY', clause, 'The Gangster deck is empty.');
      // The markers to write, so that the newcomer's are the draft's own (draft.ts), not `m`.
      const marks = marksToWrite(s);
      marks[next] = marks[g] as Marks; // NP-16.5 / NP-16.6: the newcomer inherits every marker
      delete marks[g];
      s.positions[a.pos - 1] = next;
      s.prison.push(g);
      if (s.negate === g) s.negate = null;
      says(
        ctx,
        seat,
        design,
        edition(s) >= 7
          ? `${card(g).name} goes to Prison; ${card(next).name} takes the place, with all the markers.`
          : `${card(g).name} goes to Prison; ${card(next).name} takes his place and his markers.`,
        clause,
      );
      // NP-20.2: the newcomer counts his inherited markers at once (Geraldo with 8 goes to Prison).
      if (edition(s) >= 2) afterInfluence(ctx);
      else syncRing(ctx);
      return DONE;
    }
    case 'swap-same-type': {
      const x = onBoard(s, a.pos) ? gangsterAt(s, a.pos) : null;
      const y = onBoard(s, a.pos2) ? gangsterAt(s, a.pos2) : null;
      if (!x || !y || a.pos === null || a.pos2 === null || x === y || card(x).type !== card(y).type) {
        return refuse('BAD_TARGET', 'NP-16.7', 'Name two different gangsters of the same type.');
      }
      s.positions[a.pos - 1] = y;
      s.positions[a.pos2 - 1] = x;
      says(ctx, seat, design, `${card(x).name} and ${card(y).name} trade places, markers and all.`, 'NP-16.7');
      syncRing(ctx);
      return DONE;
    }
    case 'silence': {
      const g = onBoard(s, a.pos) ? gangsterAt(s, a.pos) : null;
      if (!g) return refuse('BAD_TARGET', 'NP-16.9', 'Name a gangster on the board.');
      if (!silenceOpen(s)) {
        return edition(s) >= 2
          ? refuse('NOT_NOW', 'NP-16.9', 'Play it in The Crew, just as the payouts are about to be made ($5).')
          : refuse('TOO_LATE', 'NP-16.9', 'Play it in The Commission or just before the payouts.');
      }
      if (a.pos !== null && !silenceFits(s, a.pos))
        return control(s, a.pos).seat === null
          ? refuse('BAD_TARGET', 'NP-16.9', 'Nobody is about to collect from that gangster.')
          : refuse('TOO_LATE', 'NP-16.9', `${card(g).name} has been paid this round already.`);
      s.silenced.push(g);
      says(ctx, seat, design, `${card(g).name} will pay nothing this round.`, 'NP-16.9');
      return DONE;
    }
    case 'remove-blackmail': {
      const m = marksAt(s, a.pos ?? 0);
      if (!m || m.blackmail === null || a.pos === null)
        return refuse('BAD_TARGET', 'NP-16.12', 'Name a gangster carrying a Blackmail coin.');
      const owner = m.blackmail;
      const own = marksToWriteAt(s, a.pos) as Marks;
      if (owner < 0) own.neutral--;
      else own.seats[owner] = (own.seats[owner] ?? 0) - 1;
      if (owner < 0) s.neutralSupply++;
      else s.supply[owner] = (s.supply[owner] ?? 0) + 1;
      own.blackmail = null;
      s.blackmailSupply++;
      syncRing(ctx);
      says(
        ctx,
        seat,
        design,
        `the Blackmail coin on the ${position(a.pos).name} is gone, with its marker.`,
        'NP-16.12',
      );
      return DONE;
    }
    case 'gift-other':
    case 'extra-for-5':
      return refuse('NO_ACTION', 'NP-6.8.1', `${design.name} only adds to placing markers; play it to place.`);
    case 'cancel-whack': {
      const w = topInterrupt(s);
      if (w?.kind !== 'whack')
        return refuse('NO_HIT', 'NP-16.10', `${design.name} is played when a hit is called, before the die is rolled.`);
      callOff(ctx, seat, 'NP-16.10');
      return DONE;
    }
    case 'whack-insurance':
      return claimInsurance(ctx, seat)
        ? DONE
        : refuse('NO_HIT', 'NP-16.11', `${design.name} is played by the victim's family right after a successful hit.`);
  }
}
