/**
 * Nothing Personal content: the board, the decks and the dice, shipped as JSON in
 * resources/nothing-personal/ and bundled by import (core reads no files). Each file is checked once
 * against its zod schema; a file that fails is a bug in the release, so loading throws.
 */
import { z } from 'zod';
import boardRaw from '../../../resources/nothing-personal/board.json';
import diceRaw from '../../../resources/nothing-personal/dice.json';
import gangstersRaw from '../../../resources/nothing-personal/gangsters.json';
import influenceRaw from '../../../resources/nothing-personal/influence.json';
import {
  ABILITY_KINDS,
  CARD_EFFECTS,
  CARD_TIMINGS,
  GANGSTER_SETS,
  GANGSTER_TYPES,
  MOVE_FACE_KINDS,
  POSITION_POWERS,
  WHACK_FACE_KINDS,
} from './types';

const int = z.number().int();
const positionNumber = int.min(1).max(9);

const positionSchema = z.object({
  number: positionNumber,
  name: z.string().min(1),
  respect: int,
  money: int,
  power: z.enum(POSITION_POWERS),
  text: z.string().min(1),
});

const boardSchema = z.object({
  positions: z.array(positionSchema).length(9),
  arrows: z.array(z.object({ from: positionNumber, to: positionNumber })),
  associateSpaces: int.min(1),
  phases: z.array(z.string()),
  rounds: int.min(1),
  respectTrack: z.object({ min: int, max: int }),
  prisonThresholds: z.object({ '3': int, '4': int, '5': int }),
  supplies: z.object({
    markersPerFamily: int,
    neutralMarkers: int,
    blackmailCoins: int,
    omertaCoins: int,
    startingMoney: int,
    bank: int,
  }),
  costs: z.object({
    thirdGuyWhack: int,
    capoSurcharge: int,
    reroll: int,
    fenceCard: int,
    shakedown: int,
    crewPlay: int,
    extraInfluence: int,
    finalCardValue: int,
    dollarsPerRespect: int,
  }),
  fenceDraws: z.array(int).length(3),
  swing: z.object({ move: int, whack: int }),
});

const abilitySchema = z.object({
  kind: z.enum(ABILITY_KINDS),
  text: z.string().min(1),
  amount: int.optional(),
  cost: int.optional(),
  gain: int.optional(),
  rate: int.optional(),
  suicide: z.boolean().optional(),
  reroll: z.boolean().optional(),
  announcePay: int.optional(),
  partner: z.string().optional(),
  mode: z.string().optional(),
});

const gangsterSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  set: z.enum(GANGSTER_SETS),
  type: z.enum([...GANGSTER_TYPES, 'none']),
  respect: int,
  money: int,
  ability: abilitySchema,
});

const gangstersSchema = z.object({
  main: z.array(gangsterSchema).length(50),
  designers: z.array(gangsterSchema).length(18),
  historical: z.array(gangsterSchema).length(18),
  youngTurks: z.array(gangsterSchema).length(18),
});

const iconSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('type'), type: z.enum(GANGSTER_TYPES), n: int.min(1) }),
  z.object({ kind: z.literal('position'), position: positionNumber, n: int.min(1) }),
]);

const influenceCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  copies: int.min(1),
  timing: z.enum(CARD_TIMINGS),
  icons: z.array(iconSchema),
  effect: z
    .object({ kind: z.enum(CARD_EFFECTS), or: z.boolean(), amount: int.optional(), text: z.string().min(1) })
    .nullable(),
});

const dieSchema = <K extends readonly [string, ...string[]]>(kinds: K) =>
  z.object({
    faces: z.array(z.object({ face: int.min(1).max(6), kind: z.enum(kinds), value: int.optional() })).length(6),
  });
const diceSchema = z.object({ move: dieSchema(MOVE_FACE_KINDS), whack: dieSchema(WHACK_FACE_KINDS) });

/** The board: positions with modifiers and powers, arrows, supplies, costs (NP-1, NP-15). */
export type BoardData = z.infer<typeof boardSchema>;
/** One position of the board. */
export type PositionData = z.infer<typeof positionSchema>;
/** One gangster card (NP-2). */
export type GangsterCard = z.infer<typeof gangsterSchema>;
/** A gangster's special action or trait. */
export type Ability = z.infer<typeof abilitySchema>;
/** One influence card design; `copies` of it are in the deck. */
export type InfluenceCard = z.infer<typeof influenceCardSchema>;
/** One influence icon: markers of a type, or red markers for a position (NP-6.6). */
export type Icon = z.infer<typeof iconSchema>;
/** The Move and Whack dice. */
export type DiceData = z.infer<typeof diceSchema>;

/** All content, validated and indexed. */
export interface Content {
  readonly board: BoardData;
  readonly dice: DiceData;
  readonly gangsters: {
    readonly main: readonly GangsterCard[];
    readonly designers: readonly GangsterCard[];
    readonly historical: readonly GangsterCard[];
    readonly youngTurks: readonly GangsterCard[];
  };
  readonly gangsterById: Readonly<Record<string, GangsterCard>>;
  readonly influence: readonly InfluenceCard[];
  readonly influenceById: Readonly<Record<string, InfluenceCard>>;
}

/** Validates raw content; returns the problems in plain words, or the indexed content. */
export function parseContent(raw: {
  board: unknown;
  dice: unknown;
  gangsters: unknown;
  influence: unknown;
}): { ok: true; content: Content } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const b = boardSchema.safeParse(raw.board);
  const d = diceSchema.safeParse(raw.dice);
  const g = gangstersSchema.safeParse(raw.gangsters);
  const i = z.object({ cards: z.array(influenceCardSchema) }).safeParse(raw.influence);
  for (const [name, r] of [
    ['board', b],
    ['dice', d],
    ['gangsters', g],
    ['influence', i],
  ] as const) {
    if (!r.success) errors.push(`${name}: ${r.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
  }
  if (!b.success || !d.success || !g.success || !i.success) return { ok: false, errors };
  const all = [...g.data.main, ...g.data.designers, ...g.data.historical, ...g.data.youngTurks];
  const gangsterById: Record<string, GangsterCard> = {};
  for (const c of all) {
    if (gangsterById[c.id]) errors.push(`gangsters: duplicate id ${c.id}`);
    gangsterById[c.id] = c;
  }
  const influenceById: Record<string, InfluenceCard> = {};
  for (const c of i.data.cards) {
    if (influenceById[c.id]) errors.push(`influence: duplicate id ${c.id}`);
    if (c.icons.length === 0 && !c.effect) errors.push(`influence: ${c.id} neither places markers nor does anything`);
    influenceById[c.id] = c;
  }
  const positions = b.data.positions.map((p) => p.number);
  if (positions.some((n, k) => n !== k + 1)) errors.push('board: positions must be listed 1 to 9 in order');
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    content: { board: b.data, dice: d.data, gangsters: g.data, gangsterById, influence: i.data.cards, influenceById },
  };
}

let cached: Content | null = null;

/** The shipped content, validated once. */
export function content(): Content {
  if (!cached) {
    const r = parseContent({ board: boardRaw, dice: diceRaw, gangsters: gangstersRaw, influence: influenceRaw });
    if (!r.ok) throw new Error(`resources/nothing-personal is invalid: ${r.errors.join(' | ')}`);
    cached = r.content;
  }
  return cached;
}
