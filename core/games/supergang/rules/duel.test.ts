import { describe, expect, it } from 'vitest';
import { BLUE, GREEN, RED, cash, char, legal, pendingSeat, play, position, refusal, state } from '../testing/play';
import { SHOT_ODDS, shotOutcome } from './duel';

const BAKERY = `
players 4
turn red act 5
cash red=0 blue=200
char red-killer shop-moretti-bakery
acting red-killer
`;

describe('SG-11 duels', () => {
  it('SG-11.2.3 SG-11.2.4 SG-6.1.1 SG-11.4.2 SG-11.1.1 the dice decide the first gunner; the Killer adds two; arrows = the difference', () => {
    // Killer 3 + 2 = 5 against the manager's 1: the attackers shoot first, four arrows.
    const m = play(position(BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
    const d = state(m).duel!;
    expect(d.totals).toEqual([5, 1]);
    expect(d.gunner).toBe(0);
    expect(d.arrows).toBe(4);
    expect(legal(m, RED)).toEqual([{ type: 'shoot', target: 'manager-1' }]);
  });

  it('SG-11.2.3 a tie is thrown again', () => {
    const m = play(position(BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [1, 3, 2, 1]);
    expect(state(m).duel?.totals).toEqual([4, 1]);
  });

  it('SG-11.2.5 SG-5.4.1 SG-5.4.2 SG-5.4.5 downing every manager wins the stick-up: 50 million from the bank for a basic shop', () => {
    let m = play(position(BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(state(m).duel).toBeNull();
    expect(cash(m, RED)).toBe(50);
    expect(state(m).turn.phase).toBe('act');
  });

  it('SG-11.2.6 SG-11.2.7 arrows missed pass the volley to the other side, with as many arrows', () => {
    let m = play(position(BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [1, 2]);
    // 3 against 2: one arrow each way; red misses, blue (playing the manager) shoots back and kills.
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [2]);
    expect(pendingSeat(m)).toBe(BLUE);
    expect(state(m).duel?.arrows).toBe(1);
    m = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [6]);
    expect(char(m, 'red-killer').place).toBe('graveyard');
    expect(state(m).duel).toBeNull();
  });

  it('SG-11.2.8 SG-11.3.1 face up is injured, to the clinic; SG-11.3.4 face down is dead and the record is erased', () => {
    let m = play(
      position(
        `${BAKERY.replace('red-killer shop', 'red-killer shop')}`.replace(
          'char red-killer shop-moretti-bakery',
          'char red-killer shop-moretti-bakery record=racket',
        ),
      ),
      RED,
      { type: 'stick-up', mode: 'money', defender: BLUE },
      [1, 2],
    );
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [1]);
    const injured = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [4]);
    expect(char(injured, 'red-killer').place).toBe('clinic');
    const dead = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [6]);
    expect(char(dead, 'red-killer').record).toEqual([]);
  });

  it('SG-11.2.9 one target per arrow; a target down cannot be shot again', () => {
    let m = play(
      position(`${BAKERY.replace('shop-moretti-bakery', 'shop-iron-glove-gym')}`),
      RED,
      { type: 'stick-up', mode: 'money', defender: BLUE },
      [6, 1, 1],
    );
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [5]);
    expect(refusal(m, RED, { type: 'shoot', target: 'manager-1' }, [6]).clause).toBe('SG-11.2.9');
  });

  it('SG-11.2.10 SG-11.2.1 documented shot odds: 1–3 miss, 4–5 injured, 6 dead', () => {
    expect(SHOT_ODDS.sides).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map((v) => shotOutcome(v, false))).toEqual([
      null,
      null,
      null,
      'injured',
      'injured',
      'dead',
    ]);
  });

  it('SG-11.4.4 an injured gangster in the clinic cannot defend himself, and any hit kills', () => {
    expect([4, 5, 6].map((v) => shotOutcome(v, true))).toEqual(['dead', 'dead', 'dead']);
    const m = position(`
players 4
turn red move 5
dice red-vamp=3
tomove red-vamp
char red-vamp centre
char blue-killer clinic
cop 0 s4-0/east
cop 1 s6-0/east`);
    expect(legal(m, RED)).toContainEqual({ type: 'clinic-attack', character: 'red-vamp', target: 'blue-killer' });
    // The Vamp throws 2: two arrows at the patient, who throws nothing.
    let a = play(m, RED, { type: 'clinic-attack', character: 'red-vamp', target: 'blue-killer' }, [2]);
    expect(state(a).duel?.totals).toEqual([2, 0]);
    a = play(a, RED, { type: 'shoot', target: 'blue-killer' }, [1]);
    const missed = play(a, RED, { type: 'shoot', target: 'blue-killer' }, [2]);
    expect(char(missed, 'blue-killer').place).toBe('clinic');
    expect(state(missed).duel).toBeNull();
    expect(refusal(missed, RED, { type: 'clinic-attack', character: 'red-vamp', target: 'blue-killer' }).clause).toBe(
      'SG-5.7.7',
    );
    const hit = play(a, RED, { type: 'shoot', target: 'blue-killer' }, [4]);
    expect(char(hit, 'blue-killer').place).toBe('graveyard');
  });

  it('SG-11.3.5 killed managers are replaced for the next duel', () => {
    let m = play(position(BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    const s = state(m);
    s.turn.stuckUp = [];
    s.turn.dueled = false;
    s.turn.done = [];
    const again = play(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
    expect(state(again).duel?.sides[1]).toEqual([{ id: 'manager-1', down: null }]);
  });
});

describe('SG-5.4 and SG-8 stick-ups and managers', () => {
  it('SG-5.4.3 SG-8.1 SG-8.2 a shop with initials has two managers and yields 100', () => {
    let m = play(
      position(BAKERY.replace('shop-moretti-bakery', 'shop-iron-glove-gym')),
      RED,
      { type: 'stick-up', mode: 'money', defender: BLUE },
      [6, 1, 1],
    );
    expect(state(m).duel?.sides[1].map((t) => t.id)).toEqual(['manager-1', 'manager-2']);
    expect(state(m).duel?.arrows).toBe(6);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    m = play(m, RED, { type: 'shoot', target: 'manager-2' }, [4]);
    expect(cash(m, RED)).toBe(100);
  });

  it('SG-8.4 with no owner and no racket the attacker names another player to defend', () => {
    const m = position(BAKERY);
    expect(refusal(m, RED, { type: 'stick-up', mode: 'money', defender: null }).clause).toBe('SG-8.4');
    expect(refusal(m, RED, { type: 'stick-up', mode: 'money', defender: RED }).clause).toBe('SG-8.4');
    const on = play(m, RED, { type: 'stick-up', mode: 'money', defender: GREEN }, [1, 4]);
    expect(pendingSeat(on)).toBe(GREEN);
  });

  it('SG-8.3 SG-5.4.5 the owner plays his managers, and pays when they lose', () => {
    let m = play(
      position(`${BAKERY}\nshop shop-moretti-bakery owner=blue`),
      RED,
      { type: 'stick-up', mode: 'money', defender: null },
      [1, 4],
    );
    expect(pendingSeat(m)).toBe(BLUE);
    m = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(cash(m, RED)).toBe(50);
    expect(cash(m, BLUE)).toBe(150);
  });

  it('SG-8.5 SG-8.6 the racketeer defends a racketed shop, and loses his racket token when the stick-up succeeds', () => {
    let m = play(
      position(`${BAKERY}\nshop shop-moretti-bakery racket=blue`),
      RED,
      { type: 'stick-up', mode: 'money', defender: null },
      [3, 1],
    );
    expect(state(m).duel?.seats).toEqual([RED, BLUE]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(state(m).shops['shop-moretti-bakery']?.racket).toBeNull();
    m = play(m, RED, { type: 'racket' });
    expect(state(m).shops['shop-moretti-bakery']?.racket).toBe(RED);
  });

  it('SG-5.4.6 a stick-up for ownership takes the shop', () => {
    let m = play(
      position(`${BAKERY}\nshop shop-moretti-bakery owner=blue`),
      RED,
      { type: 'stick-up', mode: 'ownership', defender: null },
      [3, 1],
    );
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(state(m).shops['shop-moretti-bakery']?.owner).toBe(RED);
    expect(cash(m, BLUE)).toBe(200);
  });

  it('SG-5.4.7 a gang succeeds only once a turn in sticking up the same shop', () => {
    let m = play(position(BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    state(m).turn.dueled = false;
    state(m).turn.done = [];
    expect(refusal(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }).clause).toBe('SG-5.4.7');
  });

  it('SG-8.9 SG-5.4.4 managers who survive a stick-up put it on the record of the attackers', () => {
    let m = play(position(BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [1, 4]);
    m = play(m, BLUE, { type: 'shoot', target: 'red-killer' }, [4]);
    expect(char(m, 'red-killer').place).toBe('clinic');
    expect(char(m, 'red-killer').record).toEqual(['stick-up']);
  });

  it('SG-5.7.5 nobody fires at a manager or a gangster with the police there', () => {
    const m = position(`${BAKERY}\ncop 0 s5-0/east\nchar blue-killer shop-moretti-bakery`);
    expect(refusal(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }).clause).toBe('SG-5.7.5');
    expect(refusal(m, RED, { type: 'kill', targets: ['blue-killer'] }).clause).toBe('SG-5.7.5');
  });

  it('SG-5.7.7 one dice throw against those attacked per stop', () => {
    let m = play(
      position(`${BAKERY}\nchar blue-vamp shop-moretti-bakery`),
      RED,
      { type: 'kill', targets: ['blue-vamp'] },
      [3, 1],
    );
    m = play(m, RED, { type: 'shoot', target: 'blue-vamp' }, [6]);
    expect(refusal(m, RED, { type: 'stick-up', mode: 'money', defender: BLUE }).clause).toBe('SG-5.7.7');
  });
});

describe('SG-5.5 gangland killings', () => {
  it('SG-5.5.1 SG-11.1.3 SG-5.0.1 the acting gang fires on opponents on its square, together', () => {
    let m = position(`
players 4
turn red act 5
char red-killer s6-0/east
char red-vamp s6-0/west
char blue-dealer s6-0/east
acting red-killer`);
    m = play(m, RED, { type: 'kill', targets: ['blue-dealer'] }, [1, 1, 1]);
    expect(state(m).duel?.sides[0].map((t) => t.id)).toEqual(['red-killer', 'red-vamp']);
    expect(state(m).duel?.totals).toEqual([4, 1]);
    m = play(m, RED, { type: 'shoot', target: 'blue-dealer' }, [6]);
    expect(char(m, 'blue-dealer').place).toBe('graveyard');
    expect(char(m, 'red-killer').unseen).toEqual(['murder']);
  });

  it('SG-5.5.2 SG-8.7 in a shop the managers fight only beside a gangster who owns it', () => {
    const base = `
players 4
turn red act 5
char red-killer shop-moretti-bakery
char blue-dealer shop-moretti-bakery
acting red-killer`;
    const free = play(position(base), RED, { type: 'kill', targets: ['blue-dealer'] }, [3, 1]);
    expect(state(free).duel?.sides[1].map((t) => t.id)).toEqual(['blue-dealer']);
    const owned = play(
      position(`${base}\nshop shop-moretti-bakery owner=blue`),
      RED,
      { type: 'kill', targets: ['blue-dealer'] },
      [3, 1, 1],
    );
    expect(state(owned).duel?.sides[1].map((t) => t.id)).toEqual(['blue-dealer', 'manager-1']);
  });

  it('SG-3.5 no harm among gangsters in the three first turns', () => {
    const m = position(`
players 4
turn red act 3
char red-killer s6-0/east
char blue-dealer s6-0/east
acting red-killer`);
    expect(refusal(m, RED, { type: 'kill', targets: ['blue-dealer'] }).clause).toBe('SG-3.5');
  });
});
