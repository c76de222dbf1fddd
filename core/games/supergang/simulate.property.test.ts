/**
 * Property test over 1,000 seeded bot games (three and four gangs, and five seats with the police
 * player), heuristic and random bots mixed: after every action the money is conserved (bank + gangs =
 * 1,320 or 1,000), no gang has more than its 15 tokens and 20 pawns on the board and in stock, every gang
 * keeps its three characters; every game ends by a victory, an elimination or the turn cap; replaying a
 * game's log gives the same state hash.
 */
import { describe, expect, it } from 'vitest';
import { matchHash, replay } from '../../engine/match';
import { heuristicBot, randomBot } from './bots';
import { supergang } from './game';
import { playGame } from './simulate';
import { COMPONENTS, type SuperGangState } from './state';

const GAMES = 1000;
const TURN_CAP = 6;

function check(s: SuperGangState, total: number): string | null {
  const money = s.bank + s.gangs.reduce((t, g) => t + g.cash, 0);
  if (money !== total) return `money ${money} ≠ ${total}`;
  if (s.bank < 0 || s.gangs.some((g) => g.cash < 0)) return 'negative cash';
  for (let gang = 0; gang < s.gangs.length; gang++) {
    const tokens = Object.values(s.shops).filter((x) => x.owner === gang || x.racket === gang).length;
    if (tokens > COMPONENTS.tokens) return `gang ${gang} has ${tokens} tokens out`;
    const pawns = Object.values(s.traffic).filter((x) => x === gang).length + (s.gangs[gang]?.stock ?? 0);
    if (pawns > COMPONENTS.pawns) return `gang ${gang} has ${pawns} pawns`;
    if (s.characters.filter((c) => c.gang === gang).length !== 3) return `gang ${gang} lost a character`;
  }
  if (Object.values(s.shops).some((x) => x.owner !== null && x.racket !== null)) return 'a shop owned and racketed';
  return null;
}

describe('SuperGang bot games (property)', () => {
  it(`SG-12.1 SG-2.4 SG-2.5 SG-14.1 ${GAMES} seeded games keep the money, the components and end; replays match`, () => {
    const ends = { victory: 0, cap: 0 };
    for (let k = 0; k < GAMES; k++) {
      const players = [4, 3, 5][k % 3] as number;
      const total = COMPONENTS.bank[players === 5 ? 4 : players] as number;
      let problem: string | null = null;
      const g = playGame({
        players,
        seed: `prop-${k}`,
        options: { turnCap: TURN_CAP },
        bots: k % 2 === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot],
        onStep: (m) => {
          problem ??= check(m.state as unknown as SuperGangState, total);
        },
      });
      expect(problem, `game ${k}`).toBeNull();
      const s = g.match.state as unknown as SuperGangState;
      expect(supergang.outcome(s), `game ${k} ended`).not.toBeNull();
      if (s.winner === null) ends.cap++;
      else ends.victory++;
      if (k % 25 === 0) {
        const again = replay(supergang, g.setup, g.setupRandom, g.log);
        if (!again.ok) throw new Error(again.error.message);
        expect(matchHash(again.value)).toBe(matchHash(g.match));
      }
    }
    expect(ends.victory + ends.cap).toBe(GAMES);
  }, 600_000);
});
