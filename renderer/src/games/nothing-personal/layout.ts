/** Where things sit on the chart, in board units (the SVG scales to the space it is given). */
export const SLOT_W = 260;
export const SLOT_H = 178;
export const CHART_W = 880;
export const CHART_H = 842;

const COL = [20, 310, 600] as const;
const ROW = [12, 230, 444, 658] as const;
/** Top-left corner of each position's plaque, by number: four ranks, the Capo on top. */
export const SLOT_AT: Record<number, { x: number; y: number }> = {
  9: { x: COL[1], y: ROW[0] },
  7: { x: 165, y: ROW[1] },
  8: { x: 455, y: ROW[1] },
  4: { x: COL[0], y: ROW[2] },
  5: { x: COL[1], y: ROW[2] },
  6: { x: COL[2], y: ROW[2] },
  1: { x: COL[0], y: ROW[3] },
  2: { x: COL[1], y: ROW[3] },
  3: { x: COL[2], y: ROW[3] },
};

/**
 * The positions as the chart is read, row by row from the Capo down, each row left to right (9, 7 8, 4 5 6,
 * 1 2 3): the order they are drawn in, so Tab walks the glowing ones as the eye does.
 */
export const READING_ORDER: readonly number[] = Object.entries(SLOT_AT)
  .sort(([, a], [, b]) => a.y - b.y || a.x - b.x)
  .map(([pos]) => Number(pos));

/** An arrow from the top edge of one plaque to the bottom edge of another (NP-7.8.2). */
export function arrowPath(from: number, to: number): string {
  const a = SLOT_AT[from];
  const b = SLOT_AT[to];
  if (!a || !b) return '';
  const ax = a.x + SLOT_W / 2 + Math.sign(b.x - a.x) * 40;
  const bx = b.x + SLOT_W / 2 + Math.sign(a.x - b.x) * 40;
  const ay = a.y;
  const by = b.y + SLOT_H;
  const my = (ay + by) / 2;
  return `M${ax} ${ay} C${ax} ${my} ${bx} ${my} ${bx} ${by + 6}`;
}

/**
 * How the side column shows a new decision: whether the standings stay pinned at its top (the families'
 * Respect and money, which a re-roll or a tie is weighed on) and where it scrolls, null when the
 * decision's box is in sight already. The standings stay pinned whenever the box fits below them; a box
 * too tall for that (a card's question with many answers, at 1366×768) takes the whole column, the
 * standings scrolling away above it, so that no answer is below the fold. `box` is the box's top and
 * height in the column's content; `standings` the height the pinned standings cover; `maxScroll` how far
 * the column scrolls at most; `rowTops` where the standings' rows begin (four families take two rows of chips,
 * then the Respect track), so that scrolled away in part they stop at a row's top, with `room` added under the
 * column's content when it must scroll further than it can to get there.
 */
export function sideScrollFor(
  box: { readonly top: number; readonly height: number },
  column: { readonly scrollTop: number; readonly height: number },
  standings: number,
  maxScroll = Infinity,
  rowTops: readonly number[] = [],
): { readonly pinned: boolean; readonly scrollTop: number | null; readonly room?: number } {
  const pinned = box.height <= column.height - standings;
  const cover = pinned ? standings : 0;
  const from = column.scrollTop + cover;
  const to = column.scrollTop + column.height;
  const inSight = box.top >= from && box.top + box.height <= to;
  // The box's top just below the standings (or at the column's top when it is too tall for them), as far as
  // the column scrolls.
  const at = inSight ? column.scrollTop : Math.min(Math.max(0, box.top - cover), Math.max(0, maxScroll));
  if (!pinned && at > 0 && at < standings) {
    // Scrolled away, the standings must not stop half out at the column's top (853×480: only "★0 $5" of
    // one family showed): the column's top when the box is whole in sight from there, else past them.
    const whole = (top: number) => box.top >= top && box.top + box.height <= top + column.height;
    const stops = [0, ...rowTops.filter((t) => t > 0 && t < standings), standings];
    const better = stops.find((top) => top <= maxScroll && whole(top));
    if (better !== undefined) return { pinned, scrollTop: better === column.scrollTop ? null : better };
    // None the column reaches (four families in two rows at 1280×720 or 1366×768: a strip of a row of chips
    // stayed over the rest): the first row's top past where it stops, with the room under it to scroll there.
    const past = rowTops.length > 0 ? stops.find((top) => top >= at && whole(top)) : undefined;
    if (past !== undefined)
      return { pinned, scrollTop: past === column.scrollTop ? null : past, room: Math.max(0, past - maxScroll) };
  }
  return { pinned, scrollTop: inSight || at === column.scrollTop ? null : at };
}

