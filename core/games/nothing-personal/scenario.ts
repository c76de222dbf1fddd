/**
 * Scenario notation: a position, then scripted actions with their dice, as JSON. Used by tests and
 * by the CLI's `apply` and `legal` commands.
 *
 * ```json
 * {
 *   "seats": 3, "seed": "demo", "options": { "expansions": [] },
 *   "position": {
 *     "round": 2, "ring": 0,
 *     "stage": { "kind": "crew-action", "pos": 2, "refused": [] },
 *     "board": { "2": "paulie-guistono", "5": "jim-redio", "9": "steve-averso" },
 *     "marks": { "2": { "seats": [2, 0, 0] }, "5": { "seats": [0, 3, 0], "neutral": 1, "blackmail": 1 } },
 *     "money": [20, 10, 5], "respect": [4, 0, 0], "hands": [["snitch#1"], [], []]
 *   },
 *   "actions": [ { "seat": 0, "action": { "type": "move" }, "dice": [3] } ]
 * }
 * ```
 * Anything the position leaves out comes from a normal setup with the seed. Positions listed in
 * `board` replace the dealt gangsters; positions not listed keep them unless `"emptyRest": true`.
 * Supplies and the bank are recomputed so that markers and money stay conserved.
 *
 * Decks and the moment within a round (scenario-state.ts): `gangsterDeck` and `influenceDeck` put the
 * named cards on top of their decks, in drawing order; `influenceDiscard`; `interrupts` (open
 * response windows, innermost last, as the state keeps them: `{ "kind": "payout", "declined": [] }`,
 * a tie, a re-roll window, the question to Leo's controller…); `rulings` (position → the seat a tie
 * was ruled to); `silenced`, `promoted` (gangster ids); `offers` (open trade offers). An action's
 * `draws` script the cards it takes off the decks (see `npScenarioStep`). `"engineVersion": "1"`
 * (or `"2"`, `"3"`) builds a game begun under that engine version, with that version's rules.
 *
 * On arrival the game resumes what it would do next: the Capo ring goes to whoever controls the Capo
 * (NP-7.4.3), and a stage with nothing to decide goes on — a Crew control stage settles control
 * (stopping at a tie), opens the pause before payouts if someone holds a card for it, pays out and
 * reaches the first gangster action; a Fence stage everyone has bought in runs the Feds…
 *
 * As TEXT (`npScenarioMatch` below, and the CLI's scenario files, core/engine/scenario-file.ts)
 * the position is the same JSON, over as many lines as you like; lines starting with `#` are
 * comments. In a scenario file, leave `actions` out and list them after `---`, one per line, with
 * their dice (the Move die and the Whack die are rolled as d6, faces as in dice.json):
 * ```
 * game nothing-personal
 * # Guistono (Second Guy) makes a move on the Racketeer
 * { "seats": 3, "seed": "demo",
 *   "position": { "stage": { "kind": "crew-action", "pos": 2, "refused": [] },
 *     "board": { "2": "paulie-guistono", "5": "jim-redio" }, "marks": { "2": { "seats": [2, 0, 0] } },
 *     "money": [20, 10, 5], "hands": [[], ["thug-3#1"], []] } }
 * ---
 * 0 {"type":"move"} dice=3
 * 1 {"type":"shakedown","card":"thug-3#1"}
 * ```
 * `dice=` lists the d6 values the action rolls; `draws=` the cards it draws, as indexes from the top
 * of the deck drawn from (0 = the top card), e.g. `2 {"type":"buy","count":1} draws=3,0`.
 * Rulebook positions written this way are in `scenarios/` (run by scenarios.test.ts).
 */
import { z } from 'zod';
import { seedRng } from '../../engine/rng';
import { RecordingRoller } from '../../engine/dice';
import { applyAction, type ApplyError, type Match, type Step } from '../../engine/match';
import { err, ok, ruleError, type Result } from '../../engine/result';
import { actionSchema } from './actions';
import { content } from './content';
import { nothingPersonal, parseNpOptions } from './game';
import { advance } from './rules/flow';
import { syncRing, type Ctx } from './rules/model';
import { applyMidRound, midRoundShape } from './scenario-state';
import { gangsterPool, setupGame } from './setup';
import type { NpState, Stage } from './state';

