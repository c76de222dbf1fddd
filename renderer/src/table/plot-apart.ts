/**
 * Lines of equal value kept apart on the replay's plot: two players with the same net worth drew one line
 * exactly over the other, so one of them seemed missing. Where a seat's value equals that of seats before it,
 * its line (and point) is drawn a line's width higher for each of them, so equal lines lie side by side as
 * stripes; everywhere else, and in the data, the legend and the axis, the values are exact.
 */
import type uPlot from 'uplot';

/** How far apart (CSS pixels) two equal lines are drawn: the lines' own width. */
export const APART = 2;

/**
 * For each step, how many seats before `seat` have the same value as it there (0 where its value is unknown):
 * the number of equal lines its line is drawn above.
 */
export function equalsBefore(values: readonly (readonly (number | null)[])[], seat: number): number[] {
  return values.map((row) => {
    const v = row[seat];
    return v === null || v === undefined ? 0 : row.slice(0, seat).filter((w) => w === v).length;
  });
}

/**
 * The series options that draw seat `seat`'s line and points from `values` (one row per step, one value per
 * seat: the plot's own data), lifted where they equal an earlier seat's.
 */
export function apart(
  values: readonly (readonly (number | null)[])[],
  seat: number,
): Pick<uPlot.Series, 'paths' | 'points'> {
  const lifts = equalsBefore(values, seat);
  /** Where point `i` of series `si` is drawn, in canvas pixels, or null where its value is unknown. */
  const at = (u: uPlot, si: number, i: number): [number, number] | null => {
    const x = u.data[0][i];
    const v = u.data[si]?.[i];
    if (x === undefined || v === null || v === undefined) return null;
    const up = (lifts[i] ?? 0) * APART * devicePixelRatio;
    return [u.valToPos(x, 'x', true), u.valToPos(v, 'y', true) - up];
  };
  return {
    paths: (u, si, i0, i1) => {
      const stroke = new Path2D();
      let drawing = false;
      for (let i = i0; i <= i1; i++) {
        const p = at(u, si, i);
        if (p === null) drawing = false;
        else if (drawing) stroke.lineTo(p[0], p[1]);
        else {
          stroke.moveTo(p[0], p[1]);
          drawing = true;
        }
      }
      return { stroke, fill: null, clip: null, flags: 0 };
    },
    points: {
      paths: (u, si, i0, i1, only) => {
        const { size = 6, width = 1 } = u.series[si]?.points ?? {};
        const r = ((size - width) / 2) * devicePixelRatio;
        const fill = new Path2D();
        const indices = only ?? Array.from({ length: i1 - i0 + 1 }, (_, k) => i0 + k);
        for (const i of indices) {
          const p = at(u, si, i);
          if (p === null) continue;
          fill.moveTo(p[0] + r, p[1]);
          fill.arc(p[0], p[1], r, 0, 2 * Math.PI);
        }
        return { stroke: fill, fill, clip: null, flags: 0 };
      },
    },
  };
}
