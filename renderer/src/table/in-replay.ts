/**
 * Whether the table is drawn in a replay of a stored game, not live: there a board's words about what is
 * happening now ("Green gang is shooting…") are said as a step of the story instead.
 */
import { getContext, setContext } from 'svelte';

const KEY = Symbol('in-replay');

/** Called by the replay screen, before the board under it is drawn. */
export function setInReplay(): void {
  setContext(KEY, true);
}

/** True under `setInReplay`: read at a component's start. */
export function inReplay(): boolean {
  return getContext<boolean | undefined>(KEY) === true;
}
