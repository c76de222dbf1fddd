/** The rulebook's worked examples, number for number, with scripted dice. */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../engine/match';
import { gangsters } from '../game';
import { gangstersView } from '../view';
import { act, BROWN, GREEN, passAll, RED, refusal, start, st, totalMoney, YELLOW } from '../testing/game-play';
import { copReward } from './rewards';
import { legalActions } from '../legal';
import type { GangstersAction } from '../actions';

describe('G-4.2 gang selection', () => {
  it('G-4.2 Yellow pays $1,900 and collects $200 change; Red spends $2,500 using $400 left from its Joints', () => {
    // G-3.1: red rolls 30, everyone else 5, so red is player #1 and play runs clockwise.
    const created = createMatch(
      gangsters,
      { options: {}, seats: 4, seed: 'g42' },
      { kind: 'script', dice: [6, 6, 6, 6, 6, ...Array(15).fill(1)] },
    );
    if (!created.ok) throw new Error(created.error.message);
    let m = created.value.match;
    expect(st(m).order).toEqual([0, 1, 2, 3]);
    const picks = [
      ['huffs-cafe', 'eagle-ice-works', 'hudson-cold-storage', 'acme-junk-yard'],
      ['kowalskis-bakery', 'smc-cartage', 'tannery-row-hides', 'eastgate-freight-depot'],
      ['ace-garage', 'pier-9-warehouse', 'mill-street-lumber', 'dixie-shoeshine'],
    ];
    for (const round of picks) round.forEach((b, seat) => (m = act(m, seat, { type: 'draft', building: b }).m));
    expect(st(m).gangs.map((g) => g.cash)).toEqual([400, 800, 800, 700]); // G-4.1: the difference up to $1,100
    m = act(m, YELLOW, { type: 'recruit-plan', racketeer: 4, thug: 3, vamp: 1 }).m;
    // Secret until all are in: red sees only that yellow has recorded a Gang.
    const seen = gangstersView(st(m), RED);
    expect(seen.setupRecruits[YELLOW]).toBeNull();
    expect(seen.handedIn.recruits[YELLOW]).toBe(true);
    expect(gangstersView(st(m), YELLOW).setupRecruits[YELLOW]).toEqual({ racketeer: 4, thug: 3, vamp: 1 });
    expect(refusal(m, GREEN, { type: 'recruit-plan', racketeer: 10, thug: 0, vamp: 0 }).clause).toBe('G-4.2');
    const red = act(m, RED, { type: 'recruit-plan', racketeer: 6, thug: 1, vamp: 1 });
    m = red.m;
    // The secret note counts as it reads aloud: "1 Thug", "a Vamp".
    expect(red.events.find((e) => e.type === 'recruit-plan')?.text).toBe(
      'You record your Gang: 6 Racketeers, 1 Thug and a Vamp ($2,500).',
    );
    m = act(m, GREEN, { type: 'recruit-plan', racketeer: 2, thug: 1, vamp: 1 }).m;
    const last = act(m, BROWN, { type: 'recruit-plan', racketeer: 2, thug: 1, vamp: 0 });
    m = last.m;
    // The last plan reveals them all, counted the same way.
    expect(last.events.filter((e) => e.type === 'recruit-reveal').map((e) => e.text)).toEqual([
      '{seat:0} reveals its Gang: 6 Racketeers, 1 Thug and a Vamp.',
      '{seat:1} reveals its Gang: 4 Racketeers, 3 Thugs and a Vamp.',
      '{seat:2} reveals its Gang: 2 Racketeers, 1 Thug and a Vamp.',
      '{seat:3} reveals its Gang: 2 Racketeers, 1 Thug and no Vamp.',
    ]);
    const s = st(m);
    expect(s.gangs[YELLOW]?.cash).toBe(800 + 200);
    expect(s.gangs[RED]?.cash).toBe(0);
    expect(s.gangs[YELLOW]?.strength).toEqual({ racketeer: 4, thug: 3, vamp: 1 });
    expect(totalMoney(s)).toBe(98000);
    expect(s.phase).toBe('place');
  });
});

