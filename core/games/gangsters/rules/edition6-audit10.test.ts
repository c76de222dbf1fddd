/**
 * Rules put right in engine version 6 (state.ts `EDITION`) by the tenth audit, each beside a game begun
 * under engine version 5 that keeps its rule (the scenario statement `engine 5`).
 */
import { describe, expect, it } from 'vitest';
import { gangsters } from '../game';
import { legalActions } from '../legal';
import { start, st, refusal, act, RED, YELLOW, GREEN, BROWN } from '../testing/game-play';
import { baseValue, coloredBuildings } from './places';

/**
 * The position the edition-6 draft reaches when Red, last to pick, took a $600 and a $400 building and the
 * others took the nine $100 buildings before its third pick (G-4.1): Red is passed over and starts with
 * two Joints and $100 in change. `phase` is `recruit` or `place`.
 */
function twoJoints(phase: 'recruit' | 'place', engine = ''): string {
  const hundreds = coloredBuildings().filter((id) => baseValue(id) === 100);
  const dear = (value: number) => coloredBuildings().find((id) => baseValue(id) === value) as string;
  const lines = [
    engine,
    'players 4',
    'first yellow',
    `setup ${phase}`,
    `joint ${dear(600)} red`,
    `joint ${dear(400)} red`,
    ...['yellow', 'green', 'brown'].flatMap((gang, k) =>
      hundreds.slice(3 * k, 3 * k + 3).map((id) => `joint ${id} ${gang}`),
    ),
    'cash red=100 yellow=800 green=800 brown=800',
  ];
  if (phase === 'place')
    lines.push(
      'gang red racketeer=4 thug=2 vamp=1',
      'gang yellow racketeer=2 thug=1',
      'gang green racketeer=2 thug=1',
      'gang brown racketeer=2 thug=1',
    );
  return lines.filter((l) => l !== '').join('\n');
}

const RED_JOINTS = (): string[] =>
  [600, 400].map((v) => coloredBuildings().find((id) => baseValue(id) === v) as string);

describe('G-4.2, G-4.3 a Gang passed over in the draft starts with two Joints', () => {
  it('G-4.3 a gangster placed outside them is refused with the Gang’s own count: “one of your two Joints”', () => {
    const m = start(twoJoints('place'));
    const yellows = coloredBuildings().find((id) => baseValue(id) === 100) as string;
    const e = refusal(m, RED, { type: 'placement', racketeer: yellows, thug: null, vamp: null });
    expect(e.clause).toBe('G-4.3');
    expect(e.message).toBe('Your racketeer must start in one of your two Joints.');
    expect(st(m).setupPlacements[RED]).toBeNull();
  });

  it('G-4.3 its Gang may start in either Joint, split or together, and is placed there', () => {
    let m = start(twoJoints('place'));
    const [a, b] = RED_JOINTS() as [string, string];
    const offered = legalActions(st(m), RED);
    expect(offered).toHaveLength(8);
    expect(offered).toContainEqual({ type: 'placement', racketeer: a, thug: b, vamp: a });
    m = act(m, RED, { type: 'placement', racketeer: a, thug: b, vamp: a }).m;
    for (const seat of [YELLOW, GREEN, BROWN]) {
      const [j] = Object.entries(st(m).joints).find(([, x]) => x.owner === seat) ?? [];
      m = act(m, seat, { type: 'placement', racketeer: j, thug: j, vamp: null }).m;
    }
    expect(st(m).phase).toBe('buy');
    expect(st(m).gangs[RED]?.pieces.thug?.at).toBe(b);
  });

  it('G-4.2 its secret Gang may cost $2,100 plus its $100 change, and no more', () => {
    const m = start(twoJoints('recruit'));
    // 6 Racketeers $2,100 and a Vamp $300 = $2,400: over the $2,200 it may spend.
    const over = refusal(m, RED, { type: 'recruit-plan', racketeer: 6, thug: 0, vamp: 1 });
    expect(over.clause).toBe('G-4.2');
    expect(over.message).toBe('That Gang costs $2,400; you may spend at most $2,200.');
    // 6 Racketeers $2,100 and a Thug $100 = $2,200: just what it may spend.
    const ok = act(m, RED, { type: 'recruit-plan', racketeer: 6, thug: 1, vamp: 0 }).m;
    expect(st(ok).setupRecruits[RED]).toEqual({ racketeer: 6, thug: 1, vamp: 0 });
  });

  it('G-4.3 a game begun under engine version 5 never reaches such a position, and keeps its words: “one of your three Joints”', () => {
    expect(() => start(twoJoints('place', 'engine 5'))).toThrow(/must hold its three drafted Joints \(G-4\.1\)/);
    // Red takes a $100 building for its third Joint and Brown a $200 one in its place.
    const two = coloredBuildings().find((id) => baseValue(id) === 200) as string;
    const text = twoJoints('place', 'engine 5')
      .replace(/^joint (\S+) yellow$/m, 'joint $1 red')
      .replace(/^(joint \S+ green)$/m, `joint ${two} yellow\n$1`);
    const m = start(text);
    const yellows = Object.entries(st(m).joints).find(([, x]) => x.owner === YELLOW)?.[0] as string;
    const e = refusal(m, RED, { type: 'placement', racketeer: yellows, thug: null, vamp: null });
    expect(e.message).toBe('Your racketeer must start in one of your three Joints.');
  });
});

