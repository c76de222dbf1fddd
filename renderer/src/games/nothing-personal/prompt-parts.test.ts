import { describe, expect, it } from 'vitest';
import { choices } from '@core/games/nothing-personal/anytime';
import { pendingNp } from '@core/games/nothing-personal/pending';
import { buildScenario, parseScenario } from '@core/games/nothing-personal/scenario';
import type { NpState } from '@core/games/nothing-personal/state';
import { viewNp } from '@core/games/nothing-personal/view';
import { groups } from './choices';
import type { Family } from './families';
import { buttonSeat, promptParts } from './prompt-parts';
import { groupLabel } from './words';

const families = [
  ['Nonna Rosa', 'Red', 'red'],
  ['Bugsy', 'Blue', 'blue'],
  ['Legs', 'Green', 'green'],
].map(
  ([name, c, colour], seat) => ({ seat, name, family: `${c} family`, colour, emblem: 'fedora' }) as unknown as Family,
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

describe('a tie ruled by the Capo ring names each family as its button does', () => {
  it('NP-7.2.6 each family in the prompt carries the colour, token and words of the button that rules for it', () => {
    const s = tie();
    const p = pendingNp(s).find((d) => d.kind === 'tie');
    expect(p?.seat).toBe(0);
    const parts = promptParts(p?.prompt ?? '', families, 'tie');
    const named = parts.flatMap((x) => (x.seat === undefined ? [] : [x]));
    expect(named.map((x) => x.text)).toEqual(['Bugsy (Blue family)', 'Legs (Green family)']);
    const w = { view: viewNp(s, 0), families, kind: 'tie' };
    const buttons = groups(choices(s, 0).main).map((g) => ({
      seat: buttonSeat(g.actions[0]),
      label: groupLabel(g, w),
    }));
    expect(buttons.map((b) => b.label)).toEqual([
      'Blue family controls the Bean Counter',
      'Green family controls the Bean Counter',
    ]);
    for (const [i, x] of named.entries()) {
      // The same seat, so the same token (colour and emblem), and the button starts with the words after the name.
      expect(buttons[i]?.seat).toBe(x.seat);
      expect(x.family).toBe(families[buttons[i]?.seat ?? -1]);
      expect(x.text).toContain(`(${buttons[i]?.label.replace(/ controls .*/, '')})`);
    }
    expect(parts.map((x) => x.text).join('')).toBe(
      'Decide who controls the tied Bean Counter: Bugsy (Blue family) or Legs (Green family).',
    );
  });

  it('a prompt about anything else names the player alone, with the family’s token', () => {
    const parts = promptParts("{seat:1}'s Willie goes after {seat:0}'s Tommy.", families, 'whack-response');
    expect(parts).toEqual([
      { seat: 1, family: families[1], text: 'Bugsy' },
      { text: "'s Willie goes after " },
      { seat: 0, family: families[0], text: 'Nonna Rosa' },
      { text: "'s Tommy." },
    ]);
  });
});

describe('a clause ID in a prompt', () => {
  it('is a part of its own, so that it is drawn as the rules link and never split at its hyphen', () => {
    const parts = promptParts(
      'Place one of your markers on a gangster in one of the nine positions; the Associates take none (NP-3.15).',
      families,
      'place',
    );
    expect(parts.map((p) => [p.text, p.clause ?? null])).toEqual([
      ['Place one of your markers on a gangster in one of the nine positions; the Associates take none (', null],
      ['NP-3.15', 'NP-3.15'],
      [').', null],
    ]);
    const named = promptParts('{seat:1} may whack {seat:2} (NP-7.7.3)', families, 'x');
    expect(named.map((p) => p.text)).toEqual(['Bugsy', ' may whack ', 'Legs', ' (', 'NP-7.7.3', ')']);
  });
});
