/**
 * Nothing Personal's key moments in the replay's *Jump to…* menu: a few words of ours each ("Capone to the
 * fishes", "Nonna Rosa steals $3"), read whole in the closed menu, where the case file's line was cut. A
 * family is left a seat reference ("{seat:2} steals $3"), which the menu says by its player's name; a gangster
 * is called by his surname ("Capone" for Al "Scarface" Capone), as a family at the table calls him.
 */

/** Letters an entry may have after "Move 123: " (a player's name counted at ten), read whole in the menu. */
export const ENTRY_LETTERS = 24;

/** A gangster by his surname: his card's name without its nickname ("Capone", "Nelson"), its last word. */
const surname = (name: string | undefined): string =>
  (name ?? '')
    .replace(/"[^"]*"/g, ' ')
    .trim()
    .split(/\s+/)
    .pop() ?? '';

/** `long` if it is short enough for the menu, else `short`. */
const fit = (long: string, short: string): string => (long.length <= ENTRY_LETTERS ? long : short);

type Say = (m: RegExpExecArray) => string;

/** A family in a line: a seat reference, as every edition but the first writes it ("Family 2" there). */
const SEAT = String.raw`\{seat:\d+\}`;

/** What the case file's line for a key moment comes to, by kind, in every edition's words. */
const SHORT: readonly (readonly [string, RegExp, Say])[] = [
  // NP-13.2.1: "Al "Scarface" Capone goes after Benny Greco (Racketeer)."
  [
    'whack',
    /^(.+?) goes after (.+?) \([^)]*\)\.$/,
    (m) => fit(`${surname(m[1])} goes after ${surname(m[2])}`, `Hit on ${surname(m[2])}`),
  ],
  // NP-16.10, NP-19.2: "{seat:1} calls the hit on Benny Greco off before the die is rolled."
  ['whack', /calls the hit on (.+?) off\b/, (m) => fit(`Hit on ${surname(m[1])} called off`, 'Hit called off')],
  // NP-13.2.1: "The hit fizzles: shooter or target left the board first."
  ['whack', /^The hit fizzles/, () => 'The hit fizzles'],
  // NP-13.2.2 and the rest: "Benny Greco (Racketeer) is sleeping with the fishes; all markers go home."
  [
    'fishes',
    /^(.+?)(?: \([^)]*\))? is sleeping with the fishes/,
    (m) => fit(`${surname(m[1])} to the fishes`, `${surname(m[1])} is dead`),
  ],
  // NP-9.2.2 and the rest: "Benny Greco (Racketeer) goes to Prison; all markers go home."
  [
    'prison',
    /^(.+?)(?: \([^)]*\))? goes to Prison/,
    (m) => fit(`${surname(m[1])} goes to prison`, `${surname(m[1])} to prison`),
  ],
  // NP-7.13.2: "{seat:2} refuses." (the blackmailer stops the action).
  ['blackmail', new RegExp(String.raw`^(${SEAT}) refuses\.$`), (m) => `Blocked by ${m[1] ?? ''}`],
  // NP-7.12.2: "{seat:0} uses Compromising Photos: a Blackmail coin on the Counselor."
  ['card', /a Blackmail coin on the (.+?)\.$/, (m) => `Blackmail: ${m[1] ?? ''}`],
  // NP-15.4.1, NP-15.4.2: "{seat:0} takes $3 from {seat:1}." / "{seat:0} finds no money on {seat:1} to take."
  ['steal', new RegExp(String.raw`^(${SEAT}) takes \$0 from`), (m) => `${m[1] ?? ''} gets no money`],
  ['steal', new RegExp(String.raw`^(${SEAT}) takes (\$\d+) from`), (m) => `${m[1] ?? ''} steals ${m[2] ?? ''}`],
  ['steal', new RegExp(String.raw`^(${SEAT}) finds no money on`), (m) => `${m[1] ?? ''} gets no money`],
  // NP-12.5–NP-12.13: "Final Respect: {seat:0} 24, {seat:1} 18. {seat:0} wins the tie by …" or "(tie broken by …)".
  [
    'game-over',
    new RegExp(String.raw`\. (${SEAT}) wins( the tie| \(tie)?`),
    (m) => `${m[1] ?? ''} wins${m[2] ? ' the tie' : ''}`,
  ],
];

/**
 * A key moment's entry in the menu, after its move's number, from its kind and its line (seat references
 * unworded); a line none of these knows is named by its kind (`label`). The first edition's lines named a
 * family "Family 2"; they are read as seat references.
 */
export function npKeyEntry(type: string, text: string, label: (type: string) => string): string {
  const line = text.replace(/\bFamily (\d+)\b/g, (_, n: string) => `{seat:${Number(n) - 1}}`);
  for (const [kind, re, say] of SHORT) {
    if (kind !== type) continue;
    const m = re.exec(line);
    if (m) return say(m);
  }
  return label(type);
}
