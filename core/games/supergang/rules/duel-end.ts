/**
 * The end of a duel (SG-11.3): the fallen go to the clinic (injured) or the graveyard (dead, records
 * erased), cops put out restart from the centre, managers are replaced, and each cause has its outcome:
 * a stick-up pays or changes owner (SG-5.4, SG-8.6, SG-8.9), a rebellion ends in the clinic and jail or
 * with the cops out of play (SG-9.3.5, SG-11.3.3), a killing leaves its crimes on the square (SG-9.2.3).
 */
import type { JsonObject } from '../../../engine/json';
import { log } from '../../../engine/rules';
import type { SgCity } from '../city';
import { COMPONENTS, edition, findCharacter, type Character, type Crime, type Duel } from '../state';
import { bankGivesFor, between, fromBank, gangRef, ownerPaysFor, setShop, type Ctx } from './common';
import { standing } from './duel';
import { commit, losesThisTurn, onRecord, toJail } from './law';
import { afterLosses, districtWin, noteLoss } from './victory';
import { recolourPawns } from './act-do';

/** SG-11.3.1 / SG-11.3.4 (edition 2): a character who falls before his move that turn does not move. */
function offTheMoves(c: Ctx, ch: Character): void {
  if (edition(c.s) >= 2) c.s.turn.toMove = c.s.turn.toMove.filter((x) => x !== ch.id);
}

/** SG-11.3.4: dead to the graveyard, record erased; SG-6.2.6 / SG-11.4.1: a fallen Vamp frees her catch. */
export function kill(c: Ctx, ch: Character, clause: string): void {
  noteLoss();
  ch.place = 'graveyard';
  ch.pos = null;
  ch.record = [];
  ch.unseen = [];
  ch.sentence = 0;
  ch.arrestedInClinic = false;
  ch.vampedBy = null;
  // SG-7.1: a recruit is a new man, whom no Vamp ever held (`freedFrom` exists only from edition 3).
  if (ch.freedFrom !== undefined) delete ch.freedFrom;
  offTheMoves(c, ch);
  if (ch.kind === 'vamp') freeVamped(c, ch.gang);
  if (!c.quiet) log(c, 'dead', fallenWords(c, ch, 'dead'), clause, { character: ch.id });
}

/**
 * Where a fallen gangster goes when the duel ends. Edition 8 tells it after the arrow's "… is shot dead."
 * without saying it twice, and says what it means: "{seat:0}'s killer goes to the graveyard; his police
 * record is wiped clean." (SG-11.3.4), "{seat:0}'s vamp goes to the clinic until her next turn."
 * (SG-11.3.1). Before: "… is dead: to the graveyard.", "… is injured: to the clinic."
 */
function fallenWords(c: Ctx, ch: Character, down: 'dead' | 'injured'): string {
  const who = `${gangRef(c.s, ch.gang)}'s ${ch.kind}`;
  if (edition(c.s) < 8)
    return down === 'dead' ? `${who} is dead: to the graveyard.` : `${who} is injured: to the clinic.`;
  const his = ch.kind === 'vamp' ? 'her' : 'his';
  return down === 'dead'
    ? `${who} goes to the graveyard; ${his} police record is wiped clean.`
    : `${who} goes to the clinic until ${his} next turn.`;
}

/** SG-11.3.1: injured to the clinic, out until his next turn. */
export function injure(c: Ctx, ch: Character, clause: string): void {
  ch.place = 'clinic';
  ch.pos = null;
  ch.unseen = [];
  ch.vampedBy = null;
  offTheMoves(c, ch);
  if (ch.kind === 'vamp') freeVamped(c, ch.gang);
  if (!c.quiet) log(c, 'injured', fallenWords(c, ch, 'injured'), clause, { character: ch.id });
}

/**
 * SG-6.2.6: the Vamp of `gang` is out of the fight, so every man she holds is free at once. From edition 2
 * a freed man is his own gang's again: on another gang's turn he neither moves nor acts for it any more.
 */
