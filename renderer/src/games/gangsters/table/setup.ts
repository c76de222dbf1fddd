import { cityBoard } from '@core/games/gangsters/city';
import type { SeatColour } from '../../../lib/seats';
import { cityView } from '../city-view';
import type { GameTable } from '../../../table/types';
import type { SeatSpec } from '@core/protocol';
import { seatRef, seatsIn, wordSeats } from '@core/engine/words';
import { gangstersDiceWords, gangstersLogDice } from './log-dice';
import { gangstersAutoAnswer, gangstersSecretShown } from './secrets';
import { gangstersCurtainWhy } from './curtain-why';
import { playerFirst, type Possessives } from '../../../table/plain-words';
import { money, pieceKindsNamed } from './words';
import { gangstersWonHowIn } from './won-how';

const GANG_WORDS = ['Red', 'Yellow', 'Green', 'Brown'] as const;

/**
 * The seat a log line is about: lines begin with a reference to the seat (core/engine/words.ts). Games
 * stored before seats were references begin with the Gang's colour instead, and are marked by it.
 */
export function gangstersLogSeat(text: string, count: number): number | null {
  const first = seatsIn(text)[0];
  if (first !== undefined && text.startsWith(seatRef(first))) return first;
  const m = /^(Red|Yellow|Green|Brown)\b/.exec(text);
  if (m) return GANG_WORDS.indexOf(m[1] as (typeof GANG_WORDS)[number]);
  if (count === 5 && /^the Police Commissioner\b/i.test(text)) return 4;
  return null;
}

/** A seat in words: its Gang's colour (seat i plays Gang i, G-3.1) or the Police Commissioner (G-17), and its player. */
export function gangstersSeatWord(seat: number, seats: readonly SeatSpec[]): string {
  const role = seat === 4 && seats.length === 5 ? 'the Police Commissioner' : (GANG_WORDS[seat] ?? `Seat ${seat + 1}`);
  const name = seats[seat]?.name;
  return name ? `${role} (${name})` : role;
}

/**
 * A seat as the decision panel's prompts name it: the table's word for it (`seat`: "Green", "the Police
 * Commissioner") with its player, "Green (Ann)", which the log's wording turns round to "Ann (Green)". The
 * seat deciding at this screen (`me`) keeps the word alone: the panel's heading already says it is yours. A
 * seat without a name keeps the word alone too.
 */
export function withPlayers(
  seat: (n: number) => string,
  seats: readonly SeatSpec[],
  me: number | null = null,
): (n: number) => string {
  return (n) => {
    const name = n === me ? '' : seats[n]?.name;
    return name ? `${seat(n)} (${name})` : seat(n);
  };
}

let spaceNames: ReadonlyMap<string, string> | null = null;

/**
 * A seat worded with its player reads "Red (Ann)", and in the case file the player first: "Ann (Red)",
 * "Ann's Red Vamp", and for a turn, a pawn or dice, which belong to the player, "Ann's turn (Red)".
 */
const POSSESSIVES: Possessives = {
  roles: [...GANG_WORDS, 'the Police Commissioner'],
  adjective: (role) => (role === 'the Police Commissioner' ? null : role),
  // Edition 10's order roll names each player's dice: "Ann's dice (Red): rolled 6, 5, 5, 3 and 1".
  owned: ['turn', 'pawn', 'dice'],
};

/**
 * A Gang's own things the engine calls "its" ("reveals its Gang", "puts its "Donut 1" marker") are the
 * player's once the player is named first: "Ann (Red) reveals their Gang". Only in the clause that names
 * the player, so a line about a building's or a Cop's own keeps its "its".
 */
const ITS_AFTER_PLAYER = /(\((?:Red|Yellow|Green|Brown)\) [^.,;:()]*?)\bits\b/g;
/**
 * A computer player's reason (electron/host/session-bots.ts `reasonNote`), "The computer playing Ann (Red)
 * sends a Cop where he does its own business no harm": the computer is its subject, so "it" and "its"
 * throughout, never "does their own business".
 */
