/**
 * The effects of the actions checked in `act.ts`. Money moves through `common.ts`; crimes through
 * `law.ts`; fights start a duel (`duel.ts`) whose end is `duel-end.ts`.
 */
import { log } from '../../../engine/rules';
import { counted, listed, seatRef } from '../../../engine/words';
import { shopPos, type ShopId } from '../board/types';
import { spotOf, type SgCity, type ShopInfo } from '../city';
import { COMPONENTS, controller, edition, type Character, type SuperGangState } from '../state';
import { acting, crewHere, othersHere, pawnsInUse, shopValue, type ActAction } from './act';
import { bankGivesFor, between, charRef, fromBank, gangRef, setShop, toBank, type Ctx } from './common';
import { startDuel, type Fighter } from './duel';
import { commit } from './law';
import { characterDie } from './turn';
import { districtWin } from './victory';

export function fighter(ch: Character): Fighter {
  return { id: ch.id, dice: 1, bonus: ch.kind === 'killer' ? 2 : 0, label: ch.id };
}

function managers(n: number): Fighter[] {
  // A loop over names made once: `Array.from` with a callback and two new strings per manager showed in a
  // playout's profile (every stick-up and every killing in a shop makes them).
  const out: Fighter[] = [];
  for (let i = 0; i < n; i++)
    out.push({
      id: MANAGER_IDS[i] ?? `manager-${i + 1}`,
      dice: 1,
      bonus: 0,
      label: MANAGER_LABELS[i] ?? `manager ${i + 1}`,
    });
  return out;
}

const MANAGER_IDS: readonly string[] = ['manager-1', 'manager-2'];
const MANAGER_LABELS: readonly string[] = ['manager 1', 'manager 2'];

/**
 * SG-5.5.2 / SG-8.7 (edition 2): the targets' side of a killing. The shop's managers join it when the gang
 * of any target owns the shop. Against several gangs each shoots for its own characters (the owner for
 * the managers, SG-8.3), the side's arrows passing from one gang to the next (`Duel.shooters`).
 */
function defenders(
  s: SuperGangState,
  info: ShopInfo | undefined,
  owner: number | null,
  targets: readonly Character[],
): { side: Fighter[]; shooters?: number[] } {
  const seatOf = (g: number) => s.gangs[g]?.seat ?? g;
  const gangs = [...new Set(targets.map(controller))];
  const crew = info && owner !== null && gangs.includes(owner) ? managers(info.initials.length > 0 ? 2 : 1) : [];
  if (gangs.length < 2) return { side: [...targets.map(fighter), ...crew] };
  return {
    side: [
      ...targets.map((x) => ({ ...fighter(x), seat: seatOf(controller(x)) })),
      ...crew.map((f) => ({ ...f, seat: seatOf(owner ?? 0) })),
    ],
    shooters: gangs.map(seatOf),
  };
}

/**
 * The acting gang's characters who open fire in a killing (SG-5.5.1). From edition 3 a man freed from a
 * Vamp who has not moved yet (`freedFrom`) stays out of a killing aimed at her: "he cannot attack the vamp
 * … before his move" (SG-6.2.5). Edition 2 games had him shoot at her with his gang.
 */
function killers(c: Ctx, ch: Character, targets: readonly Character[]): Character[] {
  const s = c.s;
  const crew = crewHere(s, ch);
  if (edition(s) < 3) return crew;
  return crew.filter((x) => {
    if (x.freedFrom === undefined || !targets.some((t) => t.kind === 'vamp' && t.gang === x.freedFrom)) return true;
    log(
      c,
      'vamp',
      `${gangRef(s, x.gang)}'s ${x.kind}, just freed from the Vamp, will not shoot at her before he has moved.`,
      'SG-6.2.5',
      { character: x.id },
    );
    return false;
  });
}

/**
 * The line that opens a killing (SG-5.5.1: the targets are his to choose). From edition 5 it names them:
 * "{seat:0}'s killer opens fire on {seat:1}'s dealer and {seat:2}'s vamp: a gangland killing.", a man a
 * Vamp holds as "{seat:1}'s killer (held by {seat:2}'s vamp)" (SG-6.2.3). Edition 1 to 4 games read
 * "{seat:0}'s killer opens fire: a gangland killing."
 */
function killingWords(s: SuperGangState, who: string, targets: readonly Character[]): string {
  if (edition(s) < 5) return `${who} opens fire: a gangland killing.`;
  const named = targets.map((t) => {
    const by = controller(t);
    const held = by === t.gang ? '' : ` (held by ${gangRef(s, by)}'s vamp)`;
    return `${gangRef(s, t.gang)}'s ${t.kind}${held}`;
  });
  return `${who} opens fire on ${listed(named)}: a gangland killing.`;
}

