/**
 * Deal numbers: the seed a game's cards, setup and computer dice come from, in a form a family can read
 * out and type in again. New games get sixteen digits, read in fours ("4829 1320 7754 0031"): long
 * enough that nobody can find a game's deal by trying every number against the cards they hold (eight
 * digits could be tried through in an afternoon). A deal typed in the lobby is digits only, so a letter
 * O for a nought is caught, not dealt. Games stored before deal numbers have a longer seed of letters,
 * digits and dashes; "Play this deal again" carries it over as it is.
 * The same deal, with the same seats and house rules, sets out the same game; while everyone plays the
 * same way the computer's dice and the computer players' choices come out the same too.
 */

/** The most digits a typed deal may have. */
export const DEAL_MAX_DIGITS = 32;

/** A deal as shown: digits in groups of four (when they split so); any other seed as it is. */
export function dealText(seed: string): string {
  return /^\d+$/.test(seed) && seed.length >= 8 && seed.length % 4 === 0
    ? (seed.match(/\d{4}/g) ?? []).join(' ')
    : seed;
}

/** A typed deal as the seed it names (spaces dropped), or null when it is not a deal number. */
export function dealFromText(text: string): string | null {
  const seed = text.replace(/\s+/g, '');
  return seed.length > 0 && seed.length <= DEAL_MAX_DIGITS && /^\d+$/.test(seed) ? seed : null;
}
