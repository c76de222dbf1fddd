/**
 * The Movement Phase (G-5.4, G-6, G-7, G-16.2): moving gangsters and Public pieces through the path engine,
 * recruiting instead of moving, the once-per-piece and movement-option limits, and retracting the move of
 * the piece under the pawn (G-6.92).
 */
import { ok, refuse, type Result } from '../../../engine/result';
import { MOVE_DIE, type Facing, type GangsterKind } from '../board';
import { cityGraph } from '../city';
import { legalMoves, wheelsAllowance, type DiceRoll, type LegalMove } from '../movement';
import { COMPONENTS, clone, gangName, mustGang, recruitCost, type GangState, type GangstersState } from '../state';
import { cashOf, money, pay, say, type Ctx } from './common';
import { moveState } from './crime';
import { placeName } from './places';
import { enterPiece, entryPlaces } from './pieces';
import { moveOptions } from './sequence-helpers';
import { seduce, seductionChoices, type Seduction } from './vamps';

/** The full roll, with any die not rolled counted as 0 (only the Commissioner's turn lacks dice). */
export function diceRoll(s: GangstersState): DiceRoll {
  const d = s.turn.dice;
  return { red: d.red ?? 0, green: d.green ?? 0, blue: d.blue ?? 0, white: d.white ?? 0, black: d.black ?? 0 };
}

/** Movement options left this turn (G-6.1). */
export function optionsLeft(s: GangstersState, seat: number): number {
  return moveOptions(s, seat) - s.turn.movesUsed;
}

/** G-7.5: a Gang with no Racketeers must spend its one option recruiting Racketeers. */
export function mustRecruitRacketeer(g: GangState): boolean {
  return g.strength.racketeer === 0;
}

/** Legal ends of a gangster's move (wheels: the G-16.2 combined allowance). */
export function gangsterMoves(s: GangstersState, g: GangState, kind: GangsterKind, wheels: boolean): LegalMove[] {
  const p = g.pieces[kind];
  if (!p) return [];
  const roll = diceRoll(s);
  const steps = wheels ? wheelsAllowance(roll) : roll[MOVE_DIE[kind]];
  const r = legalMoves(cityGraph(), {
    kind,
    gang: g.gang,
    at: p.at,
    facing: p.facing,
    steps,
    wheels,
    state: moveState(s),
  });
  return r.ok ? r.value : [];
}

/** Legal ends of a Public piece's move, or of a Public entering from the cup (`id` null). */
export function publicMoves(s: GangstersState, id: number | null): LegalMove[] {
  const p = id === null ? null : s.publics.find((x) => x.id === id);
  if (id !== null && (!p || p.at === null)) return [];
  const r = legalMoves(cityGraph(), {
    kind: 'public',
    at: p?.at ?? null,
    facing: p?.facing ?? null,
    steps: s.turn.dice.white ?? 0,
    state: moveState(s, id ?? undefined),
  });
  return r.ok ? r.value : [];
}

function match(moves: LegalMove[], to: string, facing: Facing | null): LegalMove | undefined {
  return moves.find((m) => m.to === to && (m.facing === null || m.facing === facing));
}

function snapshot(s: GangstersState): GangstersState['turn']['undo'] {
  return {
    gangs: clone(s.gangs),
    publics: clone(s.publics),
    moved: [...s.turn.moved],
    movesUsed: s.turn.movesUsed,
    wheelsUsed: s.turn.wheelsUsed,
  };
}

function checkOption(s: GangstersState, seat: number, ref: string): Result<true> {
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
  const m = match(gangsterMoves(s, g, a.piece, wheels), a.to, a.facing);
  if (!m) {
    const steps = wheels ? wheelsAllowance(diceRoll(s)) : diceRoll(s)[MOVE_DIE[a.piece]];
    return refuse(
      'ILLEGAL_MOVE',
      'G-6.3',
      `Your ${a.piece} cannot end an exact ${steps}-space move on ${placeName(a.to)}${a.facing ? ` facing ${a.facing}` : ''}.`,
    );
  }
  const choices = a.piece === 'vamp' ? seductionChoices(s, g, a.to, a.criminal) : [[]];
  const chosen = a.seduce ?? (choices.length === 1 ? choices[0] : undefined);
  if (a.piece === 'vamp' && !choices.some((x) => sameSeduction(x, chosen ?? []))) {
    return refuse('SEDUCTION', 'G-13.1', 'Say which Thug or Racketeer your Vamp seduces here.');
  }
  s.turn.undo = snapshot(s);
  p.at = a.to;
  p.facing = m.facing;
  p.criminal = a.criminal;
  s.turn.moved.push(a.piece);
  s.turn.movesUsed += 1;
  if (wheels) s.turn.wheelsUsed = true;
  say(
    c,
    'move',
    `${gangName(g.gang)}'s ${a.piece} moves to ${placeName(a.to)}${a.criminal ? ', white side up' : ''}${wheels ? ' on Wheels' : ''}.`,
    wheels ? 'G-16.2' : 'G-5.4',
    { seat, piece: a.piece, to: a.to, path: m.path.map((x) => x.space) },
  );
  if (a.piece === 'vamp' && chosen && chosen.length > 0) seduce(c, g, chosen);
  return ok(true);
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
    if (s.turn.moved.includes(`public:${id}`))
      return refuse('ONCE_PER_TURN', 'G-17.3', 'Each Public piece moves once.');
  } else {
    const g = mustGang(s, seat);
    const chk = checkOption(s, seat, id === null ? 'public:new' : `public:${id}`);
    if (!chk.ok) return chk;
    if (mustRecruitRacketeer(g))
      return refuse('MUST_RECRUIT', 'G-7.5', 'With no Racketeer your one option must recruit Racketeers.');
  }
  if (id === null && !s.publics.some((p) => p.at === null))
    return refuse('NO_PUBLIC', 'G-6.8', 'Every Public piece is already in play.');
  const m = match(publicMoves(s, id), to, facing);
  if (!m)
    return refuse(
      'ILLEGAL_MOVE',
      'G-6.8',
      `That Public piece cannot end a ${s.turn.dice.white}-space move on ${placeName(to)}.`,
    );
  if (!commissioner) s.turn.undo = snapshot(s);
  let pid = id;
  if (pid === null) {
    const cup = s.publics.filter((p) => p.at === null);
    pid = cup[c.roller.draw(cup.length, { label: 'Public cup', visibility: 'public' })]?.id ?? 0;
  }
  const pub = s.publics.find((x) => x.id === pid);
  if (!pub) throw new Error('public vanished');
  pub.at = to;
  pub.facing = m.facing;
  s.turn.moved.push(`public:${pid}`);
  if (!commissioner) s.turn.movesUsed += 1;
  say(
    c,
    'move-public',
    `The x${pub.strength} Public ${id === null ? 'enters from the Subway and ' : ''}moves to ${placeName(to)}.`,
    id === null ? 'G-10.4' : 'G-6.8',
    { public: pid, to },
  );
  return ok(true);
}

