/**
 * How the decision lays out its answers: one button per answer, a line each, except a run of answers that
 * differ only by a number ("Buy 2 traffic pawns", "Buy 4 …", up to 10): those share one line, their words
 * once with the number left out ("Buy traffic pawns:"), a small button per number. A stop of eight answers
 * (a racket, two stick-ups, five ways to buy traffic pawns) ran five of them below the side column's fold
 * at 1280×720. Likewise a run of answers that are one question with a choice at its end (a stick-up of a shop
 * nobody owns, and which other gang plays its managers): the question once, a button per choice. Pure
 * layout: the words are the answers' own (words.ts `actionWords`).
 */

/** An answer as the decision words it: its words and the rule it cites. */
export interface Worded {
  readonly text: string;
  readonly clause: string;
  /**
   * Answers that are one question with a choice at its end ("Stick it up for its cash. Who plays the two
   * managers?" with the Blue gang or the Green gang): the question, and this answer's choice. A run of two or
   * more asking the same question shares one row, a button per choice.
   */
  readonly group?: { readonly lead: string; readonly choice: string };
}

/** A line of the answers: one answer, or answers that differ only by a number, under their shared words. */
export type AnswerRow<A> =
  | { readonly kind: 'one'; readonly answer: A; readonly words: Worded }
  | {
      /** Numbers (`counts`, drawn as figures) or words (`choices`) after shared words. */
      readonly kind: 'counts' | 'choices';
      /** The answers' words with the number left out ("Buy traffic pawns"), or their shared question. */
      readonly lead: string;
      readonly clause: string;
      /** Each answer with its button's words: its number, or its choice. */
      readonly items: readonly { readonly answer: A; readonly words: Worded; readonly n: string }[];
    };

/** The words around the one number in `text`, or null when it has none or several. */
function around(text: string): { before: string; n: string; after: string } | null {
  const numbers = text.match(/\d+/g);
  if (numbers?.length !== 1) return null;
  const m = /^(.*?)(\d+)(.*)$/s.exec(text);
  return m ? { before: m[1] ?? '', n: m[2] ?? '', after: m[3] ?? '' } : null;
}

/**
 * The answers in order, each run of two or more consecutive answers whose words differ only by their one
 * number (the same words before and after it, the same rule) made one row.
 */
export function answerRows<A>(answers: readonly A[], words: (a: A) => Worded): AnswerRow<A>[] {
  // Each answer with its words and, where it has one number, the key its run shares.
  const said = answers.map((answer) => {
    const w = words(answer);
    const parts = around(w.text);
    return { answer, words: w, parts, key: parts ? `${parts.before}#${parts.after}#${w.clause}` : null };
  });
  const rows: AnswerRow<A>[] = [];
  for (let i = 0; i < said.length;) {
    const first = said[i];
    if (!first) break;
    const asks = first.words.group;
    if (asks) {
      let end = i + 1;
      const same = (w: Worded | undefined) => w?.group?.lead === asks.lead && w.clause === first.words.clause;
      while (same(said[end]?.words)) end++;
      if (end - i >= 2) {
        rows.push({
          kind: 'choices',
          lead: asks.lead,
          clause: first.words.clause,
          items: said.slice(i, end).map((x) => ({ answer: x.answer, words: x.words, n: x.words.group?.choice ?? '' })),
        });
        i = end;
        continue;
      }
    }
    let end = i + 1;
    while (first.key !== null && said[end]?.key === first.key) end++;
    if (end - i >= 2 && first.parts) {
      const { before, after } = first.parts;
      rows.push({
        kind: 'counts',
        lead: `${before.trimEnd()} ${after.trimStart()}`.trim(),
        clause: first.words.clause,
        items: said.slice(i, end).map((x) => ({ answer: x.answer, words: x.words, n: x.parts?.n ?? '' })),
      });
    } else rows.push({ kind: 'one', answer: first.answer, words: first.words });
    i = end;
  }
  return rows;
}
