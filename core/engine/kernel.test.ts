import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, matchHash, replay, type ActionRecord, type Match } from './match';
import { diceRace } from './testing/dice-race';
import { eventsFor, knownShared, seatView, sharedView } from './view';
import { TABLE_SEAT } from './game';
import { assertPlainJson, assertPlainJsonAfter, findNonJson, stableStringify, type JsonValue } from './json';
import { randomPlayout } from './playout';
import { hashJson } from './hash';
import { nextInt, seedRng } from './rng';
import { RecordingRoller, replaySource, type RandomRecord } from './dice';
import { publicEvent, type GameEvent } from './events';
import { ok } from './result';

function start(seats = 2, seed = 'test'): Match {
  const r = createMatch(diceRace, { options: { target: 10 }, seats, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.match;
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const bidLog: ActionRecord[] = [
  { seat: 0, action: { type: 'bid', amount: 1 }, random: [] },
  { seat: 1, action: { type: 'bid', amount: 3 }, random: [] },
];

function raced(seats = 2): Match {
  let m = start(seats);
  for (let s = 0; s < seats; s++) m = must(applyAction(diceRace, m, s, { type: 'bid', amount: s === 1 ? 3 : 1 })).match;
  return m;
}

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    const seq = (seed: string) => {
      let s = seedRng(seed);
      return Array.from({ length: 8 }, () => {
        const [v, n] = nextInt(s, 6);
        s = n;
        return v;
      });
    };
    expect(seq('a')).toEqual(seq('a'));
    expect(seq('a')).not.toEqual(seq('b'));
  });

  it('is roughly uniform over a d6', () => {
    let s = seedRng('uniform');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const [v, n] = nextInt(s, 6);
      s = n;
      counts[v]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});

describe('plain JSON state and hashing', () => {
  it('finds values that are not plain JSON', () => {
    expect(findNonJson({ a: [1, 'x', null, { b: true }] })).toBeNull();
    expect(findNonJson({ a: new Map() })).toBe('$.a (not a plain object)');
    expect(findNonJson({ a: [1, undefined] })).toBe('$.a[1]');
    expect(findNonJson({ n: NaN })).toBe('$.n');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(findNonJson(cyclic)).toContain('cycle');
    expect(() => assertPlainJson({ d: new Date() }, 'state')).toThrow(/state is not plain JSON/);
  });

  it('refuses, after every step, exactly what findNonJson refuses, and names the same place', () => {
    const cyclic: Record<string, unknown> = { a: [1] };
    (cyclic.a as unknown[]).push(cyclic);
    const holey: unknown[] = [1];
    holey[2] = 3;
    let deep: unknown = { end: true };
    for (let i = 0; i < 1_500; i++) deep = [deep];
    const shared = { x: [1, 2] };
    const values: unknown[] = [
      { a: [1, 'x', null, { b: true }] },
      { twice: [shared, shared] },
      deep,
      { a: new Map() },
      { a: [1, undefined] },
      { n: Number.NaN },
      { i: [Number.NEGATIVE_INFINITY] },
      holey,
      { f: () => 1 },
      { d: new Date(0) },
      { s: Symbol('s') },
      { b: 1n },
      Object.create({ inherited: 1 }) as unknown,
      cyclic,
      [deep, { late: undefined }],
    ];
    for (const v of values) {
      const where = findNonJson(v);
      if (where === null) expect(() => assertPlainJson(v, 'state')).not.toThrow();
      else expect(() => assertPlainJson(v, 'state')).toThrow(`state is not plain JSON at ${where}`);
    }
  });

  it('checks a state made from a checked one where it changed, with the same verdicts and places', () => {
    const cyclic: Record<string, unknown> = { a: [1] };
    (cyclic.a as unknown[]).push(cyclic);
    let deep: unknown = { end: true };
    for (let i = 0; i < 1_500; i++) deep = [deep];
    const before = {
      seats: [
        { cash: 1, hand: ['a', 'b'] },
        { cash: 2, hand: [] },
      ],
      log: ['x'],
      deck: [1, 2, 3],
    };
    const changes: unknown[] = [
      'plain',
      { cash: 3, hand: ['a'] },
      [deep],
      new Map(),
      [1, undefined],
      Number.NaN,
      new Date(0),
      () => 1,
      cyclic,
      Object.create({ inherited: 1 }) as unknown,
    ];
    for (const change of changes) {
      // A move's new state: one seat and the log changed, the deck passed on as it was.
      const seat = { ...before.seats[0], hand: [...before.seats[0]!.hand, change] };
      const next = { ...before, seats: [seat, before.seats[1]], log: [...before.log, 'y'] };
      const where = findNonJson(next);
      if (where === null) expect(() => assertPlainJsonAfter(next, before, 'state')).not.toThrow();
      else expect(() => assertPlainJsonAfter(next, before, 'state')).toThrow(`state is not plain JSON at ${where}`);
      // A value not made from `before` at all is checked whole.
      const unrelated = { deck: change };
      const whole = findNonJson(unrelated);
      if (whole === null) expect(() => assertPlainJsonAfter(unrelated, before, 'state')).not.toThrow();
      else expect(() => assertPlainJsonAfter(unrelated, before, 'state')).toThrow(`at ${whole}`);
    }
    // An own `__proto__` key (JSON.parse makes one) is checked, never taken for the object's prototype.
    const parsed = JSON.parse('{"__proto__": 1}') as Record<string, unknown>;
    expect(() => assertPlainJsonAfter(parsed, {}, 'state')).not.toThrow();
    Object.defineProperty(parsed, '__proto__', { value: new Date(0), enumerable: true });
    expect(() => assertPlainJsonAfter(parsed, {}, 'state')).toThrow('state is not plain JSON at $.__proto__');
  });

  it('refuses a move whose new state is not plain JSON, also deep in a game played on from a checked one', () => {
    // A rules bug: the second cheer writes a Date into the bids, a part the move makes anew.
    const buggy: typeof diceRace = {
      ...diceRace,
      apply(s, seat, action, roller) {
        const r = diceRace.apply(s, seat, action, roller);
        if (!r.ok || action.type !== 'cheer' || s.cheers < 1) return r;
        return ok({ ...r.value, state: { ...r.value.state, bids: [...s.bids, new Date(0) as never] } });
      },
    };
    const m0 = must(createMatch(buggy, { options: { target: 10 }, seats: 2, seed: 'plain' }));
    const m1 = must(applyAction(buggy, m0.match, 0, { type: 'cheer' })).match;
    expect(m1.state).toMatchObject({ cheers: 1 });
    expect(() => applyAction(buggy, m1, 1, { type: 'cheer' })).toThrow(
      'dice-race state after an action is not plain JSON at $.state.bids[2]',
    );
  });

  it('hashes independently of key order and sensitively to values', () => {
    expect(stableStringify({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(hashJson({ a: 1, b: 2 })).toBe(hashJson({ b: 2, a: 1 }));
    expect(hashJson({ a: 1, b: 2 })).not.toBe(hashJson({ a: 1, b: 3 }));
    expect(hashJson('x')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('match kernel', () => {
  it('refuses a seat count the game does not support', () => {
    const r = createMatch(diceRace, { options: {}, seats: 5, seed: 'x' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SEATS');
  });

  it('lets several seats decide at once in secret and hides their choices from each other', () => {
    let m = start(3);
    expect(diceRace.pending(m.state as never).map((p) => p.seat)).toEqual([0, 1, 2]);
    m = must(applyAction(diceRace, m, 2, { type: 'bid', amount: 3 })).match;
    const v0 = seatView(diceRace, m, 0);
    expect((v0.view as { bids: unknown[] }).bids).toEqual([null, null, -1]);
    expect(v0.pending.find((p) => p.seat === 1)?.prompt).toBe('Deciding in secret');
    const v2 = seatView(diceRace, m, 2);
    expect((v2.view as { bids: unknown[] }).bids).toEqual([null, null, 3]);
    expect(v2.legal).toEqual([]);
  });

  it('returns a RuleError naming the clause for an illegal action and changes nothing', () => {
    const m = start();
    const before = matchHash(m);
    const r = applyAction(diceRace, m, 0, { type: 'bid', amount: 7 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_BID', clause: 'DR-1' });
    expect(matchHash(m)).toBe(before);
  });

  it('refuses an action from a seat that has nothing to decide', () => {
    const m = raced();
    const r = applyAction(diceRace, m, 0, { type: 'roll' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('NOT_YOUR_TURN');
  });

  it('accepts a table action from a seat with nothing to decide, and only that kind', () => {
    const m = raced();
    expect(diceRace.pending(m.state as never).map((p) => p.seat)).toEqual([1]);
    const cheer = must(applyAction(diceRace, m, 0, { type: 'cheer' }));
    expect((cheer.match.state as { cheers: number }).cheers).toBe(1);
    expect(cheer.events.map((e) => e.clause)).toEqual(['DR-5']);
    const roll = applyAction(diceRace, m, 0, { type: 'roll' });
    expect(!roll.ok && roll.error.code).toBe('NOT_YOUR_TURN');
    expect(seatView(diceRace, m, 0)).toMatchObject({ legal: [], anytime: [{ type: 'cheer' }] });
    expect(seatView(diceRace, m, 'spectator').anytime).toEqual([]);
  });

  it('lets only the table itself take table-only actions, and the table nothing else', () => {
    const m = raced();
    expect(applyAction(diceRace, m, 1, { type: 'time-up' })).toMatchObject({
      ok: false,
      error: { code: 'TABLE_ONLY' },
    });
    expect(applyAction(diceRace, m, TABLE_SEAT, { type: 'roll' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_A_TABLE_ACTION' },
    });
    const up = must(applyAction(diceRace, m, TABLE_SEAT, { type: 'time-up' }));
    expect(diceRace.outcome(up.match.state as never)).toMatchObject({ winners: [0] });
    const again = must(
      replay(diceRace, m.setup, [], [...bidLog, { seat: TABLE_SEAT, action: { type: 'time-up' }, random: [] }]),
    );
    expect(matchHash(again)).toBe(matchHash(up.match));
  });

  it('keeps the events a game emits during setup', () => {
    const r = createMatch(diceRace, { options: { target: 12 }, seats: 2, seed: 'e' });
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(['The race to 12 begins']);
  });

  it('records every roll in the events, with its value', () => {
    const m = raced();
    const step = must(applyAction(diceRace, m, 1, { type: 'roll' }, { kind: 'script', dice: [5] }));
    expect(step.events[0]).toMatchObject({ type: 'roll', visibility: 'public', data: { value: 5 } });
    expect(step.random).toEqual([{ kind: 'die', range: 6, value: 5 }]);
    expect((step.match.state as { scores: number[] }).scores).toEqual([0, 5]);
  });

  it('asks for physical dice to be typed in, then accepts them, and refuses impossible faces', () => {
    const m = raced();
    const need = applyAction(diceRace, m, 1, { type: 'roll' }, { kind: 'physical', typed: [] });
    expect(need.ok).toBe(false);
    if (!need.ok) expect(need.error).toMatchObject({ code: 'DICE_NEEDED', needed: { kind: 'die', range: 6 } });
    const bad = applyAction(diceRace, m, 1, { type: 'roll' }, { kind: 'physical', typed: [9] });
    expect(!bad.ok && bad.error.code).toBe('BAD_DIE_VALUE');
    const good = must(applyAction(diceRace, m, 1, { type: 'roll' }, { kind: 'physical', typed: [4] }));
    expect((good.match.state as { scores: number[] }).scores[1]).toBe(4);
  });

  it('reports a script that runs out instead of inventing values', () => {
    const r = applyAction(diceRace, raced(), 1, { type: 'roll' }, { kind: 'script', dice: [] });
    expect(!r.ok && r.error.code).toBe('RANDOM_SCRIPT');
  });

  it('replays a recorded history to the same hash, whatever the dice source was', () => {
    let m = start(2, 'replay');
    const log: ActionRecord[] = [];
    const setupRandom: RandomRecord[] = [];
    const play = (seat: number, action: object, source?: Parameters<typeof applyAction>[4]) => {
      const step = must(applyAction(diceRace, m, seat, action, source));
      log.push({ seat, action: action as never, random: step.random });
      m = step.match;
    };
    play(0, { type: 'bid', amount: 2 });
    play(1, { type: 'bid', amount: 1 });
    play(0, { type: 'roll' });
    play(1, { type: 'roll' }, { kind: 'physical', typed: [6] });
    play(0, { type: 'roll' });
    const again = must(replay(diceRace, m.setup, setupRandom, log));
    expect(matchHash(again)).toBe(matchHash(m));
    // Continuing after a replay gives the same dice as continuing live: the PRNG is restored too.
    const live = must(applyAction(diceRace, m, 1, { type: 'roll' }));
    const replayed = must(applyAction(diceRace, again, 1, { type: 'roll' }));
    expect(replayed.random).toEqual(live.random);
  });

  it('detects a tampered history', () => {
    let m = start(2, 'tamper');
    m = must(applyAction(diceRace, m, 0, { type: 'bid', amount: 2 })).match;
    const step = must(applyAction(diceRace, m, 1, { type: 'bid', amount: 1 }));
    const roll = must(applyAction(diceRace, step.match, 0, { type: 'roll' }));
    const forged = roll.random.map((r) => ({ ...r, value: (r.value % 6) + 1 }));
    const r = replay(
      diceRace,
      m.setup,
      [],
      [
        { seat: 0, action: { type: 'bid', amount: 2 }, random: [] },
        { seat: 1, action: { type: 'bid', amount: 1 }, random: [] },
        { seat: 0, action: { type: 'roll' }, random: forged },
      ],
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'RANDOM_SCRIPT', index: 2 });
  });

  it('redacts secret events for other seats but keeps their public stand-in', () => {
    const step = must(applyAction(diceRace, start(), 0, { type: 'bid', amount: 2 }));
    expect(eventsFor(step.events, 0)[0]?.text).toBe('You bid 2');
    expect(eventsFor(step.events, 1)[0]?.text).toBe('Seat 1 has bid');
    expect(JSON.stringify(eventsFor(step.events, 'spectator'))).not.toContain('bid 2');
    // The all-seeing replay says whose secret it was.
    expect(eventsFor(step.events, 'omniscient')[0]?.text).toBe('{seat:0}, in secret: you bid 2');
    // A secret line that names its seat itself is left as it is.
    const named = { type: 'recruit', visibility: { seats: [1] }, text: '{seat:1} recruits 2 Thugs for $900.' } as const;
    expect(eventsFor([named], 'omniscient')[0]?.text).toBe('{seat:1} recruits 2 Thugs for $900.');
  });

  it('plays a whole game to an outcome and then refuses further moves', () => {
    let m = raced();
    let guard = 0;
    while (!diceRace.outcome(m.state as never) && guard++ < 100) {
      const seat = diceRace.pending(m.state as never)[0]!.seat;
      m = must(applyAction(diceRace, m, seat, { type: 'roll' })).match;
    }
    const outcome = diceRace.outcome(m.state as never);
    expect(outcome?.winners).toHaveLength(1);
    const after = applyAction(diceRace, m, 0, { type: 'roll' });
    expect(!after.ok && after.error.code).toBe('GAME_OVER');
  });

  it('checks an action against the turn and outcome its position’s updates already worked out', () => {
    // The host sends every seat its update before the next action comes: the kernel reuses that.
    let m = raced();
    seatView(diceRace, m, 'spectator');
    expect(knownShared(diceRace, m)?.pending.map((p) => p.seat)).toEqual([1]);
    expect(applyAction(diceRace, m, 0, { type: 'roll' })).toMatchObject({ error: { code: 'NOT_YOUR_TURN' } });
    let guard = 0;
    while (!diceRace.outcome(m.state as never) && guard++ < 100) {
      const seat = sharedView(diceRace, m).pending[0]!.seat;
      m = must(applyAction(diceRace, m, seat, { type: 'roll' })).match;
    }
    expect(sharedView(diceRace, m).outcome).not.toBeNull();
    expect(applyAction(diceRace, m, 0, { type: 'roll' })).toMatchObject({ error: { code: 'GAME_OVER' } });
    // A simulation's matches leave nothing behind: applyAction itself keeps nothing.
    const fresh = raced();
    applyAction(diceRace, fresh, 1, { type: 'roll' });
    expect(knownShared(diceRace, fresh)).toBeNull();
  });
});

describe('shuffles', () => {
  it('log one line per shuffle, record every draw, and replay to the same order', () => {
    const roller = new RecordingRoller({ kind: 'seeded' }, seedRng('deck'));
    const deck = roller.shuffle(['a', 'b', 'c', 'd', 'e'], { label: 'deck' });
    expect(roller.events).toEqual([
      expect.objectContaining({
        type: 'shuffle',
        text: 'deck: shuffled 5',
        others: expect.objectContaining({ text: 'deck: shuffled' }),
      }),
    ]);
    expect(roller.records).toHaveLength(4);
    const again = new RecordingRoller(replaySource(roller.records), seedRng('deck'));
    expect(again.shuffle(['a', 'b', 'c', 'd', 'e'])).toEqual(deck);
    expect(again.rng).toEqual(roller.rng);
  });
});

describe('randomPlayout (the simulation fast path)', () => {
  it('plays a game to its end through the kernel, the same way for the same seeds', () => {
    const a = randomPlayout(diceRace, start(3, 'playout'), seedRng('bot'));
    const b = randomPlayout(diceRace, start(3, 'playout'), seedRng('bot'));
    expect(a.stopped).toBe('over');
    expect(a.actions).toBeGreaterThan(3);
    expect(matchHash(a.match)).toBe(matchHash(b.match));
    expect(a.match.version).toBe(a.actions);
  });

  it('stops at its action budget', () => {
    const p = randomPlayout(diceRace, start(2, 'budget'), seedRng('bot'), 2);
    expect(p).toMatchObject({ actions: 2, stopped: 'budget' });
  });

  it('gives the same match as the checked kernel (trusted actions skip only the shape check)', () => {
    const fast = randomPlayout(diceRace, start(4, 'same'), seedRng('x'));
    let m = start(4, 'same');
    let rng = seedRng('x');
    while (!diceRace.outcome(m.state as never)) {
      const seat = (diceRace.pending(m.state as never)[0] as { seat: number }).seat;
      const legal = diceRace.legal(m.state as never, seat) as readonly JsonValue[];
      const [i, next] = nextInt(rng, legal.length);
      rng = next;
      m = must(applyAction(diceRace, m, seat, legal[i])).match;
    }
    expect(matchHash(m)).toBe(matchHash(fast.match));
  });
});

describe('dice lines among the game’s own lines (Roller.logTo)', () => {
  /** Dice Race with a line of its own before the roll; `inPlace` asks the roller to file the dice among its lines. */
  const told = (inPlace: boolean): typeof diceRace => ({
    ...diceRace,
    apply(s, seat, action, roller) {
      const lines: GameEvent[] = [publicEvent('note', `Seat ${seat} reaches for the die.`)];
      if (inPlace) roller.logTo?.((e) => lines.push(e));
      const r = diceRace.apply(s, seat, action, roller);
      return r.ok ? ok({ state: r.value.state, events: [...lines, ...r.value.events] }) : r;
    },
  });
  const rollOnce = (def: typeof diceRace) => {
    const m = start(2, 'lines');
    let at = m;
    for (let s = 0; s < 2; s++) at = must(applyAction(def, at, s, { type: 'bid', amount: s })).match;
    const seat = (def.pending(at.state as never)[0] as { seat: number }).seat;
    return must(applyAction(def, at, seat, { type: 'roll' }));
  };

  it('a game that asks for it has each die filed where the rules took it, after the lines before the roll', () => {
    const step = rollOnce(told(true));
    expect(step.events.map((e) => e.type).slice(0, 2)).toEqual(['note', 'roll']);
    expect(step.events[1]?.text).toMatch(/^race die: rolled [1-6]$/);
  });

  it('a game that does not ask keeps every die before its own lines, as stored games have them', () => {
    const step = rollOnce(told(false));
    expect(step.events.map((e) => e.type).slice(0, 2)).toEqual(['roll', 'note']);
  });

  it('the same dice are recorded either way, so a game replays to the same match', () => {
    const a = rollOnce(told(true));
    const b = rollOnce(told(false));
    expect(a.random).toEqual(b.random);
    expect(matchHash(a.match)).toBe(matchHash(b.match));
  });
});
