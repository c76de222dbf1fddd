/**
 * "Tap" on a touch screen, "click" with a mouse. A screen with no fine pointer anywhere (a phone, a tablet) is a
 * touch screen, as theme.css's `.by-touch` and `.by-mouse` have it; this is for words built in script, and for a
 * hint with one word to change, where a pair of spans would be more than the words. A phone guest read
 * "Click a glowing position" and the City guide's "click" (a family's review).
 */
import { MediaQuery } from 'svelte/reactivity';

let fine: MediaQuery | null = null;

/** True on a screen with no mouse or trackpad; follows a mouse plugged in or taken away. */
export function touchScreen(): boolean {
  if (typeof matchMedia !== 'function') return false;
  fine ??= new MediaQuery('any-pointer: fine');
  return !fine.current;
}

/** "click", or "tap" on a touch screen; "Click" and "Tap" at the start of a sentence. */
export function clickWord(touch: boolean, start = false): string {
  if (start) return touch ? 'Tap' : 'Click';
  return touch ? 'tap' : 'click';
}
