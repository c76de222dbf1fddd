/** A tiny benchmark harness: median time per run of a subject and of its raw baseline, and their ratio. */
export interface Bench {
  readonly name: string;
  readonly baselineName: string;
  readonly subject: () => void;
  readonly baseline: () => void;
  readonly runs?: number;
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function time(fn: () => void, runs: number, clock: () => number): number {
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = clock();
    fn();
    samples.push(clock() - t);
  }
  return median(samples);
}

/** `clock` is passed in: core has no clock of its own. */
export function report(b: Bench, clock: () => number): string {
  const runs = b.runs ?? 200;
  const subject = time(b.subject, runs, clock);
  const baseline = time(b.baseline, runs, clock);
  const ratio = baseline > 0 ? subject / baseline : Number.NaN;
  return `${b.name}: median ${(subject * 1000).toFixed(1)} µs; ${b.baselineName}: ${(baseline * 1000).toFixed(1)} µs; ratio ${ratio.toFixed(2)}x`;
}
