/**
 * The contract between the generic table (lobby, match screen, hot-seat curtain, log, dice prompts)
 * and each game's board. A board is dumb: it draws the seat's view and its legal decisions and
 * emits intents; it never computes rules outcomes.
 */
import type { Component } from 'svelte';
import type { ApiError, MatchUpdate, SeatSpec, Settings } from '@core/protocol';
import type { SeatColour } from '../lib/seats';
import type { SeatLook } from './seat-looks';
import type { ForcedAnswer } from './hotseat';
import type { EntryFits } from './replay-keys';

/** What sending an intent came to: accepted (the new version), or refused with the rule that stops it. */
export type ActOutcome = { ok: true; version: number } | { ok: false; error: ApiError };

export interface BoardProps {
  /** The current update for the seat being shown: its own view, pending decisions, legal and anytime actions. */
  update: MatchUpdate;
  /**
   * The seat whose eyes this board is (hot-seat: the person now holding the device); -1 when the
   * table is watched as a spectator (a table of bots only, or a finished game opened from History).
   */
  seat: number;
  /** True when watching as a spectator: draw `update.view`, offer no decisions (`seat` is -1). */
  spectator?: boolean;
  /**
   * True in the replay of a stored game: nothing can be sent, and the seat's decision is headed with its
   * player's name ("Dutch's move"), since the person reviewing it may not be that player.
   */
  review?: boolean;
  /** The seats of the match (names, human/bot), for labels. */
  seats: readonly SeatSpec[];
  /**
   * Sends an intent for `seat`. The table handles stale versions ("the table changed" and the fresh
   * view) and physical dice prompts; a refusal is returned for the board to show, with its clause,
   * beside the control that sent it (the table does not say it again above the board). `given.supplied`: the
   * seat's own values for dice it supplies itself (a SuperGang shot aimed or read off a dart gun).
   */
  act: (action: unknown, given?: { supplied?: readonly number[] }) => Promise<ActOutcome>;
  /** Stops (true) or restarts (false) the running decision clock for the whole table (G-6.91). */
  pauseClock: (paused: boolean) => Promise<void>;
  settings: Settings;
  /**
   * False while the person at the screen took it over without the privacy curtain (their decision
   * showed no secret): a board that can hide a secret until asked (a hand of cards) keeps it folded.
   */
  secretsOpen?: boolean;
  /** Asks to see this seat's secrets: the curtain comes down first when `secretsOpen` is false. */
  showSecrets?: () => void;
  /**
   * The person at the screen asked for it to play something out of turn (hot-seat, see match.svelte.ts
   * `held`): the board opens what the seat may do at any moment, in sight.
   */
  outOfTurn?: boolean;
  /** The seats people play at this screen (hot-seat), `seat` among them; empty on a guest's page. */
  atScreen?: readonly number[];
  /**
   * Sends a public answer for another seat of `atScreen` (a choice that shows nothing secret, said
   * for everyone at the screen at once, e.g. "nobody here re-rolls").
   */
  actAs?: (seat: number, action: unknown) => Promise<ActOutcome>;
}

