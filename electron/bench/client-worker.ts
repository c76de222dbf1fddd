/**
 * The worker thread the LAN and browser-mode benchmarks run their clients in (clients.ts), and the raw
 * ws echo server both time against, on the host's thread beside the host.
 */
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import type { ClientJob, ClientResult } from './clients';

export interface ClientWorker {
  run(job: ClientJob): Promise<ClientResult>;
  close(): Promise<void>;
}

export function clientWorker(): ClientWorker {
  // The worker loads TypeScript the way this process does (npm run bench runs under tsx).
  const tsx = import.meta.resolve('tsx/esm/api');
  const clients = new URL('./clients.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(clients)}); });`,
    { eval: true },
  );
  return {
    run: (job) =>
      new Promise((ok, fail) => {
        worker.once('message', (r: ClientResult | { error: string }) =>
          'error' in r ? fail(new Error(r.error)) : ok(r),
        );
        worker.postMessage(job);
      }),
    close: async () => void (await worker.terminate()),
  };
}

/** A raw ws echo server on loopback. */
export async function echoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (ws) => ws.on('message', (d) => ws.send(d)));
  await new Promise((ok) => wss.once('listening', ok));
  const { port } = wss.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}`, close: () => new Promise((ok) => wss.close(() => ok())) };
}

export const us = (t: number): string => `${(t * 1000).toFixed(0)} µs`;
