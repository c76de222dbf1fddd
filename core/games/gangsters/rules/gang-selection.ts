/**
 * Gang selection and setup (G-4.2, G-4.3): every Gang records its starting Gang in secret under the
 * $2,100 + leftover cap (change paid or collected when all are in), then records its starting places in
 * its own Joints in secret; both are revealed together.
 */
import { counted, seatRef } from '../../../engine/words';
import { refuse, type Result } from '../../../engine/result';
import { COMPONENTS, edition, GANGSTER_KINDS, jointsOf, recruitCost, type GangState } from '../state';
import { setPieceOf } from '../snapshot-parts';
import { collect, money, pay, sayMoney, type Ctx } from './common';
import { placeName } from './places';
import { log, logSecret } from '../../../engine/rules';

/** The largest Gang a seat may recruit at start costs $2100 plus its leftover cash (G-4.2). */
export function setupBudget(g: GangState): number {
  return COMPONENTS.recruitAllowance + g.cash;
}

export function planCost(plan: { racketeer: number; thug: number; vamp: number }): number {
  return GANGSTER_KINDS.reduce((sum, k) => sum + recruitCost(k, 0, plan[k]), 0);
}

export function applyRecruitPlan(
  c: Ctx,
  seat: number,
  plan: { racketeer: number; thug: number; vamp: number },
): Result<true> | null {
  const s = c.s;
  const i = s.gangs.findIndex((g) => g.seat === seat);
  const g = s.gangs[i];
  if (!g || s.setupRecruits[i] !== null)
    return refuse('ALREADY_RECRUITED', 'G-4.2', 'Your starting Gang is already recorded.');
  const cost = planCost(plan);
  if (cost > setupBudget(g)) {
    return refuse(
      'OVER_BUDGET',
      'G-4.2',
      `That Gang costs ${money(cost)}; you may spend at most ${money(setupBudget(g))}.`,
    );
  }
  s.setupRecruits[i] = plan;
  logSecret(
    c,
    [seat],
    'recruit-plan',
    `You record your Gang: ${gangWords(plan)} (${money(cost)}).`,
    `${seatRef(g.seat)} has recorded a Gang in secret.`,
    'G-4.2',
  );
  if (s.setupRecruits.every((p) => p !== null)) revealPlans(c);
  return null;
}

/** A Gang's gangsters as the rulebook counts them (G-4.2-ex2): "6 Racketeers, 1 Thug and a Vamp". */
function gangWords(p: { racketeer: number; thug: number; vamp: number }): string {
  return `${counted(p.racketeer, 'Racketeer')}, ${counted(p.thug, 'Thug')} and ${p.vamp ? 'a Vamp' : 'no Vamp'}`;
}

/**
 * Edition 10's line for a Gang's cost against the $2,100 allowance (G-4.2): who pays whom, and how much,
 * where earlier editions said only that "the Bank settles the difference".
 */
function costWords(seat: number, total: number): string {
  const allowance = COMPONENTS.recruitAllowance;
  const cost = `${seatRef(seat)}'s Gang costs ${money(total)}`;
  if (total < allowance)
    return `${cost}: the Bank pays ${seatRef(seat)} the ${money(allowance - total)} left of ${money(allowance)}.`;
  if (total > allowance)
    return `${cost}: ${seatRef(seat)} pays the Bank the ${money(total - allowance)} over ${money(allowance)}.`;
  return `${cost}, the whole ${money(allowance)}.`;
}

/** Every Gang has recorded its plan: all are revealed, the Bank settles each against $2,100 (G-4.2). */
export function revealPlans(c: Ctx): void {
  const s = c.s;
  s.gangs.forEach((gang, k) => {
    const p = s.setupRecruits[k];
    if (!p) return;
    gang.strength = { ...p };
    const total = planCost(p);
    if (total <= COMPONENTS.recruitAllowance) collect(s, gang.seat, COMPONENTS.recruitAllowance - total);
    else pay(s, gang.seat, total - COMPONENTS.recruitAllowance);
    log(c, 'recruit-reveal', `${seatRef(gang.seat)} reveals its Gang: ${gangWords(p)}.`, 'G-4.2', {
      seat: gang.seat,
      ...p,
    });
    sayMoney(
      c,
      [gang.seat],
      'recruit-cost',
      edition(s) >= 10
        ? costWords(gang.seat, total)
        : `${seatRef(gang.seat)}'s Gang costs ${money(total)}; the Bank settles the difference from $2,100.`,
      `${seatRef(gang.seat)} settles the cost of its Gang with the Bank.`,
      'G-4.2',
      { seat: gang.seat, cost: total },
    );
  });
  s.phase = 'place';
}

export function applyPlacement(
  c: Ctx,
  seat: number,
  place: { racketeer: string | null; thug: string | null; vamp: string | null },
): Result<true> | null {
  const s = c.s;
  const i = s.gangs.findIndex((g) => g.seat === seat);
  const g = s.gangs[i];
  if (!g || s.setupPlacements[i] !== null)
    return refuse('ALREADY_PLACED', 'G-4.3', 'Your starting locations are already recorded.');
  const mine = jointsOf(s, seat);
  for (const k of GANGSTER_KINDS) {
    const at = place[k];
    if (g.strength[k] === 0) {
      if (at !== null)
        return refuse('NO_SUCH_PIECE', 'G-4.3', `You recruited no ${k}, so it has no starting location.`);
    } else if (at === null || !mine.includes(at)) {
      return refuse('START_IN_JOINT', 'G-4.3', `Your ${k} must start in one of your ${jointWords(s, mine.length)}.`);
    }
  }
  s.setupPlacements[i] = place;
  logSecret(
    c,
    [seat],
    'placement',
    'You record where your Gang starts.',
    `${seatRef(g.seat)} has recorded its starting locations.`,
    'G-4.3',
  );
  if (s.setupPlacements.every((p) => p !== null)) {
    revealPlacements(c);
    return ok1();
  }
  return null;
}

/**
 * The Joints a Gang starts with, as a refusal says them: from edition 6 (state.ts `EDITION`) a Gang passed
 * over in the draft (G-4.1) starts with two, so the count is the Gang's own ("your two Joints"); earlier
 * editions always said three, which every Gang then had.
 */
function jointWords(s: Ctx['s'], n: number): string {
  if (edition(s) < 6) return 'three Joints';
  return n === 1 ? 'one Joint' : `${['no', 'one', 'two', 'three'][n] ?? String(n)} Joints`;
}

/** Every Gang has recorded its starting places: all pieces go on the board at once (G-4.3). */
export function revealPlacements(c: Ctx): void {
  const s = c.s;
  s.gangs.forEach((gang, k) => {
    const p = s.setupPlacements[k];
    if (!p) return;
    for (const kind of GANGSTER_KINDS) {
      const at = p[kind];
      setPieceOf(s, gang, kind, at === null ? null : { at, facing: null, criminal: false });
    }
    log(
      c,
      'placement-reveal',
      `${seatRef(gang.seat)} starts: ${
        GANGSTER_KINDS.filter((x) => p[x])
          .map((x) => `${x} in ${placeName(p[x] ?? '')}`)
          .join(', ') || 'no pieces'
      }.`,
      'G-4.3',
      { seat: gang.seat, ...p },
    );
  });
}

/** Signals that setup is complete and the first Player Turn should begin. */
function ok1(): Result<true> {
  return { ok: true, value: true };
}