/** A game's board component and how its lobby options look. */
export interface GameTable {
  readonly gameId: string;
  readonly Board: Component<BoardProps>;
  /** Default options for match.create (the lobby may offer toggles for them). */
  readonly defaultOptions: Record<string, unknown>;
  /** Lobby toggles: option key → label (boolean options only; richer options belong to the game's own setup screen). */
  readonly optionLabels?: Readonly<Record<string, string>>;
  /**
   * How this game names a seat in words (“Alice’s family”); the table words the seats a game's log
   * lines and dice labels refer to (core/engine/words.ts) with it. Absent: the player's name.
   */
  readonly seatWord?: (seat: number, seats: readonly SeatSpec[], context?: SeatContext) => string;
  /** Rewrites the game's own words in a log line for people (street ids to street names…), after seats are worded. */
  readonly logText?: (text: string, seats: readonly SeatSpec[]) => string;
  /** Lobby choices of several values (option key → a list option, e.g. which expansion decks to add). */
  readonly optionLists?: Readonly<Record<string, OptionList>>;
  /**
   * A lobby choice of the seat that starts (option `key`: a seat index, or null to draw one at random),
   * offered as "Draw at random" and each seat by name, e.g. Nothing Personal's first player (NP-3.14).
   */
  readonly firstSeat?: { readonly key: string; readonly legend: string; readonly hint?: string };
  /** Lobby choices of one value among a few (option key → its choices), e.g. how SuperGang's duels are shot. */
  readonly optionChoices?: Readonly<Record<string, OptionList>>;
  /** Lobby numbers (option key → how it is asked), e.g. the cash a Gang needs to win. */
  readonly optionNumbers?: Readonly<Record<string, OptionNumber>>;
  /** Small print under an option: what it does and the clause it comes from. */
  readonly optionHints?: Readonly<Record<string, string>>;
  /**
   * Options that mean nothing with some of the others chosen (option key → why, or null when it counts):
   * the lobby shows such an option greyed, with the reason in place of its hint, e.g. Gangsters' cash to
   * win beside a turn limit (G-15.2).
   */
  readonly optionNotUsed?: Readonly<Record<string, (options: Readonly<Record<string, unknown>>) => string | null>>;
  /**
   * A line under a lobby number worked out from what is chosen (option key → the line, or null), e.g. how a
   * turn limit shares out among the players at the table.
   */
  readonly optionNotes?: Readonly<
    Record<string, (options: Readonly<Record<string, unknown>>, seats: number) => string | null>
  >;
  /** Options that only mean something at some table sizes (option key → the seat counts that offer it). */
  readonly optionSeats?: Readonly<Record<string, readonly number[]>>;
  /**
   * Games whose seats have colours of their own (Gangsters' Gangs): seat i wears colour i (its player
   * keeps their emblem), given the number of seats.
   */
  readonly seatColours?: (count: number, context?: SeatContext) => readonly SeatColour[];
  /**
   * What a seat is called in this game ("Red Gang", "Police Commissioner", "Yellow family" from the look the
   * seat wears at this table); "Seat N" otherwise.
   */
  readonly seatRole?: (index: number, count: number, context?: SeatContext, look?: SeatLook) => string;
  /** The case file's width beside a board that needs the room (CSS length); 22rem otherwise. */
  readonly caseWidth?: string;
  /**
   * True when the screen for `seat` (its own `view`, and what it is `asked` now) shows something only
   * that seat may see — a hand, a secret recruit. The privacy curtain goes down before such a screen
   * for a person who took the screen over without it; a game without this function draws it at every
   * pass between people.
   */
  readonly secretShown?: (view: unknown, seat: number, asked?: SecretsAsked) => boolean;
  /**
   * The one answer `seat` can give now when everyone at the table can tell it is the only one (a Gang
   * holding no Bribe at all lets a Cop move stand, G-9.5), or null to ask. The table gives it for a seat
   * played at this screen without showing the question or passing the screen for it. `view` may be
   * another seat's: the answer is read from what the whole table may know, never from a secret.
   */
  readonly forcedAnswer?: ForcedAnswer;
  /**
   * Why the screen passes to `seat` now, said on the curtain under "Pass to …" ("Cop 4 moved: your chance
   * to show a Bribe"), or null to say nothing. Everyone at the table sees the curtain, so it is worded from
   * what the whole table may know: what is asked of whom, and of the view only what every seat's holds alike (the
   * game's options, its phase), never the seat's own secrets or legal list.
   */
  readonly curtainWhy?: (seat: number, asked: Pick<MatchUpdate, 'pending' | 'view'>) => string | null;
  /**
   * The seat a log line is about, so the case file can mark it in that seat's colour; null for none. Worked out from
   * the text and the seat count alone: a screen keeps each line's answer (log-words.ts `byText`).
   */
  readonly logSeat?: (text: string, count: number) => number | null;
  /** The dice a log line tells of, drawn beside it in their colours as the board draws them; none for most lines. */
  readonly logDice?: (text: string) => readonly LogDie[];
  /** A final score as the game counts it ("$6,200", "105 million"); the bare number where it has no unit. */
  readonly scoreText?: (score: number) => string;
  /**
   * What the final score is, said under each one where the game is not won on it (SuperGang's "cash in hand",
   * beside a winner who owns a district): so a winner with less does not read as a mistake.
   */
  readonly scoreCaption?: string;
  /**
   * How the game was won, said plainly under the result line with the winner's name, worded from what the
   * engine put in the finished game's `view` (any seat's): where the scores below do not decide the win, so
   * a winner with less does not read as beaten (Gangsters' cash win at the end of its own turn). Null, or no
   * function, to say nothing more.
   */
  readonly wonHow?: (view: unknown, winner: string) => string | null;
  /**
   * Games whose dice are not numbered 1 to 6 (Nothing Personal's Move and Whack dice): the faces of the
   * die named `label` (as the engine labels it), for a game played with our own dice to offer as buttons
   * instead of asking for a number; null (or no function) to ask for the number rolled.
   */
  readonly diceFaces?: (label: string) => readonly DieFace[] | null;
}

