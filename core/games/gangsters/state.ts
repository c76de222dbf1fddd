/**
 * The Gangsters game state: plain JSON, no classes or Maps, so it hashes, stores and replays.
 * Seats 0–3 are the Gangs in clockwise order round the board (red north, yellow east, green south,
 * brown west, G-3.1); with five players seat 4 is the Police Commissioner (G-17).
 */
import raw from '../../../resources/gangsters/components.json';
import { editionOf } from '../../engine/edition';
import type { JsonValue } from '../../engine/json';
import type { DieColour, Facing, Gang, GangsterKind } from './board';
import { GANGS } from './board';
import type { ShootoutState } from './rules/shootout-types';

/** Component counts and prices from resources/gangsters/components.json (reasoning in its README). */
export const COMPONENTS = raw;

/** A Gang's fields as the rules make them (setup.ts), in their order. */
export const GANG_KEYS: readonly string[] = [
  'seat',
  'gang',
  'cash',
  'strength',
  'pieces',
  'heaters',
  'wheels',
  'siren',
  'out',
  'donut',
];

export const GANGSTER_KINDS = ['racketeer', 'thug', 'vamp'] as const satisfies readonly GangsterKind[];

/** Rolled dice of the current turn by colour; a colour not rolled yet is absent. */
export type Dice = Partial<Record<DieColour, number>>;

/** A gangster piece on the map (there is at most one per type and Gang, G-4.2). */
export interface PieceState {
  [key: string]: JsonValue;
  at: string;
  facing: Facing | null;
  /** White side up (G-6.7). */
  criminal: boolean;
}

export interface GangState {
  [key: string]: JsonValue;
  seat: number;
  gang: Gang;
  cash: number;
  /** Gang Track strength per type (G-4.2); the Vamp is 0 or 1 (G-7.3). */
  strength: { racketeer: number; thug: number; vamp: number };
  /** The map piece of each type, null while its strength is 0 (G-13.1) or before placement. */
  pieces: { racketeer: PieceState | null; thug: PieceState | null; vamp: PieceState | null };
  heaters: boolean;
  wheels: boolean;
  siren: boolean;
  /** No money, Racketeers or Joints: out of the game (G-7.5). */
  out: boolean;
  /** This Gang's Donut marker on a Cop (G-16.4). */
  donut: { cop: number; side: number } | null;
}

/** A building carrying a Joint marker: owned, or sold to the Bank with improvements left on it (G-7.5). */
export interface JointState {
  [key: string]: JsonValue;
  owner: number | null;
  level: number;
}

export interface CopState {
  [key: string]: JsonValue;
  strength: number;
  at: string;
  facing: Facing | null;
}

export interface PublicState {
  [key: string]: JsonValue;
  id: number;
  /** x1, x2 or x3 (G-8.2). */
  strength: number;
  /** null while in the draw cup. */
  at: string | null;
  facing: Facing | null;
}

/** A Bribe marker out of the cup: `marker` is the Cop's strength, 0 for the Untouchable (G-9.5). */
export interface BribeState {
  [key: string]: JsonValue;
  marker: number;
  holder: number;
}

/** Something moved this turn (a gangster type or a Public piece), for the once-per-turn rule (G-6.1). */
export type MovedRef = string;

/** A Cop action waiting for the rebuff window to close (G-9.5) before its effects are applied. */
export interface CopActionState {
  [key: string]: JsonValue;
  actor: number;
  kind: 'move' | 'start';
  /** The Cop that moved (for a start, the one drawn). */
  cop: number;
  from: string | null;
  fromFacing: Facing | null;
  to: string;
  facing: Facing | null;
  replaced: boolean;
  donut: boolean;
  answered: number[];
}

/**
 * The last gangster or Public move, which may be retracted while it is the piece "under the pawn" (G-6.92).
 * From edition 7 a Cop move or start by the active player leaves one too, with a `cop` part (read through
 * `copUndoOf`, `rules/cop-retract.ts`; absent from every other snapshot, so older states keep their shape).
 */
