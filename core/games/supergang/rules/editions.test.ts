/**
 * Stored games stay replayable: a game begun under engine version 1 keeps the rules it was played with
 * (state.ts `EDITION`), and its state has no `edition` field, so it hashes as it always did; a game of
 * version 2 keeps edition 2's rules. The pinned playouts (`playout-pinned.test.ts`) replay whole
 * version-1 and version-2 games to their recorded hashes.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../engine/match';
import { supergang } from '../game';
import { EDITION, edition, type SuperGangState } from '../state';
import {
  COMMON_KERB,
  copTarget,
  DISTRICT_STICK_UP,
  INNOCENT_IN_SHOP,
  LAST_OF_BLUE,
  LUCKY,
  rebelBeforeHerMove,
  VAMP_AND_CATCH_STICK_UP,
  VAMP_RECRUIT,
  YELLOW_ENDS,
} from '../testing/edition-2';
import {
  BAKERY,
  blueCopsReachRedVamp,
  BUY_LINED_WITH_ALL_PAWNS_OUT,
  DEALER_BY_HIS_PAWNS,
  FIFTEEN_SHOPS,
  fifteenTokensOut,
  LAST_BUT_POLICE,
  pawnsOf,
  lastOfRedArrested,
  redCopsReachHerMan,
} from '../testing/edition-3';
import { BLUE, GREEN, RED, YELLOW, char, legal, pendingSeat, play, position, state } from '../testing/play';

const v1 = (text: string) => position(`engine 1\n${text}`);
const v2 = (text: string) => position(`engine 2\n${text}`);

describe('engine versions', () => {
  it('a new game is set up under the current engine version and rules edition', () => {
    const m = createMatch(supergang, { options: {}, seats: 4, seed: 'new' });
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.match.setup.engineVersion).toBe('8');
    expect(edition(m.value.match.state as SuperGangState)).toBe(EDITION);
  });

  it('a game of engine version 3 plays by rules edition 3', () => {
    const m = createMatch(supergang, { options: {}, seats: 4, seed: 'old', engineVersion: '3' });
    if (!m.ok) throw new Error(m.error.message);
    expect(edition(m.value.match.state as SuperGangState)).toBe(3);
    expect(position('engine 3\nplayers 4').setup.engineVersion).toBe('3');
  });

  it('a game of engine version 2 plays by rules edition 2', () => {
    const m = createMatch(supergang, { options: {}, seats: 4, seed: 'old', engineVersion: '2' });
    if (!m.ok) throw new Error(m.error.message);
    expect(edition(m.value.match.state as SuperGangState)).toBe(2);
    expect(v2('players 4').setup.engineVersion).toBe('2');
  });

  it('a game of engine version 1 has no edition field, so its states hash as before', () => {
    const m = createMatch(supergang, { options: {}, seats: 4, seed: 'old', engineVersion: '1' });
    if (!m.ok) throw new Error(m.error.message);
    expect('edition' in (m.value.match.state as object)).toBe(false);
    expect(edition(m.value.match.state as SuperGangState)).toBe(1);
    expect(v1('players 4').setup.engineVersion).toBe('1');
  });
});

describe('engine version 1 rules, kept for its games', () => {
  it('SG-1.1 (engine version 1) a district completed by a stick-up for ownership does not end the game', () => {
    let m = play(v1(DISTRICT_STICK_UP), RED, { type: 'stick-up', mode: 'ownership', defender: null }, [3, 1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(state(m).shops['shop-moretti-bakery']?.owner).toBe(RED);
    expect(supergang.outcome(state(m))).toBeNull();
  });

  it('SG-11.3.1 (engine version 1) a rebel injured before her move still has it', () => {
    const T = copTarget();
    let m = v1(rebelBeforeHerMove());
    m = play(m, RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'red-vamp' }, [4]);
    expect(char(m, 'red-vamp').place).toBe('clinic');
    expect(char(m, 'red-vamp').record).toEqual(['racket']);
    expect(state(m).turn.toMove).toEqual(['red-vamp', 'red-killer']);
  });

  it('SG-9.1.7 (engine version 1) cops back from a manhole set off from the one they fell in', () => {
    const m = v1(`players 4
turn red cops 5
dice cops=1,0
cop 0 s5-3/east`);
    const to = legal(m, RED).flatMap((a) => (a.type === 'cop-move' && a.to ? [a.to] : []));
    expect(to).toEqual(['s6-3/east']);
  });

  it('SG-10.3 (engine version 1) arrested in his own turn, a year still waits for his next turn', () => {
    const T = copTarget();
    let m = v1(rebelBeforeHerMove());
    m = play(m, RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: false });
    expect(char(m, 'red-vamp').sentence).toBe(1);
  });

  it('SG-11.3.2 (engine version 1) a patient arrested in the clinic starts his sentence the turn after', () => {
    const m = v1(`${YELLOW_ENDS}\nchar red-killer clinic record=racket`);
    state(m).characters.find((c) => c.id === 'red-killer')!.arrestedInClinic = true;
    expect(char(play(m, YELLOW, { type: 'done' }), 'red-killer').sentence).toBe(1);
  });

  it('SG-9.3.6 (engine version 1) each traffic pawn put is a crime', () => {
    let m = v1(`players 4
turn red act 5
char red-dealer s5-0/east
acting red-dealer
stock red 3
cop 0 s6-0/east`);
    m = play(m, RED, { type: 'deal', section: 'kerb-6' });
    m = play(m, RED, { type: 'deal', section: 'kerb-7' });
    expect(char(m, 'red-dealer').record).toEqual(['traffic', 'traffic']);
  });

  it('SG-6.2.4 (engine version 1) a recruited Vamp keeps the dead one’s last catch', () => {
    const m = v1(VAMP_RECRUIT);
    state(m).characters.find((c) => c.id === 'red-vamp')!.lastVamped = 'blue-killer';
    expect(char(play(m, RED, { type: 'recruit', kind: 'vamp' }), 'red-vamp').lastVamped).toBe('blue-killer');
  });

  it('SG-14.1 (engine version 1) cops put out by a gang that leaves the game stay out', () => {
    let m = v1(LAST_OF_BLUE);
    m = play(m, RED, { type: 'kill', targets: ['blue-killer'] }, [6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'blue-killer' }, [6]);
    expect(state(m).gangs[BLUE]?.eliminated).toBe(true);
    expect(state(m).cops[0]?.out).toEqual({ by: BLUE, manhole: false });
  });

  it('SG-9.1.4 (engine version 1) the police player may walk the cops into a shop and arrest nobody', () => {
    const m = v1(INNOCENT_IN_SHOP);
    expect(legal(m, 4)).toContainEqual({ type: 'cop-move', group: 0, to: LUCKY, arrest: null });
    expect(state(play(m, 4, { type: 'cop-move', group: 0, to: LUCKY, arrest: null })).cops[0]?.pos?.kind).toBe('shop');
  });

  it('SG-5.6.9 (engine version 1) a kerb two shops share reads as the first shop’s alone', () => {
    const m = v1(`${COMMON_KERB}\nchar red-dealer shop-moretti-bakery`);
    expect(legal(m, RED)).not.toContainEqual({ type: 'deal', section: 'kerb-6' });
  });

  it('SG-6.2.7 (engine version 1) a manager downed in a won stick-up is the first attacker’s crime alone', () => {
    let m = v1(VAMP_AND_CATCH_STICK_UP);
    m = play(m, RED, { type: 'stick-up', mode: 'money', defender: GREEN }, [1, 3, 1]);
    m = play(m, RED, { type: 'shoot', target: 'manager-1' }, [6]);
    expect(char(m, 'red-vamp').unseen).toEqual(['stick-up', 'murder']);
    expect(char(m, 'blue-killer').unseen).toEqual(['stick-up']);
  });
});

describe('engine version 2 rules, kept for its games', () => {
  it('SG-4.3.4 (engine version 2) a Dealer stopping in a shop beside his own pawns may leave it doing nothing', () => {
    const m = play(v2(DEALER_BY_HIS_PAWNS), RED, { type: 'move', character: 'red-dealer', to: BAKERY });
    expect(legal(m, RED)).toContainEqual({ type: 'done' });
  });

  it('SG-14.1 (engine version 2) a gang giving up calls off another gang’s arrest', () => {
    const T = copTarget();
    let m = play(v2(blueCopsReachRedVamp()), BLUE, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, GREEN, { type: 'abandon' });
    expect(state(m).turn.arrest).toBeNull();
    expect(char(m, 'red-vamp').place).toBe('board');
  });

  it('SG-14.1 (engine version 2) the cops’ owner giving up in another gang’s turn still has their move', () => {
    const m = play(v2(blueCopsReachRedVamp('owns-cops green')), GREEN, { type: 'abandon' });
    expect(state(m).turn.copSeat).toBe(GREEN);
    expect(pendingSeat(m)).toBe(GREEN);
  });

  it('SG-14.1 (engine version 2) the cops’ owner giving up during a rebellion calls the duel off', () => {
    const T = copTarget();
    let m = v2(blueCopsReachRedVamp('owns-cops green'));
    m = play(m, GREEN, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    m = play(m, GREEN, { type: 'abandon' });
    expect(state(m).duel).toBeNull();
    expect(char(m, 'red-vamp').place).toBe('board');
  });

  it('SG-6.2.3 (engine version 2) a vamped man’s own gang answers his arrest', () => {
    const T = copTarget();
    const m = play(v2(redCopsReachHerMan()), RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'blue-killer' });
    expect(pendingSeat(m)).toBe(BLUE);
  });

  it('SG-1.1 (engine version 2) with a police player, the last gang standing plays on', () => {
    let m = play(v2(LAST_BUT_POLICE), RED, { type: 'kill', targets: ['blue-killer'] }, [6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'blue-killer' }, [6]);
    expect(state(m).gangs[BLUE]?.eliminated).toBe(true);
    expect(supergang.outcome(state(m))).toBeNull();
  });

  it('SG-5.6.11 (engine version 2) every pawn lining a shop bought takes the buyer’s colour, past his 20', () => {
    const s = state(play(v2(BUY_LINED_WITH_ALL_PAWNS_OUT), RED, { type: 'buy' }));
    expect(pawnsOf(s, RED)).toBe(21);
  });

  it('SG-14.1 (engine version 2) a gang out of the game in its own turn still moves the other cops', () => {
    const T = copTarget();
    let m = play(v2(lastOfRedArrested()), RED, { type: 'cop-move', group: 0, to: T.key, arrest: 'red-vamp' });
    m = play(m, RED, { type: 'answer-arrest', rebel: true }, [6, 6, 1]);
    m = play(m, RED, { type: 'shoot', target: 'red-vamp' }, [6]);
    expect(state(m).gangs[RED]?.eliminated).toBe(true);
    expect(pendingSeat(m)).toBe(RED);
  });

  it('SG-4.3.4 SG-12.4 (engine version 2) with nothing else possible, a gang with 15 tokens out must give one back', () => {
    const m = v2(fifteenTokensOut(FIFTEEN_SHOPS));
    expect(legal(m, RED).every((a) => a.type === 'take-token')).toBe(true);
  });
});
