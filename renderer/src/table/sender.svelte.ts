/**
 * How a game's board sends a decision: busy while the host answers (the controls wait), the refusal kept
 * to show with its clause, and the board's half-made choice dropped once the host takes it.
 */
import type { ApiError } from '@core/protocol';
import type { BoardProps } from './types';

export class BoardSender<A> {
  busy = $state(false);
  error = $state<ApiError | null>(null);

  constructor(
    private readonly act: () => BoardProps['act'],
    private readonly taken: () => void,
  ) {}

  async send(a: A, supplied?: readonly number[]): Promise<void> {
    this.busy = true;
    try {
      const r = await this.act()(a, supplied ? { supplied } : undefined);
      // A stale move (or a game changed from another window, answered as one) is no refusal: the table
      // says so above the board and shows the position as it now stands (types.ts, `act`).
      this.error = r.ok || r.error.code === 'STALE' ? null : r.error;
      if (r.ok) this.taken();
    } finally {
      this.busy = false;
    }
  }
}
