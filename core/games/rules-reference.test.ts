/**
 * Every game's rules reference: a summary for every clause, in rulebook order under its section, and
 * none of it the rulebook's own wording — checked against each rulebook's fingerprint (hashes of its
 * sentences and eight-word runs, core/engine/testing/copy-check.ts), never the rulebook itself.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceClause, rulesReferenceProblems, type RulesReference } from '../engine/rules-reference';
import { copiedParts, decodeFingerprint } from '../engine/testing/copy-check';
import { GAME_MODULES, REGISTRY, RULES_AID } from './index';

function fingerprint(id: string): { count: number; set: Set<number> } {
  const file = new URL(`./${id}/testing/rulebook-fingerprint.json`, import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { count: number; fingerprint: string };
  return { count: json.count, set: decodeFingerprint(json.fingerprint) };
}

describe.each(GAME_MODULES.map((m) => [m.def.id, m] as const))('%s rules reference', (id, m) => {
  const ref = m.rules?.() as RulesReference;

  it('summarises every clause of the rulebook, once, in rulebook order, under its own section', () => {
    expect(ref).toBeDefined();
    expect(rulesReferenceProblems(ref, m.clauses)).toEqual([]);
    const ids = ref.sections.flatMap((s) => s.clauses.map((c) => c.id));
    expect(ids).toEqual([...m.clauses]);
  });

  it('gives every section a title of its own and every clause a short summary', () => {
    for (const s of ref.sections) expect(s.title.length).toBeGreaterThan(3);
    for (const c of ref.sections.flatMap((s) => s.clauses)) {
      expect(c.text.trim().length, c.id).toBeGreaterThan(5);
      expect(c.text.length, c.id).toBeLessThan(320);
    }
  });

  it('copies no sentence and no eight words in a row from the rulebook', () => {
    const fp = fingerprint(id);
    expect(fp.set.size).toBe(fp.count);
    expect(fp.count).toBeGreaterThan(1000);
    const copied = ref.sections
      .flatMap((s) => [s.title, ...s.clauses.map((c) => c.text)])
      .flatMap((text) => copiedParts(text, fp.set).map((part) => `${text} ← "${part}"`));
    expect(copied).toEqual([]);
  });

  it("suggests search words that each find something in this game's rules", () => {
    const texts = ref.sections
      .flatMap((s) => [s.title, ...s.clauses.map((c) => c.text)])
      .join(' ')
      .toLowerCase();
    expect(ref.searchExamples?.length).toBeGreaterThan(0);
    for (const w of ref.searchExamples ?? []) expect(texts, w).toContain(w.toLowerCase());
  });

  it('is served to the table as the rules player aid', () => {
    const r = REGISTRY.aids[id]?.[RULES_AID]?.run({});
    expect(r?.ok).toBe(true);
    expect(r?.ok && JSON.parse(JSON.stringify(r.value))).toEqual(JSON.parse(JSON.stringify(ref)));
  });

  it('finds the summary a cited example or sub-item belongs to', () => {
    const first = m.clauses[0]!;
    expect(referenceClause(first, m.clauses)).toBe(first);
    expect(referenceClause(`${first}-ex1`, m.clauses)).toBe(first);
    expect(referenceClause('X-99.9', m.clauses)).toBeNull();
  });
});
