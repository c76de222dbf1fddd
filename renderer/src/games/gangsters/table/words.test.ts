import { describe, expect, it } from 'vitest';
import { bribeWords } from './words';

describe("a Gang's Bribe markers on its track", () => {
  it('G-9.5 lists the Untouchable badge first, then the Cops in number order, then how many are kept secret', () => {
    expect(bribeWords([4, 7, 10, 2, 3, 5])).toBe('Cop 2, Cop 3, Cop 4, Cop 5, Cop 7 and Cop 10');
    expect(bribeWords([6, 0, undefined, 1])).toBe('the Untouchable badge, Cop 1, Cop 6 and 1 kept secret');
    expect(bribeWords([undefined, undefined])).toBe('2 kept secret');
  });
});
