import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/match';
import { content } from './content';
import { nothingPersonal } from './game';
import { dealDistinct, MAC_PHEETO } from './setup';
import type { NpState } from './state';

function start(seats: number, seed: string, options: object = {}): NpState {
  const m = createMatch(nothingPersonal, { options, seats, seed });
  if (!m.ok) throw new Error(m.error.message);
  return m.value.match.state as NpState;
}
const typeOf = (g: string | null) => (g ? content().gangsterById[g]?.type : undefined);

describe('NP-3 setup', () => {
  it('NP-3.3 NP-3.4 NP-3.5 NP-3.6 NP-3.17 each family gets 25 markers, $5 and a Respect marker at 0', () => {
    const s = start(4, 'a');
    expect(s.supply).toEqual([25, 25, 25, 25]);
    expect(s.money).toEqual([5, 5, 5, 5]);
    expect(s.respect).toEqual([0, 0, 0, 0]);
    expect(s.bank).toBe(245 - 20);
  });

  it('NP-3.7 "Killer" Mac Pheeto starts as Capo', () => {
    for (const seed of ['a', 'b', 'c']) expect(start(3, seed).positions[8]).toBe(MAC_PHEETO);
  });

  it('NP-3.8 NP-3.9 positions 8 down to 4 never repeat a type within any four in a row', () => {
    for (let i = 0; i < 40; i++) {
      const s = start(3 + (i % 3), `d${i}`);
      const types = [8, 7, 6, 5, 4].map((p) => typeOf(s.positions[p - 1] ?? null));
      expect(new Set(types.slice(0, 4)).size).toBe(4);
      expect(new Set(types.slice(1, 5)).size).toBe(4);
    }
  });

  it('NP-3.9 dealDistinct sets repeated types aside and keeps every card', () => {
    const t: Record<string, 'thug' | 'hitman' | 'gambler' | 'conman'> = {
      a: 'thug',
      b: 'thug',
      c: 'hitman',
      d: 'gambler',
      e: 'conman',
      f: 'thug',
      g: 'hitman',
    };
    const r = dealDistinct(['a', 'b', 'c', 'd', 'e', 'f', 'g'], (x) => t[x] ?? 'thug');
    expect(r.dealt).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect([...r.dealt, ...r.rest].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('NP-3.10 NP-3.11 NP-3.16 positions 3–1 and three Associates are dealt; the rest is the Gangster deck', () => {
    const s = start(3, 'e');
    expect(s.positions.every((g) => g !== null)).toBe(true);
    expect(s.associates.every((g) => g !== null)).toBe(true);
    expect(s.gangsterDeck).toHaveLength(50 - 9 - 3);
    expect(s.neutralSupply).toBe(25);
    expect(s.blackmailSupply).toBe(8);
  });

  it('NP-3.12 four influence cards each; the rest is the Influence deck', () => {
    const s = start(5, 'f');
    expect(s.hands.map((h) => h.length)).toEqual([4, 4, 4, 4, 4]);
    expect(s.influenceDeck).toHaveLength(94 - 20);
  });

  it('NP-3.14 the players may name the first player; otherwise the ring goes to a random seat', () => {
    expect(start(4, 'z', { firstPlayer: 3 }).ring).toBe(3);
    const rings = new Set(Array.from({ length: 12 }, (_, i) => start(4, `ring${i}`).ring));
    expect(rings.size).toBeGreaterThan(1);
  });

  it('NP-3.14 a first player who has no seat at the table is refused, naming the clause; older games drew one', () => {
    const r = createMatch(nothingPersonal, { options: { firstPlayer: 3 }, seats: 3, seed: 'z' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('BAD_OPTIONS');
      expect(r.error.clause).toBe('NP-3.14');
      expect(r.error.message).toMatch(/seat 4.*3 seats/);
    }
    // A version 3 game stored with such a choice still starts (and replays) as it did: a seat drawn at random.
    const old = createMatch(nothingPersonal, { options: { firstPlayer: 3 }, seats: 3, seed: 'z', engineVersion: '3' });
    expect(old.ok).toBe(true);
    expect(start(3, 'z', { firstPlayer: 2 }).ring).toBe(2);
  });

  it('NP-3.13 NP-3.14 the game starts with the opening placement, the Capo ring on a seat, round 1', () => {
    const s = start(3, 'g');
    expect(s.round).toBe(1);
    expect(s.ring).toBeGreaterThanOrEqual(0);
    expect(s.stage).toEqual({ kind: 'placement', turn: s.ring, placed: 0 });
  });

  it('NP-3.15 NP-4.10 three markers each, one at a time clockwise from the ring, then The Commission', () => {
    const m0 = createMatch(nothingPersonal, { options: {}, seats: 3, seed: 'h' });
    if (!m0.ok) throw new Error();
    let m = m0.value.match;
    const first = (m.state as NpState).ring;
    const order: number[] = [];
    for (let k = 0; k < 9; k++) {
      const s = m.state as NpState;
      const p = nothingPersonal.pending(s).find((d) => d.kind === 'placement');
      expect(p).toBeDefined();
      order.push(p?.seat ?? -1);
      const r = nothingPersonal.apply(
        s,
        p?.seat ?? 0,
        { type: 'place', pos: 1 + (k % 9) },
        { die: () => 1, dice: () => [], draw: () => 0, shuffle: (x) => [...x] },
      );
      if (!r.ok) throw new Error(r.error.message);
      m = { ...m, state: r.value.state };
    }
    expect(order.slice(0, 3)).toEqual([first, (first + 1) % 3, (first + 2) % 3]);
    const s = m.state as NpState;
    expect(s.supply).toEqual([22, 22, 22]);
    expect(s.phase).toBe('commission');
  });

  it('NP-14.2 expansions add their 18-card decks to the Gangster deck', () => {
    const s = start(3, 'i', { expansions: ['designers', 'young-turks'] });
    expect(s.gangsterDeck.length + 12).toBe(50 + 36);
  });

  it('NP-21.0.1 NP-21.2.1 random setup deals any nine gangsters, Capo included', () => {
    const capos = new Set<string | null>();
    for (let i = 0; i < 20; i++) capos.add(start(3, `r${i}`, { randomSetup: true }).positions[8] ?? null);
    expect(capos.size).toBeGreaterThan(1);
  });

  it('rejects bad options', () => {
    expect(nothingPersonal.parseOptions({ expansions: ['nope'] }).ok).toBe(false);
    expect(nothingPersonal.parseOptions({ randomSetup: 'yes' }).ok).toBe(false);
    expect(nothingPersonal.parseOptions({ firstPlayer: 9 }).ok).toBe(false);
    expect(nothingPersonal.parseOptions(undefined)).toEqual({
      ok: true,
      value: { expansions: [], bindingDeals: false, randomSetup: false, firstPlayer: null },
    });
  });
});
