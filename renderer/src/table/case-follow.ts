/**
 * Whether the case file follows its newest line. It follows until the reader scrolls up to read older
 * lines, and again once they scroll back down to the foot. Only a scroll upwards lets go: the browser tells
 * of a scroll a frame after it is made, and by then more lines may have come, so the file's own scroll to
 * its foot used to read as the reader leaving it (the file stayed on turn 4 while the game was at turn 37).
 */
export class CaseFollow {
  /** Following the newest line. */
  pinned = true;
  /** Where the file's scroll stood when last seen (its own scroll, or the browser's report of one). */
  private top = 0;

  /** The file scrolled itself to its foot: `top` is where it now stands. */
  followed(top: number): void {
    this.top = top;
  }

  /** The browser reports a scroll: the file's scroll position, its whole height and its window's. */
  scrolled(top: number, height: number, client: number): void {
    if (height - top - client < FOOT) this.pinned = true;
    else if (top < this.top) this.pinned = false;
    this.top = top;
  }
}

/** How near the foot (CSS px) counts as at the foot: a line's height or so. */
const FOOT = 24;
