/** Clause-by-clause tests of the turn rules, each from a scenario position with scripted dice. */
import { describe, expect, it } from 'vitest';
import { gangsters } from '../game';
import { gangstersView } from '../view';
import { legalActions } from '../legal';
import { act, BROWN, GREEN, passAll, RED, refusal, RED_MOVING, start, st, YELLOW } from '../testing/game-play';

const base = RED_MOVING;

describe('movement and recruiting', () => {
  it('G-6.1 (G-5.4) a Racketeer 2 gives one movement option; no piece moves twice', () => {
    const m = act(start(base), RED, { type: 'recruit', piece: 'thug', count: 1 }).m;
    expect(refusal(m, RED, { type: 'recruit', piece: 'vamp', count: 1 }).clause).toBe('G-6.1');
  });
  it('G-6.7 (G-7.1) recruiting uses a movement option and never changes criminal status', () => {
    const m = act(start(base), RED, { type: 'recruit', piece: 'thug', count: 1 }).m;
    expect(st(m).gangs[RED]?.pieces.thug?.criminal).toBe(false);
    expect(st(m).turn.movesUsed).toBe(1);
  });
  it('G-7.3 never more than one Vamp', () => {
    expect(refusal(start(base), RED, { type: 'recruit', piece: 'vamp', count: 1 }).clause).toBe('G-7.3');
  });
  it('G-6.92 the piece just moved may retrace its steps, not an earlier one', () => {
    let m = start(base.replace('racketeer=2@westgate', 'racketeer=4@westgate'));
    m = act(m, RED, { type: 'move', piece: 'thug', to: 's2-0', facing: 'east', criminal: true }).m;
    m = act(m, RED, { type: 'retract' }).m;
    expect(st(m).gangs[RED]?.pieces.thug?.at).toBe('westgate-hotel');
    expect(st(m).turn.movesUsed).toBe(0);
    m = act(m, RED, { type: 'move', piece: 'thug', to: 's2-0', facing: 'east', criminal: true }).m;
    m = act(m, RED, { type: 'recruit', piece: 'racketeer', count: 1 }).m;
    expect(refusal(m, RED, { type: 'retract' }).clause).toBe('G-6.92');
  });
  it('G-6.9 the host’s clock ends the Movement Phase; untimed games refuse it', () => {
    expect(refusal(start(base), RED, { type: 'clock-expired' }).clause).toBe('G-6.9');
    const m = act(start(`options movementSeconds=120\n${base}`), RED, { type: 'clock-expired' }).m;
    expect(st(m).turn.seat).toBe(YELLOW);
  });
  it('G-6.91 a kibitzing fine is $500 to the Bank', () => {
    const m = act(start(base), RED, { type: 'fine', offender: YELLOW }).m;
    expect(st(m).gangs[YELLOW]?.cash).toBe(4500);
  });
  it('G-7.5 with no Racketeer the one option must recruit Racketeers', () => {
    const m = start(base.replace('racketeer=2@westgate-hotel', 'racketeer=0'));
    expect(refusal(m, RED, { type: 'recruit', piece: 'thug', count: 1 }).clause).toBe('G-7.5');
    expect(
      st(act(m, RED, { type: 'recruit', piece: 'racketeer', count: 1, at: 'westgate-hotel' }).m).gangs[RED]?.pieces
        .racketeer?.at,
    ).toBe('westgate-hotel');
  });
  it('G-7.5 (G-6.1, G-7.3-ex1) the Racketeers recruited with that option count at once: four give one more option', () => {
    const m = start(base.replace('racketeer=2@westgate-hotel', 'racketeer=0'));
    const after = act(m, RED, { type: 'recruit', piece: 'racketeer', count: 4, at: 'westgate-hotel' }).m;
    expect(st(after).turn.movesUsed).toBe(1);
    expect(legalActions(st(after), RED).some((a) => a.type === 'move' && a.piece === 'thug')).toBe(true);
  });
});

