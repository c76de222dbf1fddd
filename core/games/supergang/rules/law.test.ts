import { describe, expect, it } from 'vitest';
import { applyAction, createMatch } from '../../../engine/match';
import { supergangCity } from '../board';
import { sgCity } from '../city-data';
import { supergang } from '../game';
import { BLUE, RED, cash, char, legal, pendingSeat, play, position, refusal, state, step } from '../testing/play';
import type { SuperGangState } from '../state';
import { arrestable } from './cops';

/** A square the cops reach from the centre with a 1, and a street square next to it. */
function copTarget(): { key: string; square: string; next: string } {
  const d = sgCity().destinations({ from: null, die: 1, kind: 'cop', owned: [] })[0]!;
  const square = d.to.kind === 'street' ? d.to.square : '';
  const next = supergangCity().neighbours(square as never)[0]!.square;
  return { key: d.key, square, next };
}

const T = copTarget();

/** A shop the cops can enter with a die from some square, to arrest someone there, and one of its sections. */
function copTargetShop(): { shop: string; from: string; section: string } {
  for (const shop of sgCity().shops) {
    for (const sq of supergangCity().shopWitnessSquares(shop.id as never)) {
      for (const facing of ['north', 'east', 'south', 'west'] as const) {
        const from = { kind: 'street' as const, square: sq, facing };
        const d = sgCity()
          .destinations({ from, die: 1, kind: 'cop', owned: [], arrestShops: [shop.id] })
          .find((x) => x.key === shop.id);
        const section = sgCity().shopSections(shop.id)[0];
        if (d && section) return { shop: shop.id, from: `${sq}/${facing}`, section };
      }
    }
  }
  throw new Error('no shop the cops can step into');
}

/** A cop start (square/facing) and die that end on a manhole. */
function copToManhole(): { from: string; die: number; key: string } {
  const city = supergangCity();
  for (const sq of city.data.squares) {
    for (const facing of ['north', 'east', 'south', 'west'] as const) {
      const from = { kind: 'street' as const, square: sq.id, facing };
      for (let die = 1; die <= 2; die++) {
        const d = sgCity()
          .destinations({ from, die, kind: 'cop', owned: [] })
          .find((x) => x.to.kind === 'street' && sgCity().isManhole(x.to.square));
        if (d) return { from: `${sq.id}/${facing}`, die, key: d.key };
      }
    }
  }
  throw new Error('no cop move ends on a manhole');
}

