/**
 * The Nothing Personal game state: plain JSON, so it can be hashed, stored and sent. Gangsters are
 * referred to by card id; influence cards in hands and decks by instance id (`design#copy`).
 */
import { editionOf } from '../../engine/edition';
import type { JsonValue } from '../../engine/json';
import type { Expansion, Phase } from './types';

/** Lobby options (NP-14, NP-21). */
export interface NpOptions {
  [key: string]: JsonValue;
  /** Expansion gangster decks shuffled into the Gangster deck (NP-14.2). */
  expansions: Expansion[];
  /** NP-21.1: offers made through the table's offer dialog are executed as one exchange. */
  bindingDeals: boolean;
  /** NP-21.2: nine random gangsters instead of Mac Pheeto and distinct types. */
  randomSetup: boolean;
  /** NP-3.14: the seat the players agreed looks most like a mobster; null draws one at random. */
  firstPlayer: number | null;
}

/** Influence on one gangster. `blackmail` is the seat owning the marker on his Blackmail coin (-1: neutral). */
export interface Marks {
  [key: string]: JsonValue;
  seats: number[];
  neutral: number;
  blackmail: number | null;
}

/** A pending sub-decision that interrupts the phase and then returns to it. */
export type Interrupt =
  /**
   * Who controls a tied gangster (NP-7.2.6). `hit` (edition 4) is a hit that has landed on him, held
   * until the ruling says whose gangster he was (NP-13.2.3); `worth` is Dombino's rolled Respect, if any.
   * `move` is a successful Move on him, held the same way.
   */
  | {
      kind: 'tie';
      pos: number;
      tied: number[];
      chooser: number;
      hit?: { seat: number; shooter: string; victim: string; style: WhackStyleJson; worth: number | null };
      /** Edition 4: a successful Move on him, held the same way (NP-7.10.3): `finishMove`'s arguments. */
      move?: { pos: number; mover: string; target: number; face: number; respect: number; worth: number | null };
      /** Edition 4: a Move whose mover's own control was tied when its die stood (NP-7.2.6): `resolveMove`'s arguments. */
      moving?: { pos: number; mover: string; target: number; face: number };
    }
  | { kind: 'gift'; seat: number }
  | { kind: 'split'; seat: number; cards: string[] }
  | { kind: 'reroll'; pos: number; mover: string; target: number; face: number; declined: number[] }
  | { kind: 'blackmail'; pos: number; actor: number; blackmailer: number; proposal: JsonValue }
  /** A hit has been called: before the die, any seat may answer (Testimony Unsealed, Frank Nitti). */
  | { kind: 'whack'; seat: number; shooter: string; victim: string; style: WhackStyleJson; declined: number[] }
  /** Control is settled, payouts are next: the last moment for a Snitch or Suspect Silenced. */
  | { kind: 'payout'; declined: number[] }
  /** The Whack die has been rolled; Marco Zohgoli's controller may have it rolled again (NP-17.3). */
  | {
      kind: 'whack-reroll';
      seat: number;
      shooterSeat: number;
      shooter: string;
      victim: string;
      style: WhackStyleJson;
      face: string;
    }
  /**
   * A stat die has been rolled (the Move die read as a number: Antoine Bauza, Bryan da Pope, Chris
   * Bollinger, Dombino Crapshooti); Marco Zohgoli's controller may have it rolled again (NP-17.3).
   * `face` indexes the Move die faces (as in `reroll`), `value` is what it counts for (7 → 0, 8 → 6),
   * `roller` is the family whose gangster rolled, and `then` is the rest of the rule it decides.
   * `declined` is null for a window of Marco's controller (`seat`) alone; for Antoine Bauza's roll,
   * which anyone may have rolled again for $10 (NP-18.2, as NP-7.11.1), it lists the seats that let
   * the die stand, every seat with $10 (or Marco's favour) answers, and `seat` is the roller.
   */
  | {
      kind: 'stat-reroll';
      seat: number;
      roller: number;
      gangster: string;
      stat: StatKind;
      face: number;
      value: number;
      then: StatThen;
      declined: number[] | null;
    }
  /** A hit succeeded: the victim's family may play "Whacky" Insurance. */
  | { kind: 'insurance'; seat: number; loss: number }
  /**
   * The Feds are done and a position stands open: before The Family fills it, Leo Seyfarth's
   * controller may move him in (NP-18.11). Whoever controls Leo at the moment answers.
   */
  | { kind: 'leo' };

