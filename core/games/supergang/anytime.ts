/**
 * Table actions any seat may take at any moment: giving up (SG-14.1: "the same happens if the player
 * abandons") and handing cash to another gang as a deal made at the table (SG-11.4.5). The four-minute clock's `time-up` (SG-13.1) is the table's own, applied by the host.
 * Also heard out of turn: a haggling word (SG-7.7) from either side of the haggle, so that a word spoken
 * when it is the other side's turn to answer is refused by the rules, naming the clause.
 */
import type { SuperGangAction } from './actions';
import type { Gang, SuperGangState } from './state';

export const ANYTIME_ACTIONS: readonly SuperGangAction['type'][] = ['abandon', 'pay'];

const HAGGLE_WORDS: readonly SuperGangAction['type'][] = ['answer-recruit', 'counter-price', 'take-price', 'walk-away'];

/** Is `seat` the buyer or the seller in the haggle going on (SG-7.7)? The rules then say whose word it is. */
export function inHaggle(s: SuperGangState, seat: number, a: SuperGangAction): boolean {
  const h = s.turn.recruit;
  if (s.turn.phase !== 'recruit-answer' || !h || !HAGGLE_WORDS.includes(a.type)) return false;
  const owner = s.shops[h.shop]?.owner;
  return s.gangs[h.by]?.seat === seat || (owner !== null && owner !== undefined && s.gangs[owner]?.seat === seat);
}

/**
 * A gang still in play may give up (the police player cannot: there is no gang to return), and with cash
 * may hand some to each other gang in play: one offer per gang, of all it has (any smaller sum is legal too).
 */
export function anytimeActions(s: SuperGangState, seat: number): SuperGangAction[] {
  if (s.turn.phase === 'over') return [];
  const g = s.gangs.find((x) => x.seat === seat);
  if (!g || g.eliminated) return [];
  const out: SuperGangAction[] = [{ type: 'abandon' }];
  if (g.cash > 0)
    for (const x of s.gangs)
      if (x.seat !== seat && !x.eliminated) out.push({ type: 'pay', to: x.seat, amount: g.cash });
  return out;
}

/**
 * Whether `list` is what `anytimeActions(s, seat)` lists, read without writing a new list: a seat's table
 * actions change only when a Gang's cash or place in play does, so the host's views hand the last list on
 * while it still is (`supergang.anytime`). Reads the state as `anytimeActions` does.
 */
export function stillListed(s: SuperGangState, seat: number, list: readonly SuperGangAction[]): boolean {
  if (s.turn.phase === 'over') return list.length === 0;
  // The first Gang of the seat, as `find` gives it (a loop: asked for every seat at every step).
  let g: Gang | undefined;
  for (const x of s.gangs)
    if (x.seat === seat) {
      g = x;
      break;
    }
  if (!g || g.eliminated) return list.length === 0;
  if (list[0]?.type !== 'abandon') return false;
  let i = 1;
  if (g.cash > 0)
    for (const x of s.gangs)
      if (x.seat !== seat && !x.eliminated) {
        const a = list[i++];
        if (a?.type !== 'pay' || a.to !== x.seat || a.amount !== g.cash) return false;
      }
  return i === list.length;
}
