/**
 * Rules edition 2 (state.ts `EDITION`): the clauses an audit found played wrong under engine version 1.
 * Games of version 1 keep the old behaviour (`editions.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { sgCity } from '../city-data';
import { supergang } from '../game';
import { copTarget, DISTRICT_STICK_UP, rebelBeforeHerMove } from '../testing/edition-2';
import { BLUE, GREEN, RED, char, legal, pendingSeat, play, position, refusal, state } from '../testing/play';

describe('rules edition 2', () => {
  it('SG-1.1 winning a district by a stick-up for ownership ends the game', () => {
    let m = play(position(DISTRICT_STICK_UP), RED, { type: 'stick-up', mode: 'ownership', defender: null }, [3, 1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(state(m).shops['shop-moretti-bakery']?.owner).toBe(RED);
    expect(supergang.outcome(state(m))?.winners).toEqual([RED]);
  });

  it('SG-9.3.5 SG-10.2 SG-11.3.3 a rebel injured resisting arrest is charged with rebellion too', () => {
    const T = copTarget();
    let m = position(`players 4
turn blue cops 5
dice cops=1,0
char red-vamp ${T.square}/north record=racket`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    m = play(m, BLUE, { type: 'shoot', target: 'red-vamp' }, [5]);
    expect(char(m, 'red-vamp').place).toBe('clinic');
    expect(char(m, 'red-vamp').record).toEqual(['racket', 'rebellion']);
  });

  it('SG-11.3.4 SG-11.3.1 a character injured before his move that turn does not move', () => {
    const T = copTarget();
    let m = position(rebelBeforeHerMove());
    m = play(m, RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'red-vamp' }, [4]);
    expect(char(m, 'red-vamp').place).toBe('clinic');
    expect(state(m).turn.toMove).toEqual(['red-killer']);
    expect(legal(m, RED).some((a) => a.type === 'move' && a.character === 'red-vamp')).toBe(false);
    expect(refusal(m, RED, { type: 'move', character: 'red-vamp', to: null }).clause).toBe('SG-4.1.2');
  });

  it('SG-11.3.4 a character killed before his move that turn does not move', () => {
    let m = position(`players 4
turn red act 5
char red-killer s6-0/east
char red-vamp s6-0/west
char blue-killer s6-0/east
dice red-vamp=3
tomove red-vamp
acting red-killer`);
    // 1 + 2 and 1 against 6 + 2: blue shoots first, four arrows, and kills the Vamp who has not moved.
    m = play(m, RED, { type: 'kill', targets: ['blue-killer'] }, [1, 1, 6]);
    m = play(m, BLUE, { type: 'shoot', target: 'red-vamp' }, [6]);
    for (let i = 0; i < 3; i++) m = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [1]);
    m = play(m, RED, { type: 'shoot', target: 'blue-killer' }, [6]);
    expect(char(m, 'red-vamp').place).toBe('graveyard');
    expect(state(m).turn.phase).toBe('act');
    expect(state(m).turn.toMove).toEqual([]);
  });

  it('SG-6.2.6 SG-11.4.1 when the Vamp dies fighting her man’s own gang, he leaves the fight and goes with his gang', () => {
    let m = position(`players 4
turn red act 5
char red-vamp s6-0/east
char blue-killer s6-0/west
char blue-dealer s6-0/east
vamped blue-killer red 2
dice blue-killer=4
tomove blue-killer
acting red-vamp`);
    // Red's Vamp and her blue Killer (1 and 1 + 2) against the blue Dealer's 6: blue shoots first, two arrows.
    m = play(m, RED, { type: 'kill', targets: ['blue-dealer'] }, [1, 1, 6]);
    expect(state(m).duel?.sides[0].map((t) => t.id)).toEqual(['red-vamp', 'blue-killer']);
    m = play(m, BLUE, { type: 'shoot', target: 'red-vamp' }, [6]);
    expect(char(m, 'blue-killer').vampedBy).toBeNull();
    // He no longer fights his own gang: the Vamp's side has nobody left, and the duel is over.
    expect(state(m).duel).toBeNull();
    expect(char(m, 'blue-killer').place).toBe('board');
    expect(char(m, 'blue-killer').unseen).toEqual([]);
    expect(state(m).turn.toMove).toEqual([]);
  });

  it('SG-9.1.7 cops coming back out of a manhole come up through the manhole their player chooses', () => {
    const m = position(`players 4
turn red cops 5
dice cops=1,0
cop 0 s5-3/east`);
    const got = new Set(legal(m, RED).flatMap((a) => (a.type === 'cop-move' && a.to ? [a.to] : [])));
    for (const manhole of ['s12-0', 's5-3', 's19-3', 's5-17', 's19-17']) {
      const from = { kind: 'street' as const, square: manhole as never, facing: null };
      for (const d of sgCity().destinations({ from, die: 1, kind: 'cop', owned: [] })) expect(got).toContain(d.key);
    }
    const far = sgCity().destinations({
      from: { kind: 'street', square: 's19-17' as never, facing: null },
      die: 1,
      kind: 'cop',
      owned: [],
    })[0]!;
    const up = play(m, RED, { type: 'cop-move', group: 0, to: far.key, arrest: null });
    expect(state(up).cops[0]?.pos).toEqual(far.to);
  });

  it('SG-8.7 SG-5.5.2 managers join a killing when any target’s gang owns the shop; each defending gang shoots in turn', () => {
    let m = position(`players 4
turn red act 5
char red-killer shop-moretti-bakery
char blue-killer shop-moretti-bakery
char green-killer shop-moretti-bakery
shop shop-moretti-bakery owner=green
acting red-killer`);
    // 1 + 2 against 6 + 2, 6 + 2 and the manager's 6: the defenders shoot first, 19 arrows.
    m = play(m, RED, { type: 'kill', targets: ['blue-killer', 'green-killer'] }, [1, 6, 6, 6]);
    expect(state(m).duel?.sides[1].map((t) => t.id)).toEqual(['blue-killer', 'green-killer', 'manager-1']);
    expect(pendingSeat(m)).toBe(BLUE);
    m = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [1]);
    expect(pendingSeat(m)).toBe(GREEN);
    m = play(m, GREEN, { type: 'shoot', target: 'red-killer' }, [1]);
    expect(pendingSeat(m)).toBe(BLUE);
  });

  it('SG-8.4 a gang out of the game cannot be named to defend a shop', () => {
    const m = position(`players 4
turn red act 5
char red-killer shop-moretti-bakery
acting red-killer`);
    state(m).gangs[BLUE]!.eliminated = true;
    const why = refusal(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
    expect(why.clause).toBe('SG-8.4');
  });
});
