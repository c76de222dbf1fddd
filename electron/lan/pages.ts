/**
 * The pages a network table serves to browsers: the built renderer, marked as a guest's page (the
 * join screen, then the guest's own seat), with the hardening of browser mode and a policy that lets
 * the page talk back only to this table. Without a built renderer, a short text says what this is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { guestCsp } from '../csp';
import { hasRenderer, serveFile } from '../static';

/** The mark the renderer reads to know it is a guest at a network table (renderer/src/lib/guest.ts). */
export const GUEST_MARK = '<meta name="mob-night-table" content="lan" />';

/** What a table without a built renderer answers (its page's place), so a table is told apart even so. */
export const BARE_TABLE = 'This is a Mob Night game table. Players connect to it with its join code at /lan.';

/**
 * A policy as a page's own <meta> may say it: without frame-ancestors, which browsers take only from
 * the header (and name as an error in the console when a meta says it). The header keeps it.
 */
export function metaPolicy(csp: string): string {
  return csp
    .split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
}

/** index.html as a guest gets it: marked, and with its own policy in place of the app's. */
export function guestPage(html: string, csp: string): string {
  const withPolicy = html.replace(
    /<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*"\s*\/?>/,
    `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}" />`,
  );
  return withPolicy.replace(/<head>/, `<head>\n    ${GUEST_MARK}`);
}

export function servePages(rendererDir: string | null): (req: IncomingMessage, res: ServerResponse) => void {
  const root = rendererDir && hasRenderer(rendererDir) ? rendererDir : null;
  return (req, res) => {
    const csp = guestCsp(req.headers.host);
    if (!root) {
      res
        .writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Security-Policy': csp,
          'X-Content-Type-Options': 'nosniff',
        })
        .end(BARE_TABLE);
      return;
    }
    serveFile(root, req, res, { csp, page: (html) => guestPage(html, csp) });
  };
}
