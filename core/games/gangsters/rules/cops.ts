/**
 * Cops (G-5.3, G-9, G-10.4, G-16.4): one Cop action a turn — bribe, move, or start a new patrol under the
 * Crime Level rule — with a rebuff window in which a secret owner may reveal his Bribe (G-9.5). Effects of
 * a move (a Subway transfer's replacement, a Donut, a Raid) wait until the window closes.
 */
import { seatRef } from '../../../engine/words';
import { ok, refuse, type Result } from '../../../engine/result';
import { cityGraph } from '../city';
import {
  memoCopMoves,
  memoFreeFind,
  memoLegalMoves,
  movesOf,
  pickMove,
  type KeptMoves,
  type LegalMove,
  type MoveBoardState,
  type MoveQuery,
} from '../movement';
import type { Facing } from '../board';
import { edition, type CopActionState, type CopState, type GangstersState } from '../state';
import { moveCopTo } from '../snapshot-parts';
import { cashOf, type Ctx } from './common';
import { crimeLevel, moveState } from './crime';
import { copBarredNodes } from './move-board';
import { checkDonut, liftDonut, movableBy } from './donuts';
import { copUndoOf, drawCop, markCopMove } from './cop-retract';
import { placeName } from './places';
import { inGame } from './sequence-helpers';
import { log } from '../../../engine/rules';

/** May a new Cop be started (G-9.3)? */
export function mayStartCop(s: GangstersState): boolean {
  return s.copCup.length > 0 && (s.cops.length === 0 || crimeLevel(s) >= s.cops.length);
}

/**
 * G-17.2: after a Gang defers, the Commissioner "may either bribe or move a Cop" — starting a new Cop is
 * named only for his own turn (G-17.3), so a deferred Cop action never starts one.
 */
export function deferredCopAction(s: GangstersState): boolean {
  return s.commissioner !== null && s.turn.copActor === s.commissioner && s.turn.seat !== s.commissioner;
}

/**
 * G-6.9: the timed Movement Phase is 5.2-5.4, so from edition 4 the clock starts at the Cop action (G-9.2:
 * "starts the game and his two-minute move by either bribing a Cop or drawing a Cop marker"). Not a
 * deferred one: with five players the Gang's clock starts after the Cop (G-17.2).
 */
export function copActionTimed(s: GangstersState): boolean {
  return edition(s) >= 4 && !deferredCopAction(s);
}

/** G-17: with a Police Commissioner he commands the Cops; otherwise the active player does (G-11.5, G-12.4). */
export function copCommander(s: GangstersState): number {
  return s.commissioner ?? s.turn.seat;
}

/** The movement engine's question for a Cop move or a new patrol (null `cop`); null when no such Cop patrols. */
export function copQuery(
  s: GangstersState,
  cop: number | null,
  board: MoveBoardState = moveState(s),
): MoveQuery | null {
  const c = cop === null ? null : s.cops.find((x) => x.strength === cop);
  if (cop !== null && !c) return null;
  return {
    kind: 'cop',
    at: c ? c.at : null,
    facing: c ? c.facing : null,
    steps: s.turn.dice.blue ?? 0,
    state: board,
  };
}

/** Legal ends of a Cop move or a new patrol (null `cop`). */
export function copMoves(
  s: GangstersState,
  cop: number | null,
  board: MoveBoardState = moveState(s),
): readonly LegalMove[] {
  const q = copQuery(s, cop, board);
  if (!q) return [];
  const r = memoLegalMoves(cityGraph(), q);
  return r.ok ? r.value : [];
}

/**
 * Every Cop move of `copMoves(s, cop)` for a position, listed without working out its board: `cop`
 * (null: a new patrol) → its moves, the same as `copMoves` gives for each.
 */
export function copMoveLister(s: GangstersState): (cop: number | null) => readonly LegalMove[] {
  const kept = copKeptLister(s);
  return (cop) => movesOf(kept(cop));
}

/**
 * `copMoveLister(s)` for a listing: each Cop's moves as the memo keeps them where it does (`KeptMoves`,
 * read only for the decision built), else the moves.
 */