/**
 * How long a man vamped now is hers (SG-6.2.1: "she may use him immediately, then she will play the three
 * following turns taking him with her"). From edition 6: "he is hers now and for her next three turns";
 * edition 1 to 5 games read "he follows her for three turns", which a table could count from this turn.
 */
function vampTerm(s: SuperGangState): string {
  return edition(s) >= 6 ? 'he is hers now and for her next three turns' : 'he follows her for three turns';
}

/** The seat that defends a shop in a stick-up (SG-8.3, SG-8.4, SG-8.5). */
function defenderSeat(s: SuperGangState, shop: string, gang: number, chosen: number | null): number {
  const x = s.shops[shop];
  if (x?.owner !== null && x?.owner !== undefined) return s.gangs[x.owner]?.seat ?? x.owner;
  if (x?.racket !== null && x?.racket !== undefined && x.racket !== gang) return s.gangs[x.racket]?.seat ?? x.racket;
  return chosen ?? 0;
}

/**
 * The line of a stick-up. From edition 8 it says who shoots for the managers and why: the owner (SG-8.3),
 * the gang whose racket the shop pays (SG-8.5), or the player the attacker chose (SG-8.4); edition 1 to 7
 * games said only "{seat:0}'s killer sticks up …", and a family saw another gang asked to shoot, unexplained.
 */
function stickUpWords(s: SuperGangState, who: string, info: ShopInfo, a: ActAction, gang: number, def: number): string {
  const deed = `${who} sticks up ${info.id}${a.type === 'stick-up' && a.mode === 'ownership' ? ' to take it over' : ''}`;
  if (edition(s) < 8) return `${deed}.`;
  const x = s.shops[info.id];
  const managers = info.initials.length > 0 ? 'the two managers' : 'the manager';
  if (x?.owner !== null && x?.owner !== undefined)
    return `${deed}; ${seatRef(def)}, its owner, shoots for ${managers}.`;
  if (x?.racket !== null && x?.racket !== undefined && x.racket !== gang)
    return `${deed}; ${seatRef(def)}, whose racket it pays, shoots for ${managers}.`;
  return `${deed}, with ${seatRef(def)} chosen to shoot for ${managers}.`;
}

