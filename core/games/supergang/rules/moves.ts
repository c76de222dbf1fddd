/**
 * Moving a character with his die (SG-4.1): where he may go is the movement module's answer (through
 * `city.ts`); here the move is made, the stop begins (SG-4.1.3), and the four-minute clock's expiry sends
 * every character not yet moved to jail for the next turn (SG-13.1).
 */
import { log } from '../../../engine/rules';
import { refuse, ruleError, type Result, type RuleError } from '../../../engine/result';
import { byKey, copyPos, spot, type DestinationEnd, type EndCodes, type MoveQuery, type SgCity } from '../city';
import { COMPONENTS, controller, edition, findCharacter, type Character, type SuperGangState } from '../state';
import { fighter, trafficCrime } from './act-do';
import { startDuel } from './duel';
import { copsInPlay, nextTurn } from './turn';
import { charRef, DONE, gangRef, ownedShops, type Ctx } from './common';
import { toJail } from './law';
import type { Picked } from '../picked';

export { ownedShops };

/** Where `ch` may end his move with this turn's die. */
export function destinationsOf(s: SuperGangState, city: SgCity, ch: Character): readonly DestinationEnd[] {
  const q = gangsterQuery(s, ch);
  return q ? city.ends(q) : [];
}

/** `destinationsOf` as place codes (`SgCity.endCodes`): what the listings and the move read. */
export function endCodesOf(s: SuperGangState, city: SgCity, ch: Character): EndCodes {
  const q = gangsterQuery(s, ch);
  return q ? city.endCodes(q) : NO_ENDS;
}

const NO_ENDS: EndCodes = Object.freeze({ codes: new Uint16Array(0), at: 0, length: 0, places: [] });

/** The movement question for `ch` this turn (SG-4.1.2, SG-4.3.5), or null when he has no die. */
export function gangsterQuery(s: SuperGangState, ch: Character): MoveQuery | null {
  const die = s.turn.dice[ch.id];
  if (die === undefined) return null;
  return { from: ch.place === 'centre' ? null : ch.pos, die, kind: 'gangster', owned: ownedShops(s, controller(ch)) };
}

/**
 * `picked`: what the listing found for this very move when `chooseLegal` just picked it in this state
 * (`picked.ts`): its destination, which is then not looked up again.
 */
export function moveCharacter(
  c: Ctx,
  city: SgCity,
  id: string,
  to: string | null,
  picked: Picked | null = null,
): Result<true> {
  const s = c.s;
  const ch = findCharacter(s, id);
  if (!ch || !s.turn.toMove.includes(id))
    return refuse('NOT_YOURS', 'SG-4.1.2', 'That character has no move this turn.');
  let d: DestinationEnd | undefined;
  if (to !== null && picked?.dest) d = picked.dest;
  else {
    const dests = endCodesOf(s, city, ch);
    d = to === null ? undefined : byKey(dests, to);
    if (to !== null && !d) return refuse('ILLEGAL_MOVE', 'SG-4.1.2', 'He cannot get there with his die.');
    if (to === null && dests.length > 0) return refuse('MUST_MOVE', 'SG-4.1.2', 'He must move the number on his die.');
  }
  s.turn.toMove = s.turn.toMove.filter((x) => x !== id);
  // SG-6.2.5: freed from the Vamp, he is his own man once he moves.
  if (ch.freedFrom !== undefined) delete ch.freedFrom;
  if (!d) {
    // Edition 4: a man a Vamp holds is named as his own gang's, held by her (SG-6.2.3, `charRef`).
    const stuck =
      edition(s) >= 4 && controller(ch) !== ch.gang
        ? `${charRef(s, ch)} cannot move with a ${s.turn.dice[id]}.`
        : `${gangRef(s, controller(ch))}: the ${ch.kind} cannot move with a ${s.turn.dice[id]}.`;
    log(c, 'move', stuck, 'SG-4.1.2');
    if (s.turn.toMove.length === 0) nextTurn(c);
    return DONE;
  }
  // SG-9.2.3: a crime is seen only while he stands on its square.
  ch.unseen = [];
  ch.place = 'board';
  ch.pos = copyPos(d.to);
  s.turn.acting = id;
  s.turn.done = [];
  s.turn.dueled = false;
  s.turn.phase = 'act';
  // SG-9.3.6: a Dealer stopped beside his own gang's traffic pawns is caught dealing. Edition 5: the case
  // file says he moves there first, then that cops saw it; edition 1 to 4 games had the crime before the move.
  const ed5 = edition(s) >= 5;
  if (ed5) logMove(c, ch, d);
  if (ch.kind === 'dealer' && besidePawns(s, city.sectionsAt(spot(d.to)), ch.gang)) trafficCrime(c, city, ch);
  if (!ed5) logMove(c, ch, d);
  return DONE;
}

