/**
 * The preload: the renderer's only door to the host. It exposes one named method per API call
 * (never ipcRenderer itself) and a push subscription that strips Electron's event object.
 * Runs sandboxed, so it is bundled to a single CommonJS file.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { Envelope } from '../../core/protocol/bridge';
import type { Push } from '../../core/protocol/messages';
import { METHODS, PUSH_CHANNEL, methodKey } from '../../core/protocol/methods';

const api: Record<string, unknown> = {};
for (const method of METHODS) {
  api[methodKey(method)] = (params: unknown): Promise<Envelope> =>
    ipcRenderer.invoke(method, params) as Promise<Envelope>;
}
api.onPush = (listener: (push: Push) => void): (() => void) => {
  const wrapped = (_event: unknown, push: Push) => listener(push);
  ipcRenderer.on(PUSH_CHANNEL, wrapped);
  return () => {
    ipcRenderer.removeListener(PUSH_CHANNEL, wrapped);
  };
};

contextBridge.exposeInMainWorld('api', Object.freeze(api));