export function doAct(c: Ctx, city: SgCity, a: ActAction): void {
  const s = c.s;
  const ch = acting(s) as Character;
  const gang = controller(ch);
  const square = spotOf(ch.pos) ?? '';
  const info = city.shopAt(square);
  const shop = info ? s.shops[info.id] : undefined;
  s.turn.done.push(a.type);
  // Edition 4: a man a Vamp holds is named as his own gang's, held by her (SG-6.2.3, `charRef`). Only
  // lines read it: a simulation (quiet) writes none, so makes no name.
  const who = c.quiet ? '' : charRef(s, ch);
  switch (a.type) {
    case 'coward':
      // SG-5.1.2: the bank gives the assailant 10 million; from edition 4 the line says the deed first.
      if (edition(s) >= 4) bankGivesFor(c, gang, COMPONENTS.tariff.coward, `${who} robs a passer-by`, 'SG-5.1.2');
      else fromBank(c, gang, COMPONENTS.tariff.coward, `${who} robs a passer-by`, 'SG-5.1.2');
      commit(c, city, ch, 'coward', 'SG-10.2');
      return;
    case 'racket':
      if (!info || !shop) return;
      setShop(s, info.id, { racket: gang });
      if (!c.quiet)
        log(c, 'racket', `${who} puts a racket token on ${info.id}: 5 million a turn.`, 'SG-5.2.2', { shop: info.id });
      commit(c, city, ch, 'racket', 'SG-10.2');
      return;
    case 'buy':
      if (!info || !shop) return;
      toBank(c, gang, shopValue(city, info.id), `${who} buys ${info.id}`, 'SG-5.3.1');
      if (shop.racket !== null) log(c, 'racket', `The racket token on ${info.id} is taken off.`, 'SG-5.3.3');
      setShop(s, info.id, { racket: null, owner: gang });
      recolourPawns(c, city, info.id, gang);
      if (!c.quiet)
        log(c, 'own', `${gangRef(s, gang)} now owns ${info.id}: 10 million a turn.`, 'SG-5.3.2', { shop: info.id });
      districtWin(c, city, gang);
      return;
    case 'stick-up': {
      if (!info || !shop) return;
      s.turn.dueled = true;
      const def = defenderSeat(s, info.id, gang, a.defender);
      if (!c.quiet)
        log(c, 'stick-up', stickUpWords(s, who, info, a, gang, def), a.mode === 'ownership' ? 'SG-5.4.6' : 'SG-5.4.4', {
          shop: info.id,
        });
      startDuel(c, {
        cause: 'stick-up',
        clause: 'SG-11.1.1',
        seats: [s.gangs[gang]?.seat ?? gang, def],
        sides: [crewHere(s, ch).map(fighter), managers(info.initials.length > 0 ? 2 : 1)],
        shop: info.id,
        mode: a.mode,
        group: null,
        resume: 'act',
        square,
      });
      return;
    }
    case 'kill': {
      s.turn.dueled = true;
      const targets = othersHere(s, ch).filter((x) => a.targets.includes(x.id));
      const victim = targets[0] as Character;
      const defGang = controller(victim);
      // SG-5.5.2 / SG-8.7: in a shop the managers fight only beside a gangster who owns it.
      const extra = (owner: number) =>
        info && shop?.owner === owner ? managers(info.initials.length > 0 ? 2 : 1) : [];
      if (!c.quiet) log(c, 'killing', killingWords(s, who, targets), 'SG-5.5.1');
      const defence =
        edition(s) >= 2
          ? defenders(s, info, shop?.owner ?? null, targets)
          : { side: [...targets.map(fighter), ...extra(defGang)] };
      startDuel(c, {
        cause: 'killing',
        clause: 'SG-11.1.3',
        seats: [s.gangs[gang]?.seat ?? gang, s.gangs[defGang]?.seat ?? defGang],
        sides: [[...killers(c, ch, targets).map(fighter), ...extra(gang)], defence.side],
        ...(defence.shooters ? { shooters: defence.shooters } : {}),
        shop: info?.id ?? null,
        mode: null,
        group: null,
        resume: 'act',
        square,
      });
      return;
    }
    case 'vamp': {
      const t = s.characters.find((x) => x.id === a.target) as Character;
      t.vampedBy = { gang, turns: 3 };
      // SG-9.2.3 (edition 3): vamping does not move him, so his crimes on this square may still be seen
      // until he moves on; edition 2 games wiped them here.
      if (edition(s) < 3) t.unseen = [];
      ch.lastVamped = t.id;
      // SG-6.2.1: she may use him at once: he joins this turn's moves if he has not moved. Edition 8 tells
      // the vamping first, and that he moves for her this turn, then his die (filed where it is thrown).
      const joins = !s.turn.toMove.includes(t.id) && !(t.id in s.turn.dice);
      const told = edition(s) >= 8;
      const now = told && joins ? ', and he moves for her this turn' : '';
      const vamps = () =>
        log(c, 'vamp', `${who} vamps ${gangRef(s, t.gang)}'s ${t.kind}: ${vampTerm(s)}${now}.`, 'SG-6.2.1', {
          character: t.id,
        });
      if (told) vamps();
      if (joins) {
        s.turn.dice[t.id] = c.roller.die(6, characterDie(t.id));
        s.turn.toMove.push(t.id);
      }
      if (!told) vamps();
      return;
    }
    case 'buy-pawns': {
      const cost = shop?.owner === gang ? 0 : (a.count / 2) * COMPONENTS.tariff.pawnPair;
      const g = s.gangs[ch.gang];
      if (!g) return;
      if (cost > 0 && shop?.owner !== null && shop?.owner !== undefined)
        between(c, gang, shop.owner, cost, `${a.count} traffic pawns`, 'SG-5.6.5');
      else if (cost > 0) toBank(c, gang, cost, `${a.count} traffic pawns`, 'SG-5.6.4');
      // Edition 4: a man a Vamp holds takes them free in her gang's shop (SG-6.3.3), not "his own".
      else if (edition(s) >= 4 && ch.gang !== gang)
        log(c, 'pawns', `${who} takes ${a.count} traffic pawns free: ${gangRef(s, gang)} owns the shop.`, 'SG-5.6.6');
      else log(c, 'pawns', `${who} takes ${a.count} traffic pawns free in his own shop.`, 'SG-5.6.6');
      g.stock += a.count;
      return;
    }
    case 'deal': {
      const g = s.gangs[ch.gang];
      if (!g) return;
      g.stock -= 1;
      s.traffic[a.section] = ch.gang;
      s.turn.done = s.turn.done.filter((d) => d !== 'deal');
      // SG-4.3.4 (edition 3): dealing is an action done on the stop (traffic), however many pawns.
      if (edition(s) >= 3 && !s.turn.done.includes(DEALT)) s.turn.done.push(DEALT);
      log(c, 'deal', `${who} deals on the sidewall (${a.section}): 5 million a turn.`, 'SG-5.6.7', {
        section: a.section,
      });
      trafficCrime(c, city, ch);
      return;
    }
    case 'recruit': {
      if (!info || !shop) return;
      if (shop.owner !== null && shop.owner !== gang) {
        s.turn.recruit = {
          kind: a.kind,
          shop: info.id,
          by: gang,
          waiting: 'owner',
          offer: null,
          asked: null,
          counters: 0,
        };
        s.turn.phase = 'recruit-answer';
        log(c, 'recruit', `${who} asks ${gangRef(s, shop.owner)} for a new ${a.kind}.`, 'SG-7.7');
        return;
      }
      if (shop.owner === null) toBank(c, gang, COMPONENTS.recruitPrice, `a new ${a.kind}`, 'SG-7.5');
      recruitInto(c, gang, a.kind, info.id as ShopId);
      return;
    }
    case 'take-token': {
      const t = s.shops[a.shop];
      if (!t) return;
      setShop(s, a.shop, {
        ...(t.owner === gang ? { owner: null } : {}),
        ...(t.racket === gang ? { racket: null } : {}),
      });
      s.turn.done = s.turn.done.filter((d) => d !== 'take-token');
      log(c, 'token', `${gangRef(s, gang)} takes its token back from ${a.shop}.`, 'SG-12.4', { shop: a.shop });
      return;
    }
  }
}

