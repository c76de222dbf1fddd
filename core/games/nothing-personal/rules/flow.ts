/**
 * The round machine (NP-4): after every action `advance` runs the automatic steps until some seat
 * must decide — Commission turns, Crew control and payouts (`payouts.ts`), the Fence draws, the Feds,
 * the Family, Bookkeeping and, after round five, final scoring.
 */
import { content } from '../content';
import { edition, seatOrder, topInterrupt, type Interrupt, type NpState } from '../state';
import { clearRulings } from '../draft';
import { CAPO, ROUNDS } from '../types';
import { startFamily, walkFamily } from './family';
import { closeLeoIfSettled, openLeoWindow } from './leo';
import { followMarco } from './marco';
import {
  card,
  control,
  drawInfluence,
  gangsterAt,
  prisonThreshold,
  removeGangster,
  soleController,
  syncRing,
  tieBreaker,
  totalMarks,
  type Ctx,
} from './model';
import { finalScoring } from './scoring';
import { applyRoll } from './abilities';
import { openPayoutWindow, payoutsFrom } from './payout-pause';
import { payouts, resumePayout } from './payouts';
import { landHit } from './whacking';
import { closeIfSettled, finishMove } from './make-a-move';
import { rollStatDie, rolledStats, statRerollers } from './stats';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

type StatWindow = Extract<Interrupt, { kind: 'stat-reroll' }>;

/** Runs automatic steps until a decision is needed or the game is over. */
export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 500; guard++) {
    const s = ctx.s;
    // The windows that close by themselves, each looked at only when it is the innermost one.
    if (topKind(ctx) === 'reroll') closeIfSettled(ctx);
    if (topKind(ctx) === 'stat-reroll') closeStatIfSettled(ctx);
    if (topKind(ctx) === 'leo') closeLeoIfSettled(ctx);
    const lapsed = followMarco(ctx); // edition 4: Marco's own question follows his control (NP-17.3)
    if (lapsed) resumeStat(ctx, lapsed, lapsed.value);
    if (s.interrupts.length > 0 || s.phase === 'over') return;
    const st = s.stage;
    switch (st.kind) {
      case 'placement':
        if (st.placed < 3 * s.seats) return;
        startCommission(ctx);
        continue;
      case 'commission':
        if (st.passed.every(Boolean)) {
          if (!ctx.quiet) log(ctx, 'phase', 'Everyone has passed: The Commission ends.', 'NP-6.7.1');
          startCrew(ctx);
          continue;
        }
        if (st.passed[st.turn]) {
          st.turn = (st.turn + 1) % s.seats;
          continue;
        }
        return;
      case 'crew-control':
      case 'final-control':
        if (!walkControl(ctx, st)) return;
        if (st.kind === 'final-control') {
          endGame(ctx, {});
          return;
        }
        if (openPayoutWindow(ctx)) return;
        if (!payouts(ctx, payoutsFrom(s))) return; // a stat die waits in Marco's window (NP-17.3)
        continue;
      case 'crew-action':
        if (!nextActor(ctx, st)) return;
        startFence(ctx);
        continue;
      case 'fence':
        if (st.done < s.seats) return;
        feds(ctx);
        // Edition 2: Leo's controller is asked before The Family (NP-18.11); edition 1 went straight on.
        if (edition(s) >= 2) s.stage = { kind: 'feds', asked: false };
        else startFamily(ctx);
        continue;
      case 'feds':
        if (!st.asked) {
          st.asked = true;
          if (openLeoWindow(ctx)) return;
        }
        startFamily(ctx);
        continue;
      case 'family':
        if (!walkFamily(ctx, st)) return;
        bookkeeping(ctx);
        continue;
      case 'over':
        return;
    }
  }
  throw new Error('advance did not settle');
}

/** The kind of the innermost window, if any. */
function topKind(ctx: Ctx): Interrupt['kind'] | null {
  const w = ctx.s.interrupts;
  return w.length === 0 ? null : (w[w.length - 1] as Interrupt).kind;
}

