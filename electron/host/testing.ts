/** Test helpers for the host: a client that keeps every push it is sent, and an answer's value. */
import type { Envelope, Push } from '../../core/protocol';
import { createHost } from '../app';
import type { Host } from './host';

/** A client of the host's that keeps every push (`pushes`) and can list the match updates among them. */
export function client(name = 'c') {
  const pushes: Push[] = [];
  return {
    id: name,
    pushes,
    send: (p: Push) => pushes.push(p),
    updates: () => pushes.flatMap((p) => (p.push === 'match.update' ? [p.data] : [])),
  };
}

/** The result of an answer the test expects to be a success (else it throws, naming the refusal). */
export function value<T = unknown>(env: Envelope): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`);
  return env.result as T;
}

type HostOptions = Parameters<typeof createHost>[0];

/**
 * Hosts of `games` (computer players without delay) on a records folder, each kept until `closeAll` (a test
 * file's `afterEach`).
 */
export function testHosts(games: HostOptions['games'], mode: HostOptions['mode'] = 'browser') {
  const hosts: Host[] = [];
  return {
    open(dataDir: string): Host {
      const host = createHost({ dataDir, mode, games, botDelayMs: 0 }, 'test');
      hosts.push(host);
      return host;
    },
    closeAll(): void {
      for (const h of hosts.splice(0)) h.close();
    },
  };
}
