import { describe, expect, it } from 'vitest';
import { gangsters } from '@core/games/gangsters/game';
import { legalActions } from '@core/games/gangsters/legal';
import type { GangstersView } from '@core/games/gangsters/view';
import { start, st, RED } from '@core/games/gangsters/testing/game-play';
import type { Match } from '@core/engine/match';
import { narrow } from '../../../table/narrow';
import { planSoFar, sharedWords, stepLabels } from './group-words';
import { keep, nextStep, type GAction } from './legal';
import { priceWords, recruitWords } from './view-words';
import { actionWords, stepQuestion, valueWords, type Namer } from './words';

const NAMES: Readonly<Record<string, string>> = {
  'eagle-ice-works': 'Eagle Ice Works',
  'hawthorne-hotel': 'Hawthorne Hotel',
  'lous-diner': 'Lou’s Diner',
};
const n: Namer = { place: (id) => NAMES[id] ?? id, seat: (s) => ['Red', 'Yellow'][s] ?? '?' };
const seen = (m: Match): GangstersView => gangsters.view(st(m), RED) as GangstersView;

/** The buttons of the next question among `actions` once `picks` are made, worded as the table words them. */
function buttons(m: Match, type: string, picks: { path: string; value: unknown }[] = []): string[] {
  const all = legalActions(st(m), RED).filter((a) => a.type === type);
  const left = narrow(all, picks);
  const step = nextStep(left);
  if (!step) throw new Error('nothing left to ask');
  const wordsOf = (a: GAction): string =>
    a.type === 'recruit' ? recruitWords(seen(m), RED, a, n) : (priceWords(seen(m), RED, a, n) ?? actionWords(a, n));
  return stepLabels(type, step.values, (v) => keep(left, step.path, v), {
    plain: (v) => valueWords(step.path, v, n, type),
    own: () => null,
    wordsOf,
  });
}

describe('an answer whose click spends money says the whole action and its price', () => {
  // Red, $2,700, a green 6 and a black 1: one more Racketeer ($300 × 6) is all Red can afford of them, while
  // Thugs come two or three at a time; every recruit uses Red's last move and cannot be taken back.
  const m = start(`
    turn red move
    dice red=1 green=6 blue=4 white=1 black=1
    cash red=2700 yellow=2000
    gang red racketeer=2@lous-diner thug=1@lous-diner
    gang yellow racketeer=2@hawthorne-hotel
    joint lous-diner red
    joint hawthorne-hotel yellow`);

  it('G-7.2 the Racketeer button recruits at once, so it says “Recruit 1 Racketeer for $1,800”', () => {
    const labels = buttons(m, 'recruit');
    expect(labels).toContain('Recruit 1 Racketeer for $1,800');
    // The Thug leaves "how many" to ask: the button says the piece, and spends nothing yet.
    expect(labels).toContain('Thug');
    expect(labels).not.toContain('Racketeer');
  });

  it('G-7.2 each count of Thugs says what it costs', () => {
    const labels = buttons(m, 'recruit', [{ path: 'piece', value: 'thug' }]);
    expect(labels.length).toBeGreaterThan(1);
    for (const l of labels) expect(l).toMatch(/^Recruit \d+ Thugs? for \$[\d,]+$/);
  });

  it('G-7.4 answers that read alike as whole actions say their value first, then the action and price', () => {
    const leads = new Map<string, GAction[]>([
      ['lous-diner', [{ type: 'recruit', piece: 'vamp', count: 1, at: 'lous-diner' }]],
      ['eagle-ice-works', [{ type: 'recruit', piece: 'vamp', count: 1, at: 'eagle-ice-works' }]],
    ]);
    const labels = stepLabels('recruit', [...leads.keys()], (v) => leads.get(String(v)) ?? [], {
      plain: (v) => n.place(String(v)),
      own: () => null,
      wordsOf: () => 'Recruit 1 Vamp for $300',
    });
    expect(labels).toEqual(['Lou’s Diner · Recruit 1 Vamp for $300', 'Eagle Ice Works · Recruit 1 Vamp for $300']);
    // Over a list of many places (a click on the map settles it), the price is said once for them all.
    expect(
      sharedWords(
        [...leads.keys()],
        (v) => leads.get(String(v)) ?? [],
        () => 'Recruit 1 Vamp for $300',
      ),
    ).toBe('Recruit 1 Vamp for $300');
    const draft = new Map<string, GAction[]>([
      ['lous-diner', [{ type: 'draft', building: 'lous-diner' }]],
      ['eagle-ice-works', [{ type: 'draft', building: 'eagle-ice-works' }]],
    ]);
    expect(
      sharedWords(
        [...draft.keys()],
        (v) => draft.get(String(v)) ?? [],
        (a) => actionWords(a, n),
      ),
    ).toBeNull();
  });
});

describe('a bribe says what its click really does (G-9.5)', () => {
  const m = start(`
    turn red cop
    dice red=1 green=1 blue=2 white=1 black=1
    cash red=1000 yellow=1000
    gang red racketeer=2@eagle-ice-works
    gang yellow racketeer=2@lous-diner
    cop 10@s6-4/east
    cop 2@s10-8/north`);

  it('the buttons name where the blue die goes and the price, never a Cop bought', () => {
    const labels = buttons(m, 'bribe');
    expect(labels).toContain('Try a bribe, blue die on Cop 10: pay $200, then draw which Cop you get');
    expect(labels).toContain('Try a bribe, blue die on Cop 2: pay $200, then draw which Cop you get');
    for (const l of labels) expect(l).not.toMatch(/^Bribe Cop/);
    expect(stepQuestion('bribe', 'cop')).toMatch(/drawn at random/);
  });
});

describe('the last question of the starting places asks for a place, not a whole plan (G-4.3)', () => {
  const m = start(`
    players 2
    setup place
    joint eagle-ice-works red
    joint hawthorne-hotel red
    joint lous-diner red
    joint huffs-cafe yellow
    joint kowalskis-bakery yellow
    joint smc-cartage yellow
    gang red racketeer=2 thug=1 vamp=1
    gang yellow racketeer=2 thug=1 vamp=1`);

  it('each answer is a place name, the plan so far said above them', () => {
    const picks = [
      { path: 'racketeer', value: 'eagle-ice-works' },
      { path: 'thug', value: 'hawthorne-hotel' },
    ];
    const labels = buttons(m, 'placement', picks);
    expect(labels).toEqual(expect.arrayContaining(['Eagle Ice Works', 'Hawthorne Hotel', 'Lou’s Diner']));
    for (const l of labels) expect(l).not.toContain(' in ');
    expect(planSoFar('placement', picks, n.place)).toBe(
      'So far: Racketeer in Eagle Ice Works, Thug in Hawthorne Hotel.',
    );
    expect(planSoFar('recruit', [{ path: 'piece', value: 'thug' }], n.place)).toBeNull();
  });
});
