/**
 * The Buy Phase (G-5.1, G-8, G-7.5, G-16.1–16.3): buying the building the Racketeer stands in, improving a
 * Joint, selling a Joint to the Bank when short of Racketeers, and equipment bought in gray buildings.
 */
import { seatRef } from '../../../engine/words';
import { ok, refuse, type Result } from '../../../engine/result';
import {
  COMPONENTS,
  edition,
  jointAt,
  jointCount,
  jointsOf,
  mustGang,
  removeJoint,
  type GangState,
  type GangstersState,
} from '../state';
import { putJoint, setJoint } from '../snapshot-parts';
import { collect, money, pay, sayMoney, type Ctx } from './common';
import { baseValue, building, isGray, ownedOfClass, placeName } from './places';

/** Where the Gang's Racketeer stands, if in a building. */
function racketeerAt(g: GangState): string | null {
  const at = g.pieces.racketeer?.at ?? null;
  return at && building(at) ? at : null;
}

/** The answer of a `why…` check asked `quiet`ly: no, and no words built for it (for `legal`). */
const NO = 'no';

/**
 * Why the Racketeer may not buy where it stands, or null (G-5.1, G-7.5: improvements come with it);
 * `quiet`: only whether, any reason answered as `NO`.
 */
export function whyNoBuy(s: GangstersState, g: GangState, quiet = false): string | null {
  const at = racketeerAt(g);
  if (s.turn.bought) return 'You have already bought a building this turn.';
  if (!at || isGray(at)) return 'Your Racketeer must stand in a coloured building to buy it.';
  const j = jointAt(s, at);
  if (j && j.owner !== null) return quiet ? NO : `${placeName(at)} is already a Joint.`;
  if (jointCount(s, g.seat) >= COMPONENTS.jointMarkers) return 'All ten of your Joint markers are in use.';
  if (g.cash < baseValue(at)) return quiet ? NO : `${placeName(at)} costs ${money(baseValue(at))}.`;
  return null;
}

export function applyBuy(c: Ctx, seat: number): Result<true> {
  const s = c.s;
  const g = mustGang(s, seat);
  if (!s.turn.bought && jointCount(s, g.seat) >= COMPONENTS.jointMarkers)
    return refuse('NO_MARKERS', 'G-3.4', 'All ten of your Joint markers are in use.');
  const why = whyNoBuy(s, g);
  if (why) return refuse('CANNOT_BUY', 'G-5.1', why);
  const at = racketeerAt(g) as string;
  const price = baseValue(at);
  pay(s, seat, price);
  const level = s.joints[at]?.level ?? 1;
  putJoint(s, at, seat, level);
  s.turn.bought = true;
  const extra = level > 1 ? `, improvements included (x${level})` : '';
  sayMoney(
    c,
    [seat],
    'buy',
    `${seatRef(g.seat)} buys ${placeName(at)} for ${money(price)}${extra}.`,
    `${seatRef(g.seat)} buys ${placeName(at)}${extra}.`,
    level > 1 ? 'G-7.5' : 'G-5.1',
    { seat, building: at },
  );
  return ok(true);
}

/** Why the Joint under the Racketeer may not be improved now, or null (G-8.3). */
export function whyNoImprove(s: GangstersState, g: GangState, quiet = false): string | null {
  const at = racketeerAt(g);
  if (s.turn.improved) return 'A Gang improves one Joint one level a turn.';
  if (!at || jointAt(s, at)?.owner !== g.seat) return 'Your Racketeer must be in the Joint to improve it.';
  const level = (jointAt(s, at)?.level ?? 1) + 1;
  const cls = building(at)?.class ?? 'gray';
  if (ownedOfClass(s, g.seat, cls) < level) return quiet ? NO : `Level ${level} needs ${level} ${cls} Joints.`;
  if (g.cash < baseValue(at)) return quiet ? NO : `An improvement costs ${money(baseValue(at))}.`;
  return null;
}

export function applyImprove(c: Ctx, seat: number): Result<true> {
  const s = c.s;
  const g = mustGang(s, seat);
  const why = whyNoImprove(s, g);
  if (why) return refuse('CANNOT_IMPROVE', 'G-8.3', why);
  const at = racketeerAt(g) as string;
  const j = s.joints[at];
  if (!j) throw new Error('joint vanished');
  pay(s, seat, baseValue(at));
  const level = j.level + 1;
  setJoint(s, at, j.owner, level);
  s.turn.improved = true;
  sayMoney(
    c,
    [seat],
    'improve',
    `${seatRef(g.seat)} improves ${placeName(at)} to x${level} for ${money(baseValue(at))}.`,
    `${seatRef(g.seat)} improves ${placeName(at)} to x${level}.`,
    'G-8.3',
    { seat, building: at, level },
  );
  return ok(true);
}

/**
 * G-7.5: with no Racketeers, a Gang may sell one Joint to the Bank for its base price; improvements stay.
 * From edition 4 (state.ts `EDITION`) also in the Movement Phase, before recruiting: only the rolled die
 * shows whether the Gang "lacks enough money to pay for the amount of Racketeers desired".
 */
