/**
 * The decisions open to a seat now, enumerated (so bots and the table can offer them). Each candidate
 * passes the same checks `apply` makes.
 */
import type { SuperGangAction } from './actions';
import { sgCity } from './city-data';
import { spot, type SgCity } from './city';
import { COMPONENTS, controller, KINDS, type SuperGangState } from './state';
import { acting, checkAt, othersHere, stopOf, type ActAction } from './rules/act';
import { arrestable, CLINIC, clinicArrestable, copQuery, mustArrest } from './rules/cops';
import { gunnerSeat, standing } from './rules/duel';
import { haggleOptions } from './rules/haggle';
import { clinicAttackRefusal, destinationsOf } from './rules/moves';

/** Every action a character could try on his stop; `checkAct` sorts out which are allowed. */
function actCandidates(s: SuperGangState, city: SgCity): ActAction[] {
  const ch = acting(s);
  if (!ch?.pos) return [];
  const here = spot(ch.pos);
  const gang = controller(ch);
  const others = othersHere(s, ch).map((x) => x.id);
  const seats = s.gangs.filter((g, i) => i !== gang && !g.eliminated).map((g) => g.seat);
  const sections = [
    ...city.sectionsAt(here),
    ...(city.shopAt(here) && s.shops[here]?.owner === gang ? city.shopSections(here) : []),
  ];
  const mine: string[] = [];
  for (const id in s.shops) if (s.shops[id]?.owner === gang || s.shops[id]?.racket === gang) mine.push(id);
  return [
    { type: 'coward' },
    { type: 'racket' },
    { type: 'buy' },
    { type: 'stick-up', mode: 'money', defender: null },
    { type: 'stick-up', mode: 'ownership', defender: null },
    ...seats.map((defender): ActAction => ({ type: 'stick-up', mode: 'money', defender })),
    ...others.map((t): ActAction => ({ type: 'kill', targets: [t] })),
    ...(others.length > 1 ? [{ type: 'kill', targets: others } as ActAction] : []),
    ...others.map((target): ActAction => ({ type: 'vamp', target })),
    ...[2, 4, 6, 8, 10].map((count): ActAction => ({ type: 'buy-pawns', count })),
    ...[...new Set(sections)].map((section): ActAction => ({ type: 'deal', section })),
    ...KINDS.map((kind): ActAction => ({ type: 'recruit', kind })),
    ...mine.map((shop): ActAction => ({ type: 'take-token', shop })),
  ];
}

export function actOptions(s: SuperGangState, city: SgCity): ActAction[] {
  const stop = stopOf(s, city);
  if ('code' in stop) return [];
  return actCandidates(s, city).filter((a) => checkAt(s, city, stop, a) === null);
}

/**
 * SG-4.3.4: a character stopping in a shop that is not his gang's must do something there, if he can.
 * `options`: his `actOptions`, when they are already listed.
 */
export function mayFinish(s: SuperGangState, city: SgCity, options?: readonly ActAction[]): boolean {
  const ch = acting(s);
  if (!ch?.pos || ch.pos.kind !== 'shop') return true;
  if (s.shops[ch.pos.shop]?.owner === controller(ch) || s.turn.done.length > 0) return true;
  return (options ?? actOptions(s, city)).length === 0;
}

export function legalActions(s: SuperGangState, seat: number): SuperGangAction[] {
  const city = sgCity();
  const t = s.turn;
  const active = s.gangs[t.gang]?.seat === seat;
  switch (t.phase) {
    case 'start': {
      if (!active) return [];
      const g = s.gangs[t.gang];
      const canBuy =
        s.policeSeat === null &&
        !s.gangs.some((x) => x.ownsCops && !x.eliminated) &&
        (g?.cash ?? 0) >= COMPONENTS.copsPrice;
      return [{ type: 'roll' }, ...(canBuy ? [{ type: 'buy-cops' } as const] : [])];
    }
    case 'cops': {
      if (seat !== t.copSeat) return [];
      const out: SuperGangAction[] = [];
      for (const group of t.copsToMove) {
        const q = copQuery(s, city, group);
        if (!q) continue;
        const dests = city.destinations(q);
        if (dests.length === 0) out.push({ type: 'cop-move', group, to: null, arrest: null });
        for (const ch of clinicArrestable(s, group)) out.push({ type: 'cop-move', group, to: CLINIC, arrest: ch.id });
        for (const d of dests) {
          const at = spot(d.to);
          const who = arrestable(s, city, at);
          if (!mustArrest(s, city, at)) out.push({ type: 'cop-move', group, to: d.key, arrest: null });
          for (const ch of who) out.push({ type: 'cop-move', group, to: d.key, arrest: ch.id });
        }
      }
      return out;
    }
    case 'arrest': {
      const ch = s.characters.find((x) => x.id === t.arrest?.character);
      if (!ch || s.gangs[ch.gang]?.seat !== seat) return [];
      return [
        { type: 'answer-arrest', rebel: false },
        { type: 'answer-arrest', rebel: true },
      ];
    }
    case 'move': {
      if (!active) return [];
      const patients = s.characters.filter((x) => x.place === 'clinic');
      const attacks = t.toMove.flatMap((id) =>
        patients
          .filter((p) => clinicAttackRefusal(s, id, p.id) === null)
          .map((p): SuperGangAction => ({ type: 'clinic-attack', character: id, target: p.id })),
      );
      return [
        ...attacks,
        ...t.toMove.flatMap((id): SuperGangAction[] => {
          const ch = s.characters.find((x) => x.id === id);
          if (!ch) return [];
          const dests = destinationsOf(s, city, ch);
          if (dests.length === 0) return [{ type: 'move', character: id, to: null }];
          return dests.map((d) => ({ type: 'move', character: id, to: d.key }));
        }),
      ];
    }
    case 'act': {
      if (!active) return [];
      const options = actOptions(s, city);
      return [...options, ...(mayFinish(s, city, options) ? [{ type: 'done' } as const] : [])];
    }
    case 'duel': {
      const d = s.duel;
      if (!d || gunnerSeat(d) !== seat) return [];
      return standing(d.sides[d.gunner === 0 ? 1 : 0]).map((x) => ({ type: 'shoot', target: x.id }));
    }
    case 'recruit-answer':
      return haggleOptions(s, seat);
    case 'over':
      return [];
  }
}
