/**
 * Every sound Mob Night makes, made on the spot with WebAudio (no sound files, nothing fetched) or
 * spoken with speech synthesis: one module and one audio context for both games and Settings. Callers
 * pass the Volume setting and check the Sound switch (`playFor` does both).
 */
import type { Settings } from '@core/protocol';

let context: AudioContext | null = null;

/**
 * The page's audio context, made on the first sound after someone has clicked or pressed a key on the page.
 * Before that a browser lets nothing be heard: a context made then stays silent and the console warns that it
 * "was not allowed to start" (a table opened on a game the computer players are playing), so no sound is made.
 */
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  const activation = typeof navigator === 'undefined' ? undefined : navigator.userActivation;
  if (!context && activation && !activation.hasBeenActive) return null;
  context ??= new AudioContext();
  return context;
}

/** A short brass chime, to preview the volume in Settings. */
export function playChime(volume: number): void {
  const ctx = volume > 0 ? audio() : null;
  if (!ctx) return;
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

/** Saying a short phrase aloud for the table (speech synthesis), or a short beep where there is no voice. */
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
  playCue(text === 'Time' ? 'time' : 'tick', volume);
}

/**
 * The table's sounds: dice clatter, a shot's pop (a Shootout), an arrow's pop and the flop of the cardboard
 * target it brings down (a SuperGang duel), the squirt gun (G-12.8), the till, a card slapped down, a whack's
 * thud, the clock's tick and its "time", and a bright two-note "your turn".
 */
export type Cue = 'dice' | 'pop' | 'flop' | 'squirt' | 'cash' | 'card' | 'whack' | 'tick' | 'time' | 'turn';

/** Plays `cue` when the Sound switch is on, at the Volume setting. */
export function playFor(settings: Pick<Settings, 'sound' | 'volume'>, cue: Cue | null): void {
  if (cue && settings.sound) playCue(cue, settings.volume);
}

/** Fading white noise of each length, made once: a buffer is only read when played, so one serves every cue. */
const hisses = new Map<number, AudioBuffer>();
function hiss(ctx: AudioContext, length: number): AudioBuffer {
  const known = hisses.get(length);
  if (known) return known;
  const buffer = ctx.createBuffer(1, Math.max(1, Math.floor(ctx.sampleRate * length)), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length);
  hisses.set(length, buffer);
  return buffer;
}

/** How long each cue rings, in seconds: the same cue is not started again over itself (`stillRinging`). */
export const RINGS: Readonly<Record<Cue, number>> = {
  dice: 0.33,
  pop: 0.15,
  flop: 0.38,
  squirt: 0.45,
  cash: 0.52,
  card: 0.09,
  whack: 0.3,
  tick: 0.18,
  time: 0.18,
  turn: 0.49,
};

/**
 * Whether `cue` started at `started[cue]` still rings at `now` (seconds); if not, notes it as starting now.
 * Computer players moving fast (a run of stick-ups, each a move of its own) would otherwise start one till on
 * top of another several times a second: a cue still ringing is heard once, not piled up.
 */
export function stillRinging(started: Map<Cue, number>, cue: Cue, now: number): boolean {
  const last = started.get(cue);
  if (last !== undefined && now >= last && now - last < RINGS[cue]) return true;
  started.set(cue, now);
  return false;
}

const started = new Map<Cue, number>();

export function playCue(cue: Cue, volume: number): void {
  const ctx = volume > 0 ? audio() : null;
  if (!ctx) return;
  const t0 = ctx.currentTime;
  if (stillRinging(started, cue, t0)) return;
  const out = ctx.createGain();
  out.gain.value = Math.min(1, volume) * 0.35;
  out.connect(ctx.destination);
  const noise = (start: number, length: number, from: number, to: number): void => {
    const src = ctx.createBufferSource();
    src.buffer = hiss(ctx, length);
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.setValueAtTime(from, t0 + start);
    filter.frequency.exponentialRampToValueAtTime(to, t0 + start + length);
    src.connect(filter).connect(out);
    src.start(t0 + start);
  };
  const tone = (start: number, freq: number, length: number, type: OscillatorType = 'sine'): void => {
    const osc = ctx.createOscillator();
    const g = ctx.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    g.gain.setValueAtTime(1, t0 + start);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
    osc.connect(g).connect(out);
    osc.start(t0 + start);
    osc.stop(t0 + start + length);
  };
  switch (cue) {
    case 'dice':
      for (let i = 0; i < 5; i++) noise(i * 0.07, 0.05, 3000, 1800);
      break;
    case 'pop':
      noise(0, 0.12, 900, 200);
      tone(0, 110, 0.15);
      break;
    case 'flop':
      // The pop, then the cardboard slapping down flat a moment later: a dull, short thump.
      noise(0, 0.12, 900, 200);
      tone(0, 110, 0.15);
      noise(0.18, 0.14, 500, 90);
      tone(0.18, 82, 0.2, 'triangle');
      break;
    case 'squirt':
      noise(0, 0.45, 600, 3500);
      break;
    case 'cash':
      tone(0, 1320, 0.25);
      tone(0.12, 1760, 0.4);
      break;
    case 'card':
      noise(0, 0.09, 2500, 900);
      break;
    case 'whack':
      tone(0, 70, 0.3, 'triangle');
      noise(0, 0.15, 400, 120);
      break;
    case 'tick':
      tone(0, 880, 0.18);
      break;
    case 'time':
      tone(0, 440, 0.18);
      break;
    case 'turn':
      tone(0, 784, 0.22);
      tone(0.14, 1175, 0.35);
      break;
  }
}
