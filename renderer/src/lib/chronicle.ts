/**
 * The story of one game in a few plain paragraphs, written from what the replay viewer already has:
 * each seat's main number over the game (Respect, net worth), its key moments and how it ended. It
 * only uses what the chosen viewpoint could know: a seat whose number was hidden is left out.
 */
import { counted, listed } from '@core/engine/words';
import { grouped } from './format';

export interface ChronicleInput {
  readonly seats: readonly { readonly name: string }[];
  /** The steps the numbers were taken at, and one list of per-seat numbers for each. */
  readonly steps: readonly number[];
  readonly values: readonly (readonly (number | null)[])[];
  /** What the numbers are ("Respect", "Net worth"), and whether they are dollars. */
  readonly label: string;
  /** Whether the label is one of the game's own terms, kept capitalized in a sentence ("ahead in Respect"). */
  readonly term?: boolean;
  readonly dollars: boolean;
  /** What one of the numbers counts, one and many ("shop", "shops"), said after a jump or fall; none for dollars. */
  readonly unit?: readonly [string, string];
  readonly keys: readonly { readonly seq: number; readonly type: string }[];
  /** How each kind of key moment is counted (`ReplayMarks.story`): "6 whacks", "1 Shootout". */
  readonly keyNouns: Readonly<Record<string, readonly [string, string]>>;
  readonly outcome: { readonly winners: readonly number[]; readonly reason: string } | null;
  readonly total: number;
}

/** The seat ahead at one step (a single highest known number), or null for a tie or nothing known. */
function leaderAt(row: readonly (number | null)[]): number | null {
  let best: number | null = null;
  let who: number | null = null;
  let tied = false;
  row.forEach((v, i) => {
    if (v === null) return;
    if (best === null || v > best) {
      best = v;
      who = i;
      tied = false;
    } else if (v === best) tied = true;
  });
  return tied ? null : who;
}

