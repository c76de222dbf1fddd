/**
 * What the Electron preload puts on `window.api`: one named method per API call (e.g.
 * `playersAdd`), each resolving to the same envelope the WebSocket transport carries, plus a way
 * to receive pushes. Never a raw ipcRenderer.
 */
import type { Push } from './messages';
import type { ApiError } from './schemas';

export type Envelope = { ok: true; result: unknown } | { ok: false; error: ApiError };

export interface PreloadBridge {
  readonly [methodKey: string]:
    ((params: unknown) => Promise<Envelope>) | ((listener: (push: Push) => void) => () => void);
  onPush(listener: (push: Push) => void): () => void;
}
