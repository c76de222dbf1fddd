import { describe, expect, it } from 'vitest';
import { replayStep, type KeyPress, type KeyTarget, type Stepper } from './replay-step-keys';

const press = (key: string, over: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...over,
});
const on = (tagName: string, over: { type?: string; inButton?: boolean } = {}): KeyTarget => ({
  tagName,
  ...(over.type ? { type: over.type } : {}),
  closest: () => (over.inButton ? {} : null),
});

/** A replay that notes what it was asked to do. */
function replay(playing = false): Stepper & { done: string[] } {
  const done: string[] = [];
  return {
    done,
    playing,
    total: 40,
    play: () => void done.push('play'),
    stop: () => void done.push('stop'),
    by: (n) => void done.push(`move ${n}`),
    byTurn: (n) => void done.push(`turn ${n}`),
    go: async (n) => void done.push(`go ${n}`),
  };
}
const run = (e: KeyPress, t: KeyTarget | null, r = replay()): string[] | null => {
  const step = replayStep(e, t);
  if (!step) return null;
  step(r);
  return r.done;
};

describe('the replay’s keys', () => {
  it('step a move with the arrows, a turn with Shift or Page Up/Down, and go to the ends with Home and End', () => {
    expect(run(press('ArrowRight'), null)).toEqual(['move 1']);
    expect(run(press('ArrowLeft', { shiftKey: true }), on('BODY'))).toEqual(['turn -1']);
    expect(run(press('PageDown'), null)).toEqual(['turn 1']);
    expect(run(press('Home'), null)).toEqual(['go 0']);
    expect(run(press('End'), null)).toEqual(['go 40']);
  });

  it('play or pause on Space, but not held down, nor on a button, which Space presses', () => {
    expect(run(press(' '), null)).toEqual(['play']);
    expect(run(press(' '), null, replay(true))).toEqual(['stop']);
    expect(run(press(' ', { repeat: true }), null)).toBeNull();
    expect(run(press(' '), on('BUTTON'))).toBeNull();
    expect(run(press(' '), on('SPAN', { inButton: true }))).toBeNull();
    // An arrow on a button still steps.
    expect(run(press('ArrowRight'), on('BUTTON'))).toEqual(['move 1']);
  });

  it('leave menus, typing and the browser’s own shortcuts alone, but step from the timeline', () => {
    expect(run(press('ArrowRight'), on('SELECT'))).toBeNull();
    expect(run(press('Home'), on('INPUT', { type: 'text' }))).toBeNull();
    expect(run(press('ArrowRight'), on('INPUT', { type: 'range' }))).toEqual(['move 1']);
    expect(run(press('ArrowLeft', { altKey: true }), null)).toBeNull();
    expect(run(press('a'), null)).toBeNull();
  });
});
