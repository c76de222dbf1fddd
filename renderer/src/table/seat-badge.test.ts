import type { LanStatus } from '@core/protocol';
import { describe, expect, it } from 'vitest';
import { seatBadge } from './seat-badge';

type Seat = LanStatus['seats'][number];
const seats: Seat[] = [
  { seat: 0, status: 'host' },
  { seat: 1, status: 'open' },
  { seat: 2, status: 'held', name: 'Uncle Sal', device: 'phone' },
  { seat: 3, status: 'held', name: 'Nonna', seatName: 'Grandma Rose', device: 'tablet' },
  { seat: 4, status: 'held', name: 'Dad', away: true },
];

describe('a seat’s badge at a network table', () => {
  it('says nothing of the host’s own seats, and where a guest plays the others', () => {
    expect(seatBadge(0, seats, null)).toBeNull();
    expect(seatBadge(5, seats, null)).toBeNull();
    expect(seatBadge(1, seats, null)).toMatchObject({ text: 'open to a guest', away: false });
    expect(seatBadge(2, seats, null)).toEqual({
      text: 'on a phone',
      away: false,
      title: 'Uncle Sal plays this seat on a phone',
    });
    // A guest in a seat the game names for someone else is named.
    expect(seatBadge(3, seats, null)?.text).toBe('Nonna, on a tablet');
  });

  it('says a holder who dropped out is away, and which computer player holds the seat or is coming', () => {
    expect(seatBadge(4, seats, null)).toEqual({
      text: 'away',
      away: true,
      title: 'Dad dropped out; the seat waits for them',
    });
    expect(seatBadge(4, seats, { afterSeconds: 60, level: 'hard' })).toMatchObject({
      text: 'away · Computer — Hard soon',
      title: 'Dad dropped out; Computer — Hard stands in within a minute unless they are back',
    });
    const held: Seat[] = [{ seat: 4, status: 'held', name: 'Dad', away: true, standIn: 'easy' }];
    expect(seatBadge(4, held, null)).toMatchObject({ text: 'away · Computer — Easy plays', away: true });
  });
});