describe('G-7.3 recruiting options', () => {
  const pos = (green: number) => `
    turn green move
    dice red=3 green=${green} blue=4 white=2 black=5
    cash green=5000
    gang green racketeer=3@hawthorne-hotel thug=1@hawthorne-hotel
    joint hawthorne-hotel green`;
  it('G-7.3 (G-5.5) three more Racketeers with a green 1 cost $1,500; the blue 4 allows no fourth recruit', () => {
    let m = start(pos(1));
    m = act(m, GREEN, { type: 'recruit', piece: 'racketeer', count: 3 }).m;
    expect(st(m).gangs[GREEN]?.cash).toBe(3500);
    expect(st(m).gangs[GREEN]?.strength.racketeer).toBe(6);
    // Six Racketeers give three options now, but the Cop die still caps recruiting at three.
    expect(refusal(m, GREEN, { type: 'recruit', piece: 'thug', count: 1 }).clause).toBe('G-7.3');
  });
  it('G-7.3 (G-7.2) a green 2 doubles the price', () => {
    const m = act(start(pos(2)), GREEN, { type: 'recruit', piece: 'racketeer', count: 3 }).m;
    expect(st(m).gangs[GREEN]?.cash).toBe(2000);
  });
  it('G-7.3 four at once are too many with a blue 4', () => {
    expect(refusal(start(pos(1)), GREEN, { type: 'recruit', piece: 'racketeer', count: 4 }).code).toBe('COP_LIMIT');
  });
});

describe('G-8.2 / G-8.3 property', () => {
  it('G-8.3 improving a red Joint with two red Joints costs $600; level 3 needs three', () => {
    let m = start(`
      turn green buy
      cash green=2000
      gang green racketeer=2@hawthorne-hotel
      joint hawthorne-hotel green
      joint astoria-house green`);
    m = act(m, GREEN, { type: 'improve' }).m;
    expect(st(m).joints['hawthorne-hotel']).toEqual({ owner: GREEN, level: 2 });
    expect(st(m).gangs[GREEN]?.cash).toBe(1400);
    expect(refusal(m, GREEN, { type: 'improve' }).clause).toBe('G-8.3'); // once a turn
    const next = start(`
      turn green buy
      cash green=2000
      gang green racketeer=2@hawthorne-hotel
      joint hawthorne-hotel green x2
      joint astoria-house green`);
    expect(refusal(next, GREEN, { type: 'improve' }).message).toMatch(/needs 3 red/);
  });

  it('G-8.2 the x3 Public in the improved Hawthorne Hotel pays $3,600 now and again on Brown’s turn', () => {
    let m = start(`
      turn green move
      dice red=1 green=1 blue=1 white=1 black=1
      cash green=0 brown=1000
      gang green racketeer=2@astoria-house
      gang brown racketeer=2@westgate-hotel
      joint hawthorne-hotel green x2
      joint astoria-house green
      joint westgate-hotel brown
      public 3@s10-5/south`);
    m = act(m, GREEN, { type: 'move-public', public: 3, to: 'hawthorne-hotel', facing: null }).m;
    m = act(m, GREEN, { type: 'end-move' }).m;
    expect(st(m).gangs[GREEN]?.cash).toBe(3600);
    expect(st(m).turn.seat).toBe(BROWN);
    m = act(m, BROWN, { type: 'roll' }, [1, 1, 1, 1, 1]).m;
    m = act(m, BROWN, { type: 'bribe', cop: null }).m;
    m = act(m, BROWN, { type: 'end-move' }, [], [0]).m;
    expect(st(m).gangs[GREEN]?.cash).toBe(7200);
    expect(st(m).gangs[BROWN]?.cash).toBe(900); // the bribe: $100 × blue 1, paid after the Movement Phase (G-9.5)
  });
});

