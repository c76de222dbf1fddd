/**
 * How near each gang is to a whole district, in words (SG-1.1: the gang owning every shop of one district
 * wins; SG-2.1: five districts of 7 or 8 shops). The count is core's (`nearestDistrict`, score.ts), the one
 * the final scores give as "Most of one district".
 */
import { cityData } from '@core/games/supergang/board';
import type { DistrictProgress } from '@core/games/supergang/score';

/** A district's name as said in a sentence: "the Old Quarter", "the Heights". */
function districtName(id: string): string {
  const d = cityData().districts.find((x) => x.id === id);
  return `the ${(d?.name ?? id).replace(/^The /, '')}`;
}

/**
 * The gang card's words after "Most of one district:" (the final scores' words for the same count):
 * "6 of 7 shops in the Old Quarter; one more wins.", with who owns the rest ("the Blue gang owns it"), or
 * that the gang owns no shop yet. `gangWord` names a gang by its index ("Blue").
 */
export function districtWords(p: DistrictProgress | null, gangWord: (gang: number) => string): string {
  if (!p) return 'no shop yet; a whole district wins.';
  const left = p.of - p.owned;
  if (left === 0) return `all ${p.of} shops in ${districtName(p.id)}.`;
  const head = `${p.owned} of ${p.of} shops in ${districtName(p.id)}`;
  const rival = p.rivals.length === 1 ? `the ${gangWord(p.rivals[0] as number)} gang` : null;
  if (left === 1) {
    if (p.others === 0) return `${head}; one more wins.`;
    return `${head}; one more wins, and ${rival ?? 'another gang'} owns it.`;
  }
  if (p.others === 0) return `${head}.`;
  const count = p.others === left ? (p.others === 2 ? 'both others' : `all ${p.others} others`) : String(p.others);
  return `${head}; ${rival ? `${rival} owns` : 'other gangs own'} ${count}.`;
}
