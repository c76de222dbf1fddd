/**
 * Fitting names into building blocks: split into lines (and, for a long word in a small block, hyphenate
 * it at a syllable-like break), then take the largest size that fits. Pure functions, no DOM.
 */
import type { Facing, Rect } from '@core/games/gangsters/board';
import { textWidth } from './text-metrics';

export interface FittedLabel {
  readonly lines: readonly string[];
  /** Font size in board units. */
  readonly size: number;
  /** True when the label reads upwards along a tall block. */
  readonly turned: boolean;
}

/** Line pitch as a multiple of the font size (Bebas Neue is all capitals, so lines sit close). */
export const LINE_PITCH = 0.86;
/** The height of Bebas Neue's capitals (all it has) as a multiple of the font size. */
export const CAP = 0.7;
/** The letter-spacing of the names on the buildings, in ems (map.css and BuildingsLayer draw it). */
export const NAME_TRACKING = 0;
/**
 * The smallest size a building's name, its price or a street's name is printed at, in board units: about
 * 9 px where the table draws the board smallest (a window of 1280×720, some 7.3 px to a unit).
 */
export const PRINT_MIN = 1.24;

/** A Joint's owner chip, in its building's top-left corner: its side, and how far in from the corner. */
export const CHIP = 1.75;
export const CHIP_INSET = 0.35;

/**
 * The size up to which a building's name is weighed in its settings (lines, a word broken or not), in a block
 * and in a small block (one space deep): the largest it is printed in a small block.
 */
export const BUILDING_MAX = 1.5;
export const SMALL_MAX = 1.3;
/**
 * The largest a block's name is printed, its setting chosen as at `BUILDING_MAX`: where the block has the
 * room (the Union Stockyards, the City Hall), its name stands larger, 12.5 px rather than 11 at 1280×720. Weighed
 * at this size, a name broke its word to stand larger ("ASTO-RIA HOUSE").
 */
export const BUILDING_GROW = 1.75;
/** The price under a building's name: its size and the gap above it, in board units. */
export const VALUE_SIZE = 1.3;
export const VALUE_GAP = 0.3;

/** How tall `lines` lines of capitals at `size` stand, from the top of the first to the foot of the last. */
export function blockHeight(lines: number, size: number): number {
  return ((lines - 1) * LINE_PITCH + CAP) * size;
}

const VOWELS = new Set('AEIOUY');
const DIGRAPHS = new Set(['SH', 'CH', 'TH', 'PH', 'CK', 'WH']);

/** Places where a word may break with a hyphen, best first (closest to its middle). */
export function hyphenPoints(word: string): number[] {
  const w = word.toUpperCase();
  const points: number[] = [];
  for (let k = 3; k <= w.length - 3; k++) {
    const a = w[k - 1] ?? '';
    const b = w[k] ?? '';
    const after = w[k + 1] ?? '';
    if (!/[A-Z]/.test(a) || !/[A-Z]/.test(b)) continue;
    if (DIGRAPHS.has(a + b)) continue;
    const consonants = !VOWELS.has(a) && !VOWELS.has(b);
    // VC|CV (barber|shop, news|stand) or V|CV (delmo|nico, bike|shop); never inside a digraph.
    const vcv = VOWELS.has(a) && !VOWELS.has(b) && (VOWELS.has(after) || DIGRAPHS.has(b + after));
    if (consonants || vcv) points.push(k);
  }
  return points.sort((p, q) => Math.abs(p - w.length / 2) - Math.abs(q - w.length / 2));
}

/** Every way to set the words on 1..maxLines lines, in order. */
function arrangements(words: readonly string[], maxLines: number): string[][] {
  const out: string[][] = [];
  const walk = (start: number, lines: string[]) => {
    if (start === words.length) {
      out.push(lines);
      return;
    }
    if (lines.length === maxLines) return;
    for (let end = start + 1; end <= words.length; end++) walk(end, [...lines, words.slice(start, end).join(' ')]);
  };
  walk(0, []);
  return out;
}

function sizeFor(lines: readonly string[], w: number, h: number): number {
  const widest = Math.max(...lines.map((l) => textWidth(l, 'bebas', NAME_TRACKING)));
  return Math.min(w / widest, h / blockHeight(lines.length, 1));
}

/**
 * The best setting of `name` inside a `w` × `h` box, at most `max` units tall: the largest, upright and
 * unbroken where that costs little, and any setting at `min` or larger before one smaller. `reserve` keeps
 * that much of the box's height free below the name (for the price). Blocks at least twice as tall as
 * wide may turn the label. The setting chosen is then printed as large as the box lets it, up to `grow`.
 */
