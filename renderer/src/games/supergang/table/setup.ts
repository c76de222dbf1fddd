import type { SeatSpec } from '@core/protocol';
import { listed, seatRef, seatsIn } from '@core/engine/words';
import { cityData } from '@core/games/supergang/board';
import type { SeatColour } from '../../../lib/seats';
import { endLineWords } from '@core/games/supergang/end-words';
import { ROUNDS_AT_MOST } from '@core/games/supergang/game';
import { policeSeated } from '@core/games/supergang/setup-data';
import type { GameTable, SeatContext } from '../../../table/types';
import { cityView, gridRef } from '../city-view';
import { DUEL_STYLES } from '../duel/plank';
import { colourDiceWords, diceLineGang, sgLogDice, throwWords } from './log-dice';
import { witnessedWords } from './records';
import { playerFirst, type Possessives } from '../../../table/plain-words';
import { grouped } from '../../../lib/format';

/** Gang i plays colour i (SG-2.1); the police player, when there is one, sits last (SG-15). */
export const GANG_WORDS = ['Red', 'Blue', 'Green', 'Yellow'] as const;
const KIND_WORDS: Readonly<Record<string, string>> = { killer: 'Killer', vamp: 'Vamp', dealer: 'Dealer' };

/**
 * Is this seat the police player (SG-15)? A game's view says so; before the game, the lobby's options: five
 * seats are four gangs and the police, four may be three gangs and the police (the `police` switch), fewer
 * never (core's setups, resources/supergang/setups.json). Knowing neither, a police player sits only fifth.
 */
export function policeAt(seat: number, count: number, context?: SeatContext): boolean {
  const view = context?.view as { policeSeat?: unknown } | null | undefined;
  if (view && typeof view === 'object' && 'policeSeat' in view) return view.policeSeat === seat;
  return seat === count - 1 && policeSeated(count, context?.options?.police === true);
}

/** A seat in words: its gang's colour, or the police, and its player. */
export function sgSeatWord(seat: number, seats: readonly SeatSpec[], context?: SeatContext): string {
  const role = policeAt(seat, seats.length, context) ? 'the police' : `${GANG_WORDS[seat] ?? `Seat ${seat + 1}`} gang`;
  const name = seats[seat]?.name;
  return name ? `${role} (${name})` : role;
}

/** The seat a log line is about: the first seat named, when the line begins with it. */
export function sgLogSeat(text: string): number | null {
  const first = seatsIn(text)[0];
  return first !== undefined && text.startsWith(seatRef(first)) ? first : diceLineGang(text);
}

let placeNames: ReadonlyMap<string, string> | null = null;

/** A place by its short name: a shop's name, or a street square's grid reference. */
export function placeName(id: string): string {
  placeNames ??= new Map(
    [...cityView(cityData()).squares, ...cityView(cityData()).shops].map((p) => [
      p.id,
      p.kind === 'shop' ? p.shopName : (p.name.split(',')[0] ?? p.name),
    ]),
  );
  return placeNames.get(id) ?? id;
}

/** A character id ("red-killer") in words ("Red Killer"). */
export function characterName(id: string): string {
  const [colour = '', kind = ''] = id.split('-');
  return `${colour.charAt(0).toUpperCase()}${colour.slice(1)} ${KIND_WORDS[kind] ?? kind}`;
}

/**
 * A seat worded with its player reads "Red gang (Ann)", and in the case file the player first: "Ann (Red
 * gang) takes 10 million"; its possessive goes on the player: "Ann's Red Vamp", "Bo's Blue racket token",
 * and for a turn, which belongs to the player, "Ann's turn (Red gang)"; the police player's, "Ed's turn
 * (the police)".
 */
const POSSESSIVES: Possessives = {
  roles: [...GANG_WORDS.map((g) => `${g} gang`), 'the police'],
  adjective: (role) => (role === 'the police' ? null : role.replace(/ gang$/, '')),
  owned: ['turn'],
};

