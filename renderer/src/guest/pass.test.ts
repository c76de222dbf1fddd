import { describe, expect, it } from 'vitest';
import {
  codeFromUrl,
  forgetPass,
  guestPageLink,
  isGuestPage,
  keepPass,
  readPass,
  tableUrl,
  type GuestStorage,
} from './pass';

function memory(): GuestStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('a guest at a network table', () => {
  it('knows it is a guest only on a page the table marked', () => {
    const marked = { querySelector: () => ({ getAttribute: () => 'lan' }) } as unknown as Document;
    const plain = { querySelector: () => null } as unknown as Document;
    expect(isGuestPage(marked)).toBe(true);
    expect(isGuestPage(plain)).toBe(false);
  });

  it('keeps its seat pass for the next visit and forgets it on request; a damaged one is no pass', () => {
    const s = memory();
    expect(readPass(s)).toBeNull();
    keepPass(s, { token: 'abc', seat: 2, name: 'Ann' });
    expect(readPass(s)).toEqual({ token: 'abc', seat: 2, name: 'Ann' });
    forgetPass(s);
    expect(readPass(s)).toBeNull();
    s.setItem('mob-night-seat-pass', '{"token":5}');
    expect(readPass(s)).toBeNull();
    s.setItem('mob-night-seat-pass', 'not json');
    expect(readPass(s)).toBeNull();
  });

  it('reads the code a QR code brought, and finds the table on the host that served the page', () => {
    expect(codeFromUrl('?join=ab-c 23d')).toBe('ABC23D');
    expect(codeFromUrl('')).toBe('');
    const where = { protocol: 'http:', host: '192.168.1.5:47800' };
    expect(tableUrl(where, { code: 'ABC23D' })).toBe('ws://192.168.1.5:47800/lan?code=ABC23D');
    expect(tableUrl(where, { token: 'a+b/c' })).toBe('ws://192.168.1.5:47800/lan?token=a%2Bb%2Fc');
  });

  it('finds another table’s page from its address and code, and says what is wrong with a bad one', () => {
    expect(guestPageLink(' 192.168.1.20:47800 ', 'abc-234')).toEqual({ url: 'http://192.168.1.20:47800/?join=ABC234' });
    expect(guestPageLink('http://kitchen.local:47800/', 'ABC234')).toEqual({
      url: 'http://kitchen.local:47800/?join=ABC234',
    });
    expect(guestPageLink('192.168.1.20', 'ABC234')).toHaveProperty('problem');
    expect(guestPageLink('192.168.1.20:47800', '')).toHaveProperty('problem');
    expect(guestPageLink('evil"><x:1', 'ABC234')).toHaveProperty('problem');
  });
});
