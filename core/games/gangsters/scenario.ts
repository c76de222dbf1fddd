/**
 * A text notation for Gangsters positions, so a test, a tutorial or a bug report can start anywhere.
 * One statement per line; `#` starts a comment. Gangs are named by colour (red, yellow, green, brown),
 * places by board id (`hawthorne-hotel`, `s10-8`).
 *
 * ```
 * players 4                         # 2–5 seats; 5 adds the Police Commissioner (G-17)
 * options wheels secretCash turnCap=50 # flags set to true, or key=value (see game.ts)
 * turn green move                   # whose turn (a colour or `commissioner`) and phase: buy | cop | move
 *                                   # (five players: a Gang's `defer` = blue rolled, bribe or defer; its
 *                                   # `cop` = deferred, the Commissioner acts; his own turn: cop | move)
 * dice red=2 green=1 blue=4 white=5 black=3
 * cash green=5000 yellow=1000 commissioner=2000
 * gang green racketeer=3@hawthorne-hotel thug=6@s10-8/east/criminal vamp=1@lous-diner
 * equip red wheels                  # heaters | wheels | siren
 * joint hawthorne-hotel green x2    # owner `none` leaves improvements on a sold building (G-7.5)
 * cop 4@s10-8/north                 # a Cop by strength (G-9.1)
 * public 3@hawthorne-hotel          # a Public by strength, x1, x2 or x3
 * bribe yellow 4                    # yellow secretly holds Cop 4's Bribe (0 = the Untouchable)
 * donut red 4 2                     # red's Donut marker on Cop 4, "Donut 2" side up (default 1, G-16.4)
 * pawns yellow brown               # Movement Pawns still in the cup (G-16.5); none listed = empty
 * engine 9                          # a game begun under an older engine version (1–9) keeps its rules (state.ts EDITION)
 * moved green thug                  # already moved this turn (racketeer | thug | vamp)
 * used green 1                      # movement options already used this turn
 * ```
 * Piece spec: `kind=strength@place[/facing][/criminal]`. Anything not mentioned is in its cup or bank.
 * Setup positions (the Joint draft, secret recruiting, secret placement) and `first` (player #1) are
 * described in `scenario-setup.ts`. A position where nobody has anything left to decide goes on as the
 * game would on arriving there.
 */
import { RecordingRoller, type Roller } from '../../engine/dice';
import { seedRng } from '../../engine/rng';
import type { Match } from '../../engine/match';
import { err, ok, ruleError, type Result } from '../../engine/result';
import { FACINGS, GANGS, DIE_COLOURS, type Facing } from './board';
import { cityGraph } from './city';
import { gangsters, type GangstersOptions } from './game';
import { building } from './rules/places';
import { emptyTurn, initialState } from './setup';
import { EDITION, edition, gangName, type GANGSTER_KINDS, type GangstersState, type Phase } from './state';
import { inGame } from './rules/sequence-helpers';
import { finishSetupPosition, resumeOnArrival, setupPhaseOf, setupStatement } from './scenario-setup';

/** A roller for building positions: player #1 is seat 0, no other randomness is used. */
function fixedRoller(): Roller {
  let n = 0;
  const r: Roller = {
    die: () => (n++ < 5 ? 6 : 1),
    dice: (count) => Array.from({ length: count }, () => r.die(6)),
    draw: () => 0,
    shuffle: (items) => [...items],
  };
  return r;
}

const PHASES: readonly Phase[] = ['buy', 'defer', 'cop', 'move'];