/** Which stat die: a special action's roll (NP-18.2, NP-18.4, NP-18.5) or Dombino's Respect or money (NP-18.8). */
export type StatKind = 'roll' | 'respect' | 'money';

/** What a stat die decides, resumed with its value once Marco Zohgoli's window closes (NP-17.3). */
export type StatThen =
  /** The special action of the gangster, used by `seat`, aimed at `target` (Chris Bollinger). */
  | { kind: 'ability'; seat: number; target: number | null }
  /** Dombino's payout in `pos`; `respect` is his rolled Respect once the money die is the one rolled. */
  | { kind: 'payout'; pos: number; respect: number | null }
  /** Dombino's Respect for his move from `pos` on `target`, the Move die showing face index `face`. */
  | { kind: 'move'; pos: number; target: number; face: number }
  /** The last Respect count (NP-12.2); `rolled` holds the stats rolled so far, by gangster. */
  | { kind: 'final'; rolled: Record<string, number> }
  /**
   * Edition 3: Dombino's Respect as the target of `mover`'s successful move from `pos` on `target`
   * (NP-13.3.1); `respect` is the mover's Respect that made the move succeed.
   */
  | { kind: 'move-victim'; pos: number; mover: string; target: number; face: number; respect: number }
  /** Edition 3: Dombino's Respect as the victim of a hit that landed, by `seat`'s `shooter` (NP-13.3.1). */
  | { kind: 'whack-victim'; seat: number; shooter: string; style: WhackStyleJson };

/** How a hit differs from a plain one, stored while its window is open. */
export interface WhackStyleJson {
  [key: string]: JsonValue;
  gain: number;
  suicide: boolean;
  reroll: boolean;
  announcePay: number;
}

/** Where the round stands. */
export type Stage =
  | { kind: 'placement'; turn: number; placed: number }
  | { kind: 'commission'; turn: number; passed: boolean[]; acted: boolean[]; ante: number }
  | { kind: 'crew-control'; pos: number }
  | { kind: 'crew-action'; pos: number; refused: JsonValue[] }
  | { kind: 'fence'; turn: number; done: number }
  /** The Feds are done; The Family is next, once Leo Seyfarth's controller has been asked (NP-18.11). */
  | { kind: 'feds'; asked: boolean }
  | { kind: 'family'; pos: number; chooser: number; candidates: string[] }
  | { kind: 'final-control'; pos: number }
  | { kind: 'over' };

/** A trade offer waiting for an answer. `promise` is free text: what the offerer says he will do. */
export interface Offer {
  [key: string]: JsonValue;
  id: number;
  from: number;
  to: number;
  money: number;
  cards: string[];
  ask: number;
  promise: string;
}

/** A finished game's result (NP-12). */
export interface FinalResult {
  [key: string]: JsonValue;
  winner: number;
  /** Seats from first to last by Respect and the tie-break order. */
  order: number[];
  respect: number[];
  /** Which tie-break clause settled the top place ('' when no tie). */
  decidedBy: string;
}

export interface NpState {
  [key: string]: JsonValue;
  seats: number;
  options: NpOptions;
  round: number;
  phase: Phase;
  /** positions[k] is the gangster in position k+1, or null when empty. */
  positions: (string | null)[];
  associates: (string | null)[];
  gangsterDeck: string[];
  fishes: string[];
  prison: string[];
  /** Influence by gangster id, for gangsters in the nine positions. */
  marks: Record<string, Marks>;
  hands: string[][];
  influenceDeck: string[];
  influenceDiscard: string[];
  money: number[];
  bank: number;
  respect: number[];
  /** Markers each family still has off the board (NP-6.2.6). */
  supply: number[];
  neutralSupply: number;
  blackmailSupply: number;
  /** The seat wearing the Capo ring (NP-3.14, NP-7.4). */
  ring: number;
  /** The gangster carrying the Negate token, if any (NP-15.2). */
  negate: string | null;
  /** Gangsters turned sideways by a move this round (NP-7.10.2). */
  sideways: string[];
  /** Gangsters promoted during this Family phase (NP-10.3.4). */
  promoted: string[];
  /**
   * Tie rulings this round: gangster id → the seat the tie-breaker chose (NP-7.2.6). From edition 3 a
   * ruling stands only for the tie it settled: `tieKey(id)` → that tie (`tieOf`, rules/model.ts).
   */
  rulings: Record<string, number>;
  /** Gangsters whose payout was cancelled this round (Suspect Silenced). */
  silenced: string[];
  /**
   * Once-a-round uses, e.g. `reroll:marco-zohgoli`; from edition 4 also `reached:<gangster>@<pos>`,
   * where the payouts reckoned each gangster (NP-7.5.1, rules/payout-pause.ts).
   */
  used: string[];
  stage: Stage;
  /** Open trade offers (NP-13.4.2); accepted ones change hands at once. */
  offers: Offer[];
  /** Next offer number. */
  nextOffer: number;
  /** Sub-decisions waiting to be answered, innermost last. */
  interrupts: Interrupt[];
  result: FinalResult | null;
}

