/**
 * Deal numbers: the seed a game's cards, setup and computer dice come from, in a form a family can read
 * out and type in again. New games get eight digits (read in two fours, "4829 1320"); games stored
 * before deal numbers have a longer seed of letters, digits and dashes, which a person can still copy.
 * The same deal, with the same seats and house rules, sets out the same game; while everyone plays the
 * same way the computer's dice and the computer players' choices come out the same too.
 */

/** The most a typed deal may be: the longest stored seed (a UUID is 36 characters). */
export const DEAL_MAX_LENGTH = 64;

/** A deal as shown: eight digits in two groups of four; any other seed as it is. */
export function dealText(seed: string): string {
  return /^\d{8}$/.test(seed) ? `${seed.slice(0, 4)} ${seed.slice(4)}` : seed;
}

/** A typed deal as the seed it names (spaces dropped), or null when it cannot be one. */
export function dealFromText(text: string): string | null {
  const seed = text.replace(/\s+/g, '');
  return seed.length > 0 && seed.length <= DEAL_MAX_LENGTH && /^[A-Za-z0-9-]+$/.test(seed) ? seed : null;
}
