import { describe, expect, it } from 'vitest';
import clauseLink from '../../components/ClauseLink.svelte?raw';

/**
 * Every Svelte component of the Gangsters screens, by path, as written. (decision.css, which the decision
 * panel's parts share, reaches the tests empty as every stylesheet does: its rule for clause IDs is checked
 * in the browser, gangsters-decision-words.e2e.ts.)
 */
const sources = import.meta.glob<string>('./**/*.svelte', { query: '?raw', import: 'default', eager: true });

/** The declarations of each rule in a stylesheet, by its selector list. */
const rules = (css: string): { selectors: string[]; body: string }[] =>
  [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selectors: (m[1] ?? '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(',')
      .map((s) => s.trim()),
    body: m[2] ?? '',
  }));

/** Whether some rule of `css` for `.clause` (or, with `small`, for the small element) keeps it on one line. */
const keepsWhole = (css: string, small: boolean): boolean =>
  rules(css).some(
    (r) =>
      /white-space:\s*nowrap/.test(r.body) &&
      r.selectors.some((s) => /\.clause(?![\w-])/.test(s) || (small && /(^|\s)small$/.test(s))),
  );

describe('a clause ID never breaks across lines in the Gangsters panels (“G-” on one line, “14.1” on the next)', () => {
  it('the clause link keeps to one line wherever it stands', () => {
    expect(clauseLink).toMatch(/\.clause-link\s*\{[^}]*white-space:\s*nowrap/);
  });

  it('every clause written in small print is styled to keep to one line', () => {
    const files = Object.entries(sources);
    expect(files.length).toBeGreaterThan(10);
    const loose: string[] = [];
    for (const [path, source] of files) {
      // A clause link in small print keeps to one line by itself (above); a clause written out needs a rule.
      const smalls = [...source.matchAll(/<small([^>]*)>\s*(<ClauseLink)?([^<]*)/g)].filter(
        (m) => !m[2] && (/class="clause"/.test(m[1] ?? '') || /^G-\d/.test(m[3] ?? '')),
      );
      if (smalls.length === 0) continue;
      const style = source.split('<style>')[1] ?? '';
      const classed = smalls.every((m) => /class="clause"/.test(m[1] ?? ''));
      const whole = keepsWhole(style, !classed) || (classed && source.includes("import './decision.css';"));
      if (!whole) loose.push(path);
    }
    expect(loose).toEqual([]);
  });
});
