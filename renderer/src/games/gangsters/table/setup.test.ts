import { describe, expect, it } from 'vitest';
import { seatRef, wordSeats } from '@core/engine/words';
import type { SeatSpec } from '@core/protocol';
import { gangstersLogSeat, gangstersLogText, gangstersSeatWord, gangstersSetup as gangstersTable } from './setup';

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
      "Ann's Red Vamp seduces Bo's Yellow thug at Rosie's Speakeasy.",
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
    for (const k of keys) expect(gangstersTable.optionHints?.[k]).toMatch(/\(G-[\d.]+\)$/);
  });
});