export function copKeptLister(s: GangstersState): (cop: number | null) => KeptMoves | readonly LegalMove[] {
  const barredNodes = copBarredNodes(s, cityGraph());
  if (barredNodes === null) {
    const board = moveState(s);
    return (cop) => copMoves(s, cop, board);
  }
  const steps = s.turn.dice.blue ?? 0;
  return (cop) => {
    // `copQuery`'s question without its board.
    const c = cop === null ? null : copOfStrength(s, cop);
    if (cop !== null && !c) return [];
    const q = { kind: 'cop', at: c ? c.at : null, facing: c ? c.facing : null, steps } as const;
    const found = memoFreeFind(cityGraph(), q, barredNodes);
    if (found !== null) return found;
    const r = memoCopMoves(cityGraph(), q, barredNodes);
    return r.ok ? r.value : [];
  };
}

/** `s.cops.find((x) => x.strength === cop)`, with no closure made for each Cop listed. */
function copOfStrength(s: GangstersState, cop: number): CopState | undefined {
  for (const x of s.cops) if (x.strength === cop) return x;
  return undefined;
}

function findMove(
  moves: readonly LegalMove[],
  to: string,
  facing: Facing | null,
  subway: boolean | undefined,
): LegalMove | undefined {
  return pickMove(moves, to, facing, subway);
}

/** The Cop action choices that cost nothing to list (moves are listed by `legal.ts`). */
export function copActionPossible(s: GangstersState, actor: number, cashKnown = true): boolean {
  if (s.turn.copDone || s.turn.rebuffed) return false;
  // `cashKnown` false (a prompt every seat reads, with secret cash, G-15.1): a bribe counts as possible
  // whenever a Bribe marker is left, so that what is said does not depend on the actor's hidden cash.
  if (s.bribeCup.length > 0 && (!cashKnown || cashOf(s, actor) >= 100 * (s.turn.dice.blue ?? 0))) return true;
  if (!deferredCopAction(s) && mayStartCop(s) && copMoves(s, null).length > 0) return true;
  return s.cops.some((c) => movableBy(s, c.strength, actor) && copMoves(s, c.strength).length > 0);
}

export function applyBribe(c: Ctx, actor: number, cop: number | null): Result<true> {
  const s = c.s;
  if (cop !== null && !s.cops.some((x) => x.strength === cop)) {
    return refuse('NO_SUCH_COP', 'G-9.5', `Cop ${cop} is not on patrol.`);
  }
  if (s.bribeCup.length === 0) return refuse('NO_BRIBES', 'G-9.5', 'Every Bribe marker is already out.');
  const price = 100 * (s.turn.dice.blue ?? 0);
  if (cashOf(s, actor) < price) return refuse('CANNOT_AFFORD', 'G-5.5', `A bribe costs $${price} now.`);
  liftDonut(c, actor);
  s.turn.bribeBy = actor;
  s.turn.copDone = true;
  const on = cop === null ? 'the Cop cup' : `Cop ${cop}`;
  // Edition 10 says who bribes: the active Gang, or the Commissioner for a Gang that deferred (G-17.2).
  log(
    c,
    'bribe-try',
    edition(s) >= 10
      ? `${seatRef(actor)} puts the blue die on ${on} to bribe ${cop === null ? 'a Cop' : 'him'}, and pays after the Movement Phase.`
      : `The blue die goes on ${on}: a bribe will be paid after the Movement Phase.`,
    'G-9.5',
  );
  return ok(true);
}

