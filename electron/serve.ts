/**
 * Browser mode: the same host under plain Node, serving the built renderer and the API over a
 * WebSocket on 127.0.0.1. Used where no Electron runtime exists, and by the end-to-end tests. (LAN guests get
 * the same pages from the LAN table server, electron/lan/server.ts.)
 *
 *   node out/main/serve.cjs [--port N] [--renderer DIR]   (built by `npm run build`, as `npm start` runs it)
 *   npx tsx electron/serve.ts [--port N] [--renderer DIR]  (from source, for development)
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_FRAME_BYTES, type Push, type Response } from '../core/protocol';
import { createHost } from './app';
import { answerFrame } from './host/frame';
import type { Host } from './host/host';
import { dataDir as defaultDataDir, projectRoot, runAsScript } from './paths';
import { CSP } from './csp';
import { alreadyRunningWords, claimDataDir, type DataDirLock, type LockHolder } from './data-lock';
import { listenStable } from './lan/port';
import { describeError } from './main/problem-report';
import { serveFile } from './static';

export interface ServeOptions {
  readonly port?: number;
  readonly rendererDir?: string;
  readonly host?: Host;
  readonly dataDir?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly host: Host;
  close(): Promise<void>;
}

/** Another Mob Night holds this records folder (data-lock.ts): nothing was opened, nothing saved. */
export class AlreadyRunning extends Error {
  constructor(
    readonly holder: LockHolder,
    readonly dataDir: string,
  ) {
    super(alreadyRunningWords(holder, dataDir));
  }
}

export const DEFAULT_RENDERER_DIR = join(projectRoot(), 'out', 'renderer');

export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const rendererDir = resolve(options.rendererDir ?? DEFAULT_RENDERER_DIR);
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error(`The renderer is not built (no ${join(rendererDir, 'index.html')}). Run "npm run build" first.`);
  }
  // A host of its own takes the records folder's lock first, before it opens the records or reads the
  // saved port; a caller that brings its host (tests, benchmarks) owns that host's records.
  let lock: DataDirLock | null = null;
  if (!options.host) {
    const dir = options.dataDir ?? defaultDataDir();
    const claim = await claimDataDir(dir, 'browser');
    if (!claim.ok) throw new AlreadyRunning(claim.holder, dir);
    lock = claim.lock;
  }
  try {
    return await serve(rendererDir, options, lock);
  } catch (e) {
    lock?.release();
    throw e;
  }
}

async function serve(rendererDir: string, options: ServeOptions, lock: DataDirLock | null): Promise<RunningServer> {
  const host =
    options.host ??
    createHost({ dataDir: options.dataDir ?? defaultDataDir(), mode: 'browser', resumeLan: true, rendererDir });
  const server = createServer((req, res) => serveFile(rendererDir, req, res, { csp: CSP }));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let port = 0;

  server.on('upgrade', (req, socket, head) => {
    const origin = req.headers.origin;
    const allowed = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    if (req.url !== '/api' || !origin || !allowed.includes(origin)) {
      // Only pages served by this server may talk to the host: a web page elsewhere must not.
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => attach(host, ws));
  });

  // The port is kept across restarts (saved beside the records), so open pages find the host again.
  const portDir = options.host ? (options.dataDir ?? null) : (options.dataDir ?? defaultDataDir());
  port = await listenStable(
    (wanted) =>
      new Promise<number>((ok, fail) => {
        server.once('error', fail);
        server.listen(wanted, '127.0.0.1', () => {
          server.off('error', fail);
          ok((server.address() as AddressInfo).port);
        });
      }),
    portDir ? join(portDir, 'browser-port.json') : null,
    options.port,
  );
  const url = `http://127.0.0.1:${port}/`;
  lock?.setAddress(url);
  void host.backup().catch((e: unknown) => console.error('Mob Night: backup failed', e));
  return {
    url,
    port,
    host,
    close: () => closeAll(server, wss, host).finally(() => lock?.release()),
  };
}

let nextClient = 1;

