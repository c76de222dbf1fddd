/**
 * A text notation for SuperGang positions, so a test, a tutorial or a bug report can start anywhere.
 * One statement per line; `#` starts a comment. Gangs are named by colour (red, blue, green, yellow),
 * characters as `<colour>-<killer|vamp|dealer>`, places by board id.
 *
 * ```
 * players 4                        # 3 or 4 gangs; 5 seats (or `options police` with 4) add the police
 * engine 1                         # a game begun under engine version 1 (2, 3, 4, 5, 6 or 7), on its rules (state.ts `EDITION`)
 * options police moveSeconds=240 turnCap=50 duelStyle=aim
 * turn red act 5                   # whose turn, the phase (start | cops | move | act) and the round
 * dice red-killer=3 red-vamp=2     # this turn's dice; `cops=4,5` the blue dice by group
 * cash red=100 blue=50             # the bank holds the rest of 1,320 (four gangs) or 1,000 (three)
 * char red-killer s3-4/north record=racket,murder   # a street square and facing (or `-` for none)
 * char red-vamp shop-moretti-bakery                 # in a shop
 * char blue-dealer jail=2          # or centre | clinic | graveyard; jail=N is the sentence left
 * vamped blue-killer red 2         # vamped by red's Vamp for 2 more turns
 * acting red-killer                # the character on his stop (phase act)
 * tomove red-vamp red-dealer       # characters still to move (phase move/act)
 * shop shop-moretti-bakery owner=red   # or racket=blue
 * traffic kerb-12 red              # a traffic pawn on a section of sidewall
 * stock red 4                      # pawns bought, not placed
 * cop 0 s5-6/east                  # a cop group on the board (default: in the centre); `out=SEAT` put out,
 *                                  # `out=SEAT/manhole` fallen down a manhole
 * owns-cops red
 * ```
 */
import { RecordingRoller } from '../../engine/dice';
import type { Match } from '../../engine/match';
import { err, ok, ruleError, type Result } from '../../engine/result';
import { seedRng } from '../../engine/rng';
import { FACINGS, type BoardPos, type Facing, type ShopId, type SquareId } from './board/types';
import { sgCity } from './city-data';
import { supergang, withPolice, type SuperGangOptions } from './game';
import { initialState } from './setup';
import { COMPONENTS, edition, EDITION, GANG_COLOURS, type Crime, type Phase, type SuperGangState } from './state';
import { setShop } from './rules/common';

const PHASES: readonly Phase[] = ['start', 'cops', 'move', 'act'];
const CRIMES: readonly Crime[] = ['coward', 'racket', 'stick-up', 'traffic', 'assault', 'rebellion', 'murder'];

function bad(line: number, message: string): Result<never> {
  return err(ruleError('BAD_SCENARIO', '', `Line ${line}: ${message}`));
}

function gangOf(name: string | undefined, gangs: number): number {
  const g = GANG_COLOURS.indexOf(name as (typeof GANG_COLOURS)[number]);
  return g >= 0 && g < gangs ? g : -1;
}

function posOf(text: string): BoardPos | null {
  const city = sgCity();
  if (city.shop(text)) return { kind: 'shop', shop: text as ShopId };
  const [square, facing] = text.split('/');
  if (!square || !city.isStreet(square)) return null;
  if (facing !== undefined && facing !== '-' && !FACINGS.includes(facing as Facing)) return null;
  return { kind: 'street', square: square as SquareId, facing: facing && facing !== '-' ? (facing as Facing) : null };
}

