/**
 * What a table offers a City guide opened over it to start from (the piece it moves now, where it stands…):
 * the table offers its start on every update, and takes it back when it goes; the guide reads it once, when it
 * opens. Opened from Home, with no table under it, the guide finds nothing and starts empty. One per game.
 */
export class TableStart<T> {
  private offered: T | null = null;

  /** Offers `start` (null: nothing to start from); returns the way to take it back, for an effect's cleanup. */
  offer(start: T | null): () => void {
    this.offered = start;
    return () => {
      if (this.offered === start) this.offered = null;
    };
  }

  /** What a guide opening now starts from: the table under it, or nothing. */
  get(): T | null {
    return this.offered;
  }
}
