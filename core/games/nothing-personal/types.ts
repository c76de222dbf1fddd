/**
 * Nothing Personal vocabulary: the closed sets the rules talk about, as `as const` arrays with their
 * unions, so content, state and actions all spell things the same way.
 */

/** The four gangster types (NP-2.3); 'none' is Ricardo Launius, who wears no colour (NP-18.13). */
export const GANGSTER_TYPES = ['thug', 'hitman', 'gambler', 'conman'] as const;
export type GangsterType = (typeof GANGSTER_TYPES)[number];
export type CardType = GangsterType | 'none';

/** Gangster decks: the main set and the three expansion decks (NP-14, NP-18–20). */
export const GANGSTER_SETS = ['main', 'designers', 'historical', 'young-turks'] as const;
export type GangsterSet = (typeof GANGSTER_SETS)[number];
export const EXPANSIONS = ['designers', 'historical', 'young-turks'] as const;
export type Expansion = (typeof EXPANSIONS)[number];

/** The nine positions, numbered 1 (Third Guy) to 9 (Capo) as on the board (NP-15). */
export const POSITION_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type PositionNumber = (typeof POSITION_NUMBERS)[number];
export const CAPO = 9;

/** Position powers (NP-15.1–15.9). */
export const POSITION_POWERS = [
  'whack',
  'negate',
  'remove-marker',
  'steal-3',
  'switch-markers',
  'place-own',
  'place-neutral',
  'draw-card',
  'none',
] as const;
export type PositionPower = (typeof POSITION_POWERS)[number];

/** Gangster special actions and passive traits, as written in resources/nothing-personal/gangsters.json. */
export const ABILITY_KINDS = [
  'none',
  'whack',
  'place-own',
  'remove-any',
  'place-neutral',
  'draw-cards',
  'draw-two-give-one',
  'take-money',
  'steal-money',
  'sell-respect',
  'swap-hands',
  'swap-with',
  'swap-two',
  'move-to-empty',
  'roll-respect',
  'jail-self-remove',
  // passive traits: they change other rules and are never chosen as an action
  'reroll-any',
  'prison-threshold',
  'tiebreaker',
  'rolled-stats',
  'pair',
  'cancel-whack',
] as const;
export type AbilityKind = (typeof ABILITY_KINDS)[number];
export const PASSIVE_ABILITIES: readonly AbilityKind[] = [
  'none',
  'reroll-any',
  'prison-threshold',
  'tiebreaker',
  'rolled-stats',
  'pair',
  'cancel-whack',
];

/** When an influence card may be played (NP-6.10, NP-7.3). */
export const CARD_TIMINGS = ['commission', 'crew', 'any'] as const;
export type CardTiming = (typeof CARD_TIMINGS)[number];

/** Influence card effects beyond placing markers (NP-6.8, NP-6.9, NP-6.11, NP-7.6, NP-16). */
export const CARD_EFFECTS = [
  'gift-other',
  'extra-for-5',
  'take-money',
  'draw-cards',
  'remove-any',
  'place-neutral',
  'snitch',
  'blackmail',
  'draw-two-give-one',
  'jailbreak',
  'gang-wars',
  'prison-replace',
  'swap-same-type',
  'silence',
  'cancel-whack',
  'whack-insurance',
  'remove-blackmail',
] as const;
export type CardEffect = (typeof CARD_EFFECTS)[number];

/** Faces of the custom dice, mapped from a d6 (NP-7.8, NP-13.2). */
export const MOVE_FACE_KINDS = ['number', 'seven', 'eight'] as const;
export type MoveFaceKind = (typeof MOVE_FACE_KINDS)[number];
export const WHACK_FACE_KINDS = ['gun', 'capo', 'seven', 'blank'] as const;
export type WhackFaceKind = (typeof WHACK_FACE_KINDS)[number];

/** The phases of a round (NP-4.1–4.7); 'placement' is the opening placement of NP-3.15. */
export const PHASES = ['placement', 'commission', 'crew', 'fence', 'feds', 'family', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** Rounds in a game (NP-4.1, NP-12.1). */
export const ROUNDS = 5;
