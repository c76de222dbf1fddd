/**
 * The Content Security Policy for every page Mob Night shows, in Electron and in browser mode.
 * Only our own bundled scripts, styles, fonts and images; the WebSocket back to the local host.
 * Styles allow 'unsafe-inline' because Svelte sets style attributes (no script runs from them).
 */
export const CSP = [
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
].join('; ');