export function fitLabel(
  name: string,
  w: number,
  h: number,
  max: number,
  reserve = 0,
  min = 0,
  grow = max,
): FittedLabel {
  const words = name.toUpperCase().split(/\s+/).filter(Boolean);
  const candidates: { lines: string[]; penalty: number }[] = arrangements(words, 3).map((lines) => ({
    lines,
    penalty: 1,
  }));
  // A single long word may be broken once, where it cannot otherwise fit.
  words.forEach((word, i) => {
    for (const k of hyphenPoints(word).slice(0, 1)) {
      const split = [...words.slice(0, i), `${word.slice(0, k)}-`, word.slice(k), ...words.slice(i + 1)];
      for (const lines of arrangements(split, 4)) {
        if (lines.some((l) => l.endsWith('-') && lines.indexOf(l) === lines.length - 1)) continue;
        if (lines.some((l) => /- /.test(l))) continue; // the hyphen must end its line
        candidates.push({ lines, penalty: 0.88 });
      }
    }
  });
  let best: FittedLabel = { lines: [name.toUpperCase()], size: 0, turned: false };
  let bestScore = -1;
  let bestReaches = false;
  let bestRoom = 0;
  const orientations = h >= 2 * w ? [false, true] : [false];
  for (const turned of orientations) {
    const [bw, bh] = turned ? [h, w - reserve] : [w, h - reserve];
    for (const c of candidates) {
      const room = sizeFor(c.lines, bw, bh);
      const size = Math.min(max, room);
      // Upright reads more easily: a turned label must be clearly bigger to win; fewer lines win a tie.
      const score = size * c.penalty * (turned ? 0.8 : 1) * (1 - 0.01 * c.lines.length);
      const reaches = size >= min;
      if ((reaches && !bestReaches) || (reaches === bestReaches && score > bestScore)) {
        bestScore = score;
        bestReaches = reaches;
        bestRoom = room;
        best = { lines: c.lines, size, turned };
      }
    }
  }
  return grow > max && best.size >= max ? { ...best, size: Math.min(grow, bestRoom) } : best;
}

/**
 * Shorter names of our own for the few buildings whose blocks are too small for their whole name and whose
 * name does not shorten well by rule ("Corner Newsstand" is known by its last word, not its first), fullest
 * first: a one-space block prints the first that reaches `PRINT_MIN` ("Kettle" would print as "KET-TLE", and a
 * short word split in two reads badly, so the Copper Kettle is the tea room it is).
 */
const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Corner Newsstand': ['Newsstand'],
  'Delmonico Grill': ['Delmonico', 'Grill'],
  'Fish Market': ['Fish'],
  'The Copper Kettle': ['Tea Room'],
};

/**
 * The ways to print a building's name, fullest first, for a block too small to print it whole at
 * `PRINT_MIN`: without a leading "The", then its owner's name alone ("Fat Tony's Pizzeria" → "Fat Tony's"),
 * then our own short name if it has one, then a name of three words or more without its last
 * ("Lucky Star Laundry" → "Lucky Star"). The place's card and accessible name always give it whole.
 */
export function printForms(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const bare = words[0]?.toLowerCase() === 'the' && words.length > 1 ? words.slice(1) : words;
  const forms = [words.join(' '), bare.join(' ')];
  const owner = bare.findIndex((w) => /['’]s?$/i.test(w));
  if (owner >= 0 && owner < bare.length - 1) forms.push(bare.slice(0, owner + 1).join(' '));
  forms.push(...(SHORT_NAMES[name] ?? []));
  // A number goes with the word before it ("Fire Station No. 3" keeps "No. 3" or loses both).
  const last = bare.length >= 3 && /\d/.test(bare.at(-1) ?? '') ? 2 : 1;
  if (bare.length - last >= 2) forms.push(bare.slice(0, -last).join(' '));
  return [...new Set(forms)];
}

const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\bBoulevard\b/, 'Blvd.'],
  [/\bAvenue\b/, 'Ave.'],
  [/\bStreet\b/, 'St.'],
  [/\bRoad\b/, 'Rd.'],
  [/\bDrive\b/, 'Dr.'],
];

/** The usual map abbreviation of a street name (Central Avenue → Central Ave.). */
export function abbreviateStreet(name: string): string {
  return ABBREVIATIONS.reduce((s, [re, short]) => s.replace(re, short), name);
}

/**
 * What a building prints, fullest first: its name with the price under it (`value`: null in a small block,
 * where the Entrance tabs show the price alone), its name alone, then shorter forms of the name, each at
 * `PRINT_MIN` or larger, at most `max`. Where no form reaches that size, the form printed largest.
 */
export function printedLabel(
  name: string,
  value: number | null,
  box: Rect,
  max: number,
  grow = max,
): { label: FittedLabel; value: boolean } {
  let best: FittedLabel | null = null;
  for (const form of printForms(name)) {
    if (value !== null) {
      const withValue = fitLabel(form, box.w, box.h, max, VALUE_GAP + CAP * VALUE_SIZE, PRINT_MIN, grow);
      if (!withValue.turned && withValue.size >= PRINT_MIN) return { label: withValue, value: true };
    }
    const plain = fitLabel(form, box.w, box.h, max, 0, PRINT_MIN, grow);
    if (plain.size >= PRINT_MIN) return { label: plain, value: false };
    if (!best || plain.size > best.size * 1.04) best = plain;
  }
  return { label: best ?? fitLabel(name, box.w, box.h, max), value: false };
}

/** How far a label may step aside from its block's Entrance tabs (which reach into the block), in board units. */
const NUDGE = 0.25;

/**
 * A label's shift within `box` away from the sides with Entrance tabs (`sides`), as far as the box leaves
 * room and at most `NUDGE`; none along an axis with tabs on both sides. `below`: the price's height.
 */
export function nudge(
  box: Rect,
  label: FittedLabel,
  below: number,
  sides: readonly Facing[],
): { dx: number; dy: number } {
  const wide = Math.max(...label.lines.map((l) => textWidth(l, 'bebas', NAME_TRACKING))) * label.size;
  const tall = blockHeight(label.lines.length, label.size) + below;
  const [w, h] = label.turned ? [tall, wide] : [wide, tall];
  const step = (room: number, from: boolean, to: boolean) =>
    (from === to ? 0 : from ? 1 : -1) * Math.min(NUDGE, Math.max(0, room / 2));
  return {
    dx: step(box.w - w, sides.includes('west'), sides.includes('east')),
    dy: step(box.h - h, sides.includes('north'), sides.includes('south')),
  };
}
