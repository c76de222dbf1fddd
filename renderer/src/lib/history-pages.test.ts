import { describe, expect, it } from 'vitest';
import { nextPage } from './history-pages';

const games = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: readonly { id: string }[]) => list.map((g) => g.id);

describe('History a page at a time', () => {
  it('shows a page and says older games are left when the host had one more than a page', () => {
    const first = nextPage([], games('a', 'b', 'c'), 2);
    expect(ids(first.games)).toEqual(['a', 'b']);
    expect(first.more).toBe(true);
    const second = nextPage(first.games, games('c'), 2);
    expect(ids(second.games)).toEqual(['a', 'b', 'c']);
    expect(second.more).toBe(false);
  });

  it('says nothing is left when the last page is exactly full', () => {
    const last = nextPage(games('a', 'b'), games('c', 'd'), 2);
    expect(ids(last.games)).toEqual(['a', 'b', 'c', 'd']);
    expect(last.more).toBe(false);
  });

  it('does not show a game twice when the list moved down one place between two pages', () => {
    // "b" was shown on the first page; a game played since put another on top, so "b" comes again.
    const moved = nextPage(games('a', 'b'), games('b', 'c', 'd'), 2);
    expect(ids(moved.games)).toEqual(['a', 'b', 'c']);
    expect(moved.more).toBe(true);
  });
});
