/**
 * The twelfth audit: the final tally's kills and takings (read from the events of every edition), and three
 * rules fixed in edition 5, each with the edition-4 game that keeps the old behaviour (its stored games
 * replay as they were played): who is "his gang around him" when a Vamp would take a man (SG-6.2.1), the
 * racket token seized when a man a Vamp holds is arrested (SG-9.3.7), and the clause a cop group that will
 * not move is refused by (SG-9.1.1).
 */
import { describe, expect, it } from 'vitest';
import type { Match, Step } from '../../../engine/match';
import { supergangCity } from '../board';
import { sgCity } from '../city-data';
import { superGangTally } from '../tally';
import { bakeryOfBlue, HELD_KILLER_IN_THE_BAKERY, KILLER_IN_THE_BAKERY } from '../testing/edition-5-audit11';
import {
  BLUE_COPS_IN_THE_CENTRE,
  heldRacketeerInAShop,
  RED_KILLER_MEETS_TWO_OF_BLUE,
  RED_VAMP_BESIDE_THE_CLINIC,
  redVampBesideBluesKiller,
} from '../testing/edition-5-audit12';
import { BLUE, GREEN, RED, YELLOW, char, legal, play, position, refusal, state, step } from '../testing/play';

const v4 = (text: string) => position(`engine 4\n${text}`);

/** The final tally of these moves (each played by `seat`), seat by seat: `[kills, millions taken, duels won]`. */
function tallied(moves: readonly { seat: number; step: Step }[]): [number, number, number][] {
  const t = superGangTally.count(
    moves.map((x) => ({ seat: x.seat, events: x.step.events })),
    4,
  );
  return t.map((row) => [row[3] ?? 0, row[4] ?? 0, row[0] ?? 0]);
}

/** Red's Vamp throws 2 at blue's Killer in the clinic, and her two arrows land `shots`. */
function clinicAttack(m: Match, shots: [number, number]): { seat: number; step: Step }[] {
  const go = step(m, RED, { type: 'clinic-attack', character: 'red-vamp', target: 'blue-killer' }, [2]);
  const one = step(go.match, RED, { type: 'shoot', target: 'blue-killer' }, [shots[0]]);
  const two = shots[0] >= 4 ? [] : [step(one.match, RED, { type: 'shoot', target: 'blue-killer' }, [shots[1]])];
  return [go, one, ...two].map((x) => ({ seat: RED, step: x }));
}

