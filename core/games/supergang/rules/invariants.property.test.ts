/**
 * Seeded random games that seek out fights (killings, stick-ups, vamping, shots into the clinic, recruits)
 * and in which players give up now and then, most often in the middle of a duel or a haggle, checked after
 * every action against the rulebook: the dead keep no record (SG-11.3.4), no crime lies unseen on a square
 * the cops in play watch (SG-9.2.1, SG-9.2.3), every target still standing in a duel is a character on the
 * board of its side (SG-11.2.1), the money and the tokens add up (SG-12.1, SG-2.4), and a sentence is
 * served only in jail (SG-10.3). A longer run (400 games) found the cops in a shop and down a manhole.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../../engine/match';
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { anytimeActions } from '../anytime';
import { spot } from '../city';
import { sgCity } from '../city-data';
import { supergang } from '../game';
import { legalActions } from '../legal';
import { pendingDecisions } from '../pending';
import { COMPONENTS, controller, moneyInPlay, type SuperGangState } from '../state';
import { tokensInUse } from './act';
import { copsSee } from './law';

const GAMES = 24;
const FIGHTS: readonly string[] = ['kill', 'stick-up', 'vamp', 'clinic-attack', 'recruit'];

function problem(s: SuperGangState): string | null {
  if (s.turn.phase === 'over') return null;
  if (moneyInPlay(s) !== COMPONENTS.bank[s.gangs.length]) return 'the money does not add up';
  for (let g = 0; g < s.gangs.length; g++) if (tokensInUse(s, g) > COMPONENTS.tokens) return `gang ${g}: tokens`;
  for (const ch of s.characters) {
    if (ch.place === 'graveyard' && (ch.record.length > 0 || ch.unseen.length > 0 || ch.sentence > 0))
      return `${ch.id} is dead with a record`;
    if (ch.place !== 'jail' && ch.sentence !== 0) return `${ch.id} has a sentence out of jail`;
    if (ch.place === 'board' && ch.pos && ch.unseen.length > 0 && copsSee(s, sgCity(), spot(ch.pos)))
      return `${ch.id}'s crime lies unseen before the cops`;
  }
  const d = s.duel;
  if (d && d.cause !== 'clinic')
    for (const [k, side] of d.sides.entries())
      for (const t of side) {
        const ch = s.characters.find((x) => x.id === t.id);
        if (!ch || t.down !== null) continue;
        if (ch.place !== 'board') return `${ch.id} fights from the ${ch.place}`;
        if (d.cause !== 'arrest' && (controller(ch) === s.turn.gang) !== (k === 0)) return `${ch.id} on the wrong side`;
      }
  return null;
}

describe('random games with fights and players giving up (property)', () => {
  it(`SG-11.3.4 SG-9.2.1 SG-9.2.3 SG-11.2.1 SG-12.1 ${GAMES} seeded games keep the rulebook’s invariants`, () => {
    for (let k = 0; k < GAMES; k++) {
      const seats = [4, 5, 3, 2][k % 4] as number;
      const duelStyle = (['dice', 'aim', 'dart'] as const)[k % 3];
      const options = { turnCap: 30, police: k % 3 === 0, duelStyle };
      const made = createMatch(supergang, { options, seats, seed: `invariants-${k}` });
      if (!made.ok) throw new Error(made.error.message);
      let m: Match = made.value.match;
      let rng: RngState = seedRng(`invariants-picks-${k}`);
      const pick = (n: number) => {
        const [v, next] = nextInt(rng, n);
        rng = next;
        return v;
      };
      for (let n = 0; n < 5000; n++) {
        const s = m.state as unknown as SuperGangState;
        const p = pendingDecisions(s)[0];
        if (s.turn.phase === 'over' || !p) break;
        let seat = p.seat;
        let choices: { type: string }[] = legalActions(s, seat);
        const fights = choices.filter((a) => FIGHTS.includes(a.type));
        if (fights.length > 0 && pick(2) === 0) choices = fights;
        if (pick(s.turn.phase === 'duel' || s.turn.phase === 'recruit-answer' ? 15 : 300) === 0) {
          const who = pick(seats);
          const quit = anytimeActions(s, who).filter((a) => a.type === 'abandon');
          if (quit.length > 0) [seat, choices] = [who, quit];
        }
        const r = applyAction(supergang, m, seat, choices[pick(choices.length)] as never, { kind: 'seeded' });
        if (!r.ok) throw new Error(`game ${k}, action ${n}: ${r.error.clause} ${r.error.message}`);
        m = r.value.match;
        expect(problem(m.state as unknown as SuperGangState), `game ${k}, action ${n}`).toBeNull();
      }
    }
  }, 60_000);
});
