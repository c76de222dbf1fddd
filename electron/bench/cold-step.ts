/**
 * The host's full step (`hostStep`) on the same positions twice: back to back, as the kernel's figures
 * time it, and each after a pause of 2 ms, as a host meets a move at the table (the browser-mode run
 * waits that long between moves, and people far longer). Information only (no goal): on a machine
 * whose caches and predictors go cold while the host waits, the same code takes several times longer
 * after the pause, and the browser-mode figure, whose echo baseline runs very little code, pays that.
 */
import { hostStep, positionsOf, viewersOf, type PlayoutTarget } from '../../core/bench/kernel.bench';
import { median, ms, type Figure } from '../../core/bench/measure';

const PAUSE_MS = 2;
const ROUNDS = 3;
const HOT_PASSES = 5;

const pause = () => new Promise((ok) => setTimeout(ok, PAUSE_MS));

export async function coldStepFigure(target: PlayoutTarget, name: string, count = 150): Promise<Figure> {
  const { def, list } = positionsOf(target, count);
  const viewers = viewersOf(target);
  const hot: number[] = [];
  const cold: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Back to back: the list played through a few times first, the last pass timed.
    for (let pass = 0; pass < HOT_PASSES; pass++)
      for (const p of list) {
        const t = performance.now();
        hostStep(def, p, viewers);
        if (pass === HOT_PASSES - 1) hot.push(performance.now() - t);
      }
    for (const p of list) {
      await pause();
      const t = performance.now();
      hostStep(def, p, viewers);
      cold.push(performance.now() - t);
    }
  }
  const h = median(hot);
  const c = median(cold);
  return {
    name: `${name}: the host's full step after a ${PAUSE_MS} ms pause, p50`,
    value: `${ms(c)}, ${(c / h).toFixed(1)}x the same steps back to back (${ms(h)}; ${list.length} positions, ${ROUNDS} rounds)`,
    goal: '',
    met: null,
  };
}