/**
 * The decisions about a roll just made: whether to have it rolled again. The Move die (NP-7.11.1), a
 * gangster's stat die, the Whack die (Morris "Egg" Caruso, Marco Zohgoli).
 */
export const ROLL_KINDS: readonly string[] = ['reroll', 'stat-reroll', 'whack-reroll'];

/**
 * What the side column keeps in sight for a decision: the box, and for a question about a roll ("Pay $10
 * to re-roll the Move die", NP-7.11.1; `kinds` are the seat's pending decisions' kinds) the dice just above
 * it whenever both fit in the column (`room`, its height), so the question is seen with the die it is
 * about; `sideScrollFor` then keeps the standings pinned above them if there is room for all three, and
 * lets them scroll away if not. Any other decision (a tie, a called hit) is the box alone, so the
 * families' Respect and money stay pinned above it whenever it fits below them: the dice keep the last
 * roll shown, which has no bearing on it.
 */
export function decisionArea(
  box: { readonly top: number; readonly height: number },
  dice: { readonly top: number; readonly height: number } | null,
  room: number,
  kinds: readonly string[],
): { readonly top: number; readonly height: number } {
  if (!dice || dice.top >= box.top || !kinds.some((k) => ROLL_KINDS.includes(k))) return box;
  const both = { top: dice.top, height: box.top + box.height - dice.top };
  return both.height <= room ? both : box;
}

/**
 * Whether the hand stays docked at a short side column's foot (`dock` high) while a decision is shown: only
 * while the decision's area (`area`, as `decisionArea` gives it for the whole `column`) fits above the dock,
 * so no answer ever lies under the hand's cards, and the dock does not push out of sight what the column keeps
 * there without it: the pinned `standings` (a decision that fits below them in the whole column but not above
 * the dock), or a roll's dice above its question (`decisionArea` measures the two as one area). Else
 * the hand takes its place in the column again, below the decision. A card turn (`cardsAnswer`: the hand's
 * cards are the decision's answers, chosen there) keeps the hand in sight before the standings: it stays docked
 * whenever the decision fits above it, the standings scrolling away above the decision; and a hand of one row of
 * card tops (a dock no higher than `ONE_ROW` of the column) stays docked even before the decision's own length,
 * a decision too tall for the room above it scrolling in itself there (`panelCap`), so no answer lies under the
 * cards either (at 1280×720 a chosen card's question with nine positions had left only the first line of four
 * cards' names in sight, "Hitman Sit-", the hand cut at the board's foot below it). A taller hand (seven cards
 * in three rows) would leave the question too little room: it goes back into the column below it.
 */
/** A docked hand's most share of a short column for a card turn's decision to scroll above it: one row of card tops. */
export const ONE_ROW = 0.25;

export function handStaysDocked(
  area: { readonly height: number },
  column: number,
  standings: number,
  dock: number,
  cardsAnswer = false,
): boolean {
  if (cardsAnswer && dock <= column * ONE_ROW) return true;
  if (area.height > column - dock) return false;
  if (cardsAnswer) return true;
  const pinsWithout = area.height <= column - standings;
  const pinsWith = area.height <= column - standings - dock;
  return pinsWith || !pinsWithout;
}

/**
 * The most height (px) a card turn's decision may take above the docked hand in a `column` px high, the dock
 * `dock` px high and `gap` px below the decision: null while its whole `height` fits there, else the room there,
 * the decision scrolling in itself (`handStaysDocked`).
 */
export function panelCap(height: number, column: number, dock: number, gap: number): number | null {
  const room = Math.floor(column - dock - gap);
  return height > room ? Math.max(120, room) : null;
}
