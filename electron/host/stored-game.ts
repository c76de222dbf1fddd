/**
 * A seeded game played by random legal decisions through the real kernel and stored whole, as the
 * host would have stored it (a snapshot every `DEFAULT_SNAPSHOT_EVERY` moves). For tests and benches.
 * `prefer` lists actions taken, the first the rules allow, before any random one (a pass, say): a long
 * game made quickly, without working out every legal move at every turn.
 */
import {
  applyAction,
  createMatch,
  matchHash,
  seedRng,
  type AnyGameDef,
  type JsonValue,
  type Match,
} from '../../core/engine';
import { nextInt } from '../../core/engine/rng';
import { DEFAULT_SNAPSHOT_EVERY } from '../store';
import type { SeatSpec } from '../../core/protocol';
import type { ActionRow, GameRecord, Snapshot, Store } from '../store/types';

export function storeRandomGame(
  def: AnyGameDef,
  store: Pick<Store, 'games'>,
  o: {
    id: string;
    seats: number;
    moves: number;
    options?: JsonValue;
    at?: string;
    prefer?: readonly JsonValue[];
    /** Who sits where (family members, guests); random computer players "Bot 1", "Bot 2"… unless given. */
    seatSpecs?: readonly SeatSpec[];
  },
): GameRecord {
  const created = createMatch(def, { options: o.options ?? {}, seats: o.seats, seed: o.id });
  if (!created.ok) throw new Error(created.error.message);
  const start = created.value.match;
  let match: Match = start;
  let rng = seedRng(`stored:${o.id}`);
  const rows: ActionRow[] = [];
  const snapshots: Snapshot[] = [{ seq: 0, match: start, hash: matchHash(start) }];
  const at = o.at ?? '2026-12-01T10:00:00.000Z';
  while (rows.length < o.moves && !def.outcome(match.state)) {
    const seat = (def.pending(match.state) as readonly { seat: number }[])[0]?.seat;
    if (seat === undefined) break;
    const taken = preferred(def, match, seat, o.prefer ?? []);
    let action: JsonValue;
    let step: ReturnType<typeof applyAction>;
    if (taken) [action, step] = taken;
    else {
      const legal = (def.legal(match.state, seat) ?? []) as JsonValue[];
      if (legal.length === 0) break;
      const [i, next] = nextInt(rng, legal.length);
      rng = next;
      action = legal[i] as JsonValue;
      step = applyAction(def, match, seat, action, { kind: 'seeded' }, { checkJson: false });
    }
    if (!step.ok) throw new Error(step.error.message);
    match = step.value.match;
    const hash = matchHash(match);
    rows.push({
      seq: match.version,
      seat,
      action,
      random: step.value.random,
      events: step.value.events,
      stateHash: hash,
      createdAt: at,
    });
    if (match.version % DEFAULT_SNAPSHOT_EVERY === 0) snapshots.push({ seq: match.version, match, hash });
  }
  const outcome = def.outcome(match.state);
  const record: GameRecord = {
    id: o.id,
    gameId: def.id,
    engineVersion: def.engineVersion,
    options: start.setup.options,
    seats: Array.from(
      { length: o.seats },
      (_, k): SeatSpec => o.seatSpecs?.[k] ?? { kind: 'bot', level: 'random', name: `Bot ${k + 1}` },
    ),
    seed: o.id,
    diceMode: 'seeded',
    campaignId: null,
    setupRandom: created.value.random,
    setupEvents: created.value.events,
    status: outcome ? 'finished' : 'active',
    outcome: outcome ? { ...outcome, winners: [...outcome.winners], scores: [...outcome.scores] } : null,
    createdAt: at,
    updatedAt: at,
    actionCount: rows.length,
  };
  store.games.insert(record, rows, snapshots);
  return record;
}

/** The first of `prefer` the rules allow `seat` now, with the step it makes; undefined when none is allowed. */
function preferred(
  def: AnyGameDef,
  match: Match,
  seat: number,
  prefer: readonly JsonValue[],
): [JsonValue, ReturnType<typeof applyAction>] | undefined {
  for (const action of prefer) {
    const step = applyAction(def, match, seat, action, { kind: 'seeded' }, { checkJson: false });
    if (step.ok) return [action, step];
  }
  return undefined;
}
