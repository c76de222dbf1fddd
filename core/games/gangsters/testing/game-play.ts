/** Test helpers for the Gangsters rules: positions from scenario text, actions with scripted dice. Tests only. */
import { applyAction, type Match } from '../../../engine/match';
import type { RuleError } from '../../../engine/result';
import type { GameEvent } from '../../../engine/events';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { scenarioMatch } from '../scenario';
import type { GangstersState } from '../state';

export function start(text: string): Match {
  const r = scenarioMatch(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function st(m: Match): GangstersState {
  return m.state as GangstersState;
}

export interface Acted {
  m: Match;
  events: readonly GameEvent[];
}

/** Applies an action with scripted dice (and draws); throws on refusal so tests read top to bottom. */
export function act(m: Match, seat: number, action: unknown, dice: number[] = [], draws?: number[]): Acted {
  const r = applyAction(gangsters, m, seat, action, { kind: 'script', dice, ...(draws ? { draws } : {}) });
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.clause} ${r.error.message}`);
  return { m: r.value.match, events: r.value.events };
}

/** The refusal of an action that must be illegal. */
export function refusal(m: Match, seat: number, action: unknown, dice: number[] = []): RuleError {
  const r = applyAction(gangsters, m, seat, action, { kind: 'script', dice });
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error;
}

/** Every seat in the rebuff window passes (G-9.5). */
export function passAll(m: Match): Match {
  let cur = m;
  while (st(cur).phase === 'rebuff') {
    const p = gangsters.pending(st(cur))[0];
    if (!p) break;
    cur = act(cur, p.seat, { type: 'pass' }).m;
  }
  return cur;
}

/** Total money in the game: the Bank's ledger plus every player's cash. */
export function totalMoney(s: GangstersState): number {
  return s.bank + s.commissionerCash + s.gangs.reduce((a, g) => a + g.cash, 0);
}

export const RED = 0;
export const YELLOW = 1;
export const GREEN = 2;
export const BROWN = 3;
export const COMMISSIONER = 4;

/** Five seats, the Police Commissioner's among them: four Gangs of two Racketeers each, Red's Joint (G-17). */
export const FIVE_SEATS = `
  players 5
  cash red=2000 yellow=2000 green=2000 brown=2000 commissioner=1000
  gang red racketeer=2@westgate-hotel
  gang yellow racketeer=2@lous-diner
  gang green racketeer=2@hawthorne-hotel
  gang brown racketeer=2@huffs-cafe
  joint westgate-hotel red`;

/** A common position: Red to move with all three gangsters in the Westgate Hotel, Yellow in Lou's Diner. */
export const RED_MOVING = `
  turn red move
  dice red=2 green=2 blue=3 white=1 black=2
  cash red=5000 yellow=5000 green=5000 brown=5000
  gang red racketeer=2@westgate-hotel thug=3@westgate-hotel vamp=1@westgate-hotel
  gang yellow racketeer=2@lous-diner
  joint westgate-hotel red
  joint lous-diner yellow`;

/** The Commissioner with the agreed $20,000 and Cop 3, whose Bribe he holds, on patrol (G-17.6). */
export const COMMISSIONER_WINS = `options cashToWin=20000
  ${FIVE_SEATS.replace('commissioner=1000', 'commissioner=20000')}
  turn commissioner cop
  dice blue=2 white=1
  cop 3@s9-8/east
  bribe commissioner 3`;

/** In `pos` (`COMMISSIONER_WINS`, under some engine version) the Commissioner moves Cop 3 and ends his turn. */
export function commissionerEndsTurn(pos: string): Match {
  let m = start(pos);
  const cop = legalActions(st(m), COMMISSIONER).find((a) => a.type === 'cop-move' && a.cop === 3);
  if (!cop) throw new Error('no Cop move');
  m = passAll(act(m, COMMISSIONER, cop).m);
  return act(m, COMMISSIONER, { type: 'end-move' }, [], [0]).m;
}
