/**
 * Marco Zohgoli's window on a stat die (NP-17.3): "any die rolled at any point for any reason" —
 * the rolls of Antoine Bauza, Bryan da Pope and Chris Bollinger, and Dombino Crapshooti's Respect and
 * money. His controller answers; then the rule that rolled the die goes on with the value that stands.
 */
import type { Interrupt } from '../state';
import { applyRoll } from './abilities';
import { endGame, resumePayout } from './flow';
import { finishMove } from './make-a-move';
import { log, seatName, spendFreeReroll, type Ctx } from './model';
import { faceStat, rollMoveDie, statLabel } from './stats';

type StatWindow = Extract<Interrupt, { kind: 'stat-reroll' }>;

/** Marco's controller has the stat die rolled again for free, or lets it stand. */
export function answerStatReroll(ctx: Ctx, again: boolean): void {
  const s = ctx.s;
  const w = s.interrupts[s.interrupts.length - 1];
  if (!w || w.kind !== 'stat-reroll') return;
  s.interrupts.pop();
  let value = w.value;
  if (again) {
    spendFreeReroll(s);
    const label = statLabel(w.gangster, w.stat);
    log(ctx, 'reroll', `${seatName(w.seat)} uses Marco Zohgoli's favour: ${label} is rolled again.`, 'NP-17.3');
    value = faceStat(rollMoveDie(ctx, `${label} (re-roll)`));
  }
  resume(ctx, w, value);
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
