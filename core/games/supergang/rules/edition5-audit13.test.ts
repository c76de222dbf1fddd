/**
 * The thirteenth audit: the final tally's duels won by defenders of several gangs (read from the events of
 * every edition), and what edition 5 fixes, each with the edition-4 game that keeps the old behaviour (its
 * stored games replay as they were played): the income of a gang whose only man in play is the one its
 * Vamp holds (SG-5.7.4), and the case file's lines opening a killing (SG-5.5.1) and a held man's rebellion
 * (SG-9.3.5). Last, why a cop group never stays put for want of somewhere to go (SG-9.1.1).
 */
import { describe, expect, it } from 'vitest';
import type { Match, Step } from '../../../engine/match';
import { cityData } from '../board';
import { spot } from '../city';
import { sgCity } from '../city-data';
import { superGangTally } from '../tally';
import { heldKillerWanted, redKillerMeetsBlueAndGreen, redOutOfPlay } from '../testing/edition-5-audit13';
import { BLUE, GREEN, RED, YELLOW, cash, pendingSeat, play, position, state, step } from '../testing/play';

const v4 = (text: string) => position(`engine 4\n${text}`);

/** The duels each seat won, read by the final tally from these moves (each played by `seat`). */
function duelsWon(moves: readonly { seat: number; step: Step }[]): number[] {
  const t = superGangTally.count(
    moves.map((x) => ({ seat: x.seat, events: x.step.events })),
    4,
  );
  return t.map((row) => row[0] ?? 0);
}

/**
 * Red's Killer (1 + 2) opens fire on blue's Dealer and green's Killer (3, and 3 + 2): the defenders shoot
 * first, blue holding the gun, and down him with their first arrow.
 */
function defendersWin(m: Match): { seat: number; step: Step }[] {
  const fight = step(m, RED, { type: 'kill', targets: ['blue-dealer', 'green-killer'] }, [1, 3, 3]);
  const shot = step(fight.match, BLUE, { type: 'shoot', target: 'red-killer' }, [6]);
  return [
    { seat: RED, step: fight },
    { seat: BLUE, step: shot },
  ];
}

describe('SG-5.5.2 the duels won by defenders of several gangs (final tally)', () => {
  it('SG-5.5.2 SG-11.2.7 each defending gang is credited with the duel it won together (edition 5)', () => {
    const moves = defendersWin(position(redKillerMeetsBlueAndGreen()));
    const over = moves[1]?.step.events.find((e) => e.type === 'duel' && e.data?.winner !== undefined);
    expect(over?.data).toEqual({ winner: BLUE, winners: [BLUE, GREEN] });
    expect(duelsWon(moves)).toEqual([0, 1, 1, 0]);
  });

  it('SG-5.5.2 edition 4 games’ events name the seat holding the gun alone, and the tally reads them as before', () => {
    const moves = defendersWin(v4(redKillerMeetsBlueAndGreen()));
    const over = moves[1]?.step.events.find((e) => e.type === 'duel' && e.data?.winner !== undefined);
    expect(over?.data).toEqual({ winner: BLUE });
    expect(duelsWon(moves)).toEqual([0, 1, 0, 0]);
  });

  it('SG-11.2.7 a duel of one defending gang, and the attackers’ win, are counted once, in every edition', () => {
    for (const m of [position(redKillerMeetsBlueAndGreen()), v4(redKillerMeetsBlueAndGreen())]) {
      // Red's 6 + 2 against 1 and 1 + 2: red shoots four arrows, and downs both with the first two.
      const fight = step(m, RED, { type: 'kill', targets: ['blue-dealer', 'green-killer'] }, [6, 1, 1]);
      const one = step(fight.match, RED, { type: 'shoot', target: 'blue-dealer' }, [6]);
      const two = step(one.match, RED, { type: 'shoot', target: 'green-killer' }, [6]);
      expect(two.events.find((e) => e.type === 'duel' && e.data?.winner !== undefined)?.data).toEqual({
        winner: RED,
      });
      expect(duelsWon([fight, one, two].map((x) => ({ seat: RED, step: x })))).toEqual([1, 0, 0, 0]);
    }
  });
});

describe('SG-5.7.4 a gang whose only man in play is the one its Vamp holds (edition 5)', () => {
  const held = 'char blue-killer s6-0/east\nvamped blue-killer red 2';
  const redsTurn = (m: Match) => play(m, YELLOW, { type: 'done' });

  it('SG-5.7.4 SG-6.2.3 the gang is not completely neutralized: its rackets pay, as its shops do', () => {
    const m = redsTurn(position(redOutOfPlay(held)));
    expect(state(m).turn.gang).toBe(RED);
    expect(cash(m, RED)).toBe(10 + 5);
    // Edition 4 games: its own colour alone counted, so the shop paid and the racket did not.
    expect(cash(redsTurn(v4(redOutOfPlay(held))), RED)).toBe(10);
  });

  it('SG-5.7.4 SG-6.3.3 the traffic of a Dealer its Vamp holds pays her gang then too', () => {
    const dealer = 'char blue-dealer s6-0/east\nvamped blue-dealer red 2\ntraffic kerb-7 blue';
    expect(cash(redsTurn(position(redOutOfPlay(dealer))), RED)).toBe(10 + 5 + 5);
    expect(cash(redsTurn(v4(redOutOfPlay(dealer))), RED)).toBe(10);
  });

  it('SG-5.7.4 a gang with nobody in play earns from its shops only, in every edition', () => {
    for (const m of [position(redOutOfPlay('')), v4(redOutOfPlay(''))]) expect(cash(redsTurn(m), RED)).toBe(10);
  });
});

