/**
 * Who may open a socket to the LAN table, decided at the upgrade from the request alone: refused over
 * HTTP (no table address, a page from elsewhere, nothing to show, too many wrong tries from one
 * address), turned away on the socket itself (a pass or code the table does not take, said with a close
 * code a browser can read), or let in, to a seat (its pass) or to watch (the join code).
 */
import type { IncomingMessage } from 'node:http';
import type { LanTable } from './table';

/** Close codes a guest's page reads (with the reason, in words): its pass or code refused. */
export const PASS_REFUSED = 4001;
export const CODE_REFUSED = 4002;

export type Admission =
  | { readonly kind: 'refuse'; readonly status: string; readonly why: string }
  | { readonly kind: 'turn-away'; readonly code: number; readonly why: string }
  | { readonly kind: 'admit'; readonly seat: number | null };

/** Wrong passes and codes counted per address over a minute; past the limit, every try is refused. */
export class JoinFailures {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly perMinute: number) {}

  tooMany(address: string): boolean {
    const f = this.failures.get(address);
    if (!f || Date.now() - f.since > 60_000) return false;
    return f.count >= this.perMinute;
  }

  failed(address: string): void {
    const f = this.failures.get(address);
    if (!f || Date.now() - f.since > 60_000) this.failures.set(address, { count: 1, since: Date.now() });
    else f.count++;
  }
}

export function admit(req: IncomingMessage, table: LanTable, failures: JoinFailures): Admission {
  const refuse = (status: string, why: string): Admission => ({ kind: 'refuse', status, why });
  const address = req.socket.remoteAddress ?? '?';
  if (failures.tooMany(address)) return refuse('429 Too Many Requests', 'Too many wrong codes; wait a minute.');
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://table');
  } catch {
    return refuse('400 Bad Request', 'Not a Mob Night table address.');
  }
  // A browser page may join only from a page this table served (or the Mob Night app, which sends no origin).
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`)
    return refuse('403 Forbidden', 'Pages from elsewhere cannot join this table.');
  if (url.pathname !== '/lan') return refuse('404 Not Found', 'Not a Mob Night table address.');
  const token = url.searchParams.get('token');
  const code = url.searchParams.get('code');
  if (token === null && code === null) return refuse('401 Unauthorized', 'A seat pass or the join code is needed.');
  // A pass or code refused is said on the socket itself, opened only to close at once: a browser reads a
  // close's code and reason, never an HTTP refusal (that looks the same as a host that is not there).
  if (token !== null) {
    const seat = table.seatOf(token);
    if (seat === null) {
      failures.failed(address);
      return {
        kind: 'turn-away',
        code: PASS_REFUSED,
        why: 'That seat pass is not (or no longer) valid at this table.',
      };
    }
    return { kind: 'admit', seat };
  }
  if (code === null || !table.codeMatches(code)) {
    failures.failed(address);
    return { kind: 'turn-away', code: CODE_REFUSED, why: 'That join code is not this table’s.' };
  }
  return { kind: 'admit', seat: null };
}
