import { describe, expect, it } from 'vitest';
import { DiceNeeded, RecordingRoller, replaySource, BadTypedValue, type DiceSourceSpec } from './dice';
import { applyAction, createMatch } from './match';
import { seedRng } from './rng';
import { diceRace } from './testing/dice-race';

const SHOT = { label: 'shot', supply: { seat: 1, kind: 'shot' } } as const;

function roller(source: DiceSourceSpec, actor = 1): RecordingRoller {
  return new RecordingRoller(source, seedRng('supplied'), actor);
}

describe('dice the acting seat supplies (an aimed shot)', () => {
  it('takes the supplied value for a die marked as the actor’s, and records it so a replay gives it back', () => {
    const r = roller({ kind: 'seeded', supplied: [6] });
    const before = r.rng;
    expect(r.die(6, SHOT)).toBe(6);
    expect(r.rng).toEqual(before);
    expect(r.records).toEqual([{ kind: 'die', range: 6, value: 6 }]);
    expect(r.unusedSupplied).toBe(0);
    const again = new RecordingRoller(replaySource(r.records), seedRng('supplied'));
    expect(again.die(6, SHOT)).toBe(6);
  });

  it('rolls every other die from the source as before', () => {
    const plain = roller({ kind: 'seeded' });
    const mixed = roller({ kind: 'seeded', supplied: [2] });
    const a = plain.die(6, { label: 'move' });
    expect(mixed.die(6, { label: 'move' })).toBe(a);
    expect(mixed.die(6, SHOT)).toBe(2);
    expect(mixed.die(6, { label: 'next' })).toBe(plain.die(6, { label: 'next' }));
  });

  it('asks for the value when the actor is a person who sent none', () => {
    const r = roller({ kind: 'seeded', supplied: [] });
    expect(() => r.die(6, SHOT)).toThrow(DiceNeeded);
    try {
      r.die(6, SHOT);
    } catch (e) {
      expect((e as DiceNeeded).request).toEqual({ kind: 'die', range: 6, label: 'shot', supply: 'shot' });
    }
  });

  it('rolls a marked die from the source when nobody supplies (bots, simulations)', () => {
    const r = roller({ kind: 'seeded' });
    const v = r.die(6, SHOT);
    expect(v).toBeGreaterThanOrEqual(1);
    expect(r.records[0]).toMatchObject({ rng: true });
  });

  it('never lets a seat supply another seat’s die', () => {
    const r = roller({ kind: 'seeded', supplied: [6] }, 0);
    r.die(6, SHOT);
    expect(r.records[0]).toMatchObject({ rng: true });
    expect(r.unusedSupplied).toBe(1);
  });

  it('refuses a value the die cannot show', () => {
    expect(() => roller({ kind: 'seeded', supplied: [7] }).die(6, SHOT)).toThrow(BadTypedValue);
    expect(() => roller({ kind: 'seeded', supplied: [0] }).die(6, SHOT)).toThrow(BadTypedValue);
  });

  it('takes supplied values before typed physical dice for the marked die only', () => {
    const r = roller({ kind: 'physical', typed: [3], supplied: [5] });
    expect(r.die(6, SHOT)).toBe(5);
    expect(r.die(6, { label: 'move' })).toBe(3);
  });
});

describe('the kernel with supplied values', () => {
  it('refuses a move that leaves a supplied value unused, changing nothing', () => {
    const m = createMatch(diceRace, { options: { target: 10 }, seats: 2, seed: 's' });
    if (!m.ok) throw new Error(m.error.message);
    const r = applyAction(diceRace, m.value.match, 0, { type: 'bid', amount: 1 }, { kind: 'seeded', supplied: [4] });
    expect(!r.ok && r.error.code).toBe('SUPPLIED_UNUSED');
    const fine = applyAction(diceRace, m.value.match, 0, { type: 'bid', amount: 1 }, { kind: 'seeded', supplied: [] });
    expect(fine.ok).toBe(true);
  });
});
