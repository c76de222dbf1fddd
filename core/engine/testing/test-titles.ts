/**
 * Finds the tests declared in a vitest source file — their full names (enclosing `describe` titles plus
 * the test's own) and whether they are skipped — without running it. A small scanner, not a parser: it
 * knows strings, template literals, comments and regular expressions well enough to match the brackets of
 * `describe(…)`, `it(…)` and `test(…)` calls. For tests only (the rules coverage checker).
 */

/** One `it`/`test` call found in a file. */
export interface DeclaredTest {
  /** The describe titles around it and its own title, joined by spaces (as vitest names it). */
  readonly name: string;
  /** `.skip`, `.todo`, `.skipIf`, `x…`, or inside a skipped `describe`. */
  readonly skipped: boolean;
}

type Token =
  | { readonly kind: 'id'; readonly text: string }
  | { readonly kind: 'str'; readonly text: string }
  | { readonly kind: 'punc'; readonly text: string };

const SKIPS = new Set(['skip', 'todo', 'skipIf', 'runIf']);
const CALLERS = new Set(['it', 'test', 'describe', 'xit', 'xtest', 'xdescribe', 'suite']);
/** After these a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
]);

/** Splits source into identifiers, string/template literals (their static text) and punctuation. */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const lastSignificant = (): Token | undefined => out[out.length - 1];
  while (i < src.length) {
    const ch = src[i] ?? '';
    const next = src[i + 1] ?? '';
    if (/\s/.test(ch)) i++;
    else if (ch === '/' && next === '/') i = skipTo(src, i, '\n');
    else if (ch === '/' && next === '*') i = src.indexOf('*/', i + 2) < 0 ? src.length : src.indexOf('*/', i + 2) + 2;
    else if (ch === "'" || ch === '"') {
      const end = quoted(src, i, ch);
      out.push({ kind: 'str', text: src.slice(i + 1, end - 1) });
      i = end;
    } else if (ch === '`') {
      const t = template(src, i);
      out.push({ kind: 'str', text: t.text });
      i = t.end;
    } else if (ch === '/' && isRegexStart(lastSignificant())) i = regex(src, i);
    else if (/[A-Za-z_$]/.test(ch)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(src.slice(i, i + 200));
      const text = m?.[0] ?? ch;
      out.push({ kind: 'id', text });
      i += text.length;
    } else if (/\d/.test(ch)) {
      const m = /^[\d._xXa-fA-FnbBoOeE]+/.exec(src.slice(i, i + 100));
      out.push({ kind: 'punc', text: '0' });
      i += m?.[0].length ?? 1;
    } else {
      out.push({ kind: 'punc', text: ch });
      i++;
    }
  }
  return out;
}

function isRegexStart(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.kind === 'punc') return BEFORE_REGEX.has(prev.text);
  return prev.kind === 'id' && (prev.text === 'return' || prev.text === 'typeof' || prev.text === 'in');
}

function skipTo(src: string, i: number, ch: string): number {
  const at = src.indexOf(ch, i);
  return at < 0 ? src.length : at + 1;
}

/** The index just past a quoted string starting at `i`. */
function quoted(src: string, i: number, q: string): number {
  let j = i + 1;
  while (j < src.length && src[j] !== q && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
  return j + 1;
}

function regex(src: string, i: number): number {
  let j = i + 1;
  let inClass = false;
  while (j < src.length && src[j] !== '\n') {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) break;
    j++;
  }
  j++;
  while (/[a-z]/.test(src[j] ?? '')) j++;
  return j;
}

/** A template literal's static text (each `${…}` shown as `…`) and the index just past it. */
function template(src: string, i: number): { text: string; end: number } {
  let j = i + 1;
  let text = '';
  while (j < src.length && src[j] !== '`') {
    if (src[j] === '\\') {
      text += src.slice(j, j + 2);
      j += 2;
    } else if (src[j] === '$' && src[j + 1] === '{') {
      j = codeUntilBrace(src, j + 2);
      text += '…';
    } else {
      text += src[j];
      j++;
    }
  }
  return { text, end: j + 1 };
}

/** Skips the code of a `${…}` substitution; returns the index just past its closing brace. */
function codeUntilBrace(src: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < src.length) {
    const c = src[j];
    if (c === "'" || c === '"') j = quoted(src, j, c);
    else if (c === '`') j = template(src, j).end;
    else if (c === '{') {
      depth++;
      j++;
    } else if (c === '}') {
      if (depth === 0) return j + 1;
      depth--;
      j++;
    } else j++;
  }
  return j;
}

/** For each `(` token, the index of its matching `)`. */
function matchParens(tokens: readonly Token[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const stack: number[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'punc') return;
    if (t.text === '(') stack.push(i);
    else if (t.text === ')') {
      const open = stack.pop();
      if (open !== undefined) pairs.set(open, i);
    }
  });
  return pairs;
}

interface Call {
  readonly describe: boolean;
  readonly title: string;
  readonly skipped: boolean;
  readonly from: number;
  readonly to: number;
}

/** Every test declared in `src`, with its full name and whether it would be skipped. */
export function declaredTests(src: string): DeclaredTest[] {
  const tokens = tokenize(src);
  const parens = matchParens(tokens);
  const calls: Call[] = [];
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (t.kind !== 'id' || !CALLERS.has(t.text) || (prev?.kind === 'punc' && prev.text === '.')) return;
    let skipped = t.text.startsWith('x');
    let j = i + 1;
    while (tokens[j]?.text === '.' && tokens[j + 1]?.kind === 'id') {
      const mod = tokens[j + 1]?.text ?? '';
      if (SKIPS.has(mod)) skipped = true;
      j += 2;
      // `.each(table)`, `.skipIf(cond)`, `.for(table)` take arguments before the title.
      if (tokens[j]?.text === '(' && tokens[j + 1]?.kind !== 'str') j = (parens.get(j) ?? j) + 1;
      else if (tokens[j]?.text === '(' && (mod === 'each' || mod === 'for')) j = (parens.get(j) ?? j) + 1;
    }
    const open = tokens[j];
    const title = tokens[j + 1];
    if (open?.text !== '(' || title?.kind !== 'str') return;
    calls.push({
      describe: t.text.endsWith('describe') || t.text === 'suite',
      title: title.text,
      skipped,
      from: j,
      to: parens.get(j) ?? tokens.length,
    });
  });
  return calls
    .filter((c) => !c.describe)
    .map((c) => {
      const around = calls.filter((d) => d.describe && d.from < c.from && d.to > c.to);
      return {
        name: [...around.map((d) => d.title), c.title].join(' '),
        skipped: c.skipped || around.some((d) => d.skipped),
      };
    });
}
