import { describe, expect, it } from 'vitest';
import { buildScenario, parseScenario } from '@core/games/nothing-personal/scenario';
import { act as A, type NpAction } from '@core/games/nothing-personal/actions';
import { choices } from '@core/games/nothing-personal/anytime';
import type { NpState } from '@core/games/nothing-personal/state';
import { viewNp } from '@core/games/nothing-personal/view';
import { groups, nextStep } from './choices';
import { families as familiesAt, familyWord } from './families';
import {
  cardText,
  describe as sentence,
  groupLabel,
  keepNote,
  keyMissesPosition,
  offerSummary,
  stepQuestion,
  valueLabel,
  valueSeat,
  type Words,
} from './words';

/** Mum, Dad and Nonna, guests at this table: each wears a colour of its own (red, yellow, green…). */
const families = familiesAt(
  ['Mum', 'Dad', 'Nonna'].map((name) => ({ kind: 'human', name }) as const),
  {},
);

function at(position: Record<string, unknown>, options: Record<string, unknown> = {}): NpState {
  const sc = parseScenario({ seats: 3, seed: 'words', options, position });
  if (!sc.ok) throw new Error(sc.error.message);
  const m = buildScenario(sc.value);
  if (!m.ok) throw new Error(m.error.message);
  return m.value.state as NpState;
}
const words = (s: NpState, seat: number, kind: string): Words => ({
  view: viewNp(s, seat),
  families,
  kind,
});

