/**
 * Why the Normal bot made a decision, in one plain line for the table's log (issue 18, "Explain a move").
 * Asked only for the one decision it chose, and only when its seat explains its moves. Everything on a
 * SuperGang table is public, so a line may name what it sees; it names no die still to be thrown.
 */
import type { SuperGangAction } from './actions';
import type { SuperGangView } from './view';

/** One line saying what the Normal bot is after with `a`, or null when there is nothing worth saying. */
export function superGangReason(view: SuperGangView, seat: number, a: SuperGangAction): string | null {
  const mine = view.gangs.findIndex((g) => g.seat === seat);
  switch (a.type) {
    case 'roll':
      return 'rolls the dice';
    case 'buy-cops':
      return 'buys the cops while it has money to spare';
    case 'cop-move': {
      if (a.arrest === null) return 'moves the cops on';
      const ch = view.characters.find((x) => x.id === a.arrest);
      return ch && ch.gang !== mine ? 'sends the cops after a rival gangster' : 'moves the cops on';
    }
    case 'answer-arrest':
      return a.rebel ? 'resists arrest: the sentence would be long anyway' : 'goes quietly';
    case 'move':
      return a.to === null ? 'keeps its gangster where he is' : 'heads for the shops it wants';
    case 'buy':
      return 'buys the shop towards a whole district';
    case 'racket':
      return 'runs a racket here for steady income';
    case 'buy-pawns':
      return 'buys traffic pawns for its Dealer';
    case 'deal':
      return 'deals in this section for income';
    case 'coward':
      return 'roughs up the passers-by for cash';
    case 'recruit':
      return 'recruits a gangster to fill its gang';
    case 'stick-up':
      return 'sticks the shop up: its side should win the fight';
    case 'kill':
      return 'attacks: its side should win the fight';
    case 'vamp':
      return 'vamps a rival gangster';
    case 'clinic-attack':
      return 'finishes off a rival at the clinic';
    case 'shoot':
      return 'shoots at the most dangerous target';
    case 'answer-recruit':
    case 'counter-price':
      return 'haggles over the price';
    case 'take-price':
      return 'takes the price';
    case 'walk-away':
      return 'walks away: the price is too high';
    case 'take-token':
      return 'takes back its token';
    case 'done':
      return 'has nothing more worth doing this turn';
    case 'pay':
    case 'abandon':
    case 'time-up':
      return null;
  }
}