export function whyNoSell(s: GangstersState, g: GangState, id: string): string | null {
  if (s.phase !== 'buy' && (s.phase !== 'move' || edition(s) < 4)) return 'Joints are sold in the Buy Phase.';
  if (g.strength.racketeer > 0) return 'A Joint is sold to the Bank only to raise money for Racketeers.';
  if (s.turn.sold) return 'Only one Joint may be sold this turn.';
  if (s.joints[id]?.owner !== g.seat) return 'That is not your Joint.';
  return null;
}

/** The `sell` actions open to the Gang now (G-7.5), for `legal`. */
export function sales(s: GangstersState, g: GangState): { type: 'sell'; joint: string }[] {
  // `whyNoSell` refuses every Joint of a Gang with Racketeers or that sold one already: no list made then.
  if (g.strength.racketeer > 0 || s.turn.sold) return [];
  return jointsOf(s, g.seat)
    .filter((j) => !whyNoSell(s, g, j))
    .map((joint) => ({ type: 'sell', joint }));
}

export function applySell(c: Ctx, seat: number, id: string): Result<true> {
  const s = c.s;
  const g = mustGang(s, seat);
  const why = whyNoSell(s, g, id);
  if (why) return refuse('CANNOT_SELL', 'G-7.5', why);
  const j = s.joints[id];
  if (!j) throw new Error('joint vanished');
  collect(s, seat, baseValue(id));
  if (j.level > 1) setJoint(s, id, null, j.level);
  else removeJoint(s, id);
  s.turn.sold = true;
  s.turn.undo = null;
  const stay = j.level > 1 ? '; its improvements stay on the building' : '';
  sayMoney(
    c,
    [seat],
    'sell',
    `${seatRef(g.seat)} sells ${placeName(id)} to the Bank for ${money(baseValue(id))}${stay}.`,
    `${seatRef(g.seat)} sells ${placeName(id)} to the Bank${stay}.`,
    'G-7.5',
    { seat, building: id },
  );
  return ok(true);
}

type Item = 'heaters' | 'wheels' | 'siren';
const ITEM_PIECE = { heaters: 'thug', wheels: 'racketeer', siren: 'vamp' } as const;
const ITEM_CLAUSE = { heaters: 'G-16.1', wheels: 'G-16.2', siren: 'G-16.3' } as const;

/** Each piece of equipment in plain words (edition 7): its name, having it, and what it costs. */
const ITEM_WORDS = {
  heaters: { off: 'Heaters are not in this game.', had: 'Your Gang already has Heaters.', cost: 'Heaters cost' },
  wheels: { off: 'Wheels are not in this game.', had: 'Your Gang already has Wheels.', cost: 'Wheels cost' },
  siren: { off: 'Sirens are not in this game.', had: 'Your Vamp is already a Siren.', cost: 'New clothes cost' },
} as const;

/**
 * Why the equipment may not be bought now, or null: its piece in a gray building, option on, cash enough.
 * From edition 7 (state.ts `EDITION`) the refusal reads in plain words ("Your Vamp is already a Siren."),
 * where earlier editions put the option's name in ("You already have siren.", "siren cost $300.").
 */
export function whyNoEquip(s: GangstersState, g: GangState, item: Item): string | null {
  if (edition(s) >= 7) return whyNoEquipWords(s, g, item);
  if (!s.options[item]) return `${item} are not in this game.`;
  if (g[item]) return `You already have ${item}.`;
  const p = g.pieces[ITEM_PIECE[item]];
  if (!p || !isGray(p.at)) return `Your ${ITEM_PIECE[item]} must be in a grey building.`;
  if (g.cash < COMPONENTS.equipmentPrice[item]) return `${item} cost ${money(COMPONENTS.equipmentPrice[item])}.`;
  return null;
}

function whyNoEquipWords(s: GangstersState, g: GangState, item: Item): string | null {
  const w = ITEM_WORDS[item];
  if (!s.options[item]) return w.off;
  if (g[item]) return w.had;
  const p = g.pieces[ITEM_PIECE[item]];
  const who = ITEM_PIECE[item] === 'thug' ? 'Thug' : ITEM_PIECE[item] === 'vamp' ? 'Vamp' : 'Racketeer';
  if (!p || !isGray(p.at)) return `Your ${who} must start the turn in a grey building.`;
  if (g.cash < COMPONENTS.equipmentPrice[item]) return `${w.cost} ${money(COMPONENTS.equipmentPrice[item])}.`;
  return null;
}

export function applyEquip(c: Ctx, seat: number, item: Item): Result<true> {
  const s = c.s;
  const g = mustGang(s, seat);
  const why = whyNoEquip(s, g, item);
  if (why) return refuse('CANNOT_EQUIP', ITEM_CLAUSE[item], why);
  pay(s, seat, COMPONENTS.equipmentPrice[item]);
  g[item] = true;
  const what = `${seatRef(g.seat)} buys ${item === 'siren' ? 'new clothes: the Vamp is a Siren' : item}`;
  sayMoney(
    c,
    [seat],
    'equip',
    `${what} for ${money(COMPONENTS.equipmentPrice[item])}.`,
    `${what}.`,
    ITEM_CLAUSE[item],
    { seat, item },
  );
  return ok(true);
}
