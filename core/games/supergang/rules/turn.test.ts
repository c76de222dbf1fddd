import { describe, expect, it } from 'vitest';
import { TABLE_SEAT } from '../../../engine/game';
import { applyAction } from '../../../engine/match';
import { supergang } from '../game';
import { pendingDecisions } from '../pending';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  cash,
  char,
  legal,
  pendingSeat,
  play,
  position,
  refusal,
  state,
} from '../testing/play';

/** Yellow ends its stop: red's turn begins (income, sentences, the clinic, vamping). */
const YELLOW_ENDS = `
players 4
turn yellow act 5
char yellow-killer s6-0/east
acting yellow-killer
`;

describe('SG-5.7 income and the turn', () => {
  it('SG-5.7.1 SG-5.7.2 SG-5.8.1 a gang’s income comes at the start of its turn, for the whole gang', () => {
    const m = play(
      position(
        `${YELLOW_ENDS}\nshop shop-moretti-bakery owner=red\nshop shop-newsstand racket=red\ntraffic kerb-7 red`,
      ),
      YELLOW,
      { type: 'done' },
    );
    expect(state(m).turn.gang).toBe(RED);
    expect(cash(m, RED)).toBe(10 + 5 + 5);
  });

  it('SG-5.7.4 a gang wholly in jail, the clinic or the graveyard earns from its properties only', () => {
    const m = play(
      position(
        `${YELLOW_ENDS}\nshop shop-moretti-bakery owner=red\nshop shop-newsstand racket=red\nchar red-killer jail=2\nchar red-vamp graveyard\nchar red-dealer graveyard`,
      ),
      YELLOW,
      { type: 'done' },
    );
    expect(cash(m, RED)).toBe(10);
  });

  it('SG-6.3.2 a Dealer dead, injured or in jail stops the traffic income; the pawns stay', () => {
    const m = play(position(`${YELLOW_ENDS}\ntraffic kerb-7 red\nchar red-dealer jail=2`), YELLOW, { type: 'done' });
    expect(cash(m, RED)).toBe(0);
    expect(state(m).traffic['kerb-7']).toBe(RED);
  });

  it('SG-11.3.1 an injured gangster leaves the clinic on his next turn, from the centre', () => {
    const m = play(position(`${YELLOW_ENDS}\nchar red-killer clinic`), YELLOW, { type: 'done' });
    expect(char(m, 'red-killer').place).toBe('centre');
  });

  it('SG-11.3.2 cops in the centre may arrest a wanted patient in the clinic, without rebellion', () => {
    const m = position(`
players 4
turn blue cops 5
dice cops=2,0
char red-killer clinic record=coward`);
    expect(legal(m, BLUE)).toContainEqual({ type: 'cop-move', group: 0, to: 'clinic', arrest: 'red-killer' });
    const a = play(m, BLUE, { type: 'cop-move', group: 0, to: 'clinic', arrest: 'red-killer' });
    expect(char(a, 'red-killer').arrestedInClinic).toBe(true);
    expect(state(a).turn.copsToMove).toEqual([]);
  });

  it('SG-11.3.2 arrested in the clinic, he goes to jail on his next turn, with no rebellion', () => {
    const m = position(`${YELLOW_ENDS}\nchar red-killer clinic record=racket`);
    state(m).characters.find((c) => c.id === 'red-killer')!.arrestedInClinic = true;
    const next = play(m, YELLOW, { type: 'done' });
    expect(char(next, 'red-killer').place).toBe('jail');
    // Edition 2: this turn is the first without playing (SG-10.3); edition 1 kept him one more.
    expect(char(next, 'red-killer').sentence).toBe(0);
  });
});

describe('SG-4.1 moving', () => {
  it('SG-4.1.3 a character moves with his die and acts only on the last square he reached', () => {
    const m = position(`
players 4
turn red move 5
dice red-killer=2
tomove red-killer
char red-killer s6-0/east`);
    expect(refusal(m, RED, { type: 'coward' }).clause).toBe('SG-4.1.3');
    const move = legal(m, RED)[0]!;
    const moved = play(m, RED, move);
    expect(state(moved).turn.phase).toBe('act');
    expect(state(moved).turn.acting).toBe('red-killer');
    expect(refusal(m, RED, { type: 'move', character: 'red-killer', to: 's6-0/east' }).clause).toBe('SG-4.1.2');
  });
});

const DEALER_MOVES = `
players 4
turn red move 5
dice red-dealer=1
tomove red-dealer
char red-dealer s6-0/west`;

