/** The pages a LAN table serves to guests' browsers, over a real socket on 127.0.0.1. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diceRace } from '../../core/engine/testing/dice-race';
import { CSP } from '../csp';
import { GUEST_MARK } from './pages';
import { Opened, startTestTable, upgradeStatus, type TestTable } from './testing';

const opened = new Opened();
afterEach(() => opened.closeAll());

function renderer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mob-lan-pages-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>\n<meta http-equiv="Content-Security-Policy" content="${CSP}" />\n<title>Mob Night</title></head><body></body></html>`,
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

async function table(rendererDir?: string): Promise<{ t: TestTable; base: string }> {
  const t = await startTestTable({
    games: [diceRace],
    gameId: 'dice-race',
    seats: [
      { kind: 'human', name: 'A' },
      { kind: 'human', name: 'B' },
    ],
    options: { target: 10 },
    granted: 1,
    ...(rendererDir ? { server: { rendererDir } } : {}),
  });
  opened.keep(t);
  return { t, base: t.url.replace(/\/lan$/, '').replace('ws://', 'http://') };
}

describe('the guest pages of a LAN table', () => {
  it('serves the app marked as a guest page, allowed to talk back to this table only', async () => {
    const { base, t } = await table(renderer());
    const res = await fetch(`${base}/?join=ABC234`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(GUEST_MARK);
    const host = base.replace('http://', '');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`connect-src 'self' ws://${host}`);
    expect(policy).not.toContain('127.0.0.1:*');
    expect(policy).toContain("frame-ancestors 'none'");
    // The page's own policy says the same, so neither lets it reach anything else; all but
    // frame-ancestors, which only a header may say (browsers log an error for it in a meta).
    expect(html).toContain(`content="${policy.replace("; frame-ancestors 'none'", '')}"`);
    expect(html).not.toContain('frame-ancestors');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const js = await fetch(`${base}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    // Pages and the table share the port: the socket still needs a pass or the code.
    expect(await upgradeStatus(t.url)).toBe(401);
  });

  it('never serves files outside the renderer folder, nor anything but GET and HEAD', async () => {
    const { base } = await table(renderer());
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../x'])
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('says what it is in words where no app is built to serve', async () => {
    const { base } = await table();
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Mob Night game table');
  });

  it('names the table in its policy only when the Host header is a plain host and port', async () => {
    const { guestCsp } = await import('../csp');
    expect(guestCsp('192.168.1.5:47800')).toContain("connect-src 'self' ws://192.168.1.5:47800;");
    expect(guestCsp('evil; script-src *')).toContain("connect-src 'self';");
    expect(guestCsp(undefined)).toContain("connect-src 'self';");
  });
});
