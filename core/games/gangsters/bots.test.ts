/** The Gangsters bots answer a trade offered to them (G-14.1) by weighing what they get against what they give. */
import { describe, expect, it } from 'vitest';
import { createMatch, seedRng } from '../../engine';
import { heuristicBot } from './bots';
import { gangsters } from './game';
import { coloredBuildings } from './rules/places';
import type { GangstersState } from './state';

function offered(trade: GangstersState['turn']['trade']): GangstersState {
  const m = createMatch(gangsters, { options: {}, seats: 2, seed: 'trade' });
  if (!m.ok) throw new Error(m.error.message);
  const s = structuredClone(m.value.match.state) as GangstersState;
  const joint = coloredBuildings()[0] ?? '';
  s.joints[joint] = { owner: 0, level: 1 };
  for (const g of s.gangs) g.cash = 1000;
  s.phase = 'trade';
  s.turn = { ...s.turn, seat: 0, trade };
  return s;
}

function answer(s: GangstersState): unknown {
  const legal = gangsters.legal(s, 1) ?? [];
  return heuristicBot({ view: gangsters.view(s, 1), seat: 1, legal, anytime: [], rng: seedRng('a') })[0];
}

describe('G-14.1 a bot answers a trade by what it is worth to it', () => {
  const joint = coloredBuildings()[0] ?? '';

  it('G-14.1 takes a Joint offered for a little cash', () => {
    const s = offered({ from: 0, to: 1, give: { joints: [joint], cash: 0 }, get: { joints: [], cash: 1 } });
    expect(answer(s)).toEqual({ type: 'answer-trade', accept: true });
  });

  it('G-14.1 turns down paying more for a Joint than it is worth', () => {
    const s = offered({ from: 0, to: 1, give: { joints: [joint], cash: 0 }, get: { joints: [], cash: 900 } });
    expect(answer(s)).toEqual({ type: 'answer-trade', accept: false });
  });
});
