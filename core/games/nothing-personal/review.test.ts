/** Which of a Nothing Personal game's stored lines are key moments in its replay, and so in its story (review.ts). */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events';
import { heuristicBot, randomBot } from './bots';
import { npMarked, npReview } from './review';
import { playNpGame } from './simulate';

const line = (type: string, text: string, clause?: string): GameEvent => ({
  type,
  visibility: 'public',
  text,
  ...(clause ? { clause } : {}),
});

describe('NP-7.13 the key moments of Blackmail', () => {
  it('NP-7.13.2 a refusal is a blackmail; asking, allowing, a moment passed and a coin handed on are not', () => {
    const marked = (type: string, text: string, clause?: string) => npMarked(line(type, text, clause));
    expect(marked('blackmail', '{seat:2} refuses.', 'NP-7.13.2')).toBe(true);
    expect(
      marked('blackmail', '{seat:1} asks {seat:2} for permission to act with Eric "The Voice" Summerino.', 'NP-7.13.1'),
    ).toBe(false);
    expect(marked('blackmail', '{seat:2} allows it.', 'NP-7.13.1')).toBe(false);
    expect(marked('blackmail', 'The moment has passed: the gangster changed hands meanwhile.', 'NP-7.13.1')).toBe(
      false,
    );
    expect(marked('blackmail', '{seat:0} hands the Blackmail coin on Jim Redio to {seat:1}.', 'NP-13.4.4')).toBe(false);
  });

  it('NP-7.12.2 of the card lines only a Blackmail coin placed is one; other kinds of moment are untouched', () => {
    expect(
      npMarked(line('card', '{seat:1} uses Compromising Photos: a Blackmail coin on the Capo.', 'NP-7.12.2')),
    ).toBe(true);
    expect(npMarked(line('card', '{seat:1} uses Snitch: the Capo is sent to Prison.', 'NP-7.6.1'))).toBe(false);
    expect(npMarked(line('whack', 'Angelo Ferraro goes after Steve Averso (Capo).'))).toBe(true);
    expect(npMarked(line('phase', 'Round 2: The Commission'))).toBe(true);
    expect(npReview.marked).toBe(npMarked);
  });

  it('NP-7.13.1 NP-7.13.2 in a played game only the refusals of all its Blackmail lines are key moments', () => {
    const events: GameEvent[] = [];
    playNpGame(3, 'story-4', [heuristicBot, randomBot, randomBot], {}, (_m, e) => events.push(...e));
    const blackmail = events.filter((e) => e.type === 'blackmail');
    const asks = blackmail.filter((e) => e.text.includes(' asks '));
    const refusals = blackmail.filter((e) => e.text.endsWith(' refuses.'));
    const coins = events.filter((e) => e.type === 'card' && e.text.includes('a Blackmail coin on'));
    // The game has coins placed, asks allowed and refused, and a coin handed on: plenty of lines.
    expect(coins.length).toBeGreaterThan(0);
    expect(refusals.length).toBeGreaterThan(0);
    expect(asks.length).toBeGreaterThan(refusals.length);
    expect(blackmail.some((e) => e.text.includes(' hands the Blackmail coin '))).toBe(true);
    // Its story counts the refusals only ("3 blackmails", not one per line of the log).
    expect(blackmail.filter(npMarked)).toEqual(refusals);
    expect(blackmail.filter(npMarked).length).toBeLessThan(blackmail.length / 2);
    // And a replay that marks card lines would find each coin placed, and no other card.
    expect(events.filter((e) => e.type === 'card').filter(npMarked)).toEqual(coins);
  });
});
