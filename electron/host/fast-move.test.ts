import { describe, expect, it } from 'vitest';
import { jsonTextProblem, parseParams, requestSchema } from '../../core/protocol';
import { readMove } from './fast-move';
import { baseFrames, hostileFrame, rng } from './fuzz-frames';

/** What the schemas make of a parsed frame, as a move: its id and params, or null. */
function bySchemas(raw: unknown): { id: number; params: unknown } | null {
  const req = requestSchema.safeParse(raw);
  if (!req.success || req.data.method !== 'match.act') return null;
  const params = parseParams('match.act', req.data.params);
  return params.ok ? { id: req.data.id, params: params.value } : null;
}

const move = (params: Record<string, unknown>, id: unknown = 7) => JSON.stringify({ id, method: 'match.act', params });
const usual = { matchId: 'm-1', seat: 2, version: 17, action: { type: 'play', card: 'snitch#2', targets: [3, null] } };

/** Frames at and past every limit the hand reading checks. */
const EDGES = [
  move(usual),
  move(usual, 0),
  move(usual, 2 ** 53 - 1),
  move(usual, 2 ** 53),
  move(usual, -1),
  move(usual, 1.5),
  move(usual, '7'),
  move({ ...usual, seat: 15 }),
  move({ ...usual, seat: 16 }),
  move({ ...usual, seat: -0 }),
  move({ ...usual, seat: 2.5 }),
  move({ ...usual, version: 0 }),
  move({ ...usual, version: -1 }),
  move({ ...usual, version: 1e300 }),
  move({ ...usual, matchId: '' }),
  move({ ...usual, matchId: 'x'.repeat(64) }),
  move({ ...usual, matchId: 'x'.repeat(65) }),
  move({ ...usual, matchId: 9 }),
  move({ ...usual, action: null }),
  move({ ...usual, action: 'roll' }),
  move({ ...usual, action: [1, [2, { a: 3 }]] }),
  move({ ...usual, typedDice: [3] }),
  move({ ...usual, supplied: [4] }),
  move({ ...usual, extra: 1 }),
  move({ matchId: 'm', seat: 0, version: 0 }),
  '{"id":1,"method":"match.act","params":{"matchId":"m","seat":0,"version":0,"action":{"__proto__":{"x":1}}}}',
  '{"id":1,"method":"match.act","params":{"matchId":"m","seat":0,"version":0,"action":1},"more":2}',
  '{"id":1,"method":"match.act","params":[]}',
  '{"id":1,"method":"match.act"}',
  `{"id":1,"method":"match.act","params":{"matchId":"m","seat":0,"version":0,"action":${'['.repeat(30)}${']'.repeat(30)}}}`,
  JSON.stringify({ id: 1, method: 'match.watch', params: { matchId: 'm', seat: 0 } }),
];

describe('a move read by hand', () => {
  it('gives what the schemas give for every frame it reads, and leaves every other to them', () => {
    const r = rng(16);
    const bases = baseFrames('0f8e7c7a-1b2c-4d5e-8f90-123456789abc');
    const frames = [...EDGES, ...Array.from({ length: 3000 }, (_, i) => hostileFrame(r, bases, i).data)];
    let read = 0;
    let moves = 0;
    for (const frame of frames) {
      if (typeof frame !== 'string' || frame.length > 100_000 || jsonTextProblem(frame)) continue;
      let raw: unknown;
      try {
        raw = JSON.parse(frame);
      } catch {
        continue;
      }
      const fast = readMove(raw);
      const slow = bySchemas(raw);
      if (slow) moves++;
      if (!fast) continue;
      read++;
      expect(slow, frame).not.toBeNull();
      expect(fast.id).toBe(slow?.id);
      expect(fast.params).toStrictEqual(slow?.params);
      expect(JSON.stringify(fast.params)).toBe(JSON.stringify(slow?.params));
    }
    // The usual moves are read by hand; the dice-carrying ones (and only such) are left to the schemas.
    expect(read).toBeGreaterThan(12);
    expect(moves - read).toBeGreaterThanOrEqual(2);
    expect(readMove(JSON.parse(move({ ...usual, typedDice: [3] })))).toBeNull();
  });
});
