/**
 * The benchmark harness. Every figure is a subject timed against a raw baseline in the same run,
 * interleaved (subject and baseline alternate, each round in the other order), so that a busy
 * machine slows both alike; medians throughout. A figure carries its goal and whether it was met.
 * Performance is never asserted in tests: `npm run bench` prints these, nothing fails on them.
 */
export interface Bench {
  readonly name: string;
  readonly baselineName: string;
  readonly subject: () => void;
  readonly baseline: () => void;
  readonly runs?: number;
  /** The goal: the subject's median at most this many times the baseline's. */
  readonly maxRatio?: number;
}

/** One printed line of `npm run bench`. */
export interface Figure {
  readonly name: string;
  /** The measured figure in words ("1.31x raw apply; 42.0 µs vs 32.1 µs"). */
  readonly value: string;
  /** The goal in words, or '' for a figure printed for information only. */
  readonly goal: string;
  /** Whether the goal was met; null for information only. */
  readonly met: boolean | null;
}

export function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export function percentile(xs: readonly number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
}

/** Medians of `subject` and `baseline`, timed alternately `runs` times each after a warm-up. */
export function interleaved(
  subject: () => void,
  baseline: () => void,
  runs: number,
  clock: () => number,
): { subject: number; baseline: number } {
  for (let i = 0; i < Math.min(20, runs); i++) {
    subject();
    baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  const once = (fn: () => void, into: number[]) => {
    const t = clock();
    fn();
    into.push(clock() - t);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      once(subject, a);
      once(baseline, b);
    } else {
      once(baseline, b);
      once(subject, a);
    }
  }
  return { subject: median(a), baseline: median(b) };
}

/** A time in ms, in the unit that reads best. */
export function ms(t: number): string {
  return t >= 1 ? `${t.toFixed(2)} ms` : `${(t * 1000).toFixed(1)} µs`;
}

export function ratioFigure(
  name: string,
  subject: number,
  baseline: number,
  baselineName: string,
  maxRatio?: number,
): Figure {
  const ratio = baseline > 0 ? subject / baseline : Number.NaN;
  return {
    name,
    value: `${ratio.toFixed(2)}x ${baselineName}; ${ms(subject)} vs ${ms(baseline)}`,
    goal: maxRatio === undefined ? '' : `≤ ${maxRatio}x`,
    met: maxRatio === undefined ? null : ratio <= maxRatio,
  };
}

/** `clock` is passed in: core has no clock of its own. */
export function measure(b: Bench, clock: () => number): Figure {
  const t = interleaved(b.subject, b.baseline, b.runs ?? 200, clock);
  return ratioFigure(b.name, t.subject, t.baseline, b.baselineName, b.maxRatio);
}

const mark = (f: Figure) => (f.met === null ? '·' : f.met ? '✓' : '✗');

/** One figure as printed: mark, name, measured value and goal. */
export function line(f: Figure): string {
  return `${mark(f)} ${f.name}: ${f.value}${f.goal ? ` (goal ${f.goal})` : ''}`;
}

/** The figures as a Markdown table, for the README. */
export function markdownTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => `| ${f.name} | ${f.value} | ${f.goal || '—'} | ${mark(f)} |`);
  return ['| Figure | Measured | Goal | |', '|---|---|---|---|', ...rows].join('\n');
}
