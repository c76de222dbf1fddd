/**
 * Recruiting (G-5.5, G-7): instead of moving a piece, a Gang buys more of its type at the Gang Track price
 * times that piece's die, within the Cop-die limit and the 1/10/10 caps; a piece with none in play enters
 * in a Joint or at the Subway of its die (G-7.4). It uses a movement option and never changes status.
 */
import { seatRef } from '../../../engine/words';
import { ok, refuse, type Result } from '../../../engine/result';
import { MOVE_DIE, type Facing, type GangsterKind } from '../board';
import { COMPONENTS, edition, mustGang, recruitCost, type GangState, type GangstersState } from '../state';
import { setStrength } from '../snapshot-parts';
import { cashOf, money, pay, sayMoney, type Ctx } from './common';
import { checkOption, mustRecruitRacketeer } from './movement-phase';
import { enterPiece, entryFacingProblem, entryPlace, entryPlaces } from './pieces';

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
  facing?: Facing,
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
  // G-7.4, from edition 6 (state.ts `EDITION`): a piece set down on a Subway street faces the way its player
  // chooses; earlier editions took no facing (the first way the street runs).
  const facingProblem = entering
    ? entryFacingProblem(s, kind, entryPlace(c, g, kind, at), facing)
    : facing !== undefined && edition(s) >= 6
      ? `Your ${kind} is already in play: only a new piece is set down.`
      : null;
  if (facingProblem) return refuse('BAD_ENTRY', 'G-7.4', facingProblem);
  pay(s, seat, price);
  setStrength(s, g, kind, g.strength[kind] + count);
  s.turn.recruitedCount += count;
  // 'recruit:<kind>' marks that the piece did not move, so it cannot start a Shootout (G-12.8-ex4).
  s.turn.moved.push(kind, `recruit:${kind}`);
  s.turn.movesUsed += 1;
  s.turn.undo = null;
  const what = `${seatRef(g.seat)} recruits ${count} ${kind === 'vamp' ? 'Vamp' : kind + (count > 1 ? 's' : '')}`;
  sayMoney(
    c,
    [seat],
    'recruit',
    `${what} for ${money(price)}; strength ${g.strength[kind]}.`,
    `${what}; strength ${g.strength[kind]}.`,
    'G-7.2',
    { seat, kind, count, price },
  );
  if (entering) enterPiece(c, g, kind, at, facing);
  return ok(true);
}
