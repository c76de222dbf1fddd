/**
 * The scenario file the CLI reads for `apply` and `legal`: a game's own position notation plus
 * scripted actions, so a test, a tutorial or a bug report can start from any position.
 *
 * ```
 * game gangsters                      # which game's notation follows
 * players 4                           # … position lines in that game's notation …
 * turn green move
 * ---                                 # then one action per line, applied in order:
 * 2 {"type":"move","piece":"thug","to":"s10-8"} dice=3
 * 0 {"type":"fine","seat":2}          # <seat> <action JSON> [dice=a,b,…] [draws=i,j,…]
 * ```
 * Dice and draws listed on an action line are what that action rolls and draws, in order (a script);
 * an action that rolls without them takes its values from the scenario's seed.
 */
import { err, ok, ruleError, type Result } from './result';
import type { JsonValue } from './json';

export interface ScenarioAction {
  readonly line: number;
  readonly seat: number;
  readonly action: JsonValue;
  readonly dice?: readonly number[];
  readonly draws?: readonly number[];
}

export interface ScenarioFile {
  readonly gameId: string;
  /** The position in the game's own notation (line numbers kept: earlier lines are blank). */
  readonly position: string;
  readonly actions: readonly ScenarioAction[];
}

function bad(line: number, message: string): Result<never> {
  return err(ruleError('BAD_SCENARIO', '', `Line ${line}: ${message}`));
}

function numbers(text: string, line: number, what: string): Result<number[]> {
  const values = text.split(',').map((v) => Number(v.trim()));
  if (values.some((v) => !Number.isInteger(v))) return bad(line, `${what} must be whole numbers separated by commas.`);
  return ok(values);
}

/** Splits a scenario file into its game, its position text and its scripted actions; errors name the line. */
export function parseScenarioFile(text: string): Result<ScenarioFile> {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((l) => l.replace(/#.*/, '').trim() !== '');
  const header = /^game\s+([a-z0-9-]+)\s*$/.exec((lines[first] ?? '').replace(/#.*/, '').trim());
  if (first < 0 || !header?.[1]) return bad(first + 1, 'a scenario starts with "game <id>", e.g. "game gangsters".');
  const sep = lines.findIndex((l) => l.trim() === '---');
  const end = sep < 0 ? lines.length : sep;
  const position = lines.map((l, i) => (i > first && i < end ? l : '')).join('\n');
  const actions: ScenarioAction[] = [];
  for (let i = end + 1; i < lines.length; i++) {
    const l = (lines[i] ?? '').trim();
    if (l === '' || l.startsWith('#')) continue;
    const m = /^(\d+)\s+(\{.*\})((?:\s+(?:dice|draws)=[\d,\s]+)*)\s*$/.exec(l);
    if (!m?.[1] || !m[2]) return bad(i + 1, 'an action line is "<seat> <action JSON> [dice=…] [draws=…]".');
    let action: JsonValue;
    try {
      action = JSON.parse(m[2]) as JsonValue;
    } catch {
      return bad(i + 1, 'the action is not valid JSON.');
    }
    const entry: { line: number; seat: number; action: JsonValue; dice?: number[]; draws?: number[] } = {
      line: i + 1,
      seat: Number(m[1]),
      action,
    };
    for (const [, key, list] of (m[3] ?? '').matchAll(/(dice|draws)=([\d,]+)/g)) {
      const parsed = numbers(list ?? '', i + 1, key ?? '');
      if (!parsed.ok) return parsed;
      if (key === 'dice') entry.dice = parsed.value;
      else entry.draws = parsed.value;
    }
    actions.push(entry);
  }
  return ok({ gameId: header[1], position, actions });
}