describe('G-12.8 crime does not pay (the Shootout example and its continuation, each from its own position)', () => {
  /** The board around Lou's Diner at each step of the example; `here` holds what the earlier steps left. */
  const scene = (turn: string, here: string) => `
    turn ${turn}
    cash red=5000 yellow=5000 green=5000 brown=5000
    gang brown racketeer=2@dunkels-donuts
    gang red racketeer=2@westgate-hotel
    joint westgate-hotel red
    ${here}`;

  it('G-12.8-ex1 (G-8.4, G-11.2, G-11.4, G-12.2, G-12.4) Green Thug 6 scores two hits; Yellow saves the Joint with its Racketeer; the Public goes home', () => {
    let m = start(
      scene(
        'green move',
        `dice red=1 green=1 blue=6 white=1 black=1
        gang green racketeer=2@mercury-motors thug=6@s12-4/east
        gang yellow racketeer=3@lous-diner
        joint lous-diner yellow
        public 1@lous-diner
        public 2@s10-5/south
        cop 2@s12-4/east
        cop 4@s12-4/east`,
      ),
    );
    m = act(m, GREEN, { type: 'move', piece: 'thug', to: 'lous-diner', facing: null, criminal: true }).m;
    // Yellow Racketeer 4,4,5 (needs 6) · Yellow Guard 1,4 (needs 4) · Green Thug 2,3,4,4,5,6 (needs 5).
    const r = act(m, GREEN, { type: 'end-move' }, [4, 4, 5, 1, 4, 2, 3, 4, 4, 5, 6]);
    m = r.m;
    expect(r.events.some((e) => e.type === 'payoff' && e.data?.amount === 200)).toBe(true); // G-11.2
    expect(gangsters.pending(st(m))[0]).toMatchObject({ seat: YELLOW, kind: 'absorb' });
    m = act(m, YELLOW, { type: 'absorb', alloc: { '1:racketeer': 2, guard: 0 } }).m;
    const s = st(m);
    expect(s.gangs[GREEN]?.strength.thug).toBe(5);
    expect(s.gangs[YELLOW]?.strength.racketeer).toBe(1);
    expect(s.joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
    expect(s.publics.find((p) => p.strength === 1 && p.at !== null)).toBeUndefined();
    expect(s.turn.seat).toBe(BROWN);
  });

  it('G-12.8-ex2 (G-9.7, G-12.3) Brown moves Cop #2 in: Cop 1,6 hits; Green 1,2,3,3,4 and Yellow 1,2 miss; the Cop goes home', () => {
    let m = start(
      scene(
        'brown buy',
        `gang green racketeer=2@mercury-motors thug=5@lous-diner/criminal
        gang yellow racketeer=1@lous-diner
        joint lous-diner yellow
        public 2@s10-5/south
        cop 2@s12-4/east
        cop 4@s12-4/east`,
      ),
    );
    m = act(m, BROWN, { type: 'roll' }, [1, 1, 1, 1, 1]).m;
    m = passAll(act(m, BROWN, { type: 'cop-move', cop: 2, to: 'lous-diner', facing: null }).m);
    // Cop 2: 1,6 · Yellow Guard 1,2 · Green Thug 5: 1,2,3,3,4.
    const r = act(m, BROWN, { type: 'end-move' }, [1, 6, 1, 2, 1, 2, 3, 3, 4]);
    m = r.m;
    expect(r.events.filter((e) => e.type === 'fire').length).toBe(3); // the Yellow Racketeer neither fires nor is hit
    const s = st(m);
    expect(s.gangs[GREEN]?.strength.thug).toBe(4);
    expect(s.gangs[YELLOW]?.strength.racketeer).toBe(1);
    expect(s.joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 }); // the Guard takes no Cop hits (G-12.7)
    expect(s.cops.map((c) => c.strength)).toEqual([4]);
    expect(s.copCup).toContain(2);
  });

  it('G-12.8-ex3 (G-12.1, G-12.4, G-12.5, G-12.6) Red moves Cop #4 in: two Cop hits, Green fires back 3 hits and takes the Joint: Gang War', () => {
    let m = start(
      scene(
        'red buy',
        `gang green racketeer=2@mercury-motors thug=4@lous-diner/criminal
        gang yellow racketeer=1@lous-diner
        joint lous-diner yellow
        public 2@s10-5/south
        cop 4@s12-4/east`,
      ),
    );
    m = act(m, RED, { type: 'roll' }, [1, 1, 1, 1, 1]).m;
    m = passAll(act(m, RED, { type: 'cop-move', cop: 4, to: 'lous-diner', facing: null }).m);
    // Cop 4: 3,4,5,6 · Yellow Guard 3,3 · Green Thug 4: 2,5,6,6.
    m = act(m, RED, { type: 'end-move' }, [3, 4, 5, 6, 3, 3, 2, 5, 6, 6]).m;
    expect(gangsters.pending(st(m))[0]).toMatchObject({ seat: GREEN, kind: 'aim' });
    m = act(m, GREEN, { type: 'aim', split: [2, 1] }).m; // two at the Cop, one at the Yellow Joint
    const s = st(m);
    expect(s.gangs[GREEN]?.strength.thug).toBe(2);
    expect(s.joints['lous-diner']).toBeUndefined();
    expect(s.publics.every((p) => p.at === null)).toBe(true); // G-12.6
    expect(s.cops).toEqual([]);
    expect(s.turn.seat).toBe(YELLOW);
  });

  it('G-12.8-ex4 (G-7.1) Yellow recruits three Racketeers at the Crime Scene: no Shootout', () => {
    let m = start(
      scene(
        'yellow buy',
        `gang green racketeer=2@mercury-motors thug=2@lous-diner/criminal
        gang yellow racketeer=1@lous-diner`,
      ),
    );
    m = act(m, YELLOW, { type: 'roll' }, [1, 1, 4, 1, 1]).m;
    m = act(m, YELLOW, { type: 'bribe', cop: null }).m;
    m = act(m, YELLOW, { type: 'recruit', piece: 'racketeer', count: 3 }).m;
    const r = act(m, YELLOW, { type: 'end-move' }, [], [0]);
    m = r.m;
    expect(r.events.some((e) => e.type === 'shootout')).toBe(false);
    expect(st(m).gangs[YELLOW]?.strength.racketeer).toBe(4);
    expect(st(m).gangs[YELLOW]?.pieces.racketeer?.at).toBe('lous-diner');
  });

  it('G-12.8-ex5 a Thug that stays put cannot start a Shootout; moving it off it may turn colored side up', () => {
    const m = start(
      scene(
        'green buy',
        `gang green racketeer=2@mercury-motors thug=2@lous-diner/criminal
        gang yellow racketeer=4@lous-diner`,
      ),
    );
    let moving = act(m, GREEN, { type: 'roll' }, [1, 1, 1, 1, 2]).m;
    moving = act(moving, GREEN, { type: 'bribe', cop: null }).m;
    const legal = legalActions(st(moving), GREEN) as GangstersAction[];
    expect(legal.some((a) => a.type === 'move' && a.piece === 'thug' && !a.criminal)).toBe(true);
    // Left where it is, the Thug starts nothing: no Shootout this turn.
    const r = act(moving, GREEN, { type: 'end-move' }, [], [0]);
    expect(r.events.some((e) => e.type === 'shootout')).toBe(false);
    expect(st(r.m).gangs[YELLOW]?.strength.racketeer).toBe(4);
  });
});

