/**
 * The Movement Phase (G-5.4, G-6, G-16.2): moving gangsters and Public pieces through the path engine, the
 * once-per-piece and movement-option limits, and retracting the move of the piece under the pawn (G-6.92).
 * Recruiting instead of moving is in `recruiting.ts`.
 */
import { seatRef } from '../../../engine/words';
import { ok, refuse, type Result } from '../../../engine/result';
import { MOVE_DIE, type Facing, type GangsterKind } from '../board';
import { pickMove, wheelsAllowance, type LegalMove, type MoveBoardState, type MoveQuery } from '../movement';
import { edition, jointAt, mustGang, type GangState, type GangstersState } from '../state';
import type { Ctx } from './common';
import { boardWithoutPublic, moveState } from './crime';
import { movePublicTo, setPiece } from '../snapshot-parts';
import { placeName } from './places';
import { moveOptions } from './sequence-helpers';
import { entryProblem, seduce, seductionChoices, type Seduction } from './vamps';
import { log } from '../../../engine/rules';
import { copyGangs, copyPublics } from '../copy-parts';
import { copUndoOf, moveSnapshot, retractCopMove } from './cop-retract';
import { deferredCopAction } from './cops';
import { diceRoll, gangsterMoves, publicMoves } from './move-answers';

// The pieces' moves as the rules and listings ask for them, kept in `move-answers.ts`.
export {
  diceRoll,
  gangsterFound,
  gangsterMoves,
  gangsterQuery,
  publicFound,
  publicFoundAs,
  publicMoves,
} from './move-answers';

/** Movement options left this turn (G-6.1). */
export function optionsLeft(s: GangstersState, seat: number): number {
  return moveOptions(s, seat) - s.turn.movesUsed;
}

/** G-7.5: a Gang with no Racketeers must spend its one option recruiting Racketeers. */
export function mustRecruitRacketeer(g: GangState): boolean {
  return g.strength.racketeer === 0;
}

/**
 * The movement engine's question for a Public piece's move, or a Public entering from the cup (`id`
 * null). `board` is `moveState(s)` when the caller lists several moves of one position.
 */
export function publicQuery(s: GangstersState, id: number | null, board?: MoveBoardState): MoveQuery | null {
  const p = id === null ? null : s.publics.find((x) => x.id === id);
  if (id !== null && (!p || p.at === null)) return null;
  return {
    kind: 'public',
    at: p?.at ?? null,
    facing: p?.facing ?? null,
    steps: s.turn.dice.white ?? 0,
    state: board ? boardWithoutPublic(s, board, id) : moveState(s, id ?? undefined),
  };
}

const publicRefs: string[] = [];

/** How a Public piece moved this turn is noted in `turn.moved` ("public:3"), each text made once. */
export function publicRef(id: number): string {
  return (publicRefs[id] ??= `public:${id}`);
}

function match(
  moves: readonly LegalMove[],
  to: string,
  facing: Facing | null,
  subway?: boolean,
): LegalMove | undefined {
  return pickMove(moves, to, facing, subway);
}

/** May `seat` spend a movement option on `ref` now (G-6.1, G-6.9)? */
export function checkOption(s: GangstersState, seat: number, ref: string): Result<true> {
  if (s.turn.clockExpired) return refuse('CLOCK', 'G-6.9', 'The Movement Phase clock has run out.');
  if (s.turn.moved.includes(ref))
    return refuse('ONCE_PER_TURN', 'G-6.1', 'No piece may be moved or recruited twice in one turn.');
  if (optionsLeft(s, seat) <= 0)
    return refuse('NO_OPTIONS', 'G-6.1', 'You have used all your movement options this turn.');
  return ok(true);
}

export interface MoveArgs {
  piece: GangsterKind;
  to: string;
  facing: Facing | null;
  criminal: boolean;
  wheels?: boolean | undefined;
  seduce?: Seduction[] | undefined;
  /** G-10.2: by a Subway transfer or not; unset prefers the way without one. */
  subway?: boolean | undefined;
}

