/**
 * Whether the table is drawn on a guest's own device (one seat's page on the home network), not on a screen
 * the family shares. There "Your move" needs no name: the seat's name in the game may not even be the
 * guest's own ("Your move, Zio" on Cousin Vinny's phone), and the guest's bar already says whose seat it is.
 */
import { getContext, setContext } from 'svelte';

const KEY = Symbol('own-device');

/** Called by the guest's page, before the table under it is drawn. */
export function setOwnDevice(): void {
  setContext(KEY, true);
}

/** True under `setOwnDevice`: read at a component's start. */
export function onOwnDevice(): boolean {
  return getContext<boolean | undefined>(KEY) === true;
}