describe('SG-9 cops', () => {
  it('SG-9.2.1 SG-9.2.3 a crime is written on the record when a cop sees its square while the gangster is still on it', () => {
    let m = position(`
players 4
turn blue cops 5
dice cops=1,0
char red-killer ${T.next}/- unseen=coward`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: null });
    expect(char(m, 'red-killer').record).toEqual(['coward']);
    expect(char(m, 'red-killer').unseen).toEqual([]);
  });

  it('SG-10.1 the case file counts a one-year record as one year, and a longer one in years', () => {
    const seen = (unseen: string) => {
      const m = position(`
players 4
turn blue cops 5
dice cops=1,0
char red-killer ${T.next}/- unseen=${unseen}`);
      const r = applyAction(
        supergang,
        m,
        BLUE,
        { type: 'cop-move', group: 0, to: T.key, arrest: null },
        { kind: 'script', dice: [] },
      );
      if (!r.ok) throw new Error(r.error.message);
      return r.value.events.find((e) => e.type === 'record')?.text ?? '';
    };
    expect(seen('coward')).toMatch(/Police record: 1 year\.$/);
    expect(seen('coward,racket')).toMatch(/Police record: \d+ years\.$/);
  });

  it('SG-9.2.2 a crime in a shop is seen only from a square with a notch into it', () => {
    const m = position(`
players 4
turn red act 5
char red-killer shop-moretti-bakery
acting red-killer
cop 0 s4-0/east`);
    const seen = play(
      position(`
players 4
turn red act 5
char red-killer shop-moretti-bakery
acting red-killer
cop 0 s5-0/east`),
      RED,
      { type: 'racket' },
    );
    expect(char(seen, 'red-killer').record).toEqual(['racket']);
    expect(char(play(m, RED, { type: 'racket' }), 'red-killer').record).toEqual([]);
  });

  it('SG-9.3.1 SG-9.3.2 SG-9.3.3 cops ending on a wanted gangster’s square arrest him', () => {
    const m = position(`
players 4
turn blue cops 5
dice cops=1,0
char red-killer ${T.square}/north record=racket`);
    expect(refusal(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: null }).clause).toBe('SG-9.3.1');
    const a = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-killer' });
    expect(state(a).turn.phase).toBe('arrest');
    expect(pendingSeat(a)).toBe(RED);
    expect(legal(a, RED)).toEqual([
      { type: 'answer-arrest', rebel: false },
      { type: 'answer-arrest', rebel: true },
    ]);
  });

  it('SG-9.3.4 SG-10.1 SG-10.2 SG-2.8 obeying means jail for the sum of the record', () => {
    let m = position(`
players 4
turn blue cops 5
dice cops=1,0
char red-killer ${T.square}/north record=racket,murder`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-killer' });
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(char(m, 'red-killer').place).toBe('jail');
    expect(char(m, 'red-killer').sentence).toBe(3);
    expect(char(m, 'red-killer').record).toEqual([]);
  });

  it('SG-9.3.5 SG-11.1.2 SG-9.0.3 SG-8.8 resisting arrest is a duel against the two cops, two dice', () => {
    let m = position(`
players 4
turn blue cops 5
dice cops=1,0
char red-vamp ${T.square}/north record=racket`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [1, 1, 6]);
    const d = state(m).duel!;
    expect(d.sides[0].map((t) => t.id)).toEqual(['cop-0-a', 'cop-0-b']);
    expect(d.totals).toEqual([2, 6]);
    m = play(m, RED, { type: 'shoot', target: 'cop-0-a' }, [6]);
    m = play(m, RED, { type: 'shoot', target: 'cop-0-b' }, [4]);
    expect(state(m).cops[0]?.out).toEqual({ by: RED, manhole: false });
    expect(char(m, 'red-vamp').record).toEqual(['racket', 'rebellion', 'murder', 'assault']);
  });

  it('SG-11.3.3 injured resisting the police: the clinic first, then jail', () => {
    let m = position(`
players 4
turn blue cops 5
dice cops=1,0
char red-vamp ${T.square}/north record=racket`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    m = play(m, BLUE, { type: 'shoot', target: 'red-vamp' }, [5]);
    expect(char(m, 'red-vamp').place).toBe('clinic');
    expect(char(m, 'red-vamp').arrestedInClinic).toBe(true);
  });

  it('SG-4.4.3 nobody is arrested on a manhole', () => {
    const m = position(`
players 4
turn blue cops 5
char red-killer s5-3/north record=murder`);
    expect(arrestable(state(m), sgCity(), 's5-3')).toEqual([]);
  });

  it('SG-9.1.2 SG-9.0.2 SG-9.0.1 SG-2.2 SG-2.3 the cops play from the fourth turn; the dice are thrown together', () => {
    const early = play(position('players 4\nturn red start 3'), RED, { type: 'roll' }, [1, 2, 3]);
    expect(state(early).turn.copDice).toEqual([]);
    const late = play(position('players 4\nturn red start 4'), RED, { type: 'roll' }, [4, 5, 1, 2, 3]);
    expect(state(late).turn.copDice).toEqual([4, 5]);
    expect(state(late).turn.dice).toEqual({ 'red-killer': 1, 'red-vamp': 2, 'red-dealer': 3 });
    expect(state(late).turn.phase).toBe('cops');
  });

  it('SG-9.4.1 the cops are bought for 500 and played by their owner before every turn', () => {
    let m = position('players 4\ncash red=600\nturn red start 5');
    m = play(m, RED, { type: 'buy-cops' });
    expect(cash(m, RED)).toBe(100);
    expect(refusal(m, RED, { type: 'buy-cops' }).clause).toBe('SG-9.4.1');
    const other = position('players 4\nowns-cops red\nturn blue start 5');
    const rolled = play(other, BLUE, { type: 'roll' }, [1, 1, 1, 1, 1]);
    expect(state(rolled).turn.copSeat).toBe(RED);
  });

  it('SG-9.1.5 SG-11.3.6 cops put out restart from the centre when the one who put them out plays again', () => {
    let m = position(`
players 4
cop 0 out=1
turn red act 5
char red-killer s6-0/east
acting red-killer`);
    m = play(m, RED, { type: 'done' });
    expect(state(m).turn.gang).toBe(BLUE);
    expect(state(m).cops[0]).toEqual({ pos: null, out: null });
  });

  it('SG-9.1.8 a player with no gangster free still plays the cops', () => {
    const m = play(
      position('players 4\nturn red start 5\nchar red-killer jail=2\nchar red-vamp jail=2\nchar red-dealer jail=2'),
      RED,
      { type: 'roll' },
      [2, 3],
    );
    expect(state(m).turn.phase).toBe('cops');
    expect(pendingSeat(m)).toBe(RED);
  });
});

