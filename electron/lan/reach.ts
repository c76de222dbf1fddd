/**
 * Whether a Mob Night table answers at an address a person typed to join it, asked by the host before the
 * page goes there: in browser mode the page itself may not reach another computer (its CSP), and sending
 * the tab to an address where nothing answers left the family on the browser's own error page.
 */
import { tableAddress, type ResultOf } from '../../core/protocol';
import { BARE_TABLE, GUEST_MARK } from './pages';

export type Reach = ResultOf<'lan.reach'>;

/** How long to wait for an answer: a table on the home network answers in milliseconds. */
export const REACH_TIMEOUT_MS = 3000;

/**
 * 'table' when the address serves a table's guest page, 'other' when something else answered there (another
 * program, or a Mob Night whose table is not open), 'none' when nothing answered in time.
 */
export async function reachTable(typed: string, timeoutMs = REACH_TIMEOUT_MS): Promise<Reach> {
  const where = tableAddress(typed);
  if (!where) return 'none';
  try {
    const res = await fetch(`http://${where}/`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    const page = await res.text();
    return page.includes(GUEST_MARK) || page === BARE_TABLE ? 'table' : 'other';
  } catch {
    return 'none';
  }
}
