/**
 * Seeded random games in which players now and then give up at any moment (SG-14.1), checked after every
 * action against the rulebook: nobody out of the game is asked to decide (he "does not play police any
 * more"), whoever is asked has a legal answer, a gang out has nothing left on the board, an arrest waits
 * only on a man on the board (SG-9.3.3), the characters to move are the active gang's (SG-6.2.3), a gang
 * has at most 20 pawns (SG-2.5), and a game with one gang left, or a district owned whole, is over (SG-1.1).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../../engine/match';
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { anytimeActions } from '../anytime';
import { sgCity } from '../city-data';
import { supergang } from '../game';
import { legalActions } from '../legal';
import { pendingDecisions } from '../pending';
import { COMPONENTS, controller, type SuperGangState } from '../state';

const GAMES = 16;

function problem(s: SuperGangState): string | null {
  if (s.turn.phase === 'over') return null;
  const asked = pendingDecisions(s);
  if (asked.length === 0) return 'nobody is asked to decide';
  for (const p of asked) {
    if (s.gangs.find((g) => g.seat === p.seat)?.eliminated) return `seat ${p.seat}, out of the game, is asked`;
    if (legalActions(s, p.seat).length === 0) return `seat ${p.seat} is asked but has no legal answer`;
  }
  for (const ch of s.characters)
    if (s.gangs[ch.gang]?.eliminated && ch.place !== 'graveyard') return `${ch.id} of a gang out is in play`;
  for (const id of s.turn.toMove) {
    const ch = s.characters.find((x) => x.id === id);
    if (!ch || controller(ch) !== s.turn.gang) return `${id} moves for a gang not his`;
  }
  if (s.turn.phase === 'arrest') {
    const ch = s.characters.find((x) => x.id === s.turn.arrest?.character);
    if (ch?.place !== 'board') return 'an arrest waits on a man not on the board';
  }
  for (let g = 0; g < s.gangs.length; g++) {
    const pawns = Object.values(s.traffic).filter((x) => x === g).length + (s.gangs[g]?.stock ?? 0);
    if (pawns > COMPONENTS.pawns) return `gang ${g} has ${pawns} pawns`;
  }
  if (s.gangs.filter((g) => !g.eliminated).length < 2) return 'one gang left and the game goes on';
  for (const d of sgCity().districts) {
    const o = s.shops[d.shops[0] as string]?.owner ?? null;
    if (o !== null && d.shops.every((x) => s.shops[x]?.owner === o)) return `${d.id} owned whole, the game goes on`;
  }
  return null;
}

describe('random games with players giving up (property)', () => {
  it(`SG-14.1 SG-1.1 SG-9.3.3 ${GAMES} seeded games: nobody out decides, and each check of the rules holds`, () => {
    for (let k = 0; k < GAMES; k++) {
      const seats = [4, 5, 3][k % 3] as number;
      const made = createMatch(supergang, { options: { turnCap: 24 }, seats, seed: `give-up-${k}` });
      if (!made.ok) throw new Error(made.error.message);
      let m: Match = made.value.match;
      let rng: RngState = seedRng(`give-up-picks-${k}`);
      const pick = (n: number) => {
        const [v, next] = nextInt(rng, n);
        rng = next;
        return v;
      };
      for (let n = 0; n < 4000; n++) {
        const s = m.state as unknown as SuperGangState;
        const p = pendingDecisions(s)[0];
        if (s.turn.phase === 'over' || !p) break;
        let seat = p.seat;
        let options: unknown[] = legalActions(s, seat);
        if (pick(150) === 0) {
          const who = pick(seats);
          const quit = anytimeActions(s, who).filter((a) => a.type === 'abandon');
          if (quit.length > 0) [seat, options] = [who, quit];
        }
        const r = applyAction(supergang, m, seat, options[pick(options.length)] as never, { kind: 'seeded' });
        if (!r.ok) throw new Error(`game ${k}, action ${n}: ${r.error.clause} ${r.error.message}`);
        m = r.value.match;
        expect(problem(m.state as unknown as SuperGangState), `game ${k}, action ${n}`).toBeNull();
      }
    }
  }, 60_000);
});
