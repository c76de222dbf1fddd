/**
 * The long lists of decisions (the cops' moves, the characters' moves) as runs: each run knows how many
 * decisions it holds and writes out all of them or only one. `legalActions` writes every run out;
 * `chooseLegal` counts them and writes out only the decision picked. Both read the same runs, in the same
 * order, so the pick is always `legal`'s decision at the index chosen (core/engine/PLAYOUTS.md).
 */
import type { SuperGangAction } from './actions';
import { codeAt, codeInShop, codeNode, endAt, pickedFrom, type EndCodes, type SgCity } from './city';
import { edition, findCharacter, type Character, type SuperGangState } from './state';
import {
  arrestableBySquare,
  CLINIC,
  clinicArrestable,
  copQuery,
  mustArrestOne,
  wantedAtNode,
  wantedShops,
  type Wanted,
} from './rules/cops';
import { clinicAttackRefusal, endCodesOf } from './rules/moves';
import { copMovedSinceListing, forgetPick, noteCopsListed, notePick } from './picked';

/** Where a run's writing is: every decision (`k` < 0), only the `k`-th, or none (`out` null: counting). */
interface Walk {
  readonly k: number;
  readonly out: SuperGangAction[] | null;
  /** Decisions passed so far. */
  n: number;
}

/** Is the decision at the walk's index `n` to be written out? */
function here(w: Walk): boolean {
  return w.out !== null && (w.k < 0 || w.k === w.n);
}

/**
 * Writes out `a`, the move to the `i`-th of `dests` (for the cops, `who` the men they may arrest there),
 * noting it for the move's `byKey` and for making it (`picked.ts`) when it is the one picked.
 */
function write(w: Walk, a: SuperGangAction, dests: EndCodes, i: number, who: readonly Character[] | null): void {
  w.out?.push(a);
  if (w.k >= 0) {
    pickedFrom(dests, i);
    notePick(endAt(dests, i), who);
  }
}

/** Does a run of `len` decisions from index `n` hold one to write out? */
function within(w: Walk, len: number): boolean {
  return w.out !== null && (w.k < 0 || (w.k >= w.n && w.k < w.n + len));
}

/**
 * `len` decisions of one kind, written out by `walk`: a cop group's moves, a character's moves, or the
 * shots into the clinic (plain records, not closures: a playout makes a few per action).
 */
export type Run =
  | {
      readonly kind: 'cops';
      readonly len: number;
      readonly group: number;
      readonly dests: EndCodes;
      readonly patients: readonly Character[];
      readonly wanted: Wanted;
      /** SG-9.1.4 (edition 2): a move into a shop must arrest someone there. */
      readonly shopArrest: boolean;
    }
  | { readonly kind: 'move'; readonly len: number; readonly id: string; readonly dests: EndCodes }
  | { readonly kind: 'shots'; readonly len: number; readonly shots: readonly SuperGangAction[] };

function walk(r: Run, w: Walk): void {
  if (r.kind === 'cops') copGroup(w, r.wanted, r.group, r.dests, r.patients, r.shopArrest);
  else if (r.kind === 'move') characterMoves(w, r.id, r.dests);
  else
    for (const a of r.shots) {
      if (here(w)) w.out?.push(a);
      w.n++;
    }
}

export function listAll(runs: readonly Run[]): SuperGangAction[] {
  const w: Walk = { k: -1, out: [], n: 0 };
  for (const r of runs) walk(r, w);
  return w.out ?? [];
}

/** The decision at the index `choose` picks among all the runs'; undefined, without asking, when none. */
export function pickOne(runs: readonly Run[], choose: (count: number) => number): SuperGangAction | undefined {
  let total = 0;
  for (const r of runs) total += r.len;
  if (total === 0) return undefined;
  forgetPick();
  let k = choose(total);
  for (const r of runs) {
    if (k < r.len) {
      const out = PICKED;
      walk(r, { k, out, n: 0 });
      const picked = out[0];
      // Emptied with `pop` (the walk writes out one): a write to `length` is a call into the runtime.
      while (out.length > 0) out.pop();
      return picked;
    }
    k -= r.len;
  }
  return undefined;
}

/** `pickOne`'s list of the one decision written out, emptied after each pick (no list made per pick). */
const PICKED: SuperGangAction[] = [];

const NOBODY: readonly Character[] = Object.freeze([]);

/**
 * The cop runs last listed (`copRuns`). A group's moves read the men wanted and where, the clinic's
 * patients, and its own place and die; one group moving without an arrest changes none of these for
 * another (the crimes the cops then see go from a man's unseen list to his record: he stays wanted, and
 * must still be arrested), so the other groups' runs are handed on to the next listing (`carried.test.ts`).
 */
let lastCopRuns: Run[] = [];

