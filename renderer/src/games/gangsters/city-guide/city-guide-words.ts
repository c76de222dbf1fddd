/** The City guide's answers in our own words, each led by the rulebook clause it rests on. */
import type { PieceKind } from '@core/games/gangsters/board';

export const PIECE_NAMES: Readonly<Record<PieceKind, string>> = {
  racketeer: 'Racketeer',
  thug: 'Thug',
  vamp: 'Vamp',
  cop: 'Cop',
  public: 'Public piece',
};

export interface ReasonContext {
  readonly kind: PieceKind;
  readonly steps: number;
  /** The space's or building's name as the board shows it. */
  readonly place: string;
}

/** "G-6.5: …" for a refusal code from the host; the host's own message where we have no words of ours. */
export function reason(code: string, clause: string, hostMessage: string, c: ReasonContext): string {
  const piece = PIECE_NAMES[c.kind];
  const words: Record<string, string> = {
    EXACT_COUNT: `A piece moves exactly the number it rolled, and no path of exactly ${c.steps} ${c.steps === 1 ? 'space' : 'spaces'} ends at ${c.place}.`,
    FACING: `The ${piece} would have to turn back or turn off the street between crossings to get to ${c.place}. Pieces go the way they face and turn, at most 90°, only at intersections.`,
    REENTRY: `Every way to ${c.place} passes the same space twice, and no piece may enter a space twice in one move, nor go back in through the Entrance it left by.`,
    BRIDGE: `${c.place} is only reached by stepping between a bridge and the street beneath it, and the two are not connected.`,
    TRANSFER: `Getting to ${c.place} needs a Subway transfer that is not allowed: one a turn at most, and never for the Public.`,
    THROUGH_BUILDING:
      c.kind === 'cop'
        ? `The way to ${c.place} runs through a building, and Cops never pass through buildings.`
        : `The way to ${c.place} runs through a building the ${piece}'s Gang does not own. Gangsters pass through their own Joints only.`,
    NOT_CONNECTED: `Stepping straight from one building into ${c.place} needs a connecting door between two Joints of the same Gang.`,
    OWN_JOINT_EXIT: `From its own Joint a gangster may not step straight into ${c.place}: only into another connected Joint of its own.`,
    COP_NOT_WELCOME: `A Cop goes into a Joint only to Raid it or to arrest a criminal there, so not into ${c.place} just now.`,
    PUBLIC_STACK: `Another Public piece is at ${c.place}, and a Public piece may not end its move on one.`,
  };
  const text = words[code] ?? hostMessage;
  return clause ? `${clause}: ${text}` : text;
}