const seat = z.number().int().min(0).max(4);
const marksSpec = z.object({
  seats: z.array(z.number().int().min(0)).optional(),
  neutral: z.number().int().min(0).optional(),
  blackmail: z.number().int().min(-1).max(4).nullable().optional(),
});

const stageSchema = z.union([
  z.object({ kind: z.literal('placement'), turn: seat, placed: z.number().int().min(0) }),
  z.object({
    kind: z.literal('commission'),
    turn: seat,
    passed: z.array(z.boolean()),
    acted: z.array(z.boolean()),
    ante: z.number().int().min(0),
  }),
  z.object({ kind: z.literal('crew-control'), pos: z.number().int().min(0).max(9) }),
  z.object({ kind: z.literal('crew-action'), pos: z.number().int().min(1).max(10), refused: z.array(z.any()) }),
  z.object({ kind: z.literal('fence'), turn: seat, done: z.number().int().min(0) }),
  z.object({ kind: z.literal('feds'), asked: z.boolean() }),
  z.object({
    kind: z.literal('family'),
    pos: z.number().int().min(0).max(8),
    chooser: z.number().int(),
    candidates: z.array(z.string()),
  }),
  z.object({ kind: z.literal('final-control'), pos: z.number().int().min(0).max(9) }),
]);

export const scenarioSchema = z.object({
  seats: z.number().int().min(3).max(5),
  seed: z.string().default('scenario'),
  /** "1" or "2" builds a game begun under that engine version, which keeps its rules (state.ts `EDITION`). */
  engineVersion: z.enum(['1', '2', '3', '4', '5', '6', '7', '8']).optional(),
  options: z.unknown().optional(),
  position: z
    .object({
      round: z.number().int().min(1).max(5).optional(),
      ring: seat.optional(),
      stage: stageSchema.optional(),
      board: z.record(z.string().regex(/^[1-9]$/), z.string().nullable()).optional(),
      emptyRest: z.boolean().optional(),
      associates: z.array(z.string().nullable()).optional(),
      prison: z.array(z.string()).optional(),
      fishes: z.array(z.string()).optional(),
      marks: z.record(z.string().regex(/^[1-9]$/), marksSpec).optional(),
      money: z.array(z.number().int().min(0)).optional(),
      respect: z.array(z.number().int()).optional(),
      hands: z.array(z.array(z.string())).optional(),
      sideways: z.array(z.string()).optional(),
      negate: z.string().nullable().optional(),
      used: z.array(z.string()).optional(),
      ...midRoundShape,
    })
    .default({}),
  actions: z
    .array(
      z.object({
        seat,
        action: z.unknown(),
        dice: z.array(z.number().int()).optional(),
        draws: z.array(z.number().int()).optional(),
      }),
    )
    .default([]),
});

/** A parsed scenario. */
export type Scenario = z.infer<typeof scenarioSchema>;

/** Parses scenario JSON (text or value) with errors that name the offending field. */
export function parseScenario(raw: unknown): Result<Scenario> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch (e) {
      return err(ruleError('BAD_SCENARIO', '', `The scenario is not valid JSON: ${(e as Error).message}`));
    }
  }
  const r = scenarioSchema.safeParse(value);
  if (!r.success) {
    const why = r.error.issues.map((i) => `${i.path.join('.') || 'scenario'}: ${i.message}`).join('; ');
    return err(ruleError('BAD_SCENARIO', '', `The scenario does not fit the notation (${why}).`));
  }
  const sc = r.data;
  const byId = content().gangsterById;
  const named = [
    ...Object.values(sc.position.board ?? {}),
    ...(sc.position.associates ?? []),
    ...(sc.position.prison ?? []),
    ...(sc.position.fishes ?? []),
    ...(sc.position.gangsterDeck ?? []),
  ].filter((g): g is string => g !== null);
  const unknown = named.filter((g) => !byId[g]);
  if (unknown.length > 0) return err(ruleError('BAD_SCENARIO', '', `Unknown gangster(s): ${unknown.join(', ')}.`));
  if (new Set(named).size !== named.length)
    return err(ruleError('BAD_SCENARIO', '', 'A gangster is named twice in the position.'));
  for (const [k, arr] of [
    ['money', sc.position.money],
    ['respect', sc.position.respect],
    ['hands', sc.position.hands],
  ] as const) {
    if (arr && arr.length !== sc.seats)
      return err(ruleError('BAD_SCENARIO', '', `position.${k} needs one entry per seat (${sc.seats}).`));
  }
  for (const [pos, m] of Object.entries(sc.position.marks ?? {})) {
    if (m.seats && m.seats.length !== sc.seats)
      return err(ruleError('BAD_SCENARIO', '', `position.marks.${pos}.seats needs ${sc.seats} entries.`));
  }
  return ok(sc);
}