export function applyMove(c: Ctx, seat: number, a: MoveArgs): Result<true> {
  const s = c.s;
  const g = mustGang(s, seat);
  const chk = checkOption(s, seat, a.piece);
  if (!chk.ok) return chk;
  if (mustRecruitRacketeer(g))
    return refuse('MUST_RECRUIT', 'G-7.5', 'With no Racketeer your one option must recruit Racketeers.');
  const p = g.pieces[a.piece];
  if (!p) return refuse('NO_PIECE', 'G-6.1', `Your ${a.piece} is not in play.`);
  const wheels = a.wheels === true;
  if (wheels && (!s.options.wheels || !g.wheels)) return refuse('NO_WHEELS', 'G-16.2', 'Your Gang has no Wheels.');
  if (wheels && s.turn.wheelsUsed) return refuse('WHEELS_ONCE', 'G-16.2', 'Wheels are used once a turn.');
  const m = c.chosen ?? match(gangsterMoves(s, g, a.piece, wheels), a.to, a.facing, a.subway);
  if (!m) {
    const steps = wheels ? wheelsAllowance(diceRoll(s)) : diceRoll(s)[MOVE_DIE[a.piece]];
    return refuse(
      'ILLEGAL_MOVE',
      'G-6.3',
      `Your ${a.piece} cannot end an exact ${steps}-space move on ${placeName(a.to)}${a.facing ? ` facing ${a.facing}` : ''}.`,
    );
  }
  if (a.piece !== 'vamp' && !a.criminal && entersOpposingJoint(s, seat, a.to))
    return refuse(
      'MUST_HIT',
      'G-11.4',
      `Your ${a.piece} may enter another Gang's Joint only white side up, to make a Hit on it.`,
    );
  const choices = a.piece === 'vamp' ? seductionChoices(s, g, a.to, a.criminal) : NO_SEDUCTIONS;
  const chosen = a.seduce ?? (choices.length === 1 ? choices[0] : undefined);
  if (a.piece === 'vamp' && !choices.some((x) => sameSeduction(x, chosen ?? []))) {
    if (g.siren && choices.some((x) => x.length === 2) && chosen?.length === 1 && edition(s) >= 4)
      return refuse(
        'SEDUCTION',
        'G-16.3',
        'Your Siren seduces two here: a Thug and a Racketeer, or two from the same gangster.',
      );
    return refuse('SEDUCTION', 'G-13.1', 'Say which Thug or Racketeer your Vamp seduces here.');
  }
  // No seduction, no piece to enter (`entryProblem` of none is null).
  const entry = chosen && chosen.length > 0 ? entryProblem(s, g, chosen) : null;
  if (entry) return refuse('BAD_ENTRY', 'G-7.4', entry);
  s.turn.undo = moveSnapshot(s);
  setPiece(s, g, a.piece, p, a.to, m.facing, a.criminal);
  s.turn.moved.push(a.piece);
  s.turn.movesUsed += 1;
  if (wheels) s.turn.wheelsUsed = true;
  // A simulation keeps no log: not even its text is written.
  if (!c.quiet)
    log(
      c,
      'move',
      `${seatRef(g.seat)}'s ${a.piece} moves to ${placeName(a.to)}${a.criminal ? ', white side up' : ''}${wheels ? ' on Wheels' : ''}.`,
      wheels ? 'G-16.2' : 'G-5.4',
      { seat, piece: a.piece, to: a.to, path: m.path.map((x) => x.space) },
    );
  if (a.piece === 'vamp' && chosen && chosen.length > 0) seduce(c, g, chosen);
  return ok(true);
}

/** A Thug's or Racketeer's one choice of whom to seduce: nobody (one list for every move, never changed). */
const NO_SEDUCTIONS: readonly (readonly Seduction[])[] = [[]];

/** G-11.4: is `to` another Gang's Joint? A Thug or Racketeer entering one must do so as a criminal. */
export function entersOpposingJoint(s: GangstersState, seat: number, to: string): boolean {
  const owner = jointAt(s, to)?.owner ?? null;
  return owner !== null && owner !== seat;
}

function sameSeduction(a: readonly Seduction[], b: readonly Seduction[]): boolean {
  return a.length === b.length && a.every((x, i) => x.seat === b[i]?.seat && x.kind === b[i]?.kind);
}

export function applyMovePublic(
  c: Ctx,
  seat: number,
  id: number | null,
  to: string,
  facing: Facing | null,
): Result<true> {
  const s = c.s;
  const commissioner = seat === s.commissioner;
  if (commissioner) {
    if (id === null)
      return refuse('PUBLIC_ON_BOARD', 'G-17.3', 'The Commissioner moves only Public pieces already on the board.');
    if (s.turn.moved.includes(publicRef(id))) return refuse('ONCE_PER_TURN', 'G-17.3', 'Each Public piece moves once.');
  } else {
    const g = mustGang(s, seat);
    const chk = checkOption(s, seat, id === null ? 'public:new' : publicRef(id));
    if (!chk.ok) return chk;
    if (mustRecruitRacketeer(g))
      return refuse('MUST_RECRUIT', 'G-7.5', 'With no Racketeer your one option must recruit Racketeers.');
  }
  if (id === null && !s.publics.some((p) => p.at === null))
    return refuse('NO_PUBLIC', 'G-6.8', 'Every Public piece is already in play.');
  const m = c.chosen ?? match(publicMoves(s, id), to, facing);
  if (!m)
    return refuse(
      'ILLEGAL_MOVE',
      'G-6.8',
      `That Public piece cannot end a ${s.turn.dice.white}-space move on ${placeName(to)}.`,
    );
  // G-6.92: the active player may take back the piece under the pawn; from edition 5 (state.ts `EDITION`)
  // that is the Police Commissioner too on his own turn (G-17.3). Earlier editions gave him no take-back.
  if (!commissioner || edition(s) >= 5) s.turn.undo = moveSnapshot(s);
  const pid = id ?? drawPublic(c);
  const pub = s.publics.find((x) => x.id === pid);
  if (!pub) throw new Error('public vanished');
  movePublicTo(s, pub, to, m.facing);
  s.turn.moved.push(publicRef(pid));
  if (!commissioner) s.turn.movesUsed += 1;
  // A simulation keeps no log: not even its text is written.
  if (!c.quiet)
    log(
      c,
      'move-public',
      `The x${pub.strength} Public ${id === null ? 'enters from the Subway and ' : ''}moves to ${placeName(to)}.`,
      id === null ? 'G-10.4' : 'G-6.8',
      { public: pid, to, path: m.path.map((x) => x.space) },
    );
  return ok(true);
}

