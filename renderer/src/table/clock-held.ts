/**
 * The movement clock this page stopped as someone asked for the screen (match.svelte.ts `takeScreen`), noted in
 * the tab's session storage: a reload or a crash forgets who holds the screen, and the page after it starts the
 * clock again rather than leave it stopped for the whole table. Without storage (a locked-down browser) the
 * note is simply not kept.
 */
const key = (matchId: string): string => `mob-night:clock-held:${matchId}`;

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function keepClockHeld(matchId: string, held: boolean): void {
  try {
    if (held) store()?.setItem(key(matchId), '1');
    else store()?.removeItem(key(matchId));
  } catch {
    // A full or refused storage: the clock is only started again by hand after a reload.
  }
}

export function keptClockHeld(matchId: string): boolean {
  try {
    return store()?.getItem(key(matchId)) === '1';
  } catch {
    return false;
  }
}
