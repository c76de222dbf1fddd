/** The five-player option (G-17): the Police Commissioner's money, his Cop decisions and his turns. */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../engine/match';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import {
  act,
  COMMISSIONER,
  FIVE_SEATS,
  GREEN,
  passAll,
  RED,
  refusal,
  start,
  st,
  totalMoney,
  YELLOW,
} from '../testing/game-play';

const five = `${FIVE_SEATS}
  cop 3@s9-8/east`;

describe('G-17 the Police Commissioner', () => {
  it('G-17.1 the Commissioner starts with $1,000 and buys no Joints or gangsters; random order is forced', () => {
    const r = createMatch(gangsters, { options: {}, seats: 5, seed: 'g171' });
    if (!r.ok) throw new Error(r.error.message);
    const s = st(r.value.match);
    expect(s.commissioner).toBe(COMMISSIONER);
    expect(s.commissionerCash).toBe(1000);
    expect(s.gangs.map((g) => g.seat)).toEqual([0, 1, 2, 3]);
    expect(s.options.randomOrder).toBe(true);
    expect(totalMoney(s)).toBe(98000);
    expect(legalActions(s, COMMISSIONER)).toEqual([]);
  });

  it('G-17.2 a Gang rolls the blue die first, then bribes or defers; the Commissioner moves the Cop', () => {
    let m = start(`${five}\nturn red buy`);
    m = act(m, RED, { type: 'roll' }, [2]).m; // the blue die alone
    expect(st(m).turn.dice).toEqual({ blue: 2 });
    expect(st(m).phase).toBe('defer');
    const choices = legalActions(st(m), RED).map((a) => a.type);
    expect(new Set(choices)).toEqual(new Set(['bribe', 'defer']));
    m = act(m, RED, { type: 'defer' }).m;
    expect(gangsters.pending(st(m))).toMatchObject([{ seat: COMMISSIONER, kind: 'cop' }]);
    expect(refusal(m, RED, { type: 'cop-move', cop: 3, to: 's11-8', facing: 'east' }).code).toBe('NOT_YOUR_TURN');
    const move = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'cop-move');
    if (!move) throw new Error('the Commissioner has no Cop move');
    m = act(m, COMMISSIONER, move).m;
    // The rebuff window closes, then the Gang rolls its remaining four dice and starts its Movement Phase.
    let last = m;
    while (st(last).phase === 'rebuff') {
      const p = gangsters.pending(st(last))[0];
      if (!p) break;
      last = act(last, p.seat, { type: 'pass' }, [3, 4, 5, 6]).m;
    }
    expect(st(last).turn.dice).toEqual({ blue: 2, red: 3, green: 4, white: 5, black: 6 });
    expect(st(last).phase).toBe('move');
    expect(st(last).turn.seat).toBe(RED);
  });

  it('G-17.5 a Gang’s bribe is paid to the Bank, not to the Commissioner', () => {
    let m = start(`${five}\nturn red buy`);
    m = act(m, RED, { type: 'roll' }, [3]).m;
    m = act(m, RED, { type: 'bribe', cop: 3 }, [1, 1, 1, 1]).m;
    const bank = st(m).bank;
    m = act(m, RED, { type: 'end-move' }, [1, 1], [0]).m; // the Bribe marker; then the Commissioner's dice
    expect(st(m).gangs[RED]?.cash).toBe(1700);
    expect(st(m).commissionerCash).toBe(1000);
    expect(st(m).bank).toBe(bank + 300);
  });

  it('G-17.3 once the pawn cup is empty the Commissioner rolls blue and white, acts with a Cop, then moves Publics', () => {
    let m = start(`${five}\nturn red move\ndice red=1 green=1 blue=1 white=1 black=1\npublic 2@s12-4/east`);
    m = act(m, RED, { type: 'end-move' }, [4, 2]).m; // the scenario's pawn cup is empty: his turn, blue 4, white 2
    expect(st(m).turn.seat).toBe(COMMISSIONER);
    expect(st(m).turn.dice).toEqual({ blue: 4, white: 2 });
    expect(gangsters.pending(st(m))).toMatchObject([{ seat: COMMISSIONER, kind: 'cop' }]);
    const cop = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'cop-move');
    if (!cop) throw new Error('no Cop move');
    m = passAll(act(m, COMMISSIONER, cop).m);
    expect(st(m).phase).toBe('commissioner-publics');
    const pub = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'move-public');
    if (!pub || pub.type !== 'move-public') throw new Error('no Public move');
    expect(legalActions(st(m), COMMISSIONER).some((a) => a.type === 'move-public' && a.public === null)).toBe(false);
    m = act(m, COMMISSIONER, pub).m;
    expect(st(m).publics.find((p) => p.id === pub.public)?.at).toBe(pub.to);
    m = act(m, COMMISSIONER, { type: 'end-move' }, [], [1]).m; // the cup is refilled and pawn #2 drawn
    expect(st(m).turn.seat).toBe(YELLOW);
    expect(st(m).pawnCup).toEqual([RED, GREEN, 3]);
  });

  it('G-17.6 the Commissioner wins with $10,000 and a loyal Cop on patrol at the end of his turn', () => {
    const pos = (bribe: string) =>
      start(`${five.replace('commissioner=1000', 'commissioner=10000')}\n${bribe}\nturn commissioner cop
        dice blue=1 white=1`);
    const play = (text: string) => {
      let m = pos(text);
      const cop = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'cop-move');
      if (!cop) throw new Error('no Cop move');
      m = passAll(act(m, COMMISSIONER, cop).m);
      return act(m, COMMISSIONER, { type: 'end-move' }, [], [0]).m;
    };
    expect(gangsters.outcome(st(play('bribe commissioner 3')))?.winners).toEqual([COMMISSIONER]);
    expect(gangsters.outcome(st(play('bribe commissioner 5')))).toBeNull(); // Cop 5 is not on patrol
  });

  it('G-17.4 a Raid at the end of movement (a Public walking in where a Cop stands) pays him the base cost', () => {
    let m = start(`${five}
      joint tannery-row-hides red
      cop 5@tannery-row-hides
      turn red move
      dice red=1 green=1 blue=1 white=3 black=1`);
    m = act(m, RED, { type: 'move-public', public: null, to: 'tannery-row-hides', facing: null }, [], [0]).m;
    m = act(m, RED, { type: 'end-move' }, [1, 1]).m; // then the Commissioner's blue and white dice
    expect(st(m).joints['tannery-row-hides']).toBeUndefined();
    expect(st(m).commissionerCash).toBe(1000 + 100);
  });

  it('G-17.2 after a deferral the Commissioner bribes or moves a Cop but does not start one', () => {
    let m = start(`${five}\nturn red buy`);
    m = act(m, RED, { type: 'roll' }, [2]).m;
    m = act(m, RED, { type: 'defer' }).m;
    const types = new Set(legalActions(st(m), COMMISSIONER).map((a) => a.type));
    expect(types).toEqual(new Set(['bribe', 'cop-move']));
    const r = refusal(m, COMMISSIONER, { type: 'cop-start', to: 's12-4', facing: 'east' });
    expect(r.clause).toBe('G-17.2');
  });

  it('G-17.3 on his own turn the Commissioner may start a new Cop', () => {
    const m = start(`${five}\ngang red thug=2@city-hall/criminal\nturn commissioner cop\ndice blue=2 white=1`);
    expect(legalActions(st(m), COMMISSIONER).some((a) => a.type === 'cop-start')).toBe(true);
  });

  it('G-17 the Commissioner commands the Cops: he picks whom they bust when several criminals share a space', () => {
    let m = start(`${five}
      gang red thug=2@city-hall/criminal
      gang yellow thug=2@city-hall/criminal
      cop 5@city-hall
      turn red move
      dice red=1 green=1 blue=1 white=1 black=1`);
    m = act(m, RED, { type: 'end-move' }).m;
    expect(gangsters.pending(st(m))).toMatchObject([{ seat: COMMISSIONER, kind: 'bust' }]);
    expect(legalActions(st(m), RED)).toEqual([]);
    expect(legalActions(st(m), COMMISSIONER)).toEqual([
      { type: 'bust', target: '0:thug' },
      { type: 'bust', target: '1:thug' },
    ]);
  });

  it('G-17 the Commissioner answers for the Cops in a Shootout: he splits a Cop’s hits between two Gangs', () => {
    let m = start(`${five}
      gang yellow thug=2@s2-0/west/criminal
      cop 5@s2-0/east
      turn red move
      dice red=1 green=2 blue=1 white=1 black=1`);
    m = act(m, RED, { type: 'move', piece: 'racketeer', to: 's2-0', facing: 'east', criminal: true }).m;
    m = act(m, RED, { type: 'end-move' }).m;
    expect(gangsters.pending(st(m))).toMatchObject([{ seat: RED, kind: 'hit' }]);
    m = act(m, RED, { type: 'declare-hit', target: -1 }).m; // Red's Racketeer shoots at the Cops
    expect(gangsters.pending(st(m))).toMatchObject([{ seat: COMMISSIONER, kind: 'bust' }]);
    // Cop 5: 5,5,1,1,1 (two hits) · Red Racketeer 1,1 · Yellow Thug 1,1.
    m = act(m, COMMISSIONER, { type: 'bust', target: '1:thug' }, [5, 5, 1, 1, 1, 1, 1, 1, 1]).m;
    expect(gangsters.pending(st(m))).toMatchObject([{ seat: COMMISSIONER, kind: 'aim' }]);
    expect(legalActions(st(m), RED)).toEqual([]);
    m = act(m, COMMISSIONER, { type: 'aim', split: [1, 1] }, [1, 1]).m; // then the Commissioner's own dice
    expect(st(m).gangs[RED]?.strength.racketeer).toBe(1);
    expect(st(m).gangs[YELLOW]?.strength.thug).toBe(1);
  });

  it('G-9.5 the rebuff is logged naming the Gang’s seat, and the event carries the seat', () => {
    let m = start(`${five}\nbribe yellow 3\nturn commissioner cop\ndice blue=1 white=1`);
    const move = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'cop-move');
    if (!move) throw new Error('no Cop move');
    m = act(m, COMMISSIONER, move).m;
    const r = act(m, YELLOW, { type: 'rebuff' });
    const e = r.events.find((x) => x.type === 'rebuff');
    expect(e?.text).toMatch(/^\{seat:1\} reveals the Bribe of Cop 3/);
    expect(e?.data).toMatchObject({ seat: YELLOW, cop: 3 });
  });
});
