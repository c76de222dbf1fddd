/**
 * A client's allowance: a token bucket for messages (a steady rate with a burst) and a byte budget
 * per minute. Over the allowance a message is refused; a client that keeps sending far past it is
 * disconnected.
 */
export interface RateLimits {
  readonly messagesPerSecond: number;
  readonly burst: number;
  readonly bytesPerMinute: number;
}

/** Refusals in a row after which the connection is closed. */
const STRIKES_TO_CLOSE = 200;

export class RateLimit {
  private tokens: number;
  private last: number;
  private bytes = 0;
  private windowStart: number;
  private strikes = 0;

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = limits.burst;
    this.last = now();
    this.windowStart = this.last;
  }

  /** Counts one message of `size` bytes: 'ok', 'refuse' (over the allowance) or 'close'. */
  take(size: number): 'ok' | 'refuse' | 'close' {
    const t = this.now();
    this.tokens = Math.min(this.limits.burst, this.tokens + ((t - this.last) / 1000) * this.limits.messagesPerSecond);
    this.last = t;
    if (t - this.windowStart >= 60_000) {
      this.windowStart = t;
      this.bytes = 0;
    }
    if (this.tokens < 1 || this.bytes + size > this.limits.bytesPerMinute) {
      return ++this.strikes >= STRIKES_TO_CLOSE ? 'close' : 'refuse';
    }
    this.tokens -= 1;
    this.bytes += size;
    this.strikes = 0;
    return 'ok';
  }
}
