/**
 * A card's name set on a hand's card top (Hand.svelte, in a laptop's side column): about eight letters to a line,
 * so a longer word gets a soft hyphen where it may break ("Compro-mising"), as the browser cannot be relied on to
 * hyphenate (the desktop app's engine has no hyphenation dictionary). The words are our cards' own; a word not
 * listed is left whole.
 */
const SOFT = '\u00ad';

const BREAKS: Readonly<Record<string, string>> = {
  Compromising: `Compro${SOFT}mising`,
  Arrangement: `Arrange${SOFT}ment`,
  Collection: `Collec${SOFT}tion`,
  'Jailbreak!': `Jail${SOFT}break!`,
  Racketeer: `Racket${SOFT}eer`,
  Counselor: `Coun${SOFT}selor`,
  Underboss: `Under${SOFT}boss`,
  Testimony: `Testi${SOFT}mony`,
  Insurance: `Insur${SOFT}ance`,
};

/** `name` with soft hyphens in its long words, for a narrow card top. */
export function topName(name: string): string {
  return name
    .split(' ')
    .map((w) => BREAKS[w] ?? w)
    .join(' ');
}