/** Builds the match a scenario describes (before its actions). */
export function buildScenario(sc: Scenario): Result<Match> {
  const options = parseNpOptions(sc.options ?? {});
  if (!options.ok) return options;
  const roller = new RecordingRoller({ kind: 'seeded' }, seedRng(sc.seed));
  const engineVersion = sc.engineVersion ?? nothingPersonal.engineVersion;
  const s: NpState = setupGame({ options: options.value, seats: sc.seats, roller, engineVersion });
  const p = sc.position;
  const sup = content().board.supplies;
  if (p.board || p.emptyRest) {
    const placed = Object.values(p.board ?? {}).filter((g): g is string => g !== null);
    for (let pos = 1; pos <= 9; pos++) {
      const given = p.board?.[String(pos)];
      if (given !== undefined) s.positions[pos - 1] = given;
      else if (p.emptyRest) s.positions[pos - 1] = null;
      else if (placed.includes(s.positions[pos - 1] ?? '')) s.positions[pos - 1] = null;
    }
  }
  if (p.associates) s.associates = p.associates;
  // A gangster the position puts on top of the deck leaves the seat the seed dealt him; the next
  // seeded card takes it.
  const deckTop = p.gangsterDeck ?? [];
  const spare = () => s.gangsterDeck.find((g) => !deckTop.includes(g)) ?? null;
  const replace = (g: string | null): string | null => {
    if (g === null || !deckTop.includes(g)) return g;
    const next = spare();
    s.gangsterDeck = s.gangsterDeck.filter((x) => x !== next);
    return next;
  };
  s.positions = s.positions.map(replace);
  s.associates = s.associates.map(replace);
  s.prison = p.prison ?? [];
  s.fishes = p.fishes ?? [];
  const onTable = new Set(
    [...s.positions, ...s.associates, ...s.prison, ...s.fishes].filter((g): g is string => g !== null),
  );
  s.associates = s.associates.map((g) => (g && s.positions.includes(g) ? null : g));
  // Gangsters displaced by the position go back under the deck; nobody is in two places.
  const pool = gangsterPool(options.value);
  s.gangsterDeck = [...s.gangsterDeck, ...pool.filter((g) => !s.gangsterDeck.includes(g))].filter(
    (g) => !onTable.has(g),
  );
  s.marks = {};
  for (let pos = 1; pos <= 9; pos++) {
    const g = s.positions[pos - 1];
    if (!g) continue;
    const m = p.marks?.[String(pos)];
    s.marks[g] = {
      seats: m?.seats ?? Array.from({ length: sc.seats }, () => 0),
      neutral: m?.neutral ?? 0,
      blackmail: m?.blackmail ?? null,
    };
  }
  const onBoard = (k: number) => Object.values(s.marks).reduce((n, m) => n + (m.seats[k] ?? 0), 0);
  s.supply = s.supply.map((_, k) => sup.markersPerFamily - onBoard(k));
  s.neutralSupply = sup.neutralMarkers - Object.values(s.marks).reduce((n, m) => n + m.neutral, 0);
  s.blackmailSupply = sup.blackmailCoins - Object.values(s.marks).filter((m) => m.blackmail !== null).length;
  if (p.money) s.money = p.money;
  s.bank = sup.bank - s.money.reduce((a, b) => a + b, 0);
  if (p.respect) s.respect = p.respect;
  if (p.hands) {
    s.influenceDeck = [...s.influenceDeck, ...s.hands.flat()].filter((c) => !p.hands?.flat().includes(c));
    s.hands = p.hands;
  }
  if (p.round) s.round = p.round;
  if (p.ring !== undefined) s.ring = p.ring;
  if (p.sideways) s.sideways = p.sideways;
  if (p.negate !== undefined) s.negate = p.negate;
  if (p.used) s.used = p.used;
  if (p.stage) {
    s.stage = p.stage as Stage;
    s.phase =
      p.stage.kind === 'placement'
        ? 'placement'
        : p.stage.kind.startsWith('crew')
          ? 'crew'
          : p.stage.kind === 'final-control'
            ? 'family'
            : (p.stage.kind as NpState['phase']);
  }
  if (s.supply.some((n) => n < 0) || s.neutralSupply < 0 || s.blackmailSupply < 0) {
    return err(ruleError('BAD_SCENARIO', '', 'The position uses more markers or coins than the game has.'));
  }
  const mid = applyMidRound(s, p);
  if (!mid.ok) return mid;
  // On arrival the game does what it would do next: the ring follows the Capo (NP-7.4.3), and a
  // stage with nothing to decide goes on (a Crew control stage settles control and pays out…).
  const ctx: Ctx = { s, events: [], roller };
  syncRing(ctx);
  advance(ctx);
  const match: Match = {
    setup: {
      gameId: nothingPersonal.id,
      engineVersion,
      options: options.value,
      seats: sc.seats,
      seed: sc.seed,
    },
    version: 0,
    rng: roller.rng,
    state: s,
  };
  return ok(match);
}

