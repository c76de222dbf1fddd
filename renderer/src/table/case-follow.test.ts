import { describe, expect, it } from 'vitest';
import { CaseFollow } from './case-follow';

describe('the case file following its newest line', () => {
  it('keeps following when more lines came between its own scroll and the browser telling of it', () => {
    const f = new CaseFollow();
    // Scrolled itself to the foot of 1,000 px of lines in a 400 px window; 500 px more came before the report.
    f.followed(600);
    f.scrolled(600, 1500, 400);
    expect(f.pinned).toBe(true);
  });

  it('lets go when the reader scrolls up, and follows again once they are back at the foot', () => {
    const f = new CaseFollow();
    f.followed(600);
    f.scrolled(600, 1000, 400);
    f.scrolled(300, 1000, 400);
    expect(f.pinned).toBe(false);
    // New lines come while the reader reads: still let go (the view stays where they are).
    f.scrolled(300, 1400, 400);
    expect(f.pinned).toBe(false);
    // Down, but not to the foot: still reading.
    f.scrolled(700, 1400, 400);
    expect(f.pinned).toBe(false);
    f.scrolled(990, 1400, 400);
    expect(f.pinned).toBe(true);
  });

  it('keeps following when the window grows and the browser moves the scroll up to fit', () => {
    const f = new CaseFollow();
    f.followed(600);
    f.scrolled(400, 1000, 600);
    expect(f.pinned).toBe(true);
  });
});