describe('SG-5.5.1 the line that opens a killing names the targets (edition 5)', () => {
  const kill = { type: 'kill' as const, targets: ['blue-dealer', 'green-killer'] };
  const opening = (m: Match) => step(m, RED, kill, [6, 1, 1]).events.find((e) => e.type === 'killing');

  it('SG-5.5.1 the killer opens fire on the targets he chose', () => {
    expect(opening(position(redKillerMeetsBlueAndGreen()))).toMatchObject({
      text: "{seat:0}'s killer opens fire on {seat:1}'s dealer and {seat:2}'s killer: a gangland killing.",
      clause: 'SG-5.5.1',
    });
    // Edition 4 games named nobody.
    expect(opening(v4(redKillerMeetsBlueAndGreen()))?.text).toBe("{seat:0}'s killer opens fire: a gangland killing.");
  });

  it('SG-5.5.1 SG-6.2.3 a target a Vamp holds is named as his own gang’s, held by her', () => {
    const text = redKillerMeetsBlueAndGreen('vamped green-killer blue 2');
    expect(opening(position(text))?.text).toBe(
      "{seat:0}'s killer opens fire on {seat:1}'s dealer and {seat:2}'s killer (held by {seat:1}'s vamp): a gangland killing.",
    );
  });
});

/** A street square the cops reach with a 1 from `from` (square/facing): as a position names it, and its key. */
function oneStepFrom(from: string): { at: string; key: string } {
  const [square, facing] = from.split('/');
  const d = sgCity()
    .ends({
      from: { kind: 'street', square: square as never, facing: facing as never },
      die: 1,
      kind: 'cop',
      owned: [],
    })
    .find((x) => x.to.kind === 'street');
  if (!d || d.to.kind !== 'street') throw new Error(`the cops go nowhere from ${from}`);
  return { at: `${spot(d.to)}/${d.to.facing ?? 'east'}`, key: d.key };
}

describe('SG-9.3.5 a held man resisting arrest is named held by the Vamp whose gang decided (edition 5)', () => {
  const { at, key } = oneStepFrom('s6-0/east');
  const rebels = (m: Match) => {
    const arrested = play(m, BLUE, { type: 'cop-move', group: 0, to: key, arrest: 'green-killer' });
    // SG-9.3.3 (edition 3): the gang that plays him answers, the Vamp's.
    expect(pendingSeat(arrested)).toBe(RED);
    return step(arrested, RED, { type: 'answer-arrest', rebel: true }, [3, 3, 1]).events.find(
      (e) => e.type === 'arrest',
    );
  };

  it('SG-9.3.5 SG-6.2.3 SG-9.3.3 the line says whose Vamp holds him: her gang chose to resist', () => {
    expect(rebels(position(heldKillerWanted('s6-0/east', at)))).toMatchObject({
      text: "{seat:2}'s killer, held by {seat:0}'s vamp, resists arrest.",
      clause: 'SG-9.3.5',
    });
    // Edition 4 games named him alone, as if his own gang had chosen.
    expect(rebels(v4(heldKillerWanted('s6-0/east', at)))?.text).toBe("{seat:2}'s killer resists arrest.");
  });
});

describe('SG-9.1.1 a cop group always has somewhere to go on this board', () => {
  it('SG-9.1.1 SG-9.1.3 SG-9.1.7 from every place cops can stand, every die has a destination', () => {
    // The centre, every street square with every facing (or none, out of a shop on a 1), every shop (after
    // an arrest, SG-9.1.4), and every manhole they fell down (SG-9.1.7): a group never stays put for want of
    // a square, so the case file needs no line for it (a gangster's is "cannot move with a N", SG-4.1.2).
    const city = sgCity();
    const froms = [
      null,
      ...cityData().squares.flatMap((sq) =>
        (['north', 'east', 'south', 'west', null] as const).map((facing) => ({
          kind: 'street' as const,
          square: sq.id as never,
          facing,
        })),
      ),
      ...city.shops.map((x) => ({ kind: 'shop' as const, shop: x.id as never })),
    ];
    const stuck: string[] = [];
    for (const from of froms)
      for (let die = 1; die <= 6; die++) {
        const q = { from, die, kind: 'cop' as const, owned: [], arrestShops: [] };
        if (city.ends(q).length === 0) stuck.push(`${JSON.stringify(from)} with a ${die}`);
        if (from?.kind === 'street' && city.isManhole(from.square) && city.ends({ ...q, resurface: true }).length === 0)
          stuck.push(`${from.square} resurfacing with a ${die}`);
      }
    expect(stuck).toEqual([]);
  });
});
