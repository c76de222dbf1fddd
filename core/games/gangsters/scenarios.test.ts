/**
 * The scenario files in scenarios/ — rulebook positions, setup stages and the pawn cup — run through the
 * same code as the CLI's `apply` (`runScenarioFile`), with the rulebook's outcome checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenarioFile, type ScenarioRun } from '../../engine/scenario-file';
import { REGISTRY } from '../index';
import type { GangstersState } from './state';
import { BROWN, COMMISSIONER, GREEN, RED, YELLOW } from './testing/game-play';

function run(name: string): ScenarioRun {
  return runScenarioFile(readFileSync(new URL(`./scenarios/${name}`, import.meta.url), 'utf8'), (id) =>
    REGISTRY.notation(id),
  );
}

function state(name: string): GangstersState {
  const r = run(name);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.match.state as GangstersState;
}

function refusal(name: string): { line: number; clause: string; code: string } {
  const r = run(name);
  if (r.ok || !('error' in r)) throw new Error(`${name} did not stop at a refused action: ${JSON.stringify(r)}`);
  return { line: r.line, clause: r.error.clause, code: r.error.code };
}

describe('scenario files', () => {
  it('G-4.2-ex1 from a file: Yellow’s $1,900 Gang leaves it $200 change; the last plan reveals them all', () => {
    const s = state('g-4.2-ex1.txt');
    expect(s.gangs[YELLOW]?.cash).toBe(700 + 200);
    expect(s.gangs[YELLOW]?.strength).toEqual({ racketeer: 4, thug: 3, vamp: 1 });
    expect(s.gangs[RED]?.strength).toEqual({ racketeer: 6, thug: 1, vamp: 1 });
    expect(s.phase).toBe('place');
  });

  it('G-4.2-ex2 from a file: Red’s $2,500 Gang takes the $400 it kept from buying its Joints', () => {
    const s = state('g-4.2-ex2.txt');
    expect(s.gangs[RED]?.cash).toBe(0);
    expect(s.gangs[RED]?.strength).toEqual({ racketeer: 6, thug: 1, vamp: 1 });
    expect(s.bank + s.gangs.reduce((a, g) => a + g.cash, 0)).toBe(98000);
    const r = run('g-4.2-ex2.txt');
    expect(
      r.ok &&
        // Edition 10 says who pays whom, as the example does: Red pays the Banker the extra $400.
        r.events.some((e) => e.text === "{seat:0}'s Gang costs $2,500: {seat:0} pays the Bank the $400 over $2,100."),
    ).toBe(true);
  });

  it('G-4.1 from a file: in the draft, a third Joint over the $1,100 cap is refused', () => {
    expect(refusal('g-4.1-draft-cap.txt')).toEqual({ line: 15, clause: 'G-4.1', code: 'OVER_CAP' });
  });

  it('G-4.3 from a file: the last secret placement reveals every piece and the first pawn is drawn (G-16.5)', () => {
    const s = state('g-4.3-placement-random-order.txt');
    expect(s.gangs[BROWN]?.pieces.racketeer?.at).toBe('dixie-shoeshine');
    expect(s.gangs[RED]?.pieces.thug?.at).toBe('lous-diner');
    expect(s.phase).toBe('buy');
    expect(s.turn.seat).toBe(GREEN);
    expect(s.pawnCup).toEqual([RED, YELLOW, BROWN]);
  });

  it('G-4.3 from a file: a position where every Gang has placed goes on at once to player #1’s first turn (G-3.1)', () => {
    const s = state('g-4.3-all-placed.txt');
    expect(s.phase).toBe('buy');
    expect(s.turn).toMatchObject({ seat: YELLOW, number: 1 });
    expect(s.order).toEqual([YELLOW, GREEN, RED]);
    expect(s.gangs[GREEN]?.pieces.vamp).toEqual({ at: 'ace-garage', facing: null, criminal: false });
  });

  it('G-16.5 from a file: the pawn of a Gang that leaves the game is never drawn', () => {
    const s = state('g-16.5-pawn-cup.txt');
    expect(s.gangs[YELLOW]?.out).toBe(true);
    expect(s.turn.seat).toBe(GREEN);
  });

  it('G-11.4 from a file: a Thug going into an opposing Joint colored side up is refused', () => {
    expect(refusal('g-11.4-thug-enters-joint.txt')).toEqual({ line: 12, clause: 'G-11.4', code: 'MUST_HIT' });
  });

  it('G-17.4 from a file: a Raid at the end of movement pays the Commissioner the Joint’s base cost', () => {
    const s = state('g-17.4-raid-at-end-of-movement.txt');
    expect(s.commissionerCash).toBe(1100);
    expect(s.joints['tannery-row-hides']).toBeUndefined();
    expect(s.turn.seat).toBe(COMMISSIONER);
  });

  it('G-12.8-ex1 from a file: Thug 6 to 5, Yellow’s Racketeer 3 to 1, the Joint kept, the Public home', () => {
    const s = state('g-12.8-ex1.txt');
    expect(s.gangs[GREEN]?.strength.thug).toBe(5);
    expect(s.gangs[YELLOW]?.strength.racketeer).toBe(1);
    expect(s.gangs[YELLOW]?.cash).toBe(5200);
    expect(s.joints['lous-diner']).toEqual({ owner: YELLOW, level: 1 });
    expect(s.publics.every((p) => p.at === null)).toBe(true);
  });

  it('G-13.1 from a file: the Thug a seduction creates enters the Joint its player names (G-7.4)', () => {
    const s = state('g-13.1-seduced-thug-enters.txt');
    expect(s.gangs[RED]?.pieces.thug).toEqual({ at: 'hawthorne-hotel', facing: null, criminal: false });
    expect(s.gangs[YELLOW]?.strength.thug).toBe(1);
  });
});
