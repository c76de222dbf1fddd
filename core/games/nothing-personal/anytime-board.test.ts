/**
 * The table actions read the board once for every seat of a position (`boardOf`, anytime.ts): at every
 * position of random games, each seat's table actions are the same text as when the board is read
 * afresh, and so after a board changed in place (a simulation's or a test's state).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, SIMULATION, type Match } from '../../engine/match';
import { nextInt, seedRng } from '../../engine/rng';
import { anytimeChoices, forgetBoard } from './anytime';
import { content } from './content';
import { copyNpState } from './copy';
import { nothingPersonal } from './game';
import { legalChoices } from './legal';
import type { NpState } from './state';
import { EXPANSIONS } from './types';

const GAMES = [
  { seats: 3, seed: 'board-a', options: {}, coins: true },
  { seats: 4, seed: 'board-b', options: { expansions: [...EXPANSIONS] }, coins: true },
  { seats: 5, seed: 'board-c', options: { expansions: [...EXPANSIONS], randomSetup: true }, coins: true },
  { seats: 4, seed: 'board-d', options: { expansions: [...EXPANSIONS], randomSetup: true }, coins: false },
];

const LEO = 'leo-seyfarth';
const COINS = content().board.supplies.blackmailCoins;

const text = (s: NpState, seat: number): string => JSON.stringify(anytimeChoices(s, seat));

describe('table actions: the board read once for every seat', () => {
  for (const g of GAMES) {
    it(`NP-13.1 NP-18.11 lists what a fresh reading lists, at every position (${g.seats} seats, ${g.seed})`, () => {
      const c = createMatch(nothingPersonal, { options: g.options, seats: g.seats, seed: g.seed });
      if (!c.ok) throw new Error(c.error.message);
      let m: Match = c.value.match;
      let rng = seedRng(`${g.seed}-bot`);
      let listed = 0;
      let leo = 0;
      let handed = 0;
      for (let step = 0; !nothingPersonal.outcome(m.state as NpState); step++) {
        const s = m.state as NpState;
        // Every seat in turn, as the host asks, the board kept from the position before.
        const kept = Array.from({ length: g.seats }, (_, seat) => text(s, seat));
        forgetBoard();
        for (let seat = 0; seat < g.seats; seat++) expect(kept[seat]).toBe(text(s, seat));
        listed += kept.join('').length;
        // Every Blackmail coin is in the supply or on a gangster (the table actions read no board
        // when all are in the supply).
        let onGangsters = 0;
        for (const g in s.marks) if (s.marks[g]?.blackmail !== null) onGangsters++;
        expect(onGangsters + s.blackmailSupply).toBe(COINS);
        if (onGangsters > 0) handed += kept.join('').split('"type":"hand-coin"').length - 1;
        if (step % 5 === 0) {
          // A copy whose board is changed in place, asked about after the original: Leo Seyfarth takes
          // over a gangster's place and markers (his controller may move him at any moment) and another
          // place is emptied for him to move to.
          const copy = copyNpState(s);
          text(copy, 0);
          const [i, r1] = nextInt(rng, 9);
          const [j] = nextInt(r1, 9);
          const old = copy.positions[i] ?? null;
          if (old !== null && !copy.positions.includes(LEO)) {
            copy.positions[i] = LEO;
            const marks = copy.marks[old];
            if (marks) copy.marks[LEO] = marks;
            if (j !== i) copy.positions[j] = null;
          }
          const changed = Array.from({ length: g.seats }, (_, seat) => text(copy, seat));
          forgetBoard();
          for (let seat = 0; seat < g.seats; seat++) expect(changed[seat]).toBe(text(copy, seat));
          leo += changed.join('').split('"type":"ability"').length - 1;
        }
        const seat = (nothingPersonal.pending(s)[0] as { seat: number }).seat;
        const legal = legalChoices(s, seat);
        const [k, next] = nextInt(rng, legal.length);
        rng = next;
        const applied = applyAction(nothingPersonal, m, seat, legal[k], { kind: 'seeded' }, SIMULATION);
        if (!applied.ok) throw new Error(applied.error.message);
        m = applied.value.match;
      }
      expect(listed).toBeGreaterThan(0);
      // Leo's moves were among the table actions compared.
      expect(leo).toBeGreaterThan(0);
      // Blackmail coins handed on were among them too, where the game put coins on the board.
      if (g.coins) expect(handed).toBeGreaterThan(0);
    });
  }
});
