import { describe, expect, it } from 'vitest';
import { addressWords, nearbyRows, reachProblem } from './network-words';

describe('the Network screen in a family’s words', () => {
  it('names an address by its kind of connection, never by the system’s name for it', () => {
    expect(addressWords({ name: 'eth0', address: '192.168.1.30' })).toBe('192.168.1.30 (cable)');
    expect(addressWords({ name: 'enp3s0', address: '192.168.1.31' })).toBe('192.168.1.31 (cable)');
    expect(addressWords({ name: 'wlp2s0', address: '192.168.1.20' })).toBe('192.168.1.20 (Wi-Fi)');
    expect(addressWords({ name: 'Wi-Fi', address: '10.0.0.4' })).toBe('10.0.0.4 (Wi-Fi)');
    expect(addressWords({ name: 'lo', address: '127.0.0.1' })).toBe('127.0.0.1 (only this computer)');
    // A name that tells a family nothing (a Mac's "en0", a virtual bridge) is left out.
    expect(addressWords({ name: 'en0', address: '192.168.1.22' })).toBe('192.168.1.22');
    expect(addressWords({ name: 'docker0', address: '172.17.0.1' })).toBe('172.17.0.1');
  });

  const status = (on: boolean) => ({ on, port: 47800, addresses: [{ name: 'eth0', address: '192.168.1.30' }] });
  const mine = { name: 'Nonna’s table', game: 'gangsters', address: '192.168.1.30', port: 47800 };
  const theirs = { name: 'Zio’s table', game: 'supergang', address: '192.168.1.40', port: 47800 };

  it('says only your own table is open while this computer’s table is open and no other is', () => {
    expect(nearbyRows([], status(true)).said).toMatch(/^Only your own table is open/);
    const heard = nearbyRows([mine], status(true));
    expect(heard.rows).toEqual([{ ...mine, yours: true }]);
    expect(heard.said).toMatch(/^Only your own table is open/);
  });

  it('says no table is open when none is, and lists the others’ tables as they are', () => {
    expect(nearbyRows([], status(false)).said).toMatch(/^No table is open/);
    expect(nearbyRows([], null).said).toMatch(/^No table is open/);
    const both = nearbyRows([mine, theirs], status(true));
    expect(both.rows.map((t) => t.yours)).toEqual([true, false]);
    expect(both.said).toBeNull();
    // Switched off, a table heard at this computer's address is no longer this computer's.
    expect(nearbyRows([mine], status(false)).rows[0]?.yours).toBe(false);
  });

  it('says why a table could not be joined at the address typed, and nothing when it answered', () => {
    expect(reachProblem('table', '192.168.1.20:47800')).toBeNull();
    expect(reachProblem('none', '10.255.255.1:47800')).toMatch(/^Nothing answered at 10\.255\.255\.1:47800\. /);
    expect(reachProblem('other', '192.168.1.9:80')).toMatch(
      /^Something answered at 192\.168\.1\.9:80, but not an open/,
    );
  });
});