describe('G-16.2 Wheels', () => {
  it('G-16.2-ex1 after a Cop move and two Publics, the last option moves the Racketeer 8 on Wheels', () => {
    let m = start(`
      options wheels
      turn red cop
      dice blue=3 white=5 green=4 red=2 black=2
      gang red racketeer=6@s9-8/east thug=2@westgate-hotel vamp=1@westgate-hotel
      equip red wheels
      joint westgate-hotel red
      cop 5@s12-4/east
      public 1@s10-5/south
      public 2@s14-0/east`);
    const first = (pred: (a: GangstersAction) => boolean) => {
      const a = (legalActions(st(m), RED) as GangstersAction[]).find(pred);
      if (!a) throw new Error('no such legal action');
      return a;
    };
    m = passAll(
      act(
        m,
        RED,
        first((a) => a.type === 'cop-move'),
      ).m,
    );
    m = act(
      m,
      RED,
      first((a) => a.type === 'move-public' && a.public === 0),
    ).m;
    m = act(
      m,
      RED,
      first((a) => a.type === 'move-public' && a.public === 2),
    ).m;
    const legal = legalActions(st(m), RED) as GangstersAction[];
    expect(legal.some((a) => a.type === 'move' && a.piece === 'racketeer' && a.wheels === true)).toBe(true);
    expect(legal.some((a) => a.type === 'move' && a.piece === 'thug' && a.wheels === true)).toBe(true);
    m = act(
      m,
      RED,
      first((a) => a.type === 'move' && a.piece === 'racketeer' && a.wheels === true),
    ).m;
    const ev = st(m).turn;
    expect(ev.movesUsed).toBe(3);
    expect(
      refusal(m, RED, first((a) => a.type === 'end-move') && { type: 'recruit', piece: 'thug', count: 1 }).clause,
    ).toBe('G-6.1');
  });
});

describe('G-17.4 rewards', () => {
  it('G-17.4-ex1 a Vamp is worth $300; two Thugs of four $700; two of five $900', () => {
    const z = { racketeer: 0, thug: 0, vamp: 0 };
    expect(copReward({ ...z, vamp: 1 }, z, 1)).toBe(300);
    expect(copReward({ ...z, thug: 4 }, { ...z, thug: 2 }, 2)).toBe(700);
    expect(copReward({ ...z, thug: 5 }, { ...z, thug: 3 }, 2)).toBe(900);
  });
});
