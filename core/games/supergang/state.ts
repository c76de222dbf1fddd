/**
 * The SuperGang state: plain JSON, hashed, stored and sent. Everything in it is public at a real table
 * (banknotes, tokens, pawns, the police record on the back of the rules), so the view hides nothing; the
 * one secret of the game is what the dice and the shots will give next, and those live in the kernel's
 * PRNG (`Match.rng`), never here: a shot is rolled only when it is fired.
 */
import { editionOf } from '../../engine/edition';
import type { BoardPos } from './city';
import { BANKS } from './setup-data';

export const KINDS = ['killer', 'vamp', 'dealer'] as const;
/** The Killer plays the green die, the Vamp the red, the Dealer the white (SG-2.2). */
export type Kind = (typeof KINDS)[number];
export const DIE_OF: Readonly<Record<Kind, string>> = { killer: 'green', vamp: 'red', dealer: 'white' };
export const GANG_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;

export const COMPONENTS = {
  /** SG-2.4: two-sided racket/ownership tokens per gang. */
  tokens: 15,
  /** SG-2.5: traffic pawns per gang. */
  pawns: 20,
  /** SG-12.1: the bank by number of gangs (resources/supergang/setups.json; two gangs is our house rule). */
  bank: BANKS,
  /** SG-9.4.1: the price of the cops. */
  copsPrice: 500,
  /** SG-7.5. */
  recruitPrice: 50,
  /** SG-5.8 tariffs, in millions. */
  tariff: {
    coward: 10,
    racketIncome: 5,
    ownIncome: 10,
    trafficIncome: 5,
    stickUpBasic: 50,
    stickUpInitials: 100,
    buyBasic: 50,
    buyInitials: 100,
    /** SG-5.6.2: two pawns for 5; at most ten at once. */
    pawnPair: 5,
    pawnsAtOnce: 10,
  },
  /** SG-3.5 / SG-9.1.2: three peaceful turns; cops from the fourth (SG-15.2: the third with a police player). */
  peacefulTurns: 3,
} as const;

/** Where a character is when it is not on a street, shop or manhole square. */
export type Place = 'board' | 'centre' | 'jail' | 'clinic' | 'graveyard';

/** A crime on the police record (SG-10.2). */
export type Crime = 'coward' | 'racket' | 'stick-up' | 'traffic' | 'assault' | 'rebellion' | 'murder';

export type Character = {
  readonly id: string;
  readonly gang: number;
  readonly kind: Kind;
  place: Place;
  /** On the board: square and direction (sgcity's position type). */
  pos: BoardPos | null;
  /** Turns left in jail (SG-10.3: one year = one turn without playing). */
  sentence: number;
  /** Crimes witnessed and not yet paid for (SG-10). */
  record: Crime[];
  /** SG-9.2.3: crimes just committed on his square, seen if a cop sees the square before he moves on. */
  unseen: Crime[];
  /** SG-11.3.2 / SG-11.3.3: arrested while in (or on the way to) the clinic: jail on his next turn. */
  arrestedInClinic: boolean;
  /** SG-6.2: vamped by the Vamp of this gang, for `turns` more of that gang's turns. */
  vampedBy: { gang: number; turns: number } | null;
  /** SG-6.2.4: the last character this Vamp vamped. */
  lastVamped: string | null;
  /**
   * SG-6.2.5 (edition 3): freed from this gang's Vamp at the start of his own gang's turn and not moved
   * since (in jail or the clinic, say), so he may not attack her yet. Absent otherwise.
   */
  freedFrom?: number;
};

export type Gang = {
  readonly seat: number;
  readonly colour: string;
  cash: number;
  /** Traffic pawns bought and not yet placed (SG-5.6.10). */
  stock: number;
  eliminated: boolean;
  /** SG-9.4.1: bought the cops. */
  ownsCops: boolean;
};

export type Shop = {
  owner: number | null;
  racket: number | null;
};

