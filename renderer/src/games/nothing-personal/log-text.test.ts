import { describe, expect, it } from 'vitest';
import { act as A } from '@core/games/nothing-personal/actions';
import { BOARD, mk } from '@core/games/nothing-personal/testing/boards';
import { crewTable, crewAt, must, position } from '@core/games/nothing-personal/testing/fixture';
import { wordSeats } from '@core/engine/words';
import { npLogText } from './log-text';

/** The roll lines an action wrote, as the engine writes them. */
const rolls = (events: readonly { type: string; text: string }[]): string[] =>
  events.filter((e) => e.type === 'roll').map((e) => e.text);

/** Seat 0's Third Guy whacks from position 1 (NP-13.2); the Whack die decides. */
const whackTable = () =>
  position({
    seats: 3,
    position: {
      board: BOARD,
      ring: 0,
      stage: crewAt(1),
      marks: { '1': mk(1, 0, 0), '9': mk(0, 2, 0), '4': mk(0, 0, 3) },
      money: [30, 0, 0],
      respect: [10, 10, 10],
    },
  });

describe("Nothing Personal's dice in the case file", () => {
  it('NP-7.8.3 a Move die line says the face that came up, not which of six it was', () => {
    // Seat 0's Second Guy makes a Move on the Racketeer; the d6 comes up 3, whose face shows a 4.
    const m = crewTable(undefined, 2, { board: BOARD, marks: { '2': mk(1, 0, 0), '4': mk(0, 1, 0) } });
    const lines = rolls(must(m, 0, { type: 'move' }, [3]).events);
    expect(lines).toEqual(['Move die: rolled 3']);
    expect(lines.map((t) => npLogText(t))).toEqual(['Move die: rolled a 4']);
  });

  it('NP-13.2.1 NP-13.2.4 NP-13.2.5 a Whack die line names its face: a gun, the Capo, a 7 or a blank', () => {
    const said = [1, 3, 4, 5].map((d6) =>
      rolls(must(whackTable(), 0, A.power({ pos: 4 }), [d6]).events).map((t) => npLogText(t)),
    );
    expect(said).toEqual([
      ['Whack die: rolled a gun'],
      ['Whack die: rolled the Capo'],
      ['Whack die: rolled a 7'],
      ['Whack die: rolled a blank'],
    ]);
  });

  it('the faces of a Move die shown as an 8 and of several dice filed on one line', () => {
    expect(npLogText('Move die (re-roll): rolled 6')).toBe('Move die (re-roll): rolled an 8');
    expect(npLogText('Move die: rolled 1, 2 and 5')).toBe('Move die: rolled a 1, a 3 and a 7');
    expect(npLogText('Nonna Rosa’s family plays Gambler Leverage: 2 markers on #4.')).toBe(
      'Nonna Rosa’s family plays Gambler Leverage: 2 markers on #4.',
    );
  });
});

describe("a family's possessive in the case file", () => {
  it('NP-15.5.3 one apostrophe after a family’s name, not a curly and a straight one side by side', () => {
    expect(
      npLogText(
        'Ann’s family switches one of Bo’s family\'s markers on the Capo with a neutral marker on Ryan "The Mouth" D\'sturm.',
      ),
    ).toBe(
      'Ann’s family switches one of Bo’s family’s markers on the Capo with a neutral marker on Ryan "The Mouth" D\'sturm.',
    );
  });
});

describe("an offer's line in the case file", () => {
  /** Seat 0 (Ann's family) offers seat 1 (Bo's family) a deal; the line as the case file shows it. */
  function offered(deal: { money: number; cards: string[]; ask: number; promise: string }, binding = false): string {
    const m = position({
      seats: 3,
      options: { bindingDeals: binding },
      position: { board: BOARD, hands: [['snitch#1', 'snitch#2'], [], []], money: [30, 30, 30] },
    });
    const step = must(m, 0, { type: 'offer', to: 1, ...deal });
    const line = step.events.find((e) => e.type === 'offer');
    const names = ['Ann\u2019s family', 'Bo\u2019s family', 'Cy\u2019s family'];
    return npLogText(wordSeats(line?.text ?? '', (s) => names[s] ?? ''));
  }

  it('NP-13.4.2 NP-13.4.5 a gift with a promise: no "for $0", and the clause left to the small print', () => {
    expect(offered({ money: 5, cards: ['snitch#1'], ask: 0, promise: 'I will leave your Capo alone' })).toBe(
      'Ann\u2019s family offers Bo\u2019s family $5 and 1 card, promising: \u201cI will leave your Capo alone\u201d (not binding).',
    );
    expect(offered({ money: 0, cards: ['snitch#1', 'snitch#2'], ask: 0, promise: '' })).toBe(
      'Ann\u2019s family offers Bo\u2019s family 2 cards (not binding).',
    );
  });

  it('NP-13.4.2 NP-21.1.1 a deal that asks money says for how much, binding or not', () => {
    expect(offered({ money: 5, cards: [], ask: 3, promise: '' })).toBe(
      'Ann\u2019s family offers Bo\u2019s family $5 for $3 (not binding).',
    );
    expect(offered({ money: 0, cards: ['snitch#1'], ask: 4, promise: 'Peace' }, true)).toBe(
      'Ann\u2019s family offers Bo\u2019s family 1 card for $4, promising: \u201cPeace\u201d (binding).',
    );
  });

  it('NP-6.3.2 NP-7.2.6 a line stored on the first day names each family by its player, as later lines do', () => {
    // Lines as engine version 1 wrote them (a records file of November 30, electron/host/past-records/).
    const seats = [
      { kind: 'human' as const, name: 'Nan' },
      { kind: 'human' as const, name: 'Tom' },
      { kind: 'human' as const, name: 'Aunt May' },
    ];
    expect(npLogText('Family 3 discards a card to put one marker on the Underboss.', seats)).toBe(
      'Aunt May\u2019s family discards a card to put one marker on the Underboss.',
    );
    expect(npLogText('Family 1 rules that Family 2 controls the Counselor.', seats)).toBe(
      'Nan\u2019s family rules that Tom\u2019s family controls the Counselor.',
    );
    expect(npLogText('The hit lands: Family 2 +2 Respect.', seats)).toBe(
      'The hit lands: Tom\u2019s family +2 Respect.',
    );
    // A seat the table has no name for keeps its number.
    expect(npLogText('Family 5 passes.', seats)).toBe('Family 5 passes.');
  });
});
