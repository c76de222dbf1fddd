import type { Settings } from '@core/protocol';

const SPEED_SCALE: Record<Settings['animationSpeed'], number> = { slow: 1.6, normal: 1, fast: 0.55 };

/**
 * Puts the settings on <html>: the palette switches the seat colour variables, reduce motion turns
 * transitions off, and the speed scales every duration the stylesheets derive from `--motion`.
 */
export function applyAppearance(settings: Settings): void {
  const root = document.documentElement;
  root.dataset.palette = settings.palette;
  root.dataset.motion = settings.reduceMotion ? 'reduce' : 'full';
  root.dataset.speed = settings.animationSpeed;
  root.style.setProperty('--motion', String(SPEED_SCALE[settings.animationSpeed]));
}

/** Whether the computer itself asks for reduced motion (its accessibility settings), which the app always honours. */
export function systemAsksCalm(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How a scroll the app makes itself moves: at once when the app's "reduce motion" (on <html>, above) or the
 * system's asks, else smoothly.
 */
export function scrollBehaviour(
  motion: string | undefined = document.documentElement.dataset.motion,
  systemCalm: boolean = matchMedia('(prefers-reduced-motion: reduce)').matches,
): ScrollBehavior {
  return motion === 'reduce' || systemCalm ? 'auto' : 'smooth';
}
