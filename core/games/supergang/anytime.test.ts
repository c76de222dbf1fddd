/**
 * The table actions each seat is offered (give up, hand cash to another gang) are the ones the rules
 * list for the position in front of it, although the host hands a seat's last list on while it still
 * fits: after cash changes hands, after a gang gives up, at the end, for every seat.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import type { JsonValue } from '../../engine/json';
import { anytimeActions } from './anytime';
import { supergang } from './game';
import type { SuperGangState } from './state';

function offered(m: Match, seats: number): void {
  const s = m.state as unknown as SuperGangState;
  for (let seat = 0; seat < seats; seat++) expect(supergang.anytime?.(s, seat)).toEqual(anytimeActions(s, seat));
}

describe('the table actions offered', () => {
  it('are the rules’ own list for the position, after payments, gangs giving up and the end', () => {
    const done = { pay: 0, abandon: 0, over: 0 };
    for (const seats of [2, 4, 5]) {
      const created = createMatch(supergang, { options: { turnCap: 40 }, seats, seed: `anytime-${seats}` });
      if (!created.ok) throw new Error(created.error.message);
      let m = created.value.match;
      let rng = seedRng(`anytime-bot-${seats}`);
      for (let step = 0; step < 3000 && !supergang.outcome(m.state as unknown as SuperGangState); step++) {
        offered(m, seats);
        const s = m.state as unknown as SuperGangState;
        const seat = supergang.pending(s)[0]?.seat ?? 0;
        // Now and then the last seat hands over all its cash, as a table may agree at any moment, and every
        // third time gives up just after (with no cash left: its list is then one action shorter, then none).
        const giver = seats - 1;
        const table = supergang.anytime?.(s, giver) ?? [];
        const k = Math.floor(step / 97);
        const action = (step % 97 === 50 ? table[1] : step % 97 === 51 && k % 3 === 2 ? table[0] : null) ?? null;
        const by = action ? giver : seat;
        const legal = action ? [action] : (supergang.legal(s, seat) as JsonValue[]);
        const [i, next] = nextInt(rng, legal.length);
        rng = next;
        const chosen = legal[i] as { type: string };
        if (chosen.type === 'pay' || chosen.type === 'abandon') done[chosen.type]++;
        const step1 = applyAction(supergang, m, by, chosen);
        if (!step1.ok) throw new Error(step1.error.message);
        m = step1.value.match;
      }
      offered(m, seats);
      if (supergang.outcome(m.state as unknown as SuperGangState)) done.over++;
    }
    expect(done.pay).toBeGreaterThan(0);
    expect(done.abandon).toBeGreaterThan(0);
    expect(done.over).toBeGreaterThan(0);
  });
});
