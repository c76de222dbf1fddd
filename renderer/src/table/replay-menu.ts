/**
 * The replay's *Jump to…* menu read whole: each key moment's entry measured as the closed menu draws it, in
 * its own font, against the room the menu has (ReplayControls.svelte), so that a game says a moment in the
 * longest words that fit ("Move 312: Mad Dog Morgan's Green Dealer arrested") and shorter where they do not
 * (a phone's: "Move 312: Mad Dog Morgan's Dealer arrested").
 */
import { wordSeats } from '@core/engine/words';
import { byLetters, type EntryFits } from './replay-keys';

/** How wide an entry as shown is drawn in the menu, and what the closed menu takes besides its words. */
export interface MenuRuler {
  readonly width: (shown: string) => number;
  /** Its padding and the arrow Chromium draws at its end (some 1.3em), and a few pixels to spare. */
  readonly chrome: number;
}

/** The ruler of a drawn menu `select`, in its own font; null before it is drawn. */
export function menuRuler(select: HTMLSelectElement | undefined): MenuRuler | null {
  const ctx = select ? document.createElement('canvas').getContext('2d') : null;
  if (!select || !ctx) return null;
  const cs = getComputedStyle(select);
  ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  const chrome = parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 1.3 * parseFloat(cs.fontSize) + 4;
  return { width: (shown) => ctx.measureText(shown).width, chrome };
}

/** Whether an entry as shown reads whole in a closed menu `px` wide; without a ruler, by its letters. */
export function fitsIn(ruler: MenuRuler | null, px: number): (shown: string) => boolean {
  return ruler && px > 0
    ? (shown) => ruler.width(shown) <= px - ruler.chrome
    : (shown) => byLetters()(shown.replace(/^Move \d+: /, ''));
}

/** The seats' names as the menu says them: as long as it may (`menuNames`), and shorter for a narrow menu. */
export interface MenuNames {
  readonly long: readonly string[];
  readonly short: readonly string[];
}

/**
 * A key moment's entry, "Move 32: " and the game's words for it (`say`, seat references left in), each seat
 * said by its player's name: the longest of the game's wordings that reads whole; where even its shortest
 * does not (a phone's menu), said with the shorter names.
 */
export function namedEntry(
  seq: number,
  say: (fits: EntryFits) => string,
  names: MenuNames,
  fits: (shown: string) => boolean,
): string {
  const said = (seats: readonly string[]): string => {
    const named = (text: string) => wordSeats(text, (s) => seats[s] ?? `Seat ${s + 1}`);
    return `Move ${seq}: ${named(say((words) => fits(`Move ${seq}: ${named(words)}`)))}`;
  };
  const whole = said(names.long);
  return fits(whole) ? whole : said(names.short);
}