/**
 * Does one of `sections` hold a pawn of `gang`? The pawns are walked, not the sections looked up: the
 * pawns' record takes a new shape with each set of sections held, so a lookup by a section's name missed
 * V8's caches (1.7% of a playout's profile), where a walk over its own keys reads them in place.
 */
function besidePawns(s: SuperGangState, sections: readonly string[], gang: number): boolean {
  const traffic = s.traffic;
  for (const sec in traffic) if (traffic[sec] === gang && sections.includes(sec)) return true;
  return false;
}

/** The case file's line for a character's move (SG-4.1.2). */
function logMove(c: Ctx, ch: Character, d: DestinationEnd): void {
  if (!c.quiet)
    log(c, 'move', `${charRef(c.s, ch)} moves to ${spot(d.to)}.`, 'SG-4.1.2', { character: ch.id, to: d.key });
}

/** SG-11.4.4: why `id` may not shoot `target` in the clinic now, or null. */
export function clinicAttackRefusal(s: SuperGangState, id: string, target: string): RuleError | null {
  const ch = findCharacter(s, id);
  const t = findCharacter(s, target);
  if (!ch || !s.turn.toMove.includes(id) || ch.place !== 'centre')
    return ruleError('NOT_IN_CENTRE', 'SG-11.4.4', 'Only a character about to leave the centre can reach the clinic.');
  if (!t || t.place !== 'clinic' || controller(t) === controller(ch))
    return ruleError('NOT_A_PATIENT', 'SG-11.4.4', 'Aim at an injured opponent lying in the clinic.');
  if (edition(s) >= 3 && ch.freedFrom === t.gang && t.kind === 'vamp')
    return ruleError('FREED', 'SG-6.2.5', 'Just freed from her, he cannot attack the Vamp before he has moved.');
  if (s.turn.clinicShots.includes(id))
    return ruleError('ONE_THROW', 'SG-5.7.7', 'One dice throw against the patient a turn.');
  if (s.turn.number <= COMPONENTS.peacefulTurns)
    return ruleError('PEACE', 'SG-3.5', 'No harm among gangsters in the three first turns.');
  if (copsInPlay(s) && s.cops.some((g) => g.out === null && g.pos === null))
    return ruleError('POLICE', 'SG-5.7.5', 'The cops are in the centre: nobody fires there.');
  return null;
}

/** SG-11.4.4: his die's throw is the number of arrows; the patient cannot shoot back, and a hit kills. */
export function clinicAttack(c: Ctx, id: string, target: string): Result<true> {
  const why = clinicAttackRefusal(c.s, id, target);
  if (why) return { ok: false, error: why };
  const ch = c.s.characters.find((x) => x.id === id) as Character;
  const t = c.s.characters.find((x) => x.id === target) as Character;
  c.s.turn.clinicShots.push(id);
  log(c, 'killing', `${charRef(c.s, ch)} goes for ${gangRef(c.s, t.gang)}'s ${t.kind} in the clinic.`, 'SG-11.4.4');
  startDuel(c, {
    cause: 'clinic',
    clause: 'SG-11.4.4',
    seats: [c.s.gangs[controller(ch)]?.seat ?? 0, c.s.gangs[t.gang]?.seat ?? 0],
    sides: [[fighter(ch)], [{ id: t.id, dice: 0, bonus: 0, label: t.id }]],
    shop: null,
    mode: null,
    group: null,
    resume: 'move',
    square: null,
  });
  return DONE;
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
  return DONE;
}