/**
 * Applies one scripted action through the kernel (the CLI's scenario files use this too). `dice` are
 * what it rolls, in order. `draws` are the cards it takes off the decks, in order, whichever deck
 * each comes from: each is an index from the top of that deck at the moment of the draw (0 = the top
 * card). Without them the action rolls from the seed and draws from the top.
 */
export function npScenarioStep(
  match: Match,
  seat: number,
  action: unknown,
  dice?: readonly number[],
  draws?: readonly number[],
): Result<Step, ApplyError> {
  const source = dice || draws ? { kind: 'script' as const, dice: dice ?? [] } : { kind: 'seeded' as const };
  if (!draws) return applyAction(nothingPersonal, match, seat, action, source);
  const scripted: Match = { ...match, state: { ...(match.state as NpState), deckDraws: [...draws] } };
  const step = applyAction(nothingPersonal, scripted, seat, action, source);
  if (!step.ok) return step;
  const { deckDraws, ...state } = step.value.match.state as NpState;
  const left = Array.isArray(deckDraws) ? deckDraws.length : 0;
  if (left > 0)
    return err(ruleError('RANDOM_SCRIPT', '', `The action drew ${draws.length - left} card(s), not ${draws.length}.`));
  return ok({ ...step.value, match: { ...step.value.match, state } });
}

/** Runs a scenario's actions, each with its scripted dice and deck draws (unscripted: the seed, the top). */
export function runScenario(sc: Scenario): Result<{ match: Match; steps: Step[] }> {
  const built = buildScenario(sc);
  if (!built.ok) return built;
  let match = built.value;
  const steps: Step[] = [];
  for (const [k, a] of sc.actions.entries()) {
    const parsed = actionSchema.safeParse(a.action);
    if (!parsed.success) return err(ruleError('BAD_SCENARIO', '', `actions.${k}: not a Nothing Personal action.`));
    const step = npScenarioStep(match, a.seat, parsed.data, a.dice, a.draws);
    if (!step.ok) return err({ ...step.error, message: `actions.${k}: ${step.error.message}` });
    match = step.value.match;
    steps.push(step.value);
  }
  return ok({ match, steps });
}

/**
 * Builds a match positioned where a scenario's position text says (the JSON notation documented in
 * scenario.ts; lines starting with `#` are comments). If the JSON also lists `actions`, they are
 * applied too. Errors are values (`BAD_SCENARIO`, or the refusal of an action, naming its index).
 */
export function npScenarioMatch(positionText: string): Result<Match> {
  const text = positionText
    .split(/\r?\n/)
    .map((l) => (l.trimStart().startsWith('#') ? '' : l))
    .join('\n');
  if (text.trim() === '') {
    return err(ruleError('BAD_SCENARIO', '', 'The position is missing: write it as JSON, e.g. {"seats": 3}.'));
  }
  const sc = parseScenario(text);
  if (!sc.ok) return sc;
  if (sc.value.actions.length === 0) return buildScenario(sc.value);
  const run = runScenario(sc.value);
  return run.ok ? ok(run.value.match) : run;
}