/**
 * Rules editions. Games begun under engine version 1 carry no `edition` field and keep the rules they
 * were played with, so their stored histories replay move for move: Suspect Silenced in The
 * Commission for free, no question to Leo Seyfarth's controller before The Family, no NP-20.2 check
 * when a card replaces a gangster, and NP-13.3.1 read on position plus card. Edition 2 (engine
 * version 2) plays NP-16.9, NP-18.11, NP-20.2 and NP-13.3.1 as rules-coverage.md reads them.
 * Edition 3 (engine version 3 on) also lets a ruled control of Bill Eberle break ties (NP-18.3),
 * rules ties formed after control was settled before anyone is paid (NP-7.2.6), lets a ruling
 * stand only while its tie does (NP-7.4.2), fills the Capo from the Associates or the deck when
 * nobody is left below him (NP-10.2), and lets the Negate token go on the Second Guy (NP-15.2.1).
 * Edition 4 (engine version 4 on) holds a card that sends a gangster to Prison for his markers (a
 * Snitch, the "Jones" cards) to a gangster's own higher need, "Requires 12 Influence Tokens to be sent
 * to Prison" (NP-15.2.4, NP-7.6.1, NP-16.5, NP-16.6), and asks a family that whacks its own gangster
 * about "Whacky" Insurance like any victim's family (NP-16.11) — also after a hit on a gangster worth
 * no Respect, whose line names the family that made it (NP-13.3.1). It pays each gangster once a round
 * (NP-7.5.1, Leo Seyfarth moved while Dombino's payout die waits) and tries an action in full before a
 * blackmailer is asked about it (NP-7.13.1). Edition 5 (engine version 5 on) walks The Family from the
 * Capo down again after every choice, so a place opened above the one waiting (Leo Seyfarth moving
 * down, a Snitch) is filled before the round ends (NP-10.1.1, NP-10.2.2), and says what a rolling
 * gangster's roll did, a 7 or an 8 read as his card says (NP-18.2, NP-18.4, NP-18.5). Edition 6
 * (engine version 6 on) sends Tom Vaselini away when his hit is called off or fizzles (NP-17.1), cites
 * each gangster's and card's own clause where several share an ability or an effect (NP-18.7, NP-18.9,
 * NP-19.3, NP-19.6, NP-16.2, NP-16.8…), and says where a gangster sprung from Prison waits (NP-16.8).
 * Edition 7 (engine version 7 on) says in the log where money goes that the lines kept quiet about —
 * the Ante paid (NP-6.5.1), the $5 extra marker (NP-6.8.2), cards bought at the Fence (NP-8.3.1), a
 * payout a family can only part-pay (NP-7.5.2) — names the cards of a gift (NP-13.4.2), reads a Move's
 * sum with a card worth less than nothing as a subtraction (NP-7.10.3, NP-7.10.4), and names a gangster
 * rather than calling every gangster "he" (NP-7.8.5, NP-7.2.6, NP-16.5).
 * Edition 8 (engine version 8 on) plays no card during the opening placement (NP-3.15); a payout's event
 * counts the money that changed hands, not what was due (NP-7.5.2, the review's tally; a bank short of
 * it pays what it has, NP-7.5.1); and the lines say whose markers a power, gangster or card moved and
 * where (NP-15.3.1, NP-15.5.3, NP-15.7.2, NP-7.7.3, NP-6.9.1, NP-16.4), whom the bank pays (NP-7.7.3),
 * and come before what the markers set off — the Capo ring changing hands (NP-7.4.3). Its prompts say
 * where an opening marker may go (NP-3.15) and whose gangster a called hit sends after whom (NP-13.2.1).
 * Edition 9 (engine version 9 on) words the case file as a family reads it aloud: a Shakedown takes $8
 * from the bank (NP-13.1.1); the cards drawn are counted, then named (NP-8.2.2); a gangster fills a place
 * "from the Second Guy" (NP-10.3.2); a family's own markers are "its own" (NP-15.3.1, NP-15.5.3, NP-6.9.1,
 * NP-7.2.6); a family that takes Respect from itself is said to change nothing (NP-7.10.3, NP-13.2.3); a
 * gangster who takes money or a card that pays says for whom (NP-7.7.3, NP-6.9.1); a Bean Counter that
 * finds nothing to take says so (NP-15.4.2); a successful Move is told before the Capo ring follows it
 * (NP-7.4.3); and the end of the fifth round says the last count comes next (NP-12.2). It also files each
 * die, draw and shuffle among its own lines, where the rules take it (apply.ts, setup.ts: `Roller.logTo`),
 * what a roll is for before it: a Move before its die (NP-7.8.2), a rolling gangster's purpose (NP-18.5),
 * a roll-off's (NP-12.12); a hit or a 7 told before its dead go to the fishes (NP-13.2.2, NP-13.2.4,
 * NP-7.8.5); and setup names the family the Capo ring went to (NP-3.14). An Arrangement is one line
 * (NP-6.1.3), and a hit called on the family's own gangster says so (NP-13.2.1).
 */
