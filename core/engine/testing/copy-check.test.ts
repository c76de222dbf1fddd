import { describe, expect, it } from 'vitest';
import { copiedParts, decodeFingerprint, encodeFingerprint, hashes } from './copy-check';

const BOOK =
  'The quick brown fox jumps over the lazy dog near the river bank. Pass. Then everyone goes home for supper. Bugs Moran: a name.';

describe('copy check', () => {
  const fp = decodeFingerprint(encodeFingerprint(hashes(BOOK)));

  it('round-trips a fingerprint through its fixture form', () => {
    expect(fp).toEqual(new Set(hashes(BOOK)));
  });

  it('finds a copied sentence, even a short one, whatever its case and punctuation', () => {
    expect(copiedParts('then, Everyone goes home for supper!', fp)).toEqual(['then everyone goes home for supper']);
  });

  it('finds eight copied words in a row inside a longer sentence', () => {
    expect(copiedParts('Look: a fox jumps over the lazy dog near the river bank today', fp)).toContain(
      'fox jumps over the lazy dog near the',
    );
  });

  it('lets our own words through, even sharing a few words with the book', () => {
    expect(copiedParts('A fox leaps over a sleepy dog by the water.', fp)).toEqual([]);
    expect(copiedParts('The quick brown fox runs off.', fp)).toEqual([]);
    // Names and short everyday phrases are not copies.
    expect(copiedParts('Bugs Moran: his own words.', fp)).toEqual([]);
  });
});
