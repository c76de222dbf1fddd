/**
 * Room for a long decision beside the city at a laptop's size (1280×720): the side column's upper part (the
 * clock, the decision, the dice and the status) scrolls above the gang cards, which keep their place at its
 * foot. While the decision (with the clock above it) is longer than the room the whole panel leaves it, or the
 * round's panel would begin in that room and not end in it (`roomNeeded`), the panel folds to the gangs'
 * heads (SgGangs `folded`), so more is in sight; it opens again once they fit beside it (what begins below
 * the room's foot may scroll). A gang card opened grows the panel only as far as the decision lets it
 * (`gangsMax`): the card scrolls in the rest, and the decision's answers stay whole above the column's fade
 * (the panel, grown to three quarters of the column, left a three-answer question a sliver at 1366×768). Made
 * while a board is set up (its effects belong to the board).
 */

/**
 * Whether the gang cards fold: the upper part's height down to the decision's foot (`contentH`) is more than
 * the column (`columnH`) leaves above the panel drawn whole (`panelH`, its height when last drawn whole) and
 * the gap between them.
 */
export function gangsFold(contentH: number, columnH: number, panelH: number, gap: number): boolean {
  return contentH > columnH - panelH - gap + 1;
}

/** A panel of the upper part, from the top of its content (px). */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How much of the upper part must be in sight: down to this seat's decision's foot (`decision`), or to the
 * foot of each panel below it (`panels`: the dice, then the round's panel, the table's status) that would
 * begin in the `room` the column leaves the open gang cards more than a few pixels above its foot: a short
 * question left the round's panel a sliver there (1366×768), its first line cut through, and a question of
 * three answers the dice, cut below their heading. Beginning further down, a panel waits below, whole.
 */
export function roomNeeded(decision: number, panels: readonly (Span | null)[], room: number): number {
  let need = decision;
  for (const p of panels) if (p && p.top < room - SLIVER) need = Math.max(need, p.bottom);
  return need;
}

/**
 * How tall the gang cards' panel may grow (px) with a card open: what the column leaves below the decision's
 * foot (`decision`, from the upper part's top) and the fade under it (`fade`, drawn while more of the upper
 * part is below), less the gap between them; never less than `least`, so an opened card keeps a few lines.
 */
export function gangsRoom(columnH: number, decision: number, fade: number, gap: number, least: number): number {
  return Math.max(least, Math.floor(columnH - decision - fade - gap));
}

/**
 * How tall the fade at the upper part's foot may be (px), the decision's foot `under` px above that foot: no
 * taller than the room under the decision, so no answer is faded out ("That is all here: next" was, at
 * 1366×768), and whole (`full`) while the decision's foot is out of sight below (the fade then says more is
 * below) or far enough up. A panel cut at the foot is then faded over the sliver of it in sight.
 */
export function fadeOver(under: number, full: number): number | null {
  if (under < 0 || under >= full) return null;
  return Math.floor(under);
}

/** Less than this of a panel at the room's foot is faded out with it (`.side-scroll.more`): not a sliver. */
const SLIVER = 6;

/** Where the decision's foot, the dice and the round's panel are in the upper part's content (from its top, px). */
function spans(el: HTMLElement): { decision: number; dice: Span | null; round: Span | null } {
  const first = Array.from(el.children).find((k) => k.getClientRects().length > 0);
  if (!first) return { decision: 0, dice: null, round: null };
  const from = first.getBoundingClientRect().top - parseFloat(getComputedStyle(el).paddingTop);
  const span = (k: Element | null): Span | null => {
    const r = k?.getBoundingClientRect();
    return r ? { top: r.top - from, bottom: r.bottom - from } : null;
  };
  return {
    decision: span(el.querySelector(':scope > [aria-label="Your decision"]'))?.bottom ?? 0,
    dice: span(el.querySelector(':scope > [aria-label="This turn\'s dice"]')),
    round: span(el.querySelector(':scope > [aria-label="The table"]')),
  };
}

/** The fade at the upper part's foot (`.side-scroll.more`, Board.svelte), in rem. */
const FADE_REM = 2.6;
/** The least an opened card is given, in rem: its head and a few lines. */
const LEAST_REM = 7;

export class SideRoom {
  /** The upper part; the gang cards' panel follows it in the column. */
  upper = $state<HTMLElement | null>(null);
  /** The gang cards are folded to their heads, for the decision's room. */
  folded = $state(false);
  /** The upper part scrolls on its own and has more below what is in sight (its foot fades to say so). */
  more = $state(false);
  /**
   * How tall the fade at the upper part's foot is (px; null: its full 2.6rem): never over the decision's last
   * answer, only over the room left under it (`fadeOver`).
   */
  fade = $state<number | null>(null);
  /** How tall the gang cards' panel may grow (px) so the decision stays whole above it; null: no bound. */
  gangsMax = $state<number | null>(null);
  /** The panel's height when last drawn whole (with no card open: an opened card is not what folds it). */
  private panelH = 0;
  private readonly cardOpen: () => boolean;

  constructor(changed: () => unknown, cardOpen: () => boolean = () => false) {
    this.cardOpen = cardOpen;
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

  /** Whether more of the upper part is below what is in sight, and how much of its foot fades out. */
  private look(): void {
    const upper = this.upper;
    this.more =
      !!upper &&
      getComputedStyle(upper).overflowY !== 'visible' &&
      upper.scrollTop + upper.clientHeight < upper.scrollHeight - 2;
    const decision = upper?.querySelector(':scope > [aria-label="Your decision"]');
    if (!upper || !this.more || !decision) {
      this.fade = null;
      return;
    }
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const foot = upper.getBoundingClientRect().top + upper.clientTop + upper.clientHeight;
    this.fade = fadeOver(foot - decision.getBoundingClientRect().bottom, FADE_REM * rem);
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
      this.gangsMax = null;
      return;
    }
    if (!this.folded && !this.cardOpen()) this.panelH = panel.getBoundingClientRect().height;
    const gap = parseFloat(getComputedStyle(column).rowGap) || 0;
    const { decision, dice, round } = spans(upper);
    const room = column.clientHeight - this.panelH - gap;
    this.folded = gangsFold(roomNeeded(decision, [dice, round], room), column.clientHeight, this.panelH, gap);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    this.gangsMax = gangsRoom(column.clientHeight, decision, FADE_REM * rem, gap, LEAST_REM * rem);
  }
}