describe('the final tally (twelfth audit, every edition: it reads the events)', () => {
  it('SG-11.2.8 SG-11.3.4 each death is the kill of the seat whose arrow downed him, not of the last arrow’s', () => {
    for (const m of [position(RED_KILLER_MEETS_TWO_OF_BLUE), v4(RED_KILLER_MEETS_TWO_OF_BLUE)]) {
      // Red's 5 against blue's 4: red shoots first, one arrow a volley.
      const fight = step(m, RED, { type: 'kill', targets: ['blue-dealer', 'blue-killer'] }, [3, 1, 1]);
      const first = step(fight.match, RED, { type: 'shoot', target: 'blue-dealer' }, [6]);
      // Blue shoots back and downs red's Killer: the duel ends on blue's arrow, and both deaths are logged then.
      const last = step(first.match, BLUE, { type: 'shoot', target: 'red-killer' }, [6]);
      expect(last.events.filter((e) => e.type === 'dead').map((e) => e.data?.character)).toEqual([
        'red-killer',
        'blue-dealer',
      ]);
      const t = tallied([
        { seat: RED, step: fight },
        { seat: RED, step: first },
        { seat: BLUE, step: last },
      ]);
      expect([t[RED]?.[0], t[BLUE]?.[0]]).toEqual([1, 1]);
    }
  });

  it('SG-5.4.5 the till an owner pays is taken by the robbers and lost by the owner, as the bank’s is taken', () => {
    for (const m of [position(bakeryOfBlue(200)), v4(bakeryOfBlue(200))]) {
      const up = step(m, RED, { type: 'stick-up', mode: 'money', defender: null }, [3, 1]);
      const won = step(up.match, RED, { type: 'shoot', target: 'manager-1' }, [6]);
      const t = tallied([
        { seat: RED, step: up },
        { seat: RED, step: won },
      ]);
      expect([t[RED]?.[1], t[BLUE]?.[1]]).toEqual([50, -50]);
    }
    // The bank's till was counted already, and still is.
    const up = step(position(KILLER_IN_THE_BAKERY), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
    const won = step(up.match, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(tallied([{ seat: RED, step: won }])[RED]?.[1]).toBe(50);
  });

  it('SG-6.2.3 SG-5.4.5 a till robbed by a man a Vamp holds is taken by her gang', () => {
    const m = position(`${HELD_KILLER_IN_THE_BAKERY}\nshop shop-moretti-bakery owner=green\ncash green=100`);
    const up = step(m, RED, { type: 'stick-up', mode: 'money', defender: null }, [3, 1]);
    const won = step(up.match, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    const t = tallied([{ seat: RED, step: won }]);
    expect([t[RED]?.[1], t[BLUE]?.[1], t[GREEN]?.[1]]).toEqual([50, 0, -50]);
  });
});

describe('SG-11.4.4 an attack on the clinic whose arrows all miss (edition 5)', () => {
  it('SG-11.4.4 the line says every arrow missed and the patient lives, not that the defenders won', () => {
    const missed = clinicAttack(position(RED_VAMP_BESIDE_THE_CLINIC), [1, 2]);
    const over = missed.at(-1)?.step.events.find((e) => e.type === 'duel' && e.data?.winner !== undefined);
    expect(over).toMatchObject({ text: "Every arrow missed: {seat:1}'s killer lives.", clause: 'SG-11.4.4' });
    // Edition 4 games: "the defenders win", as in any duel.
    const old = clinicAttack(v4(RED_VAMP_BESIDE_THE_CLINIC), [1, 2]);
    expect(old.at(-1)?.step.events.find((e) => e.type === 'duel' && e.data?.winner !== undefined)).toMatchObject({
      text: 'The duel is over: the defenders win.',
      clause: 'SG-11.2.7',
    });
  });

  it('SG-11.4.4 the tally counts no duel won for a patient who cannot defend himself, in every edition', () => {
    for (const m of [position(RED_VAMP_BESIDE_THE_CLINIC), v4(RED_VAMP_BESIDE_THE_CLINIC)]) {
      const missed = tallied(clinicAttack(m, [1, 2]));
      expect([missed[RED]?.[2], missed[BLUE]?.[2]]).toEqual([0, 0]);
      // A hit kills him: that duel is red's, and so is the kill.
      const hit = tallied(clinicAttack(m, [5, 0]));
      expect([hit[RED]?.[2], hit[BLUE]?.[2], hit[RED]?.[0]]).toEqual([1, 0, 1]);
    }
  });
});

describe('SG-6.2.1 his gang around him is the gang that plays each man (edition 5)', () => {
  const vamp = { type: 'vamp', target: 'blue-killer' } as const;

  it('SG-6.2.1 SG-6.2.3 a man of his colour whom another gang’s Vamp holds does not keep him from the Vamp', () => {
    const text = redVampBesideBluesKiller('char blue-dealer s6-0/east\nvamped blue-dealer green 2');
    const m = position(text);
    expect(legal(m, RED)).toContainEqual(vamp);
    expect(char(play(m, RED, vamp, [2]), 'blue-killer').vampedBy).toEqual({ gang: RED, turns: 3 });
    // Edition 4 games: his colour alone counted.
    expect(refusal(v4(text), RED, vamp)).toMatchObject({ code: 'NOT_ALONE', clause: 'SG-6.2.1' });
  });

  it('SG-6.2.1 SG-6.2.3 a man his gang’s Vamp holds is his gang around him', () => {
    const text = redVampBesideBluesKiller('char yellow-dealer s6-0/east\nvamped yellow-dealer blue 2');
    expect(refusal(position(text), RED, vamp)).toMatchObject({ code: 'NOT_ALONE', clause: 'SG-6.2.1' });
    expect(legal(position(text), RED)).not.toContainEqual(vamp);
    // Edition 4 games: a man of another colour was no company.
    expect(char(play(v4(text), RED, vamp, [2]), 'blue-killer').vampedBy?.gang).toBe(RED);
  });

  it('SG-6.2.1 his own gang’s man free beside him still keeps him from her, in every edition', () => {
    const text = redVampBesideBluesKiller('char blue-dealer s6-0/east');
    for (const m of [position(text), v4(text)])
      expect(refusal(m, RED, vamp)).toMatchObject({ code: 'NOT_ALONE', clause: 'SG-6.2.1' });
  });
});

/** A shop the cops step into with a 1 from some street square (square/facing), to arrest someone there. */
function copTargetShop(): { shop: string; from: string } {
  for (const shop of sgCity().shops) {
    for (const sq of supergangCity().shopWitnessSquares(shop.id as never)) {
      for (const facing of ['north', 'east', 'south', 'west'] as const) {
        const from = { kind: 'street' as const, square: sq, facing };
        const d = sgCity()
          .destinations({ from, die: 1, kind: 'cop', owned: [], arrestShops: [shop.id] })
          .find((x) => x.key === shop.id);
        if (d) return { shop: shop.id, from: `${sq}/${facing}` };
      }
    }
  }
  throw new Error('no shop the cops can step into');
}

describe('SG-9.3.7 the racket seized with a man a Vamp holds (edition 5)', () => {
  const { shop, from } = copTargetShop();
  const arrest = (m: Match) => play(m, BLUE, { type: 'cop-move', group: 0, to: shop, arrest: 'green-killer' });

  it('SG-9.3.7 SG-6.2.3 arrested where he put her gang’s racket token, the token goes with him', () => {
    const m = arrest(position(heldRacketeerInAShop(shop, from, 'red')));
    expect(state(m).turn.phase).toBe('arrest');
    expect(state(m).shops[shop]?.racket).toBeNull();
    // Edition 4 games seized only a token of his own colour.
    expect(state(arrest(v4(heldRacketeerInAShop(shop, from, 'red')))).shops[shop]?.racket).toBe(RED);
  });

  it('SG-9.3.7 a token of his own colour is seized as before, and a third gang’s is left, in every edition', () => {
    for (const v of [position, v4]) {
      expect(state(arrest(v(heldRacketeerInAShop(shop, from, 'green')))).shops[shop]?.racket).toBeNull();
      expect(state(arrest(v(heldRacketeerInAShop(shop, from, 'yellow')))).shops[shop]?.racket).toBe(YELLOW);
    }
  });
});

describe('SG-9.1.1 cops that will not move are refused by the cops’ clause (edition 5)', () => {
  it('SG-9.1.1 SG-4.1.2 cops with somewhere to go must go there: they move as gangsters', () => {
    const stay = { type: 'cop-move', group: 0, to: null, arrest: null } as const;
    expect(refusal(position(BLUE_COPS_IN_THE_CENTRE), BLUE, stay)).toMatchObject({
      code: 'MUST_MOVE',
      clause: 'SG-9.1.1',
    });
    // Edition 4 games cited the gangsters' clause.
    expect(refusal(v4(BLUE_COPS_IN_THE_CENTRE), BLUE, stay).clause).toBe('SG-4.1.2');
  });
});
