/**
 * Marco Zohgoli's window on a stat die (NP-17.3): "any die rolled at any point for any reason" —
 * the rolls of Antoine Bauza, Bryan da Pope and Chris Bollinger, and Dombino Crapshooti's Respect and
 * money. His controller answers; then the rule that rolled the die goes on with the value that stands.
 * Antoine Bauza's roll may also be re-rolled for $10 (NP-18.2): like the Move die (NP-7.11.1), any
 * player may pay, to the bank, as many times as they like, until every seat lets it stand.
 */
import type { Interrupt } from '../state';
import { applyRoll } from './abilities';
import { endGame, resumePayout } from './flow';
import { finishMove } from './make-a-move';
import { log, seatName, spendFreeReroll, type Ctx } from './model';
import { faceStat, rollMoveDie, statLabel, statRerollers } from './stats';
import { content } from '../content';

type StatWindow = Extract<Interrupt, { kind: 'stat-reroll' }>;

/**
 * A seat answers a stat-die window: `again` has the die rolled again — for free with Marco
 * Zohgoli's favour (NP-17.3), else for $10 to the bank (Antoine Bauza, NP-18.2 as NP-7.11.1). The
 * caller has checked that the seat may answer so. A paid window reopens for everybody after each
 * re-roll and closes once nobody left can answer; Marco's own window closes at his answer.
 */
export function answerStatReroll(ctx: Ctx, seat: number, again: boolean, free = true): void {
  const s = ctx.s;
  const w = s.interrupts[s.interrupts.length - 1];
  if (!w || w.kind !== 'stat-reroll') return;
  if (!again) {
    if (w.declined !== null) {
      if (!w.declined.includes(seat)) w.declined.push(seat);
      closeStatIfSettled(ctx);
      return;
    }
    s.interrupts.pop();
    resume(ctx, w, w.value);
    return;
  }
  const label = statLabel(w.gangster, w.stat);
  if (free) {
    spendFreeReroll(s);
    log(ctx, 'reroll', `${seatName(seat)} uses Marco Zohgoli's favour: ${label} is rolled again.`, 'NP-17.3');
  } else {
    const cost = content().board.costs.reroll;
    s.money[seat] = (s.money[seat] ?? 0) - cost;
    s.bank += cost;
    log(ctx, 'reroll', `${seatName(seat)} pays $${cost}: ${label} is rolled again.`, 'NP-18.2');
  }
  const face = rollMoveDie(ctx, `${label} (re-roll)`);
  if (w.declined === null) {
    s.interrupts.pop();
    resume(ctx, w, faceStat(face));
    return;
  }
  w.face = content().dice.move.faces.indexOf(face);
  w.value = faceStat(face);
  w.declined = [];
  closeStatIfSettled(ctx);
}

/** Closes a paid stat-die window once nobody can answer it (also after money changed hands out of turn). */
export function closeStatIfSettled(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.interrupts[s.interrupts.length - 1];
  if (!w || w.kind !== 'stat-reroll' || w.declined === null || statRerollers(s, w).length > 0) return;
  s.interrupts.pop();
  resume(ctx, w, w.value);
}

/** Goes on with the rule that rolled the die. */
function resume(ctx: Ctx, w: StatWindow, value: number): void {
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
  }
}