export function applyCopMove(
  c: Ctx,
  actor: number,
  cop: number,
  to: string,
  facing: Facing | null,
  donut: boolean,
  subway?: boolean,
): Result<true> {
  const s = c.s;
  const piece = s.cops.find((x) => x.strength === cop);
  if (!piece) return refuse('NO_SUCH_COP', 'G-9.4', `Cop ${cop} is not on patrol.`);
  if (!movableBy(s, cop, actor))
    return refuse('DONUT', 'G-16.4', `Cop ${cop} is having donuts under another Gang's marker.`);
  const m = c.chosen ?? findMove(copMoves(s, cop), to, facing, subway);
  if (!m)
    return refuse(
      'ILLEGAL_COP_MOVE',
      'G-9.4',
      `Cop ${cop} cannot end a ${s.turn.dice.blue}-space move on ${placeName(to)} facing ${facing ?? 'any way'}.`,
    );
  const d = checkDonut(s, actor, to, donut);
  if (!d.ok) return d;
  // G-6.92 (edition 7): the Cop is the piece under the pawn until something else moves.
  markCopMove(s, actor, cop, deferredCopAction(s));
  // G-16.4: any other Donut of the actor comes off; moving the Cop under his own Donut takes it off too.
  liftDonut(c, actor);
  s.turn.copAction = {
    actor,
    kind: 'move',
    cop,
    from: piece.at,
    fromFacing: piece.facing,
    to,
    facing: m.facing,
    replaced: m.copReplaced,
    donut,
    answered: [],
  };
  moveCopTo(s, piece, to, m.facing);
  // A simulation keeps no log: not even its text is written.
  if (!c.quiet)
    log(
      c,
      'cop-move',
      `Cop ${cop} moves to ${placeName(to)}${m.copReplaced ? ' by Subway (a new patrol takes over)' : ''}.`,
      'G-5.3',
      { cop, to, path: m.path.map((x) => x.space) },
    );
  openRebuffWindow(c);
  return ok(true);
}

export function applyCopStart(
  c: Ctx,
  actor: number,
  to: string,
  facing: Facing | null,
  subway?: boolean,
): Result<true> {
  const s = c.s;
  if (deferredCopAction(s))
    return refuse(
      'NO_START',
      'G-17.2',
      'After a Gang defers, the Commissioner bribes or moves a Cop; he cannot start one.',
    );
  if (!mayStartCop(s)) {
    return refuse(
      'CRIME_LEVEL',
      'G-9.3',
      `A new Cop starts only when none is on patrol or the Crime Level (${crimeLevel(s)}) is at least the Cops on patrol (${s.cops.length}).`,
    );
  }
  const m = c.chosen ?? findMove(copMoves(s, null), to, facing, subway);
  if (!m)
    return refuse(
      'ILLEGAL_COP_MOVE',
      'G-10.4',
      `A new Cop entering at Subway ${s.turn.dice.blue} cannot end on ${placeName(to)}.`,
    );
  markCopMove(s, actor, null, false);
  liftDonut(c, actor);
  const cop = drawCop(c);
  s.cops.push({ strength: cop, at: to, facing: m.facing });
  s.turn.copAction = {
    actor,
    kind: 'start',
    cop,
    from: null,
    fromFacing: null,
    to,
    facing: m.facing,
    replaced: m.copReplaced,
    donut: false,
    answered: [],
  };
  // A simulation keeps no log: not even its text is written.
  if (!c.quiet)
    log(
      c,
      'cop-start',
      `Cop ${cop} starts a patrol from Subway ${s.turn.dice.blue} and ends on ${placeName(to)}.`,
      'G-9.2',
      { cop, to, path: m.path.map((x) => x.space) },
    );
  openRebuffWindow(c);
  return ok(true);
}

/** Whether `seat` still has the rebuff window's question to answer. */
function asked(s: GangstersState, a: CopActionState, seat: number): boolean {
  return seat !== a.actor && inGame(s, seat) && !a.answered.includes(seat);
}

/** Seats that may answer a Cop move: everyone else still playing (asking all hides who holds Bribes). */
export function rebuffSeats(s: GangstersState, a: CopActionState): number[] {
  const out: number[] = [];
  for (const g of s.gangs) if (asked(s, a, g.seat)) out.push(g.seat);
  if (s.commissioner !== null && asked(s, a, s.commissioner)) out.push(s.commissioner);
  return out;
}