describe('crime and payoffs', () => {
  it('G-11.3 (G-5.6) a criminal Thug extorts $100 × its die in an unowned building', () => {
    let m = start(base.replace('thug=3@westgate-hotel', 'thug=3@huffs-cafe/criminal'));
    m = act(m, RED, { type: 'end-move' }).m;
    expect(st(m).gangs[RED]?.cash).toBe(5200);
  });
  it('G-11.6 (G-5.3) a Cop moved into a Joint with a Public raids it', () => {
    let m = start(`
      turn red cop
      dice red=1 green=1 blue=1 white=1 black=1
      gang red racketeer=2@westgate-hotel
      joint lous-diner yellow x2
      public 2@lous-diner
      cop 3@s12-4/east`);
    m = passAll(act(m, RED, { type: 'cop-move', cop: 3, to: 'lous-diner', facing: null }).m);
    const s = st(m);
    expect(s.joints['lous-diner']?.level).toBe(1);
    expect(s.publics.every((p) => p.at === null)).toBe(true);
    expect(s.copCup).toContain(3);
  });
  it('G-11.4 (G-5.7) a Thug entering an opposing Joint must be white side up and declare a Hit', () => {
    const m = start(`
      turn red move
      dice red=1 green=1 blue=3 white=1 black=6
      gang red racketeer=2@westgate-hotel thug=3@westgate-hotel
      gang brown racketeer=2@lous-diner
      joint westgate-hotel red
      joint huffs-cafe brown`);
    const into = legalActions(st(m), RED).filter(
      (a) => a.type === 'move' && a.piece === 'thug' && a.to === 'huffs-cafe',
    );
    expect(into).toEqual([{ type: 'move', piece: 'thug', to: 'huffs-cafe', facing: null, criminal: true }]);
    const citizen = { type: 'move', piece: 'thug', to: 'huffs-cafe', facing: null, criminal: false };
    const r = refusal(m, RED, citizen);
    expect(r.clause).toBe('G-11.4');
    expect(r.code).toBe('MUST_HIT');
    // White side up the move stands, and the Hit on Brown's Joint is declared at the end of the turn.
    const after = act(m, RED, { ...citizen, criminal: true }).m;
    expect(st(after).turn.seat).toBe(RED);
    // Brown's Guard 1,1 · Red's Thug 1,1,1: the Shootout is resolved, then the Crime Track is marked (G-5.7).
    const end = act(after, RED, { type: 'end-move' }, [1, 1, 1, 1, 1]);
    expect(end.events.some((e) => e.type === 'hit' || e.type === 'shootout')).toBe(true);
    expect(st(end.m).crimeTrack).toEqual({ crimes: 1, cops: 0 });
  });
  it('G-11.4 a Racketeer may enter an opposing Joint only white side up', () => {
    const m = start(`
      turn red move
      dice red=1 green=6 blue=3 white=1 black=1
      gang red racketeer=2@westgate-hotel
      gang brown racketeer=2@lous-diner
      joint westgate-hotel red
      joint huffs-cafe brown`);
    const moves = legalActions(st(m), RED).filter((a) => a.type === 'move' && a.to === 'huffs-cafe');
    expect(moves.map((a) => a.type === 'move' && a.criminal)).toEqual([true]);
    expect(
      refusal(m, RED, { type: 'move', piece: 'racketeer', to: 'huffs-cafe', facing: null, criminal: false }).clause,
    ).toBe('G-11.4');
  });
  it('G-9.3 a new Cop starts only if the Crime Level is at least the Cops on patrol', () => {
    const m = start(`
      turn red cop
      dice red=1 green=1 blue=1 white=1 black=1
      gang red racketeer=2@westgate-hotel
      cop 3@s12-4/east`);
    expect(refusal(m, RED, { type: 'cop-start', to: 's22-0', facing: 'west' }).clause).toBe('G-9.3');
  });
  it('G-9.5 the secret owner reveals his Bribe: the Cop goes back and the mover loses his Cop action', () => {
    let m = start(`
      turn red cop
      dice red=1 green=1 blue=1 white=1 black=1
      gang red racketeer=2@westgate-hotel
      gang yellow racketeer=2@lous-diner
      bribe yellow 3
      cop 3@s12-4/east`);
    m = act(m, RED, { type: 'cop-move', cop: 3, to: 's13-4', facing: 'east' }).m;
    expect(gangsters.pending(st(m)).map((p) => p.seat)).toEqual([YELLOW, GREEN, BROWN]);
    // Red cannot see who holds which Bribe.
    expect(gangstersView(st(m), RED).bribes).toEqual([{ holder: YELLOW }]);
    m = act(m, YELLOW, { type: 'rebuff' }).m;
    const s = st(m);
    expect(s.cops[0]?.at).toBe('s12-4');
    expect(s.bribeCup).toContain(3);
    expect(s.phase).toBe('move');
  });
});

