/**
 * G-7.5: a Gang with no Racketeers must spend its one movement option recruiting them. The Movement Phase
 * prompt says so only when `legal` offers such a recruit: a Gang that cannot pay for a single Racketeer
 * (G-7.2, the Gang Track price times the green die) is told what it can do instead — sell a Joint to the
 * Bank to raise the money (G-7.5), or end its movement (G-5.4). A family's-eye review saw "your one move
 * must recruit Racketeers" over only "Take back" and "End my movement".
 */
import { describe, expect, it } from 'vitest';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { RED, start, st } from '../testing/game-play';

/** Red has no Racketeers and $200; one Racketeer costs $100 times the green 3, $300 (G-7.2). */
const SHORT = (more: string): string => `
  turn red move
  dice red=1 green=3 blue=3 white=1 black=2
  cash red=200 yellow=5000 green=5000 brown=5000
  gang red thug=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  joint lous-diner yellow${more}`;

const prompts = (s: string): string[] => gangsters.pending(st(start(s))).map((p) => p.prompt);
const kinds = (s: string): string[] => [...new Set(legalActions(st(start(s)), RED).map((a) => a.type))].sort();

describe('G-7.5 the prompt of a Gang with no Racketeers matches what it may do', () => {
  it('G-7.5 with no Joint to sell and too little cash for one Racketeer, it is told to end its movement', () => {
    const s = SHORT('');
    expect(kinds(s)).toEqual(['end-move']);
    expect(prompts(s)).toEqual([
      '{seat:0}: your one move must recruit Racketeers, but one costs more than your cash: end your movement (G-7.5).',
    ]);
  });

  it('G-7.5 with a Joint to sell and too little cash, it is told it may sell a Joint to pay, or end its movement', () => {
    const s = SHORT('\n  joint westgate-hotel red');
    expect(kinds(s)).toEqual(['end-move', 'sell']);
    expect(prompts(s)).toEqual([
      '{seat:0}: your one move must recruit Racketeers, but one costs more than your cash: sell a Joint to the Bank to pay, or end your movement (G-7.5).',
    ]);
  });

  it('G-7.5 with cash enough for one Racketeer the prompt asks for the recruit, and a recruit is offered', () => {
    const s = SHORT('').replace('cash red=200', 'cash red=300');
    expect(kinds(s)).toEqual(['end-move', 'recruit']);
    expect(prompts(s)).toEqual(['{seat:0}: your one move must recruit Racketeers (G-7.5).']);
  });

  it('G-15.1 with secret cash the prompt every seat reads does not tell whether the Gang can pay', () => {
    const short = `options secretCash${SHORT('')}`;
    const rich = short.replace('cash red=200', 'cash red=300');
    expect(kinds(short)).toEqual(['end-move']);
    expect(kinds(rich)).toEqual(['end-move', 'recruit']);
    // The same words either way: what one Racketeer costs, on the table for all to see, and what to do when
    // the Gang's cash, which its own panel shows it, falls short.
    expect(prompts(short)).toEqual(prompts(rich));
    expect(prompts(short)).toEqual([
      '{seat:0}: your one move must recruit Racketeers, at $300 for one; short of the cash, end your movement (G-7.5).',
    ]);
  });

  it('G-7.5 with secret cash and a Joint to sell, the prompt offers the sale for when the cash falls short', () => {
    const short = `options secretCash${SHORT('\n  joint westgate-hotel red')}`;
    const rich = short.replace('cash red=200', 'cash red=300');
    expect(kinds(short)).toEqual(['end-move', 'sell']);
    expect(kinds(rich)).toEqual(['end-move', 'recruit', 'sell']);
    expect(prompts(short)).toEqual(prompts(rich));
    expect(prompts(short)).toEqual([
      '{seat:0}: your one move must recruit Racketeers, at $300 for one; short of the cash, sell a Joint to the Bank to pay, or end your movement (G-7.5).',
    ]);
  });

  it('G-9.5 with secret cash the prompt counts the cash a Bribe placed this turn keeps back', () => {
    // Red placed a Bribe this turn: $100 times the blue 3 is kept for it until the Movement Phase ends.
    const s = structuredClone(st(start(`options secretCash${SHORT('')}`)));
    s.turn.bribeBy = RED;
    expect(gangsters.pending(s).map((p) => p.prompt)).toEqual([
      '{seat:0}: your one move must recruit Racketeers, at $300 for one, besides the $300 kept for your Bribe; short of the cash, end your movement (G-7.5).',
    ]);
  });

  it('G-6.1 with secret cash a Gang that may recruit none this turn is told so, as with open cash', () => {
    const s = `options secretCash${SHORT('')}\n  moved red racketeer`;
    expect(kinds(s)).toEqual(['end-move']);
    expect(prompts(s)).toEqual([
      '{seat:0}: your one move must recruit Racketeers, but you may recruit none this turn: end your movement (G-6.1).',
    ]);
  });
});
