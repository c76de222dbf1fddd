/**
 * A short brass chime made with WebAudio (no sound files, nothing fetched), used to preview the
 * volume in Settings. Game sounds will share this context.
 */
let context: AudioContext | null = null;

export function playChime(volume: number): void {
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const ctx = context;
  const now = ctx.currentTime;
  const master = ctx.createGain();
  master.gain.value = Math.min(1, Math.max(0, volume)) * 0.35;
  master.connect(ctx.destination);
  // A bell: a fundamental and two inharmonic partials, each dying away at its own pace.
  for (const [ratio, level, decay] of [
    [1, 1, 1.2],
    [2.76, 0.4, 0.6],
    [5.4, 0.18, 0.3],
  ] as const) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = 660 * ratio;
    gain.gain.setValueAtTime(level, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + decay);
    osc.connect(gain).connect(master);
    osc.start(now);
    osc.stop(now + decay);
  }
}
