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

/**
 * A Svelte action on a card top's name: where its two lines at the usual size do not hold it whole ("Gambler and
 * Conman Arrangement" in a laptop's column), it is set smaller (`small`: 9 px, three lines), so the name is never
 * cut. Weighed again when the top's width changes and once the fonts have loaded (their widths differ).
 */
export function fitTopName(el: HTMLElement): { destroy: () => void } {
  const fit = (): void => {
    if (!el.isConnected) return;
    el.classList.remove('small');
    if (el.scrollHeight > el.clientHeight + 1) el.classList.add('small');
  };
  const watch = new ResizeObserver(fit);
  watch.observe(el.parentElement ?? el);
  void document.fonts?.ready.then(fit);
  return { destroy: () => watch.disconnect() };
}
