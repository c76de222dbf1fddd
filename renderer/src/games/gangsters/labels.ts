/**
 * Fitting names into building blocks: split into lines (and, for a long word in a small block, hyphenate
 * it at a syllable-like break), then take the largest size that fits. Pure functions, no DOM.
 */
import { textWidth } from './text-metrics';

export interface FittedLabel {
  readonly lines: readonly string[];
  /** Font size in board units. */
  readonly size: number;
  /** True when the label reads upwards along a tall block. */
  readonly turned: boolean;
}

/** Line pitch as a multiple of the font size (Bebas Neue is all capitals, so lines sit close). */
export const LINE_PITCH = 0.94;

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

function sizeFor(lines: readonly string[], w: number, h: number, extraLines: number): number {
  const widest = Math.max(...lines.map((l) => textWidth(l, 'bebas')));
  return Math.min(w / widest, h / ((lines.length + extraLines) * LINE_PITCH));
}

/**
 * The largest setting of `name` inside a `w` × `h` box, at most `max` units tall. `extraLines` reserves
 * room for lines drawn below (the value). Blocks at least twice as tall as wide may turn the label.
 */
export function fitLabel(name: string, w: number, h: number, max: number, extraLines = 0): FittedLabel {
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
  const orientations = h >= 2 * w ? [false, true] : [false];
  for (const turned of orientations) {
    const [bw, bh] = turned ? [h, w] : [w, h];
    for (const c of candidates) {
      const size = Math.min(max, sizeFor(c.lines, bw, bh, extraLines));
      // Upright reads more easily: a turned label must be clearly bigger to win.
      const score = size * c.penalty * (turned ? 0.8 : 1);
      if (score > bestScore) {
        bestScore = score;
        best = { lines: c.lines, size, turned };
      }
    }
  }
  return best;
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