function startCommission(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'commission';
  s.stage = {
    kind: 'commission',
    turn: s.ring,
    passed: falses(s.seats),
    acted: falses(s.seats),
    ante: 0,
  };
  if (!ctx.quiet) log(ctx, 'phase', `Round ${s.round}: The Commission. ${seatRef(s.ring)} starts.`, 'NP-6.1.6');
}

function falses(n: number): boolean[] {
  const out: boolean[] = [];
  for (let k = 0; k < n; k++) out.push(false);
  return out;
}

function startCrew(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'crew';
  clearRulings(s);
  s.stage = { kind: 'crew-control', pos: CAPO };
  if (!ctx.quiet) log(ctx, 'phase', 'The Crew: control is settled from the Capo down.', 'NP-7.2.1');
}

/**
 * NP-7.2.1: from the Capo down, settle each gangster's control; stops at a tie for the tie-breaker
 * (NP-7.2.6). From edition 3 every walk starts again at the Capo, so a tie formed while a ruling or
 * the pause before payouts was open is ruled too before anyone is paid (NP-7.5.1); ties already
 * ruled count as control.
 */
function walkControl(ctx: Ctx, st: { pos: number }): boolean {
  const s = ctx.s;
  if (edition(s) >= 3) st.pos = CAPO;
  while (st.pos >= 1) {
    const c = control(s, st.pos);
    if (c.tied.length > 1) {
      s.interrupts.push({ kind: 'tie', pos: st.pos, tied: c.tied.slice(), chooser: tieBreaker(s) });
      return false;
    }
    if (st.pos === CAPO) syncRing(ctx); // NP-7.4.1
    st.pos--;
  }
  return true;
}

/**
 * NP-12.2: before the last count, Dombino rolls his Respect (a stat die Marco's controller may have
 * rolled again, NP-17.3); `rolled` holds what is already rolled, by gangster. Then final scoring.
 */
export function endGame(ctx: Ctx, rolled: Record<string, number>): void {
  const s = ctx.s;
  for (let pos = CAPO; pos >= 1; pos--) {
    const g = gangsterAt(s, pos);
    const who = control(s, pos).seat;
    if (!g || who === null || !rolledStats(g) || rolled[g] !== undefined) continue;
    const v = rollStatDie(ctx, g, 'respect', who, { kind: 'final', rolled });
    if (v === null) return;
    rolled[g] = v;
  }
  finalScoring(ctx, rolled);
}

/**
 * NP-7.7: from the Third Guy up, the next gangster whose controller may act. Gangsters moved this
 * round (NP-7.10.2) or who already acted (NP-18.7) are skipped, and the Negate token is spent
 * (NP-15.2.2, NP-15.2.5): from edition 3 its gangster then counts as having acted. Returns true when no gangster is left to act.
 */
function nextActor(ctx: Ctx, st: { pos: number }): boolean {
  const s = ctx.s;
  for (; st.pos <= CAPO; st.pos++) {
    const g = gangsterAt(s, st.pos);
    if (!g || s.sideways.includes(g) || s.used.includes(actedKey(g))) continue;
    const c = control(s, st.pos);
    if (c.tied.length > 1) {
      s.interrupts.push({ kind: 'tie', pos: st.pos, tied: c.tied.slice(), chooser: tieBreaker(s) });
      return false;
    }
    if (c.seat === null) continue;
    if (s.negate === g) {
      s.negate = null;
      // NP-15.2.2: no action all phase. Edition 3 counts him as resolved, so a later move up does not
      // bring him round again (Leo Seyfarth, a swap); editions 1–2 let him act there.
      if (edition(s) >= 3) s.used.push(actedKey(g));
      if (!ctx.quiet)
        log(ctx, 'negated', `${card(g).name} carries the Negate token and sits this one out.`, 'NP-15.2.2');
      continue;
    }
    return false;
  }
  return true;
}