describe('SG-9.3.6 own pawns', () => {
  it('SG-9.3.6 a Dealer stopping beside his gang’s traffic pawns commits a crime', () => {
    const m = position(DEALER_MOVES);
    const move = legal(m, RED).find((a) => a.type === 'move' && a.to?.startsWith('s5-0'));
    if (!move) throw new Error('no move to s5-0');
    expect(char(play(m, RED, move), 'red-dealer').unseen).toEqual([]);
    const lined = play(position(`${DEALER_MOVES}\ntraffic kerb-7 red`), RED, move);
    expect(char(lined, 'red-dealer').unseen).toEqual(['traffic']);
  });
});

describe('SG-13 the clock', () => {
  it('SG-13.1 with the clock, moving runs on one four-minute period a turn; time up sends the unmoved to jail', () => {
    const m = position(`
players 4
options moveSeconds=240
turn red move 5
dice red-killer=2 red-vamp=3
tomove red-killer red-vamp`);
    const p = pendingDecisions(state(m))[0]!;
    expect(p.deadline).toEqual({ seconds: 240, onExpiry: { type: 'time-up' }, period: 'move-5-0' });
    expect(applyAction(supergang, m, RED, { type: 'time-up' }).ok).toBe(false);
    const r = applyAction(supergang, m, TABLE_SEAT, { type: 'time-up' });
    if (!r.ok) throw new Error(r.error.message);
    const s = state(r.value.match);
    expect(s.characters.find((c) => c.id === 'red-killer')?.place).toBe('jail');
    expect(s.characters.find((c) => c.id === 'red-vamp')?.sentence).toBe(1);
    expect(s.turn.gang).toBe(BLUE);
  });
});

describe('SG-14 elimination and SG-1 victory', () => {
  it('SG-14.1 a gang whose three characters are dead is out: its tokens, pawns and cash go back to the bank', () => {
    let m = position(`
players 4
cash blue=120
turn red act 5
char red-killer s6-0/east
char blue-killer s6-0/east
char blue-vamp graveyard
char blue-dealer graveyard
shop shop-newsstand owner=blue
traffic kerb-7 blue
acting red-killer`);
    m = play(m, RED, { type: 'kill', targets: ['blue-killer'] }, [6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'blue-killer' }, [6]);
    const s = state(m);
    expect(s.gangs[BLUE]?.eliminated).toBe(true);
    expect(cash(m, BLUE)).toBe(0);
    expect(s.shops['shop-newsstand']?.owner).toBeNull();
    expect(s.traffic['kerb-7']).toBeUndefined();
    expect(s.bank).toBe(1320);
  });

  it('SG-14.1 a player who gives up is out the same way', () => {
    const m = play(position(`${YELLOW_ENDS}\ncash green=50`), GREEN, { type: 'abandon' });
    expect(state(m).gangs[GREEN]?.eliminated).toBe(true);
    expect(state(m).bank).toBe(1320);
  });

  // Edition 3 plays the stick-up on without him (`edition3-more.test.ts`, SG-8.4).
  it('SG-14.1 edition 2: a player who gives up in the middle of a duel calls it off', () => {
    let m = play(
      position(`engine 2
players 4
turn red act 5
char red-killer shop-moretti-bakery
acting red-killer`),
      RED,
      { type: 'stick-up', mode: 'money', defender: GREEN },
      [1, 4],
    );
    m = play(m, GREEN, { type: 'abandon' });
    expect(state(m).duel).toBeNull();
    expect(pendingSeat(m)).toBe(RED);
  });

  it('SG-1.1 the gang that owns a whole district wins', () => {
    const others = [
      'shop-lucky-star-bar',
      'shop-iron-glove-gym',
      'shop-corner-tobacconist',
      'shop-silk-stocking-salon',
      'shop-old-clock-repairs',
      'shop-fish-and-chips',
    ];
    const m = play(
      position(`players 4
turn red act 9
cash red=60
char red-killer shop-moretti-bakery
acting red-killer
${others.map((x) => `shop ${x} owner=red`).join('\n')}`),
      RED,
      { type: 'buy' },
    );
    expect(supergang.outcome(state(m))?.winners).toEqual([RED]);
  });

  it('SG-1.1 the last gang standing wins', () => {
    let m = position(`players 3
turn red act 9
char red-killer s6-0/east
char blue-killer graveyard
char blue-vamp graveyard
char blue-dealer graveyard
char green-killer s6-0/east
char green-vamp graveyard
char green-dealer graveyard
acting red-killer`);
    m = play(m, RED, { type: 'kill', targets: ['green-killer'] }, [6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'green-killer' }, [6]);
    expect(supergang.outcome(state(m))?.winners).toEqual([RED]);
  });
});

