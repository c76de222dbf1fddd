/**
 * Table actions and the host-run clock: the kibitzing fine any seat may call (G-6.91), the Untouchable
 * badge returned at any time (G-9.5), the two-minute Movement Phase as a decision deadline (G-6.9) and the
 * time-limit game in hours called by the host (G-15.2).
 */
import { TABLE_SEAT } from '../../engine/game';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine/match';
import { gangsters } from './game';
import { act, BROWN, GREEN, RED, refusal, RED_MOVING, start, st, YELLOW } from './testing/game-play';

const base = RED_MOVING;

describe('G-6.9 the two-minute Movement Phase', () => {
  it('G-6.9 with the clock on, the mover’s decision carries a deadline whose expiry forfeits the rest', () => {
    const m = start(`options movementSeconds=120\n${base}`);
    const [p] = gangsters.pending(st(m));
    expect(p).toMatchObject({
      seat: RED,
      kind: 'move',
      deadline: { seconds: 120, onExpiry: { type: 'clock-expired' } },
    });
    // The host applies onExpiry for that seat when the time is up.
    const r = applyAction(gangsters, m, RED, p?.deadline?.onExpiry, { kind: 'script', dice: [] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.some((e) => e.type === 'clock' && e.clause === 'G-6.9')).toBe(true);
    expect(st(r.value.match).turn.seat).toBe(YELLOW);
  });

  it('G-6.9 the whole Movement Phase runs on one clock: a move does not start it again, the next turn does', () => {
    const m = start(`options movementSeconds=120\n${base}`);
    const period = gangsters.pending(st(m))[0]?.deadline?.period;
    expect(period).toBeTruthy();
    const move = (gangsters.legal(st(m), RED) ?? []).find((a) => (a as { type: string }).type === 'move');
    const after = act(m, RED, move).m;
    const [p] = gangsters.pending(st(after));
    expect(p).toMatchObject({ seat: RED, kind: 'move', deadline: { seconds: 120, period } });
    const expired = applyAction(gangsters, after, RED, p?.deadline?.onExpiry, { kind: 'script', dice: [] });
    if (!expired.ok) throw new Error(expired.error.message);
    // Yellow's turn: play on (first legal choice each time) until Yellow's Movement Phase is on the clock:
    // from edition 4 it starts with the Cop action (5.2-5.4).
    let cur = expired.value.match;
    for (let i = 0; i < 20 && !gangsters.pending(st(cur)).some((d) => d.deadline); i++) {
      const d = gangsters.pending(st(cur))[0];
      if (!d) break;
      cur = act(cur, d.seat, gangsters.legal(st(cur), d.seat)?.[0], [1, 1, 1, 1, 1]).m;
    }
    const next = gangsters.pending(st(cur)).find((d) => d.deadline);
    expect(next).toMatchObject({ seat: YELLOW, kind: 'cop' });
    expect(next?.deadline?.period).not.toBe(period);
  });

  it('G-6.9 untimed games have no deadline, games of engine version 3 do not time the Cop action, and expiry is refused', () => {
    expect(gangsters.pending(st(start(base)))[0]?.deadline).toBeUndefined();
    const cop = start(`engine 3\noptions movementSeconds=120\n${base.replace('turn red move', 'turn red cop')}`);
    expect(gangsters.pending(st(cop))[0]?.deadline).toBeUndefined();
    expect(refusal(start(base), RED, { type: 'clock-expired' }).clause).toBe('G-6.9');
  });
});

describe('G-6.91 kibitzing', () => {
  it('G-6.91 any player may call the $500 fine, even with nothing to decide; it goes to the Bank', () => {
    const m = start(base);
    expect(gangsters.pending(st(m)).map((p) => p.seat)).toEqual([RED]);
    const before = st(m).bank;
    const fined = act(m, GREEN, { type: 'fine', offender: YELLOW }).m;
    expect(st(fined).gangs[YELLOW]?.cash).toBe(4500);
    expect(st(fined).bank).toBe(before + 500);
    expect(st(fined).turn.seat).toBe(RED); // the turn goes on
    // Ordinary moves from a seat with no decision are still refused by the kernel.
    // G-5.7: it is Red's Player Turn; the refusal says so by its clause.
    expect(refusal(m, GREEN, { type: 'end-move' })).toMatchObject({ code: 'NOT_YOUR_TURN', clause: 'G-5.7' });
    expect(refusal(m, GREEN, { type: 'fine', offender: GREEN }).clause).toBe('G-6.91');
  });

  it('G-6.91 a fine takes no more than the offender has', () => {
    const m = act(start(base.replace('brown=5000', 'brown=300')), RED, { type: 'fine', offender: BROWN }).m;
    expect(st(m).gangs[BROWN]?.cash).toBe(0);
  });
});

describe('G-9.5 the Untouchable badge', () => {
  it('G-9.5 a useless badge may be returned at any time, by a seat that is not deciding', () => {
    const m = act(start(`${base}\nbribe brown 0`), BROWN, { type: 'return-badge' }).m;
    expect(st(m).bribes).toEqual([]);
    expect(st(m).bribeCup).toContain(0);
    expect(refusal(m, BROWN, { type: 'return-badge' }).clause).toBe('G-9.5');
  });
});

describe('G-15.2 time limits in hours', () => {
  it('G-15.2 the host calls time; the game ends with this Player Turn and the highest net worth wins', () => {
    let m = start(`options timeLimitMinutes=90\n${base.replace('yellow=5000', 'yellow=9000')}`);
    expect(gangsters.gameClock?.(st(m))).toEqual({ seconds: 5400, onExpiry: { type: 'time-up' } });
    expect(refusal(m, BROWN, { type: 'time-up' }).code).toBe('TABLE_ONLY'); // no player may call time early
    m = act(m, TABLE_SEAT, { type: 'time-up' }).m; // the host's clock, acting as the table
    expect(st(m).timeUp).toBe(true);
    expect(gangsters.gameClock?.(st(m))).toBeNull();
    expect(gangsters.outcome(st(m))).toBeNull();
    expect(refusal(m, TABLE_SEAT, { type: 'time-up' }).code).toBe('TIME_ALREADY_UP');
    m = act(m, RED, { type: 'end-move' }).m;
    const out = gangsters.outcome(st(m));
    expect(out?.winners).toEqual([YELLOW]); // 9,000 + Lou's 200 beats Red's 5,000 + Westgate 600
    expect(out?.scores[YELLOW]).toBe(9200);
  });

  it('G-15.2 without an hours limit, time cannot be called; in a timed game cash alone does not end it', () => {
    expect(refusal(start(base), TABLE_SEAT, { type: 'time-up' }).clause).toBe('G-15.2');
    expect(gangsters.gameClock?.(st(start(base)))).toBeNull();
    let m = start(`options timeLimitTurns=50\n${base.replace('red=5000', 'red=20000')}`);
    m = act(m, RED, { type: 'end-move' }).m;
    expect(gangsters.outcome(st(m))).toBeNull();
  });
});