export const EDITION = 9;

/** The edition a game set up under `engineVersion` plays by (absent: the current engine). */
export function editionFor(engineVersion: string | undefined): number {
  return editionOf(engineVersion, { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9 }, EDITION);
}

/** The `rulings` key under which edition 3 keeps the tie a ruling on `gid` settled. */
export function tieKey(gid: string): string {
  let key = tieKeys.get(gid);
  if (key === undefined) {
    key = `${gid}:tie`;
    tieKeys.set(gid, key);
  }
  return key;
}
const tieKeys = new Map<string, string>();

/**
 * The innermost open window, or undefined. Asked at nearly every step, and most often with none
 * open: reading `interrupts[length - 1]` of an empty list reads the key "-1", which V8 looks up as a
 * named property on the array and its prototypes (several times slower than an index), hence the test.
 */
export function topInterrupt(s: NpState): Interrupt | undefined {
  const w = s.interrupts;
  return w.length === 0 ? undefined : w[w.length - 1];
}

/** The rules edition of a game (see `EDITION`). */
export function edition(s: NpState): number {
  const e = s['edition'];
  return typeof e === 'number' ? e : 1;
}

/** The keys of a state as `setupGame` lays them out, in order (`edition` comes last, from edition 2). */
const STANDARD_KEYS = [
  'seats',
  'options',
  'round',
  'phase',
  'positions',
  'associates',
  'gangsterDeck',
  'fishes',
  'prison',
  'marks',
  'hands',
  'influenceDeck',
  'influenceDiscard',
  'money',
  'bank',
  'respect',
  'supply',
  'neutralSupply',
  'blackmailSupply',
  'ring',
  'negate',
  'sideways',
  'promoted',
  'rulings',
  'silenced',
  'used',
  'stage',
  'interrupts',
  'offers',
  'nextOffer',
  'result',
];

/**
 * Whether `s` has exactly the keys `setupGame` gives a state, in its order (plus `edition`): the
 * shape the fast copy (copy.ts) and the view are written out for. Anything else takes the
 * generic path.
 */
export function hasStandardKeys(s: NpState): boolean {
  const keys = Object.keys(s);
  const n = STANDARD_KEYS.length;
  if (keys.length !== n && !(keys.length === n + 1 && keys[n] === 'edition')) return false;
  for (let i = 0; i < n; i++) if (keys[i] !== STANDARD_KEYS[i]) return false;
  return true;
}

/**
 * A new empty object for a record keyed by gangster id (`marks`, `rulings`), held by V8 as a hash
 * table from the start: the engine's, which also tells the state hash that this game's states hold such
 * records (keyed-record.ts).
 */
export { keyedRecord } from '../../engine/keyed-record';

/** Whether an influence card instance (`design#copy`) is a copy of `design`. */
export function isCopyOf(instance: string, design: string): boolean {
  return instance.length > design.length && instance.charCodeAt(design.length) === 35 && instance.startsWith(design);
}

/** The design id of an influence card instance. */
export function designOf(instance: string): string {
  const k = instance.indexOf('#');
  return k < 0 ? instance : instance.slice(0, k);
}

/** The seats in turn order starting from `first` (NP-4.10: clockwise from the Capo ring). */
export function seatOrder(s: NpState, first = s.ring): number[] {
  const out: number[] = [];
  for (let k = 0; k < s.seats; k++) out.push((first + k) % s.seats);
  return out;
}
