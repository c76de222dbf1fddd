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
