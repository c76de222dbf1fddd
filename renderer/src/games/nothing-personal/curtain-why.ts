/**
 * What the hot-seat curtain says when the screen passes in Nothing Personal: the curtain comes down only before a
 * screen showing the family's cards (secrets.ts), so the reason is its hand, said from what the whole table may know
 * (what is asked of whom, never the cards themselves): a turn at the Commission, two drawn cards to split, an offer
 * to answer.
 */
interface Asked {
  readonly pending: readonly { seat: number; kind: string }[];
}

const WHY: Readonly<Record<string, string>> = {
  commission: 'Your turn at the Commission: your hand of cards is next',
  split: 'Two cards drawn: keep one and give the other away',
  offer: 'An offer to answer, with your hand of cards',
};

export function npCurtainWhy(seat: number, asked: Asked): string | null {
  const mine = asked.pending.filter((p) => p.seat === seat && p.kind !== 'anytime');
  return mine.map((p) => WHY[p.kind]).find((why) => why !== undefined) ?? 'Your hand of cards is next';
}