/** Parses a scenario into a state; errors name the line. */
export function parseScenario(text: string): Result<GangstersState> {
  const lines = text.split('\n').map((l) => l.replace(/#.*/, '').trim());
  let seats = 4;
  let engine: string | undefined;
  const flags: Record<string, boolean | number | null> = {};
  for (const [i, l] of lines.entries()) {
    const [cmd, ...rest] = l.split(/\s+/);
    if (cmd === 'engine') {
      engine = rest[0];
      if (!/^[1-9]\d*$/.test(engine ?? '') || Number(engine) > Number(gangsters.engineVersion))
        return bad(i, `engine must be a version from 1 to ${gangsters.engineVersion}`);
    }
    if (cmd === 'players') {
      seats = Number(rest[0]);
      if (!Number.isInteger(seats) || seats < 2 || seats > 5) return bad(i, 'players must be 2 to 5');
    }
    if (cmd === 'options') {
      for (const f of rest) {
        const [key, value] = f.split('=');
        if (key) flags[key] = value === undefined ? true : value === 'null' ? null : Number(value);
      }
    }
  }
  const opts = gangsters.parseOptions(flags);
  if (!opts.ok)
    return bad(
      lines.findIndex((l) => l.startsWith('options')),
      opts.error.message,
    );
  const s = initialState(opts.value as GangstersOptions, seats, fixedRoller(), engine).state;
  const named = setupPhaseOf(lines);
  if ('error' in named)
    return bad(
      lines.findIndex((l) => /^(setup|turn)\b/.test(l)),
      named.error,
    );
  const setup = named.phase;
  if (setup === null) {
    s.phase = 'buy';
    s.setupRecruits = s.setupRecruits.map(() => ({ racketeer: 0, thug: 0, vamp: 0 }));
    s.setupPlacements = s.setupPlacements.map(() => ({ racketeer: null, thug: null, vamp: null }));
    s.draft = { round: 3, index: 0 };
    s.turn = emptyTurn(0, 1);
  } else s.phase = setup;
  for (const [i, l] of lines.entries()) {
    if (!l) continue;
    const r = statement(s, l);
    if (r) return bad(i, r);
  }
  if (setup !== null) {
    const r = finishSetupPosition(s, setup);
    if (r)
      return bad(
        lines.findIndex((l) => l.startsWith('setup')),
        r,
      );
  } else {
    const g = s.gangs.find((x) => x.seat === s.turn.seat);
    if (g && !inGame(s, g.seat))
      return bad(
        lines.findIndex((l) => l.startsWith('turn')),
        `${gangName(g.gang)} is out of the game`,
      );
  }
  return ok(s);
}

function bad(line: number, message: string): Result<never> {
  return err(ruleError('SCENARIO', '', `line ${line + 1}: ${message}`));
}

function seatOf(s: GangstersState, name: string | undefined): number | string {
  if (name === 'commissioner') return s.commissioner ?? 'there is no Commissioner with fewer than five players';
  const g = s.gangs.find((x) => x.gang === name);
  return g ? g.seat : `unknown Gang "${name}" (${GANGS.slice(0, s.gangs.length).join(', ')})`;
}

function place(id: string | undefined): string | null {
  return id !== undefined && cityGraph().index.has(id) ? id : null;
}

/** Applies one statement; returns an error message or null. */
function statement(s: GangstersState, line: string): string | null {
  const [cmd, ...args] = line.split(/\s+/);
  const setup = setupStatement(s, cmd ?? '', args, (name) => seatOf(s, name));
  if (setup !== undefined) return setup;
  switch (cmd) {
    case 'players':
    case 'options':
    case 'engine':
      return null;
    case 'turn': {
      const seat = seatOf(s, args[0]);
      if (typeof seat === 'string') return seat;
      const phase = (args[1] ?? 'buy') as Phase;
      if (!PHASES.includes(phase)) return `phase must be one of ${PHASES.join(', ')}`;
      s.turn = { ...emptyTurn(seat, s.turn.number), dice: s.turn.dice, copDone: phase === 'move' };
      s.phase = phase;
      if (s.commissioner === null)
        return phase === 'defer' ? 'only a Gang playing with the Commissioner defers (G-17.2)' : null;
      if (seat === s.commissioner) {
        // G-17.3: his turn is a Cop action, then the Public pieces on the board.
        if (phase === 'buy' || phase === 'defer')
          return "the Commissioner's turn has only the phases cop and move (G-17.3)";
        if (phase === 'move') s.phase = 'commissioner-publics';
      } else if (phase === 'cop') s.turn.copActor = s.commissioner; // the Gang has deferred to him (G-17.2)
      return null;
    }
    case 'dice':
      for (const a of args) {
        const [colour, v] = a.split('=');
        const n = Number(v);
        if (!DIE_COLOURS.includes(colour as never) || !Number.isInteger(n) || n < 1 || n > 6) return `bad die "${a}"`;
        s.turn.dice[colour as (typeof DIE_COLOURS)[number]] = n;
      }
      return null;
    case 'cash':
      for (const a of args) {
        const [who, v] = a.split('=');
        const seat = seatOf(s, who);
        const n = Number(v);
        if (typeof seat === 'string') return seat;
        if (!Number.isInteger(n) || n < 0) return `bad cash "${a}"`;
        const g = s.gangs.find((x) => x.seat === seat);
        const was = g ? g.cash : s.commissionerCash;
        if (g) g.cash = n;
        else s.commissionerCash = n;
        s.bank -= n - was;
      }
      return null;
    case 'gang':
      return gangLine(s, args);
    case 'equip': {
      const seat = seatOf(s, args[0]);
      if (typeof seat === 'string') return seat;
      const g = s.gangs.find((x) => x.seat === seat);
      for (const item of args.slice(1)) {
        if (!g || (item !== 'heaters' && item !== 'wheels' && item !== 'siren')) return `bad equipment "${item}"`;
        g[item] = true;
      }
      return null;
    }
    case 'joint': {
      const [id, owner, lvl] = args;
      const b = id ? building(id) : undefined;
      if (!b || b.class === 'gray') return `"${id}" is not a coloured building`;
      const seat = owner === 'none' ? null : seatOf(s, owner);
      if (typeof seat === 'string') return seat;
      const level = Number((lvl ?? 'x1').replace(/^x/, ''));
      if (!Number.isInteger(level) || level < 1 || level > 10) return `bad level "${lvl}"`;
      s.joints[id as string] = { owner: seat, level };
      return null;
    }
    case 'cop': {
      const m = /^(\d+)@([^/]+)(?:\/(\w+))?$/.exec(args[0] ?? '');
      const strength = Number(m?.[1]);
      if (!m || !s.copCup.includes(strength)) return `bad or repeated Cop "${args[0]}" (strengths 2–10, G-9.1)`;
      const at = place(m[2]);
      if (!at) return `unknown place "${m[2]}"`;
      const f = facingOf(m[3], at);
      if (typeof f === 'string' && !FACINGS.includes(f as Facing)) return f;
      s.copCup = s.copCup.filter((x) => x !== strength);
      s.cops.push({ strength, at, facing: f as Facing | null });
      return null;
    }
    case 'public': {
      const m = /^(\d)@([^/]+)(?:\/(\w+))?$/.exec(args[0] ?? '');
      const pub = s.publics.find((p) => p.at === null && p.strength === Number(m?.[1]));
      if (!m || !pub) return `no Public x${m?.[1] ?? '?'} left in the cup`;
      const at = place(m[2]);
      if (!at) return `unknown place "${m[2]}"`;
      const f = facingOf(m[3], at);
      if (typeof f === 'string' && !FACINGS.includes(f as Facing)) return f;
      pub.at = at;
      pub.facing = f as Facing | null;
      return null;
    }
    case 'bribe': {
      const seat = seatOf(s, args[0]);
      if (typeof seat === 'string') return seat;
      const marker = Number(args[1]);
      if (!s.bribeCup.includes(marker)) return `Bribe marker "${args[1]}" is not in the cup`;
      s.bribeCup = s.bribeCup.filter((x) => x !== marker);
      s.bribes.push({ marker, holder: seat });
      return null;
    }
    case 'donut': {
      const seat = seatOf(s, args[0]);
      if (typeof seat === 'string') return seat;
      const g = s.gangs.find((x) => x.seat === seat);
      const cop = Number(args[1]);
      const side = Number(args[2] ?? 1);
      if (!g || !s.cops.some((c) => c.strength === cop)) return `Cop "${args[1]}" is not on patrol (G-16.4)`;
      if (side !== 1 && side !== 2) return `a Donut marker shows side 1 or 2, not "${args[2]}"`;
      g.donut = { cop, side };
      return null;
    }
    case 'pawns': {
      // G-16.5: the Movement Pawns still in the cup; the next turn is drawn from them.
      const cup: number[] = [];
      for (const name of args) {
        const seat = seatOf(s, name);
        if (typeof seat === 'string') return seat;
        if (seat === s.commissioner) return 'the Commissioner has no Movement Pawn (G-17.3)';
        if (cup.includes(seat)) return `${name}'s pawn is named twice`;
        cup.push(seat);
      }
      s.pawnCup = cup;
      return null;
    }
    case 'moved':
      for (const k of args.slice(1)) s.turn.moved.push(k);
      return null;
    case 'used':
      s.turn.movesUsed = Number(args[1] ?? 0);
      return null;
    default:
      return `unknown statement "${cmd}"`;
  }
}

function facingOf(f: string | undefined, at: string): Facing | null | string {
  if (building(at)) return null;
  if (f === undefined) return `a piece on street ${at} needs a facing (G-6.4)`;
  return FACINGS.includes(f as Facing) ? (f as Facing) : `bad facing "${f}"`;
}

function gangLine(s: GangstersState, args: string[]): string | null {
  const seat = seatOf(s, args[0]);
  if (typeof seat === 'string') return seat;
  const g = s.gangs.find((x) => x.seat === seat);
  if (!g) return 'the Commissioner has no Gang';
  for (const spec of args.slice(1)) {
    const m = /^(racketeer|thug|vamp)=(\d+)(?:@([^/]+)(?:\/(north|east|south|west))?(?:\/(criminal|citizen))?)?$/.exec(
      spec,
    );
    if (!m) return `bad piece "${spec}" (kind=strength@place[/facing][/criminal])`;
    const kind = m[1] as (typeof GANGSTER_KINDS)[number];
    const strength = Number(m[2]);
    if (strength > (kind === 'vamp' ? 1 : 10)) return `${kind} strength ${strength} is over the limit (G-7.3)`;
    g.strength[kind] = strength;
    if (strength === 0) {
      g.pieces[kind] = null;
      continue;
    }
    // In `setup place` the recorded strengths come before the pieces are placed (G-4.3).
    if (m[3] === undefined && s.phase === 'place') continue;
    const at = place(m[3]);
    if (!at) return `${kind} needs a place on the board`;
    const f = facingOf(m[4], at);
    if (typeof f === 'string' && !FACINGS.includes(f as Facing)) return f;
    g.pieces[kind] = { at, facing: f as Facing | null, criminal: m[5] === 'criminal' };
  }
  return null;
}

/** A kernel `Match` starting from a scenario, ready for `applyAction`. */
export function scenarioMatch(text: string): Result<Match> {
  const r = parseScenario(text);
  if (!r.ok) return r;
  const s = r.value;
  // A position where nobody has anything left to decide goes on as the game would (scenario-setup.ts).
  const roller = new RecordingRoller({ kind: 'seeded' }, seedRng('scenario'));
  resumeOnArrival(s, roller);
  return ok({
    setup: {
      gameId: 'gangsters',
      // A position of an older edition stands in a game begun under that engine version (edition 3: version 3).
      engineVersion: edition(s) < EDITION ? String(edition(s)) : gangsters.engineVersion,
      options: s.options,
      seats: s.seats,
      seed: 'scenario',
    },
    version: 0,
    rng: roller.rng,
    state: s,
  });
}
