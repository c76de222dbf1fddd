/**
 * Marco Zohgoli's window on a stat die (NP-17.3): "any die rolled at any point for any reason" —
 * the rolls of Antoine Bauza, Bryan da Pope and Chris Bollinger, and Dombino Crapshooti's Respect and
 * money. His controller answers; then the rule that rolled the die goes on with the value that stands.
 * Antoine Bauza's roll may also be re-rolled for $10 (NP-18.2): like the Move die (NP-7.11.1), any
 * player may pay, to the bank, as many times as they like, until every seat lets it stand.
 */
import { closeStatIfSettled, resumeStat } from './flow';
import { spendFreeReroll, type Ctx } from './model';
import { topInterrupt } from '../state';
import { faceStat, rollMoveDie, statLabel } from './stats';
import { content } from '../content';
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';

/**
 * A seat answers a stat-die window: `again` has the die rolled again — for free with Marco
 * Zohgoli's favour (NP-17.3), else for $10 to the bank (Antoine Bauza, NP-18.2 as NP-7.11.1). The
 * caller has checked that the seat may answer so. A paid window reopens for everybody after each
 * re-roll and closes once nobody left can answer; Marco's own window closes at his answer.
 */
export function answerStatReroll(ctx: Ctx, seat: number, again: boolean, free = true): void {
  const s = ctx.s;
  const w = topInterrupt(s);
  if (!w || w.kind !== 'stat-reroll') return;
  if (!again) {
    if (w.declined !== null) {
      if (!w.declined.includes(seat)) w.declined.push(seat);
      closeStatIfSettled(ctx);
      return;
    }
    s.interrupts.pop();
    resumeStat(ctx, w, w.value);
    return;
  }
  const label = statLabel(w.gangster, w.stat);
  if (free) {
    spendFreeReroll(s);
    if (!ctx.quiet)
      log(ctx, 'reroll', `${seatRef(seat)} uses Marco Zohgoli's favour: ${label} is rolled again.`, 'NP-17.3');
  } else {
    const cost = content().board.costs.reroll;
    s.money[seat] = (s.money[seat] ?? 0) - cost;
    s.bank += cost;
    if (!ctx.quiet) log(ctx, 'reroll', `${seatRef(seat)} pays $${cost}: ${label} is rolled again.`, 'NP-18.2');
  }
  const face = rollMoveDie(ctx, `${label} (re-roll)`);
  if (w.declined === null) {
    s.interrupts.pop();
    resumeStat(ctx, w, faceStat(face));
    return;
  }
  w.face = content().dice.move.faces.indexOf(face);
  w.value = faceStat(face);
  w.declined = [];
  closeStatIfSettled(ctx);
}
