/**
 * Why the Normal bot made a decision, in one plain line for the table's log (issue 18, "Explain a move").
 * Asked only for the one decision it chose, and only when its seat explains its moves. It reads the bot's
 * own seat view and names only what the whole table sees (the board, its gangsters and their markers); it
 * never names a card from any hand, its own included, nor what an offer holds.
 */
import type { NpAction } from './actions';
import { content } from './content';
import type { NpView } from './view';

/** The gangster standing on a position, by name, or the position's own name when it is empty. */
function who(view: NpView, pos: number | null): string {
  if (pos === null) return 'the board';
  const id = view.positions[pos - 1] ?? null;
  const g = id ? content().gangsterById[id] : undefined;
  return g?.name ?? content().board.positions[pos - 1]?.name ?? `position ${pos}`;
}

/** Whether `seat` has the most markers on the gangster at `pos`, alone. */
function leads(view: NpView, seat: number, pos: number): boolean {
  const id = view.positions[pos - 1];
  const m = id ? view.marks[id] : undefined;
  if (!m) return false;
  const mine = m.seats[seat] ?? 0;
  return mine > 0 && mine > m.neutral && m.seats.every((n, k) => k === seat || n < mine);
}

function placing(view: NpView, seat: number, pos: number): string {
  return leads(view, seat, pos)
    ? `adds a marker on ${who(view, pos)} to keep control`
    : `puts a marker on ${who(view, pos)} to take control`;
}

/** One line saying what the Normal bot is after with `a`, or null when there is nothing worth saying. */
export function npReason(view: NpView, seat: number, a: NpAction): string | null {
  switch (a.type) {
    case 'place':
      return placing(view, seat, a.pos);
    case 'play': {
      const first = a.targets.find((t) => t !== null) ?? null;
      return first === null ? 'plays a card for its markers' : `plays a card to back ${who(view, first)}`;
    }
    case 'discard-place':
      return `gives up a card to put a marker on ${who(view, a.pos)}`;
    case 'use':
      return 'plays a card for what it does';
    case 'shakedown':
      return 'cashes in a card for money it needs';
    case 'pass':
      if (view.stage.kind === 'crew-action' && view.stage.refused.length > 0)
        return 'takes the blackmailer’s no for an answer and lets this one go';
      return view.phase === 'commission' ? 'holds on to its cards and money this time' : 'lets this one go';
    case 'move':
      return 'makes a Move: the odds are on its side';
    case 'reroll':
      return 'rolls again: the first roll went against it';
    case 'call-off':
      return 'calls the hit off to save its own gangster';
    case 'decline':
      return 'lets it stand';
    case 'power':
    case 'ability':
      return a.pos === null ? 'uses its gangster’s special action' : `uses its gangster on ${who(view, a.pos)}`;
    case 'buy':
      return a.count === 0 ? 'keeps its money instead of buying cards' : 'buys a card while it has money to spare';
    case 'answer':
      return a.accept ? 'takes the deal: it comes out ahead' : 'turns the deal down: it is not worth it';
    case 'rule':
      return a.seat === seat ? 'rules the tie its own way' : 'rules the tie for a family that is not in the lead';
    case 'permit':
      return a.allow ? 'lets it happen' : 'says no';
    case 'keep':
      return 'keeps one card and passes the other to a family that is not in the lead';
    case 'fill':
      return `brings in ${content().gangsterById[a.gangster]?.name ?? 'a new gangster'}`;
    default:
      return null;
  }
}
