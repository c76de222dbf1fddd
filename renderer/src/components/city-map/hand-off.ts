/**
 * A keyboard player's focus between the decision panel and the city map at a table (both cities). The map's
 * lit places stand far from the panel in the tab order (a family counted 6 to 19 Shift+Tabs), and after a
 * place was chosen the focus stayed on the map while the next question was in the panel. So, only after a
 * key press, never a click:
 * - a button in the panel pressed by key that lights places on the map (a piece picked, a question that
 *   asks for a place) takes the focus to the lit place nearest the piece (map-focus.ts `focusLitPlace`);
 * - a place chosen by key hands the focus on to where the next decision is once it is there (after the
 *   host's answer, if the choice was sent): the panel when it asks next, the map when it asks for a place
 *   again (a lit place; the one focused, if it still is).
 * A focus the player has taken elsewhere meanwhile is left where it is.
 */
import { tick } from 'svelte';
import { focusLitPlace } from './map-focus';

/** What the board tells about its decision now. */
export interface HandOffSource {
  /** The places lit on the map. */
  readonly lit: () => ReadonlyMap<string, unknown>;
  /** Whether the decision waits on the map: places lit, and no question in the panel first. */
  readonly onMap: () => boolean;
  /** A choice is being sent to the host. */
  readonly busy: () => boolean;
  /** The update shown (a sent choice is answered by a newer one). */
  readonly version: () => number;
}

/** Where the focus goes once the next decision is drawn after a place was chosen by key. */
export type PlaceHandOff = 'panel' | 'lit-place' | 'stay';

/**
 * After a place chosen by key: `focused` says what has the focus then ('lit': a lit place or a piece on the
 * map; 'map': another place on it; 'gone': nothing, the page; 'elsewhere': the player took it away), and
 * `moved` whether the game moved on (a newer update).
 */
export function placeHandOff(
  onMap: boolean,
  focused: 'lit' | 'map' | 'gone' | 'elsewhere',
  moved: boolean,
): PlaceHandOff {
  if (focused === 'elsewhere') return 'stay';
  if (!onMap) return 'panel';
  // A refusal (nothing moved) leaves the focus on the place refused, its reason said in the panel.
  return focused === 'lit' || (focused === 'map' && !moved) ? 'stay' : 'lit-place';
}

/** Whether a panel press by key lit places to choose from that were not lit before it. */
export function newlyLit(before: string, after: string, onMap: boolean): boolean {
  return onMap && after !== '' && after !== before;
}

const keysOf = (lit: ReadonlyMap<string, unknown>): string => [...lit.keys()].join(' ');
const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The hand-off for one table: `use:` its action on the element holding the map (`.board-map`) and the side column (`.board-side`). */
export class MapHandOff {
  constructor(private readonly s: HandOffSource) {}

  /** The table's element: listens there for keys on the map's places and presses by key in the panel. */
  readonly action = (table: HTMLElement): { destroy: () => void } => {
    const map = (): HTMLElement | null => table.querySelector('.board-map');
    const onKey = (e: KeyboardEvent): void => {
      const t = e.target as Element | null;
      if ((e.key !== 'Enter' && e.key !== ' ') || !t?.matches('[data-target]') || !map()?.contains(t)) return;
      // After the place's own handler (and the send it may start) has run.
      const version = this.s.version();
      setTimeout(() => void this.afterPlace(table, version));
    };
    const onClick = (e: MouseEvent): void => {
      const t = e.target as Element | null;
      // A click made by Enter or Space on a button has no pointer position (detail 0).
      if (e.detail !== 0 || !t?.closest('.board-side [data-keeps-focus] button')) return;
      const before = keysOf(this.s.lit());
      setTimeout(() => void this.afterPanel(map, before));
    };
    table.addEventListener('keydown', onKey, true);
    table.addEventListener('click', onClick, true);
    return {
      destroy() {
        table.removeEventListener('keydown', onKey, true);
        table.removeEventListener('click', onClick, true);
      },
    };
  };

  private async afterPanel(map: () => HTMLElement | null, before: string): Promise<void> {
    await tick();
    const m = map();
    if (!m?.isConnected || this.s.busy() || !newlyLit(before, keysOf(this.s.lit()), this.s.onMap())) return;
    focusLitPlace(m);
  }

  private async afterPlace(table: HTMLElement, version: number): Promise<void> {
    // A choice sent: its answer first (a refusal changes nothing; a move comes with the next update).
    if (this.s.busy()) {
      for (let t = 0; this.s.busy() && t < 600; t++) await wait(50);
      for (let t = 0; this.s.version() === version && t < 40; t++) await wait(50);
    }
    await tick();
    const m = table.querySelector<HTMLElement>('.board-map');
    if (!m?.isConnected) return;
    const active = document.activeElement;
    const focused =
      !active || active === document.body
        ? 'gone'
        : !m.contains(active)
          ? 'elsewhere'
          : active.matches('[data-reachable="true"], [role="button"]:not([data-target])')
            ? 'lit'
            : 'map';
    const to = placeHandOff(this.s.onMap(), focused, this.s.version() !== version);
    if (to === 'lit-place') focusLitPlace(m);
    else if (to === 'panel') table.querySelector<HTMLElement>('.board-side [data-keeps-focus]')?.focus();
  }
}
