/**
 * Moving a character with his die (SG-4.1): where he may go is the movement module's answer (through
 * `city.ts`); here the move is made, the stop begins (SG-4.1.3), and the four-minute clock's expiry sends
 * every character not yet moved to jail for the next turn (SG-13.1).
 */
import { log } from '../../../engine/rules';
import { ok, refuse, type Result } from '../../../engine/result';
import { spot, type Destination, type SgCity } from '../city';
import { controller, type Character, type SuperGangState } from '../state';
import { gangRef, type Ctx } from './common';
import { commit, toJail } from './law';
import { nextTurn } from './turn';

export function ownedShops(s: SuperGangState, gang: number): string[] {
  return Object.entries(s.shops).flatMap(([id, x]) => (x.owner === gang ? [id] : []));
}

/** Where `ch` may end his move with this turn's die. */
export function destinationsOf(s: SuperGangState, city: SgCity, ch: Character): readonly Destination[] {
  const die = s.turn.dice[ch.id];
  if (die === undefined) return [];
  return city.destinations({
    from: ch.place === 'centre' ? null : ch.pos,
    die,
    kind: 'gangster',
    owned: ownedShops(s, controller(ch)),
  });
}

export function moveCharacter(c: Ctx, city: SgCity, id: string, to: string | null): Result<true> {
  const s = c.s;
  const ch = s.characters.find((x) => x.id === id);
  if (!ch || !s.turn.toMove.includes(id))
    return refuse('NOT_YOURS', 'SG-4.1.2', 'That character has no move this turn.');
  const dests = destinationsOf(s, city, ch);
  const d = to === null ? undefined : dests.find((x) => x.key === to);
  if (to !== null && !d) return refuse('ILLEGAL_MOVE', 'SG-4.1.2', 'He cannot get there with his die.');
  if (to === null && dests.length > 0) return refuse('MUST_MOVE', 'SG-4.1.2', 'He must move the number on his die.');
  s.turn.toMove = s.turn.toMove.filter((x) => x !== id);
  if (!d) {
    log(c, 'move', `${gangRef(s, controller(ch))}: the ${ch.kind} cannot move with a ${s.turn.dice[id]}.`, 'SG-4.1.2');
    if (s.turn.toMove.length === 0) nextTurn(c);
    return ok(true);
  }
  // SG-9.2.3: a crime is seen only while he stands on its square.
  ch.unseen = [];
  ch.place = 'board';
  ch.pos = d.to;
  s.turn.acting = id;
  s.turn.done = [];
  s.turn.dueled = false;
  s.turn.phase = 'act';
  // SG-9.3.6: a Dealer stopped beside his own gang's traffic pawns is caught dealing.
  if (ch.kind === 'dealer' && city.sectionsAt(spot(d.to)).some((sec) => s.traffic[sec] === ch.gang))
    commit(c, city, ch, 'traffic', 'SG-9.3.6');
  log(c, 'move', `${gangRef(s, controller(ch))}'s ${ch.kind} moves to ${spot(d.to)}.`, 'SG-4.1.2', {
    character: id,
    to: d.key,
  });
  return ok(true);
}

/** SG-13.1: time is up; each character not yet moved goes to jail for the next turn. */
export function timeUp(c: Ctx): Result<true> {
  const s = c.s;
  if (s.turn.phase !== 'move' && s.turn.phase !== 'act')
    return refuse('NOT_NOW', 'SG-13.1', 'The clock runs only while characters are being moved.');
  for (const id of s.turn.toMove) {
    const ch = s.characters.find((x) => x.id === id);
    if (ch) toJail(c, ch, 'SG-13.1', 1, true);
  }
  s.turn.toMove = [];
  s.turn.acting = null;
  nextTurn(c);
  return ok(true);
}
