import { describe, expect, it } from 'vitest';
import { TableStart } from './table-start';

describe('what a table offers a City guide opened over it', () => {
  it('the latest offer is what a guide opening now starts from; taken back, nothing is', () => {
    const start = new TableStart<string>();
    expect(start.get()).toBeNull();
    const takeBack = start.offer('Thug at Astoria House, 4');
    expect(start.get()).toBe('Thug at Astoria House, 4');
    takeBack();
    expect(start.get()).toBeNull();
  });

  it('an older offer taken back after a newer one leaves the newer (an update replacing the one before)', () => {
    const start = new TableStart<string>();
    const first = start.offer('before the move');
    start.offer('after the move');
    first();
    expect(start.get()).toBe('after the move');
  });
});