export interface UndoState {
  [key: string]: JsonValue;
  gangs: GangState[];
  publics: PublicState[];
  moved: MovedRef[];
  movesUsed: number;
  wheelsUsed: boolean;
}

export type Phase =
  | 'draft'
  | 'recruit'
  | 'place'
  | 'buy'
  | 'trade'
  | 'defer'
  | 'cop'
  | 'rebuff'
  | 'move'
  | 'commissioner-publics'
  | 'shootout'
  | 'over';

export interface TradeOffer {
  [key: string]: JsonValue;
  from: number;
  to: number;
  give: { joints: string[]; cash: number };
  get: { joints: string[]; cash: number };
  // A G-7.5 sale offered in the Movement Phase (edition 5) also carries `sale: true`, and its answer goes
  // back to that phase. Other offers carry no such key, so the states of older games stay as they were.
}

export interface TurnState {
  [key: string]: JsonValue;
  /** Whose Player Turn it is (the Commissioner's seat on his own turns). */
  seat: number;
  /** Player Turns started so far, counting this one. */
  number: number;
  dice: Dice;
  improved: boolean;
  bought: boolean;
  sold: boolean;
  /** Who takes the Cop action now: the active seat, or the Commissioner after a deferral (G-17.2). */
  copActor: number;
  copDone: boolean;
  /** A Cop rebuffed this turn: no other Cop action (G-9.5). */
  rebuffed: boolean;
  /** A bribe to pay and draw after the Movement Phase (G-9.5): who pays. */
  bribeBy: number | null;
  movesUsed: number;
  moved: MovedRef[];
  recruitedCount: number;
  wheelsUsed: boolean;
  undo: UndoState | null;
  /**
   * A Public drawn from the cup this turn whose entry was taken back (G-6.92): the next entry this turn
   * brings out the same piece instead of drawing again, so retracting never buys a new draw.
   */
  retractedPublic: number | null;
  clockExpired: boolean;
  copAction: CopActionState | null;
  trade: TradeOffer | null;
}

/** The whole game. */
export interface GangstersState {
  [key: string]: JsonValue;
  seats: number;
  /** Seat of the Police Commissioner, or null with 2–4 players. */
  commissioner: number | null;
  options: GangstersOptionsState;
  phase: Phase;
  /** Turn order of the Gangs (G-3.1): seats, player #1 first. */
  order: number[];
  /** Random Movement Order pawns still in the cup (G-16.5). */
  pawnCup: number[];
  gangs: GangState[];
  commissionerCash: number;
  joints: Record<string, JointState>;
  cops: CopState[];
  copCup: number[];
  publics: PublicState[];
  bribes: BribeState[];
  bribeCup: number[];
  bank: number;
  /** Setup secrets: each seat's drafted Joints are public; recruits and placements are secret until all are in. */
  draft: { round: number; index: number };
  setupRecruits: ({ racketeer: number; thug: number; vamp: number } | null)[];
  setupPlacements: ({ racketeer: string | null; thug: string | null; vamp: string | null } | null)[];
  turn: TurnState;
  shootout: ShootoutState | null;
  /** The Crime Track (G-9.3): marked at the end of each turn. */
  crimeTrack: { crimes: number; cops: number };
  winner: number | null;
  /** Why the game ended, in plain words. */
  endReason: string | null;
  fines: number;
  /** The host announced that the agreed playing time is over (G-15.2): the game ends with this turn. */
  timeUp: boolean;
}

