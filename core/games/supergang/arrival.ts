/**
 * What a stop in a shop would make a character do, told before he moves: SG-4.3.4 makes a man who stops in
 * a shop that is not his gang's do one of the shop's actions if he can, and in another gang's shop that is
 * most often a stick-up (SG-5.7.6: it cannot be bought), a duel against its defenders. A family found the
 * duel start with no warning. The table marks such shops among the lit places; this says which they are,
 * asking the rules' own `actOptions` and `mayFinish` of the position he would stand in on arriving.
 */
import type { ShopId } from './board';
import type { SgCity } from './city';
import { actOptions, mayFinish, owed } from './legal';
import { policePresent, shopValue, tokensInUse } from './rules/act';
import { endCodesOf } from './rules/moves';
import { COMPONENTS, controller, edition, type Character, type SuperGangState } from './state';

/**
 * The shops where `ch`, stopping there on this move, could do nothing but stick the shop up (for money or
 * for ownership): every action he would owe there is a stick-up. A shop where he may also do something else,
 * or leave, is not one (nor his gang's own, where he may always do nothing).
 */
export function stickUpShops(s: SuperGangState, city: SgCity, ch: Character): readonly string[] {
  const gang = controller(ch);
  const g = s.gangs[gang];
  if (!g) return NONE;
  let out: string[] | null = null;
  let arrived: SuperGangState | null = null;
  // Only the shops his die can take him into: the movement's own ends, as the legal list has them.
  const ends = endCodesOf(s, city, ch);
  for (let i = ends.at; i < ends.at + ends.length; i++) {
    const to = ends.places[ends.codes[i] as number]?.to;
    if (to?.kind !== 'shop') continue;
    const id = to.shop;
    const shop = s.shops[id];
    if (!shop || shop.owner === gang || s.turn.stuckUp.includes(id) || out?.includes(id)) continue;
    // Quick answers first, each one the rules would give: a shop nobody owns that he could buy or racket
    // leaves him a choice (SG-5.3.1, SG-5.2.1); with the police there nobody sticks it up (SG-5.7.5).
    if (shop.owner === null && tokensInUse(s, gang) < COMPONENTS.tokens) {
      if (shop.racket === null) continue;
      if (g.cash >= shopValue(city, id)) continue;
    }
    if (policePresent(s, city, id)) continue;
    arrived ??= standing(s, ch);
    const here = at(arrived, ch.id, id);
    const options = actOptions(here, city);
    if (mayFinish(here, city, options)) continue;
    const ed = edition(s);
    // Before edition 3 any open action ended the stop, a token taken back included (`mayFinish`).
    const due = ed >= 3 ? options.filter((a) => owed(ed, a)) : options;
    if (due.length > 0 && due.every((a) => a.type === 'stick-up')) (out ??= []).push(id);
  }
  return out ?? NONE;
}

const NONE: readonly string[] = Object.freeze([]);

/** The position as it would be with `ch` just stopped somewhere: acting, nothing done yet (as `moveCharacter`). */
function standing(s: SuperGangState, ch: Character): SuperGangState {
  return {
    ...s,
    turn: {
      ...s.turn,
      toMove: s.turn.toMove.filter((x) => x !== ch.id),
      acting: ch.id,
      done: [],
      dueled: false,
      phase: 'act',
    },
  };
}

/** `arrived` with the character `id` standing in `shop`. */
function at(arrived: SuperGangState, id: string, shop: ShopId): SuperGangState {
  return {
    ...arrived,
    characters: arrived.characters.map((x): Character =>
      x.id === id ? { ...x, place: 'board', pos: { kind: 'shop', shop } } : x,
    ),
  };
}