describe('Nothing Personal choice wording', () => {
  it('NP-13.4.4 the drawer offers to hand a Blackmail coin over, asking which coin and to whom', () => {
    const s = at({
      stage: { kind: 'commission', turn: 1, passed: [false, false, false], acted: [false, false, false], ante: 0 },
      marks: { '5': { seats: [2, 1, 0], blackmail: 0 } },
      hands: [[], [], []],
    });
    const w = words(s, 0, 'anytime');
    const coin = groups(choices(s, 0).anytime).find((g) => g.key === 'hand-coin');
    expect(coin && groupLabel(coin, w)).toBe('Hand a Blackmail coin to another family');
    const step = coin ? nextStep(coin.actions) : null;
    expect(step?.path).toBe('to');
    expect(stepQuestion('to', coin?.actions[0] ?? { type: 'pass' }, w)).toMatch(/Hand it to which family/);
    expect(sentence({ type: 'hand-coin', pos: 5, to: 2 }, w)).toMatch(
      /^Hand the Blackmail coin on the Racketeer \(.*\) to Nonna\u2019s family$/,
    );
  });

  it('NP-13.1 a Shakedown says the card is thrown away and the money taken, not "X for $8"', () => {
    const s = at({
      stage: { kind: 'commission', turn: 1, passed: [false, false, false], acted: [false, false, false], ante: 0 },
      hands: [['snitch#1'], [], []],
    });
    const w = words(s, 0, 'anytime');
    const labels = groups(choices(s, 0).anytime)
      .filter((g) => g.actions.every((a) => a.type === 'shakedown'))
      .map((g) => groupLabel(g, w));
    expect(labels).toEqual(['Shakedown: throw away Snitch, take $8']);
    expect(sentence({ type: 'shakedown', card: 'snitch#1' }, w)).toBe('Shakedown: throw away Snitch, take $8');
  });

  it('NP-13.4.2 an open offer in the drawer: no "for $0" on a gift, the price when one is asked', () => {
    expect(offerSummary({ money: 5, cardCount: 1, ask: 0, promise: 'Peace' }, 'Ann', 'Bo')).toBe(
      'Ann gives $5 and 1 card to Bo \u2014 \u201cPeace\u201d',
    );
    expect(offerSummary({ money: 0, cardCount: 2, ask: 0 }, 'Ann', 'Bo')).toBe('Ann gives 2 cards to Bo');
    expect(offerSummary({ money: 5, cardCount: 0, ask: 3 }, 'Ann', 'Bo')).toBe('Ann gives $5 to Bo for $3');
  });

  it('NP-7.2.6 a tie ruling\u2019s buttons name the tied place, not "him"', () => {
    const s = at(
      {
        board: { '9': 'bonnie-parker' },
        stage: { kind: 'crew-control', pos: 9 },
        interrupts: [{ kind: 'tie', pos: 9, tied: [0, 1], chooser: 2 }],
        marks: { '9': { seats: [1, 1, 0] } },
        hands: [[], [], []],
      },
      { expansions: ['historical'] },
    );
    const w = words(s, 2, 'tie');
    const labels = groups(choices(s, 2).main).map((g) => groupLabel(g, w));
    expect(labels).toEqual(['Mum\u2019s family controls the Capo', 'Dad\u2019s family controls the Capo']);
    expect(sentence({ type: 'rule', seat: 1 }, w)).toBe('Dad\u2019s family controls the Capo');
  });

  it('NP-18.11 the question before The Family reads as moving Leo, or leaving him', () => {
    const s = at(
      {
        board: { '3': 'leo-seyfarth', '7': null },
        stage: { kind: 'feds', asked: true },
        interrupts: [{ kind: 'leo' }],
        marks: { '3': { seats: [0, 1, 0] } },
        hands: [[], [], []],
      },
      { expansions: ['designers'] },
    );
    const w = words(s, 1, 'leo');
    const labels = groups(choices(s, 1).main).map((g) => groupLabel(g, w));
    expect(labels).toEqual(['Leave Leo where he is', 'Move Leo to an empty position']);
    expect(sentence({ type: 'ability', pos: 7, pos2: 3, seat: null, amount: 0, markers: [] }, w)).toMatch(
      /^Move Leo "The Coachman" Seyfarth into the Counselor \(empty\)$/,
    );
  });

  it('NP-6.10.1 NP-6.3.2 a card for The Crew chosen in The Commission says it may wait, and a discard says so', () => {
    const s = at({
      stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [false, false, false], ante: 0 },
      hands: [['suspect-silenced#1', 'thug-2-crew#1', 'conman-3#1', 'thug-2-or-cash#1'], [], []],
    });
    const w = words(s, 0, 'commission');
    const byCard = (id: string) => groups(choices(s, 0).main).find((g) => g.key === `card:${id}`);
    const silenced = byCard('suspect-silenced#1');
    const thugs = byCard('thug-2-crew#1');
    const conman = byCard('conman-3#1');
    // Silencing waits for the Crew's payouts: here the card can only be discarded.
    expect(silenced?.actions.every((a) => a.type === 'discard-place')).toBe(true);
    expect(silenced && keepNote(silenced, w)).toEqual({
      text: 'A card for The Crew: you may keep it and play it in The Crew instead, for $5.',
      clause: 'NP-6.10.1',
    });
    expect(stepQuestion('pos', silenced?.actions[0] ?? { type: 'pass' }, w)).toBe(
      'Discarding the card: which gangster gets one marker?',
    );
    expect(thugs && keepNote(thugs, w)?.clause).toBe('NP-6.10.1');
    expect(conman && keepNote(conman, w)).toBeNull();
    // What the card does is said with it, as the hand below may be out of sight.
    expect(silenced && cardText(silenced)).toMatch(/^Play just before the Crew payouts/);
    expect(conman && cardText(conman)).toBeNull();
    const cash = byCard('thug-2-or-cash#1');
    expect(cash && cardText(cash)).toBe('Or: collect $5 from the bank instead of placing.');
  });

  it('NP-6.6.1 NP-15.1.1 positions are named as the board and the rules name them, never by a number', () => {
    const s = at({
      stage: { kind: 'commission', turn: 0, passed: [false, false, false], acted: [false, false, false], ante: 0 },
      hands: [['position-3#1'], [], []],
    });
    const w = words(s, 0, 'commission');
    const play: NpAction = { type: 'play', card: 'position-3#1', targets: [3], extra: false, to: null, ante: 0 };
    const said = [
      stepQuestion('targets.0', play, w),
      sentence(play, w),
      sentence(A.power({ targets: [1, 4, 9] }), w),
      sentence(A.power({ markers: [{ owner: 1, pos: 5, coin: true }] }), w),
      sentence({ type: 'place', pos: 9 }, w),
    ];
    expect(said[0]).toBe('3 red markers on the First Guy?');
    // The card's count with it (it said "markers on the First Guy").
    expect(said[1]).toMatch(/: 3 markers on the First Guy$/);
    expect(said[2]).toBe('Neutral markers on the Third Guy, the Bean Counter and the Capo');
    expect(said[3]).toBe('Markers: Dad\u2019s family on the Racketeer (coin)');
    expect(said[4]).toMatch(/^Place a marker on the Capo \(.+\)$/);
    expect(keyMissesPosition(7, [3, 5, null])).toBe(
      'Key 7, the Counselor, cannot be chosen now: the glowing positions are the First Guy (3) and the Racketeer (5).',
    );
    for (const line of said) expect(line).not.toMatch(/#\d/);
  });

  it('NP-16.1 giving a drawn card away names each family as the case file does, by its player, with its token', () => {
    const s = at({
      stage: { kind: 'commission', turn: 1, passed: [false, false, false], acted: [false, false, false], ante: 0 },
      interrupts: [{ kind: 'split', seat: 1, cards: ['testimony-unsealed#1', 'hitman-2#1'] }],
      hands: [[], [], []],
    });
    const w = words(s, 1, 'split');
    const keep = groups(choices(s, 1).main).find((g) => g.key === 'keep');
    const sample = keep?.actions[0] ?? { type: 'pass' };
    expect(stepQuestion('to', sample, w)).toBe('Give the other card to?');
    const to = [...new Set(keep?.actions.map((a) => (a.type === 'keep' ? a.to : -1)))];
    expect(to).toEqual([0, 2]);
    // The buttons say what the case file says of the same seats ("Mum’s family discards a card"), not a colour.
    const seats = families.map((f) => ({ kind: 'human', name: f.name }) as const);
    expect(to.map((t) => valueLabel('to', t, sample, w))).toEqual(to.map((t) => familyWord(t, seats)));
    expect(to.map((t) => valueLabel('to', t, sample, w))).toEqual(['Mum\u2019s family', 'Nonna\u2019s family']);
    // The colour is the token's to show: each answer wears its family's token.
    expect(to.map((t) => valueSeat('to', t))).toEqual([0, 2]);
    expect(valueSeat('to', null)).toBeNull();
    expect(sentence({ type: 'keep', card: 'hitman-2#1', to: 2 }, w)).toBe(
      'Keep Hitman Leverage, give the other to Nonna\u2019s family',
    );
  });

  it('NP-15.4.1 the Bean Counter steals $3 from a family named by its player', () => {
    const s = at({
      stage: { kind: 'commission', turn: 1, passed: [false, false, false], acted: [false, false, false], ante: 0 },
      hands: [[], [], []],
    });
    const w = words(s, 0, 'crew-action');
    expect(sentence(A.power({ seat: 2 }), w)).toBe('Take $3 from Nonna\u2019s family');
    expect(valueLabel('seat', 1, A.power({ seat: 1 }), w)).toBe('Dad\u2019s family');
    for (const f of families) expect(f.family).not.toMatch(/^(Red|Yellow|Green|Blue|Brown|Purple|Orange|White) /);
  });
});
