/**
 * This turn's dice in words that agree with how they are drawn (SG-9.0.2, SG-2.2): each die is named by its
 * own colour (the Killer's green, the Vamp's red, the Dealer's white; the cops' blue), and whose throw it is
 * is said once, apart: "Red gang's throw". A gang's colour is never put on a die of another colour, so "Red"
 * under a green die is not read as the Red gang's die.
 */
import { DIE_OF, type Kind, type SuperGangState } from '@core/games/supergang/state';
import { characterName, GANG_WORDS } from './setup';

export type DieColour = 'green' | 'red' | 'white' | 'blue';

export interface TurnDie {
  readonly key: string;
  readonly colour: DieColour;
  readonly value: number;
  /** Who moves with it: "Killer", "Cops 1". */
  readonly who: string;
  /** The die itself, by its colour: "green die". */
  readonly die: string;
  readonly used: boolean;
  /** Everything for a screen reader: "Killer, green die: 2, used". */
  readonly label: string;
}

const KIND_WORDS: Readonly<Record<Kind, string>> = { killer: 'Killer', vamp: 'Vamp', dealer: 'Dealer' };

/** The dice of the turn on now: the gang's characters' first, then the cop groups' that were thrown. */
export function turnDice(s: SuperGangState): readonly TurnDie[] {
  const die = (key: string, colour: DieColour, value: number, who: string, used: boolean): TurnDie => ({
    key,
    colour,
    value,
    who,
    die: `${colour} die`,
    used,
    label: `${who}, ${colour} die: ${value}${used ? ', used' : ''}`,
  });
  return [
    ...Object.entries(s.turn.dice).map(([id, value]) => {
      const kind = s.characters.find((c) => c.id === id)?.kind ?? 'killer';
      return die(id, DIE_OF[kind] as DieColour, value, KIND_WORDS[kind], !s.turn.toMove.includes(id));
    }),
    ...s.turn.copDice.flatMap((value, i) =>
      value > 0 ? [die(`cops-${i}`, 'blue', value, `Cops ${i + 1}`, !s.turn.copsToMove.includes(i))] : [],
    ),
  ];
}

/**
 * The dice the panel shows: this turn's, and none once the game is over. Nobody throws again then, and the
 * last throw left up read as a turn still on, at times of a gang that had just gone out of the game (SG-14.1)
 * in that very turn; every throw stays in the case file.
 */
export function shownDice(s: SuperGangState): readonly TurnDie[] {
  return s.turn.phase === 'over' ? [] : turnDice(s);
}

/** The panel's line in place of dice: the game over, or this turn's dice not thrown yet. */
export function noDiceWords(s: SuperGangState): string {
  return s.turn.phase === 'over'
    ? 'The game is over: nobody throws again. Every throw is in the case file.'
    : 'Not thrown yet.';
}

/** Whose throw the dice are: the gang playing this turn ("Red gang's throw"). */
export function throwOf(s: SuperGangState): string {
  const gang = GANG_WORDS[s.turn.gang];
  return gang ? `${gang} gang's throw` : "This turn's throw";
}

/**
 * A piece to move in the decision, with the die it moves by named by that die's colour: "Red Killer · green
 * die 2", "Cop group 1 · blue die 4" (the character's gang is his own name; the die's colour is the die's).
 */
export function moverWords(s: SuperGangState, mover: string): string {
  const cop = /^cops:(\d)$/.exec(mover);
  if (cop) return `Cop group ${Number(cop[1]) + 1} · blue die ${s.turn.copDice[Number(cop[1])] ?? ''}`;
  const kind = s.characters.find((c) => c.id === mover)?.kind;
  const colour = kind ? `${DIE_OF[kind]} die` : 'die';
  return `${characterName(mover)} · ${colour} ${s.turn.dice[mover] ?? ''}`;
}
