/**
 * A game's rules reference: a short summary of every rulebook clause, in our own words, grouped by
 * the rulebook's sections under titles of our own. Each game ships it as JSON in resources/<game>/
 * (`rules.json`) and hands it to its module; the table's rules screen draws it and links clause IDs
 * to it. Nothing here reads the rulebook itself.
 */
import { z } from 'zod';

/** One section of the rulebook: its number, our title for it, and its clauses in rulebook order. */
export interface RulesSection {
  readonly number: string;
  readonly title: string;
  readonly clauses: readonly { readonly id: string; readonly text: string }[];
}

export interface RulesReference {
  readonly sections: readonly RulesSection[];
  /** A few words the rules page's search box suggests, each found in this game's rules ("vamp, bribe"). */
  readonly searchExamples?: readonly string[];
}

const fileSchema = z
  .object({
    sections: z
      .array(
        z
          .object({
            number: z.string().min(1),
            title: z.string().min(1),
            clauses: z.record(z.string().min(1), z.string().min(1)),
          })
          .strict(),
      )
      .min(1),
    searchExamples: z.array(z.string().min(1)).max(3).optional(),
  })
  .strict();

/** What is wrong with a rules reference against the game's clause list (empty when it is right). */
export function rulesReferenceProblems(ref: RulesReference, clauses: readonly string[]): string[] {
  const listed = ref.sections.flatMap((s) => s.clauses.map((c) => c.id));
  const problems: string[] = [];
  const missing = clauses.filter((id) => !listed.includes(id));
  if (missing.length > 0) problems.push(`no summary for ${missing.join(', ')}`);
  const unknown = listed.filter((id) => !clauses.includes(id));
  if (unknown.length > 0) problems.push(`summaries of clauses the game does not have: ${unknown.join(', ')}`);
  const known = listed.filter((id) => clauses.includes(id));
  const order = clauses.filter((id) => known.includes(id));
  if (known.join() !== order.join()) problems.push('summaries are not in rulebook order');
  for (const s of ref.sections) {
    const off = s.clauses.filter((c) => sectionOf(c.id) !== s.number);
    if (off.length > 0) problems.push(`section ${s.number} holds ${off.map((c) => c.id).join(', ')}`);
  }
  return problems;
}

/** The rulebook section a clause belongs to: `G-6.41` → `6`, `NP-7.10.3` → `7`, `G-17` → `17`. */
export function sectionOf(clause: string): string {
  return /^[A-Z]+-(\d+)/.exec(clause)?.[1] ?? '';
}

/**
 * The clause a cited ID is summarised under: itself, or for an example or a sub-item the rulebook
 * has no summary of (`G-4.2-ex1`, `NP-6.2-ex1`), the nearest clause it belongs to.
 */
export function referenceClause(cited: string, clauses: readonly string[]): string | null {
  if (clauses.includes(cited)) return cited;
  const base = cited.replace(/-ex\d+$/, '');
  if (clauses.includes(base)) return base;
  // NP-6.2-ex1 → the first clause of NP-6.2; G-12 → the first of section 12.
  return clauses.find((c) => c.startsWith(`${base}.`)) ?? null;
}

/**
 * Reads a rules file (as imported from resources/), checks it against the clause list, and throws
 * on a broken file: that is a bug in the release, caught by the game's tests.
 */
export function loadRulesReference(raw: unknown, clauses: readonly string[]): RulesReference {
  const file = fileSchema.parse(raw);
  const ref: RulesReference = {
    sections: file.sections.map((s) => ({
      number: s.number,
      title: s.title,
      clauses: Object.entries(s.clauses).map(([id, text]) => ({ id, text })),
    })),
    ...(file.searchExamples ? { searchExamples: file.searchExamples } : {}),
  };
  const problems = rulesReferenceProblems(ref, clauses);
  if (problems.length > 0) throw new Error(`rules reference: ${problems.join('; ')}`);
  return ref;
}

/** A loader that reads the file once. */
export function rulesReferenceLoader(raw: unknown, clauses: readonly string[]): () => RulesReference {
  let ref: RulesReference | null = null;
  return () => (ref ??= loadRulesReference(raw, clauses));
}
