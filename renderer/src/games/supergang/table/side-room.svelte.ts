/**
 * Room for a long decision beside the city at a laptop's size (1280×720): the side column's upper part (the
 * clock, the decision, the dice and the status) scrolls above the gang cards, which keep their place at its
 * foot. While the decision (with the clock above it) is longer than the room the whole panel leaves it, the
 * panel folds to the gangs' heads (SgGangs `folded`), so more of its answers are in sight; it opens again
 * once the decision fits beside it (the dice and the status below it may scroll). Made while a board is set
 * up (its effects belong to the board).
 */

/**
 * Whether the gang cards fold: the upper part's height down to the decision's foot (`contentH`) is more than
 * the column (`columnH`) leaves above the panel drawn whole (`panelH`, its height when last drawn whole) and
 * the gap between them.
 */
export function gangsFold(contentH: number, columnH: number, panelH: number, gap: number): boolean {
  return contentH > columnH - panelH - gap + 1;
}

/** The height of the upper part's content as laid out, from its first child's top to this seat's decision's foot. */
function decisionHeight(el: HTMLElement): number {
  const first = Array.from(el.children).find((k) => k.getClientRects().length > 0);
  const decision = el.querySelector(':scope > [aria-label="Your decision"]');
  if (!first || !decision) return 0;
  return (
    decision.getBoundingClientRect().bottom -
    first.getBoundingClientRect().top +
    parseFloat(getComputedStyle(el).paddingTop)
  );
}

export class SideRoom {
  /** The upper part; the gang cards' panel follows it in the column. */
  upper = $state<HTMLElement | null>(null);
  /** The gang cards are folded to their heads, for the decision's room. */
  folded = $state(false);
  /** The upper part scrolls on its own and has more below what is in sight (its foot fades to say so). */
  more = $state(false);
  /** The panel's height when last drawn whole. */
  private panelH = 0;

  constructor(changed: () => unknown) {
    $effect(() => {
      const upper = this.upper;
      void changed();
      const column = upper?.parentElement;
      if (!upper || !column) return;
      const seen = new ResizeObserver(() => this.weigh());
      for (const el of [column, upper, ...Array.from(upper.children)]) seen.observe(el);
      const scrolled = () => this.look();
      upper.addEventListener('scroll', scrolled, { passive: true });
      return () => {
        seen.disconnect();
        upper.removeEventListener('scroll', scrolled);
      };
    });
  }

  /** Whether more of the upper part is below what is in sight. */
  private look(): void {
    const upper = this.upper;
    this.more =
      !!upper &&
      getComputedStyle(upper).overflowY !== 'visible' &&
      upper.scrollTop + upper.clientHeight < upper.scrollHeight - 2;
  }

  private weigh(): void {
    this.look();
    const upper = this.upper;
    const panel = upper?.nextElementSibling;
    const column = upper?.parentElement;
    if (!upper || !panel || !column) return;
    // Only where the upper part scrolls on its own beside the city (a one-column window scrolls as a whole).
    if (getComputedStyle(upper).overflowY === 'visible') {
      this.folded = false;
      return;
    }
    if (!this.folded) this.panelH = panel.getBoundingClientRect().height;
    const gap = parseFloat(getComputedStyle(column).rowGap) || 0;
    this.folded = gangsFold(decisionHeight(upper), column.clientHeight, this.panelH, gap);
  }
}
