import { describe, expect, it } from 'vitest';
import { gangsters } from '@core/games/gangsters/game';
import { copMoves } from '@core/games/gangsters/rules/cops';
import type { GangstersView } from '@core/games/gangsters/view';
import { act, BROWN, GREEN, RED, start, st, YELLOW } from '@core/games/gangsters/testing/game-play';
import type { GAction } from './legal';
import { rebuffQuestion } from './question';

describe('the rebuff question says whether this Gang can rebuff the Cop that moved (G-9.5)', () => {
  // Red moves Cop 4; Yellow secretly owns Cop 4, Green owns Cop 7, Brown holds no Bribe: all are asked, with the
  // same prompt (the table answers for Brown).
  const m0 = start(`
    turn red cop
    dice red=1 green=1 blue=2 white=1 black=1
    cash red=1000 yellow=1000 green=1000
    gang red racketeer=2@westgate-hotel
    gang yellow racketeer=2@lous-diner
    gang green racketeer=2@hawthorne-hotel
    cop 4@s6-4/east
    bribe yellow 4
    bribe green 7`);
  const move = copMoves(st(m0), 4)[0];
  if (!move) throw new Error('Cop 4 has no move');
  const m = act(m0, RED, { type: 'cop-move', cop: 4, to: move.to, facing: move.facing }).m;
  const pending = gangsters.pending(st(m));
  const seen = (seat: number) => gangsters.view(st(m), seat) as GangstersView;
  // The host's legal list for the seat, as its update carries it.
  const legalAt = (mm: typeof m, seat: number) => (gangsters.legal(st(mm), seat) ?? []) as GAction[];
  const legal = (seat: number) => legalAt(m, seat);

  it('G-9.5 every other Gang is asked with the same prompt', () => {
    expect(st(m).phase).toBe('rebuff');
    expect(pending.filter((p) => p.kind === 'rebuff').map((p) => p.seat)).toEqual([YELLOW, GREEN, BROWN]);
  });

  it('G-9.5 a Gang whose Bribe is for another Cop is told the move stands, not to reveal a Bribe it lacks', () => {
    const words = rebuffQuestion(seen(GREEN), pending, GREEN, legal(GREEN));
    expect(words).toMatch(/^None of your Bribes is for Cop 4, so his move stands/);
    expect(words).not.toMatch(/Cop 7/);
  });

  it('G-9.5 the Gang that owns the Cop is told it may send him back, and what showing the Bribe costs', () => {
    expect(rebuffQuestion(seen(YELLOW), pending, YELLOW, legal(YELLOW))).toMatch(
      /^You hold Cop 4's Bribe\. Show it and he goes back where he started, your Bribe back in the cup/,
    );
  });

  it('G-9.5 says nothing to a seat not asked or holding no Bribe, to a watcher, or outside the rebuff window', () => {
    expect(rebuffQuestion(seen(RED), pending, RED, legal(RED))).toBeNull();
    expect(rebuffQuestion(seen(BROWN), pending, BROWN, legal(BROWN))).toBeNull();
    expect(rebuffQuestion(seen(YELLOW), pending, null, legal(YELLOW))).toBeNull();
    expect(
      rebuffQuestion(
        gangsters.view(st(m0), YELLOW) as GangstersView,
        gangsters.pending(st(m0)),
        YELLOW,
        legalAt(m0, YELLOW),
      ),
    ).toBeNull();
  });
});
