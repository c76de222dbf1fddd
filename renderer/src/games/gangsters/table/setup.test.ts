import { describe, expect, it } from 'vitest';
import { seatRef, wordSeats } from '@core/engine/words';
import type { SeatSpec } from '@core/protocol';
import { gangsters } from '@core/games/gangsters/game';
import { act, FIVE_SEATS, RED, start, st } from '@core/games/gangsters/testing/game-play';
import {
  gangstersLogSeat,
  gangstersLogText,
  gangstersPromptText,
  gangstersSeatWord,
  gangstersSetup as gangstersTable,
  withPlayers,
} from './setup';
import { gangstersRules } from '@core/games/gangsters/rules-reference';
import { lobbyClauses, lobbyClausesNotInRules } from '../../../table/lobby-clauses';

/** The seat words of the decision panel (`g-view.ts` `makeNamer`): a Gang's colour, or the Commissioner. */
const panelSeat = (s: number): string => ['Red', 'Yellow', 'Green', 'Brown', 'the Police Commissioner'][s] ?? '?';

/**
 * Red's Racketeer walks onto s2-0, where Yellow's criminal Thug and Cop 5 stand: the Shootout's first
 * question (G-11.4) as the engine prompts it, and the log's lines when Red answers it with a Hit on the Cops.
 */
function streetHit(engine = ''): { prompt: string; lines: string[] } {
  let m = start(`${engine}
    ${FIVE_SEATS}
    gang yellow thug=2@s2-0/west/criminal
    cop 5@s2-0/east
    turn red move
    dice red=1 green=2 blue=1 white=1 black=1`);
  m = act(m, RED, { type: 'move', piece: 'racketeer', to: 's2-0', facing: 'east', criminal: true }).m;
  m = act(m, RED, { type: 'end-move' }).m;
  const prompt = gangsters.pending(st(m))[0]?.prompt ?? '';
  const hit = act(m, RED, { type: 'declare-hit', target: -1 });
  return { prompt, lines: hit.events.map((e) => e.text) };
}

