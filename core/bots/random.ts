import type { JsonValue } from '../engine';
import { nextInt, type RngState } from '../engine/rng';

/**
 * The simplest opponent: a uniformly random choice among the legal decisions of its own seat.
 * It sees only what its seat may see (the legal list comes from its own view).
 */
export function randomChoice(legal: readonly JsonValue[], rng: RngState): [JsonValue | undefined, RngState] {
  if (legal.length === 0) return [undefined, rng];
  const [i, next] = nextInt(rng, legal.length);
  return [legal[i], next];
}