export type CopGroup = {
  /** Null: in the centre, to start from it. */
  pos: BoardPos | null;
  /** SG-9.1.5 / SG-9.1.7: put out (duel or manhole) by this seat, who restarts them on his next turn. */
  out: { by: number; manhole: boolean } | null;
};

/** One side's target in a duel: a character, a manager of the shop, or one of a cop group's two cops. */
export type Target = {
  readonly id: string;
  down: 'dead' | 'injured' | null;
  /** SG-5.5.2 (edition 2): in a killing against several gangs, the seat that shoots for this target's side. */
  readonly seat?: number;
};

export type Duel = {
  readonly cause: 'stick-up' | 'arrest' | 'killing' | 'clinic';
  readonly clause: string;
  /**
   * Who shoots for each side (the managers' and cops' side are shot by a seat too, SG-8.3/8.4); in a
   * killing against several gangs, the defenders' seat changes as the gun passes (`shooters`).
   */
  readonly seats: [number, number];
  readonly sides: [Target[], Target[]];
  /** The dice of each side, totals with the Killer's +2 (SG-6.1.1). */
  totals: [number, number];
  /** The side now shooting (0 attackers, 1 defenders) and arrows left in this volley. */
  gunner: 0 | 1;
  arrows: number;
  /** Arrows per volley (SG-11.2.4/11.2.6). */
  readonly volley: number;
  /** The shop, for a stick-up: how it is stuck up. */
  readonly shop: string | null;
  readonly mode: 'money' | 'ownership' | null;
  /** The cop group in an arrest. */
  readonly group: number | null;
  /** Where the game goes on once the duel is over. */
  readonly resume: Phase;
  /** The square the duel is fought on (for witnesses). */
  readonly square: string | null;
  /**
   * SG-5.5.2 (edition 2): in a killing against characters of several gangs, the defending seats in the
   * order they shoot, the one holding the gun first (and in `seats[1]`); after each of the defenders'
   * arrows the gun passes to the next seat with a target still standing.
   */
  shooters?: number[];
};

export type Phase = 'start' | 'cops' | 'arrest' | 'move' | 'act' | 'duel' | 'recruit-answer' | 'over';

/**
 * SG-7.7: `by` asks the owner of `shop` for a recruit. `waiting` says who answers next; `offer` is the price
 * on the table (the owner's price when the buyer answers, the buyer's offer when the owner answers, null
 * before the owner's first word); `asked` is the owner's last price; `counters` counts the buyer's offers.
 */
export type Haggle = {
  kind: Kind;
  shop: string;
  by: number;
  waiting: 'owner' | 'buyer';
  offer: number | null;
  asked: number | null;
  counters: number;
};

export type Turn = {
  /** Round number from 1 (SG-3.5's "three first turns"). */
  number: number;
  /** The gang whose turn it is. */
  gang: number;
  /** Dice thrown this turn: per character id, and the cops' blue dice by group. */
  dice: Record<string, number>;
  copDice: number[];
  /** Cop groups still to move this turn. */
  copsToMove: number[];
  /** Who plays the cops this turn (the active seat, the cops' owner or the police player). */
  copSeat: number | null;
  /** Characters still to move this turn. */
  toMove: string[];
  /** The character acting on its last square. */
  acting: string | null;
  /** SG-5.7.7: one dice throw per arrival; SG-5.4.7: shops stuck up with success this turn. */
  dueled: boolean;
  stuckUp: string[];
  /** Did this arrival already take each kind of cash action? (one coward attack, one racket…) */
  done: string[];
  /** SG-11.4.4: characters who already shot into the clinic this turn. */
  clinicShots: string[];
  /** An arrest waiting for the arrested gang's answer. */
  arrest: { character: string; group: number } | null;
  /** A recruit being haggled over in another gang's shop (SG-7.7). */
  recruit: Haggle | null;
  /** Manholes used by the moving piece this turn are sgcity's business; this counts shop squares crossed. */
  phase: Phase;
};

