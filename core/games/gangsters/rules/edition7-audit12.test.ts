/**
 * Rules put right in engine version 7 (state.ts `EDITION`) by the twelfth audit, each beside a game begun
 * under engine version 6 that keeps its rule (the scenario statement `engine 6`): the words a family reads
 * aloud at the end of a game (G-15.2, G-17.6) and at a Hit on the Cops (G-11.4), and the refusals of
 * equipment (G-16.1–G-16.3).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { gangsters } from '../game';
import {
  act,
  COMMISSIONER,
  COMMISSIONER_WINS,
  commissionerEndsTurn,
  RED,
  refusal,
  start,
  st,
} from '../testing/game-play';
import { placeName } from './places';

/** Red ends a timed game: $5,000 and the $600 Westgate Hotel against Yellow's `yellow` and $200 Lou's Diner. */
const AT_TIME = (yellow: number): string => `
  turn red move
  dice red=1 green=1 blue=1 white=1 black=1
  cash red=5000 yellow=${yellow} green=100 brown=100
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  gang green racketeer=2@hawthorne-hotel
  gang brown racketeer=2@huffs-cafe
  joint westgate-hotel red
  joint lous-diner yellow`;

/** Red's last move of the game: the time limit is this very turn. */
function endTimed(pos: string): Match {
  let m = start(pos);
  st(m).options.timeLimitTurns = st(m).turn.number;
  m = act(m, RED, { type: 'end-move' }).m;
  expect(st(m).phase).toBe('over');
  return m;
}

describe('G-15.2 the time limit’s line says who wins', () => {
  it('G-15.2 the line names the Gang with the highest net worth and says it wins', () => {
    const m = endTimed(AT_TIME(5000));
    expect(gangsters.outcome(st(m))?.winners).toEqual([RED]);
    expect(st(m).endReason).toBe('The time limit is reached: Red has the highest net worth, $5,600, and wins.');
  });

  it('G-15.2 players level on the highest net worth are named, and the line says nobody wins', () => {
    const m = endTimed(AT_TIME(5400));
    expect(gangsters.outcome(st(m))?.winners).toEqual([]);
    expect(st(m).endReason).toBe(
      'The time limit is reached: Red and Yellow share the highest net worth, $5,600, so nobody wins.',
    );
  });

  it('G-15.2 a game begun under engine version 6 keeps its line: the figure alone', () => {
    const m = endTimed(`engine 6\n${AT_TIME(5000)}`);
    expect(st(m)['edition']).toBe(6);
    expect(gangsters.outcome(st(m))?.winners).toEqual([RED]);
    expect(st(m).endReason).toBe('The time limit is reached; the highest net worth is $5,600.');
  });
});

function commissionerTurn(pos: string): Match {
  const m = commissionerEndsTurn(pos);
  expect(gangsters.outcome(st(m))?.winners).toEqual([COMMISSIONER]);
  return m;
}

describe('G-17.6 the Commissioner’s win says that he wins', () => {
  it('G-17.6 the line says the Police Commissioner wins, with the agreed cash', () => {
    expect(st(commissionerTurn(COMMISSIONER_WINS)).endReason).toBe(
      'The Police Commissioner wins: he has $20,000 and a loyal Cop on patrol.',
    );
  });

  it('G-17.6 a game begun under engine version 6 keeps its line', () => {
    expect(st(commissionerTurn(`engine 6\n${COMMISSIONER_WINS}`)).endReason).toBe(
      'The Police Commissioner has $20,000 and a loyal Cop on patrol.',
    );
  });
});

/** Red's Racketeer walks two spaces, white side up, onto the street where `cops` stand (G-11.4). */
const AT_THE_COPS = (cops: string): string => `
  turn red move
  dice red=1 green=2 blue=1 white=1 black=1
  cash red=1000 yellow=1000
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  ${cops}`;