/**
 * A Public entering from the cup (G-6.8, G-10.4). If an entry was taken back this turn (G-6.92) the same
 * piece comes out again: retracting restores the position, it does not buy a fresh draw.
 */
function drawPublic(c: Ctx): number {
  const s = c.s;
  const again = s.publics.find((p) => p.id === s.turn.retractedPublic && p.at === null);
  s.turn.retractedPublic = null;
  if (again) return again.id;
  const cup = s.publics.filter((p) => p.at === null);
  return cup[c.roller.draw(cup.length, { label: 'Public cup', visibility: 'public' })]?.id ?? 0;
}

/**
 * Why there is nothing to take back. From edition 8 (state.ts `EDITION`), when no gangster or Public has
 * moved this turn the last piece moved was a Cop, and the refusal says why his move stays: a rebuffed
 * move went back already (G-9.5), the Commissioner's move for a Gang that deferred is his (G-17.2), and
 * the active player's own move stands once a Joint is sold or another piece has moved and gone back
 * (G-6.92). Earlier editions spoke of gangsters' steps whatever had moved.
 */
function noRetract(s: GangstersState): Result<true> {
  const t = s.turn;
  if (edition(s) >= 8 && t.moved.length === 0) {
    if (t.rebuffed)
      return refuse(
        'NO_RETRACT',
        'G-9.5',
        'The Cop went back when his Bribe was shown, so there is no move to take back.',
      );
    const moved = t.copDone && t.bribeBy === null;
    if (moved && deferredCopAction(s))
      return refuse(
        'NO_RETRACT',
        'G-17.2',
        'The Police Commissioner moved the Cop this turn, and his move is not yours to take back.',
      );
    // A Donut flip (G-16.4) moves no Cop: it leaves the actor's marker on "Donut 2".
    const flipped = s.gangs.find((g) => g.seat === t.copActor)?.donut?.side === 2;
    if (moved && t.copActor === t.seat && !flipped)
      return refuse(
        'NO_RETRACT',
        'G-6.92',
        'Your Cop move stands: it can be taken back only before anything else is done.',
      );
  }
  return refuse('NO_RETRACT', 'G-6.92', 'Only the piece just moved may retrace its steps.');
}

/**
 * G-6.92: only the piece under the pawn (the last one moved, before anything else happened) may start over.
 * From edition 5 (state.ts `EDITION`) only the move is taken back: a move never touches cash or a Donut
 * marker, so a kibitzing fine (G-6.91) or a Donut called off by a Bribe badge (G-16.4) in the meantime
 * stands. Games of edition 3 and 4 put the Gangs back whole, the fine's cash and the Donut too.
 */
export function applyRetract(c: Ctx): Result<true> {
  const s = c.s;
  const u = s.turn.undo;
  if (!u) return noRetract(s);
  const entered = s.publics.find((p) => p.at !== null && u.publics.some((q) => q.id === p.id && q.at === null));
  if (entered) s.turn.retractedPublic = entered.id;
  // The undo is shared with earlier states (see `copy.ts`): what it restores is copied, but for a
  // playout's own state (`owned`), whose snapshot nothing else holds.
  const now = s.gangs;
  s.gangs = c.owned ? u.gangs : copyGangs(u.gangs);
  if (edition(s) >= 5)
    s.gangs.forEach((g, i) => {
      const current = now[i];
      if (!current) return;
      g.cash = current.cash;
      g.donut = current.donut === null ? null : { ...current.donut };
    });
  s.publics = c.owned ? u.publics : copyPublics(u.publics);
  s.turn.moved = c.owned ? u.moved : [...u.moved];
  s.turn.movesUsed = u.movesUsed;
  s.turn.wheelsUsed = u.wheelsUsed;
  s.turn.undo = null;
  // Edition 7: the piece under the pawn may be a Cop (only such games keep a Cop part).
  const cop = copUndoOf(u);
  if (cop) retractCopMove(c, cop);
  else log(c, 'retract', 'The last move is taken back; the piece returns to the pawn.', 'G-6.92');
  return ok(true);
}
