/**
 * Winning and losing: a whole district (SG-1.1), the last gang standing (SG-1.1), elimination when a
 * gang's three characters are dead (SG-14.1), the police player's win (SG-15.7) and the turn cap.
 */
import { log } from '../../../engine/rules';
import { seatRef } from '../../../engine/words';
import type { SgCity } from '../city';
import { edition, type Character, type SuperGangState } from '../state';
import { gangRef, setShop, type Ctx } from './common';

/**
 * Characters sent to the graveyard and gangs eliminated so far, in any game (`kill`, `eliminate`: the only
 * rules that write either). While it stands still, no gang can have lost its last man or been put out.
 */
let losses = 0;

/** Counts a character killed or a gang eliminated (`losses`). */
export function noteLoss(): void {
  losses++;
}

/** The state `afterLosses` last found several gangs standing in without a police player, and `losses` then. */
let settled: SuperGangState | null = null;
let settledAt = -1;

/**
 * `afterLosses`, unless it found several gangs standing, no police player, in this very state (changed
 * in place, as a playout's is) after the last action, and nobody was killed or eliminated since: a gang
 * only falls through `kill` or `eliminate` (recruiting brings men back), so it would find the same.
 * `apply`'s working copies are new states each time, so only `applyInPlace` skips it.
 */
export function afterLossesIfAny(c: Ctx): void {
  const s = c.s;
  if (s === settled && losses === settledAt && s.policeSeat === null) return;
  if (afterLosses(c)) {
    settled = s;
    settledAt = losses;
  } else settled = null;
}

export function end(c: Ctx, winner: number | null, reason: string, clause: string): void {
  c.s.winner = winner;
  c.s.endReason = reason;
  c.s.turn.phase = 'over';
  c.s.duel = null;
  log(c, 'over', reason, clause, { winner });
}

export function liveGangs(s: SuperGangState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.gangs.length; i++) if (!s.gangs[i]?.eliminated) out.push(i);
  return out;
}

/** SG-14.1: every token, pawn and million of the gang back to the bank; it plays no more. */
export function eliminate(c: Ctx, gang: number, clause: string, why: string): void {
  const s = c.s;
  const g = s.gangs[gang];
  if (!g || g.eliminated) return;
  noteLoss();
  g.eliminated = true;
  s.bank += g.cash;
  g.cash = 0;
  g.stock = 0;
  g.ownsCops = false;
  for (const [id, shop] of Object.entries(s.shops)) {
    if (shop.owner === gang) setShop(s, id, { owner: null });
    if (shop.racket === gang) setShop(s, id, { racket: null });
  }
  for (const [sec, owner] of Object.entries(s.traffic)) if (owner === gang) delete s.traffic[sec];
  for (const ch of s.characters) {
    if (ch.vampedBy?.gang === gang) ch.vampedBy = null;
    if (ch.gang === gang) {
      ch.place = 'graveyard';
      ch.pos = null;
      ch.vampedBy = null;
      // SG-11.3.4 (edition 3): in the graveyard with the others, his police record is erased and nothing
      // is left to serve; edition 2 games kept the record and the sentence of a gang that gave up.
      if (edition(s) >= 3) {
        ch.record = [];
        ch.unseen = [];
        ch.sentence = 0;
        ch.arrestedInClinic = false;
        delete ch.freedFrom;
      }
    }
  }
  s.turn.toMove = s.turn.toMove.filter((id) => s.characters.find((x) => x.id === id)?.gang !== gang);
  log(c, 'eliminated', `${gangRef(s, gang)} is out of the game: ${why}.`, clause, { gang });
  if (edition(s) >= 2) freeCops(c, g.seat);
  // (Out in its own turn, its turn ends: `apply.ts` settle.)
  if (edition(s) >= 3 && s.turn.copSeat === g.seat && s.turn.gang !== gang) handCopsOver(c, g.seat);
}

/**
 * SG-14.1 (edition 3): `seat`, who plays the cops this turn (as their owner, SG-9.4.1), is out of the game
 * and plays them no more: they are for sale again, and the gang whose turn it is plays them now, the moves
 * left and the cops' shots in an arrest duel under way. Edition 2 left them to the seat that had gone.
 */