describe('vamps, property, victory', () => {
  it('G-13.1 a citizen Vamp ending with an enemy Thug seduces it', () => {
    let m = start(`
      turn red move
      dice red=1 green=1 blue=3 white=1 black=1
      gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
      gang yellow racketeer=2@lous-diner thug=2@lous-diner
      joint lous-diner yellow`);
    m = act(m, RED, {
      type: 'move',
      piece: 'vamp',
      to: 'lous-diner',
      facing: null,
      criminal: false,
      seduce: [{ seat: YELLOW, kind: 'thug' }],
    }).m;
    const s = st(m);
    expect(s.gangs[YELLOW]?.strength.thug).toBe(1);
    expect(s.gangs[RED]?.strength.thug).toBe(1);
    expect(s.gangs[RED]?.pieces.thug?.at).toBe('s22-0'); // G-7.4: no red Joint, so Subway 1 (the black die)
  });
  it('G-13.1 a Thug created by seduction enters the Joint its player chooses (G-7.4), as a recruit does', () => {
    const m = start(`
      turn red move
      dice red=1 green=1 blue=3 white=1 black=1
      gang red racketeer=2@westgate-hotel vamp=1@s12-4/east
      gang yellow racketeer=2@lous-diner thug=2@lous-diner
      joint westgate-hotel red
      joint hawthorne-hotel red
      joint lous-diner yellow`);
    const base = { type: 'move', piece: 'vamp', to: 'lous-diner', facing: null, criminal: false } as const;
    const offered = legalActions(st(m), RED).filter((a) => a.type === 'move' && a.piece === 'vamp' && !a.criminal);
    // Seducing the Racketeer only strengthens Red's own; seducing the Thug creates a piece, in either Joint.
    expect(offered.filter((a) => a.type === 'move' && a.to === 'lous-diner')).toEqual([
      { ...base, seduce: [{ seat: YELLOW, kind: 'racketeer' }] },
      { ...base, seduce: [{ seat: YELLOW, kind: 'thug', at: 'hawthorne-hotel' }] },
      { ...base, seduce: [{ seat: YELLOW, kind: 'thug', at: 'westgate-hotel' }] },
    ]);
    // Two Joints to choose from: the player must say which.
    expect(refusal(m, RED, { ...base, seduce: [{ seat: YELLOW, kind: 'thug' }] }).clause).toBe('G-7.4');
    expect(refusal(m, RED, { ...base, seduce: [{ seat: YELLOW, kind: 'thug', at: 'lous-diner' }] }).clause).toBe(
      'G-7.4',
    );
    const after = st(act(m, RED, { ...base, seduce: [{ seat: YELLOW, kind: 'thug', at: 'hawthorne-hotel' }] }).m);
    expect(after.gangs[RED]?.pieces.thug).toEqual({ at: 'hawthorne-hotel', facing: null, criminal: false });
    expect(after.gangs[RED]?.strength.thug).toBe(1);
  });
  it('G-5.1 the Racketeer buys the colored building it stands in', () => {
    const m = act(start(`turn red buy\ncash red=1000\ngang red racketeer=2@huffs-cafe`), RED, { type: 'buy' }).m;
    expect(st(m).joints['huffs-cafe']).toEqual({ owner: RED, level: 1 });
    expect(st(m).gangs[RED]?.cash).toBe(600);
  });
  it('G-16.1 Heaters are bought by a Thug in a gray building for $1,000', () => {
    const m = start(
      `options heaters\nturn red buy\ncash red=1000\ngang red racketeer=2@huffs-cafe thug=1@dunkels-donuts`,
    );
    expect(st(act(m, RED, { type: 'equip', item: 'heaters' }).m).gangs[RED]?.heaters).toBe(true);
  });
  it('G-14.1 a Joint traded for cash keeps its improvements', () => {
    let m = start(`turn red buy\ncash red=0 yellow=3000\ngang red racketeer=2@huffs-cafe\njoint huffs-cafe red x2`);
    m = act(m, RED, {
      type: 'offer-trade',
      to: YELLOW,
      give: { joints: ['huffs-cafe'], cash: 0 },
      get: { joints: [], cash: 2000 },
    }).m;
    m = act(m, YELLOW, { type: 'answer-trade', accept: true }).m;
    expect(st(m).joints['huffs-cafe']).toEqual({ owner: YELLOW, level: 2 });
    expect(st(m).gangs[RED]?.cash).toBe(2000);
  });
  it('G-15.1 a full Gang with $10,000 at the end of its turn wins', () => {
    let m = start(base.replace('cash red=5000', 'cash red=10000'));
    m = act(m, RED, { type: 'end-move' }).m;
    expect(gangsters.outcome(st(m))?.winners).toEqual([RED]);
  });
  it('G-15.2 the time-limit game is won on net worth (cash + Joints with improvements)', () => {
    let m = start(base.replace('turn red', 'options\nturn red').replace('options', 'options'));
    const s = st(m);
    s.options.timeLimitTurns = 1;
    m = act(m, RED, { type: 'end-move' }).m;
    const out = gangsters.outcome(st(m));
    expect(out?.winners).toEqual([RED]); // 5000 + Westgate Hotel 600 beats 5000 + Lou's 200
  });
});