/**
 * Red's Cop action (G-5.3) with nothing to do: no cash for a bribe, the one Cop on patrol under Yellow's
 * Donut (G-16.4) and no criminal to let a new Cop start (G-9.3). `legal` offers only to go on (G-9.4).
 */
const NO_COP_ACTION = `
  options donuts
  turn red cop
  dice red=1 green=1 blue=3 white=1 black=1
  cash red=0
  gang red racketeer=2@westgate-hotel
  cop 4@st-brigids-church
  donut yellow 4`;

describe('G-9.4 a Cop action with nothing possible', () => {
  it('G-9.4 the prompt says no Cop can be bribed, moved or started, instead of asking for one', () => {
    const s = st(start(NO_COP_ACTION));
    expect(legalActions(s, RED)).toEqual([{ type: 'cop-none' }]);
    expect(gangsters.pending(s).map((p) => p.prompt)).toEqual([
      '{seat:0}: no Cop can be bribed, moved or started, so there is no Cop action this turn (G-9.4).',
    ]);
  });

  it('G-9.4 with a Cop of its own under its "Donut 1" (G-16.4) the seat is asked as before', () => {
    const s = st(start(`${NO_COP_ACTION}\n  cop 5@daily-clarion\n  donut red 5`));
    expect(legalActions(s, RED)).toContainEqual({ type: 'donut-flip' });
    expect(gangsters.pending(s).map((p) => p.prompt)).toEqual(['{seat:0}: bribe, move or start a Cop (G-5.3).']);
  });

  it('G-9.4 G-15.1 with secret cash the prompt, which every seat reads, does not give away that a bribe is out of reach', () => {
    const s = st(start(NO_COP_ACTION.replace('options donuts', 'options donuts secretCash')));
    expect(legalActions(s, RED)).toEqual([{ type: 'cop-none' }]); // its own list, seen by Red alone
    expect(gangsters.pending(s).map((p) => p.prompt)).toEqual(['{seat:0}: bribe, move or start a Cop (G-5.3).']);
  });

  it('G-9.4 a game begun under engine version 5 keeps its prompt: "bribe, move or start a Cop"', () => {
    const s = st(start(`engine 5\n${NO_COP_ACTION}`));
    expect(legalActions(s, RED)).toEqual([{ type: 'cop-none' }]);
    expect(gangsters.pending(s).map((p) => p.prompt)).toEqual(['{seat:0}: bribe, move or start a Cop (G-5.3).']);
  });
});
