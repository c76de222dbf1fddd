import { describe, expect, it } from 'vitest';
import { act as A } from '@core/games/nothing-personal/actions';
import { choices } from '@core/games/nothing-personal/anytime';
import { pendingNp } from '@core/games/nothing-personal/pending';
import { buildScenario, parseScenario } from '@core/games/nothing-personal/scenario';
import type { NpState } from '@core/games/nothing-personal/state';
import { BOARD, mk } from '@core/games/nothing-personal/testing/boards';
import { crewTable, must, stateOf } from '@core/games/nothing-personal/testing/fixture';
import { viewNp } from '@core/games/nothing-personal/view';
import { groups } from './choices';
import type { Family } from './families';
import { buttonSeat, promptParts } from './prompt-parts';
import { groupLabel } from './words';

const families = [
  ['Nonna Rosa', 'red'],
  ['Bugsy', 'blue'],
  ['Legs', 'green'],
].map(
  ([name, colour], seat) =>
    ({ seat, name, family: `${name}\u2019s family`, colour, emblem: 'fedora' }) as unknown as Family,
);

function tie(): NpState {
  const sc = parseScenario({
    seats: 3,
    seed: 'prompt-parts',
    options: {},
    position: {
      stage: { kind: 'crew-control', pos: 4 },
      interrupts: [{ kind: 'tie', pos: 4, tied: [1, 2], chooser: 0 }],
      marks: { '4': { seats: [0, 2, 2] } },
    },
  });
  if (!sc.ok) throw new Error(sc.error.message);
  const m = buildScenario(sc.value);
  if (!m.ok) throw new Error(m.error.message);
  return m.value.state as NpState;
}

/** Seat 0's Tom Vaselini calls a hit on seat 1's Jim Redio, the Racketeer; seat 1 may call it off. */
function hit(): NpState {
  const m = crewTable(undefined, 3, {
    board: { ...BOARD, '3': 'tom-vaselini' },
    marks: { '3': mk(1, 0, 0), '5': mk(0, 1, 0) },
    hands: [[], ['testimony-unsealed#1'], []],
  });
  return stateOf(must(m, 0, A.ability({ pos: 5 })).match);
}

describe('a tie ruled by the Capo ring names each family as its button does', () => {
  it('NP-7.2.6 each family in the prompt carries the token and the player of the button that rules for it', () => {
    const s = tie();
    const p = pendingNp(s).find((d) => d.kind === 'tie');
    expect(p?.seat).toBe(0);
    const parts = promptParts(p?.prompt ?? '', families).words;
    const named = parts.flatMap((x) => (x.seat === undefined ? [] : [x]));
    expect(named.map((x) => x.text)).toEqual(['Bugsy', 'Legs']);
    const w = { view: viewNp(s, 0), families, kind: 'tie' };
    const buttons = groups(choices(s, 0).main).map((g) => ({
      seat: buttonSeat(g.actions[0]),
      label: groupLabel(g, w),
    }));
    expect(buttons.map((b) => b.label)).toEqual([
      'Bugsy\u2019s family controls the Bean Counter',
      'Legs\u2019s family controls the Bean Counter',
    ]);
    for (const [i, x] of named.entries()) {
      // The same seat, so the same token (colour and emblem), and the button starts with the player's name.
      expect(buttons[i]?.seat).toBe(x.seat);
      expect(x.family).toBe(families[buttons[i]?.seat ?? -1]);
      expect(buttons[i]?.label.startsWith(`${x.text}\u2019s family `)).toBe(true);
    }
    expect(parts.map((x) => x.text).join('')).toBe('Decide who controls the tied Bean Counter: Bugsy or Legs.');
  });

  it('a prompt about anything else names the player alone, with the family’s token', () => {
    const parts = promptParts("{seat:1}'s Willie goes after {seat:0}'s Tommy.", families);
    expect(parts.clauses).toEqual([]);
    expect(parts.words).toEqual([
      { seat: 1, family: families[1], text: 'Bugsy' },
      { text: "'s Willie goes after " },
      { seat: 0, family: families[0], text: 'Nonna Rosa' },
      { text: "'s Tommy." },
    ]);
  });
});

describe('a clause ID in a prompt', () => {
  const said = (p: { words: readonly { text: string }[] }): string => p.words.map((w) => w.text).join('');

  it('NP-3.15 is taken out of the sentence for the small print after it, never left mid-sentence', () => {
    const p = promptParts(
      'Place one of your markers on a gangster in one of the nine positions; the Associates take none (NP-3.15).',
      families,
    );
    expect(said(p)).toBe(
      'Place one of your markers on a gangster in one of the nine positions; the Associates take none.',
    );
    expect(p.clauses).toEqual(['NP-3.15']);
  });

  it('NP-13.2.1 a called hit (core’s own prompt) reads as a sentence and cites its three rules after it', () => {
    const s = hit();
    const p = pendingNp(s).find((d) => d.kind === 'whack-response');
    const parts = promptParts(p?.prompt ?? '', families);
    expect(parts.clauses).toEqual(['NP-13.2.1', 'NP-16.10', 'NP-19.2']);
    const text = said(parts);
    expect(text).toMatch(/ goes after .*\. Call the hit off, or let it go ahead\.$/);
    expect(text).not.toMatch(/NP-|\(\)|\( *\)/);
  });

  it('a clause cited in the middle goes to the end too, and a seat next to it keeps its token', () => {
    const p = promptParts('{seat:1} may whack {seat:2} (NP-7.7.3) this turn, and NP-7.7.4 says so.', families);
    expect(p.words.map((w) => w.text)).toEqual(['Bugsy', ' may whack ', 'Legs', ' this turn, and says so.']);
    expect(p.clauses).toEqual(['NP-7.7.3', 'NP-7.7.4']);
  });
});
