/**
 * The focus to come back to when a screen laid over another (the rules, a City guide over the table) is left:
 * the element that had it when each was opened, innermost last.
 */
export class Openers {
  private kept: (HTMLElement | null)[] = [];

  /** Starts at `depth` screens laid over the base, with nothing to come back to (the first screen drawn). */
  reset(depth: number): void {
    this.kept = Array.from({ length: depth }, () => null);
  }

  /**
   * At a change of screen, now `depth` laid over the base, the focus being on `active`: keeps it for each newly
   * opened one, and returns the one to give the focus back to when coming out of one (null otherwise).
   */
  moved(depth: number, active: Element | null): HTMLElement | null {
    const at = active instanceof HTMLElement ? active : null;
    while (this.kept.length < depth) this.kept.push(at);
    const back = this.kept.length > depth ? (this.kept[depth] ?? null) : null;
    this.kept = this.kept.slice(0, depth);
    return back;
  }
}

/** Gives the focus back to `back` if it is still on screen; otherwise to the heading of the screen on top. */
export function focusBack(back: HTMLElement | null): void {
  if (back?.isConnected && back.offsetParent !== null) back.focus();
  // A screen whose one thing to do is plain (the Family's name box with nobody on the roster yet) marks
  // where the keyboard starts; any other starts at its heading.
  else
    (
      document.querySelector<HTMLElement>('main .screen:not([hidden]) [data-first-focus]') ??
      document.querySelector<HTMLElement>('main .screen:not([hidden]) h1')
    )?.focus();
}