/**
 * How a person's arrows are shot (SG-11.2.4): `aim` in the table's mini-game, `dart` with a real dart gun
 * and the result typed in, `dice` by the host's dice. In aim and dart style the shooting seat supplies each
 * shot's value; bots always shoot with the host's dice.
 */
export type DuelStyle = 'aim' | 'dart' | 'dice';

export type SuperGangOptionsState = {
  /** SG-15: the last seat plays the police. */
  police: boolean;
  /** SG-13: seconds to move one's characters (240 = the rulebook's four minutes), null = no clock. */
  moveSeconds: number | null;
  /** The game stops here with no winner (property tests, bot games). */
  turnCap: number;
  /** Absent: 'dice' (games stored before the option existed have none). */
  duelStyle?: DuelStyle;
};

export type SuperGangState = {
  readonly seats: number;
  readonly options: SuperGangOptionsState;
  /** Gangs by index; gang k is played by seat k. */
  gangs: Gang[];
  /** SG-15: the police player's seat, or null. */
  policeSeat: number | null;
  characters: Character[];
  shops: Record<string, Shop>;
  /** Traffic pawns on sidewall sections: section id → gang (SG-5.6.8). */
  traffic: Record<string, number>;
  cops: CopGroup[];
  bank: number;
  /** Seat order from the first player (SG-3.1). */
  order: number[];
  turn: Turn;
  duel: Duel | null;
  winner: number | null;
  endReason: string | null;
  /** The rules edition (see `EDITION`); absent in games begun under engine version 1. */
  edition?: number;
};

