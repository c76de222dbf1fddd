/**
 * The duel plank's words and layout from the seat's view, as pure functions: who is lined up on each
 * side, what each target is called, who shoots now and with how many arrows, and what a shot did.
 * Nothing here decides a rule: the host's view says who is standing and whose arrow it is.
 */
import type { Duel, DuelStyle, SuperGangState, Target } from '@core/games/supergang/state';

export const STYLE_DEFAULT: DuelStyle = 'dice';

/** The table's duel style; games begun before the option existed shoot with dice. */
export function duelStyleOf(view: Pick<SuperGangState, 'options'>): DuelStyle {
  return view.options.duelStyle ?? STYLE_DEFAULT;
}

/** The lobby's choices of duel style, in our words. */
export const DUEL_STYLES: readonly { readonly value: DuelStyle; readonly label: string; readonly hint: string }[] = [
  {
    value: 'aim',
    label: 'Aim on screen',
    hint: 'Each arrow is aimed at a swaying sight: a steady hand beats the dice.',
  },
  {
    value: 'dart',
    label: 'Real dart gun',
    hint: 'Shoot a real suction-dart gun at the table and tap what happened.',
  },
  { value: 'dice', label: 'Dice only', hint: 'The dice decide every arrow: quick, no aiming.' },
];

const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
const KIND_WORD: Readonly<Record<string, string>> = { killer: 'Killer', vamp: 'Vamp', dealer: 'Dealer' };

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export type TargetKind = 'killer' | 'vamp' | 'dealer' | 'manager' | 'cop';

export interface PlankTarget {
  readonly id: string;
  readonly label: string;
  readonly kind: TargetKind;
  /** A gang's colour word (red, blue…) for a character; null for managers and cops. */
  readonly colour: string | null;
  readonly down: Target['down'];
}

/** A target as the plank shows it: "Red Killer", "Manager 2", "Cop". */
export function plankTarget(t: Target): PlankTarget {
  const character = /^([a-z]+)-(killer|vamp|dealer)$/.exec(t.id);
  if (character) {
    const [, colour = '', kind = 'killer'] = character;
    return {
      id: t.id,
      label: `${capital(colour)} ${KIND_WORD[kind] ?? kind}`,
      kind: kind as TargetKind,
      colour,
      down: t.down,
    };
  }
  const manager = /^manager-(\d+)$/.exec(t.id);
  if (manager)
    return { id: t.id, label: `Manager ${manager[1] ?? ''}`.trim(), kind: 'manager', colour: null, down: t.down };
  const cop = /^cop-(\d+)-([ab])$/.exec(t.id);
  if (cop) return { id: t.id, label: `Cop ${cop[2] === 'a' ? 1 : 2}`, kind: 'cop', colour: null, down: t.down };
  return { id: t.id, label: t.id, kind: 'manager', colour: null, down: t.down };
}

/** How a seat is named on the plank when the table gives no name: its gang's colour, or the police. */
export function colourSeatName(view: Pick<SuperGangState, 'policeSeat'>, seat: number): string {
  if (view.policeSeat === seat) return 'The police';
  return `${capital(COLOURS[seat] ?? `seat ${seat + 1}`)} gang`;
}

const CAUSE: Readonly<Record<Duel['cause'], string>> = {
  'stick-up': 'Stick-up',
  arrest: 'Arrest',
  killing: 'Gangland killing',
  clinic: 'Attack in the clinic',
};

/** The duel's title: what it is and where ("Stick-up at Moretti Bakery"). */
export function duelTitle(d: Duel): string {
  const shop = d.shop
    ? ` at ${d.shop
        .replace(/^shop-/, '')
        .split('-')
        .map(capital)
        .join(' ')}`
    : '';
  return `${CAUSE[d.cause]}${shop}`;
}

/** The side that is not shooting: the one whose targets can be aimed at now. */
export function aimedSide(d: Duel): 0 | 1 {
  return d.gunner === 0 ? 1 : 0;
}

/** Targets of the side under fire that are still standing, in plank order. */
export function openTargets(d: Duel): string[] {
  return d.sides[aimedSide(d)].filter((t) => t.down === null).map((t) => t.id);
}

/**
 * A seed naming this arrow (the duel, the volley and the arrows left), so the sway is the same each
 * time the screen is drawn for it and changes from one arrow to the next.
 */
export function arrowSeed(d: Duel): string {
  const down = d.sides.flat().filter((t) => t.down !== null).length;
  return `${d.cause}|${d.square ?? d.shop ?? ''}|${d.totals.join('-')}|${d.gunner}|${d.arrows}|${down}`;
}

/** What a shot did, in words ("hit: falls face up, injured"). */
export function shotWords(down: Target['down']): string {
  if (down === 'dead') return 'hit the bull: falls face down, dead';
  if (down === 'injured') return 'hit: falls face up, injured';
  return 'missed';
}

/**
 * Who shoots for each side, from the host's duel: the attackers' seat, and the attacked side's seat (the
 * seat shooting for the managers in a stick-up, the gang under arrest against the cops). In a killing of
 * men of several gangs each gang shoots for its own, in turn (SG-5.5.2: the targets carry their seat); at
 * the clinic the patient cannot shoot back (SG-11.4.4). Words for the plank's two sides, attackers first.
 */
export function sideShooters(d: Duel, name: (seat: number) => string): [string, string] {
  const attackers = `${name(d.seats[0])} shoots for them`;
  if (d.cause === 'clinic') return [attackers, 'The patient cannot shoot back'];
  const seats = [...new Set(d.sides[1].map((t) => t.seat).filter((x): x is number => x !== undefined))];
  if (d.shooters && d.shooters.length > 1 && seats.length > 1) {
    const names = seats.map(name);
    return [attackers, `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''} shoot for their own, in turn`];
  }
  return [attackers, `${name(d.seats[1])} shoots for them`];
}

/**
 * The plank's line once the last arrow has ended the duel, while the table keeps it up for a moment
 * (linger.ts): the side with every target down has lost (SG-11.2.7). At the clinic the patient cannot
 * shoot back, so a duel there that ends with him standing ended with its last arrow missing: he lives
 * (SG-11.4.4), as the engine's own line says.
 */
export function overLine(d: Duel): string {
  const down = (side: 0 | 1) => d.sides[side].every((t) => t.down !== null);
  if (down(1)) return 'The duel is over: the attackers win.';
  if (d.cause === 'clinic') return 'Every arrow missed: the patient lives.';
  if (down(0)) return 'The duel is over: the defenders win.';
  return 'The duel is over.';
}

/** The line under the title: the dice totals and who shoots how many. */

export function volleyLine(d: Duel, name: (seat: number) => string): string {
  const side = d.gunner === 0 ? 'attackers' : 'defenders';
  const arrows = `${d.arrows} arrow${d.arrows === 1 ? '' : 's'} left`;
  return `${name(d.seats[d.gunner])} shoots for the ${side}: ${arrows} of ${d.volley} this volley.`;
}