/** The most gangsters still recruitable this turn: 7 − blue die, less those already bought (G-7.3). */
export function recruitRoom(s: GangstersState): number {
  return 7 - (s.turn.dice.blue ?? 7) - s.turn.recruitedCount;
}

/** Cash a seat must keep for a bribe it has placed this turn (paid after the Movement Phase, G-9.5). */
export function reserved(s: GangstersState, seat: number): number {
  return s.turn.bribeBy === seat ? 100 * (s.turn.dice.blue ?? 0) : 0;
}

export function recruitPrice(s: GangstersState, g: GangState, kind: GangsterKind, count: number): number {
  return recruitCost(kind, g.strength[kind], g.strength[kind] + count) * (s.turn.dice[MOVE_DIE[kind]] ?? 0);
}

export function applyRecruit(
  c: Ctx,
  seat: number,
  kind: GangsterKind,
  count: number,
  at: string | null | undefined,
): Result<true> {
  const s = c.s;
  const g = mustGang(s, seat);
  const chk = checkOption(s, seat, kind);
  if (!chk.ok) return chk;
  if (mustRecruitRacketeer(g) && kind !== 'racketeer')
    return refuse('MUST_RECRUIT', 'G-7.5', 'With no Racketeer your one option must recruit Racketeers.');
  if (count > recruitRoom(s))
    return refuse(
      'COP_LIMIT',
      'G-7.3',
      `With a blue ${s.turn.dice.blue} you may recruit ${Math.max(0, recruitRoom(s))} more gangsters this turn.`,
    );
  const max = COMPONENTS.maxStrength[kind];
  if (g.strength[kind] + count > max)
    return refuse(
      'TOO_MANY',
      'G-7.3',
      `A Gang may never have more than ${max} ${kind === 'vamp' ? 'Vamp' : `${kind}s`}.`,
    );
  const price = recruitPrice(s, g, kind, count);
  if (cashOf(s, seat) - reserved(s, seat) < price)
    return refuse('CANNOT_AFFORD', 'G-7.2', `Recruiting ${count} costs ${money(price)}.`);
  const entering = g.pieces[kind] === null;
  if (entering && at && !entryPlaces(c, g, kind).includes(at)) {
    return refuse(
      'BAD_ENTRY',
      'G-7.4',
      'A new gangster enters in one of your Joints, or with no Joint on the Subway of its die.',
    );
  }
  pay(s, seat, price);
  g.strength[kind] += count;
  s.turn.recruitedCount += count;
  // 'recruit:<kind>' marks that the piece did not move, so it cannot start a Shootout (G-12.8-ex4).
  s.turn.moved.push(kind, `recruit:${kind}`);
  s.turn.movesUsed += 1;
  s.turn.undo = null;
  say(
    c,
    'recruit',
    `${gangName(g.gang)} recruits ${count} ${kind === 'vamp' ? 'Vamp' : kind + (count > 1 ? 's' : '')} for ${money(price)}; strength ${g.strength[kind]}.`,
    'G-7.2',
    { seat, kind, count, price },
  );
  if (entering) enterPiece(c, g, kind, at);
  return ok(true);
}

/** G-6.92: only the piece under the pawn (the last one moved, before anything else happened) may start over. */
export function applyRetract(c: Ctx): Result<true> {
  const s = c.s;
  const u = s.turn.undo;
  if (!u) return refuse('NO_RETRACT', 'G-6.92', 'Only the piece just moved may retrace its steps.');
  s.gangs = u.gangs;
  s.publics = u.publics;
  s.turn.moved = u.moved;
  s.turn.movesUsed = u.movesUsed;
  s.turn.wheelsUsed = u.wheelsUsed;
  s.turn.undo = null;
  say(c, 'retract', 'The last move is taken back; the piece returns to the pawn.', 'G-6.92');
  return ok(true);
}