describe('SG-6.2 the Vamp', () => {
  const VAMP = `
players 4
turn red act 5
char red-vamp s6-0/east
char blue-killer s6-0/west
acting red-vamp`;

  it('SG-6.2.1 SG-6.2.3 SG-6.2.2 she vamps a lone man on her square; he plays for her gang at once', () => {
    const m = play(position(`${VAMP}\ncop 0 s5-0/east`), RED, { type: 'vamp', target: 'blue-killer' }, [4]);
    expect(char(m, 'blue-killer').vampedBy).toEqual({ gang: RED, turns: 3 });
    expect(state(m).turn.toMove).toContain('blue-killer');
    expect(state(m).turn.dice['blue-killer']).toBe(4);
  });

  it('SG-6.2.1 not when his gang is around him', () => {
    const m = position(`${VAMP}\nchar blue-dealer s6-0/west`);
    expect(refusal(m, RED, { type: 'vamp', target: 'blue-killer' }).clause).toBe('SG-6.2.1');
  });

  it('SG-6.2.4 not the same man twice in a row', () => {
    const m = position(VAMP);
    state(m).characters.find((c) => c.id === 'red-vamp')!.lastVamped = 'blue-killer';
    expect(refusal(m, RED, { type: 'vamp', target: 'blue-killer' }).clause).toBe('SG-6.2.4');
  });

  it('SG-6.2.5 after three turns of vamping he is free again as soon as he moves, with his own gang', () => {
    const last = play(position(`${YELLOW_ENDS}\nvamped blue-killer red 1\nchar blue-killer s6-0/west`), YELLOW, {
      type: 'done',
    });
    expect(char(last, 'blue-killer').vampedBy).toEqual({ gang: RED, turns: 0 });
    const free = play(position(`${YELLOW_ENDS}\nvamped red-killer blue 0\nchar red-killer s6-0/west`), YELLOW, {
      type: 'done',
    });
    expect(char(free, 'red-killer').vampedBy).toBeNull();
  });

  it('SG-6.2.6 SG-11.4.1 SG-6.2.7 if the Vamp falls he is free at once; in a fight they are accomplices', () => {
    let m = position(`players 4
turn red act 5
char red-vamp shop-moretti-bakery
char blue-killer shop-moretti-bakery
vamped blue-killer red 2
acting red-vamp`);
    m = play(m, RED, { type: 'stick-up', mode: 'money', defender: GREEN }, [1, 1, 6]);
    expect(state(m).duel?.sides[0].map((t) => t.id)).toEqual(['red-vamp', 'blue-killer']);
    m = play(m, GREEN, { type: 'shoot', target: 'red-vamp' }, [6]);
    expect(char(m, 'blue-killer').vampedBy).toBeNull();
  });
});

describe('SG-7 recruiting', () => {
  const GYM = `
players 4
turn red act 5
cash red=80 blue=0
char red-vamp shop-iron-glove-gym
char red-killer graveyard
acting red-vamp`;

  it('SG-7.1 SG-7.2 SG-7.5 SG-7.6 a dead Killer is replaced in a shop with a T, for 50, standing there at once', () => {
    const m = play(position(GYM), RED, { type: 'recruit', kind: 'killer' });
    expect(cash(m, RED)).toBe(30);
    expect(char(m, 'red-killer').pos).toEqual({ kind: 'shop', shop: 'shop-iron-glove-gym' });
  });

  it('SG-7.3 SG-7.4 a Dealer where there is a D, a Vamp where there is a V', () => {
    const m = position(GYM);
    expect(refusal(m, RED, { type: 'recruit', kind: 'dealer' }).clause).toBe('SG-7.3');
    expect(refusal(m, RED, { type: 'recruit', kind: 'vamp' }).clause).toBe('SG-7.4');
  });

  it('SG-7.5 free in one’s own shop', () => {
    const m = play(position(`${GYM}\nshop shop-iron-glove-gym owner=red`), RED, { type: 'recruit', kind: 'killer' });
    expect(cash(m, RED)).toBe(80);
  });

  it('SG-7.7 the owner names the price, or refuses', () => {
    const m = play(position(`${GYM}\nshop shop-iron-glove-gym owner=blue`), RED, { type: 'recruit', kind: 'killer' });
    expect(pendingSeat(m)).toBe(BLUE);
    expect(legal(m, BLUE)).toContainEqual({ type: 'answer-recruit', price: null });
    const sold = play(play(m, BLUE, { type: 'answer-recruit', price: 70 }), RED, { type: 'take-price' });
    expect(cash(sold, BLUE)).toBe(70);
    expect(char(sold, 'red-killer').place).toBe('board');
    const refused = play(m, BLUE, { type: 'answer-recruit', price: null });
    expect(char(refused, 'red-killer').place).toBe('graveyard');
  });
});
