import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app's words are British ("grey", "coloured", as the table's own words say them): a refusal from a game's
 * rules ("A Cop stops for donuts only in a grey building.") is read out beside them, so it is spelt the same.
 * Only words in sentences are looked at (a quoted text with a space in it); ids and codes ('gray', NOT_GRAY,
 * GRAY_JOINT) are names, not words, and stay as they are.
 */
const GAMES = fileURLToPath(new URL('..', import.meta.url));
const AMERICAN = /\b(gray|colored|colorful|color|colors)\b/i;

/** Each quoted text with a space in it (a sentence, not an id) in a game's source files, and where it is. */
function sentences(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const e of readdirSync(GAMES, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.ts') || e.name.endsWith('.test.ts')) continue;
    const path = join(e.parentPath, e.name);
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const m of line.matchAll(/'([^'\n]*)'|`([^`\n]*)`|"([^"\n]*)"/g)) {
          // What a template puts in (`${counts.gray}`) is a name, not a word.
          const text = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, '');
          if (text.includes(' ')) found.push({ where: `${path.slice(GAMES.length)}:${i + 1}`, text });
        }
      });
  }
  return found;
}

describe("the games' words to players", () => {
  it('say grey and coloured, as the rest of the app does', () => {
    const all = sentences();
    // The scan reads the refusals it is for.
    expect(all.some((s) => s.text === 'A Cop stops for donuts only in a grey building.')).toBe(true);
    expect(all.filter((s) => AMERICAN.test(s.text)).map((s) => `${s.where} ${s.text}`)).toEqual([]);
  });
});