export function freeVamped(c: Ctx, gang: number): void {
  const s = c.s;
  for (const v of s.characters) {
    if (v.vampedBy?.gang !== gang) continue;
    v.vampedBy = null;
    log(c, 'vamp', `${gangRef(s, v.gang)}'s ${v.kind} is free again.`, 'SG-6.2.6', { character: v.id });
    if (edition(s) < 2 || v.gang === s.turn.gang) continue;
    s.turn.toMove = s.turn.toMove.filter((x) => x !== v.id);
    if (s.turn.acting === v.id) s.turn.acting = null;
  }
}

/** Is side `side` of the duel fighting `gang`: its characters, or the managers of its shop (SG-8.3, SG-8.5)? */
function facesGang(c: Ctx, d: Duel, side: 0 | 1, gang: number): boolean {
  const other = d.sides[side === 0 ? 1 : 0];
  if (other.some((t) => findCharacter(c.s, t.id)?.gang === gang)) return true;
  const shop = d.cause === 'stick-up' && side === 0 && d.shop ? c.s.shops[d.shop] : undefined;
  return shop !== undefined && (shop.owner === gang || shop.racket === gang);
}

/**
 * SG-6.2.6 / SG-11.4.1: a Vamp is down in the duel. Her men are free at once and fight on, except against
 * their own gang (edition 2): such a man leaves the fight and goes back to his gang. Returns the side that
 * has won when nobody is left standing on his side, else null.
 */
export function vampDown(c: Ctx, gang: number): 0 | 1 | null {
  const s = c.s;
  const d = s.duel;
  const held = s.characters.filter((v) => v.vampedBy?.gang === gang);
  freeVamped(c, gang);
  if (!d || edition(s) < 2) return null;
  for (const v of held) {
    const side = ([0, 1] as const).find((k) => d.sides[k].some((t) => t.id === v.id && t.down === null));
    if (side === undefined || !facesGang(c, d, side, v.gang)) continue;
    d.sides[side] = d.sides[side].filter((t) => t.id !== v.id);
    log(
      c,
      'vamp',
      `${gangRef(s, v.gang)}'s ${v.kind} will not fight his own gang: he leaves the fight and goes back to them.`,
      'SG-11.4.1',
      { character: v.id },
    );
    if (standing(d.sides[side]).length === 0) return side === 0 ? 1 : 0;
  }
  return null;
}

/** The crimes a side committed by downing the other side's targets (SG-10.2). */
function crimesOf(loser: Duel['sides'][number]): Crime[] {
  const out: Crime[] = [];
  for (const t of loser)
    if (t.down === 'dead') out.push('murder');
    else if (t.down === 'injured') out.push('assault');
  return out;
}

