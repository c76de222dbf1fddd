/**
 * Where a player aid opened over the table (or a replay) goes back to: App says so once, and the aid's page
 * offers "Back to the table" and goes there on Escape. None when the aid was opened from Home.
 */
import { getContext, setContext } from 'svelte';
import type { Route } from './router.svelte';

const KEY = Symbol('aid-back');

export interface AidBack {
  /** The address of the screen underneath. */
  readonly href: string;
  /** Which screen that is (the table, a replay). */
  readonly to: Route;
}

export function setAidBack(back: () => AidBack | null): void {
  setContext(KEY, back);
}

/** The way back from the aid on screen, read when asked (the context holds a function). */
export function aidBack(): () => AidBack | null {
  return getContext<(() => AidBack | null) | undefined>(KEY) ?? (() => null);
}

/** "Back to the table", "Back to the replay". */
export function aidBackWords(back: AidBack): string {
  return back.to === 'replay' ? 'Back to the replay' : 'Back to the table';
}