let kerbNames: ReadonlyMap<string, string> | null = null;

/**
 * A stretch of kerb (SG-5.6.8) as a player finds it on the map: the side of the street squares it
 * lines, then the shop behind it, if any: "the kerb south of B1–C1, outside Rosie's Bar".
 */
export function kerbName(id: string): string {
  kerbNames ??= kerbNamesOf();
  return kerbNames.get(id) ?? id;
}

function kerbNamesOf(): ReadonlyMap<string, string> {
  const data = cityData();
  const blocks = new Map(data.blocks.map((b) => [b.id as string, b.rect]));
  const shops = new Map(data.shops.map((s) => [s.id as string, s.name]));
  const named = data.sections.map((sec) => {
    const block = blocks.get(sec.block);
    const across = sec.from.y === sec.to.y;
    // The kerb runs along the block's edge: on the squares' side towards the block.
    const side = across ? (block?.y === sec.from.y ? 'south' : 'north') : block?.x === sec.from.x ? 'east' : 'west';
    const cells = sec.squares
      .map((q) => q.slice(1).split('-').map(Number) as [number, number])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([x, y]) => gridRef(x, y));
    const along = cells.length > 1 ? `${cells[0] ?? ''}–${cells.at(-1) ?? ''}` : (cells[0] ?? '');
    const behind = sec.shops.map((s) => shops.get(s) ?? s);
    return {
      id: sec.id as string,
      where: `the kerb ${side} of ${along}`,
      outside: behind.length > 0 ? `, outside ${listed(behind)}` : '',
      halves: across ? ['west half', 'east half'] : ['north half', 'south half'],
      at: sec.from.x + sec.from.y,
    };
  });
  // A notch halfway along a square's side cuts its kerb in two: each half says which it is.
  const alike = new Map<string, typeof named>();
  for (const n of named) alike.set(n.where, [...(alike.get(n.where) ?? []), n]);
  const out = new Map<string, string>();
  for (const group of alike.values()) {
    group.sort((a, b) => a.at - b.at);
    group.forEach((n, i) => {
      const part =
        group.length === 1 ? '' : ` (${group.length === 2 ? n.halves[i] : `part ${i + 1} of ${group.length}`})`;
      out.set(n.id, `${n.where}${part}${n.outside}`);
    });
  }
  return out;
}

/**
 * The cops' dice as the family knows them: "blue die: rolled 3 and 1" is the two cop groups' throw (SG-9.0.1),
 * not the Blue gang's, and a group in a duel throws two (SG-9.0.3): "the cops' blue duel dice".
 */
