/**
 * Table actions through the kernel hooks (`acceptsAnytime`, `anytime`), trade offers as pending
 * answers, and the promise that optional windows end: seats that only answer `pending()` always
 * reach the end of the game.
 */
import { describe, expect, it } from 'vitest';
import { randomChoice } from '../../bots/random';
import type { NpAction } from './actions';
import { applyAction, createMatch, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { seatView } from '../../engine/view';
import { playNpGame } from './simulate';
import { heuristicBot, randomBot } from './bots';
import { nothingPersonal as np } from './game';
import type { NpState } from './state';
import type { NpView } from './view';
import { BOARD } from './testing/boards';
import { act, commissionAt, must, position, stateOf } from './testing/fixture';

const HANDS = [['thug-1#1', 'snitch#1'], ['thug-1-any#1', 'conman-2#1', 'conman-2#2'], ['hitman-1-any#1']];
const table = () =>
  position({
    seats: 3,
    position: { board: BOARD, ring: 0, stage: commissionAt(0, 3), hands: HANDS, money: [12, 3, 0] },
  });
const SHAKE: NpAction = { type: 'shakedown', card: 'conman-2#1' };

describe('table actions (kernel hooks)', () => {
  it('NP-13.1.1 the kernel takes a Shakedown from a seat with nothing pending, but refuses it a turn action', () => {
    const m = table();
    expect(np.pending(stateOf(m)).map((p) => p.seat)).toEqual([0]);
    expect(np.acceptsAnytime?.(stateOf(m), 1, SHAKE)).toBe(true);
    const step = must(m, 1, SHAKE);
    expect(stateOf(step.match).money[1]).toBe(11);
    const turns: NpAction[] = [{ type: 'pass' }, { type: 'place', pos: 3 }, { type: 'decline' }];
    for (const turn of turns) {
      expect(np.acceptsAnytime?.(stateOf(m), 1, turn)).toBe(false);
      expect(act(m, 1, turn)).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN', clause: 'NP-4.10' } });
    }
    // A card that is played only on one's own Commission turn is a turn action, not a table action.
    const play: NpAction = { type: 'play', card: 'conman-2#1', targets: [1], extra: false, to: null, ante: 0 };
    expect(np.acceptsAnytime?.(stateOf(m), 1, play)).toBe(false);
    expect(act(m, 1, play)).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
  });

  it('NP-7.3.1 NP-13.1.1 `anytime` lists only the seat’s own possibilities, and the kernel accepts each', () => {
    const m = table();
    const s = stateOf(m);
    for (let seat = 0; seat < 3; seat++) {
      const list = np.anytime?.(s, seat) ?? [];
      const cards = list.flatMap((a) => ('card' in a ? [a.card] : []));
      expect(cards.every((c) => s.hands[seat]?.includes(c))).toBe(true);
      const designs = new Set((s.hands[seat] ?? []).map((c) => c.split('#')[0]));
      expect(list.filter((a) => a.type === 'shakedown')).toHaveLength(designs.size);
      for (const a of list) {
        expect(np.acceptsAnytime?.(s, seat, a), JSON.stringify(a)).toBe(true);
        expect(applyAction(np, m, seat, a).ok, JSON.stringify(a)).toBe(true);
      }
    }
    // Seat 1's any-time card is playable out of turn; seat 0's card plays belong to its turn (`legal`).
    expect((np.anytime?.(s, 1) ?? []).some((a) => a.type === 'play' && a.card === 'thug-1-any#1')).toBe(true);
    expect((np.anytime?.(s, 0) ?? []).every((a) => a.type === 'shakedown')).toBe(true);
    expect(seatView(np, m, 'spectator').anytime).toEqual([]);
    expect(seatView(np, m, 2).legal).toEqual([]);
  });

  it('NP-13.4.2 an offer waits as an optional decision of the seat it is made to; the offerer may withdraw it', () => {
    const offer: NpAction = { type: 'offer', to: 1, money: 0, cards: ['hitman-1-any#1'], ask: 2, promise: '' };
    const m = must(table(), 2, offer).match;
    const s = stateOf(m);
    expect(np.pending(s)).toContainEqual(expect.objectContaining({ seat: 1, kind: 'offer', optional: true }));
    expect(np.legal(s, 1)).toEqual([
      { type: 'answer', offer: 0, accept: true },
      { type: 'answer', offer: 0, accept: false },
    ]);
    expect(np.anytime?.(s, 2)).toContainEqual({ type: 'answer', offer: 0, accept: false });
    const withdrawn = stateOf(must(m, 2, { type: 'answer', offer: 0, accept: false }).match);
    expect(np.pending(withdrawn).some((p) => p.kind === 'offer')).toBe(false);
    const accepted = stateOf(must(m, 1, { type: 'answer', offer: 0, accept: true }).match);
    expect(accepted.hands[1]).toContain('hitman-1-any#1');
    expect(np.pending(accepted).map((p) => p.seat)).toEqual([0]);
  });
});

/** Matches from bot games where an optional window is open. */
function openWindows(): Match[] {
  const out: Match[] = [];
  for (const [k, expansions] of [[], ['historical'], ['designers', 'young-turks']].entries()) {
    playNpGame(3 + k, `windows-${k}`, [heuristicBot, randomBot], { expansions } as never, (m) => {
      const p = np.pending(m.state as NpState);
      if (p.some((d) => d.optional && d.kind !== 'offer')) out.push(m);
    });
  }
  return out;
}

describe('optional windows end', () => {
  it('NP-7.6.2 NP-7.11.1 NP-19.2 a window closes once every seat in it has declined', () => {
    const windows = openWindows();
    expect(new Set(windows.map((m) => np.pending(m.state as NpState)[0]?.kind)).size).toBeGreaterThan(2);
    for (const start of windows) {
      const s0 = start.state as NpState;
      const depth = s0.interrupts.length;
      const kind = s0.interrupts[depth - 1]?.kind;
      let m = start;
      for (let k = 0; k <= 2 * s0.seats; k++) {
        const s = m.state as NpState;
        if (s.interrupts.length < depth || s.interrupts[depth - 1]?.kind !== kind) break;
        const d = np.pending(s).find((p) => p.optional && p.kind !== 'offer');
        expect(d, `window ${kind} has nobody left to answer`).toBeDefined();
        if (!d) break;
        const step = applyAction(np, m, d.seat, { type: 'decline' });
        expect(step.ok).toBe(true);
        if (step.ok) m = step.value.match;
      }
      const s = m.state as NpState;
      expect(s.interrupts.length < depth || s.interrupts[depth - 1]?.kind !== kind, `${kind} stays open`).toBe(true);
    }
  });

  it('NP-4.1 NP-12.1 bots answering only `pending()` through the kernel play every game to its end', () => {
    for (const [k, seats] of [3, 4, 5, 4].entries()) {
      const created = createMatch(np, { options: {}, seats, seed: `host-${k}` });
      if (!created.ok) throw new Error(created.error.message);
      let m = created.value.match;
      let rng = seedRng(`host-bots-${k}`);
      for (let i = 0; i < 20_000 && !np.outcome(m.state as NpState); i++) {
        const pending = np.pending(m.state as NpState);
        expect(pending.length).toBeGreaterThan(0);
        // Any pending decision may be the one a bot answers: take them in a seeded order.
        const [pick, r1] = nextInt(rng, pending.length);
        rng = r1;
        const seat = pending[pick]?.seat ?? 0;
        const view = seatView(np, m, seat);
        expect(view.legal?.length ?? 0).toBeGreaterThan(0);
        let action: unknown;
        if (k === 3) {
          [action, rng] = heuristicBot({
            view: view.view as unknown as NpView,
            seat,
            legal: view.legal as NpAction[],
            anytime: [],
            rng,
          });
        } else [action, rng] = randomChoice(view.legal ?? [], rng);
        const step = applyAction(np, m, seat, action);
        if (!step.ok) throw new Error(`${JSON.stringify(action)} refused: ${step.error.message}`);
        m = step.value.match;
      }
      const s = m.state as NpState;
      expect(np.outcome(s)).not.toBeNull();
      expect(s.round).toBe(5);
      expect(np.pending(s)).toEqual([]);
    }
  });
});
