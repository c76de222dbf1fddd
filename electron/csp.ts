/**
 * The Content Security Policy for every page Mob Night shows, in Electron and in browser mode.
 * Only our own bundled scripts, styles, fonts and images; the WebSocket back to the local host.
 * Styles allow 'unsafe-inline' because Svelte sets style attributes (no script runs from them).
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "media-src 'self' data:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

export const CSP = DIRECTIVES.join('; ');

/** A host as a browser names it in the Host header: a name or IPv4 address, or [IPv6], and a port. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The policy for a guest's page served by a network table: the same, except that the page may open
 * a WebSocket only back to the table that served it (named exactly, for browsers whose 'self' does
 * not cover ws:), not to this computer's own loopback.
 */
export function guestCsp(hostHeader: string | undefined): string {
  const back = hostHeader && HOST_HEADER.test(hostHeader) ? ` ws://${hostHeader}` : '';
  return DIRECTIVES.map((d) => (d.startsWith('connect-src') ? `connect-src 'self'${back}` : d)).join('; ');
}