/**
 * Rules editions. Games begun under engine versions 1–3 carry no `edition` field and keep the rules they
 * were played with, so their stored histories replay move for move (edition 3). Edition 4 (engine
 * version 4) plays G-16.3 (a Siren seduces one alone only when only one is there), G-9.7 (citizens
 * take no Cop hits), G-12.5 (every attacking piece counts; the hits of a Gang whose attackers were all
 * removed cost no level), G-17.3 (no Public moves after a Cop start) and G-7.5 (a Joint sold in the
 * Movement Phase) as rules-coverage.md reads them. Edition 5 (engine version 5 on) adds G-6.92 (taking a
 * move back leaves a fine or a Donut removed meanwhile as it is), G-9.3 (the Crime Track is marked after
 * a Gang leaves the game), G-7.5 (a Gang out of the game takes no turn: with none left the game ends,
 * or with a Police Commissioner every turn is his, G-17.3; nor any table action), G-17.4 (the
 * Commissioner's reward counts only points a Cop could have taken) and G-14.1 (a Gang accepts only a
 * trade it can pay for and hold; an offer past ten Joints is refused, G-3.4) and G-9.5, G-14.1 (a
 * kibitzing fine leaves the sum of a bribe placed that turn or of cash offered in a trade awaiting its
 * answer, so the bribe is always paid and an accepted trade made) and G-7.5 (a Gang with no Racketeers
 * may sell a Joint to another Gang in the Movement Phase too, as to the Bank). Edition 6 (engine
 * version 6 on) adds G-7.4 (a gangster entering play on a Subway, recruited or won by a Vamp, G-13.1,
 * faces the way its player sets it down, either way the street runs) and G-7.5 (the Movement Phase prompt
 * of a Gang with no Racketeers says its one move must recruit them). Edition 7 (engine version 7 on) adds
 * G-6.92 (a Cop move or start by the active player may be taken back while the Cop is the piece under
 * the pawn: `turn.undo` then carries a `cop` part, `rules/cop-retract.ts`, and a Cop drawn for it is
 * kept for the turn in `turn.retractedCop`), and words read aloud: G-15.2 (the time limit's line names
 * who wins, or who share the highest net worth so nobody wins), G-17.6 (the Commissioner's line says he
 * wins), G-11.4 (a Hit on the Cops names them) and G-16.1–G-16.3 (equipment refused in plain words).
 * Edition 8 (engine version 8 on) changes words only: a take-back refused after a Cop move says why in
 * the Cop's terms (G-9.5 a rebuffed move, G-17.2 the Commissioner's move for a Gang that deferred, G-6.92
 * a Joint sold since), the deferral's line names the Gang that deferred (G-17.2), and the Shootout
 * questions name the piece and the place they are about (G-11.4, G-11.5, G-12.4).
 * Edition 9 (engine version 9 on) changes words only: a Shootout question about a street names the
 * street's space by id, as the log does, where edition 8 said "the street" (G-11.4, G-11.5, G-12.4).
 * Edition 10 (engine version 10 on) changes words only, where a family reading the case file aloud found
 * something missing or odd: no "receives $0" after the draft (G-4.1); the Gang's cost says who pays whom
 * how much against the $2,100 (G-4.2); a bribe's blue die says who puts it down (G-9.5, G-17.2); a
 * seduction is told before the point it takes away removes the victim (G-13.1); the Commissioner's turn,
 * rewards and Public moves name his seat (G-17.3, G-17.4); the winning line names the winner's seat and
 * reads as a sentence (G-15.1, G-15.2, G-17.6). It also files each die and draw among its own lines, where
 * the rules take it (game.ts, setup.ts: `Roller.logTo`), a line's purpose before its dice: the order roll
 * (G-3.1), a shooter's hits after his dice (G-12.2), the Commissioner's turn before his dice (G-17.3), a Cop
 * back down the Subway before the Cop drawn to take over (G-9.6).
 */
export const EDITION = 10;

/** The edition a game set up under `engineVersion` plays by (absent: the current engine). */
export function editionFor(engineVersion: string | undefined): number {
  // Versions 1–3 share the rules as first written, edition 3 (their states carry no `edition` field).
  return editionOf(
    engineVersion,
    { '1': 3, '2': 3, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, '10': 10 },
    EDITION,
  );
}

/** The rules edition of a game (see `EDITION`); a state without the field is edition 3. */
export function edition(s: GangstersState): number {
  const e = s['edition'];
  return typeof e === 'number' ? e : 3;
}

