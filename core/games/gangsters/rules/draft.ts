/**
 * The Joint draft (G-4.1): in turn order each Gang takes an unowned colored building until it holds three,
 * the three worth at most $1,100 together; the Bank pays each Gang the difference in cash.
 */
import { seatRef } from '../../../engine/words';
import { refuse, type Result } from '../../../engine/result';
import { COMPONENTS, edition, jointsOf, type GangstersState } from '../state';
import { putJoint } from '../snapshot-parts';
import { collect, money, sayMoney, type Ctx } from './common';
import { baseValue, building, coloredBuildings, placeName } from './places';
import { log } from '../../../engine/rules';

/** The seat whose draft pick it is, or null when the draft is over. */
export function draftSeat(s: GangstersState): number | null {
  if (s.draft.round >= COMPONENTS.startingJoints) return null;
  return s.order[s.draft.index] ?? null;
}

function jointTotal(s: GangstersState, seat: number): number {
  return jointsOf(s, seat).reduce((sum, id) => sum + baseValue(id), 0);
}

/** The colored buildings in board order with their values, and each one's place in that list. */
interface Colored {
  readonly ids: readonly string[];
  readonly values: readonly number[];
  readonly place: ReadonlyMap<string, number>;
  /** Places in `ids`, cheapest first (a stable sort: equal values in board order). */
  readonly cheapestFirst: readonly number[];
}

let colored: Colored | null = null;

/** The colored buildings (their values never change), worked out once. */
function coloredTable(): Colored {
  if (colored) return colored;
  const ids = coloredBuildings();
  const values = ids.map(baseValue);
  const place = new Map(ids.map((id, i) => [id, i]));
  const cheapestFirst = ids.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number));
  return (colored = { ids, values, place, cheapestFirst });
}

/** Scratch marks by place in `coloredTable().ids`: 1 where the building holds a Joint marker. */
let takenMarks = new Uint8Array(0);

/**
 * Buildings a seat may draft now: unowned, colored, and leaving room under the cap for the rest (G-4.1).
 * The buildings holding a Joint marker are read from the Joints' own keys: asking the Joints for each of
 * the forty-odd free buildings was most of the draft's time (a missing key is looked up the slow way on
 * an object whose keys every game adds in another order). They are marked by place in the colored list,
 * not searched for in a list, per building (the draft is listed and checked about 24 times a game).
 */
export function draftable(s: GangstersState, seat: number): string[] {
  const { ids, values, place, cheapestFirst } = coloredTable();
  if (takenMarks.length !== ids.length) takenMarks = new Uint8Array(ids.length);
  const taken = takenMarks.fill(0);
  // `jointTotal` and the seat's Joint count, from the same walk over the Joints.
  let have = 0;
  let mine = 0;
  const joints = s.joints;
  for (const id in joints) {
    const j = joints[id];
    if (!j) continue;
    const k = place.get(id);
    if (k !== undefined) taken[k] = 1;
    if (j.owner === seat) {
      have += baseValue(id);
      mine++;
    }
  }
  const left = COMPONENTS.startingJoints - mine - 1;
  // The cheapest `left` of the other free buildings: the cheapest `left + 1` of all, less one of this value.
  const cheapest: number[] = [];
  for (const k of cheapestFirst) {
    if (cheapest.length > left) break;
    if (taken[k] === 0) cheapest.push(values[k] as number);
  }
  // A building may be taken when it and the cheapest `left` others stay under the cap: the cheapest
  // `left + 1` less this building's value if it is among them, else less the dearest of them. With fewer
  // than `left + 1` free, the rest cannot be filled.
  if (left < 0 || cheapest.length !== left + 1) return [];
  let sum = 0;
  for (const v of cheapest) sum += v;
  const out: string[] = [];
  for (let k = 0; k < ids.length; k++) {
    if (taken[k] === 1) continue;
    const value = values[k] as number;
    const rest = sum - (cheapest.includes(value) ? value : (cheapest[left] as number));
    if (have + value + rest <= COMPONENTS.jointCap) out.push(ids[k] as string);
  }
  return out;
}

export function applyDraft(c: Ctx, seat: number, id: string): Result<true> | null {
  const s = c.s;
  if (draftSeat(s) !== seat) return refuse('NOT_YOUR_PICK', 'G-4.1', 'It is not your pick in the Joint draft.');
  if (!building(id) || building(id)?.class === 'gray') {
    return refuse('NOT_COLORED', 'G-4.1', 'Only a coloured building can become a Joint.');
  }
  if (s.joints[id]) return refuse('TAKEN', 'G-4.1', `${placeName(id)} is already taken.`);
  if (!draftable(s, seat).includes(id)) {
    return refuse(
      'OVER_CAP',
      'G-4.1',
      `Your three starting Joints may be worth at most ${money(COMPONENTS.jointCap)} together.`,
    );
  }
  putJoint(s, id, seat, 1);
  log(c, 'draft', `${seatRef(seat)} takes ${placeName(id)} (${money(baseValue(id))}).`, 'G-4.1', {
    seat,
    building: id,
  });
  nextPick(c);
  return null;
}

/**
 * Passes the draft to the next pick, ending it after the last. From edition 6 (state.ts `EDITION`) a Gang
 * left with no free building that keeps it within $1,100 (the others took every cheap one after its dear
 * picks) takes no more Joints and is passed over, saying so: the cap is never exceeded, and the Bank pays
 * the difference as for anyone (our reading of G-4.1, which does not say). Edition 5 and before offered
 * such a Gang nothing and waited on it for good.
 */
function nextPick(c: Ctx): void {
  const s = c.s;
  for (let guard = 0; guard <= s.order.length * COMPONENTS.startingJoints; guard++) {
    s.draft.index += 1;
    if (s.draft.index >= s.order.length) {
      s.draft.index = 0;
      s.draft.round += 1;
    }
    const seat = draftSeat(s);
    if (seat === null) {
      finishDraft(c);
      return;
    }
    if (edition(s) < 6 || draftable(s, seat).length > 0) return;
    log(
      c,
      'draft',
      `${seatRef(seat)} has no building left that keeps its Joints within ${money(COMPONENTS.jointCap)}, so it takes no more.`,
      'G-4.1',
      { seat },
    );
  }
}

/** The draft is over: the Bank pays each Gang the difference up to $1,100 and secret recruiting opens (G-4.1). */
export function finishDraft(c: Ctx): void {
  const s = c.s;
  for (const g of s.gangs) {
    const change = COMPONENTS.jointCap - jointTotal(s, g.seat);
    collect(s, g.seat, change);
    // Edition 10: a Gang whose Joints cost the whole $1,100 is paid nothing, and no "receives $0" is read out.
    if (change === 0 && edition(s) >= 10) continue;
    sayMoney(
      c,
      [g.seat],
      'draft-change',
      `${seatRef(g.seat)} receives ${money(change)}: the difference up to $1,100.`,
      `${seatRef(g.seat)} receives the difference up to the cap in cash.`,
      'G-4.1',
    );
  }
  s.phase = 'recruit';
}