/** Parses a position into a state; errors name the line. */
export function parseScenario(text: string): Result<SuperGangState> {
  const lines = text.split('\n').map((l) => l.replace(/#.*/, '').trim());
  let seats = 4;
  let engineVersion: string | undefined;
  let raw: Record<string, unknown> = {};
  for (const [i, l] of lines.entries()) {
    const [word, ...rest] = l.split(/\s+/);
    if (word === 'players') seats = Number(rest[0]);
    if (word === 'engine') engineVersion = rest[0];
    if (
      word === 'engine' &&
      engineVersion !== '1' &&
      engineVersion !== '2' &&
      engineVersion !== '3' &&
      engineVersion !== '4' &&
      engineVersion !== '5' &&
      engineVersion !== '6' &&
      engineVersion !== '7' &&
      engineVersion !== supergang.engineVersion
    )
      return bad(i + 1, `engine is 1, 2, 3, 4, 5, 6, 7 or ${supergang.engineVersion}.`);
    if (word === 'options') {
      for (const o of rest) {
        const [k, v] = o.split('=');
        if (!k) continue;
        raw = { ...raw, [k]: v === undefined ? true : v === 'null' ? null : /^\d+$/.test(v) ? Number(v) : v };
      }
    }
    if (word === 'players' && !(seats >= 2 && seats <= 5)) return bad(i + 1, 'players is 2, 3, 4 or 5.');
  }
  const parsed = supergang.parseOptions(raw);
  if (!parsed.ok) return parsed;
  const options: SuperGangOptions = withPolice(parsed.value, seats);
  const roller = new RecordingRoller(
    { kind: 'script', dice: [6, 6, 6, ...Array<number>(60).fill(1)] },
    seedRng('scenario'),
  );
  const { state: s } = initialState(options, seats, roller, sgCity(), engineVersion);
  const gangs = s.gangs.length;
  s.order = Array.from({ length: gangs }, (_, k) => k);
  s.gangs.forEach((g) => (g.cash = 0));
  s.bank = COMPONENTS.bank[gangs] ?? 1320;
  for (const [i, l] of lines.entries()) {
    if (l === '') continue;
    const [word, ...rest] = l.split(/\s+/);
    const n = i + 1;
    const character = (id: string | undefined) => s.characters.find((x) => x.id === id);
    switch (word) {
      case 'players':
      case 'options':
      case 'engine':
        break;
      case 'turn': {
        const g = gangOf(rest[0], gangs);
        const phase = rest[1] as Phase;
        if (g < 0 || !PHASES.includes(phase)) return bad(n, 'turn <colour> <start|cops|move|act> [round].');
        s.turn.gang = g;
        s.turn.phase = phase;
        s.turn.number = rest[2] ? Number(rest[2]) : 4;
        if (phase === 'cops') s.turn.copSeat = s.policeSeat ?? s.gangs.find((x) => x.ownsCops)?.seat ?? g;
        break;
      }
      case 'dice':
        for (const d of rest) {
          const [k, v] = d.split('=');
          if (k === 'cops') {
            s.turn.copDice = (v ?? '').split(',').map(Number);
            s.turn.copsToMove = s.turn.copDice.flatMap((x, j) => (x > 0 ? [j] : []));
          } else if (character(k) && Number(v) >= 1 && Number(v) <= 6) s.turn.dice[k as string] = Number(v);
          else return bad(n, `dice: ${d} is not <character>=<1-6> or cops=a,b.`);
        }
        break;
      case 'cash':
        for (const d of rest) {
          const [k, v] = d.split('=');
          const g = gangOf(k, gangs);
          if (g < 0 || !Number.isInteger(Number(v))) return bad(n, `cash: ${d} is not <colour>=<millions>.`);
          (s.gangs[g] as { cash: number }).cash = Number(v);
        }
        break;
      case 'char': {
        const ch = character(rest[0]);
        if (!ch || !rest[1]) return bad(n, 'char <colour-kind> <place> [record=a,b].');
        const [place, years] = rest[1].split('=');
        if (place === 'centre' || place === 'clinic' || place === 'graveyard' || place === 'jail') {
          ch.place = place;
          ch.pos = null;
          ch.sentence = place === 'jail' ? Number(years ?? 1) : 0;
        } else {
          const pos = posOf(rest[1]);
          if (!pos) return bad(n, `${rest[1]} is not a square (with /facing) or a shop.`);
          ch.place = 'board';
          ch.pos = pos;
        }
        for (const opt of rest.slice(2)) {
          const [k, v] = opt.split('=');
          const list = (v ?? '').split(',').filter(Boolean) as Crime[];
          if ((k !== 'record' && k !== 'unseen') || list.some((x) => !CRIMES.includes(x)))
            return bad(n, `${opt}: record=<crimes> or unseen=<crimes> (${CRIMES.join(', ')}).`);
          ch[k] = list;
        }
        break;
      }
      case 'vamped': {
        const ch = character(rest[0]);
        const g = gangOf(rest[1], gangs);
        if (!ch || g < 0) return bad(n, 'vamped <character> <colour> [turns].');
        ch.vampedBy = { gang: g, turns: Number(rest[2] ?? 3) };
        break;
      }
      case 'acting':
        if (!character(rest[0])) return bad(n, 'acting <character>.');
        s.turn.acting = rest[0] as string;
        break;
      case 'tomove':
        if (rest.some((r) => !character(r))) return bad(n, 'tomove <character> …');
        s.turn.toMove = rest;
        break;
      case 'shop': {
        const x = s.shops[rest[0] ?? ''];
        const [k, v] = (rest[1] ?? '').split('=');
        const g = gangOf(v, gangs);
        if (!x || (k !== 'owner' && k !== 'racket') || g < 0)
          return bad(n, 'shop <id> owner=<colour> | racket=<colour>.');
        setShop(s, rest[0] ?? '', { [k]: g });
        break;
      }
      case 'traffic': {
        const g = gangOf(rest[1], gangs);
        if (!rest[0] || g < 0) return bad(n, 'traffic <section> <colour>.');
        s.traffic[rest[0]] = g;
        break;
      }
      case 'stock': {
        const g = gangOf(rest[0], gangs);
        if (g < 0) return bad(n, 'stock <colour> <count>.');
        (s.gangs[g] as { stock: number }).stock = Number(rest[1]);
        break;
      }
      case 'cop': {
        const group = s.cops[Number(rest[0])];
        if (!group || !rest[1]) return bad(n, 'cop <0|1> <square/facing> | out=<seat>[/manhole].');
        if (rest[1].startsWith('out=')) {
          const [by = '', how] = rest[1].slice(4).split('/');
          group.out = { by: Number(by), manhole: how === 'manhole' };
        } else {
          const pos = posOf(rest[1]);
          if (!pos) return bad(n, `${rest[1]} is not a square.`);
          group.pos = pos;
        }
        break;
      }
      case 'owns-cops': {
        const g = gangOf(rest[0], gangs);
        if (g < 0) return bad(n, 'owns-cops <colour>.');
        (s.gangs[g] as { ownsCops: boolean }).ownsCops = true;
        break;
      }
      default:
        return bad(n, `unknown statement "${word}".`);
    }
  }
  const total = COMPONENTS.bank[gangs] ?? 1320;
  const held = s.gangs.reduce((t, g) => t + g.cash, 0);
  if (held > total) return bad(0, `the gangs hold ${held} million, more than the ${total} in the game.`);
  s.bank = total - held;
  return ok(s);
}

export function scenarioMatch(text: string): Result<Match> {
  const seats = Number(/^\s*players\s+(\d)/m.exec(text)?.[1] ?? 4);
  const parsed = parseScenario(text);
  if (!parsed.ok) return parsed;
  const setup = {
    gameId: supergang.id,
    engineVersion: edition(parsed.value) === EDITION ? supergang.engineVersion : String(edition(parsed.value)),
    options: { ...parsed.value.options },
    seats,
    seed: 'scenario',
  };
  return ok({ setup, version: 0, rng: seedRng('scenario'), state: parsed.value as unknown as Match['state'] });
}