export function endDuel(c: Ctx, city: SgCity, winner: 0 | 1): void {
  const s = c.s;
  const d = s.duel;
  if (!d) return;
  s.duel = null;
  s.turn.phase = d.resume;
  const loser = winner === 0 ? 1 : 0;
  // A loop: `flatMap` made a list per fighter, at the end of every duel.
  const standingOf = (side: 0 | 1): Character[] => {
    const out: Character[] = [];
    for (const t of d.sides[side]) {
      const ch = t.down === null ? findCharacter(s, t.id) : undefined;
      if (ch) out.push(ch);
    }
    return out;
  };
  const crimes: [Crime[], Crime[]] = [crimesOf(d.sides[1]), crimesOf(d.sides[0])];
  // The fallen: characters to the clinic or the graveyard, cops out (SG-9.1.5), managers replaced (SG-11.3.5).
  for (const side of [0, 1] as const) {
    for (const t of d.sides[side]) {
      if (t.down === null) continue;
      const ch = findCharacter(s, t.id);
      // Edition 3: a gang that gave up mid-duel is out (SG-14.1); its fallen stay in the graveyard.
      if (ch && edition(s) >= 3 && s.gangs[ch.gang]?.eliminated) continue;
      if (ch) {
        if (t.down === 'dead') kill(c, ch, 'SG-11.3.4');
        else {
          injure(c, ch, 'SG-11.3.1');
          if (d.cause === 'arrest') ch.arrestedInClinic = true;
        }
      } else if (t.id.startsWith('cop') && d.group !== null) {
        const g = s.cops[d.group];
        if (g && g.out === null) {
          g.out = { by: d.seats[side === 0 ? 1 : 0], manhole: false };
          g.pos = null;
          log(c, 'cops', 'The cops are put out of the fight: they will start again from the centre.', 'SG-9.1.5');
        }
      }
    }
  }
  // Quiet (a simulation): no line, so neither its words nor its data are made.
  if (!c.quiet) {
    const over = overWords(c, d, winner);
    log(c, 'duel', over.text, over.clause, overData(c, d, winner));
  }
  const attackers = standingOf(0);
  switch (d.cause) {
    case 'stick-up':
      if (winner === 0 && d.shop) stickUpWon(c, city, d, attackers);
      else {
        // SG-8.9: the surviving managers saw everything; the fallen attackers carry it on their record.
        for (const t of d.sides[0]) {
          const ch = findCharacter(s, t.id);
          if (ch && ch.place !== 'graveyard') onRecord(c, ch, ['stick-up', ...crimes[0]], 'SG-8.9');
        }
      }
      break;
    case 'arrest': {
      // SG-9.3.5: the rebels are seen by the cops they shot at; from edition 2 an injured rebel too
      // (SG-11.3.3: he serves it once out of the clinic).
      const rebels = edition(s) >= 2 ? d.sides[1].flatMap((t) => aliveOf(c, t)) : standingOf(1);
      for (const ch of rebels) onRecord(c, ch, ['rebellion', ...crimes[1]], 'SG-10.2');
      for (const t of d.sides[1]) {
        const ch = findCharacter(s, t.id);
        if (ch && winner === 0 && ch.place === 'board')
          toJail(c, ch, 'SG-9.3.4', undefined, false, losesThisTurn(s, ch));
      }
      break;
    }
    case 'killing':
    case 'clinic':
      for (const ch of attackers) for (const crime of crimes[0]) commit(c, city, ch, crime, 'SG-10.2');
      for (const ch of standingOf(1)) for (const crime of crimes[1]) commit(c, city, ch, crime, 'SG-10.2');
      break;
  }
  void loser;
  afterLosses(c);
}

/**
 * The line that ends a duel: "The duel is over: the attackers win." From edition 5 an attack on the
 * clinic whose arrows all missed says so: "Every arrow missed: {seat:1}'s dealer lives." The patient
 * "cannot defend himself" (SG-11.4.4), so no defenders won anything; edition 1 to 4 games read "The duel
 * is over: the defenders win." and cited SG-11.2.7 for a clinic attack either way.
 */
function overWords(c: Ctx, d: Duel, winner: 0 | 1): { text: string; clause: string } {
  const patient = d.cause === 'clinic' && winner === 1 ? findCharacter(c.s, d.sides[1][0]?.id ?? '') : undefined;
  if (edition(c.s) >= 5 && patient)
    return { text: `Every arrow missed: ${gangRef(c.s, patient.gang)}'s ${patient.kind} lives.`, clause: 'SG-11.4.4' };
  return { text: `The duel is over: the ${winner === 0 ? 'attackers' : 'defenders'} win.`, clause: 'SG-11.2.7' };
}

/**
 * The data of the line that ends a duel: the winning side's seat (`winner`). From edition 5, when the
 * defenders of a killing against several gangs win (SG-5.5.2: each defending gang shoots for its own),
 * `winners` lists every defending seat still in the duel, not only the one holding the gun at the end, so
 * the final tally credits each (`tally.ts`). Edition 1 to 4 games record `winner` alone.
 */
function overData(c: Ctx, d: Duel, winner: 0 | 1): JsonObject {
  const seat = d.seats[winner];
  const many = winner === 1 && d.shooters !== undefined && d.shooters.length > 1;
  if (edition(c.s) < 5 || !many) return { winner: seat };
  return { winner: seat, winners: [...(d.shooters ?? [])].sort((a, b) => a - b) };
}

