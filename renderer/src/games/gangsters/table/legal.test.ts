import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '@core/engine/match';
import { seedRng } from '@core/engine/rng';
import { heuristicBot } from '@core/games/gangsters/bots';
import { gangsters } from '@core/games/gangsters/game';
import type { GangstersState } from '@core/games/gangsters/state';
import { gangstersView } from '@core/games/gangsters/view';
import { field, same } from '../../../table/narrow';
import {
  destinations,
  facingsOf,
  groups,
  movers,
  nextMoveChoice,
  nextStep,
  planAction,
  planLimits,
  wheelsChoice,
  type GAction,
} from './legal';

const move = (over: Partial<Extract<GAction, { type: 'move' }>>): GAction => ({
  type: 'move',
  piece: 'racketeer',
  to: 's1-0',
  facing: 'east',
  criminal: false,
  ...over,
});

/** Plays a seeded two-Gang game with bots until `stop` says the position is the one wanted. */
function playUntil(stop: (s: GangstersState, legal: readonly GAction[], seat: number) => boolean): {
  state: GangstersState;
  legal: GAction[];
} {
  const start = createMatch(gangsters, { options: { wheels: true }, seats: 2, seed: 'narrow' });
  if (!start.ok) throw new Error(start.error.message);
  let m: Match = start.value.match;
  let rng = seedRng('narrow-bots');
  for (let i = 0; i < 5000; i++) {
    const s = m.state as GangstersState;
    const p = gangsters.pending(s)[0];
    if (!p) break;
    const legal = (gangsters.legal(s, p.seat) ?? []) as unknown as GAction[];
    if (stop(s, legal, p.seat)) return { state: s, legal };
    const [a, next] = heuristicBot({
      view: gangstersView(s, p.seat),
      seat: p.seat,
      legal: legal as never,
      anytime: [],
      rng,
    });
    rng = next;
    const step = applyAction(gangsters, m, p.seat, a);
    if (!step.ok) throw new Error(step.error.message);
    m = step.value.match;
  }
  throw new Error('the position was never reached');
}

describe('narrowing the host’s legal list to clicks', () => {
  it('lights exactly the spaces the host lists for the picked piece, no more', () => {
    const { legal } = playUntil((s, l) => s.phase === 'move' && l.some((a) => a.type === 'move' && a.piece === 'thug'));
    const dests = destinations(legal, 'thug');
    const listed = new Set(legal.flatMap((a) => (a.type === 'move' && a.piece === 'thug' ? [a.to] : [])));
    expect(new Set(dests.keys())).toEqual(listed);
    // Every variant behind a lit space is an action of the host's list.
    for (const variants of dests.values()) for (const v of variants) expect(legal.some((a) => same(a, v))).toBe(true);
  });

  it('offers as movers only pieces that have a listed move', () => {
    const { legal } = playUntil((s) => s.phase === 'move');
    for (const m of movers(legal)) expect(destinations(legal, m).size).toBeGreaterThan(0);
    expect(movers([{ type: 'end-move' }, { type: 'roll' }])).toEqual([]);
  });

  it('asks the side up after the space, and settles one action', () => {
    const list = [move({ criminal: false }), move({ criminal: true }), move({ to: 's2-0' })];
    const here = destinations(list, 'racketeer').get('s1-0') ?? [];
    expect(nextMoveChoice(here)).toEqual({ path: 'criminal', values: [false, true] });
    const one = here.filter((a) => field(a, 'criminal') === true);
    expect(nextMoveChoice(one)).toBeNull();
  });

  it('asks about a field it has no words for rather than choosing a variant unseen', () => {
    const list = [move({ hit: 1 } as never), move({ hit: 2 } as never)];
    expect(nextMoveChoice(list)).toEqual({ path: 'hit', values: [1, 2] });
  });

  it('asks the way first when a Subway ride and a walk both reach the space (G-10.2)', () => {
    const list = [move({ subway: true }), move({}), move({ facing: 'west' })];
    expect(nextMoveChoice(list)?.path).toBe('subway');
  });

  it('shows each facing the host allows on a lit space (G-6.4)', () => {
    const list = [move({ facing: 'east' }), move({ facing: 'west' }), move({ to: 'westgate-hotel', facing: null })];
    const f = facingsOf(destinations(list, 'racketeer'));
    expect(f.get('s1-0')).toEqual(['east', 'west']);
    expect(f.get('westgate-hotel')).toEqual([null]);
  });

  it('splits Wheels moves from ordinary ones only when the host lists both (G-16.2)', () => {
    const list = [move({}), move({ to: 's9-0', wheels: true })];
    expect(wheelsChoice(list, 'racketeer')).toEqual({ with: true, without: true });
    expect([...destinations(list, 'racketeer', true).keys()]).toEqual(['s9-0']);
    expect([...destinations(list, 'racketeer', false).keys()]).toEqual(['s1-0']);
    expect([...destinations(list, 'racketeer').keys()]).toEqual(['s1-0', 's9-0']);
  });

  it('keeps Cops and the Public apart from Gang pieces', () => {
    const list: GAction[] = [
      { type: 'cop-move', cop: 4, to: 's1-0', facing: 'east' },
      { type: 'cop-start', to: 's2-0', facing: 'north' },
      { type: 'move-public', public: null, to: 's3-0', facing: 'south' },
      { type: 'move-public', public: 2, to: 's4-0', facing: 'south' },
    ];
    expect(movers(list)).toEqual(['cop:4', 'cop:new', 'public:new', 'public:2']);
    expect([...destinations(list, 'public:2').keys()]).toEqual(['s4-0']);
  });

  it('groups every other decision, a new kind included, and asks its fields one by one', () => {
    const list = [
      { type: 'bribe', cop: 3 },
      { type: 'bribe', cop: 5 },
      { type: 'answer-trade', accept: true },
      { type: 'answer-trade', accept: false },
      { type: 'choose-joint', joint: 'westgate-hotel' },
      { type: 'choose-joint', joint: 'huffs-cafe' },
    ] as unknown as GAction[];
    const g = groups(list);
    expect(g.map((x) => x.key)).toEqual(['bribe', 'answer-trade:true', 'answer-trade:false', 'choose-joint']);
    expect(nextStep(g[0]?.actions ?? [])).toEqual({ path: 'cop', values: [3, 5] });
    expect(nextStep(g[3]?.actions ?? [])).toEqual({ path: 'joint', values: ['westgate-hotel', 'huffs-cafe'] });
    expect(nextStep(g[1]?.actions ?? [])).toBeNull();
  });

  it('asks where each piece starts, one piece at a time (G-4.3)', () => {
    const { legal } = playUntil((s, l) => s.phase === 'place' && l.length > 1);
    const first = nextStep(legal);
    expect(first?.path).toBe('racketeer');
  });

  it('lets the starting Gang grow only as far as a listed plan allows (G-4.2)', () => {
    const { legal } = playUntil((s) => s.phase === 'recruit');
    const limits = planLimits(legal, { racketeer: 1, thug: 1, vamp: 1 });
    expect(limits).not.toBeNull();
    const most = { racketeer: limits?.racketeer ?? 0, thug: 1, vamp: 1 };
    expect(planAction(legal, most)).not.toBeNull();
    expect(planAction(legal, { ...most, racketeer: most.racketeer + 1 })).toBeNull();
  });
});
