/**
 * Gangsters in the replay viewer: its Player Turns on the timeline a round at a time, its moments worth a
 * jump, and its result line with the players named.
 */
import { seatRef } from '@core/engine/words';
import { GANGS } from '@core/games/gangsters/board';
import { gangName } from '@core/games/gangsters/state';
import type { ReplayMarks } from '../../table/types';
import { gangstersKeyEntry } from './review-entry';

/** The Gangs' colours by seat (seat i plays Gang i, G-3.1), as the engine names them in its lines. */
const GANG_WORDS: readonly string[] = GANGS.map(gangName);

/**
 * Where the rounds of a game start, each labelled by the Player Turns it holds ("Turns 4–6"): Gangsters
 * counts Player Turns (G-5.7), as its table says ("Turn 5") and its case file ("Turn 5: Ann's turn"), and
 * the rulebook has no rounds; the replay groups the turns by one of every Gang, but says them in turns.
 * Turns go round the table (G-3.1), or by the pawns drawn from the cup until it is empty (G-16.5), the
 * Police Commissioner's turn last (G-17.3). Either way a round is every Gang still in the game taking one
 * turn, so a round starts at the first turn of a seat that has already had one in the round before. A
 * turn mark names its seat "{seat:N}" (games of earlier editions, the Gang's colour or "the Police
 * Commissioner"). A round of one turn so far (a game in progress, or one Gang left) is "Turn 7".
 */
export function gangstersRounds(turns: readonly string[]): (string | null)[] {
  const had = new Set<string>();
  const starts: { at: number; first: string; last: string }[] = [];
  const out: (string | null)[] = turns.map((text, i) => {
    const m = /^Turn (\d+): (\{seat:\d+\}|the Police Commissioner|[A-Z][a-z]+)'s turn/.exec(text);
    const [, number = '', who] = m ?? [];
    if (who === undefined) return null;
    if (starts.length > 0 && !had.has(who)) {
      had.add(who);
      const round = starts.at(-1);
      if (round) round.last = number;
      return null;
    }
    had.clear();
    had.add(who);
    starts.push({ at: i, first: number, last: number });
    return null;
  });
  for (const r of starts) out[r.at] = r.first === r.last ? `Turn ${r.first}` : `Turns ${r.first}\u2013${r.last}`;
  return out;
}

/** Who a result line names: a Gang by its colour, or the Police Commissioner (seat 5 of five). */
function seatOf(name: string, seats: number): number | null {
  if (/^the Police Commissioner$/i.test(name)) return seats === 5 ? 4 : null;
  const i = GANG_WORDS.indexOf(name);
  return i >= 0 && i < seats ? i : null;
}

const NAME = String.raw`Red|Yellow|Green|Brown|[Tt]he Police Commissioner`;
/** "Red wins: …" (G-15.1), "The Police Commissioner wins: …" or, in earlier editions, "… has …" (G-17.6). */
const WINNER = new RegExp(String.raw`^(${NAME}) (?=wins\b|has\b)`);
/** "The time limit is reached: Red has …" or "…: Red, Yellow and the Police Commissioner share …" (G-15.2). */
const LEADERS = new RegExp(
  String.raw`^(The time limit is reached: )((?:${NAME})(?:(?:, | and )(?:${NAME}))*)(?= (?:has|share) )`,
);

/**
 * The result line (core/games/gangsters/rules/victory.ts) with the Gangs and the Police Commissioner it
 * names made seat references: the engine writes the end's line with the Gangs' colours ("Red wins: …"),
 * which the table words as it words the case file, "Ann (Red) wins: …". Lines that name nobody, or a seat
 * not at this table, are left as they are.
 */
export function gangstersResultSeats(reason: string, seats: number): string {
  const ref = (name: string): string => {
    const seat = seatOf(name, seats);
    return seat === null ? name : seatRef(seat);
  };
  const won = WINNER.exec(reason);
  if (won?.[1]) return ref(won[1]) + reason.slice(won[1].length);
  const led = LEADERS.exec(reason);
  if (led?.[1] && led[2]) {
    const names = led[2].replace(new RegExp(NAME, 'g'), (name) => ref(name));
    return led[1] + names + reason.slice(led[0].length);
  }
  return reason;
}

export const gangstersMarks: ReplayMarks = {
  turn: ['turn'],
  rounds: gangstersRounds,
  // A Bribe marker is drawn in secret (G-9.5), and cash may be kept secret (G-15.1).
  secrets: true,
  resultSeats: gangstersResultSeats,
  key: {
    recruit: 'Recruits',
    buy: 'Purchase',
    shootout: 'Shootout',
    hit: 'Hit',
    'joint-hit': 'Joint hit',
    'gang-war': 'Gang war',
    // G-13.1, G-13.2: a Gang's last Racketeer, Thug or Vamp removed from play ("Red has no Thugs"); the Gang plays on.
    eliminated: 'Wiped out',
    // G-7.5: a Gang with no money, Racketeers or Joints leaves the game.
    out: 'Out of the game',
    win: 'Win',
    // A game that stops after its turns or its playing time (G-15.2) ends with this line, not with a win's.
    'time-limit': 'The end',
    // One that reaches the cap on turns (the game's option `turnCap`, a safety limit) ends with this one: its
    // end is a moment to jump to as much as a win is.
    'turn-cap': 'The end',
  },
  // A few words of ours each in the Jump menu, read whole there; a Gang by its player's name (review-entry.ts).
  entry: (type, text, fits) => gangstersKeyEntry(type, text, (kind) => gangstersMarks.key[kind] ?? kind, fits),
  story: {
    recruit: ['recruitment', 'recruitments'],
    buy: ['purchase', 'purchases'],
    shootout: ['Shootout', 'Shootouts'],
    hit: ['hit', 'hits'],
    'joint-hit': ['hit on a Joint', 'hits on Joints'],
    'gang-war': ['Gang war', 'Gang wars'],
    eliminated: ['kind of gangster wiped out', 'kinds of gangster wiped out'],
    out: ['Gang out of the game', 'Gangs out of the game'],
  },
  dollars: ['cash', 'worth'],
};