/** The character behind a target who is not dead (standing or injured), if any. */
function aliveOf(c: Ctx, t: Duel['sides'][number][number]): Character[] {
  const ch = t.down === 'dead' ? undefined : findCharacter(c.s, t.id);
  return ch ? [ch] : [];
}

function stickUpWon(c: Ctx, city: SgCity, d: Duel, attackers: Character[]): void {
  const s = c.s;
  const shopId = d.shop as string;
  const shop = s.shops[shopId];
  const info = city.shop(shopId);
  const me = s.turn.gang;
  if (!shop || !info) return;
  s.turn.stuckUp.push(shopId);
  const value = info.initials.length > 0 ? COMPONENTS.tariff.stickUpInitials : COMPONENTS.tariff.stickUpBasic;
  if (d.mode === 'ownership' && shop.owner !== null) {
    const was = shop.owner;
    setShop(s, shopId, { owner: me });
    recolourPawns(c, city, shopId, me);
    log(c, 'own', `${gangRef(s, me)} takes ${shopId} from ${gangRef(s, was)} at gunpoint.`, 'SG-5.4.6', {
      shop: shopId,
    });
  } else tillPaid(c, shopId, shop.owner, me, value);
  // The defender is named by seat (`d.seats`); the racket token by gang.
  const defender = s.gangs.findIndex((g) => g.seat === d.seats[1]);
  if (shop.racket !== null && shop.racket === defender) {
    log(c, 'racket', `${gangRef(s, shop.racket)}'s racket token leaves ${shopId}.`, 'SG-8.6', { shop: shopId });
    setShop(s, shopId, { racket: null });
  }
  if (edition(s) >= 3 && d.sides[1].some((t) => t.down === 'injured')) {
    // SG-8.9 (edition 3): a manager only injured has survived the stick-up and saw it all; it goes on the
    // record of every attacker not dead, as when the managers win.
    for (const t of d.sides[0]) {
      const ch = findCharacter(s, t.id);
      if (ch && ch.place !== 'graveyard') onRecord(c, ch, ['stick-up', ...crimesOf(d.sides[1])], 'SG-8.9');
    }
  } else {
    for (const ch of attackers) commit(c, city, ch, 'stick-up', 'SG-10.2');
    // SG-6.2.7 / SG-10.1 (edition 2): the managers downed are the crime of every attacker standing, as the
    // stick-up is; edition 1 charged them to the first attacker listed alone.
    const by = edition(s) >= 2 ? attackers : attackers.slice(0, 1);
    for (const crime of crimesOf(d.sides[1])) for (const ch of by) commit(c, city, ch, crime, 'SG-10.2');
  }
  // SG-1.1: a shop taken at gunpoint can complete a district (edition 2; edition 1 checked purchases only).
  if (d.mode === 'ownership' && edition(s) >= 2) districtWin(c, city, me);
}

/**
 * SG-5.4.5: the till of a shop stuck up for money: the owner pays what he has of it, or the bank when
 * nobody owns the shop. From edition 5 the line says the deed first, as the coward attack's does
 * (SG-5.1.2): "{seat:0} empties the till of …, which nobody owns: the bank gives {seat:0} 50 million.", or
 * "…: its owner {seat:1} pays {seat:0} 50 million." (less: "all it has"; nothing: "has no money").
 * Edition 1 to 4 games read "{seat:0} takes 50 million from the bank: the till of …" and "{seat:1} pays
 * {seat:0} 0 million: the till of …" for an owner with nothing.
 */
function tillPaid(c: Ctx, shopId: string, owner: number | null, me: number, value: number): void {
  if (edition(c.s) >= 5) {
    const deed = `${gangRef(c.s, me)} empties the till of ${shopId}`;
    if (owner !== null) ownerPaysFor(c, owner, me, value, deed, 'SG-5.4.5');
    else bankGivesFor(c, me, value, `${deed}, which nobody owns`, 'SG-5.4.5');
  } else if (owner !== null) between(c, owner, me, value, `the till of ${shopId}`, 'SG-5.4.5');
  else fromBank(c, me, value, `the till of ${shopId}`, 'SG-5.4.5');
}