/** One browser tab: every message is validated; a bad one is answered with an error and changes nothing. */
function attach(host: Host, ws: WebSocket): void {
  const sendText = (text: string) => {
    try {
      if (ws.readyState === ws.OPEN) ws.send(text);
    } catch (e) {
      console.error('Mob Night: an update could not be sent', e);
    }
  };
  // A move's update reaches every tab watching a seat as one text, written out once (session.ts).
  const client = { id: `ws-${nextClient++}`, send: (push: Push) => sendText(JSON.stringify(push)), sendText };
  host.connect(client);
  const reply = (r: Response) => {
    try {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(r));
    } catch (e) {
      console.error('Mob Night: an answer could not be sent', e);
    }
  };
  // Every frame is answered through answerFrame, which never throws or rejects; the extra guards
  // make sure that not even a failure to send can take the process down.
  ws.on('message', (data, isBinary) => {
    answerFrame(host, client, data, isBinary).then(reply, (e: unknown) =>
      console.error('Mob Night: a message could not be answered', e),
    );
  });
  ws.on('close', () => host.disconnect(client));
  ws.on('error', () => host.disconnect(client));
}

async function closeAll(server: Server, wss: WebSocketServer, host: Host): Promise<void> {
  for (const ws of wss.clients) ws.terminate();
  await new Promise<void>((ok) => wss.close(() => ok()));
  const closed = new Promise<void>((ok) => server.close(() => ok()));
  // Browsers keep idle keep-alive connections open; without this, close() would wait for them.
  server.closeAllConnections();
  await closed;
  try {
    await host.backup();
  } catch (e) {
    // A refused or failed backup keeps the earlier ones; quitting goes on.
    console.error('Mob Night: backup at quit skipped', e);
  } finally {
    host.close();
  }
}

/**
 * An error nothing else caught, in browser mode: said on the terminal with its time and stack, as the
 * Electron main process records it (electron/main/index.ts), and the table goes on serving, as the app
 * does. Carrying on loses nothing anyone was told is done: a move is answered only once it is on disk
 * (session.ts), and a page whose call got no answer says so and lets the person try again.
 */
export function reportUnexpectedErrors(
  events: Pick<NodeJS.EventEmitter, 'on'> = process,
  log: (text: string) => void = (text) => console.error(text),
  now: () => Date = () => new Date(),
): void {
  const report = (kind: string) => (e: unknown) =>
    log(
      `Mob Night: ${kind} (${now().toISOString()})\n${describeError(e)}\n` +
        'Mob Night is still running, and every move the table confirmed is saved. ' +
        'If the table stops answering, stop Mob Night (Ctrl+C) and start it again.',
    );
  events.on('uncaughtException', report('Unexpected error in the browser-mode server'));
  events.on('unhandledRejection', report('Unhandled promise rejection in the browser-mode server'));
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  reportUnexpectedErrors();
  const portArg = argValue('--port');
  const running = await startServer({
    ...(portArg ? { port: Number(portArg) } : {}),
    ...(argValue('--renderer') ? { rendererDir: argValue('--renderer') } : {}),
  });
  const status = running.host.storeStatus;
  console.log(`Mob Night is running at ${running.url}`);
  console.log(
    `Records: ${status.path}${status.state === 'problem' ? ' (needs attention: open the app to recover)' : ''}`,
  );
  // Said on the way out, so a table that went away mid-game shows who asked it to (Ctrl+C, or a signal).
  const stop = (signal: NodeJS.Signals) => {
    console.log(`Mob Night is stopping (${signal} at ${new Date().toISOString()}).`);
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (runAsScript(import.meta.url)) {
  main().catch((e: unknown) => {
    if (e instanceof AlreadyRunning) {
      // Not a failure: the table is open elsewhere. Said on stdout and ended with 0, so npm adds no error of its own.
      console.log(e.message);
      process.exit(0);
    }
    console.error(`Mob Night could not start: ${(e as Error).message}`);
    process.exit(1);
  });
}
