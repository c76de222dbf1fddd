import { describe, expect, it } from 'vitest';
import { G_CLAUSES } from '@core/games/gangsters/clauses';
import { sideHint } from './side-hint';

describe('what the side up changes (G-6.7)', () => {
  it('G-9.7 G-11.3 G-11.4 G-13.1 says in one plain line what each side means for the piece moved', () => {
    expect(sideHint('racketeer').text).toBe(
      'A criminal Racketeer may call a Hit, but Cops go for him; as a citizen, Cops leave him alone.',
    );
    expect(sideHint('thug').text).toContain('earns cash in a building nobody owns');
    expect(sideHint('vamp').text).toContain('only a citizen Vamp can seduce');
    expect(sideHint(undefined).text).toContain('Cops leave him alone');
  });

  it('names only clauses of the Gangsters rules, and keeps clause IDs out of the words', () => {
    for (const kind of ['racketeer', 'thug', 'vamp', undefined]) {
      const h = sideHint(kind);
      for (const c of h.clauses) expect(G_CLAUSES).toContain(c);
      expect(h.text).not.toMatch(/G-\d/);
    }
  });
});
