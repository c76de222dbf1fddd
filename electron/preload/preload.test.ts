import { beforeEach, describe, expect, it, vi } from 'vitest';
import { METHODS, methodKey, PUSH_CHANNEL } from '../../core/protocol/methods';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (..._args: unknown[]) => ({ ok: true, result: null }));
const on = vi.fn();
const removeListener = vi.fn();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
  ipcRenderer: { invoke, on, removeListener, send: vi.fn(), sendSync: vi.fn() },
}));

describe('preload bridge', () => {
  beforeEach(async () => {
    await import('./index');
  });

  it('exposes exactly one named method per API call plus onPush, and no ipcRenderer', () => {
    const api = exposed.api as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...METHODS.map(methodKey), 'onPush'].sort());
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.values(api)).not.toContain(invoke);
  });

  it('invokes the matching channel and nothing else', async () => {
    const api = exposed.api as Record<string, (p: unknown) => Promise<unknown>>;
    await api.playersAdd!({ name: 'Nonna' });
    expect(invoke).toHaveBeenLastCalledWith('players.add', { name: 'Nonna' });
  });

  it('delivers pushes without Electron’s event object and can unsubscribe', () => {
    const api = exposed.api as { onPush(l: (p: unknown) => void): () => void };
    const listener = vi.fn();
    const off = api.onPush(listener);
    const [channel, wrapped] = on.mock.calls.at(-1) as [string, (e: unknown, p: unknown) => void];
    expect(channel).toBe(PUSH_CHANNEL);
    wrapped({ sender: 'secret' }, { push: 'store.status' });
    expect(listener).toHaveBeenCalledWith({ push: 'store.status' });
    off();
    expect(removeListener).toHaveBeenCalledWith(PUSH_CHANNEL, wrapped);
  });
});
