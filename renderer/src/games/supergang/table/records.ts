/**
 * A police record as a family reads it out (SG-2.8, SG-10.2): each crime once, counted, and the years it
 * costs ("2 robberies and a stick-up, 3 years"), where the panel listed every cross ("robbery, robbery,
 * stick-up"); and the case file's "Witnessed:" line the same way ("a stick-up and two injuries", not
 * "a stick-up, an injury, an injury").
 */
import { listed } from '@core/engine/words';
import { sentenceOf } from '@core/games/supergang/rules/law';
import type { Crime } from '@core/games/supergang/state';

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const TIMES = ['never', 'once', 'twice'];

/** Crimes the panel names, one with its article and the plural; none for a deed not counted in ones ("dealing"). */
const CRIME: Readonly<Record<Crime, readonly [string, string | null]>> = {
  coward: ['a robbery', 'robberies'],
  racket: ['a racket', 'rackets'],
  'stick-up': ['a stick-up', 'stick-ups'],
  traffic: ['dealing', null],
  assault: ['an assault', 'assaults'],
  rebellion: ['resisting arrest', null],
  murder: ['a murder', 'murders'],
};

/** Each distinct item once, in the order first met, with how many times it came. */
function tally<T>(items: readonly T[]): [T, number][] {
  const counts = new Map<T, number>();
  for (const x of items) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts];
}

/** "a robbery", "2 robberies", "dealing twice": `one` with its article, `many` its plural or null. */
function howMany(one: string, many: string | null, n: number, numerals: boolean): string {
  if (n === 1) return one;
  if (many === null) return `${one.replace(/^an? /, '')} ${TIMES[n] ?? `${n} times`}`;
  return `${numerals ? n : (NUMBERS[n] ?? n)} ${many}`;
}

/** A character's record for the gang panel: "2 robberies and a stick-up, 3 years"; '' when it is clean. */
export function recordWords(record: readonly Crime[]): string {
  if (record.length === 0) return '';
  const crimes = tally(record).map(([c, n]) => {
    const [one, many] = CRIME[c];
    return howMany(one, many, n, true);
  });
  const years = sentenceOf(record);
  return `${listed(crimes)}, ${years} ${years === 1 ? 'year' : 'years'}`;
}

/** The plural of a crime as the case file words it ("an injury" → "injuries"); null for "dealing" and the like. */
function plural(crime: string): string | null {
  if (!/^an? /.test(crime)) return null;
  const noun = crime.replace(/^an? /, '');
  return noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** The case file's "Witnessed: a stick-up, an injury, an injury by …" as "Witnessed: a stick-up and two injuries by …". */
export function witnessedWords(text: string): string {
  return text.replace(/^Witnessed: (.+?) by /, (_, list: string) => {
    const crimes = tally(list.split(', ')).map(([c, n]) => howMany(c, plural(c), n, false));
    return `Witnessed: ${listed(crimes)} by `;
  });
}