/** Options fixed when the game is created (G-15, G-16, G-17, G-6.9). */
export interface GangstersOptionsState {
  [key: string]: JsonValue;
  heaters: boolean;
  wheels: boolean;
  siren: boolean;
  donuts: boolean;
  randomOrder: boolean;
  /** Cash kept secret until a win is claimed (G-15.1, G-15.2). */
  secretCash: boolean;
  /** The cash a Gang needs to win (G-15.1: players may agree on another figure). */
  cashToWin: number;
  /** G-15.2 time-limit game in Player Turns: highest net worth wins; null for the basic game. */
  timeLimitTurns: number | null;
  /**
   * G-15.2 time-limit game in minutes, kept by the host (core has no clock): when the time is up the host
   * sends `time-up` and the game ends with the current Player Turn, won on net worth; null for none.
   */
  timeLimitMinutes: number | null;
  /** The two-minute Movement Phase (G-6.9), timed by the host; null when untimed. */
  movementSeconds: number | null;
  /** A safety stop for unattended games: after this many Player Turns the game ends with no winner. */
  turnCap: number;
  /** Use the Police Commissioner with five seats (G-17). */
  commissioner: boolean;
}

export function gangOf(s: GangstersState, seat: number): GangState | undefined {
  return s.gangs.find((g) => g.seat === seat);
}

/** The Gang of a seat; a bug if the seat has none. */
export function mustGang(s: GangstersState, seat: number): GangState {
  const g = gangOf(s, seat);
  if (!g) throw new Error(`seat ${seat} has no Gang`);
  return g;
}

export function gangName(gang: Gang): string {
  return gang.charAt(0).toUpperCase() + gang.slice(1);
}

/** The Gang colour of a seat (G-3.1). */
export function gangForSeat(seat: number): Gang {
  const g = GANGS[seat];
  if (!g) throw new Error(`seat ${seat} has no Gang colour`);
  return g;
}

/** Cost of the k-th gangster of a type (G-4.2: $100 more for each additional Racketeer or Thug). */
export function unitCost(kind: GangsterKind, k: number): number {
  return kind === 'vamp' ? COMPONENTS.recruitStep.vamp : COMPONENTS.recruitStep[kind] * k;
}

/** The cumulative cost of taking a type from strength `from` to `to` (G-4.2, G-7.3). */
export function recruitCost(kind: GangsterKind, from: number, to: number): number {
  let sum = 0;
  for (let k = from + 1; k <= to; k++) sum += unitCost(kind, k);
  return sum;
}

/**
 * `s.joints[id]`: the Joint on building `id`, undefined for none. Asked of the Joints' own keys first
 * (`Object.hasOwn`): every game adds its Joints in an order of its own, so V8 knows no shape of the object,
 * and a plain read of a missing key (a piece on a street, most reads) walked the prototype chain the slow
 * way, about 3x the time. The same answer for any space id (none names a property of `Object.prototype`).
 */
export function jointAt(s: GangstersState, id: string): JointState | undefined {
  return Object.hasOwn(s.joints, id) ? s.joints[id] : undefined;
}

/** How many Joints `seat` owns (`jointsOf(s, seat).length`, no list made). */
export function jointCount(s: GangstersState, seat: number): number {
  let n = 0;
  // Read through one local: see `jointsOf`.
  const joints = s.joints;
  for (const id in joints) if (joints[id]?.owner === seat) n++;
  return n;
}

/** Joints owned by a seat, in id order. */
export function jointsOf(s: GangstersState, seat: number): string[] {
  const out: string[] = [];
  // The Joints read through one local: a read of `s.joints[id]` in a loop over `s.joints` is a generic
  // keyed lookup (every game's Joints have a shape of their own); over the loop's own object, V8 reads
  // each value by its place, about twice as fast.
  const joints = s.joints;
  for (const id in joints) if (joints[id]?.owner === seat) out.push(id);
  return out.sort();
}

/**
 * Takes the Joint marker off building `id`. The Joints are written afresh without it rather than
 * `delete`d from: a deletion leaves an object every later look through the Joints reads slowly (a
 * simulation keeps one state all game). Same keys, in the same order.
 */
export function removeJoint(s: GangstersState, id: string): void {
  const out: Record<string, JointState> = {};
  const joints = s.joints;
  for (const k in joints) if (k !== id) out[k] = joints[k] as JointState;
  s.joints = out;
}
