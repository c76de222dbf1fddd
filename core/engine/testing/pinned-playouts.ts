/**
 * The two walks each game's `playout-pinned.test.ts` compares with figures recorded before speed work
 * (issue 16): seeded random games played in place, and the host's path through a game (pending, every
 * seat's legal list, the views, the events). Tests only.
 */
import type { AnyGameDef } from '../game';
import { hashJson } from '../hash';
import type { JsonValue } from '../json';
import { applyAction, createMatch, matchHash, SIMULATION, type Match } from '../match';
import { randomPlayout } from '../playout';
import { nextInt, seedRng } from '../rng';

/** A new seeded match as a playout starts one (the simulation kernel, seeded dice); throws on a bad table. */
export function seededMatch(
  def: AnyGameDef,
  request: { options: unknown; seats: number; seed: string; engineVersion?: string },
): Match {
  const c = createMatch(def, request, { kind: 'seeded' }, SIMULATION);
  if (!c.ok) throw new Error(c.error.message);
  return c.value.match;
}

/**
 * `perTable` seeded games at each table, played in place: "actions finalHash" per game. Game k at a
 * table of n seats starts from seed `pinned-n-k` and picks with the bot seed `pinned-bot-k`.
 */
export function inPlacePlayouts<T extends { readonly seats: number }>(
  def: AnyGameDef,
  tables: readonly T[],
  perTable: number,
  startAt: (table: T, seed: string) => Match,
): string[] {
  const got: string[] = [];
  for (const t of tables) {
    for (let k = 0; k < perTable; k++) {
      const p = randomPlayout(def, startAt(t, `pinned-${t.seats}-${k}`), seedRng(`pinned-bot-${k}`), undefined, {
        inPlace: true,
      });
      got.push(`${p.actions} ${matchHash(p.match)}`);
    }
  }
  return got;
}

/**
 * Plays `start` to its end through the kernel, picking uniformly (bot seed `pinned-host-bot`) among the
 * first pending seat's legal list, and digests every position's pending list, all seats' legal lists,
 * the spectator's and every seat's view, and the step's events: "digest finalHash", and with
 * `stateText` also the hash of the final state's JSON text (stored games compare it, so its keys keep
 * their order).
 */
export function hostPathDigest(def: AnyGameDef, start: Match, seats: number, stateText = false): string {
  let m = start;
  let rng = seedRng('pinned-host-bot');
  let acc = '';
  while (!def.outcome(m.state)) {
    const s = m.state;
    const pending = def.pending(s);
    const legal: unknown[] = [];
    const views: unknown[] = [def.view(s, 'spectator')];
    for (let seat = 0; seat < seats; seat++) legal.push(def.legal(s, seat));
    for (let seat = 0; seat < seats; seat++) views.push(def.view(s, seat));
    const seat = (pending[0] as { seat: number }).seat;
    const list = legal[seat] as readonly JsonValue[];
    const [i, next] = nextInt(rng, list.length);
    rng = next;
    const step = applyAction(def, m, seat, list[i] as JsonValue, { kind: 'seeded' }, SIMULATION);
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
    acc = hashJson([acc, pending, legal, views, step.value.events]);
  }
  const tail = stateText ? ` ${hashJson(JSON.stringify(m.state))}` : '';
  return `${acc} ${matchHash(m)}${tail}`;
}