describe('SG-9.1 and SG-9.3 more', () => {
  it('SG-9.3.7 an arrest seizes the gang’s traffic pawns on the sidewall there, and its racket token in the shop', () => {
    const d = copTargetShop();
    let m = position(`
players 4
turn blue cops 5
dice cops=1,0
cop 0 ${d.from}
char red-dealer ${d.shop} record=traffic
shop ${d.shop} racket=red
traffic ${d.section} red`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: d.shop, arrest: 'red-dealer' });
    expect(state(m).traffic[d.section]).toBeUndefined();
    expect(state(m).shops[d.shop]?.racket).toBeNull();
  });

  it('SG-9.1.6 after a duel the cop still standing follows his fallen colleague', () => {
    let m = position(`
players 4
turn blue cops 5
dice cops=1,0
char red-killer ${T.square}/north record=racket`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-killer' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [2, 1, 2]);
    m = play(m, RED, { type: 'shoot', target: 'cop-0-a' }, [4]);
    m = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [6]);
    expect(char(m, 'red-killer').place).toBe('graveyard');
    expect(state(m).cops[0]).toEqual({ pos: null, out: { by: RED, manhole: false } });
  });

  it('SG-9.1.7 cops ending on a manhole fall in; whoever moved them brings them up on his next turn', () => {
    const f = copToManhole();
    let m = position(`
players 4
turn blue cops 5
dice cops=${f.die},0
cop 0 ${f.from}`);
    m = play(m, BLUE, { type: 'cop-move', group: 0, to: f.key, arrest: null });
    expect(state(m).cops[0]?.out).toEqual({ by: BLUE, manhole: true });
    expect(state(m).turn.copsToMove).toEqual([]);
  });

  it('SG-9.1.7 on the next turn of the player who pushed them in, the case file says who brings them up', () => {
    const m = position(`
players 4
turn red act 5
char red-killer s6-0/east
acting red-killer
cop 0 out=1/manhole`);
    const r = step(m, RED, { type: 'done' });
    expect(state(r.match).turn.gang).toBe(BLUE);
    // Edition 8 names the group (edition 7's words: `edition8-audit16.test.ts`).
    expect(r.events.find((e) => e.clause === 'SG-9.1.7')?.text).toBe(
      'Cop group 1 climbs back into the sewer: {seat:1} chooses the manhole it comes up from.',
    );
  });
});

