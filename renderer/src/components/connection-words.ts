/** What the connection banner says, and when: plain sentences a family reads aloud. */
import type { ConnectionStatus } from '../lib/transport';

/** After this long lost (every try to come back failing), the banner says what is likely wrong. */
export const LOST_LONG_MS = 10_000;

export const HOST_STOPPED =
  'Mob Night itself seems to have stopped on this computer. Start it again; this page reconnects by itself once it is running.';
export const HOST_NOT_ANSWERING =
  'The host’s computer is not answering: Mob Night may have been closed there, the computer may have gone to sleep, or this device may have left the home network. This page reconnects by itself when it can.';

/** How long "connected again" stays up after a lost connection came back. */
export const BACK_MS = 5000;

export const BACK_AGAIN = 'Connected again: the table is up to date.';

export interface BannerWords {
  readonly message: string;
  /** Why, in a sentence, once the connection has been lost for a while. */
  readonly why: string | null;
  /** Still waiting (a spinner beside the words), or said and done. */
  readonly waiting: boolean;
}

/**
 * `back`: the connection came back a moment ago after it was lost, which is said (the banner used to just
 * go, and a family could not tell whether the table had come back as it was).
 */
export function connectionWords(
  status: ConnectionStatus,
  slowStart: boolean,
  lostLong: boolean,
  place: 'host' | 'guest',
  back = false,
): BannerWords | null {
  if (status === 'lost')
    return {
      message: 'Connection lost — reconnecting…',
      why: lostLong ? (place === 'host' ? HOST_STOPPED : HOST_NOT_ANSWERING) : null,
      waiting: true,
    };
  if (status === 'connecting' && slowStart) return { message: 'Connecting to the table…', why: null, waiting: true };
  if (status === 'open' && back) return { message: BACK_AGAIN, why: null, waiting: false };
  return null;
}
