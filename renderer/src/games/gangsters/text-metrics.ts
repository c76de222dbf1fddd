/**
 * Text widths for fitting labels on the board, without a DOM: glyph advances in thousandths of an em,
 * measured once in Chromium from the bundled Bebas Neue and Atkinson Hyperlegible Bold.
 */

const CHARS = "0123456789 !&'’(),-./:$?ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz×é";
// prettier-ignore
const BEBAS = [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 160, 210, 417, 188, 188, 276, 276, 188, 270, 188, 389, 188, 400, 363, 401, 404, 383, 406, 363, 344, 391, 420, 192, 265, 414, 344, 538, 427, 400, 386, 400, 403, 372, 364, 402, 382, 557, 406, 394, 362, 401, 404, 383, 406, 363, 344, 391, 420, 192, 265, 414, 344, 538, 427, 400, 386, 400, 403, 372, 364, 402, 382, 557, 406, 394, 362, 400, 363];
// prettier-ignore
const ATKINSON_BOLD = [652, 448, 586, 605, 626, 612, 632, 543, 625, 561, 320, 283, 702, 222, 277, 366, 366, 243, 374, 243, 442, 243, 619, 614, 690, 639, 673, 686, 580, 544, 719, 679, 458, 560, 659, 537, 842, 700, 764, 626, 781, 654, 619, 617, 663, 656, 883, 699, 687, 621, 553, 596, 520, 596, 566, 367, 597, 572, 315, 259, 567, 314, 886, 572, 573, 596, 601, 372, 534, 379, 570, 526, 723, 533, 518, 516, 539, 566];

export type LabelFont = 'bebas' | 'atkinson-bold';

const TABLES: Record<LabelFont, ReadonlyMap<string, number>> = {
  bebas: new Map([...CHARS].map((c, i) => [c, BEBAS[i] ?? 400])),
  'atkinson-bold': new Map([...CHARS].map((c, i) => [c, ATKINSON_BOLD[i] ?? 620])),
};

/** The width of `text` in ems, plus `tracking` ems of letter-spacing after every character but the last. */
export function textWidth(text: string, font: LabelFont, tracking = 0): number {
  const table = TABLES[font];
  let w = 0;
  for (const c of text) w += (table.get(c) ?? 600) / 1000;
  return w + Math.max(0, [...text].length - 1) * tracking;
}