describe('dice and patrols', () => {
  it('G-5.2 the five dice are rolled once, at the end of the Buy Phase, and stay for the turn', () => {
    let m = start(`turn red buy\ncash red=1000\ngang red racketeer=2@westgate-hotel`);
    m = act(m, RED, { type: 'roll' }, [2, 3, 4, 5, 6]).m;
    expect(st(m).turn.dice).toEqual({ red: 2, green: 3, blue: 4, white: 5, black: 6 });
    expect(legalActions(st(m), RED).some((a) => a.type === 'roll')).toBe(false);
    expect(refusal(m, RED, { type: 'roll' }).code).toBe('WRONG_PHASE');
  });
  it('G-9.2 a new patrol is drawn from the cup and enters at the Subway of the blue die', () => {
    let m = start(`turn red cop\ndice red=1 green=1 blue=1 white=1 black=1\ngang red racketeer=2@westgate-hotel`);
    const starts = legalActions(st(m), RED).filter((a) => a.type === 'cop-start');
    expect(new Set(starts.map((a) => (a.type === 'cop-start' ? a.to : '')))).toEqual(new Set(['s22-0']));
    m = passAll(act(m, RED, starts[0], [], [4]).m); // the fifth Cop in the cup: Cop 6
    expect(st(m).cops).toMatchObject([{ strength: 6, at: 's22-0' }]);
    expect(st(m).copCup).not.toContain(6);
  });
});