function handCopsOver(c: Ctx, seat: number): void {
  const s = c.s;
  const next = s.gangs[s.turn.gang]?.seat ?? null;
  s.turn.copSeat = next;
  if (next === null) return;
  const d = s.duel;
  if (d?.cause === 'arrest' && d.seats[0] === seat) (d.seats as [number, number])[0] = next;
  log(c, 'cops', `${seatRef(next)} plays the cops now.`, 'SG-14.1');
}

/**
 * SG-14.1 (edition 2): a player out of the game plays the police no more, so cops he put out of play,
 * who would have waited for his turn (SG-11.3.6, SG-9.1.7), come back at once: from the centre, or from
 * the manhole they fell into, where whoever next plays them chooses the manhole they come up from.
 */
function freeCops(c: Ctx, seat: number): void {
  for (const g of c.s.cops) {
    if (g.out?.by !== seat) continue;
    if (!g.out.manhole) g.pos = null;
    g.out = null;
    log(c, 'cops', 'The cops that gang put out of play start again from the centre.', 'SG-14.1');
  }
}

/**
 * The gangs with a character out of the graveyard, as bits by gang index (`1 << gang`): one walk over the
 * characters for every gang (this is asked after every action).
 */
function aliveBits(s: SuperGangState): number {
  let bits = 0;
  const all = s.characters;
  for (let i = 0; i < all.length; i++) {
    const x = all[i] as Character;
    if (x.place !== 'graveyard') bits |= 1 << x.gang;
  }
  return bits;
}

/**
 * After anything that can take characters out: eliminations, then the last gang or the police win. True
 * when nothing can have changed it: several gangs standing, no police player.
 */
export function afterLosses(c: Ctx): boolean {
  const s = c.s;
  if (s.turn.phase === 'over') return false;
  let standing = 0;
  let alive = aliveBits(s);
  for (let gang = 0; gang < s.gangs.length; gang++) {
    if (s.gangs[gang]?.eliminated) continue;
    // SG-14.1: all its characters in the graveyard. (Asked again after an elimination, which moves men.)
    if ((alive & (1 << gang)) === 0) {
      eliminate(c, gang, 'SG-14.1', 'its three characters are dead');
      alive = aliveBits(s);
    } else standing++;
  }
  // The usual case, several gangs standing and no police player: nothing more to check.
  if (standing > 1 && s.policeSeat === null) return true;
  const live = liveGangs(s);
  if (s.policeSeat !== null && edition(s) >= 3) {
    // SG-15.7 first (our reading: the variant's own win, when both come at once), then SG-1.1: the police
    // are no gang, so the last gang standing wins with a police player too. Edition 2 played on.
    policeWin(c);
    if (live.length === 1 && s.endReason === null) lastGang(c, live[0] as number);
    return false;
  }
  if (live.length === 1 && s.policeSeat === null) {
    lastGang(c, live[0] as number);
    return false;
  }
  if (live.length === 0 && s.policeSeat === null) {
    end(c, null, 'No gang is left standing.', 'SG-14.1');
    return false;
  }
  policeWin(c);
  return false;
}

/** SG-1.1: "Or be the last existing gang." */
function lastGang(c: Ctx, w: number): void {
  end(c, c.s.gangs[w]?.seat ?? w, `${gangRef(c.s, w)} is the last gang standing and wins.`, 'SG-1.1');
}

/** SG-15.7: every gangster in the graveyard, the clinic or jail at once. */
export function policeWin(c: Ctx): void {
  const s = c.s;
  if (s.policeSeat === null || s.turn.phase === 'over') return;
  const free = s.characters.some((x) => !s.gangs[x.gang]?.eliminated && (x.place === 'board' || x.place === 'centre'));
  if (!free) end(c, s.policeSeat, 'Every gangster is in jail, the clinic or the graveyard: the police win.', 'SG-15.7');
}

/** SG-1.1: the gang that owns every shop of a district wins. */
export function districtWin(c: Ctx, city: SgCity, gang: number): void {
  const s = c.s;
  if (s.turn.phase === 'over') return;
  for (const d of city.districts) {
    if (d.shops.every((id) => s.shops[id]?.owner === gang)) {
      end(c, s.gangs[gang]?.seat ?? gang, `${gangRef(s, gang)} owns the whole ${d.id} district and wins.`, 'SG-1.1');
      return;
    }
  }
}
