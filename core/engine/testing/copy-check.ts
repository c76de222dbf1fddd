/**
 * A check that our own wording is not the rulebook's, without the rulebook: a fingerprint of a
 * text is the set of hashes of its sentences and of every run of `RUN` words, each hash kept as a
 * 32-bit number. A summary copies the rulebook when one of its sentences, or any `RUN` words in a
 * row, hash to a value in the rulebook's fingerprint. Fingerprints are committed as test fixtures
 * (base64 of the sorted hashes), made once from the rulebook text outside the project.
 */

/** Words in a row that count as copying. */
export const RUN = 8;

/** Lower-case words of letters and digits, so punctuation and markup do not hide a copy. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * A sentence this short is a name or a phrase anyone would say ("Bugs Moran", "roll the die"), not
 * a copy; longer ones count, and runs of `RUN` words catch copies inside longer sentences.
 */
export const SHORTEST_SENTENCE = 5;

/** Sentences of a text (and parts after a colon or semicolon), each as its words. */
function sentences(text: string): string[][] {
  return text
    .split(/[.!?;:\n]+/)
    .map(words)
    .filter((w) => w.length >= SHORTEST_SENTENCE);
}

function runs(ws: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + RUN <= ws.length; i++) out.push(ws.slice(i, i + RUN).join(' '));
  return out;
}

/** Every hash a text holds: its sentences (prefixed, so they differ from runs) and its word runs. */
export function hashes(text: string): number[] {
  const all = new Set<number>();
  for (const s of sentences(text)) all.add(fnv1a(`s:${s.join(' ')}`));
  for (const r of runs(words(text))) all.add(fnv1a(`r:${r}`));
  return [...all];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A fingerprint as a fixture: the sorted hashes, 4 bytes each (big-endian), in base64 (core has no btoa). */
export function encodeFingerprint(values: readonly number[]): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const bytes = sorted.flatMap((v) => [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255]);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += left > 1 ? B64[(n >> 6) & 63]! : '=';
    out += left > 2 ? B64[n & 63]! : '=';
  }
  return out;
}

export function decodeFingerprint(b64: string): Set<number> {
  const bytes: number[] = [];
  const clean = b64.replace(/=+$/, '');
  for (let i = 0; i < clean.length; i += 4) {
    const n = [0, 1, 2, 3].reduce((acc, k) => (acc << 6) | Math.max(0, B64.indexOf(clean[i + k] ?? 'A')), 0);
    const have = Math.min(4, clean.length - i);
    bytes.push((n >> 16) & 255);
    if (have > 2) bytes.push((n >> 8) & 255);
    if (have > 3) bytes.push(n & 255);
  }
  const out = new Set<number>();
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    out.add(((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0);
  }
  return out;
}

/** The sentences and word runs of `text` found in the fingerprint (empty: nothing copied). */
export function copiedParts(text: string, fingerprint: ReadonlySet<number>): string[] {
  const found: string[] = [];
  for (const s of sentences(text)) if (fingerprint.has(fnv1a(`s:${s.join(' ')}`))) found.push(s.join(' '));
  for (const r of runs(words(text))) if (fingerprint.has(fnv1a(`r:${r}`))) found.push(r);
  return found;
}
