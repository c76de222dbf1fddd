/**
 * One of a seat's `legal` decisions without listing them all (`chooseLegal`, for random playouts).
 * A commission turn lists a play, use and discard of each card at each ante it may raise to — often
 * hundreds of decisions — so there the choices are counted per card and ante and only the segment
 * holding the chosen one is listed. A gangster's action in The Crew counts its power's choices (two
 * markers to switch: hundreds) and writes out only the chosen one, unless the blackmailer has
 * refused some (then they are listed and filtered). Any other moment lists `legal` as it is.
 */
import type { NpAction } from './actions';
import { content, type InfluenceCard } from './content';
import { boardTypes, placementCounts, placementOptions } from './rules/influence';
import { chooseGangsterChoice, others } from './legal-crew';
import { actingSeat } from './rules/turns';
import {
  commissionSegment,
  commissionTurn,
  hasUses,
  legalChoices,
  useChoices,
  useCount,
  type CommissionCard,
} from './legal';
import type { NpState } from './state';

/** How many plays a card has at each budget: `playChoices` counted, not listed. */
function playCounter(
  s: NpState,
  seat: number,
  design: InfluenceCard,
  types: readonly (string | null)[],
): (budget: number) => number {
  if (design.icons.length === 0) return () => 0;
  const tos = design.effect?.kind === 'gift-other' ? others(s, seat).length : 1;
  const counts = placementCounts(s, seat, design, types);
  const plain = tos * counts.all;
  if (design.effect?.kind !== 'extra-for-5') return () => plain;
  const cost = content().board.costs.extraInfluence;
  return (budget) => plain + (budget >= cost ? tos * counts.spare : 0);
}

function chooseCommission(s: NpState, seat: number, ante: number, choose: (n: number) => number): NpAction {
  const turn = commissionTurn(s, seat, ante, false);
  const types = boardTypes(s);
  const sizes = turn.cards.map((c) => {
    const plays = playCounter(s, seat, c.design, types);
    const uses = hasUses(c.design) ? useCount(s, seat, c.design) : 0;
    return turn.antes.map((a) => plays(turn.money - a) + uses + turn.occ.length);
  });
  let k = choose(1 + sizes.reduce((n, row) => row.reduce((m, x) => m + x, n), 0)) - 1;
  if (k < 0) return { type: 'pass' };
  for (let c = 0; c < turn.cards.length; c++) {
    for (let a = 0; a < turn.antes.length; a++) {
      const size = sizes[c]?.[a] ?? 0;
      if (k < size) {
        const card = turn.cards[c] as CommissionCard;
        // Only the chosen card's placements and uses are listed.
        const listed = {
          ...card,
          placements: placementOptions(s, seat, card.design),
          uses: hasUses(card.design) ? useChoices(s, seat, card.instance, card.design, turn.ante) : [],
        };
        const chosen = commissionSegment(s, seat, turn, listed, turn.antes[a] as number)[k];
        if (chosen) return chosen;
        throw new Error(`commission choice ${k} of a segment of ${size} is missing`);
      }
      k -= size;
    }
  }
  throw new Error('a commission choice past the last one');
}

/** `legal(s, seat)[choose(legal(s, seat).length)]`, or undefined (choose not called) when there is none. */
export function chooseLegalNp(s: NpState, seat: number, choose: (n: number) => number): NpAction | undefined {
  const st = s.stage;
  if (
    s.phase !== 'over' &&
    s.interrupts.length === 0 &&
    st.kind === 'commission' &&
    st.turn === seat &&
    !s.offers.some((o) => o.to === seat)
  ) {
    return chooseCommission(s, seat, st.ante, choose);
  }
  if (
    s.phase !== 'over' &&
    s.interrupts.length === 0 &&
    st.kind === 'crew-action' &&
    st.refused.length === 0 &&
    actingSeat(s) === seat &&
    !s.offers.some((o) => o.to === seat)
  ) {
    return chooseGangsterChoice(s, seat, st.pos, choose);
  }
  const list = legalChoices(s, seat);
  return list.length === 0 ? undefined : list[choose(list.length)];
}
