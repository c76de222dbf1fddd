import { describe, expect, it } from 'vitest';
import { seatRef } from '@core/engine/words';
import { gangstersSetup } from '../games/gangsters/table/setup';
import type { GameTable } from './types';
import { byText, logWords, seatWordsKey } from './log-words';

const table = gangstersSetup as GameTable;
const seats = [
  { kind: 'human', name: 'Ann' },
  { kind: 'bot', level: 'heuristic', name: 'Bugsy' },
] as const;

describe('the case file’s wording', () => {
  it('words a line with each seat’s table word and the game’s own wording', () => {
    const key = seatWordsKey(table, seats, { view: null });
    const words = logWords(table, seats, key);
    expect(words(`${seatRef(1)} ends the turn.`)).toContain('Bugsy');
  });

  it('keeps the same key from update to update while no seat’s word changes, and a new one when a name does', () => {
    const a = seatWordsKey(table, seats, { view: { any: 1 } });
    const b = seatWordsKey(table, seats, { view: { any: 2 } });
    expect(a).toBe(b);
    const renamed = seatWordsKey(table, [seats[0], { ...seats[1], name: 'Legs' }], { view: null });
    expect(renamed).not.toBe(a);
  });

  it('works a line out once however often it is drawn', () => {
    let calls = 0;
    const said = byText((t) => {
      calls++;
      return t.toUpperCase();
    });
    expect([said('a'), said('a'), said('b'), said('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(calls).toBe(2);
  });
});