/** The line of Red's Hit on the Cops, declared at the end of the turn. */
function hitLine(pos: string): string | undefined {
  let m = start(pos);
  m = act(m, RED, { type: 'move', piece: 'racketeer', to: 's2-0', facing: 'east', criminal: true }).m;
  m = act(m, RED, { type: 'end-move' }).m;
  expect(gangsters.pending(st(m))).toMatchObject([{ seat: RED, kind: 'hit' }]);
  const r = act(m, RED, { type: 'declare-hit', target: -1 }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  return r.events.find((e) => e.type === 'hit')?.text;
}

describe('G-11.4 a Hit on the Cops names them', () => {
  const at = placeName('s2-0');

  it('G-11.4 a Hit declared on one Cop names him', () => {
    expect(hitLine(AT_THE_COPS('cop 5@s2-0/east'))).toBe(`{seat:0}'s racketeer declares a Hit on Cop 5 at ${at}.`);
  });

  it('G-11.4 a Hit declared on two Cops names both', () => {
    expect(hitLine(AT_THE_COPS('cop 7@s2-0/west\n  cop 5@s2-0/east'))).toBe(
      `{seat:0}'s racketeer declares a Hit on Cops 5 and 7 at ${at}.`,
    );
  });

  it('G-11.4 a game begun under engine version 6 keeps its line: "a Hit on Cop"', () => {
    expect(hitLine(`engine 6\n${AT_THE_COPS('cop 5@s2-0/east')}`)).toBe(
      `{seat:0}'s racketeer declares a Hit on Cop at ${at}.`,
    );
  });
});

/** Red's Buy Phase with the advanced options; `vamp` where the Vamp stands, `extra` any more statements. */
const SHOPPING = (vamp: string, cash: number, extra = ''): string => `
  options heaters wheels siren
  turn red buy
  cash red=${cash}
  gang red racketeer=2@huffs-cafe thug=1@dunkels-donuts vamp=1@${vamp}
  ${extra}`;

describe('G-16.1 G-16.2 G-16.3 equipment refused in plain words', () => {
  it('G-16.3 a Siren already, a Vamp out of the gray buildings and too little cash are each said plainly', () => {
    const siren = { type: 'equip', item: 'siren' };
    expect(refusal(start(SHOPPING('dunkels-donuts', 1000, 'equip red siren')), RED, siren)).toMatchObject({
      clause: 'G-16.3',
      message: 'Your Vamp is already a Siren.',
    });
    expect(refusal(start(SHOPPING('huffs-cafe', 1000)), RED, siren).message).toBe(
      'Your Vamp must start the turn in a grey building.',
    );
    expect(refusal(start(SHOPPING('dunkels-donuts', 200)), RED, siren).message).toBe('New clothes cost $300.');
  });

  it('G-16.1 G-16.2 Heaters and Wheels are named as the rulebook names them', () => {
    expect(refusal(start(SHOPPING('dunkels-donuts', 500)), RED, { type: 'equip', item: 'heaters' }).message).toBe(
      'Heaters cost $1,000.',
    );
    expect(refusal(start(SHOPPING('dunkels-donuts', 5000)), RED, { type: 'equip', item: 'wheels' })).toMatchObject({
      clause: 'G-16.2',
      message: 'Your Racketeer must start the turn in a grey building.',
    });
    const plain = start(`turn red buy\ncash red=5000\ngang red racketeer=2@huffs-cafe thug=1@dunkels-donuts`);
    expect(refusal(plain, RED, { type: 'equip', item: 'heaters' }).message).toBe('Heaters are not in this game.');
  });

  it('G-16.3 a game begun under engine version 6 keeps its refusals', () => {
    const siren = { type: 'equip', item: 'siren' };
    expect(refusal(start(`engine 6\n${SHOPPING('dunkels-donuts', 1000, 'equip red siren')}`), RED, siren).message).toBe(
      'You already have siren.',
    );
    expect(refusal(start(`engine 6\n${SHOPPING('dunkels-donuts', 200)}`), RED, siren).message).toBe('siren cost $300.');
  });
});