/**
 * Rules editions. Games begun under engine version 1 carry no `edition` field and keep the rules they
 * were played with, so their stored histories replay move for move. Edition 2 (engine version 2 on)
 * fixes SG-1.1 (a district taken by a stick-up for ownership wins), SG-9.3.5 (an injured rebel is
 * charged with rebellion), SG-11.3.4 / SG-11.3.1 (a character who falls before his move does not
 * move), SG-6.2.6 / SG-11.4.1 (a man freed against his own gang leaves the fight), SG-9.1.7 (fallen
 * cops come up through the manhole their player chooses), SG-8.7 / SG-5.5.2 (managers join a killing
 * when any target's gang owns the shop, and each defending gang shoots in turn) and SG-8.4 (the
 * defender named is a gang still in play); then SG-10.3 / SG-11.3.2 / SG-15.3 (a gangster taken before
 * his move in his own gang's turn, or sent to jail from the clinic at the start of it, counts that turn
 * as the first of his sentence), SG-9.3.6 / SG-10.2 (one crime of traffic a stop, however many pawns),
 * SG-6.2.4 (a recruit is a new character: nobody's "last vamped", and a new Vamp has vamped nobody) and
 * SG-14.1 (cops put out by a gang that leaves the game come back at once).
 * Edition 3 (engine version 3 on) fixes SG-4.3.4 (stopping in a shop beside his gang's pawns is no
 * action done there, and taking a token back, SG-12.4, is never forced), SG-2.5 / SG-5.6.11 (pawns that
 * change colour with a shop stop at the new owner's 20), SG-14.1 / SG-9.3.3 (a gang giving up frees
 * nobody else's arrest; the cops it played pass to the gang whose turn it is, mid-turn too; a gang out
 * in its own turn has its turn end), SG-6.2.3 (the Vamp's gang answers the arrest of the man she holds,
 * and shoots for him if he resists) and SG-1.1 (with a police player too, the last gang standing wins);
 * then SG-14.1 / SG-8.4 / SG-5.5.2 / SG-9.3.3 (a gang giving up mid-stick-up, mid-killing or mid-rebellion
 * leaves the fight, which goes on, and its dead keep no record, SG-11.3.4), SG-9.2.1 / SG-9.2.2 (cops in a shop see into it, its
 * doorsteps and the shops it opens into), SG-9.1.7 (cops down a manhole see nothing until they resurface)
 * SG-9.2.3 (vamping does not wipe a man's crimes not yet seen) and SG-7.5 (a recruit called off by the
 * owner's leaving may still be hired from the bank); then SG-6.2.5 (a man freed at the start of his turn
 * cannot shoot the Vamp in the clinic before he moves) and SG-8.9 (a manager only injured survived the
 * stick-up and reports it).
 * Edition 4 (engine version 4 on) fixes SG-10.3 / SG-6.2.3 (a man held by a Vamp serves his years in jail
 * on the turns of her gang, which plays him, and taken by the cops before his move in her gang's turn he
 * counts that turn as the first, as a man of the gang whose turn it is does) and SG-9.4.1 / SG-15.6 (the
 * prompt at the start of a turn offers the cops for sale only when they can be bought); then, in the
 * case file only, SG-6.2.3 / SG-6.3.3 (a man a Vamp holds is named as his own gang's, held by her, and so
 * are a held Dealer's pawns in the income line), SG-5.1.2 / SG-12.3 (a coward attack's line says the deed
 * first: "… robs a passer-by: the bank gives … 10 million", or "but the bank is empty") and SG-5.8.1 (the
 * income line names only what pays: no "0 rackets").
 * Edition 5 (engine version 5 on) fixes SG-7.7 / SG-11.4.5 (an owner is not offered to take an offer for a
 * recruit that the buyer, having handed his cash to another gang meanwhile, can no longer pay: the take
 * was refused; and a buyer asked more than he has is not told to take it); then, in the case file only,
 * SG-5.4.5 / SG-12.3 (a stick-up's till reads deed first, "{seat:0} empties the till of …: the bank gives
 * …" or "its owner … pays …", and an owner who has less, or nothing, says so instead of "pays 0
 * million"), SG-5.8.1 / SG-5.6.7 (income lines read the same way: "Income from 1 shop: the bank gives …
 * 10 million"), SG-9.3.6 (a Dealer stopping beside his pawns is said to move there before cops see him
 * dealing, not after) and SG-10.3 / SG-11.3.2 (a Vamp serves her time and goes to jail on her next turn,
 * not his; the prompt on her stop asks what she does). The thirteenth audit adds SG-5.7.4 / SG-6.2.3 (a
 * gang whose only man in play is the one its Vamp holds is not neutralized: its rackets and his traffic
 * pay), the data of a duel won by defenders of several gangs (SG-5.5.2: each is listed, for the tally),
 * and in the case file SG-5.5.1 (a killing's line names its targets) and SG-9.3.5 (a held man resisting
 * arrest is named held by the Vamp, whose gang chose).
 * Edition 6 (engine version 6 on), the fourteenth audit, fixes in the prompts only SG-4.1.3 / SG-4.3.5 (the
 * prompt on a stop cites the clause of where he stopped: a street square, SG-4.1.3, where he need do
 * nothing; his gang's own shop, SG-4.3.5, where he may stop without a reason, and says so; a shop of
 * someone else or of nobody, SG-4.3.4, as before: edition 1 to 5 games cited SG-4.3.4, a shop's clause, on
 * every stop), and in the case file only SG-6.2.1 (a vamping's line says the man is hers "now and for her
 * next three turns", not "for three turns", which a table could count from the turn she took him).
 * Edition 7 (engine version 7 on), the fifteenth audit, fixes SG-4.3.4 / SG-6.2.1 (vamping is no action a
 * stop in a shop forces: a Vamp whose only open action there is to vamp a man may end her stop without;
 * edition 3 to 6 games made her vamp him), and in the case file only SG-9.3.2 / SG-9.3.3 (the line of an
 * arrest says the cops hold him where he stands, and what going quietly costs, in jail in the centre and
 * for how many turns, or that resisting means fighting them; edition 1 to 6 games said only "The cops
 * arrest …", and it comes before the line of what the police seize with him, SG-9.3.7, not after) and
 * SG-11.3.2 (an arrest in the clinic says he cannot resist there, and for how many turns). Also in words
 * only: the question put to the gang under arrest names the man (SG-9.3.3; edition 1 to 6: "go quietly, or
 * resist the arrest?"), the owner asked for a recruit is told who asks for what (SG-7.7), what the police
 * seize says whose (SG-9.3.7), and a second purchase of pawns on one stop is refused citing SG-5.6.2,
 * saying the limit (edition 1 to 6 games cited SG-5.7.7), as is a second coward attack, citing SG-5.1.1;
 * the line of a man a Vamp holds going to jail names him held by her (SG-9.3.4, SG-6.2.3), and the
 * owner's later question in a haggle says who offers how much for what, and where (SG-7.7).
 * Edition 8 (engine version 8 on), the sixteenth audit, in the case file only: a cop group's move and
 * fall down a manhole name the group, as the board and the cops' buttons number them (SG-9.0.1, SG-9.1.1,
 * SG-9.1.7; edition 1 to 7 games said "The cops move to …" for either group), and the line of a stick-up
 * says who shoots for the shop's managers and why: its owner, the gang whose racket it pays, or the player
 * the attacker chose (SG-8.3, SG-8.4, SG-8.5; edition 1 to 7 games never said, and a family saw another
 * gang asked to shoot without a word why). In the prompts only: the buyer haggling over a recruit is told who
 * asks what for which recruit, and where (SG-7.7), as the owner is since edition 7; edition 1 to 7 games
 * read "the price for a new killer is 40 million. Take it or walk away? Or offer less.". Also in edition 8,
 * dice in their place: each die is filed among the lines where it is thrown (Roller.logTo, `game.ts` and
 * `setup.ts`), so a stick-up, a killing, a rebellion or a clinic attack is told before its dice, a tie
 * between its two throws (SG-3.1 naming who throws again, SG-11.2.3), and a vamping before her new man's
 * die (SG-6.2.1, "and he moves for her this turn"); the duel's lines say what the dice add up to (SG-11.2.4;
 * at the clinic, arrows at a patient who cannot shoot back, and the clinic's odds, SG-11.4.4), whom an arrow
 * hits with his gang (SG-11.2.8), and where the fallen go (SG-11.3.1, SG-11.3.4). Edition 1 to 7 games file
 * every die first and keep their words (`rules/edition8-dice-order.test.ts`).
 */
