/** How a replayed board fits a short window under the app's bar and the replay's controls. */

/**
 * The height a replayed board takes in a window `windowH` high under a bar `barH` high and controls `controlsH`
 * high (with `air` between and below them): what is left, but never less than `least` nor more than `most`.
 */
export function replayBoardHeight(
  windowH: number,
  barH: number,
  controlsH: number,
  { least, most, air = 16 }: { least: number; most: number; air?: number },
): number {
  return Math.round(Math.max(least, Math.min(most, windowH - barH - controlsH - air)));
}

/**
 * Which rounds the timeline labels: every `k`th from the first, with the smallest `k` that draws at most
 * `most` labels and leaves no two touching on a timeline `width` px wide. A label runs `labelW(text)` px
 * right of its mark, or ends at its mark when that is past `endAt` of the way (so it stays on the
 * timeline). A width of 0 (not laid out yet) weighs only `most`.
 */
export function roundLabelsShown<T extends { readonly seq: number; readonly label: string }>(
  rounds: readonly T[],
  total: number,
  width: number,
  labelW: (text: string) => number,
  { most = 12, endAt = 0.9, gap = 4 }: { most?: number; endAt?: number; gap?: number } = {},
): T[] {
  const x = (seq: number): number => (total === 0 ? 0 : (seq / total) * width);
  const clear = (list: readonly T[]): boolean => {
    let right = -Infinity;
    for (const r of list) {
      const w = labelW(r.label);
      const left = r.seq > total * endAt ? x(r.seq) - w : x(r.seq);
      if (left < right + gap) return false;
      right = left + w;
    }
    return true;
  };
  for (let every = Math.max(1, Math.ceil(rounds.length / most)); ; every++) {
    const list = rounds.filter((_, i) => i % every === 0);
    if (width <= 0 || list.length <= 1 || clear(list)) return list;
  }
}
