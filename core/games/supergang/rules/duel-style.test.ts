import { describe, expect, it } from 'vitest';
import { applyAction, type ActionRecord, type Match } from '../../../engine/match';
import type { DiceSourceSpec } from '../../../engine/dice';
import { supergang } from '../game';
import { BLUE, RED, play, position, state } from '../testing/play';
import type { SuperGangAction } from '../actions';

const bakery = (style: string): string => `
players 4
options duelStyle=${style}
turn red act 5
cash red=0 blue=200
char red-killer shop-moretti-bakery
acting red-killer
`;

const AT_MANAGER: SuperGangAction = { type: 'shoot', target: 'manager-1' };

/** A stick-up in the bakery: Killer 3 + 2 against the manager's 1, red shoots first (four arrows). */
function duelOn(style: string): Match {
  return play(position(bakery(style)), RED, { type: 'stick-up', mode: 'money', defender: BLUE }, [3, 1]);
}

function shoot(m: Match, seat: number, source: DiceSourceSpec) {
  return applyAction(supergang, m, seat, AT_MANAGER, source);
}

describe('SG-11.2.4 duel styles: who gives a shot its value', () => {
  it('SG-11.2.4 in aim style the shooting seat supplies the shot: a 6 drops the manager dead', () => {
    const r = shoot(duelOn('aim'), RED, { kind: 'seeded', supplied: [6] });
    if (!r.ok) throw new Error(r.error.message);
    expect(state(r.value.match).duel).toBeNull();
    expect(r.value.random).toEqual([{ kind: 'die', range: 6, value: 6 }]);
  });

  it('SG-11.2.4 in dart style a person who sends no value is asked for the shot, nothing changed', () => {
    const m = duelOn('dart');
    const r = shoot(m, RED, { kind: 'seeded', supplied: [] });
    expect(!r.ok && r.error.code).toBe('DICE_NEEDED');
    expect(!r.ok && r.error.needed).toMatchObject({ kind: 'die', range: 6, supply: 'shot' });
    expect(state(m).duel?.arrows).toBe(4);
  });

  it('SG-11.2.4 a shot value must be a face of the die (1–6)', () => {
    const r = shoot(duelOn('aim'), RED, { kind: 'seeded', supplied: [7] });
    expect(!r.ok && r.error.code).toBe('BAD_DIE_VALUE');
  });

  it('SG-11.2.4 a bot (no supplied values) shoots with the host’s dice in aim style', () => {
    const r = shoot(duelOn('aim'), RED, { kind: 'seeded' });
    expect(r.ok && r.value.random[0]).toMatchObject({ kind: 'die', range: 6, rng: true });
  });

  it('SG-11.2.4 in dice style the host rolls, and a value sent anyway is refused', () => {
    const sent = shoot(duelOn('dice'), RED, { kind: 'seeded', supplied: [6] });
    expect(!sent.ok && sent.error.code).toBe('SUPPLIED_UNUSED');
    const rolled = shoot(duelOn('dice'), RED, { kind: 'seeded', supplied: [] });
    expect(rolled.ok && rolled.value.random[0]).toMatchObject({ rng: true });
  });

  it('SG-11.2.4 a seat supplies only its own shot: the stick-up itself takes no supplied value', () => {
    const r = applyAction(
      supergang,
      position(bakery('aim')),
      RED,
      { type: 'stick-up', mode: 'money', defender: BLUE },
      { kind: 'script', dice: [3, 1], supplied: [6] },
    );
    expect(!r.ok && r.error.code).toBe('SUPPLIED_UNUSED');
  });

  it('SG-11.2.4 a supplied shot replays exactly', () => {
    const start = position(bakery('aim'));
    const first = applyAction(
      supergang,
      start,
      RED,
      { type: 'stick-up', mode: 'money', defender: BLUE },
      { kind: 'script', dice: [3, 1] },
    );
    if (!first.ok) throw new Error(first.error.message);
    const second = shoot(first.value.match, RED, { kind: 'seeded', supplied: [2] });
    if (!second.ok) throw new Error(second.error.message);
    const log: ActionRecord[] = [
      { seat: RED, action: { type: 'stick-up', mode: 'money', defender: BLUE }, random: first.value.random },
      { seat: RED, action: AT_MANAGER, random: second.value.random },
    ];
    let m = start;
    for (const a of log) {
      const step = applyAction(supergang, m, a.seat, a.action, { kind: 'replay', records: a.random });
      if (!step.ok) throw new Error(step.error.message);
      m = step.value.match;
    }
    expect(m).toEqual(second.value.match);
  });

  it('SG-11.2.4 old options (no duelStyle) stay as they were: dice style, nothing added', () => {
    const r = supergang.parseOptions({ police: false, moveSeconds: null, turnCap: 500 });
    expect(r.ok && r.value).toEqual({ police: false, moveSeconds: null, turnCap: 500 });
    expect(supergang.parseOptions({ duelStyle: 'laser' }).ok).toBe(false);
  });
});