describe('SG-10 the law', () => {
  it('SG-10.3 one year is one turn without playing', () => {
    let m = position(`
players 4
turn yellow act 5
char yellow-killer s6-0/east
acting yellow-killer
char red-killer jail=1`);
    m = play(m, 3, { type: 'done' });
    expect(state(m).turn.gang).toBe(RED);
    m = play(m, RED, { type: 'roll' }, [1, 2, 3, 4, 5]);
    expect(Object.keys(state(m).turn.dice)).toEqual(['red-vamp', 'red-dealer']);
  });
});

describe('SG-15 the police player', () => {
  const POLICE = 'players 5\n';
  it('SG-15.6 SG-15.1 cops are not for sale, and the police player moves one group with one die', () => {
    const m = position(`${POLICE}cash red=600\nturn red start 5`);
    expect(refusal(m, RED, { type: 'buy-cops' }).clause).toBe('SG-15.6');
    const rolled = play(m, RED, { type: 'roll' }, [3, 1, 1, 1]);
    expect(state(rolled).turn.copDice).toEqual([3, 3]);
    expect(pendingSeat(rolled)).toBe(4);
    const moved = play(rolled, 4, legal(rolled, 4)[0]!);
    expect(state(moved).turn.copsToMove).toEqual([]);
  });

  it('SG-15.2 the police arrive at the beginning of the third turn', () => {
    const m = play(position(`${POLICE}turn red start 3`), RED, { type: 'roll' }, [3, 1, 1, 1]);
    expect(state(m).turn.copSeat).toBe(4);
  });

  it('SG-15.3 SG-15.5 the police may take an innocent gangster into custody for one turn', () => {
    let m = position(`${POLICE}turn blue cops 5\ndice cops=1,1\nchar red-killer ${T.square}/north`);
    m = play(m, 4, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-killer' });
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(char(m, 'red-killer').sentence).toBe(1);
  });

  it('SG-15.7 SG-1.2 the police win when every gangster is in jail, the clinic or the graveyard', () => {
    let m = position(`${POLICE}turn blue cops 5\ndice cops=1,1\nchar red-killer ${T.square}/north record=racket`);
    const s = state(m) as SuperGangState;
    for (const c of s.characters) if (c.id !== 'red-killer') c.place = 'jail';
    m = play(m, 4, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-killer' });
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(supergang.outcome(state(m))?.winners).toEqual([4]);
  });

  it('SG-15.4 police put out of the fight restart from the centre on the turn of the one who did it', () => {
    let m = position(`${POLICE}cop 1 out=0\nturn yellow act 5\nchar yellow-killer s6-0/east\nacting yellow-killer`);
    m = play(m, 3, { type: 'done' });
    expect(state(m).cops[1]?.out).toBeNull();
  });
});

describe('SG-3 the beginning', () => {
  it('SG-3.1 the highest throw of the three dice begins; a tie throws again', () => {
    const r = createMatch(
      supergang,
      { options: {}, seats: 4, seed: 's' },
      {
        kind: 'script',
        dice: [6, 6, 1, 1, 1, 1, 6, 5, 2, 1, 2, 3, 1, 1, 1, 6, 6, 6],
      },
    );
    if (!r.ok) throw new Error(r.error.message);
    const s = state(r.value.match);
    expect(s.turn.gang).toBe(2);
    expect(s.order).toEqual([2, 3, 0, 1]);
  });

  it('SG-3.2 SG-3.4 SG-12.1 SG-2.6 everybody starts in the centre without money; the bank holds 1,320 for four, 1,000 for three', () => {
    const four = createMatch(supergang, { options: {}, seats: 4, seed: 'a' });
    const three = createMatch(supergang, { options: {}, seats: 3, seed: 'a' });
    if (!four.ok || !three.ok) throw new Error('setup');
    expect(state(four.value.match).bank).toBe(1320);
    expect(state(three.value.match).bank).toBe(1000);
    expect(state(four.value.match).characters.every((c) => c.place === 'centre')).toBe(true);
    expect(state(four.value.match).gangs.map((g) => g.cash)).toEqual([0, 0, 0, 0]);
  });
});
