/**
 * Browser mode opens its socket to the host before the rest of the renderer's script has run, so the
 * handshake overlaps that work: index.html runs `early.ts` (this module and nothing else) first, and
 * the transport adopts the socket for its first connection, with whatever arrived before it did.
 * Electron (the preload's bridge) and a guest's page (the table's socket) open none.
 */
import { isGuestPage } from '../guest/page';

interface EarlySocket {
  readonly socket: WebSocket;
  readonly arrived: unknown[];
}

let early: EarlySocket | null = null;

/** The browser-mode host's socket address: `/api` on the server that served this page. */
export function hostSocketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api`;
}

export function openEarlySocket(): void {
  if (window.api || isGuestPage() || typeof WebSocket !== 'function') return;
  const socket = new WebSocket(hostSocketUrl());
  const arrived: unknown[] = [];
  socket.onmessage = (event) => arrived.push(event.data);
  early = { socket, arrived };
}

/** The early socket if it was opened to `url` and is not closing; once only (later calls: null). */
export function takeEarlySocket(url: string): EarlySocket | null {
  const taken = early;
  early = null;
  if (!taken) return null;
  const { socket } = taken;
  if (socket.url === new URL(url).href && socket.readyState <= WebSocket.OPEN) {
    socket.onmessage = null;
    return taken;
  }
  socket.close();
  return null;
}