const COMPUTER = /^The computer playing /;
/** The engine's "x1" of "the x1 Public" (G-8.2) or "improves Lou's Diner to x2" (G-8.3). */
const TIMES = /(^|[\s(])x([1-3])(?![\w-])/g;
/**
 * The end of a timed game (G-15.2), "The time limit is reached: …", as the engine wrote it whether the
 * limit was in turns or in hours (stored games keep it). A table that stopped after a number of turns
 * has no clock, and with a playing time the turn in play is the last one too: so the table says what
 * happened in both, that the last turn is played.
 */
const TIME_LIMIT = /^The time limit is reached([:;]) /;
/**
 * A draw from one of Gangsters' cups as the engine files it, "Cop cup: drew item 6 of 8" (G-9.2, G-16.5,
 * G-6.8): said with what the cup holds, "One of the 8 Cops in the cup is drawn.", and never the draw's
 * place in the cup, which beside "Cop 8 starts a patrol" a family reads as Cop 6. The next line names
 * what came out. Stored games keep the engine's line; only this reading of it is new.
 */
const CUP_DRAW = /^(Cop|Movement Pawn|Public) cup: drew item \d+ of (\d+)$/;
const CUP_HOLDS: Record<string, readonly [string, string]> = {
  Cop: ['Cop', 'Cops'],
  'Movement Pawn': ['Movement Pawn', 'Movement Pawns'],
  Public: ['Public', 'Publics'],
};

function cupDraw(line: string): string {
  const m = CUP_DRAW.exec(line);
  const [one, many] = CUP_HOLDS[m?.[1] ?? ''] ?? [];
  if (!m || !one || !many) return line;
  return m[2] === '1' ? `The only ${one} left in the cup is drawn.` : `One of the ${m[2]} ${many} in the cup is drawn.`;
}

/**
 * The engine's "…absorbs 2 hits. (Squirt gun!)" (G-12.8) is the boxed game's joke with no box at hand: the
 * case file says what the table does instead, the splash over the map.
 */
const SQUIRT = / \(Squirt gun!\)$/;
/** The draft's "…keeps its Joints within $1,100, so it takes no more" (G-4.1), the player named first. */
const IT_TAKES_AFTER_PLAYER = /(\((?:Red|Yellow|Green|Brown)\) [^.]*?), so it takes no more\b/g;

/**
 * The engine names street spaces by id ("s15-7"); people know them by street ("Market Street, 2 spaces
 * east of…"). A seat reads player first: "Ann (Red) collects $600", "Ann's Red Vamp", not "Red (Ann)'s
 * Vamp", and what the engine calls the Gang's "its" is then "their". Gangsters are named as the panel names
 * them, "Ann's Red Thug", "recruits 2 Racketeers" (`pieceKindsNamed`), a Public by its strength as its piece
 * shows it, "the ×1 Public". A line that begins with "the Police Commissioner" begins with a capital. A timed
 * game's end says the last turn is played (`TIME_LIMIT`). The turn dice are named as the panel names them
 * (`gangstersDiceWords`).
 */
export function gangstersLogText(text: string): string {
  spaceNames ??= new Map(cityView(cityBoard()).spaces.map((s) => [s.id, s.name]));
  const names = spaceNames;
  const line = pieceKindsNamed(
    playerFirst(
      cupDraw(gangstersDiceWords(text)).replace(/\bs\d+-\d+(?:-bridge|-under)?\b/g, (id) => names.get(id) ?? id),
      POSSESSIVES,
    ),
  )
    // A computer player's reason reads on from "The computer playing Ann (Red)": its "its" is the computer's.
    .replace(ITS_AFTER_PLAYER, (all: string, before: string) => (COMPUTER.test(text) ? all : `${before}their`))
    .replace(IT_TAKES_AFTER_PLAYER, '$1, so they take no more')
    .replace(TIME_LIMIT, 'The last turn is played$1 ')
    .replace(SQUIRT, ' Crime does not pay: the squirt gun splashes the map.')
    // A Public's strength and a Joint's level read as the pieces and the panel print them: "the ×1 Public".
    .replace(TIMES, '$1×$2')
    // A name ending in a full stop ("SMC Cartage Co.") ends a sentence with one stop, not two.
    .replace(/(?<!\.)\.\.(?!\.)/g, '.');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * A decision's prompt as the decision panel says it, in the log's words: the seats it refers to worded
 * by `seat`, and a street space the engine names by id ("declare your Thug's Hit at s12-16", edition 9)
 * named by its street, as a log line names it; it begins with a capital.
 */
export function gangstersPromptText(prompt: string, seat: (n: number) => string): string {
  return gangstersLogText(wordSeats(prompt, seat));
}

/** The longest playing time the lobby offers, in minutes. */
export const MAX_PLAYING_MINUTES = 600;

/** Gangsters' lobby and seats: Gangs by board edge (G-3.1), the fifth the Police Commissioner (G-17). */
export const gangstersSetup: Omit<GameTable, 'gameId' | 'Board'> = {
  defaultOptions: {
    heaters: false,
    wheels: false,
    siren: false,
    donuts: false,
    randomOrder: false,
    secretCash: false,
    cashToWin: 10_000,
    timeLimitTurns: null,
    timeLimitMinutes: null,
    movementSeconds: null,
    commissioner: true,
  },
  optionLabels: {
    heaters: 'Heaters',
    wheels: 'Wheels',
    siren: 'Siren',
    donuts: 'Donuts',
    randomOrder: 'Random turn order',
    secretCash: 'Secret cash',
    commissioner: 'A Police Commissioner for the fifth player',
  },
  optionHints: {
    heaters: 'A Thug in a grey building may buy guns for $1,000; his Thugs then hit on a 4. (G-16.1)',
    wheels:
      'A Racketeer in a grey building may buy cars for $1,000: once a turn, three dice as one long move. (G-16.2)',
    siren: 'A Vamp in a grey building may buy a new outfit for $300 and seduce two gangsters at once. (G-16.3)',
    donuts: 'Send a Cop into a grey building for donuts and nobody else may move him for a while. (G-16.4)',
    randomOrder: 'Turns go by drawing pawns from a cup instead of round the table. (G-16.5)',
    // Not in the rulebook: G-15.1, which this cited, is the win and says nothing of cash kept secret
    // (core/games/gangsters/rules-coverage.md, Rule decisions).
    secretCash: 'Our own option, not in the rulebook: nobody sees anyone else’s cash until the game is won.',
    commissioner: 'With five players the fifth runs the Cops and plays for cash of his own. (G-17)',
    // G-15.2: a game with a turn or time limit is won on net worth alone (sequence.ts `endTurn` skips the
    // G-15.1 check); with one chosen, `optionNotUsed` greys this and says so instead.
    cashToWin: 'A Gang with a Racketeer, a Thug and a Vamp wins with this much cash at the end of its turn. (G-15.1)',
    // The limit counts every Player Turn, the Police Commissioner's too (rules-coverage.md, G-15.2).
    timeLimitTurns:
      'Every player’s turn counts, the Police Commissioner’s too. After the last one the player worth the most wins: cash and Joints, the Police Commissioner’s cash too. Cash to win, ten Joints or every Joint of one kind do not end this game. (G-15.2)',
    // The engine ends the game at whichever limit comes first (victory.ts `checkTurnLimits`); the cash-to-win
    // sentence is said once, with the number of turns above.
    timeLimitMinutes:
      'When the time is up the turn in play is the last, and the player worth the most wins. With a number of turns too, whichever comes first ends the game. (G-15.2)',
    movementSeconds:
      'Your Cop action and your moves must be done within this many seconds; the clock is shown and spoken. (G-6.9)',
  },
  optionNumbers: {
    cashToWin: { label: 'Cash to win', min: 1000, max: 1_000_000, step: 500, unit: 'dollars', suggested: 10_000 },
    timeLimitTurns: {
      label: 'Turns to play',
      // One round of the smallest table (two players); a larger table's round is more (`turnsLeast`).
      min: 2,
      max: 10_000,
      step: 1,
      unit: 'turns in all',
      suggested: 40,
      off: 'Stop after a number of turns',
      least: turnsLeast,
    },
    timeLimitMinutes: {
      label: 'Minutes to play',
      min: 1,
      // Ten hours: a long night. The engine takes more (a game stored with more still opens); the lobby offers
      // what a family plays.
      max: MAX_PLAYING_MINUTES,
      step: 15,
      unit: 'minutes',
      suggested: 120,
      off: 'Stop after a playing time',
    },
    movementSeconds: {
      label: 'Seconds to move',
      min: 10,
      max: 3600,
      step: 10,
      unit: 'seconds',
      suggested: 120,
      off: 'The movement clock',
    },
  },
  optionNotes: {
    timeLimitTurns: (o, seats) => turnShare(o.timeLimitTurns, seats),
    timeLimitMinutes: (o) => bothLimits(o),
  },
  optionNotUsed: {
    cashToWin: (o) =>
      typeof o.timeLimitTurns === 'number' || typeof o.timeLimitMinutes === 'number'
        ? 'Not used in a game that stops after a number of turns or a playing time: then only who is worth the most wins. (G-15.2)'
        : null,
  },
  optionSeats: { commissioner: [5] },
  seatColours: (count) => {
    const gangs: SeatColour[] = ['red', 'yellow', 'green', 'brown'];
    return count === 5 ? [...gangs, 'blue'] : gangs.slice(0, count);
  },
  seatRole: (index, count) => (index === 4 && count === 5 ? 'Police Commissioner' : `${GANG_WORDS[index] ?? ''} Gang`),
  seatWord: gangstersSeatWord,
  logSeat: gangstersLogSeat,
  secretShown: gangstersSecretShown,
  forcedAnswer: gangstersAutoAnswer,
  curtainWhy: gangstersCurtainWhy,
  logText: gangstersLogText,
  logDice: gangstersLogDice,
  caseWidth: 'clamp(12.5rem, 18vw, 15.5rem)',
  // Net worth is money (G-15.2), and it decides only a game with a time limit: the figures say what they are,
  // and how the game was won is said beside them (G-15.1), so a winner worth less does not look beaten.
  scoreText: money,
  scoreCaption: 'net worth',
  wonHow: gangstersWonHowIn,
};

/**
 * How a limit of `turns` in all shares out among `seats` players (G-15.2 counts every player's turn): "40 turns
 * in all: 10 each with 4 players", or, when it does not share out evenly, who has one more: those who play first.
 */
export function turnShare(turns: unknown, seats: number): string | null {
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 1 || seats < 1) return null;
  // Fewer than a round: said at once, as the lobby will refuse it (`turnsLeast`), not shared out as if it were fine.
  if (turns < turnsLeast(seats).min)
    return `Too few: with ${seats} players the game needs ${turnsLeast(seats).min} turns at least, a turn each.`;
  const each = Math.floor(turns / seats);
  const more = turns % seats;
  const all = `${turns} ${turns === 1 ? 'turn' : 'turns'} in all`;
  const n = (k: number) => (k === 0 ? 'none' : k === 1 ? 'one turn' : `${k} turns`);
  if (more === 0) return `${all}: ${each} each with ${seats} players.`;
  const first = more === 1 ? 'the first to play has' : `the first ${more} to play have`;
  const rest = seats - more;
  const others = rest === 1 ? 'the other' : 'the others';
  return `${all} with ${seats} players: ${first} ${n(each + 1)}${more === 1 ? '' : ' each'}, ${others} ${n(each)}${rest > 1 && each > 0 ? ' each' : ''}.`;
}

/**
 * The fewest turns in all the lobby offers at a table of `seats` players: one round, a turn each (G-15.2 counts
 * every player's turn, the Police Commissioner's too). Fewer would end the game before some had played at all. The
 * engine still takes fewer, so that a game stored with one opens and replays as it was played.
 */
export function turnsLeast(seats: number): { min: number; why: string } {
  const n = Math.max(1, seats);
  return { min: n, why: `one round at least: a turn each with ${n} players` };
}

/** With both a number of turns and a playing time chosen, how they go together (G-15.2): the first to come ends it. */
export function bothLimits(options: Readonly<Record<string, unknown>>): string | null {
  return typeof options.timeLimitTurns === 'number' && typeof options.timeLimitMinutes === 'number'
    ? 'Both limits are on: the game stops at whichever comes first.'
    : null;
}
