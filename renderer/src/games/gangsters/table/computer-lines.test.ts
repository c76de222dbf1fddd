/**
 * Two kinds of case-file line as the table reads them aloud: a computer player's reason, which reads on from
 * "The computer playing Bugsy (Yellow) …" and so says "it" and "its" throughout (never "it does their own
 * business"), and a draw from a cup, which names no place in the cup a family could take for a Cop's number;
 * and the engine's "(Squirt gun!)", said with what it means at this table.
 */
import { describe, expect, it } from 'vitest';
import { seatRef } from '@core/engine/words';
import type { SeatSpec } from '@core/protocol';
import { gangstersReason } from '@core/games/gangsters/bot-reasons';
import { gangstersView } from '@core/games/gangsters/view';
import { legalActions } from '@core/games/gangsters/legal';
import { act, RED, RED_MOVING, start, st, YELLOW } from '@core/games/gangsters/testing/game-play';
import { logWords, seatWordsKey } from '../../../table/log-words';
import { gangstersSetup } from './setup';

const SEATS = ['Mom', 'Bugsy', 'Legs', 'Dandy'].map((name) => ({ name })) as unknown as SeatSpec[];
const table = { ...gangstersSetup, gameId: 'gangsters' } as Parameters<typeof seatWordsKey>[0];
/** A line of the engine's or the host's as the case file words it: seats, the game's wording, plain words. */
const said = logWords(table, SEATS, seatWordsKey(table, SEATS, {}));

/** The host's line for a computer player's reason (electron/host/session-bots.ts `reasonNote`). */
const computer = (seat: number, reason: string | null): string =>
  said(`The computer playing ${seatRef(seat)} ${reason ?? ''}.`);

describe('a computer player’s line says "its" for the computer throughout', () => {
  const view = gangstersView(st(start(RED_MOVING)), YELLOW);

  it('G-9.5 letting a Cop’s move stand, and sending a Cop where he does its own business no harm', () => {
    expect(computer(YELLOW, gangstersReason(view, YELLOW, { type: 'pass' }))).toBe(
      'The computer playing Bugsy (Yellow) lets the Cop’s move stand.',
    );
    expect(computer(YELLOW, gangstersReason(view, YELLOW, { type: 'cop-none' }))).toBe(
      'The computer playing Bugsy (Yellow) leaves the Cops where they are.',
    );
    const quiet = gangstersReason(view, YELLOW, { type: 'cop-move', cop: 5, to: 's1-0', facing: 'east' });
    expect(computer(YELLOW, quiet)).toBe(
      'The computer playing Bugsy (Yellow) sends a Cop where he does its own business no harm.',
    );
  });

  it('G-6 rolling for its moves and having moved all it wants to', () => {
    expect(computer(YELLOW, gangstersReason(view, YELLOW, { type: 'roll' }))).toBe(
      'The computer playing Bugsy (Yellow) is done buying and rolls for its moves.',
    );
    expect(computer(YELLOW, gangstersReason(view, YELLOW, { type: 'end-move' }))).toBe(
      'The computer playing Bugsy (Yellow) has moved all it wants to.',
    );
    expect(computer(YELLOW, gangstersReason(view, YELLOW, { type: 'rebuff' }))).not.toMatch(/\btheir\b/);
  });

  it('G-4.2 a Gang’s own line with its player named first still says "their"', () => {
    expect(said(`${seatRef(0)} puts its "Donut 1" marker on Cop 4.`)).toBe(
      'Mom (Red) puts their "Donut 1" marker on Cop 4.',
    );
  });
});

describe('G-9.2 a draw from a cup names no place in it', () => {
  it('says how many Cops were in the cup, and the next line names the Cop who came out', () => {
    const m = start(RED_MOVING.replace('turn red move', 'turn red cop'));
    const begin = legalActions(st(m), RED).find((a) => a.type === 'cop-start');
    const lines = act(m, RED, begin, [], [5])
      .events.filter((e) => e.visibility === 'public')
      .map((e) => said(e.text));
    const draw = lines.findIndex((l) => l.includes('in the cup is drawn'));
    expect(lines[draw]).toMatch(/^One of the \d+ Cops in the cup is drawn\.$/);
    expect(lines[draw + 1]).toMatch(/^Cop \d+ starts a patrol/);
    for (const line of lines) expect(line).not.toMatch(/\bnumber \d+ of \d+/);
  });

  it('a stored game’s draw line reads the new way too, and a cup of one says so', () => {
    expect(said('Cop cup: drew item 6 of 8')).toBe('One of the 8 Cops in the cup is drawn.');
    expect(said('Cop cup: drew item 1 of 1')).toBe('The only Cop left in the cup is drawn.');
    expect(said('Movement Pawn cup: drew item 2 of 3')).toBe('One of the 3 Movement Pawns in the cup is drawn.');
    expect(said('Public cup: drew item 4 of 5')).toBe('One of the 5 Publics in the cup is drawn.');
    // The holder's own line of a secret Bribe draw (G-9.3): no "number 4 of 10" to take for Cop 4's Bribe.
    expect(said('Bribe marker: drew item 4 of 10')).toBe('Bribe marker: one of 10 is drawn.');
  });
});

describe('G-12.8 a gangster taking hits', () => {
  it('says what the squirt gun is, not a bare "(Squirt gun!)"', () => {
    const line = said(`${seatRef(2)}'s thug absorbs 2 hits. (Squirt gun!)`);
    expect(line).toBe("Legs's Green Thug absorbs 2 hits. Crime does not pay: the squirt gun splashes the map.");
    expect(line).not.toContain('(Squirt gun!)');
  });
});
