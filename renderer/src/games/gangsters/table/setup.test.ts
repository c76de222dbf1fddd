import { describe, expect, it } from 'vitest';
import { gangstersLogSeat, gangstersLogText, gangstersSetup as gangstersTable } from './setup';

describe('the Gangsters table', () => {
  it('marks a log line with the Gang it is about, and the Commissioner with five', () => {
    expect(gangstersLogSeat('Yellow buys Westgate Hotel for $600.', 2)).toBe(1);
    expect(gangstersLogSeat('Brown declares a Hit.', 4)).toBe(3);
    expect(gangstersLogSeat('the Police Commissioner moves Cop 4.', 5)).toBe(4);
    expect(gangstersLogSeat('Cop 5 moves to s15-7.', 2)).toBeNull();
  });

  it('names seats the engine numbers by their Gang', () => {
    expect(gangstersLogText('Seat 1 reveals the Bribe of Cop 8.')).toBe('Red reveals the Bribe of Cop 8.');
    expect(gangstersLogText('hits on seat 5')).toBe('hits on the Police Commissioner');
    expect(gangstersLogSeat('Seat 2 reveals the Bribe of Cop 8.', 2)).toBe(1);
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
