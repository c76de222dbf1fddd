/**
 * The heuristic bot's scores, from its seat's view alone. It picks a home district (where it owns most,
 * else the one with most free shops) and heads for its free shops; buys there, rackets elsewhere, deals
 * with its Dealer, robs passers-by when short of cash, and fights only when its side's expected dice beat
 * the other side's by a margin (the Killer's +2 counts).
 */
import type { SuperGangAction } from './actions';
import { supergangCity, type SquareId } from './board';
import { scoreHaggle } from './bot-haggle';
import { sgCity } from './city-data';
import { spot } from './city';
import { controller, type Character, type SuperGangState } from './state';
import { acting, crewHere, othersHere, shopValue } from './rules/act';
import { destinationsOf } from './rules/moves';

const homes = new WeakMap<SuperGangState, Map<number, string | undefined>>();
const moves = new WeakMap<SuperGangState, Map<string, Map<string, string>>>();

/** Where a move action ends, by its key (computed once per view and character). */
function endOf(s: SuperGangState, ch: Character, key: string): string | undefined {
  let byChar = moves.get(s);
  if (!byChar) moves.set(s, (byChar = new Map()));
  let ends = byChar.get(ch.id);
  if (!ends) {
    ends = new Map(destinationsOf(s, sgCity(), ch).map((d) => [d.key, spot(d.to)]));
    byChar.set(ch.id, ends);
  }
  return ends.get(key);
}

function homeDistrict(s: SuperGangState, gang: number): string | undefined {
  let byGang = homes.get(s);
  if (!byGang) homes.set(s, (byGang = new Map()));
  if (!byGang.has(gang)) byGang.set(gang, computeHome(s, gang));
  return byGang.get(gang);
}

/**
 * Distance maps by the shops wanted (a search asks for the same few over and over, on ever new states):
 * the map depends only on the city, which is fixed, and the wanted shops. Cleared when it grows large.
 */
const distances = new Map<string, Map<string, number>>();

/** Steps from each street square to a door of a shop the gang still wants in its home district. */
function distanceMap(s: SuperGangState, gang: number): Map<string, number> {
  const city = supergangCity();
  const home = city.data.districts.find((d) => d.id === homeDistrict(s, gang));
  const wanted = home ? city.shopsOf(home.id).filter((id) => s.shops[id]?.owner !== gang) : [];
  const key = wanted.join(' ');
  const known = distances.get(key);
  if (known) return known;
  if (distances.size >= 512) distances.clear();
  const out = new Map<string, number>();
  let frontier: string[] = [];
  for (const shop of wanted)
    for (const sq of city.shopWitnessSquares(shop))
      if (!out.has(sq)) {
        out.set(sq, 0);
        frontier.push(sq);
      }
  for (let d = 1; frontier.length > 0; d++) {
    const next: string[] = [];
    for (const sq of frontier)
      for (const n of city.neighbours(sq as SquareId))
        if (!out.has(n.square)) {
          out.set(n.square, d);
          next.push(n.square);
        }
    frontier = next;
  }
  distances.set(key, out);
  return out;
}

function computeHome(s: SuperGangState, gang: number): string | undefined {
  const city = sgCity();
  let best: string | undefined;
  let bestScore = -Infinity;
  for (const d of city.districts) {
    const mine = d.shops.filter((id) => s.shops[id]?.owner === gang).length;
    const theirs = d.shops.filter((id) => {
      const o = s.shops[id]?.owner;
      return o !== null && o !== undefined && o !== gang;
    }).length;
    const score = mine * 3 - theirs * 4 - d.shops.length * 0.1;
    if (score > bestScore) {
      bestScore = score;
      best = d.id;
    }
  }
  return best;
}

/** Expected dice total of a side: 3.5 a die, +2 for a Killer. */
function strength(chars: readonly Character[]): number {
  return chars.reduce((t, c) => t + 3.5 + (c.kind === 'killer' ? 2 : 0), 0);
}

function scoreSpot(s: SuperGangState, gang: number, ch: Character, at: string): number {
  const city = sgCity();
  const shop = city.shopAt(at);
  if (!shop) return 8 - Math.min(distanceMap(s, gang).get(at) ?? 16, 16) / 2;
  const x = s.shops[at];
  const cash = s.gangs[gang]?.cash ?? 0;
  const home = homeDistrict(s, gang);
  if (x?.owner === gang) return ch.kind === 'dealer' ? 4 : 2;
  if (x?.owner === null && shop.district === home && cash >= shopValue(city, at)) return 30;
  if (ch.kind === 'dealer' && shop.initials.includes('star')) return 20;
  if (x?.owner === null && x.racket === null) return 12;
  return 3;
}

export function scoreAction(s: SuperGangState, seat: number, a: SuperGangAction): number {
  const gang = s.gangs.findIndex((g) => g.seat === seat);
  const me = s.gangs[gang];
  const cash = me?.cash ?? 0;
  switch (a.type) {
    case 'roll':
      return 1;
    case 'buy-cops':
      return cash > 700 ? 2 : -1;
    case 'cop-move': {
      if (a.arrest === null) return 1;
      const ch = s.characters.find((x) => x.id === a.arrest);
      return ch && ch.gang !== gang ? 40 : -40;
    }
    case 'answer-arrest': {
      const ch = s.characters.find((x) => x.id === s.turn.arrest?.character);
      const years = ch?.record.length ?? 0;
      return a.rebel ? (years >= 3 && ch?.kind === 'killer' ? 5 : -5) : 0;
    }
    case 'move': {
      const ch = s.characters.find((x) => x.id === a.character);
      if (!ch || a.to === null) return 0;
      const at = endOf(s, ch, a.to);
      return at ? scoreSpot(s, gang, ch, at) : 0;
    }
    case 'buy': {
      const ch = acting(s);
      const here = ch?.pos ? spot(ch.pos) : '';
      const district = sgCity().shopAt(here)?.district;
      return district === homeDistrict(s, gang) ? 100 : cash > 300 ? 40 : 5;
    }
    case 'racket':
      return 35;
    case 'buy-pawns':
      return (me?.stock ?? 0) < 4 ? 25 - a.count : -5;
    case 'deal':
      return 30;
    case 'coward':
      return 15;
    case 'recruit':
      return 60;
    case 'stick-up': {
      const ch = acting(s);
      if (!ch) return -10;
      const ours = strength(crewHere(s, ch));
      const managers = (sgCity().shopAt(ch.pos ? spot(ch.pos) : '')?.initials.length ?? 0) > 0 ? 7 : 3.5;
      const edge = ours - managers;
      if (edge < 2) return -10;
      return a.mode === 'ownership' ? 45 : 20;
    }
    case 'kill': {
      const ch = acting(s);
      if (!ch) return -10;
      const foes = othersHere(s, ch).filter((x) => a.targets.includes(x.id));
      const edge = strength(crewHere(s, ch)) - strength(foes);
      return edge >= 3 ? 18 + foes.length : -10;
    }
    case 'vamp': {
      const t = s.characters.find((x) => x.id === a.target);
      return t && controller(t) !== gang ? 22 : -10;
    }
    case 'take-token':
      return -20;
    case 'clinic-attack':
      return 25;
    case 'done':
      return 0;
    case 'shoot': {
      const t = s.characters.find((x) => x.id === a.target);
      return t?.kind === 'killer' ? 3 : t ? 2 : 1;
    }
    case 'answer-recruit':
    case 'counter-price':
    case 'take-price':
    case 'walk-away':
      return scoreHaggle(s, a);
    case 'pay':
    case 'abandon':
    case 'time-up':
      return -1000;
  }
}
