/**
 * A table never stands still: in random games of every game at every table size, with the optional rules
 * on, each seat the game waits on has at least one legal decision, and the decision chosen is accepted.
 * The random player picks any waiting seat (not only the first), so simultaneous decisions (secret
 * recruiting, answers, table questions) are taken in every order. A game that could wait on a seat
 * offered nothing (Gangsters' Joint draft did, until edition 6, G-4.1) would stop a family's evening.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, seedRng, SIMULATION, type AnyGameDef } from '../engine';
import { nextInt, type RngState } from '../engine/rng';
import { gangsters } from './gangsters/game';
import { nothingPersonal } from './nothing-personal/game';
import { supergang } from './supergang/game';

interface Case {
  readonly def: AnyGameDef;
  readonly games: number;
  readonly options: (seats: number) => Record<string, unknown>;
}

const CASES: readonly Case[] = [
  {
    def: gangsters as AnyGameDef,
    games: 5,
    options: (seats) => ({ turnCap: 30, heaters: true, wheels: true, siren: true, donuts: seats > 3 }),
  },
  { def: supergang as AnyGameDef, games: 3, options: (seats) => ({ turnCap: 30, police: seats === 4 }) },
  { def: nothingPersonal as AnyGameDef, games: 6, options: () => ({}) },
];

/** Where a random game met a waiting seat with nothing to do, or a refused choice; null when it never did. */
function deadEnd(def: AnyGameDef, seats: number, options: Record<string, unknown>, game: number): string | null {
  const created = createMatch(def, { options, seats, seed: `dead-end-${def.id}-${seats}-${game}` });
  if (!created.ok) throw new Error(created.error.message);
  let m = created.value.match;
  let rng: RngState = seedRng(`dead-end-pick-${game}`);
  const pick = (n: number): number => {
    const [v, next] = nextInt(rng, n);
    rng = next;
    return v;
  };
  for (let step = 0; step < 20_000 && !def.outcome(m.state); step++) {
    const waiting = def.pending(m.state);
    if (waiting.length === 0) return `step ${step}: the game is not over, yet it waits on nobody`;
    for (const p of waiting)
      if ((def.legal(m.state, p.seat) ?? []).length === 0)
        return `step ${step}: seat ${p.seat} is asked "${p.prompt}" and offered nothing`;
    const p = waiting[pick(waiting.length)] ?? waiting[0];
    const choices = def.legal(m.state, p?.seat ?? 0) ?? [];
    const action = choices[pick(choices.length)];
    const r = applyAction(def, m, p?.seat ?? 0, action, { kind: 'seeded' }, SIMULATION);
    if (!r.ok)
      return `step ${step}: seat ${p?.seat} chose ${JSON.stringify(action)}, which was refused: ${r.error.message}`;
    m = r.value.match;
  }
  return def.outcome(m.state) ? null : 'the game did not end in 20,000 decisions';
}

describe('no dead ends', () => {
  it.each(CASES.map((c) => [c.def.turnClause ?? c.def.id, c] as const))(
    '%s every seat the game waits on may do something, at every table size, in random games',
    (_clause, c) => {
      for (let seats = c.def.minSeats; seats <= c.def.maxSeats; seats++)
        for (let game = 0; game < c.games; game++)
          expect(deadEnd(c.def, seats, c.options(seats), game), `${c.def.id}, ${seats} seats, game ${game}`).toBeNull();
    },
    120_000,
  );
});
