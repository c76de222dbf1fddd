/**
 * How near each gang is to a whole district (SG-1.1: the gang owning every shop of one district wins;
 * SG-2.1: five districts of 7 or 8 shops), from the ownership tokens on the board, which everyone sees.
 */
import { cityData } from '@core/games/supergang/board';
import type { SuperGangState } from '@core/games/supergang/state';

export interface DistrictProgress {
  readonly id: string;
  /** The district's name as said in a sentence: "the Old Quarter", "the Heights". */
  readonly name: string;
  readonly owned: number;
  readonly of: number;
  /** Its shops other gangs own (to be won from them at gunpoint, SG-5.4.6), and which gangs they are. */
  readonly others: number;
  readonly rivals: readonly number[];
}

let shopsByDistrict: readonly { id: string; name: string; shops: readonly string[] }[] | null = null;

function districts(): readonly { id: string; name: string; shops: readonly string[] }[] {
  const data = cityData();
  shopsByDistrict ??= data.districts.map((d) => ({
    id: d.id,
    name: `the ${d.name.replace(/^The /, '')}`,
    shops: data.shops.filter((x) => x.district === d.id).map((x) => x.id),
  }));
  return shopsByDistrict;
}

/**
 * The district `gang` is nearest to owning whole: most shops owned, then fewest left to take, then fewest
 * held by other gangs. Null while the gang owns no shop.
 */
export function nearestDistrict(s: Pick<SuperGangState, 'shops'>, gang: number): DistrictProgress | null {
  let best: DistrictProgress | null = null;
  for (const d of districts()) {
    const owners = d.shops.map((id) => s.shops[id]?.owner ?? null);
    const owned = owners.filter((o) => o === gang).length;
    if (owned === 0) continue;
    const theirs = owners.filter((o): o is number => o !== null && o !== gang);
    const p = {
      id: d.id,
      name: d.name,
      owned,
      of: d.shops.length,
      others: theirs.length,
      rivals: [...new Set(theirs)].sort((a, b) => a - b),
    };
    if (
      !best ||
      p.owned > best.owned ||
      (p.owned === best.owned && p.of - p.owned < best.of - best.owned) ||
      (p.owned === best.owned && p.of - p.owned === best.of - best.owned && p.others < best.others)
    )
      best = p;
  }
  return best;
}

/**
 * The gang card's words after "Most of one district:" (the final scores' words for the same count):
 * "6 of 7 shops in the Old Quarter; one more wins.", with who owns the rest ("the Blue gang owns it"), or
 * that the gang owns no shop yet. `gangWord` names a gang by its index ("Blue").
 */
export function districtWords(p: DistrictProgress | null, gangWord: (gang: number) => string): string {
  if (!p) return 'no shop yet; a whole district wins.';
  const left = p.of - p.owned;
  if (left === 0) return `all ${p.of} shops in ${p.name}.`;
  const head = `${p.owned} of ${p.of} shops in ${p.name}`;
  const rival = p.rivals.length === 1 ? `the ${gangWord(p.rivals[0] as number)} gang` : null;
  if (left === 1) {
    if (p.others === 0) return `${head}; one more wins.`;
    return `${head}; one more wins, and ${rival ?? 'another gang'} owns it.`;
  }
  if (p.others === 0) return `${head}.`;
  const count = p.others === left ? (p.others === 2 ? 'both others' : `all ${p.others} others`) : String(p.others);
  return `${head}; ${rival ? `${rival} owns` : 'other gangs own'} ${count}.`;
}
