/**
 * Finding a rule by its words on the rules screen: "vamp", "bribe cop". Every word typed must be in the
 * rule (its words, its number, or its section's title), in any order, big or small letters alike;
 * accents and curly quotes count as their plain letters, so "cafe" finds "café" and "dont" "don’t".
 */
import type { RulesReference, RulesSection } from '@core/engine/rules-reference';

/** Letters as compared: lower case, accents off, apostrophes and quotes dropped. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘"“”]/g, '')
    .toLowerCase();
}

/** The words of a search, as compared; none for an empty search. */
export function searchWords(query: string): string[] {
  return plain(query)
    .split(/[^\p{L}\p{N}.-]+/u)
    .filter((w) => w.length > 0);
}

export interface Found {
  /** The sections that hold a rule found, each with only those rules. */
  readonly sections: readonly RulesSection[];
  /** How many rules were found. */
  readonly count: number;
}

/** The rules `words` find (all of them, when there are no words). */
export function findRules(reference: RulesReference, words: readonly string[]): Found {
  if (words.length === 0)
    return { sections: reference.sections, count: reference.sections.reduce((n, s) => n + s.clauses.length, 0) };
  let count = 0;
  const sections: RulesSection[] = [];
  for (const s of reference.sections) {
    const title = plain(s.title);
    const clauses = s.clauses.filter((c) => {
      const text = `${plain(c.text)} ${c.id.toLowerCase()} ${title}`;
      return words.every((w) => text.includes(w));
    });
    if (clauses.length === 0) continue;
    count += clauses.length;
    sections.push({ ...s, clauses });
  }
  return { sections, count };
}

/**
 * A rule's text cut into parts, those that match a word of the search marked (to be drawn highlighted).
 * Matching goes by the plain letters, so the text is compared letter for letter with its plain form:
 * where a letter's plain form has another length (a dropped apostrophe), the text is left unmarked.
 */
export function markedParts(text: string, words: readonly string[]): { text: string; marked: boolean }[] {
  if (words.length === 0) return [{ text, marked: false }];
  const lower = text.toLowerCase();
  const flat = plain(text);
  if (flat.length !== text.length) {
    // Accents or quotes in the text: mark by the text's own lower case, which keeps its length.
    return cut(text, lower, words);
  }
  return cut(text, flat, words);
}

function cut(text: string, compared: string, words: readonly string[]): { text: string; marked: boolean }[] {
  const hit = new Array<boolean>(text.length).fill(false);
  for (const w of words) {
    for (let at = compared.indexOf(w); at >= 0; at = compared.indexOf(w, at + w.length))
      for (let i = at; i < at + w.length; i++) hit[i] = true;
  }
  const parts: { text: string; marked: boolean }[] = [];
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && hit[j] === hit[i]) j++;
    parts.push({ text: text.slice(i, j), marked: hit[i] === true });
    i = j;
  }
  return parts;
}
