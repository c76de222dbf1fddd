import { describe, expect, it } from 'vitest';
import { gangsters } from '@core/games/gangsters/game';
import type { GangstersView } from '@core/games/gangsters/view';
import { RED, start, st } from '@core/games/gangsters/testing/game-play';
import { GAMES_KEPT } from '../../../lib/recent';
import { BribeMemory, bribeNoticeWords, newMarkers, ownMarkers } from './bribe-notice';

describe('the Bribe drawn in secret is told to its owner only (G-9.5)', () => {
  const YELLOW = 1;
  const m = start(`
    turn red move
    dice red=1 green=2 blue=3 white=3 black=2
    bribe red 4
    bribe yellow 7`);
  const seen = (seat: number) => gangsters.view(st(m), seat) as GangstersView;

  it('a seat reads its own markers from its view, and nobody else’s', () => {
    expect(ownMarkers(seen(RED), RED)).toEqual([4]);
    expect(ownMarkers(seen(YELLOW), YELLOW)).toEqual([7]);
    // Red's view holds Yellow's Bribe face down: no Cop to tell.
    expect(ownMarkers(seen(RED), YELLOW)).toEqual([]);
    expect(JSON.stringify(seen(YELLOW).bribes)).not.toContain('"marker":4');
  });

  it('only a marker not held before is new', () => {
    expect(newMarkers([], [4])).toEqual([4]);
    expect(newMarkers([4], [4])).toEqual([]);
    expect(newMarkers([4], [4, 2])).toEqual([2]);
    // One revealed and another drawn while the seat was away from the screen.
    expect(newMarkers([4], [6])).toEqual([6]);
    expect(newMarkers([3], [3, 3])).toEqual([3]);
  });

  it('names the Cop bought, or says the Untouchable buys none', () => {
    expect(bribeNoticeWords([4])).toEqual({
      title: 'Your secret Bribe: Cop 4',
      text: 'He is yours until you reveal his Bribe.',
    });
    expect(bribeNoticeWords([0]).title).toBe('Your secret Bribe: the Untouchable');
    expect(bribeNoticeWords([0]).text).toMatch(/buys no Cop/);
  });
});

describe('the notice is kept for its seat until put away', () => {
  it('raised by a new marker, kept across updates, put away, and never raised on a first look', () => {
    const memory = new BribeMemory();
    expect(memory.look('g', 0, [4])).toBeNull();
    expect(memory.look('g', 0, [4, 2])).toEqual({ markers: [2] });
    expect(memory.look('g', 0, [4, 2])).toEqual({ markers: [2] });
    // Another seat at the same screen has its own memory: it learns nothing of seat 0's.
    expect(memory.look('g', 1, [])).toBeNull();
    memory.dismiss('g', 0);
    expect(memory.look('g', 0, [4, 2])).toBeNull();
  });

  it('a second marker drawn before the first notice is put away is told beside it', () => {
    const memory = new BribeMemory();
    memory.look('g', 0, []);
    expect(memory.look('g', 0, [4])).toEqual({ markers: [4] });
    expect(memory.look('g', 0, [4, 2])).toEqual({ markers: [4, 2] });
    // The first revealed since: the notice keeps the one still held.
    expect(memory.look('g', 0, [2])).toEqual({ markers: [2] });
  });

  it('gone once the marker is revealed or put back', () => {
    const memory = new BribeMemory();
    memory.look('g', 0, []);
    expect(memory.look('g', 0, [0])).toEqual({ markers: [0] });
    expect(memory.look('g', 0, [])).toBeNull();
  });
});

describe('the memory is bounded: it keeps the games played lately', () => {
  it('forgets the game looked at least recently beyond its limit, and keeps the others', () => {
    const memory = new BribeMemory(2);
    memory.look('a', 0, []);
    expect(memory.look('a', 0, [4])).toEqual({ markers: [4] });
    memory.look('b', 0, []);
    // Game a is looked at again: it is now the latest, and b the oldest.
    expect(memory.look('a', 0, [4])).toEqual({ markers: [4] });
    memory.look('c', 1, []);
    expect(memory.games).toBe(2);
    // a is kept, notice and all; b is forgotten, so its next look is a first look.
    expect(memory.look('a', 0, [4])).toEqual({ markers: [4] });
    expect(memory.look('b', 0, [2])).toBeNull();
    expect(memory.games).toBe(2);
  });

  it('a thousand games opened in one window leave only the last few remembered', () => {
    const memory = new BribeMemory();
    for (let i = 0; i < 1000; i++) memory.look(`game-${i}`, i % 4, [i % 7]);
    expect(memory.games).toBe(GAMES_KEPT);
    // The latest is still remembered: a new marker there is news.
    expect(memory.look('game-999', 3, [999 % 7, 1])).toEqual({ markers: [1] });
  });
});
