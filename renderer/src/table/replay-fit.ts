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
