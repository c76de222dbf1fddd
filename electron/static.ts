/**
 * Serving the built renderer over HTTP: browser mode on 127.0.0.1 and the LAN table's guest pages.
 * Only files inside the renderer folder, only GET and HEAD, every answer with the CSP and the
 * hardening headers. `page` may rewrite index.html (the LAN table marks it as a guest page).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

export interface StaticOptions {
  readonly csp: string;
  /** Rewrites index.html before it is sent (read from disk on every request: it is small). */
  readonly page?: (html: string) => string;
}

export function hasRenderer(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}

export function serveFile(root: string, req: IncomingMessage, res: ServerResponse, options: StaticOptions): void {
  const headers = {
    'Content-Security-Policy': options.csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, headers).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400, headers).end();
    return;
  }
  const file = normalize(join(root, pathname === '/' ? 'index.html' : pathname));
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (options.page && file === join(root, 'index.html')) {
    const body = options.page(readFileSync(file, 'utf8'));
    res.writeHead(200, { ...headers, 'Content-Type': type });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Type': type });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}
