/**
 * A screen's own stylesheet, fetched again when its first fetch failed.
 *
 * Every screen but Home is a chunk of its own, and Vite fetches a chunk's stylesheet with a `<link>` before
 * the chunk's script runs. When that one request fails (a busy machine, a connection the server had just
 * closed), Vite gives up on the whole screen ("Unable to preload CSS for …"), and it remembers the
 * stylesheet as fetched: going back and opening the screen again drew it with no styles at all (seen once
 * in an end-to-end run at load 17, December 2026). Here the screen is drawn at once, and its stylesheet is
 * asked for again, a few times, a little longer apart each time, until it arrives.
 */

/** How many times a stylesheet is asked for again, and the wait before the first try (doubled after each). */
const TRIES = 6;
const FIRST_WAIT_MS = 100;

/** The stylesheet's address in Vite's message, or null for any other failure (a script's stays an error). */
export function failedStylesheet(reason: unknown): string | null {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  const found = /^Unable to preload CSS for (\S+)$/.exec(message);
  return found ? (found[1] ?? null) : null;
}

/** The wait before try `n` (0 is the first), in milliseconds. */
export function retryWait(n: number): number {
  return FIRST_WAIT_MS * 2 ** n;
}

/** Puts a fresh `<link>` in place of the failed one, and tries again while it fails. */
function fetchAgain(doc: Document, href: string, tries: number, onGiveUp: (href: string) => void): void {
  // The failed one has a sheet with no rules that can be read, so it is known by its address.
  for (const old of Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')))
    if (old.href === href) old.remove();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  link.addEventListener('error', () => {
    if (tries + 1 >= TRIES) onGiveUp(href);
    else setTimeout(() => fetchAgain(doc, href, tries + 1, onGiveUp), retryWait(tries + 1));
  });
  doc.head.appendChild(link);
}

/**
 * From now on, a screen whose stylesheet could not be fetched is drawn all the same and its stylesheet
 * fetched again (`TRIES` times at most, then `onGiveUp` is told). A chunk's script that fails is left to
 * Vite: the screen then says it could not be loaded.
 */
export function retryFailedStylesheets(win: Window, onGiveUp: (href: string) => void): void {
  win.addEventListener('vite:preloadError', (event) => {
    const href = failedStylesheet((event as Event & { payload?: unknown }).payload);
    if (href === null) return;
    event.preventDefault();
    setTimeout(() => fetchAgain(win.document, href, 0, onGiveUp), retryWait(0));
  });
}
