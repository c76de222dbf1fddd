/**
 * The scenario files in scenarios/ run through the same code as the CLI's `apply` (`runScenarioFile`),
 * with the rulebook's outcome checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenarioFile, type ScenarioRun } from '../../engine/scenario-file';
import { REGISTRY } from '../index';
import type { SuperGangState } from './state';

function run(name: string): ScenarioRun {
  return runScenarioFile(readFileSync(new URL(`./scenarios/${name}`, import.meta.url), 'utf8'), (id) =>
    REGISTRY.notation(id),
  );
}

function state(name: string): SuperGangState {
  const r = run(name);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.match.state as unknown as SuperGangState;
}

describe('SuperGang scenario files', () => {
  it('SG-5.4.2 a stick-up of a basic shop pays 50 from the bank', () => {
    const s = state('sg-5.4.2-stick-up.txt');
    expect(s.gangs[0]?.cash).toBe(50);
    expect(s.bank).toBe(1270);
  });

  it('SG-9.3.4 SG-10.1 an arrested gangster who obeys goes to jail for the sum of his record', () => {
    const s = state('sg-9.3.4-obey.txt');
    const k = s.characters.find((c) => c.id === 'red-killer');
    expect(k?.place).toBe('jail');
    expect(k?.sentence).toBe(3);
  });

  it('SG-3.5 a killing in the three first turns is refused, naming the clause', () => {
    const r = run('sg-3.5-peace.txt');
    if (r.ok || !('error' in r)) throw new Error('not refused');
    expect(r.error.clause).toBe('SG-3.5');
    expect(r.line).toBe(9);
  });
});
