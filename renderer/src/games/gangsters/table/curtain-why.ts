/**
 * What the hot-seat curtain says when the screen passes for a Cop move (G-9.5): every Gang holding a Bribe
 * marker is asked in turn whether to show one, so that nobody learns whose Bribe is whose, and most of them
 * can only let the move stand. The curtain says why the screen comes to them. Everyone at the table sees the
 * curtain, so it reads only what is asked of whom (public), the same for every Gang asked, whatever Cop its
 * own marker is for.
 */
interface Asked {
  readonly pending: readonly { seat: number; kind: string; prompt?: string }[];
}

export function gangstersCurtainWhy(seat: number, asked: Asked): string | null {
  const rebuff = asked.pending.find((p) => p.seat === seat && p.kind === 'rebuff');
  if (!rebuff) return null;
  // The engine's prompt names the Cop that moved, as the case file does: "Cop 4 moved: reveal his Bribe…".
  const cop = /^Cop (\d+) moved\b/.exec(rebuff.prompt ?? '')?.[1];
  return `${cop ? `Cop ${cop}` : 'A Cop'} moved: your chance to show a Bribe`;
}
