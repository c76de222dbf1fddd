/**
 * The last touch on every case-file line, for both games: the engine's bookkeeping lines about
 * shuffles, draws and lots ("shuffle the Gangster deck: shuffled", "Cop cup: drew item 6 of 8", "who
 * takes the Capo ring: drew item 1 of 3") said as a person would, and "card(s)" counted properly. Lines
 * it does not know pass unchanged.
 */
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const RULES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^shuffle (the .+?): shuffled(?: \d+)?$/, (m) => `${capital(m[1] ?? '')} is shuffled.`],
  [/^reshuffle (the .+?): shuffled(?: \d+)?$/, (m) => `${capital(m[1] ?? '')} is shuffled again.`],
  // Nothing Personal's draw from an empty Influence deck (its own line says the discards make the new one).
  [/^reshuffle influence discards: shuffled(?: \d+)?$/, () => 'The Influence deck has run out.'],
  [/^(.+?): shuffled(?: \d+)?$/, (m) => `Shuffled: ${m[1] ?? ''}.`],
  [
    /^who (.+?): drew item (\d+) of (\d+)$/,
    (m) => `Lots are drawn for who ${m[1] ?? ''}: number ${m[2] ?? ''} of ${m[3] ?? ''} comes up.`,
  ],
  // A draw's place in a cup is only where the luck fell, and "number 6 of 8" beside "Cop 8 starts a patrol"
  // reads as Cop 6: the line says how many were in the cup, and the game's next line names what came out.
  [
    /^(.+?) cup: drew item \d+ of (\d+)$/,
    (m) =>
      m[2] === '1'
        ? `The only one in the ${m[1] ?? ''} cup is drawn.`
        : `One of the ${m[2] ?? ''} in the ${m[1] ?? ''} cup is drawn.`,
  ],
  [
    /^(.+?): drew item \d+ of (\d+)$/,
    (m) => `${capital(m[1] ?? '')}: ${m[2] === '1' ? 'the only one' : `one of ${m[2] ?? ''}`} is drawn.`,
  ],
  [/^(.+?): drew in secret$/, (m) => `${capital(m[1] ?? '')}: drawn in secret.`],
];

export function plainLog(text: string): string {
  for (const [pattern, say] of RULES) {
    const m = pattern.exec(text);
    if (m) return say(m);
  }
  // "draws 2 influence card(s)" → "draws 2 influence cards"; "1 marker(s)" → "1 marker".
  return (
    text
      .replace(/\b(\d+) ([A-Za-z][A-Za-z ]*?)\(s\)/g, (_, n: string, what: string) =>
        n === '1' ? `1 ${what}` : `${n} ${what}s`,
      )
      // A line ending on a name that ends its own sentence ("… plays Stunning Jailbreak!.") says it once.
      .replace(/([!?])\.$/, '$1')
  );
}

/** How a game words the possessive of a seat it names "Role (Player)" (`playerFirst`). */
export interface Possessives {
  /** The seat words a game puts before the player's name in brackets: "Red", "the police". */
  readonly roles: readonly string[];
  /** The word the role leaves before the thing owned ("Red" for "Red gang"), or null to name the role after it. */
  readonly adjective: (role: string) => string | null;
  /** Things that belong to the player rather than to the role: the role goes after them ("Ann's turn (Red)"). */
  readonly owned: readonly string[];
}

/** The start of a rule clause's ID, as the games cite them: "G-17.2", "SG-9.3.1", "NP-7.3.2". */
const CLAUSE_ID = '(?:G|SG|NP)-\\d';

const patterns = new WeakMap<Possessives, { readonly possessive: RegExp; readonly named: RegExp }>();

/**
 * A seat the engine names "Red (Ann)" said as it reads aloud, the player first. Its possessive goes on
 * the player, "Ann's Red Vamp"; for what belongs to the player, or a role with no adjective, the role
 * after it: "Ann's turn (Red)", "Ed's pawn (the police)" (punctuation after the thing stays at the end).
 * Anywhere else the player leads and the role follows: "Ann (Red) pays Bo (Blue) $200".
 */
export function playerFirst(text: string, p: Possessives): string {
  let re = patterns.get(p);
  if (!re) {
    const roles = p.roles.map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    // A clause cited in brackets after a role ("…for Red (G-17.2)") is no player's name.
    const name = `(?!${CLAUSE_ID})([^()]+)`;
    re = {
      possessive: new RegExp(`\\b(${roles}) \\(${name}\\)'s (\\S+?)([.,;:!?]?)(?=\\s|$)`, 'g'),
      named: new RegExp(`\\b(${roles}) \\(${name}\\)`, 'g'),
    };
    patterns.set(p, re);
  }
  return text
    .replace(re.possessive, (_, role: string, name: string, thing: string, stop: string) => {
      const adjective = p.adjective(role);
      return adjective === null || p.owned.includes(thing)
        ? `${name}'s ${thing} (${role})${stop}`
        : `${name}'s ${adjective} ${thing}${stop}`;
    })
    .replace(re.named, (_, role: string, name: string) => `${name} (${role})`);
}
