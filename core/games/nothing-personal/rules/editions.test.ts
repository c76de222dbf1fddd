/**
 * Stored games stay replayable: games begun under engine versions 1 and 2 keep the rules they were
 * played with (state.ts `EDITION`); version 2's pinned playouts are in playout-pinned.test.ts. The fixture holds three bot games recorded with engine version 1 —
 * Suspect Silenced in The Commission, Leo Seyfarth beside open positions, Geraldo Chaconichio — with
 * the state hash stored after every move, as the store keeps them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ActionRecord, MatchSetup } from '../../../engine/match';
import { createMatch, hashMatches, replay } from '../../../engine/match';
import type { RandomRecord } from '../../../engine/dice';
import { act as A } from '../actions';
import { nothingPersonal } from '../game';
import { pendingNp } from '../pending';
import { EDITION, edition, type NpState } from '../state';
import { BOARD, mk } from '../testing/boards';
import { act, commissionAt, must, position, stateOf } from '../testing/fixture';
import { negatedLeoMovesUp } from '../testing/negate';
import { billTies, capoTiedAgain, emptyBoardToFamily, secondGuyActs, tieInPause } from '../testing/ties';
import { legalChoices } from '../legal';

interface StoredGame {
  note: string;
  setup: MatchSetup;
  setupRandom: RandomRecord[];
  actions: ActionRecord[];
  hashes: string[];
}
const here = dirname(fileURLToPath(import.meta.url));
const games = JSON.parse(readFileSync(join(here, '../testing/legacy-v1-games.json'), 'utf8')) as StoredGame[];

describe('engine versions: old stored games replay by their own rules', () => {
  it('a game log recorded with engine version 1 replays to the same hash after every move', () => {
    expect(nothingPersonal.engineVersion).toBe('9');
    for (const g of games) {
      expect(g.setup.engineVersion).toBe('1');
      const differs: number[] = [];
      const r = replay(nothingPersonal, g.setup, g.setupRandom, g.actions, (i, m) => {
        if (!hashMatches(m, g.hashes[i] ?? '')) differs.push(i);
      });
      expect(r.ok, g.note).toBe(true);
      expect(differs, g.note).toEqual([]);
      if (r.ok) expect(edition(r.value.state as NpState)).toBe(1);
    }
  });

  it('the same logs no longer apply under the fixed rules (the fixture exercises what changed)', () => {
    for (const g of games) {
      const r = replay(nothingPersonal, { ...g.setup, engineVersion: '2' }, g.setupRandom, g.actions);
      expect(r.ok, g.note).toBe(false);
    }
  });

  it('a new game is set up under the current engine version and rules edition', () => {
    const m = createMatch(nothingPersonal, { options: {}, seats: 3, seed: 'new' });
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.match.setup.engineVersion).toBe('9');
    expect(edition(m.value.match.state as NpState)).toBe(EDITION);
    expect(EDITION).toBe(9);
  });

  it('a game begun under engine version 2 keeps rules edition 2', () => {
    const m = createMatch(nothingPersonal, { options: {}, seats: 3, seed: 'old', engineVersion: '2' });
    if (!m.ok) throw new Error(m.error.message);
    expect(edition(m.value.match.state as NpState)).toBe(2);
  });

  it('a game begun under engine version 3 keeps rules edition 3', () => {
    const m = createMatch(nothingPersonal, { options: {}, seats: 3, seed: 'old', engineVersion: '3' });
    if (!m.ok) throw new Error(m.error.message);
    expect(edition(m.value.match.state as NpState)).toBe(3);
  });

  it('a game begun under engine version 4 keeps rules edition 4', () => {
    const m = createMatch(nothingPersonal, { options: {}, seats: 3, seed: 'old', engineVersion: '4' });
    if (!m.ok) throw new Error(m.error.message);
    expect(edition(m.value.match.state as NpState)).toBe(4);
  });
});

describe('engine version 2 rules, kept for its games', () => {
  it('NP-18.3 (engine version 2) Bill Eberle won by a tie ruling does not break later ties: the ring does', () => {
    const m = must(billTies('2'), 0, { type: 'rule', seat: 1 }).match;
    expect(stateOf(m).interrupts[0]).toMatchObject({ kind: 'tie', pos: 5, chooser: 0 });
  });

  it('NP-7.2.6 (engine version 2) a tie made in the pause before payouts is not ruled before them: nobody is paid', () => {
    const s = stateOf(tieInPause('2').after);
    expect(s.respect).toEqual([0, 0, 0]);
    expect(s.stage).toMatchObject({ kind: 'crew-action', pos: 5 });
    expect(s.interrupts).toEqual([{ kind: 'tie', pos: 5, tied: [1, 2], chooser: 0 }]);
  });

  it('NP-7.4.2 (engine version 2) a ruling on the Capo still counts when he is tied again', () => {
    const s = stateOf(capoTiedAgain('2').tiedAgain);
    expect(s.ring).toBe(1);
    expect(s.rulings).toEqual({ 'steve-averso': 1 });
  });

  it('NP-10.1.1 NP-10.2.1 (engine version 2) with positions 1–8 empty the Capo is left empty', () => {
    const s = stateOf(emptyBoardToFamily('2'));
    expect(s.positions[8]).toBeNull();
    expect(s.positions[7]).toBe('jim-redio');
  });

  it('NP-15.2.1 (engine version 2) the Negate token does not go on the Second Guy', () => {
    const m = secondGuyActs('2');
    const r = act(m, 0, A.power({ pos: 2 }));
    expect(r.ok ? '' : r.error.message).toBe('The Negate token goes on a gangster above the Second Guy.');
    expect(legalChoices(stateOf(m), 0)).not.toContainEqual(A.power({ pos: 2 }));
  });

  it('NP-15.2.2 (engine version 2) a negated gangster moved up to a place not yet reached acts there', () => {
    expect(stateOf(negatedLeoMovesUp('2')).stage).toMatchObject({ kind: 'crew-action', pos: 8 });
  });
});

describe('engine version 1 rules, kept for its games', () => {
  const v1 = (spec: Record<string, unknown>) => position({ ...spec, engineVersion: '1' });

  it('NP-16.9 (engine version 1) Suspect Silenced is still taken during The Commission, free', () => {
    const m = v1({
      seats: 3,
      position: {
        board: BOARD,
        ring: 0,
        stage: commissionAt(0, 3),
        marks: { '5': mk(2, 0, 0) },
        hands: [['suspect-silenced#1'], [], []],
        money: [10, 10, 10],
      },
    });
    const s = stateOf(must(m, 0, A.use('suspect-silenced#1', { pos: 5 })).match);
    expect(s.silenced).toEqual(['jim-redio']);
    expect(s.money[0]).toBe(10);
  });

  it('NP-20.2 (engine version 1) a Jones card does not check the newcomer', () => {
    const m = v1({
      seats: 3,
      options: { expansions: ['young-turks'] },
      position: {
        board: BOARD,
        ring: 0,
        stage: commissionAt(0, 3),
        marks: { '5': mk(4, 3, 1) },
        gangsterDeck: ['geraldo-chaconichio'],
        hands: [['is-jones-joking#1'], [], []],
      },
    });
    const s = stateOf(must(m, 0, A.use('is-jones-joking#1', { pos: 5 })).match);
    expect(s.positions[4]).toBe('geraldo-chaconichio');
  });

  it('NP-18.11 (engine version 1) The Feds and The Family run on without asking about Leo', () => {
    const m = v1({
      seats: 3,
      options: { expansions: ['designers'] },
      position: {
        board: { ...BOARD, '3': 'leo-seyfarth' },
        ring: 0,
        stage: { kind: 'fence', turn: 0, done: 2 },
        marks: { '7': mk(5, 4, 0), '3': mk(0, 1, 0) },
        hands: [[], [], []],
      },
    });
    const s = stateOf(must(m, 2, { type: 'buy', count: 0 }).match);
    expect(pendingNp(s).map((p) => p.kind)).not.toContain('leo');
    expect(s.positions[6]).toBe('frankie-dellacroce');
  });

  it('NP-13.3.1 (engine version 1) reads position plus card', () => {
    const m = v1({
      seats: 3,
      position: {
        board: { ...BOARD, '4': 'jim-redio', '5': 'frankie-dellacroce' },
        ring: 0,
        stage: { kind: 'crew-action', pos: 1, refused: [] },
        marks: { '1': mk(1, 0, 0), '5': mk(0, 0, 3) },
        money: [30, 0, 0],
        respect: [10, 10, 10],
      },
    });
    const s = stateOf(must(m, 0, A.power({ pos: 5 }), [1]).match);
    expect(s.respect).toEqual([14, 10, 6]);
  });
});