/** SG-9.1, SG-9.3.2, SG-11.3.2: each cop group's moves, with an arrest where one may (or must) be made. */
export function copRuns(s: SuperGangState, city: SgCity): Run[] {
  const moved = copMovedSinceListing(s);
  const out = moved >= 0 ? carriedRuns(moved) : listedCopRuns(s, city);
  noteCopsListed(s);
  lastCopRuns = out;
  return out;
}

/** The last listing's runs but group `moved`'s. */
function carriedRuns(moved: number): Run[] {
  const out: Run[] = [];
  for (const r of lastCopRuns) if (r.kind === 'cops' && r.group !== moved) out.push(r);
  return out;
}

function listedCopRuns(s: SuperGangState, city: SgCity): Run[] {
  const wanted = arrestableBySquare(s, city);
  const shops = wantedShops(city, wanted);
  const out: Run[] = [];
  for (const group of s.turn.copsToMove) {
    const q = copQuery(s, city, group, shops);
    if (!q) continue;
    const dests = city.endCodes(q);
    const patients = clinicArrestable(s, group);
    const count: Walk = { k: -1, out: null, n: 0 };
    const shopArrest = edition(s) >= 2;
    copGroup(count, wanted, group, dests, patients, shopArrest);
    out.push({ kind: 'cops', len: count.n, group, dests, patients, wanted, shopArrest });
  }
  return out;
}

function copGroup(
  w: Walk,
  wanted: Wanted,
  group: number,
  dests: EndCodes,
  patients: readonly Character[],
  shopArrest: boolean,
): void {
  if (dests.length === 0) {
    if (here(w)) w.out?.push({ type: 'cop-move', group, to: null, arrest: null });
    w.n++;
  }
  // Indexed loops: this runs for every destination, twice per cop move of a playout (count, then pick),
  // and the lists are frozen or not, which kept `for...of` from being compiled without an iterator.
  for (let i = 0; i < patients.length; i++) {
    if (here(w)) w.out?.push({ type: 'cop-move', group, to: CLINIC, arrest: (patients[i] as Character).id });
    w.n++;
  }
  // Nobody to arrest anywhere: one decision per destination.
  const none = wanted.spots.length === 0;
  if (none && !within(w, dests.length)) {
    w.n += dests.length;
    return;
  }
  // Counted from the place codes alone: a place object is read only for a move written out.
  for (let i = 0; i < dests.length; i++) {
    const code = codeAt(dests, i);
    const who = none ? NOBODY : wantedAtNode(wanted, codeNode(code));
    // SG-9.1.4 (edition 2): into a shop only to arrest (the police player may pass an innocent by).
    if (!mustArrestOne(who) && !(shopArrest && codeInShop(code))) {
      if (here(w)) write(w, { type: 'cop-move', group, to: endAt(dests, i).key, arrest: null }, dests, i, who);
      w.n++;
    }
    for (let j = 0; j < who.length; j++) {
      if (here(w)) {
        const to = endAt(dests, i).key;
        write(w, { type: 'cop-move', group, to, arrest: (who[j] as Character).id }, dests, i, who);
      }
      w.n++;
    }
  }
}

/** SG-11.4.4 and SG-4.1: shots into the clinic, then each character's moves (or his move to nowhere). */
export function moveRuns(s: SuperGangState, city: SgCity): Run[] {
  const t = s.turn;
  const out: Run[] = [];
  // The patients first, in the characters' order (one walk; most positions have none), then each
  // character to move's shots at them: the same shots in the same order as a walk per character.
  let patients: Character[] | null = null;
  const all = s.characters;
  for (let i = 0; i < all.length; i++) {
    const p = all[i] as Character;
    if (p.place === 'clinic') (patients ??= []).push(p);
  }
  if (patients !== null) {
    const shots: SuperGangAction[] = [];
    for (const id of t.toMove)
      for (const p of patients)
        if (clinicAttackRefusal(s, id, p.id) === null)
          shots.push({ type: 'clinic-attack', character: id, target: p.id });
    if (shots.length > 0) out.push({ kind: 'shots', len: shots.length, shots });
  }
  for (const id of t.toMove) {
    const ch = findCharacter(s, id);
    if (!ch) continue;
    const dests = endCodesOf(s, city, ch);
    out.push({ kind: 'move', len: Math.max(1, dests.length), id, dests });
  }
  return out;
}

function characterMoves(w: Walk, character: string, dests: EndCodes): void {
  if (dests.length === 0) {
    if (here(w)) w.out?.push({ type: 'move', character, to: null });
    w.n++;
    return;
  }
  if (within(w, dests.length)) {
    const at = w.k < 0 ? 0 : w.k - w.n;
    const end = w.k < 0 ? dests.length : at + 1;
    for (let i = at; i < end; i++) write(w, { type: 'move', character, to: endAt(dests, i).key }, dests, i, null);
  }
  w.n += dests.length;
}
