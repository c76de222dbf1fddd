/** The SuperGang City guide's words: answers to "why not?" and the map key, each led by its clause. */

export const MOVER_NAMES = { gangster: 'gangster', cop: 'cop group' } as const;
export type MoverKind = keyof typeof MOVER_NAMES;

export interface ReasonContext {
  readonly mover: MoverKind;
  readonly steps: number;
  /** The place's name as the guide shows it. */
  readonly place: string;
}

const squares = (n: number) => `${n} ${n === 1 ? 'square' : 'squares'}`;

/** "SG-4.2.1: …" for a refusal code from the host; the host's own message where we have no words of ours. */
export function reason(code: string, clause: string, hostMessage: string, c: ReasonContext): string {
  const piece = MOVER_NAMES[c.mover];
  const words: Record<string, string> = {
    SHOP_LAST: `Every way to ${c.place} runs through a shop your gang does not own. A shop that is not yours can only be the last square of a move.`,
    COP_CROSSES_SHOP: `Every way to ${c.place} runs through a shop, and cops never walk through shops.`,
    COP_SHOP: `Cops go into a shop only to arrest a gangster standing there. Mark ${c.place} as “someone to arrest” and ask again.`,
    SHOP_TWICE: `Every way to ${c.place} crosses the same shop twice, and nobody may cross a shop twice in one turn (the shop you start in counts).`,
    SEWER_LIMIT: `Getting to ${c.place} needs more than one trip through the sewer. A piece uses two manholes a turn at most: down one and up another.`,
    NO_GOING_BACK: `The ${piece} would have to turn back the way it came to get to ${c.place}. On the street a piece goes on or turns left or right, never back.`,
    EXACT_COUNT: `${c.place} is in reach with another number, but a piece moves exactly what its die shows: ${squares(c.steps)}, no fewer.`,
    NO_NOTCH: `${c.place} has no doorway onto the street, so nobody walks in from outside.`,
    CENTRE: `Nobody walks into the centre. Pieces are put there: at the start, when jailed, hurt or killed. They leave it by the gate with their die's number.`,
    OUT_OF_REACH: `${c.place} is not ${squares(c.steps)} away along the streets from here.`,
  };
  const text = words[code] ?? hostMessage;
  return clause ? `${clause}: ${text}` : text;
}

export interface KeyEntry {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly clause: string;
}

/** The map key, in our words. */
export const MAP_KEY: readonly KeyEntry[] = [
  {
    id: 'districts',
    title: 'Five districts',
    text: 'Each has its own colour, pattern and name. Own every shop of one district and you win.',
    clause: 'SG-2.1, SG-1.1',
  },
  {
    id: 'shops',
    title: 'Shops',
    text: 'The cream squares. The big number is the price; a plain shop costs 50, one with a letter or star 100, and a stick-up takes the same amount.',
    clause: 'SG-4.3.1, SG-5.3.1',
  },
  {
    id: 'marks',
    title: 'T, V, D and ★',
    text: 'T: a new Killer can be hired here; V: a new Vamp; D: a new Dealer. ★: the Dealer buys traffic pawns here.',
    clause: 'SG-7.2–SG-7.4, SG-5.6.2',
  },
  {
    id: 'managers',
    title: 'Managers',
    text: 'The black dots in the corner: one manager in a plain shop, two where there is a letter or star. They defend the shop in a duel.',
    clause: 'SG-8.1',
  },
  {
    id: 'notches',
    title: 'Doorways and doors',
    text: 'White notches in a shop’s wall are its doorways onto the street. Brass bars join two shops side by side, which you can step between.',
    clause: 'SG-4.3.3, SG-4.3.1',
  },
  {
    id: 'kerb',
    title: 'Kerb notches',
    text: 'The white marks on the kerb cut it into sections, where Dealers put their traffic pawns.',
    clause: 'SG-5.6.8',
  },
  {
    id: 'streets',
    title: 'Street squares',
    text: 'One cell, one square; the faint dashes show which ways the street runs on. A piece moves exactly its die, never turns back, and shows the way it faces.',
    clause: 'SG-4.1.2, SG-4.2.1',
  },
  {
    id: 'bridges',
    title: 'Bridges',
    text: 'The street under a bridge has no square there: a piece passes beneath in one step and cannot climb onto the bridge.',
    clause: 'SG-4.2.2',
  },
  {
    id: 'manholes',
    title: 'Manholes 1–5',
    text: 'Going down one manhole and up another costs one step. Stop on a manhole and next turn you may come up out of any other one, free. Nobody can be arrested on a manhole.',
    clause: 'SG-4.4',
  },
  {
    id: 'centre',
    title: 'The centre',
    text: 'Jail, clinic and graveyard. Everyone starts here; a piece leaving the centre goes out of the gate with its die’s number and straight on for the whole count.',
    clause: 'SG-3.2, SG-3.3, SG-11.3',
  },
];
