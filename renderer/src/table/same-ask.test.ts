import { describe, expect, it } from 'vitest';
import type { MatchUpdate } from '@core/protocol';
import { sameAsk } from './same-ask';

const update = (version: number, kinds: string[], legal: unknown[]): MatchUpdate => ({
  matchId: 'm',
  gameId: 'g',
  seat: 1,
  version,
  view: {},
  pending: kinds.map((kind) => ({ seat: 1, kind, prompt: '' })),
  legal: legal as MatchUpdate['legal'],
  anytime: null,
  outcome: null,
  events: [],
});

describe('a stale move sent again', () => {
  const shown = update(4, ['move'], [{ type: 'move', to: 3, by: 'foot' }]);

  it('goes again when the seat is asked the same and the move is still listed, whatever its key order', () => {
    expect(sameAsk(shown, update(5, ['move'], [{ by: 'foot', to: 3, type: 'move' }]), 1, shown.legal?.[0])).toBe(true);
  });

  it('does not when the question changed, the move is gone, or nothing is asked', () => {
    const move = shown.legal?.[0];
    expect(sameAsk(shown, update(5, ['pay'], [move]), 1, move)).toBe(false);
    expect(sameAsk(shown, update(5, ['move'], [{ type: 'move', to: 4, by: 'foot' }]), 1, move)).toBe(false);
    expect(sameAsk(update(4, [], []), update(5, [], [move]), 1, move)).toBe(false);
  });
});