export function chronicle(i: ChronicleInput): string[] {
  const name = (s: number): string => i.seats[s]?.name ?? `Seat ${s + 1}`;
  const amount = (n: number): string =>
    i.dollars
      ? `$${grouped(Math.round(n))}`
      : i.unit
        ? counted(Math.round(n), i.unit[0], i.unit[1])
        : String(Math.round(n));
  // The chart's label less its axis note: "Cash (millions)" is "ahead in cash".
  const label = i.label.replace(/\s*\([^)]*\)$/, '');
  const what = i.term ? label : label.toLowerCase();
  const out: string[] = [];
  out.push(
    `${listed(i.seats.map((s) => s.name))} sat down at the table. The game ran ${i.total} move${i.total === 1 ? '' : 's'}.`,
  );

  // Numbers kept from this viewpoint (Gangsters' secret cash, shown to all only at the end): a step is
  // compared only where two or more seats' numbers are known (one alone leads nobody; a seat out of the
  // game, or never scored like SuperGang's police, is simply not there). With most steps not compared,
  // nobody can be said to be ahead nor whose jump was the biggest, and the story says so.
  const whole = i.values.map((row) => row.filter((v) => v !== null).length >= 2);
  const compared = whole.filter(Boolean).length * 2 >= i.values.length && whole.some(Boolean);
  if (!compared && i.values.length > 0)
    out.push(`The players' ${what} was kept secret for most of the game, so this story cannot say who was ahead.`);

  // Who was ahead, how often the lead changed hands, who held it longest.
  const leaders = compared ? i.values.map((row, k) => (whole[k] ? leaderAt(row) : null)) : [];
  const held = new Map<number, number>();
  let changes = 0;
  let last: number | null = null;
  let since = 0;
  leaders.forEach((l, k) => {
    if (l === null) return;
    const span = (i.steps[k + 1] ?? i.total) - (i.steps[k] ?? 0);
    held.set(l, (held.get(l) ?? 0) + span);
    if (l !== last) {
      if (last !== null) changes++;
      last = l;
      since = i.steps[k] ?? 0;
    }
  });
  if (held.size > 0) {
    const longest = [...held].sort((a, b) => b[1] - a[1])[0] as [number, number];
    const share = Math.round((longest[1] / Math.max(1, i.total)) * 100);
    // Where the game is not won on this number (a Gang's ten Joints), the lead is said to be in it.
    // A lead first taken at the last look at the numbers was never held "for good": it is said as it was.
    const tookLead = (who: string, atTheEnd: boolean): string =>
      atTheEnd
        ? `${who} only went ahead in ${what} at the very end, at move ${since}.`
        : `${who} took the lead in ${what} for good at move ${since}.`;
    const hands =
      changes === 0
        ? 'Nobody else was ever ahead.'
        : `The lead changed hands ${changes === 1 ? 'once' : `${changes} times`}.`;
    // Level at the last look (a tie to the end): nobody held the lead "for good"; those level are named.
    const lastLook = whole.lastIndexOf(true);
    const endRow = i.values[lastLook] ?? [];
    const top = Math.max(...endRow.map((v) => v ?? -Infinity));
    const level = leaders[lastLook] === null ? endRow.flatMap((v, s) => (v === top ? [s] : [])) : [];
    let levelFrom = lastLook;
    while (levelFrom > 0 && leaders[levelFrom - 1] === null && whole[levelFrom - 1]) levelFrom--;
    const ending =
      level.length >= 2
        ? ` ${listed(level.map(name))} were level at ${amount(top)} ${
            levelFrom === lastLook ? `at the end` : `from move ${i.steps[levelFrom] ?? 0} to the end`
          }.`
        : last !== null && changes > 0
          ? ` ${tookLead(name(last), since === i.steps.at(-1))}`
          : '';
    out.push(`${name(longest[0])} was ahead in ${what} for ${share}% of the game. ${hands}${ending}`);
  }

  // The biggest rise and the hardest fall between two looks at the numbers.
  let rise = { seat: -1, by: 0, at: 0 };
  let fall = { seat: -1, by: 0, at: 0 };
  for (let k = 1; compared && k < i.values.length; k++) {
    if (!whole[k] || !whole[k - 1]) continue;
    const before = i.values[k - 1] ?? [];
    (i.values[k] ?? []).forEach((v, s) => {
      const b = before[s];
      if (v === null || b === null || b === undefined) return;
      if (v - b > rise.by) rise = { seat: s, by: v - b, at: i.steps[k] ?? 0 };
      if (b - v > fall.by) fall = { seat: s, by: b - v, at: i.steps[k] ?? 0 };
    });
  }
  const swings: string[] = [];
  if (rise.seat >= 0)
    swings.push(`The biggest jump was ${name(rise.seat)}'s, up ${amount(rise.by)} around move ${rise.at}.`);
  if (fall.seat >= 0)
    swings.push(`The hardest fall was ${name(fall.seat)}'s, down ${amount(fall.by)} around move ${fall.at}.`);
  if (swings.length > 0) out.push(swings.join(' '));

  // The key moments, counted.
  const counts = new Map<string, number>();
  for (const k of i.keys) counts.set(k.type, (counts.get(k.type) ?? 0) + 1);
  const moments = [...counts].flatMap(([type, n]) => {
    const nouns = i.keyNouns[type];
    return nouns ? [counted(n, nouns[0], nouns[1])] : [];
  });
  if (moments.length > 0) out.push(`On file: ${listed(moments)}.`);

  if (i.outcome) {
    const winners = i.outcome.winners.map(name);
    out.push(winners.length === 0 ? `Nobody won. ${i.outcome.reason}` : `${listed(winners)} won. ${i.outcome.reason}`);
  } else if (last !== null) {
    out.push(`The game is not over yet; ${name(last)} is ahead at the last move played.`);
  } else {
    out.push('The game is not over yet.');
  }
  return out;
}
