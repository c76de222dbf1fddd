/**
 * The table's height and the side column's scroll. The table fills the window below whatever sits above it
 * (the title and seats wrap at 1366 wide), so the chart and the decision are never below the fold; the side
 * column scrolls to a new decision, under the standings, which stay pinned at its top. In a short column (a
 * laptop's window) the hand is docked at its foot while the decision fits above it (layout.ts). Made while a
 * board is set up (its effect belongs to the board); the board binds the elements measured.
 */
import { tick } from 'svelte';
import { atNextFrame } from '../../lib/next-frame';
import { topBar } from '../../lib/top-bar.svelte';
import { replayBoardHeight } from '../../table/replay-fit';
import { replayControls } from '../../table/replay-controls.svelte';
import { decisionArea, handStaysDocked, panelCap, sideScrollFor } from './layout';

/** What the fit is worked out from: getters of the board's props and state. */
export interface FitInputs {
  /** The replay of a stored game (its controls sit under the board). */
  readonly review: boolean;
  /** The kinds of this seat's pending decisions (none: nothing to keep in sight). */
  readonly kinds: readonly string[];
  /** The hand's cards are the decision's answers (a card turn): the hand is kept in sight before the standings. */
  readonly cardsAnswer: boolean;
}

/** Below this side column height (37rem: a laptop's 1280×720 or 1366×768) the hand is docked at its foot. */
const DOCK_BELOW = 666;
// At the table the board keeps 30rem at least, for its clicks; a replay's may be a little smaller, so an
// unfinished game's (its header takes two lines) still fits a small laptop's window (1280×720) whole.
const TABLE_MIN_H = 480;
const REVIEW_MIN_H = 400;
/** The page's margin under the table (`main.wide`, App.svelte), in rem. */
const PAGE_FOOT_REM = 0.9;
/** Room to spare under the column's content (px) for the standings to be drawn larger. */
const ROOMY_ON = 220;

export class SideFit {
  npEl = $state<HTMLDivElement>();
  sideEl = $state<HTMLDivElement>();
  standingsEl = $state<HTMLDivElement>();
  dockEl = $state<HTMLDivElement>();
  /** The side column's height. */
  sideH = $state(0);
  /** The hand gives the decision its room back for this update (layout.ts, `handStaysDocked`). */
  private handYields = $state(false);
  /** The hand's height in a short column (docked or not, it is laid out alike), to weigh whether it may dock. */
  private dockH = 0;
  /** A short side column (a laptop's window): the hand is docked at its foot, the decision set tighter. */
  readonly short = $derived(this.sideH > 0 && this.sideH < DOCK_BELOW);
  readonly docked = $derived(this.short && !this.handYields);
  /** The standings stay at the top of the side column while the decision fits below them (layout.ts). */
  pinStandings = $state(true);
  /** The table's height, once measured. */
  fitH = $state<number | null>(null);
  /**
   * A big window's column with room to spare under the hand (1920×1080: 580×420 px of bare wood below an
   * empty hand): the families' standings are drawn larger (Families.svelte `roomy`).
   */
  roomy = $state(false);
  /**
   * Room (px) above the docked hand, under the decision, so the column scrolls to a row's top of the standings
   * (`sideScrollFor`): none unless a strip of a row would show at its top.
   */
  room = $state(0);
  /**
   * On a card turn in a short column, the most height (px) the decision takes above the docked hand, scrolling
   * in itself past it; null while it fits (layout.ts, `panelCap`).
   */
  panelMax = $state<number | null>(null);

  private readonly at: FitInputs;
  /**
   * The board is still up: a frame asked for before it was taken down (a hot-seat table rebuilds its board for
   * each person at the screen) measures nothing, as its inputs are gone with it.
   */
  private up = true;

  constructor(at: FitInputs) {
    this.at = at;
    $effect(() => () => {
      this.up = false;
    });
    $effect(() => {
      void replayControls.height;
      this.fit();
      window.addEventListener('resize', this.fit);
      return () => window.removeEventListener('resize', this.fit);
    });
    // The column's height is measured after a resize has been fitted: weighed again once it is known (a window
    // made smaller docks the hand only where the decision fits above it).
    $effect(() => {
      void this.sideH;
      requestAnimationFrame(this.decisionInSight);
    });
  }

  /** `fit` at the next frame, once however many updates come before it (lib/next-frame.ts). */
  readonly fitSoon = atNextFrame(() => this.fit());

  /** Fits the table to the window, then keeps the decision in sight. */
  readonly fit = (): void => {
    if (!this.up || !this.npEl) return;
    const top = this.npEl.getBoundingClientRect().top + window.scrollY;
    // In a short window (a 1280×720 laptop zoomed to 150% is 480 CSS px high) the least height is what
    // fits under the app's sticky bar, so the whole board is in sight once scrolled to; in a replay, under
    // the bar and the replay's controls, so that both are.
    const least = this.at.review
      ? replayBoardHeight(window.innerHeight, topBar.height, replayControls.height, {
          least: 260,
          most: REVIEW_MIN_H,
        })
      : Math.max(300, Math.min(TABLE_MIN_H, window.innerHeight - topBar.height - 12));
    // Down to the window's foot less the page's own margin there (0.9rem, `main.wide` in App.svelte), as the
    // other boards fill it (board-layout.css): 12 px left the page 4 px taller than the window at every size,
    // and a desktop browser then drew the page's scrollbar, 15 px taken from the table's width.
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    this.fitH = Math.max(least, Math.floor(window.innerHeight - top - PAGE_FOOT_REM * rem));
    requestAnimationFrame(this.decisionInSight);
  };

