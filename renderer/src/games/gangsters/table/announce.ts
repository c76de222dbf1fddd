/** Saying a short phrase aloud for the table (speech synthesis), or a short beep where there is no voice. */
let context: AudioContext | null = null;

export function sayOrBeep(text: string, volume: number): void {
  if (volume <= 0) return;
  const speech = typeof speechSynthesis === 'undefined' ? null : speechSynthesis;
  if (speech && typeof SpeechSynthesisUtterance !== 'undefined' && speech.getVoices().length > 0) {
    const u = new SpeechSynthesisUtterance(text);
    u.volume = Math.min(1, volume);
    u.rate = 1.1;
    speech.cancel();
    speech.speak(u);
    return;
  }
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const ctx = context;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = text === 'Time' ? 440 : 880;
  gain.gain.setValueAtTime(Math.min(1, volume) * 0.3, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.18);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + 0.2);
}

export type Cue = 'dice' | 'pop' | 'squirt' | 'cash';

/** A short table sound made on the spot with WebAudio: dice clatter, a shot's pop, the squirt gun, the till. */
export function playCue(cue: Cue, volume: number): void {
  if (volume <= 0 || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const ctx = context;
  const t0 = ctx.currentTime;
  const out = ctx.createGain();
  out.gain.value = Math.min(1, volume) * 0.35;
  out.connect(ctx.destination);
  const noise = (start: number, length: number, from: number, to: number): void => {
    const buffer = ctx.createBuffer(1, Math.max(1, Math.floor(ctx.sampleRate * length)), ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length);
    const src = ctx.createBufferSource();
    src.buffer = buffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.setValueAtTime(from, t0 + start);
    filter.frequency.exponentialRampToValueAtTime(to, t0 + start + length);
    src.connect(filter).connect(out);
    src.start(t0 + start);
  };
  const tone = (start: number, freq: number, length: number): void => {
    const osc = ctx.createOscillator();
    const g = ctx.createGain();
    osc.frequency.value = freq;
    g.gain.setValueAtTime(1, t0 + start);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
    osc.connect(g).connect(out);
    osc.start(t0 + start);
    osc.stop(t0 + start + length);
  };
  if (cue === 'dice') for (let i = 0; i < 5; i++) noise(i * 0.07, 0.05, 3000, 1800);
  else if (cue === 'pop') {
    noise(0, 0.12, 900, 200);
    tone(0, 110, 0.15);
  } else if (cue === 'squirt') noise(0, 0.45, 600, 3500);
  else {
    tone(0, 1320, 0.25);
    tone(0.12, 1760, 0.4);
  }
}
