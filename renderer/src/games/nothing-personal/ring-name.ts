/**
 * The Capo ring's wearer under the ring, in the chart's narrow spot beside the decks: at most two lines of
 * about 13 letters (15 px print in the 104 units left of the decks), broken between words, anything past
 * them cut with "…". A long name ("Uncle Bartholomew Fitzgerald") ran on one line over the neutral markers'
 * count and past the chart's edge. The whole name stays in the family strip and the ring's label.
 */
export function ringLines(name: string, most = 13): string[] {
  const words = name
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= most || line === '') {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line !== '') lines.push(line);
  const cut = (s: string): string => (s.length <= most ? s : `${s.slice(0, most - 1).trimEnd()}…`);
  if (lines.length <= 2) return lines.map(cut);
  // More than two lines' worth: the second line says there is more.
  const second = lines[1] ?? '';
  const more = second.length < most ? `${second}…` : `${second.slice(0, most - 1).trimEnd()}…`;
  return [cut(lines[0] ?? ''), more];
}