/** A face of a die as printed, for the dice dialog: pressed, it sends the number the engine takes for it. */
export interface DieFace {
  /** The number the engine takes for this face (1 to the die's range: the d6 it maps to this face). */
  readonly value: number;
  /** What the face shows, short, on its button ("7", "Capo"). */
  readonly text: string;
  /** The face in words, spoken and listed with what was typed so far ("a 7", "the Capo"). */
  readonly words: string;
}

/** A die in the case file: its colour and the value thrown. */
export interface LogDie {
  readonly colour: 'red' | 'green' | 'blue' | 'white' | 'black';
  readonly value: number;
}

/**
 * What a screen knows of a game beyond its number of seats, for a game whose seats' roles depend on it
 * (SuperGang's four seats are four gangs, or three and the police): the lobby's options, or a view of the
 * game. Screens that know neither (History's case cards) go by the count alone.
 */
export interface SeatContext {
  readonly options?: Readonly<Record<string, unknown>>;
  readonly view?: unknown;
}

/** What the seat is asked now, for `secretShown`: a board may keep a secret folded unless a decision needs it. */
export type SecretsAsked = Pick<MatchUpdate, 'legal' | 'anytime' | 'pending'>;

/** A number option: asked with a number field; with `off`, it may also be switched off (sent as null). */
export interface OptionNumber {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** What the number counts, said after it ("dollars", "turns", "minutes"). */
  readonly unit: string;
  /** The value offered when the option is switched on (options that may be off default to off). */
  readonly suggested: number;
  /** When set, the option may be off; this names the switch ("Stop after a number of turns"). */
  readonly off?: string;
  /**
   * The least the lobby takes at a table of `seats` players, when that is more than `min`, and why, said
   * after the range beside Start ("one round at least: a turn each with 3 players"): a turn limit of one round.
   */
  readonly least?: (seats: number) => { readonly min: number; readonly why: string };
}

/** A list option: the lobby offers each choice as a switch and sends the chosen values as an array. */
export interface OptionList {
  readonly label: string;
  readonly choices: readonly { readonly value: string; readonly label: string }[];
}

/**
 * How the replay viewer reads a game's log: which events start a turn (and which of those a round),
 * and which are key moments worth a jump (event type → a short label); whether the game keeps secrets;
 * how its result line names the players. A game without one is still replayable, with no marks on its
 * timeline.
 */
export interface ReplayMarks {
  readonly turn: readonly string[];
  /**
   * The round each turn mark starts ("Round 2"), or null where it starts none, given the texts of every
   * turn mark of the game in order (a game may tell a round's start only from the turns before it).
   */
  readonly rounds?: (turns: readonly string[]) => readonly (string | null)[];
  /**
   * Whether anything in the game is kept from some seat (a hand, a secret marker): only then does a
   * finished game's replay offer to show every secret ("Everyone"); without, the public sees it all.
   */
  readonly secrets: boolean;
  /**
   * The game's result line (its outcome's reason, which the engine words with the seats' roles, "Red
   * wins…") with the seats it names made seat references (core/engine/words.ts), so that it is worded
   * as the case file's lines are, players by name (`resultWords`). Absent: the line names no seat.
   */
  readonly resultSeats?: (reason: string, seats: number) => string;
  readonly key: Readonly<Record<string, string>>;
  /**
   * A key moment's words in the replay's *Jump to…* menu after "Move 32: ", from its kind and its log line
   * (seat references unworded), short enough to be read whole there. Absent: its kind's label and its log
   * line, worded, cut to the menu's width. A seat reference left in the words ("{seat:2} steals $3") is
   * said by its player's name alone. `fits` tells whether words read whole in the menu as the replay draws
   * it, names and all (replay-keys.ts): a game with a longer and a shorter way to say a moment takes the
   * longest that fits.
   */
  readonly entry?: (type: string, text: string, fits?: EntryFits) => string;
  /**
   * How the game's story counts its key moments, one noun and many ("6 whacks", "1 Shootout"); a kind
   * left out (the end of the game, said anyway) is not counted.
   */
  readonly story?: Readonly<Record<string, readonly [string, string]>>;
  /** The plotted series named by one of the game's own terms (by id), capitalized in a sentence too. */
  readonly terms?: readonly string[];
  /** The plotted series counted in dollars (by id); others are plain numbers. */
  readonly dollars?: readonly string[];
  /** What one of a plotted series' numbers counts, one and many (by id: "shop", "shops"), for the story. */
  readonly units?: Readonly<Record<string, readonly [string, string]>>;
}