  /**
   * Whether the standings are drawn larger: on a big window (1600×1000 and up) when the column's content ends
   * more than ROOMY_ON px above its foot; once larger, until it no longer fits (the larger standings take
   * about 130 px more, so one never flips the other back).
   */
  private weighRoom(sideEl: HTMLElement): void {
    const big = window.innerWidth >= 1600 && window.innerHeight >= 1000 && !this.short;
    const foot = Array.from(sideEl.children).reduce(
      (b, k) => (k instanceof HTMLElement ? Math.max(b, k.offsetTop + k.offsetHeight) : b),
      0,
    );
    const spare = sideEl.clientHeight - foot;
    this.roomy = big && (this.roomy ? spare >= 0 : spare > ROOMY_ON);
  }

  private readonly decisionInSight = (): void => {
    if (!this.up) return;
    const sideEl = this.sideEl;
    if (sideEl) this.weighRoom(sideEl);
    const box = sideEl?.querySelector('section.decision');
    const kinds = this.at.kinds;
    if (!sideEl || !(box instanceof HTMLElement) || kinds.length === 0) {
      this.handYields = false;
      this.panelMax = null;
      return;
    }
    const standingsH = this.standingsEl?.offsetHeight ?? 0;
    const dice = sideEl.querySelector('.dice');
    // A decision held to the room above the dock is weighed at its whole height (its content's).
    const boxAt = { top: box.offsetTop - sideEl.offsetTop, height: Math.max(box.offsetHeight, box.scrollHeight) };
    // The cards listed in the decision while the hand is out of sight (ChoicePanel.svelte, `own-row`) are not
    // there once it docks: the decision is weighed without them.
    const cardRow = box.querySelector('.card-choices');
    const rowGap = cardRow?.parentElement ? parseFloat(getComputedStyle(cardRow.parentElement).rowGap) || 0 : 0;
    const docking = {
      top: boxAt.top,
      height: boxAt.height - (cardRow instanceof HTMLElement ? cardRow.offsetHeight + rowGap : 0),
    };
    const diceAt =
      dice instanceof HTMLElement ? { top: dice.offsetTop - sideEl.offsetTop, height: dice.offsetHeight } : null;
    // A docked hand covers the column's foot: the decision is kept in sight above it, unless it does not fit
    // there or the dock would push the standings or a roll's dice out of sight, when the hand goes back into
    // the column for it. Weighed
    // afresh each time (the dock's height as last measured), so a passing measure never keeps the hand out.
    if (this.short) this.dockH = this.dockEl?.offsetHeight ?? this.dockH;
    if (this.short) {
      const whole = decisionArea(docking, diceAt, sideEl.clientHeight, kinds);
      const yields = !handStaysDocked(whole, sideEl.clientHeight, standingsH, this.dockH || 88, this.at.cardsAnswer);
      // On a card turn the hand stays docked: a decision too tall for the room above it scrolls in itself.
      const gap = parseFloat(getComputedStyle(sideEl).rowGap) || 0;
      const cap =
        this.at.cardsAnswer && !yields ? panelCap(whole.height, sideEl.clientHeight, this.dockH || 88, gap) : null;
      if (yields !== this.handYields || cap !== this.panelMax) {
        this.handYields = yields;
        this.panelMax = cap;
        requestAnimationFrame(this.decisionInSight);
        return;
      }
    } else this.panelMax = null;
    if (this.panelMax !== null) {
      // Held to the room above the dock, the decision takes it all: the column's top, the standings scrolled away.
      this.pinStandings = false;
      this.room = 0;
      sideEl.scrollTop = boxAt.top;
      return;
    }
    const below = this.docked ? this.dockH : 0;
    const area = decisionArea(boxAt, diceAt, sideEl.clientHeight - below, kinds);
    const to = sideScrollFor(
      area,
      { scrollTop: sideEl.scrollTop, height: sideEl.clientHeight - below },
      standingsH,
      sideEl.scrollHeight - sideEl.clientHeight - this.room,
      this.rowTops(),
    );
    this.pinStandings = to.pinned;
    // Only above a docked hand: the room is then under it, out of sight; in the column's flow it would be a gap.
    const room = this.docked ? (to.room ?? 0) : 0;
    if (room !== this.room) {
      // The room is laid out first, then the column can scroll into it.
      this.room = room;
      void tick().then(() => {
        if (to.scrollTop !== null) sideEl.scrollTop = to.scrollTop;
      });
    } else if (to.scrollTop !== null) sideEl.scrollTop = to.scrollTop;
  };

  /** Where each row of the standings begins (the families' chips, row by row, then the Respect track), from their top. */
  private rowTops(): number[] {
    const el = this.standingsEl;
    if (!el) return [];
    const top = el.getBoundingClientRect().top;
    const tops = Array.from(el.querySelectorAll('li, .track'), (r) => Math.round(r.getBoundingClientRect().top - top));
    return tops.filter((t, i) => tops.indexOf(t) === i).sort((a, b) => a - b);
  }
}
