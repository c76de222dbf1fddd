import type { Push } from '../../core/protocol';

/** A connected renderer: an Electron window, a browser tab in browser mode, or a LAN peer. */
export interface Client {
  readonly id: string;
  send(push: Push): void;
}
