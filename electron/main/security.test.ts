import { describe, expect, it, vi } from 'vitest';
import {
  APP_URL,
  CSP,
  denyPermission,
  hardenWebContents,
  ipcHandler,
  isAppUrl,
  isGuestPageUrl,
  onSameTable,
} from './security';

describe('Electron hardening', () => {
  it('has a CSP that allows only our own content and no remote code', () => {
    expect(CSP).toContain("default-src 'self'");
    expect(CSP).toContain("script-src 'self'");
    expect(CSP).not.toMatch(/unsafe-eval|https?:|(^|\s)\*(\s|;|$)|script-src[^;]*unsafe-inline/);
    expect(CSP).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\* ws:\/\/localhost:\*/);
    expect(CSP).toContain("object-src 'none'");
    expect(CSP).toContain("frame-ancestors 'none'");
  });

  it('trusts only pages of the bundled app', () => {
    expect(isAppUrl(APP_URL)).toBe(true);
    expect(isAppUrl('app://mob-night/assets/x.js')).toBe(true);
    for (const bad of [
      'file:///etc/passwd',
      'https://example.com/',
      'app://evil/index.html',
      'http://127.0.0.1:5000/',
      '',
      null,
      'nonsense',
    ]) {
      expect(isAppUrl(bad)).toBe(false);
    }
  });

  it('a table’s own window stays on that table’s pages', () => {
    const table = 'http://192.168.1.20:47800/?join=ABC234';
    const listeners = new Map<string, (e: { preventDefault(): void }, url: string) => void>();
    hardenWebContents(
      { setWindowOpenHandler: () => undefined, on: (e: string, l: never) => listeners.set(e, l) } as never,
      undefined,
      (url) => onSameTable(table, url),
    );
    const stopped = (url: string) => {
      const prevent = vi.fn();
      listeners.get('will-navigate')?.({ preventDefault: prevent }, url);
      return prevent.mock.calls.length > 0;
    };
    expect(stopped('http://192.168.1.20:47800/')).toBe(false);
    expect(stopped('http://192.168.1.20:47800/#/match/abc')).toBe(false);
    for (const away of [
      'http://192.168.1.20:47801/',
      'http://192.168.1.21:47800/',
      'https://192.168.1.20:47800/',
      'http://user@192.168.1.20:47800/',
      APP_URL,
      'file:///etc/passwd',
    ])
      expect(stopped(away)).toBe(true);
  });

  it('hands a home-network table’s guest page, and nothing else, to the table window', () => {
    let openHandler: ((d: { url: string }) => { action: string }) | undefined;
    const opened: string[] = [];
    hardenWebContents(
      {
        setWindowOpenHandler: (h: typeof openHandler) => (openHandler = h),
        on: () => undefined,
      } as never,
      (url) => opened.push(url),
    );
    for (const good of [
      'http://192.168.1.20:47800/?join=ABC234',
      'http://10.0.0.7:47800/?join=ABC234',
      'http://172.20.1.1:47801/?join=ABC234',
      'http://kitchen.local:47800/?join=ABC234',
    ]) {
      expect(isGuestPageUrl(good)).toBe(true);
      expect(openHandler?.({ url: good })).toEqual({ action: 'deny' });
    }
    for (const bad of [
      'https://example.com/?join=ABC234',
      'http://example.com:47800/?join=ABC234',
      'http://8.8.8.8:47800/?join=ABC234',
      'http://192.168.1.20:47800/evil?join=ABC234',
      'http://192.168.1.20:47800/?join=<script>',
      'http://user@192.168.1.20:47800/?join=ABC234',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(isGuestPageUrl(bad)).toBe(false);
      expect(openHandler?.({ url: bad })).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual([
      'http://192.168.1.20:47800/?join=ABC234',
      'http://10.0.0.7:47800/?join=ABC234',
      'http://172.20.1.1:47801/?join=ABC234',
      'http://kitchen.local:47800/?join=ABC234',
    ]);
  });

  it('denies new windows, navigation away, webviews and permissions', () => {
    const listeners = new Map<string, (e: { preventDefault(): void }, url?: string) => void>();
    let openHandler: ((d: { url: string }) => { action: string }) | undefined;
    hardenWebContents({
      setWindowOpenHandler: (h: typeof openHandler) => (openHandler = h),
      on: (event: string, l: (e: { preventDefault(): void }, url?: string) => void) => listeners.set(event, l),
    } as never);
    expect(openHandler?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    for (const event of ['will-navigate', 'will-redirect']) {
      const away = { preventDefault: vi.fn() };
      listeners.get(event)?.(away, 'https://example.com/');
      expect(away.preventDefault).toHaveBeenCalled();
      const home = { preventDefault: vi.fn() };
      listeners.get(event)?.(home, APP_URL);
      expect(home.preventDefault).not.toHaveBeenCalled();
    }
    expect(openHandler?.({ url: 'http://192.168.1.20:47800/?join=ABC234' })).toEqual({ action: 'deny' });
    const webview = { preventDefault: vi.fn() };
    listeners.get('will-attach-webview')?.(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
    const cb = vi.fn();
    denyPermission(null, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
  });

  it('checks the sender and validates the payload of every IPC call before the host sees it', async () => {
    const host = vi.fn(async () => ({ ok: true as const, result: 'done' }));
    const handler = ipcHandler('players.add', host);
    const fromApp = { senderFrame: { url: APP_URL } };
    const stranger = await handler(
      { senderFrame: { url: 'https://example.com/' } },
      { name: 'X', colour: 'red', emblem: 'rose' },
    );
    expect(stranger).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const noFrame = await handler({ senderFrame: null }, { name: 'X', colour: 'red', emblem: 'rose' });
    expect(noFrame).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const bad = await handler(fromApp, { name: 'X', colour: 'mauve', emblem: 'rose' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect(host).not.toHaveBeenCalled();
    expect(await handler(fromApp, { name: 'X', colour: 'red', emblem: 'rose' })).toEqual({ ok: true, result: 'done' });
    expect(host).toHaveBeenCalledTimes(1);
  });
});
