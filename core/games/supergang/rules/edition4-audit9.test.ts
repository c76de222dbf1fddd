/**
 * Rules edition 4, the ninth audit: clauses found played wrong under engine version 3, each with the
 * edition-3 game that keeps the old behaviour (its stored games replay as they were played).
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../engine/match';
import { pendingDecisions } from '../pending';
import {
  COPS_FOR_SALE_START,
  COPS_OWNED_START,
  HELD_MAN_WANTED,
  HELD_MAN_WANTED_IN_HIS_GANGS_TURN,
  POLICE_TABLE_START,
} from '../testing/edition-4-audit9';
import { BLUE, RED, char, finishTurn, legal, play, playTurn, position, state, step } from '../testing/play';

const v3 = (text: string) => position(`engine 3\n${text}`);

/**
 * The cops (red's, or blue's in blue's turn) step onto s5-0 and take blue's Killer, whom red's Vamp holds;
 * red answers for him (SG-6.2.3): he goes quietly.
 */
function heldManGoesQuietly(m: Match, redsTurn = true) {
  m = play(m, redsTurn ? RED : BLUE, { type: 'cop-move', group: 0, to: 's5-0/east', arrest: 'blue-killer' });
  expect(state(m).turn.phase).toBe('arrest');
  return step(m, RED, { type: 'answer-arrest', rebel: false });
}

/** Red's Vamp walks onto a street square and ends her stop: red's turn is over, blue's begins. */
function redEndsItsTurn(m: Match): Match {
  const move = legal(m, RED).find((a) => a.type === 'move' && a.character === 'red-vamp' && !a.to?.startsWith('shop'));
  if (!move) throw new Error('no move for the Vamp');
  return play(play(m, RED, move), RED, { type: 'done' });
}

const startPrompt = (m: Match) => pendingDecisions(state(m))[0]?.prompt;

describe('rules edition 4 (ninth audit)', () => {
  it('SG-10.3 SG-6.2.3 a man the Vamp holds, taken before his move in her turn, counts that turn as his first year', () => {
    const { match, events } = heldManGoesQuietly(position(HELD_MAN_WANTED));
    let m = match;
    expect(events).toContainEqual(
      expect.objectContaining({
        clause: 'SG-9.3.4',
        // From edition 7 the line names him held by her (SG-9.3.4, rules/edition7-audit15b.test.ts).
        text: "{seat:1}'s killer, held by {seat:0}'s vamp, goes to jail for 1 turn, this one the first.",
      }),
    );
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', sentence: 0, vampedBy: { gang: RED, turns: 2 } });
    expect(state(m).turn.toMove).toEqual(['red-vamp']);
    m = redEndsItsTurn(m);
    // Blue's turn: his year is served (red's turn just played); he waits to come out on red's turn.
    expect(state(m).turn.gang).toBe(BLUE);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', sentence: 0, vampedBy: { gang: RED, turns: 2 } });
    m = playTurn(m, BLUE, [1, 1]);
    // Red's next turn: out of jail, he moves for red again.
    expect(state(m).turn.gang).toBe(RED);
    m = play(m, RED, { type: 'roll' }, [1, 1, 2, 3]);
    expect(state(m).turn.toMove).toEqual(['red-vamp', 'blue-killer']);
  });

  it('SG-10.3 SG-6.2.3 a man the Vamp holds serves his years on the turns of her gang, which plays him', () => {
    let m = heldManGoesQuietly(position(HELD_MAN_WANTED_IN_HIS_GANGS_TURN), false).match;
    // Blue's turn ends with the arrest. Red's turn is the one turn his year costs him.
    expect(state(m).turn.gang).toBe(RED);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', sentence: 0, vampedBy: { gang: RED, turns: 1 } });
    m = play(m, RED, { type: 'roll' }, [1, 1, 2]);
    expect(state(m).turn.toMove).toEqual(['red-vamp']);
    m = finishTurn(m, RED);
    m = playTurn(m, BLUE, [1, 1]);
    // Red's next turn: he is out and moves for her again.
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'centre', vampedBy: { gang: RED, turns: 0 } });
    m = play(m, RED, { type: 'roll' }, [1, 1, 2, 3]);
    expect(state(m).turn.toMove).toEqual(['red-vamp', 'blue-killer']);
  });

  it('SG-15.6 with a police player the prompt at the start of a turn does not offer the cops for sale', () => {
    expect(startPrompt(position(POLICE_TABLE_START))).toBe('{seat:0}: throw the dice (SG-9.0.2).');
  });

  it('SG-9.4.1 once another gang owns the cops the prompt at the start of a turn does not offer them', () => {
    expect(startPrompt(position(COPS_OWNED_START))).toBe('{seat:0}: throw the dice (SG-9.0.2).');
  });

  it('SG-9.4.1 the prompt at the start of a turn still offers the cops when they can be bought', () => {
    const m = position(COPS_FOR_SALE_START);
    expect(legal(m, RED)).toContainEqual({ type: 'buy-cops' });
    expect(startPrompt(m)).toBe('{seat:0}: throw the dice (or buy the cops first) (SG-9.0.2).');
  });
});

describe('edition 3 games keep their rules (ninth audit)', () => {
  it('SG-10.3 edition 3: the man the Vamp holds, taken before his move in her turn, also sat out her next turn', () => {
    const { match, events } = heldManGoesQuietly(v3(HELD_MAN_WANTED));
    let m = match;
    expect(events).toContainEqual(
      expect.objectContaining({ clause: 'SG-9.3.4', text: "{seat:1}'s killer goes to jail for 1 turn." }),
    );
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', sentence: 1 });
    m = redEndsItsTurn(m);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', sentence: 0 });
    m = playTurn(m, BLUE, [1, 1]);
    m = play(m, RED, { type: 'roll' }, [1, 1, 2]);
    expect(state(m).turn.toMove).toEqual(['red-vamp']);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', vampedBy: { gang: RED, turns: 1 } });
  });

  it('SG-10.3 edition 3: the man the Vamp holds served his years on his own gang’s turns, and sat out two of hers', () => {
    let m = heldManGoesQuietly(v3(HELD_MAN_WANTED_IN_HIS_GANGS_TURN), false).match;
    m = play(m, RED, { type: 'roll' }, [1, 1, 2]);
    expect(state(m).turn.toMove).toEqual(['red-vamp']);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', sentence: 1 });
    m = finishTurn(m, RED);
    m = playTurn(m, BLUE, [1, 1]);
    m = play(m, RED, { type: 'roll' }, [1, 1, 2]);
    expect(state(m).turn.toMove).toEqual(['red-vamp']);
    expect(char(m, 'blue-killer')).toMatchObject({ place: 'jail', sentence: 0, vampedBy: { gang: RED, turns: 0 } });
  });

  it('SG-15.6 edition 3: the prompt offered the cops for sale at a table with a police player', () => {
    expect(startPrompt(v3(POLICE_TABLE_START))).toBe('{seat:0}: throw the dice (or buy the cops first) (SG-9.0.2).');
  });

  it('SG-9.4.1 edition 3: the prompt offered the cops another gang owned', () => {
    expect(startPrompt(v3(COPS_OWNED_START))).toBe('{seat:0}: throw the dice (or buy the cops first) (SG-9.0.2).');
  });
});
