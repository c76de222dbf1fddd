/**
 * The last touch on every case-file line, for both games: the engine's bookkeeping lines about
 * shuffles and lots ("shuffle the Gangster deck: shuffled", "who takes the Capo ring: drew item 1 of
 * 3") said as a person would, and "card(s)" counted properly. Lines it does not know pass unchanged.
 */
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const RULES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^shuffle (the .+?): shuffled(?: \d+)?$/, (m) => `${capital(m[1] ?? '')} is shuffled.`],
  [/^reshuffle (the .+?): shuffled(?: \d+)?$/, (m) => `${capital(m[1] ?? '')} is shuffled again.`],
  [/^(.+?): shuffled(?: \d+)?$/, (m) => `Shuffled: ${m[1] ?? ''}.`],
  [
    /^who (.+?): drew item (\d+) of (\d+)$/,
    (m) => `Lots are drawn for who ${m[1] ?? ''}: number ${m[2] ?? ''} of ${m[3] ?? ''} comes up.`,
  ],
  [
    /^(.+?): drew item (\d+) of (\d+)$/,
    (m) => `${capital(m[1] ?? '')}: number ${m[2] ?? ''} of ${m[3] ?? ''} is drawn.`,
  ],
  [/^(.+?): drew in secret$/, (m) => `${capital(m[1] ?? '')}: drawn in secret.`],
];

export function plainLog(text: string): string {
  for (const [pattern, say] of RULES) {
    const m = pattern.exec(text);
    if (m) return say(m);
  }
  // "draws 2 influence card(s)" → "draws 2 influence cards"; "1 marker(s)" → "1 marker".
  return text.replace(/\b(\d+) ([A-Za-z][A-Za-z ]*?)\(s\)/g, (_, n: string, what: string) =>
    n === '1' ? `1 ${what}` : `${n} ${what}s`,
  );
}
