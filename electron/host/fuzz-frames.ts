/**
 * Generators of hostile frames for the fuzz tests of the host (browser mode) and of the LAN table:
 * mutated near-valid requests, nesting bombs, random structures, cut and binary frames, and rarely
 * an oversize one. Seeded, so a failing frame can be reproduced from its index.
 */
import { REGISTRY } from '../../core/games';
import { MAX_DEPTH } from '../../core/protocol';

/** A small seeded generator (mulberry32), so a failing frame can be reproduced from its index. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function nested(depth: number, r: () => number): string {
  const open = r() < 0.5 ? '[' : '{"a":';
  const close = open === '[' ? ']' : '}';
  return open.repeat(depth) + (r() < 0.5 ? '1' : '"x"') + close.repeat(depth);
}

export function randomJson(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 4 ? 5 : 8));
  switch (k) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return [0, -1, 1e308, -0, 2 ** 53 + 1, 3.5, Math.floor(r() * 1e6)][Math.floor(r() * 7)];
    case 3:
      return ['', 'x', '__proto__', 'constructor', 'é'.repeat(9), '\u0000', 'spectator'][Math.floor(r() * 7)];
    case 4:
      return 'y'.repeat(Math.floor(r() * 80));
    case 5:
      return Array.from({ length: Math.floor(r() * 4) }, () => randomJson(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (const key of ['type', 'amount', '__proto__', 'id', 'seat', 'matchId', 'kind'].slice(0, Math.floor(r() * 4)))
        o[key] = randomJson(r, depth + 1);
      return o;
    }
  }
}

/** A real player aid to aim at: the first game that has one. */
const someAid = REGISTRY.modules.flatMap((m) => Object.keys(m.aids).map((aid) => ({ gameId: m.def.id, aid })))[0];

export function baseFrames(matchId: string): string[] {
  const req = (id: number, method: string, params: unknown) => JSON.stringify({ id, method, params });
  return [
    req(1, 'match.act', { matchId, seat: 0, version: 9, action: { type: 'bid', amount: 1 } }),
    req(2, 'match.create', { gameId: 'nope', options: { target: 10 }, seats: [{ kind: 'human', name: 'A' }] }),
    req(3, 'aids.run', { ...someAid, params: { query: { kind: 'cop', at: null } } }),
    req(4, 'players.update', { id: 'nobody', name: 'Zio' }),
    req(5, 'players.remove', { id: 'nobody' }),
    req(6, 'match.watch', { matchId, seat: 7 }),
    req(7, 'store.recover', { choice: 'start-new' }),
    req(8, 'history.list', { limit: 0 }),
    req(9, 'settings.update', { volume: 2 }),
    req(10, 'players.add', { name: '', colour: 'red', emblem: 'rose' }),
  ];
}

/** One hostile frame: a mutated near-valid request, a deep bomb in a JSON field, noise, or an oversize frame. */
export function hostileFrame(r: () => number, bases: string[], i: number): { data: string | Buffer; binary: boolean } {
  const base = bases[i % bases.length] as string;
  const kind = r();
  if (kind < 0.35) {
    // Byte-level mutations of a near-valid request.
    let s = base;
    for (let n = 1 + Math.floor(r() * 4); n > 0; n--) {
      const at = Math.floor(r() * s.length);
      const op = r();
      const ch = String.fromCharCode(Math.floor(r() * 128));
      s =
        op < 0.4
          ? s.slice(0, at) + ch + s.slice(at + 1)
          : op < 0.7
            ? s.slice(0, at) + s.slice(at + 1)
            : s.slice(0, at) + ch + s.slice(at);
    }
    return { data: s, binary: false };
  }
  if (kind < 0.65) {
    // A nesting bomb where the schema takes any JSON: the action, the options, an aid's params.
    const depth = Math.floor(MAX_DEPTH - 4 + r() * (r() < 0.5 ? 10 : 5000));
    const where = ['"action":', '"options":', '"params":{"query":'][Math.floor(r() * 3)] as string;
    const at = base.indexOf(where);
    const bomb = nested(depth, r);
    const data =
      at >= 0
        ? `${base.slice(0, at + where.length)}${bomb}${base.slice(at + where.length).replace(/^(\{[^{}]*\}|[^,}]*)/, '')}`
        : `{"id":${i},"method":"match.act","params":{"matchId":"x","seat":0,"version":0,"action":${bomb}}}`;
    return { data, binary: false };
  }
  if (kind < 0.9) {
    // A random structure with some of the right field names, or a valid envelope around random params.
    const body =
      r() < 0.5
        ? randomJson(r)
        : { id: i, method: ['match.act', 'aids.run', 'match.create', 'players.add'][i % 4], params: randomJson(r) };
    return { data: JSON.stringify(body) ?? 'undefined', binary: false };
  }
  if (kind < 0.999) return { data: Buffer.from(base.slice(0, Math.floor(r() * base.length))), binary: r() < 0.5 };
  // Rarely, an oversize frame: more than the host reads.
  return { data: `{"id":1,"method":"players.add","params":{"name":"${'n'.repeat(1_100_000)}"}}`, binary: false };
}
