import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine/match';
import { parseScenarioFile } from '../../engine/scenario-file';
import { seatView } from '../../engine/view';
import { fromChooser } from './bots';
import { nothingPersonal } from './game';
import { npScenarioMatch } from './scenario';
import { playNpGame, simulateNp } from './simulate';
import type { NpState } from './state';

/** The example in scenario.ts's header, verbatim. */
const FILE = `game nothing-personal
# Guistono (Second Guy) makes a move on the Racketeer
{ "seats": 3, "seed": "demo",
  "position": { "stage": { "kind": "crew-action", "pos": 2, "refused": [] },
    "board": { "2": "paulie-guistono", "5": "jim-redio" }, "marks": { "2": { "seats": [2, 0, 0] } },
    "money": [20, 10, 5], "hands": [[], ["thug-3#1"], []] } }
---
0 {"type":"move"} dice=3
1 {"type":"shakedown","card":"thug-3#1"}
`;

describe('CLI tools', () => {
  it('simulateNp: one summary per game, deterministic, every game five rounds with a top-scoring winner', () => {
    const a = simulateNp({ players: 4, seed: 'cli', games: 3 });
    expect(a).toEqual(simulateNp({ players: 4, seed: 'cli', games: 3 }));
    expect(a.map((g) => g.seed)).toEqual(['cli#0', 'cli#1', 'cli#2']);
    for (const g of a) {
      expect(Object.keys(g).sort()).toEqual(['game', 'players', 'rounds', 'scores', 'seed', 'winner']);
      expect(g).toMatchObject({ game: 'nothing-personal', players: 4, rounds: 5 });
      expect(g.scores[g.winner]).toBe(Math.max(...g.scores));
    }
  });

  it('npScenarioMatch reads the scenario-file position text; its action lines run through the kernel', () => {
    const file = parseScenarioFile(FILE);
    if (!file.ok) throw new Error(file.error.message);
    expect(file.value.gameId).toBe('nothing-personal');
    const start = npScenarioMatch(file.value.position);
    if (!start.ok) throw new Error(start.error.message);
    let m = start.value;
    expect((m.state as NpState).positions[1]).toBe('paulie-guistono');
    for (const a of file.value.actions) {
      const source = a.dice ? { kind: 'script' as const, dice: a.dice } : undefined;
      const step = applyAction(nothingPersonal, m, a.seat, a.action, source);
      if (!step.ok) throw new Error(`line ${a.line}: ${step.error.message}`);
      m = step.value.match;
    }
    const s = m.state as NpState;
    // Seat 1 shook a card down (a table action) while the re-roll window was open.
    expect(s.money[1]).toBe(18);
    expect(s.interrupts[0]).toMatchObject({ kind: 'reroll' });
    expect(seatView(nothingPersonal, m, 1).legal).toContainEqual({ type: 'decline' });
  });

  it('npScenarioMatch applies actions listed in the JSON, and explains bad text', () => {
    const withActions = npScenarioMatch(
      JSON.stringify({
        seats: 3,
        actions: [{ seat: 0, action: { type: 'place', pos: 9 } }],
        position: { ring: 0, stage: { kind: 'placement', turn: 0, placed: 0 } },
      }),
    );
    if (!withActions.ok) throw new Error(withActions.error.message);
    expect(withActions.value.version).toBe(1);
    for (const [text, why] of [
      ['', /position is missing/],
      ['# only a comment', /position is missing/],
      ['{ "seats": 3,', /not valid JSON/],
      ['{ "seats": 9 }', /seats/],
    ] as const) {
      const r = npScenarioMatch(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(why);
    }
  });
});

describe('bot runner', () => {
  it('a bot that always prefers a table action still gets round to its decisions (no loop)', () => {
    const greedy = fromChooser((_v, _s, legal, anytime) => anytime[anytime.length - 1] ?? (legal[0] as never));
    const { result, log } = playNpGame(3, 'greedy', [greedy]);
    expect(result.rounds).toBe(5);
    expect(log.actions.some((a) => (a.action as { type: string }).type === 'shakedown')).toBe(true);
  });
});
