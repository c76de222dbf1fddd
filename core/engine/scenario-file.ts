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
import { applyAction, type ApplyError, type Match, type Step } from './match';
import type { AnyGameDef } from './game';
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

/** What a game offers for scenario files: its definition and a reader for its position notation. */
export interface ScenarioNotation {
  readonly def: AnyGameDef;
  scenarioMatch(position: string): Result<Match>;
  /**
   * Applies one action line with its `dice=` and `draws=`, for games whose notation gives them a
   * meaning of its own (Nothing Personal: `draws=` are deck draws). Without it they are the kernel's
   * scripted dice and draws.
   */
  scenarioStep?(
    match: Match,
    seat: number,
    action: unknown,
    dice?: readonly number[],
    draws?: readonly number[],
  ): Result<Step, ApplyError>;
}

/** One logged event of a scenario run: who acted, the text and its clause. */
export interface ScenarioEvent {
  readonly seat: number;
  readonly text: string;
  readonly clause?: string;
}

/** The result of running a scenario file: the match after its actions, or where and why it stopped. */
export type ScenarioRun =
  | {
      readonly ok: true;
      readonly notation: ScenarioNotation;
      readonly match: Match;
      readonly events: readonly ScenarioEvent[];
    }
  | { readonly ok: false; readonly problem: string }
  | { readonly ok: false; readonly line: number; readonly version: number; readonly error: ApplyError };

/**
 * Runs a scenario file: the game's position, then each scripted action through the kernel with its dice
 * and draws. The CLI's `apply` and `legal` and the tests of scenario fixtures share it, so a file gives
 * the same outcome in both. `notationFor` finds the game's notation by id (the CLI passes its registry).
 */
export function runScenarioFile(
  text: string,
  notationFor: (gameId: string) => ScenarioNotation | undefined,
): ScenarioRun {
  const parsed = parseScenarioFile(text);
  if (!parsed.ok) return { ok: false, problem: parsed.error.message };
  const notation = notationFor(parsed.value.gameId);
  if (!notation) return { ok: false, problem: `No scenario notation for "${parsed.value.gameId}".` };
  const start = notation.scenarioMatch(parsed.value.position);
  if (!start.ok) return { ok: false, problem: start.error.message };
  let match = start.value;
  const events: ScenarioEvent[] = [];
  for (const a of parsed.value.actions) {
    const source =
      a.dice || a.draws
        ? { kind: 'script' as const, dice: a.dice ?? [], ...(a.draws ? { draws: a.draws } : {}) }
        : undefined;
    const step = notation.scenarioStep
      ? notation.scenarioStep(match, a.seat, a.action, a.dice, a.draws)
      : applyAction(notation.def, match, a.seat, a.action, source);
    if (!step.ok) return { ok: false, line: a.line, version: match.version, error: step.error };
    match = step.value.match;
    for (const e of step.value.events)
      events.push({ seat: a.seat, text: e.text, ...(e.clause ? { clause: e.clause } : {}) });
  }
  return { ok: true, notation, match, events };
}