/** `rebuffSeats(s, a)[0] ?? null`, no list made. */
export function firstRebuffSeat(s: GangstersState, a: CopActionState): number | null {
  for (const g of s.gangs) if (asked(s, a, g.seat)) return g.seat;
  return s.commissioner !== null && asked(s, a, s.commissioner) ? s.commissioner : null;
}

/** `rebuffSeats(s, a).includes(seat)`, no list made. */
export function rebuffAsks(s: GangstersState, a: CopActionState, seat: number): boolean {
  if (!asked(s, a, seat)) return false;
  if (seat === s.commissioner) return true;
  for (const g of s.gangs) if (g.seat === seat) return true;
  return false;
}

function openRebuffWindow(c: Ctx): void {
  c.s.turn.copDone = true;
  c.s.phase = 'rebuff';
}

/** G-9.5: the owner reveals his Bribe; the Cop goes back and the mover loses his Cop action this turn. */
export function applyRebuff(c: Ctx, seat: number): Result<true> {
  const s = c.s;
  const a = s.turn.copAction;
  if (!a) return refuse('NO_COP_MOVE', 'G-9.5', 'No Cop is being moved.');
  const bribe = s.bribes.find((b) => b.holder === seat && b.marker === a.cop);
  if (!bribe) return refuse('NOT_YOUR_COP', 'G-9.5', `You hold no Bribe of Cop ${a.cop}.`);
  s.bribes = s.bribes.filter((b) => b !== bribe);
  s.bribeCup.push(a.cop);
  if (a.kind === 'start' || a.from === null) {
    s.cops = s.cops.filter((x) => x.strength !== a.cop);
    s.copCup.push(a.cop);
  } else {
    const p = s.cops.find((x) => x.strength === a.cop);
    if (p) {
      moveCopTo(s, p, a.from, a.fromFacing);
    }
  }
  s.turn.copAction = null;
  s.turn.rebuffed = true;
  // G-6.92 (edition 7): the Cop went back and the action is lost; there is no move left to take back.
  if (copUndoOf(s.turn.undo)) s.turn.undo = null;
  log(
    c,
    'rebuff',
    `${seatRef(seat)} reveals the Bribe of Cop ${a.cop}: the Cop goes back and this turn's Cop action is lost.`,
    'G-9.5',
    { seat, cop: a.cop },
  );
  return ok(true);
}

/** Closes the window once nobody rebuffed: Subway replacement (G-9.6) and the Donut marker (G-16.4). */
export function settleCopAction(c: Ctx): void {
  const s = c.s;
  const a = s.turn.copAction;
  s.turn.copAction = null;
  if (!a) return;
  let cop = a.cop;
  if (a.replaced) {
    s.cops = s.cops.filter((x) => x.strength !== a.cop);
    s.copCup.push(a.cop);
    // Edition 10 tells of the Cop going back before the draw, which it files in place (game.ts), and
    // of a Cop drawn again as coming back out; earlier editions told it all in one line after the draw.
    const ed10 = edition(s) >= 10;
    const back = `Cop ${a.cop} ends his patrol at the Subway`;
    if (ed10) log(c, 'cop-replaced', `${back} and goes back into the cup.`, 'G-9.6');
    cop = drawCop(c);
    s.cops.push({ strength: cop, at: a.to, facing: a.facing });
    const ends = `ends on ${placeName(a.to)}`;
    if (!ed10) log(c, 'cop-replaced', `${back}; Cop ${cop} takes over and ${ends}.`, 'G-9.6');
    else if (cop === a.cop)
      log(c, 'cop-replaced', `Cop ${cop} is drawn again: he comes back out and ${ends}.`, 'G-9.6');
    else log(c, 'cop-replaced', `Cop ${cop} takes over and ${ends}.`, 'G-9.6');
  }
  if (a.donut) {
    const g = s.gangs.find((x) => x.seat === a.actor);
    if (g) {
      g.donut = { cop, side: 1 };
      log(c, 'donut', `${seatRef(g.seat)} puts its "Donut 1" marker on Cop ${cop}.`, 'G-16.4');
    }
  }
}