/**
 * SG-9.3.6: dealing is a crime. From edition 2 a stop's dealing is one crime (SG-10.2: "Traffic, 1 year"),
 * however many pawns he puts and whether or not he stopped beside his gang's pawns; `done` remembers it.
 */
export function trafficCrime(c: Ctx, city: SgCity, ch: Character): void {
  const s = c.s;
  if (edition(s) >= 2) {
    if (s.turn.done.includes(TRAFFIC_CRIME)) return;
    s.turn.done.push(TRAFFIC_CRIME);
  }
  commit(c, city, ch, 'traffic', 'SG-9.3.6');
}

/** The mark in `turn.done` of a stop whose traffic crime is committed (edition 2). */
export const TRAFFIC_CRIME = 'traffic-crime';

/** The mark in `turn.done` of a stop on which the Dealer has put pawns (edition 3; `deal` itself may repeat). */
export const DEALT = 'dealt';

/**
 * SG-5.6.11: the traffic pawns lining a shop take the colour of its new owner, free. From edition 3 a gang
 * has no more than its 20 pawns (SG-2.5): a pawn it has none left to put in place of goes back to the
 * bank, as seized pawns do (SG-9.3.7); the sections are taken in the board's order. Before, the gang
 * could end up with more than 20.
 */
export function recolourPawns(c: Ctx, city: SgCity, shop: string, gang: number): void {
  const s = c.s;
  let spare = edition(s) >= 3 ? COMPONENTS.pawns - pawnsInUse(s, gang) : Infinity;
  let gone = 0;
  for (const sec of city.shopSections(shop)) {
    const was = s.traffic[sec];
    if (was === undefined || was === gang) continue;
    if (spare > 0) {
      s.traffic[sec] = gang;
      spare -= 1;
    } else {
      delete s.traffic[sec];
      gone += 1;
    }
  }
  if (gone > 0)
    log(
      c,
      'pawns',
      `${gangRef(s, gang)} has all 20 of its traffic pawns out, so the bank takes back ${counted(gone, 'pawn')} along ${shop}.`,
      'SG-2.5',
    );
}

/** SG-7.6: the recruit stands in the shop at once. */
export function recruitInto(c: Ctx, gang: number, kind: Character['kind'], shop: ShopId): void {
  const dead = c.s.characters.find((x) => x.gang === gang && x.kind === kind && x.place === 'graveyard');
  if (!dead) return;
  dead.place = 'board';
  dead.pos = shopPos(shop);
  dead.record = [];
  dead.unseen = [];
  if (edition(c.s) >= 2) {
    // SG-6.2.4 / SG-7.1: a new recruit is a new character: a new Vamp has vamped nobody, and no Vamp
    // has just vamped the new man.
    dead.lastVamped = null;
    for (const x of c.s.characters) if (x.lastVamped === dead.id) x.lastVamped = null;
  }
  log(c, 'recruit', `${gangRef(c.s, gang)} recruits a new ${kind} in ${shop}.`, 'SG-7.6', { character: dead.id });
}
