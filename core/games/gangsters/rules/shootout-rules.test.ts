/** Shootout rules the worked examples do not reach (G-12.5, G-12.7, G-13.2, G-13.3), from scenario positions. */
import { describe, expect, it } from 'vitest';
import { gangsters } from '../game';
import { act, GREEN, RED, RED_MOVING, start, st, YELLOW } from '../testing/game-play';

/** Green's Thug of `strength` walks white side up into Yellow's level-1 Lou's Diner, where Yellow's Racketeer 1 stands. */
function greenThugIn(strength: number) {
  const m = start(`
    turn green move
    dice red=1 green=1 blue=6 white=1 black=1
    gang green racketeer=2@mercury-motors thug=${strength}@s12-4/east
    gang yellow racketeer=1@lous-diner
    joint lous-diner yellow`);
  return act(m, GREEN, { type: 'move', piece: 'thug', to: 'lous-diner', facing: null, criminal: true }).m;
}

describe('G-12.5 loss of property', () => {
  it('G-12.5 a Joint loses no level when every attacker on it is removed, though its Guard absorbed the hit', () => {
    // Yellow Racketeer 1 · Yellow Guard 4,4 (two hits) · Green Thug 1: 6 (one hit).
    let m = act(greenThugIn(1), GREEN, { type: 'end-move' }, [1, 4, 4, 6]).m;
    expect(gangsters.pending(st(m))[0]).toMatchObject({ seat: YELLOW, kind: 'absorb' });
    const r = act(m, YELLOW, { type: 'absorb', alloc: { '1:racketeer': 0, guard: 1 } });
    m = r.m;
    expect(st(m).gangs[GREEN]?.strength.thug).toBe(0);
    expect(st(m).joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
    expect(r.events.some((e) => e.type === 'joint-held' && e.clause === 'G-12.5')).toBe(true);
  });

  it('G-12.5 while an attacker survives, each hit the Guard absorbs costs a level', () => {
    // Yellow Racketeer 1 · Yellow Guard 4,4 · Green Thug 3: 6,1,1 — the Thug survives as a Thug 1.
    let m = act(greenThugIn(3), GREEN, { type: 'end-move' }, [1, 4, 4, 6, 1, 1]).m;
    m = act(m, YELLOW, { type: 'absorb', alloc: { '1:racketeer': 0, guard: 1 } }).m;
    expect(st(m).gangs[GREEN]?.strength.thug).toBe(1);
    expect(st(m).joints['lous-diner']).toBeUndefined();
  });
});

/** Cop 3 on Yellow's level-2 Lou's Diner, where Yellow's criminal Thug 2 stands; Red ends its move. */
const COP_AT_LOUS = `
  turn red move
  dice red=1 green=1 blue=1 white=1 black=1
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@huffs-cafe thug=2@lous-diner/criminal
  joint lous-diner yellow x2
  cop 3@lous-diner`;

describe('G-12.7 Guards vs Cops', () => {
  it('G-12.7 a Guard neither fires at a Cop nor absorbs its hits', () => {
    const m = start(COP_AT_LOUS);
    // Cop 3: 5,5,1 (two hits) · Yellow Thug 2: 1,1. The level-2 Guard rolls nothing and takes nothing.
    const r = act(m, RED, { type: 'end-move' }, [5, 5, 1, 1, 1]);
    expect(r.events.filter((e) => e.type === 'fire').map((e) => e.text)).toEqual([
      // Edition 10: the dice are filed just before each line, which tells what they score.
      'Cop 3 scores 2 hits (needs 5+).',
      "{seat:1}'s thug scores no hits (needs 5+).",
    ]);
    expect(st(r.m).gangs[YELLOW]?.strength.thug).toBe(0);
    expect(st(r.m).joints['lous-diner']).toEqual({ owner: YELLOW, level: 2 });
    expect(st(r.m).turn.seat).toBe(YELLOW);
  });
});

describe('G-12.2 the dice of a Shootout', () => {
  it('G-12.2 each Shootout die is logged under the shooter it belongs to, as its line of hits names it', () => {
    const m = start(COP_AT_LOUS);
    const r = act(m, RED, { type: 'end-move' }, [5, 5, 1, 1, 1]);
    // The dice as the table and the dice prompt read them: never the engine's "thug 1:thug" or "cop cop:3".
    expect(r.events.filter((e) => e.type === 'roll').map((e) => e.text)).toEqual([
      'Cop 3: rolled 5',
      'Cop 3: rolled 5',
      'Cop 3: rolled 1',
      "{seat:1}'s thug: rolled 1",
      "{seat:1}'s thug: rolled 1",
    ]);
  });
});

describe('G-13 Vamps in a Shootout', () => {
  const withGreenVamp = `${RED_MOVING}\n  gang green vamp=1@s2-0/west`;

  it('G-13.2 only a Cop or Racketeer may attack a Vamp: a Thug landing with her starts nothing', () => {
    let m = start(withGreenVamp);
    m = act(m, RED, { type: 'move', piece: 'thug', to: 's2-0', facing: 'east', criminal: true }).m;
    const r = act(m, RED, { type: 'end-move' });
    expect(r.events.some((e) => e.type === 'shootout')).toBe(false);
    expect(st(r.m).gangs[GREEN]?.strength.vamp).toBe(1);
  });

  it('G-13.2 a Vamp hit by a Racketeer absorbs one hit, is eliminated, and never fires back', () => {
    let m = start(withGreenVamp);
    m = act(m, RED, { type: 'move', piece: 'racketeer', to: 's2-0', facing: 'east', criminal: true }).m;
    m = act(m, RED, { type: 'end-move' }).m;
    expect(gangsters.pending(st(m))[0]).toMatchObject({ seat: RED, kind: 'hit' });
    // Red Racketeer 2: 6,6 — two hits, but the Vamp can take only one.
    const r = act(m, RED, { type: 'declare-hit', target: GREEN }, [6, 6]);
    expect(r.events.filter((e) => e.type === 'fire')).toHaveLength(1);
    expect(st(r.m).gangs[GREEN]?.strength.vamp).toBe(0);
    expect(st(r.m).gangs[GREEN]?.pieces.vamp).toBeNull();
    expect(st(r.m).gangs[RED]?.strength.racketeer).toBe(2);
  });

  it('G-13.3 a Vamp enters an opposing Joint without attacking it or being attacked by its Guard', () => {
    for (const criminal of [false, true]) {
      let m = start(`
        turn red move
        dice red=1 green=1 blue=3 white=1 black=1
        gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
        gang yellow racketeer=2@huffs-cafe
        joint lous-diner yellow`);
      m = act(m, RED, { type: 'move', piece: 'vamp', to: 'lous-diner', facing: null, criminal }).m;
      const r = act(m, RED, { type: 'end-move' });
      expect(r.events.some((e) => e.type === 'shootout')).toBe(false);
      expect(st(r.m).gangs[RED]?.pieces.vamp?.at).toBe('lous-diner');
      expect(st(r.m).joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
    }
  });
});