describe('the Gangsters table', () => {
  it('marks a log line with the seat it begins with', () => {
    expect(gangstersLogSeat(`${seatRef(1)} buys Westgate Hotel for $600.`, 2)).toBe(1);
    expect(gangstersLogSeat(`${seatRef(4)} moves Cop 4.`, 5)).toBe(4);
    expect(gangstersLogSeat(`Kibitzing: ${seatRef(2)} is fined.`, 4)).toBeNull();
  });

  it('marks a line of a game stored before seats were references by its Gang, and the Commissioner with five', () => {
    expect(gangstersLogSeat('Yellow buys Westgate Hotel for $600.', 2)).toBe(1);
    expect(gangstersLogSeat('Brown declares a Hit.', 4)).toBe(3);
    expect(gangstersLogSeat('the Police Commissioner moves Cop 4.', 5)).toBe(4);
    expect(gangstersLogSeat('Cop 5 moves to s15-7.', 2)).toBeNull();
  });

  it('words a seat as its Gang (or the Commissioner with five) and its player', () => {
    const seats = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ name })) as unknown as SeatSpec[];
    const word = (s: number) => gangstersSeatWord(s, seats);
    expect(wordSeats(`${seatRef(0)} reveals the Bribe of Cop 8.`, word)).toBe('Red (Ann) reveals the Bribe of Cop 8.');
    expect(gangstersLogText(wordSeats(`${seatRef(4)} moves Cop 4.`, word))).toBe(
      'Ed (the Police Commissioner) moves Cop 4.',
    );
    expect(gangstersSeatWord(3, seats.slice(0, 4))).toBe('Brown (Di)');
  });

  it('puts a possessive on the player, not after the brackets', () => {
    const seats = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ name })) as unknown as SeatSpec[];
    const line = (text: string) => gangstersLogText(wordSeats(text, (s) => gangstersSeatWord(s, seats)));
    expect(line(`Turn 2: ${seatRef(1)}'s turn.`)).toBe("Turn 2: Bo's turn (Yellow).");
    expect(line(`${seatRef(0)}'s Vamp seduces ${seatRef(1)}'s thug at Rosie's Speakeasy.`)).toBe(
      "Ann's Red Vamp seduces Bo's Yellow Thug at Rosie's Speakeasy.",
    );
    expect(line(`${seatRef(2)}'s Gang costs $1,900.`)).toBe("Cy's Green Gang costs $1,900.");
    expect(line(`${seatRef(4)}'s pawn is drawn.`)).toBe("Ed's pawn (the Police Commissioner) is drawn.");
    // Without a player's name the Gang alone takes it.
    expect(line(`Turn 3: ${seatRef(1)}'s turn.`.replace(seatRef(1), 'Yellow'))).toBe("Turn 3: Yellow's turn.");
  });

  it('names the spaces on a bridge and under it by their streets too', () => {
    for (const id of ['s5-13-bridge', 's20-13-under']) {
      const line = gangstersLogText(`Cop 8 moves to ${id}.`);
      expect(line).not.toMatch(/\bs\d+-\d+/);
      expect(line).toMatch(/^Cop 8 moves to [A-Z]/);
    }
  });

  it('names street spaces in the log by their streets', () => {
    const line = gangstersLogText('Cop 5 moves to s1-0.');
    expect(line).not.toContain('s1-0');
    expect(line).toMatch(/^Cop 5 moves to .*Street|Boulevard|Road|Avenue/);
  });

  it('G-11.4 names the street of a Shootout question in the panel as the log names it (edition 9)', () => {
    const { prompt, lines } = streetHit();
    const said = gangstersPromptText(prompt, panelSeat);
    const street = gangstersLogText('s2-0');
    expect(street).toMatch(/^[A-Z][a-z]+ (Street|Boulevard|Road|Avenue|Drive)/);
    expect(said).toBe(`Red: declare your Racketeer's Hit at ${street}, or none (G-11.4).`);
    // The same name the case file gives the place of the Hit declared there.
    expect(lines.map((l) => gangstersLogText(wordSeats(l, panelSeat)))).toContain(
      `Red's Racketeer declares a Hit on Cop 5 at ${street}.`,
    );
  });

  it('G-11.5 words the seat and the street of a prompt, a Commissioner’s beginning with a capital', () => {
    expect(gangstersPromptText(`${seatRef(4)}: choose whom the Cops bust at s2-0 (G-11.5).`, panelSeat)).toBe(
      `The Police Commissioner: choose whom the Cops bust at ${gangstersLogText('s2-0')} (G-11.5).`,
    );
    expect(gangstersPromptText(`${seatRef(1)}: choose who takes the hits in Lou's Diner (G-12.4).`, panelSeat)).toBe(
      "Yellow: choose who takes the hits in Lou's Diner (G-12.4).",
    );
  });

  it('G-17.2 a clause cited after a Gang named without its player stays the clause, not the player’s name', () => {
    const prompt = `${seatRef(4)}: bribe or move a Cop for ${seatRef(0)} (G-17.2).`;
    // The panel once read "…a Cop for G-17.2 (Red).", as if the clause were Red's player.
    expect(gangstersPromptText(prompt, panelSeat)).toBe(
      'The Police Commissioner: bribe or move a Cop for Red (G-17.2).',
    );
    const named = (s: number): string => (s === 0 ? 'Red (Ann)' : 'the Police Commissioner (Ed)');
    expect(gangstersPromptText(prompt, named)).toBe(
      'Ed (the Police Commissioner): bribe or move a Cop for Ann (Red) (G-17.2).',
    );
  });

  it('G-17.2 the Police Commissioner’s panel names the player of the Gang he moves for, and him on other screens', () => {
    const seats = ['Ann', 'Bo', 'Cy', 'Di', 'Chief O’Hara'].map((name) => ({ name })) as unknown as SeatSpec[];
    const prompt = `${seatRef(4)}: bribe or move a Cop for ${seatRef(2)} (G-17.2).`;
    // The panel once read "The Police Commissioner: bribe or move a Cop for Green", naming nobody.
    expect(gangstersPromptText(prompt, withPlayers(panelSeat, seats, 4))).toBe(
      'The Police Commissioner: bribe or move a Cop for Cy (Green) (G-17.2).',
    );
    // Waiting at Red's screen: the Commissioner is named by his player too.
    expect(gangstersPromptText(prompt, withPlayers(panelSeat, seats, 0))).toBe(
      'Chief O’Hara (the Police Commissioner): bribe or move a Cop for Cy (Green) (G-17.2).',
    );
    // A seat with no name given keeps its Gang alone.
    const unnamed = [{ name: '' }, { name: 'Bo' }] as unknown as SeatSpec[];
    expect(
      gangstersPromptText(
        `${seatRef(0)}: buy, improve or trade, then roll (G-5.1).`,
        withPlayers(panelSeat, unnamed, 1),
      ),
    ).toBe('Red: buy, improve or trade, then roll (G-5.1).');
  });

  it('G-8.2 the case file reads a Public by its strength as its piece shows it, "the ×1 Public"', () => {
    const seats = ['Ann', 'Bo'].map((name) => ({ name })) as unknown as SeatSpec[];
    const line = (text: string) => gangstersLogText(wordSeats(text, (s) => gangstersSeatWord(s, seats)));
    expect(line("The x1 Public leaves Lou's Diner: a criminal is there.")).toBe(
      "The ×1 Public leaves Lou's Diner: a criminal is there.",
    );
    expect(line(`${seatRef(0)} collects $200 from the x2 Public in Lou's Diner.`)).toBe(
      "Ann (Red) collects $200 from the ×2 Public in Lou's Diner.",
    );
    // A Joint's level reads the same way, as the map's chips print it (G-8.3).
    expect(line(`${seatRef(1)} improves Lou's Diner to x3 for $300.`)).toBe(
      "Bo (Yellow) improves Lou's Diner to ×3 for $300.",
    );
    expect(line('Cop 5 moves to s1-0.')).not.toContain('×');
  });

  it('G-11.4 keeps the words of a game begun under engine version 8: "on the street"', () => {
    const { prompt } = streetHit('engine 8');
    expect(gangstersPromptText(prompt, panelSeat)).toBe(
      "Red: declare your Racketeer's Hit on the street, or none (G-11.4).",
    );
  });

  it('seats Gangs by board edge and the Commissioner fifth (G-3.1, G-17)', () => {
    expect(gangstersTable.seatColours?.(5)).toEqual(['red', 'yellow', 'green', 'brown', 'blue']);
    expect(gangstersTable.seatColours?.(2)).toEqual(['red', 'yellow']);
    expect(gangstersTable.seatRole?.(4, 5)).toBe('Police Commissioner');
    expect(gangstersTable.seatRole?.(2, 3)).toBe('Green Gang');
  });

  it('offers every option of the issue in the lobby, each with its clause in small print', () => {
    const keys = [
      ...Object.keys(gangstersTable.optionLabels ?? {}),
      ...Object.keys(gangstersTable.optionNumbers ?? {}),
    ].sort();
    expect(keys).toEqual(
      [
        'heaters',
        'wheels',
        'siren',
        'donuts',
        'randomOrder',
        'secretCash',
        'commissioner',
        'cashToWin',
        'timeLimitTurns',
        'timeLimitMinutes',
        'movementSeconds',
      ].sort(),
    );
    // Secret cash is not in the rulebook: its hint cited G-15.1, the win, which says nothing of it. It says it is
    // ours instead of citing a clause that does not say it.
    for (const k of keys.filter((k) => k !== 'secretCash'))
      expect(gangstersTable.optionHints?.[k]).toMatch(/\(G-[\d.]+\)$/);
    expect(gangstersTable.optionHints?.['secretCash']).toBe(
      'Our own option, not in the rulebook: nobody sees anyone else’s cash until the game is won.',
    );
  });

  it('G-15.2 the lobby says a turn or time limit sets Cash to win aside, and counts every player’s turn', () => {
    const hints = gangstersTable.optionHints ?? {};
    // A timed game is won on net worth alone (sequence.ts endTurn): with a limit chosen, Cash to win is greyed
    // and says it is not used; without one it counts.
    const notUsed = gangstersTable.optionNotUsed?.['cashToWin'];
    const words = 'Not used in a game that stops after a number of turns or a playing time';
    expect(notUsed?.({ ...gangstersTable.defaultOptions, timeLimitTurns: 40 })).toContain(words);
    expect(notUsed?.({ ...gangstersTable.defaultOptions, timeLimitMinutes: 120 })).toContain(words);
    expect(notUsed?.(gangstersTable.defaultOptions)).toBeNull();
    expect(hints['cashToWin']).toMatch(/^A Gang with a Racketeer, a Thug and a Vamp wins/);
    expect(hints['timeLimitTurns']).toContain('Every player’s turn counts, the Police Commissioner’s too');
    // How the limit shares out, worked out for the table as chosen (the lobby's note under the number).
    const share = gangstersTable.optionNotes?.['timeLimitTurns'];
    expect(share?.({ timeLimitTurns: 40 }, 2)).toBe('40 turns in all: 20 each with 2 players.');
    expect(share?.({ timeLimitTurns: 40 }, 3)).toBe(
      '40 turns in all with 3 players: the first to play has 14 turns, the others 13 turns each.',
    );
    expect(share?.({ timeLimitTurns: 7 }, 5)).toBe(
      '7 turns in all with 5 players: the first 2 to play have 2 turns each, the others one turn each.',
    );
    // Fewer than a round: the note says so at once (Start would refuse it).
    expect(share?.({ timeLimitTurns: 2 }, 3)).toBe(
      'Too few: with 3 players the game needs 3 turns at least, a turn each.',
    );
    expect(share?.({ timeLimitTurns: 1 }, 2)).toBe(
      'Too few: with 2 players the game needs 2 turns at least, a turn each.',
    );
    expect(share?.({ timeLimitTurns: 7 }, 2)).toBe(
      '7 turns in all with 2 players: the first to play has 4 turns, the other 3 turns.',
    );
    expect(share?.({ timeLimitTurns: null }, 3)).toBeNull();
    expect(hints['timeLimitTurns']).toContain(
      'Cash to win, ten Joints or every Joint of one kind do not end this game',
    );
    // Said once, under the first of the two limits (the playing time's says how the two go together instead).
    expect(hints['timeLimitMinutes']).not.toContain('do not end');
    expect(hints['timeLimitMinutes']).toContain('whichever comes first ends the game');
    expect(gangstersTable.optionNumbers?.['timeLimitTurns']?.unit).toBe('turns in all');
  });

  it('G-15.2 the lobby offers one round of turns at least, a turn each, never a game over before some have played', () => {
    const turns = gangstersTable.optionNumbers?.['timeLimitTurns'];
    // Two at the smallest table; each player seated more raises it, the Police Commissioner too.
    expect(turns?.min).toBe(2);
    expect([2, 3, 4, 5].map((seats) => turns?.least?.(seats).min)).toEqual([2, 3, 4, 5]);
    expect(turns?.least?.(4).why).toBe('one round at least: a turn each with 4 players');
    // The suggested limit is more than a round at any table.
    expect(turns?.suggested).toBeGreaterThanOrEqual(5);
  });

  it('G-15.2 a timed game’s end says the last turn is played, not a time limit a turn limit never had', () => {
    expect(gangstersLogText('The time limit is reached: Ann (Red) has the highest net worth, $5,600, and wins.')).toBe(
      'The last turn is played: Ann (Red) has the highest net worth, $5,600, and wins.',
    );
    expect(gangstersLogText('The time limit is reached; the highest net worth is $7,000.')).toBe(
      'The last turn is played; the highest net worth is $7,000.',
    );
  });
});

describe('the Gangsters lobby’s clauses', () => {
  it('every clause an option cites is on the Rules screen', () => {
    expect(lobbyClauses(gangstersTable).length).toBeGreaterThan(5);
    expect(lobbyClausesNotInRules(gangstersTable, gangstersRules())).toEqual([]);
  });
});