export const EDITION = 8;

/** The edition a game set up under `engineVersion` plays by (absent: the current engine). */
export function editionFor(engineVersion: string | undefined): number {
  return editionOf(engineVersion, { '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8 }, EDITION);
}

/** The rules edition of a game (see `EDITION`). */
export function edition(s: Pick<SuperGangState, 'edition'>): number {
  return s.edition ?? 1;
}

export function character(s: SuperGangState, id: string): Character {
  const c = findCharacter(s, id);
  if (!c) throw new Error(`no character ${id}`);
  return c;
}

/**
 * The character with this id, if any: `characters.find` without a closure made per call (the rules look
 * characters up by id several times an action, and a playout makes thousands of actions).
 */
export function findCharacter(s: SuperGangState, id: string | null | undefined): Character | undefined {
  const all = s.characters;
  // The place the last one was found at first: the same man is asked for again and again (the one acting,
  // the one moving), and ids are unique (one per gang and kind), so a match there is the match.
  const hinted = all[foundAt];
  if (hinted !== undefined && hinted.id === id) return hinted;
  for (let i = 0; i < all.length; i++)
    if ((all[i] as Character).id === id) {
      foundAt = i;
      return all[i];
    }
  return undefined;
}

/** Where `findCharacter` last found a character (a hint, checked before use). */
let foundAt = 0;

/** The gang that plays a character now: its vamp's gang while vamped (SG-6.2.3). */
export function controller(c: Character): number {
  return c.vampedBy ? c.vampedBy.gang : c.gang;
}

export function gangName(s: SuperGangState, gang: number): string {
  return s.gangs[gang]?.colour ?? `gang ${gang}`;
}

/** Total money: bank plus every gang's cash (SG-12.1: always the starting bank). */
export function moneyInPlay(s: SuperGangState): number {
  return s.bank + s.gangs.reduce((t, g) => t + g.cash, 0);
}