function startFence(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'fence';
  s.negate = null;
  if (!ctx.quiet) log(ctx, 'phase', 'The Fence: every family draws by the gangsters it controls.', 'NP-8.2.1');
  const draws = content().board.fenceDraws;
  // NP-8.2.4: the gangsters each seat controls outright (drawing cards changes no control).
  const controlled: number[] = [];
  for (let seat = 0; seat < s.seats; seat++) controlled.push(0);
  for (let pos = 1; pos <= 9; pos++) {
    const c = soleController(s, pos);
    if (c !== null) controlled[c] = (controlled[c] ?? 0) + 1;
  }
  for (const seat of seatOrder(s)) {
    const n = draws[Math.min(controlled[seat] ?? 0, 2)] ?? 2;
    drawInfluence(ctx, seat, n, 'NP-8.2.2');
  }
  s.stage = { kind: 'fence', turn: s.ring, done: 0 };
}

/** NP-9.2: gangsters at or over their Prison threshold are arrested; NP-9.3.1: sideways gangsters stand up. */
function feds(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'feds';
  if (!ctx.quiet) log(ctx, 'phase', 'The Feds: every gangster is checked for too many markers.', 'NP-9.2.1');
  for (let pos = CAPO; pos >= 1; pos--) {
    const g = gangsterAt(s, pos);
    const m = g ? s.marks[g] : undefined;
    if (g && m && totalMarks(m) >= prisonThreshold(s, g)) removeGangster(ctx, pos, 'prison', 'NP-9.2.2');
  }
  s.sideways = [];
}

/** NP-11: a checkmark stays in Bookkeeping; after the fifth, the game ends (NP-11.2, NP-12.1). */
function bookkeeping(ctx: Ctx): void {
  const s = ctx.s;
  if (!ctx.quiet) log(ctx, 'phase', `Bookkeeping: round ${s.round} of ${ROUNDS} is done.`, 'NP-11.1');
  if (s.round >= ROUNDS) {
    clearRulings(s);
    s.stage = { kind: 'final-control', pos: CAPO };
    // Edition 9 says what comes now, so a tie ruled again for the last count is no surprise (NP-12.2–12.4).
    if (!ctx.quiet && edition(s) >= 9)
      log(
        ctx,
        'phase',
        `The game is over: one last count of Respect for the positions each family controls, with no money and no actions (a tie is ruled again), then cards are cashed at $${content().board.costs.finalCardValue} each and every $${content().board.costs.dollarsPerRespect} is worth one Respect.`,
        'NP-12.2',
      );
    return;
  }
  s.round++;
  s.used = [];
  s.silenced = [];
  startCommission(ctx);
}

/** The `used` entries of gangsters who acted this round (NP-18.7), by id, written once. */
const actedKeys = new Map<string, string>();
function actedKey(gid: string): string {
  let key = actedKeys.get(gid);
  if (key === undefined) {
    key = `acted:${gid}`;
    actedKeys.set(gid, key);
  }
  return key;
}

/** Finishes the gangster action at `pos`: the next one up will act (NP-7.7.6). */
export function finishGangsterAction(s: NpState, pos: number, gid: string | null): void {
  if (gid) s.used.push(actedKey(gid));
  if (s.stage.kind === 'crew-action') {
    s.stage.pos = pos + 1;
    s.stage.refused = [];
  }
}

/** Closes a paid stat-die window once nobody can answer it (also after money changed hands out of turn). */
export function closeStatIfSettled(ctx: Ctx): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'stat-reroll' || w.declined === null || statRerollers(s, w).length > 0) return;
  s.interrupts.pop();
  resumeStat(ctx, w, w.value);
}

/** Goes on with the rule that rolled a stat die, once its re-roll window closed (stat-dice.ts). */
export function resumeStat(ctx: Ctx, w: StatWindow, value: number): void {
  const t = w.then;
  switch (t.kind) {
    case 'ability':
      applyRoll(ctx, w.gangster, t.seat, t.target, value);
      return;
    case 'payout':
      resumePayout(ctx, w.gangster, t.pos, t.respect, value);
      return;
    case 'move':
      finishMove(ctx, t.pos, w.gangster, t.target, t.face, value);
      return;
    case 'final':
      endGame(ctx, { ...t.rolled, [w.gangster]: value });
      return;
    case 'move-victim':
      finishMove(ctx, t.pos, t.mover, t.target, t.face, t.respect, value);
      return;
    case 'whack-victim':
      landHit(ctx, t.seat, t.shooter, w.gangster, t.style, value);
      return;
  }
}
