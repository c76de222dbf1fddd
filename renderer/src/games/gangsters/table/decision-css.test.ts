import { describe, expect, it } from 'vitest';
import decision from './Decision.svelte?raw';
import groupStep from './GroupStep.svelte?raw';
import pieceMove from './PieceMove.svelte?raw';

/** The selectors a component's own style block writes rules for. */
const rulesOf = (source: string): string[] =>
  [...(source.split('<style>')[1] ?? '').matchAll(/^\s*([^{}/*][^{}]*)\{/gm)].flatMap((m) =>
    (m[1] ?? '').split(',').map((s) => s.trim()),
  );

describe('the Gangsters decision panel’s look', () => {
  it('writes its buttons, hints and clause IDs once, in decision.css, not in each of its three parts', () => {
    for (const [name, source] of [
      ['Decision', decision],
      ['GroupStep', groupStep],
      ['PieceMove', pieceMove],
    ] as const) {
      expect(source, name).toContain("import './decision.css';");
      expect(
        rulesOf(source).filter((s) => /^\.(btn|hint|clause)\b/.test(s)),
        name,
      ).toEqual([]);
    }
  });
});