function copDiceWords(text: string): string {
  const dice = (v: string) => (v.includes(' and ') ? 'dice' : 'die');
  return text
    .replace(/^blue die: rolled (.+)$/i, (_, v: string) => `the cops' blue ${dice(v)}: rolled ${v}`)
    .replace(/\bcop's blue duel die: rolled (.+)$/, (_, v: string) => `the cops' blue duel ${dice(v)}: rolled ${v}`);
}

/** Square and shop ids and character ids in a log line, as people say them; a capital to begin. */
export function sgLogText(text: string): string {
  const line = playerFirst(witnessedWords(copDiceWords(colourDiceWords(throwWords(endLineWords(text))))), POSSESSIVES)
    .replace(/\b(red|blue|green|yellow)-(killer|vamp|dealer)\b/g, (id) => characterName(id))
    .replace(/\bs\d+-\d+(\/[a-z-]+)?\b/g, (id) => placeName(id.split('/')[0] ?? id))
    .replace(/\bshop-[a-z0-9-]+\b/g, (id) => placeName(id))
    .replace(/\bon the sidewall \((kerb-\d+)\)/g, (_, id: string) => `on ${kerbName(id)}`)
    .replace(/\bkerb-\d+\b/g, (id) => kerbName(id))
    .replace(/\bmanager-(\d)\b/g, 'manager $1')
    .replace(/\bcop-(\d)-([ab])\b/g, (_, g: string, c: string) => `cop ${c === 'a' ? 1 : 2} of group ${Number(g) + 1}`)
    .replace(/\b(killer|vamp|dealer)\b/g, (k) => KIND_WORDS[k] ?? k)
    // An arrow's value, aimed on screen or rolled, is not said to be "rolled": the value, then its odds.
    .replace(/^shot at (.+?) \((1–3 miss[^)]*)\): rolled (.+)$/, 'shot at $1: $3 ($2)');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * SuperGang's lobby and seats: two to four gangs (two is our house rule), and the police player of SG-15
 * in the last seat: always with five players, by choice with four (three gangs and the police).
 */
export const supergangSetup: Omit<GameTable, 'gameId' | 'Board'> = {
  // A game not won after `ROUNDS_AT_MOST` rounds has stalled (core/games/supergang/game.ts says how it was chosen).
  defaultOptions: { police: false, moveSeconds: null, turnCap: ROUNDS_AT_MOST, duelStyle: 'aim' },
  optionLabels: { police: 'Three gangs and a police player' },
  optionSeats: { police: [4] },
  optionChoices: {
    duelStyle: {
      label: 'Duels',
      choices: DUEL_STYLES,
    },
  },
  optionHints: {
    police:
      'The fourth seat plays the police instead of a gang: it moves the cops and wins when every gangster is locked up, in the clinic or dead. With five players the fifth seat is always the police; with two gangs there is none. (SG-15)',
    duelStyle:
      'How each arrow in a duel is shot: aimed at a moving sight, fired with a real dart gun and typed in, or thrown by the dice.',
    moveSeconds:
      'Each player must move his characters within this time, four minutes in the rulebook; the clock is spoken and can be stopped. (SG-13.1)',
    // SG-1.1 says how a gang wins and sets no limit: the cap is ours (rules-coverage.md, House rules).
    turnCap: `Our own addition: the rulebook plays on until a gang wins (SG-1.1). A game still not won after this many rounds stops there, and nobody wins: most games are won within 20 rounds, and one that goes past ${ROUNDS_AT_MOST} has usually stalled.`,
  },
  optionNumbers: {
    moveSeconds: {
      label: 'Seconds to move',
      min: 10,
      max: 3600,
      step: 10,
      unit: 'seconds',
      suggested: 240,
      off: 'The movement clock',
    },
    turnCap: { label: 'Rounds at most', min: 1, max: 100_000, step: 1, unit: 'rounds', suggested: ROUNDS_AT_MOST },
  },
  seatColours: (count, context) => {
    const gangs: SeatColour[] = ['red', 'blue', 'green', 'yellow'];
    return Array.from({ length: count }, (_, i) => (policeAt(i, count, context) ? 'white' : (gangs[i] ?? 'white')));
  },
  seatRole: (index, count, context) =>
    policeAt(index, count, context) ? 'The police' : `${GANG_WORDS[index] ?? ''} gang`,
  seatWord: sgSeatWord,
  // Nothing at a SuperGang table is any one seat's secret (core/games/supergang/view.ts): the screen
  // passes between people without the privacy curtain.
  secretShown: () => false,
  logSeat: (text) => sgLogSeat(text),
  logText: (text) => sgLogText(text),
  logDice: sgLogDice,
  // Narrower on a laptop's 1280 wide window, so the city is as wide as the board's height lets it be
  // (Board.svelte narrows the side column too): at 16rem it stood in a band of empty table 40 px high.
  caseWidth: 'clamp(14rem, 100vw - 57rem, 16rem)',
  // The score is cash, counted in millions (SG-1.1, SG-12.1).
  scoreText: (score) => `${grouped(score)} million`,
  // A district or the last gang standing wins, not the cash (SG-1.1).
  scoreCaption: 'cash in hand',
};
