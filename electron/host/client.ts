import type { Push } from '../../core/protocol';

/** A connected renderer: an Electron window, a browser tab in browser mode, or a LAN peer. */
export interface Client {
  readonly id: string;
  /** A guest at a network table (whose every call passed the LAN gate), not one of this computer's screens. */
  readonly remote?: boolean;
  send(push: Push): void;
  /** A client on a socket may take a push already serialized as JSON (a move's update is written out once per seat). */
  sendText?(text: string): void;
}
