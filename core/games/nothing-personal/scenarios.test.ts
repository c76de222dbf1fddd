/**
 * The rulebook positions in scenarios/ run as `npm run cli -- apply --scenario FILE` runs them
 * (the same parse, arrival and `npScenarioStep` the CLI uses) and give the rulebook's outcome.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScenarioFile } from '../../engine/scenario-file';
import { REGISTRY } from '../index';
import { pendingNp } from './pending';
import type { NpState } from './state';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs a scenario file through the CLI's own runner. */
function apply(name: string): NpState {
  const run = runScenarioFile(readFileSync(join(here, 'scenarios', name), 'utf8'), (id) => REGISTRY.notation(id));
  if (!run.ok) throw new Error('problem' in run ? run.problem : `line ${run.line}: ${run.error.message}`);
  return run.match.state as NpState;
}

describe('rulebook positions as scenario files', () => {
  it('NP-20.2 NP-16.5 Is Jones Joking? brings Geraldo in with 8 markers: he goes straight to Prison', () => {
    const s = apply('np-20.2-jones-brings-geraldo.txt');
    expect(s.prison).toEqual(['jim-redio', 'geraldo-chaconichio']);
    expect(s.positions[4]).toBeNull();
    expect(s.supply).toEqual([25, 25, 25]);
  });

  it('NP-16.9 NP-6.10.1 Suspect Silenced at the payout, for $5: the controller collects nothing', () => {
    const s = apply('np-16.9-suspect-silenced.txt');
    expect(s.respect).toEqual([0, 0, 0]);
    expect(s.money).toEqual([0, 0, 5]);
    expect(s.stage).toEqual({ kind: 'crew-action', pos: 5, refused: [] });
  });

  it("NP-18.11 after the Feds, Leo's controller moves him into the open Counselor position", () => {
    const s = apply('np-18.11-leo-before-the-family.txt');
    expect(s.prison).toEqual(['bobby-esposito']);
    expect(s.positions[6]).toBe('leo-seyfarth');
    expect(s.round).toBe(2);
  });

  it('NP-13.3.1 NP-7.8.3 a hit on a gangster whose card shows 0 Respect moves none', () => {
    const s = apply('np-13.3.1-card-respect.txt');
    expect(s.fishes).toEqual(['frankie-dellacroce']);
    expect(s.respect).toEqual([10, 10, 10]);
  });

  it('NP-13.4.4 a Blackmail coin handed over by swapping markers on it', () => {
    const s = apply('np-13.4.4-hand-the-coin.txt');
    expect(s.marks['jim-redio']).toEqual({ seats: [1, 1, 1], neutral: 0, blackmail: 2 });
  });

  it('NP-7.5-ex1 NP-7.1.1 loaded at the start of The Crew, the position pays out on arrival', () => {
    const s = apply('np-7.5-ex1-payouts-on-arrival.txt');
    expect(s.respect).toEqual([4, -4, 0]);
    expect(s.money).toEqual([3, 5, 0]);
    expect(pendingNp(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'gangster-action' })]);
  });
});
