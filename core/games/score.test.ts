/**
 * Final scores explained (each game's `review.score`): the parts add up to the score the game itself
 * gives each seat, read from real positions; and the per-seat counts read from events (`review.tally`).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, randomPlayout, seedRng, type AnyGameDef, type GameEvent } from '../engine';
import { REGISTRY } from './index';
import { coloredBuildings } from './gangsters/rules/places';
import type { GangstersState } from './gangsters/state';
import type { SuperGangState } from './supergang/state';

const review = (id: string) => {
  const r = REGISTRY.review(id);
  if (!r?.score || !r.tally) throw new Error(`${id} explains no scores`);
  return { score: r.score, tally: r.tally };
};
const def = (id: string) => REGISTRY.module(id)?.def as AnyGameDef;

function start(id: string, seats: number): unknown {
  const c = createMatch(def(id), { options: {}, seats, seed: `score-${id}` });
  if (!c.ok) throw new Error(c.error.message);
  return c.value.match.state;
}

function explained(id: string, state: unknown, seats: number) {
  const sheet = review(id).score(def(id).view(state, 'omniscient'), seats);
  const outcome = def(id).outcome(state);
  if (!sheet || !outcome) throw new Error('expected a finished game');
  return { sheet, outcome };
}

const pub = (type: string, text: string, data?: GameEvent['data']): GameEvent => ({
  type,
  visibility: 'public',
  text,
  ...(data ? { data } : {}),
});

describe('final scores explained', () => {
  it('NP-12 a finished game: the track, the last count and money with cards add up to the final Respect', () => {
    const c = createMatch(def('nothing-personal'), { options: {}, seats: 4, seed: 'score-np' });
    if (!c.ok) throw new Error(c.error.message);
    const end = randomPlayout(def('nothing-personal'), c.value.match, seedRng('score-np-play'));
    const { sheet, outcome } = explained('nothing-personal', end.match.state, 4);
    expect(sheet.totalLabel).toBe('Respect');
    sheet.seats.forEach((s, seat) => {
      expect(s.parts.map((p) => p.label)).toEqual(['Respect on the track', 'Last Respect count', 'Money and cards']);
      expect(s.parts.reduce((n, p) => n + p.value, 0)).toBe(s.total);
      expect(s.total).toBe(outcome.scores[seat]);
      expect(s.parts[1]?.value).toBeGreaterThanOrEqual(0);
    });
  });

  it('NP-12 an unfinished game has no final scores to explain', () => {
    expect(
      review('nothing-personal').score(def('nothing-personal').view(start('nothing-personal', 3), 'omniscient'), 3),
    ).toBeNull();
  });

  it('G-15.2 net worth is cash, Joints at face value and their improvements', () => {
    const s = start('gangsters', 3) as GangstersState;
    const [first, second] = coloredBuildings();
    s.joints[first as string] = { owner: 0, level: 3 };
    s.joints[second as string] = { owner: 1, level: 1 };
    s.phase = 'over';
    s.winner = 0;
    s.endReason = 'Red Gang wins.';
    const { sheet, outcome } = explained('gangsters', s, 3);
    sheet.seats.forEach((seat, i) => {
      expect(seat.parts.map((p) => p.label)).toEqual(['Cash', 'Joints', 'Improvements']);
      expect(seat.parts.reduce((n, p) => n + p.value, 0)).toBe(seat.total);
      expect(seat.total).toBe(outcome.scores[i]);
    });
    const [, face, improved] = sheet.seats[0]?.parts ?? [];
    expect(improved?.value).toBe((face?.value ?? 0) * 2);
    expect(improved?.detail).toBe('2 levels added');
    expect(sheet.seats[0]?.note).toBe('Red Gang wins.');
    expect(sheet.seats[2]?.parts[1]?.detail).toBe('0 Joints at face value');
  });

  it('G-15.2 a game stopped after a number of turns says it was won on net worth, not the cash win that did not count', () => {
    const s = start('gangsters', 3) as GangstersState;
    s.options = { ...s.options, timeLimitTurns: 40 };
    s.phase = 'over';
    s.winner = 1;
    s.endReason = 'Yellow Gang wins.';
    const { sheet } = explained('gangsters', s, 3);
    expect(sheet.how).toMatch(/^This game stopped at its last turn, and the Gang worth the most won/);
    expect(sheet.how).not.toContain('$');
    // Untimed, the sheet names every way to win.
    const open = start('gangsters', 3) as GangstersState;
    open.phase = 'over';
    open.winner = 0;
    expect(explained('gangsters', open, 3).sheet.how).toContain('in cash; at a time limit the highest net worth wins');
  });

  it('G-15.1 a Gang left with the cash to win is told why it did not win: cash counts at the end of its own turn', () => {
    // A family's-eye review: Green won on $6,000 at the end of its turn; Yellow had $6,700, paid to it in
    // Green's turn, and more net worth, and nothing said why it had not won.
    const s = start('gangsters', 3) as GangstersState;
    s.options = { ...s.options, cashToWin: 6000 };
    s.phase = 'over';
    s.winner = 0;
    s.endReason = 'Red wins: the Gang holds a Racketeer, a Thug and a Vamp and has $6,000 in cash.';
    const [red, yellow, green] = s.gangs;
    if (!red || !yellow || !green) throw new Error('three Gangs');
    red.cash = 6000;
    yellow.cash = 6700;
    yellow.strength = { racketeer: 1, thug: 1, vamp: 1 };
    green.cash = 9000;
    green.strength = { racketeer: 2, thug: 1, vamp: 0 };
    const { sheet } = explained('gangsters', s, 3);
    expect(sheet.how).toContain('wins at the end of its own turn');
    expect(sheet.clause).toBe('G-15.1');
    expect(sheet.seats[0]?.note).toBe(s.endReason);
    expect(sheet.seats[1]?.note).toBe(
      "Had $6,700 in cash, enough to win, but cash counts only at the end of the Gang's own turn, and the game was won before then (G-15.1).",
    );
    expect(sheet.seats[2]?.note).toBe(
      'Had $9,000 in cash, enough to win, but no Vamp: a Gang wins only with a Racketeer, a Thug and a Vamp (G-15.1).',
    );
    // With a turn limit net worth decides (G-15.2): no cash win is explained away.
    s.options = { ...s.options, timeLimitTurns: 40 };
    expect(explained('gangsters', s, 3).sheet.seats[1]?.note).toBeUndefined();
  });

  it('SG-1.1 the cash each gang ends with, beside its shops, its best district and its characters', () => {
    const s = start('supergang', 3) as SuperGangState;
    const shops = Object.keys(s.shops);
    for (const id of shops.slice(0, 2)) (s.shops[id] as { owner: number | null }).owner = 1;
    (s.gangs[1] as { cash: number }).cash = 120;
    s.turn.phase = 'over';
    s.winner = 1;
    s.endReason = 'The blue gang owns a district.';
    const { sheet, outcome } = explained('supergang', s, 3);
    sheet.seats.forEach((seat, i) => expect(seat.total).toBe(outcome.scores[i]));
    // The cash is the score: said once, as the total, not again as a part above it.
    expect(sheet.totalLabel).toBe('Cash in hand');
    expect(sheet.seats.every((seat) => seat.parts.length === 0)).toBe(true);
    expect(sheet.seats[1]?.total).toBe(120);
    expect(sheet.seats[1]?.facts?.find((f) => f.label === 'Shops owned')?.value).toBe('2');
    expect(sheet.seats[1]?.facts?.find((f) => f.label === 'Characters alive')?.value).toBe('3 of 3');
    expect(sheet.seats[1]?.note).toBe('The blue gang owns a district.');
  });
});

describe('per-seat counts from events', () => {
  const count = (id: string, moves: { seat: number; events: GameEvent[] }[], seats = 3) => {
    const t = review(id).tally;
    const table = t.count(moves, seats);
    return (seat: number, key: string) => table[seat]?.[t.counts.findIndex((c) => c.id === key)];
  };

  it('Nothing Personal: Respect gained from payouts and hits, hits ordered and landed, the Capo ring', () => {
    const at = count('nothing-personal', [
      {
        seat: 1,
        events: [pub('payout', '{seat:1} controls X as Capo: 7 Respect, $5.', { seat: 1, respect: 7, money: 5 })],
      },
      {
        seat: 2,
        events: [
          pub('whack', 'Charlie goes after Xavier (Racketeer).'),
          pub('respect', 'The hit lands: {seat:2} +4 Respect, {seat:0} −4.'),
        ],
      },
      { seat: 0, events: [pub('whack', 'The hit fizzles: shooter or target left the board first.')] },
      { seat: 0, events: [pub('ring', '{seat:0} now controls the Capo.', { seat: 0 })] },
    ]);
    expect([at(1, 'respect'), at(1, 'payouts'), at(2, 'respect')]).toEqual([7, 5, 4]);
    expect([at(2, 'hits'), at(2, 'landed'), at(0, 'hits'), at(0, 'ring')]).toEqual([1, 1, 0, 1]);
  });

  it('Gangsters: Joints taken, whacks of other Gangs, Hits declared, extortion and payoffs', () => {
    const at = count('gangsters', [
      { seat: 0, events: [pub('draft', '{seat:0} takes A.', { seat: 0, building: 'a' })] },
      { seat: 0, events: [pub('buy', '{seat:0} buys B.', { seat: 0, building: 'b' })] },
      {
        seat: 1,
        events: [
          pub('hit', "{seat:1}'s thug declares a Hit on {seat:0} at s1."),
          pub('eliminated', "{seat:0}'s thug is removed from play."),
          pub('eliminated', "{seat:1}'s vamp is removed from play."),
        ],
      },
      { seat: 2, events: [pub('extortion', "{seat:2}'s thug extorts $600.", { seat: 2, amount: 600 })] },
      { seat: 2, events: [pub('payoff', '{seat:2} collects $300.', { seat: 2, amount: 300 })] },
    ]);
    expect([at(0, 'joints'), at(1, 'whacks'), at(1, 'hits'), at(2, 'extortion'), at(2, 'payoffs')]).toEqual([
      2, 1, 1, 600, 300,
    ]);
  });

  it('SuperGang: duels won, shops taken, stick-ups, kills and millions taken', () => {
    const at = count('supergang', [
      {
        seat: 0,
        events: [
          pub('stick-up', "{seat:0}'s vamp sticks up shop-x.", { shop: 'shop-x' }),
          pub('duel', 'The duel is over: the attackers win.', { winner: 0 }),
          pub('dead', "{seat:1}'s dealer is dead: to the graveyard.", { character: 'blue-dealer' }),
          pub('own', '{seat:0} now owns shop-x: 10 million a turn.', { shop: 'shop-x' }),
          pub('cash', '{seat:0} takes 10 million from the bank.', { gang: 0, amount: 10 }),
        ],
      },
      { seat: 1, events: [pub('duel', 'Duel: attackers 4 against defenders 5.', { totals: [4, 5] })] },
    ]);
    expect(['duels-won', 'shops', 'stick-ups', 'kills', 'takings'].map((k) => at(0, k))).toEqual([1, 1, 1, 1, 10]);
    expect(at(1, 'duels-won')).toBe(0);
  });
});
