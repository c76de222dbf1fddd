/**
 * The cops (SG-9): moved first, by the active player, the cops' owner or the police player; an arrest on
 * arrival (SG-9.3.2) when the gangster's record is not empty or he was caught in the act (SG-9.3.1), or
 * anyone at all by the police player (SG-15.3); the arrested gang obeys or rebels (SG-9.3.3–9.3.5).
 */
import { log } from '../../../engine/rules';
import { counted, seatRef } from '../../../engine/words';
import { refuse, type Result } from '../../../engine/result';
import { byKey, copyPos, spot, spotOf, type DestinationEnd, type MoveQuery, type SgCity } from '../city';
import { controller, edition, findCharacter, type Character, type CopGroup, type SuperGangState } from '../state';
import { noteCopMoved, type Picked } from '../picked';
import { fighter } from './act-do';
import { charRef, DONE, gangRef, hisOrHer, setShop, type Ctx } from './common';
import { startDuel } from './duel';
import { losesThisTurn, sentenceOf, toJail, witness } from './law';

/** The gangsters the cops arriving on `square` may arrest (none on a manhole, SG-4.4.3). */
export function arrestable(s: SuperGangState, city: SgCity, square: string): Character[] {
  if (city.isManhole(square)) return [];
  return s.characters.filter((x) => arrestableAt(s, x, square));
}

/**
 * `arrestable` for every square at once: the squares (no manholes) where someone may be arrested, in the
 * order their first gangster comes, each with its gangsters. Parallel lists, not a Map: there are few,
 * and the cops' moves look up every destination in them (a scan of a few strings beats hashing).
 */
export interface Wanted {
  readonly spots: readonly string[];
  /** Each spot's node (`SgCity.nodeOf`), for the cops' moves, which name their ends by place code. */
  readonly nodes: readonly number[];
  readonly who: readonly (readonly Character[])[];
}

/** Nobody wanted anywhere: most positions (no list made for them). */
const NO_ONE: Wanted = Object.freeze({ spots: Object.freeze([]), nodes: Object.freeze([]), who: Object.freeze([]) });

export function arrestableBySquare(s: SuperGangState, city: SgCity): Wanted {
  let spots: string[] | null = null;
  let nodes: number[] = [];
  let who: Character[][] = [];
  const all = s.characters;
  for (let k = 0; k < all.length; k++) {
    const x = all[k] as Character;
    // The checks on the character first: most have nothing on record, and a manhole is a Set lookup.
    if (!wantedGangster(s, x)) continue;
    const at = spotOf(x.pos);
    if (at === undefined || city.isManhole(at)) continue;
    if (spots === null) {
      spots = [at];
      nodes = [city.nodeOf(at)];
      who = [[x]];
      continue;
    }
    const i = spots.indexOf(at);
    if (i >= 0) who[i]?.push(x);
    else {
      spots.push(at);
      nodes.push(city.nodeOf(at));
      who.push([x]);
    }
  }
  return spots === null ? NO_ONE : { spots, nodes, who };
}

const NOBODY: readonly Character[] = Object.freeze([]);

/**
 * SG-9.1.4: the shops among `wanted`'s squares, the shops cops may enter: `arrestShops` in another order,
 * which no answer reads (a search reads them as a set), from one walk over the characters instead of two.
 */
export function wantedShops(city: SgCity, wanted: Wanted): string[] {
  const shops: string[] = [];
  const spots = wanted.spots;
  for (let i = 0; i < spots.length; i++) if (city.shopAt(spots[i] as string)) shops.push(spots[i] as string);
  return shops;
}

/** The gangsters `wanted` lists on `spot`, or none. */
export function wantedAt(wanted: Wanted, spot: string): readonly Character[] {
  const spots = wanted.spots;
  for (let i = 0; i < spots.length; i++) if (spots[i] === spot) return wanted.who[i] as readonly Character[];
  return NOBODY;
}

/** The gangsters `wanted` lists on node `node` (`SgCity.nodeOf`), or none. */
export function wantedAtNode(wanted: Wanted, node: number): readonly Character[] {
  const nodes = wanted.nodes;
  for (let i = 0; i < nodes.length; i++) if (nodes[i] === node) return wanted.who[i] as readonly Character[];
  return NOBODY;
}

/** Is `x` a gangster the cops arriving on `square` (not a manhole) may arrest? */
function arrestableAt(s: SuperGangState, x: Character, square: string): boolean {
  // Where he stands first: most characters are elsewhere, and that is one read.
  return spotOf(x.pos) === square && wantedGangster(s, x);
}

/** Is `x` on the board, of a gang in play, and wanted (a record, a crime just done, or a police player)? */
function wantedGangster(s: SuperGangState, x: Character): boolean {
  return (
    x.place === 'board' &&
    (x.record.length > 0 || x.unseen.length > 0 || s.policeSeat !== null) &&
    !s.gangs[x.gang]?.eliminated
  );
}

/** The destination key of a cop group that stays in the centre to arrest a patient in the clinic. */
export const CLINIC = 'clinic';

/** SG-11.3.2: wanted patients the cops in the centre may arrest in the clinic (no rebellion possible). */
export function clinicArrestable(s: SuperGangState, group: number): readonly Character[] {
  const g = s.cops[group];
  if (!g || g.pos !== null || g.out !== null) return NOBODY;
  // A loop that makes a list only for a patient found: asked for every cop group at every cop listing,
  // and the clinic is mostly empty.
  let out: Character[] | null = null;
  const all = s.characters;
  for (let i = 0; i < all.length; i++) {
    const x = all[i] as Character;
    if (x.place === 'clinic' && !x.arrestedInClinic && (x.record.length > 0 || s.policeSeat !== null))
      (out ??= []).push(x);
  }
  return out ?? NOBODY;
}

function clinicArrest(c: Ctx, group: number, arrest: string | null): Result<true> {
  const s = c.s;
  const ch = clinicArrestable(s, group).find((x) => x.id === arrest);
  if (!ch)
    return refuse('NO_PATIENT', 'SG-11.3.2', 'Cops in the centre may arrest a wanted gangster lying in the clinic.');
  ch.arrestedInClinic = true;
  s.turn.copsToMove = s.policeSeat !== null ? [] : s.turn.copsToMove.filter((x) => x !== group);
  log(c, 'arrest', clinicArrestWords(s, ch), 'SG-11.3.2', { character: ch.id });
  afterCops(c);
  return DONE;
}

/**
 * The years `ch` would serve if taken now, as turns: one a year (SG-10.3), the sum of his record (SG-9.3.4,
 * SG-10.1); an innocent the police player takes, one (SG-15.3). As `toJail` counts them.
 */
function jailTurns(ch: Character): string {
  return counted(Math.max(sentenceOf(ch.record), 1), 'turn');
}

/**
 * The line of an arrest on arrival (SG-9.3.2). From edition 7 it says what becomes of him: the cops hold
 * him where he stands until the gang that plays him answers (SG-9.3.3); going quietly he serves his
 * sentence in jail (SG-9.3.4), the centre of the board (SG-3.2), a turn a year (SG-10.3); resisting, he
 * fights them (SG-9.3.5). A man a Vamp holds is named held by her, as in the line of his resisting
 * (`charRef`, SG-6.2.3). Edition 1 to 6 games read "The cops arrest {seat:1}'s killer.", which left the
 * table to guess whether he was gone already, and where, and for how long.
 */
function arrestWords(s: SuperGangState, ch: Character): string {
  if (edition(s) < 7) return `The cops arrest ${gangRef(s, ch.gang)}'s ${ch.kind}.`;
  const [he, him] = ch.kind === 'vamp' ? ['she', 'her'] : ['he', 'him'];
  return (
    `The cops arrest ${charRef(s, ch)} and hold ${him} where ${he} stands: if ${he} goes quietly, ` +
    `${he} spends ${jailTurns(ch)} in jail, in the centre of the board; if ${he} resists, ${he} fights them.`
  );
}

/**
 * The question put to the gang that answers for `ch` under arrest, `seat` (SG-9.3.3), from edition 7: it
 * names the man, as the line of his arrest does (`charRef`: a man a Vamp holds is "{seat:1}'s killer, held
 * by {seat:0}'s vamp,"), and says what each answer means (SG-9.3.4, SG-9.3.5): "{seat:1}: the cops are
 * arresting {seat:1}'s killer where he stands. Does he go quietly to jail, or resist and fight them?
 * (SG-9.3.3)". Its words depend on the man, so `pending.ts` makes it each time instead of keeping it with
 * the prompts made once per seat. Edition 1 to 6 games asked "go quietly, or resist the arrest?" without
 * saying who.
 */
export function arrestPrompt(s: SuperGangState, ch: Character, seat: number): string {
  const he = ch.kind === 'vamp' ? 'she' : 'he';
  return (
    `${seatRef(seat)}: the cops are arresting ${charRef(s, ch)} where ${he} stands. ` +
    `Does ${he} go quietly to jail, or resist and fight them? (SG-9.3.3)`
  );
}

/**
 * The line of an arrest in the clinic (SG-11.3.2: no rebellion possible, jail on his next turn). From
 * edition 7 it says so, and for how long (`jailTurns`): "The cops arrest {seat:1}'s killer in the clinic,
 * where he cannot resist: jail on his next turn, for 2 turns."; edition 1 to 6 games did not say how long.
 */
function clinicArrestWords(s: SuperGangState, ch: Character): string {
  const his = hisOrHer(s, ch);
  const who = `${gangRef(s, ch.gang)}'s ${ch.kind}`;
  if (edition(s) < 7) return `The cops arrest ${who} in the clinic: jail on ${his} next turn.`;
  const he = ch.kind === 'vamp' ? 'she' : 'he';
  return `The cops arrest ${who} in the clinic, where ${he} cannot resist: jail on ${his} next turn, for ${jailTurns(ch)}.`;
}

/** SG-9.1.4: the shops cops may enter, those holding someone they may arrest. */
export function arrestShops(s: SuperGangState, city: SgCity): string[] {
  // The shops someone may be arrested in, then listed in the order the characters in them come.
  const wanted: string[] = [];
  for (const y of s.characters)
    if (y.pos?.kind === 'shop' && arrestableAt(s, y, y.pos.shop) && !wanted.includes(y.pos.shop))
      wanted.push(y.pos.shop);
  if (wanted.length === 0) return wanted;
  const out: string[] = [];
  for (const x of s.characters) {
    const shop = x.pos?.kind === 'shop' ? x.pos.shop : null;
    if (shop && !out.includes(shop) && !city.isManhole(shop) && wanted.includes(shop)) out.push(shop);
  }
  return out;
}

/**
 * The movement question for cop group `group` this turn (SG-9.1.1, SG-9.1.4), or null when it has no die.
 * `shops`: the `arrestShops` of `s`, when already known (in any order: a search reads them as a set).
 */
export function copQuery(s: SuperGangState, city: SgCity, group: number, shops?: readonly string[]): MoveQuery | null {
  const g = s.cops[group];
  const die = s.turn.copDice[group];
  if (!g || !die) return null;
  const arrest = shops ?? arrestShops(s, city);
  // SG-9.1.7 (edition 2): standing on a manhole, they fell in and come up through the one the player chooses.
  if (g.pos?.kind === 'street' && city.isManhole(g.pos.square) && edition(s) >= 2)
    return { from: g.pos, die, kind: 'cop', owned: NO_SHOPS, arrestShops: arrest, resurface: true };
  return { from: g.pos, die, kind: 'cop', owned: NO_SHOPS, arrestShops: arrest };
}

const NO_SHOPS: readonly string[] = Object.freeze([]);

/** Is this arrest a duty (a record, SG-9.3.1) or only the police player's power (SG-15.3)? */
export function mustArrest(s: SuperGangState, city: SgCity, square: string): boolean {
  return mustArrestOne(arrestable(s, city, square));
}

/** `mustArrest` of the gangsters `arrestable` listed on a square. */
export function mustArrestOne(arrestable: readonly Character[]): boolean {
  // A loop, not `some`: asked for every destination of every cop move listed.
  for (let i = 0; i < arrestable.length; i++) {
    const x = arrestable[i] as Character;
    if (x.record.length > 0 || x.unseen.length > 0) return true;
  }
  return false;
}

/**
 * `picked`: what the listing found for this very move when `chooseLegal` just picked it in this state
 * (`picked.ts`): its destination and the men the cops may arrest there, which are then not found again.
 */
export function moveCops(
  c: Ctx,
  city: SgCity,
  group: number,
  to: string | null,
  arrest: string | null,
  picked: Picked | null = null,
): Result<true> {
  const s = c.s;
  if (!s.turn.copsToMove.includes(group))
    return refuse('MOVED', 'SG-9.0.1', 'That cop group has no move left this turn.');
  const g = s.cops[group];
  // `copQuery`'s own test: a group in play with a die this turn.
  if (!g || !s.turn.copDice[group]) return refuse('NO_DIE', 'SG-9.0.1', 'No blue die for that group.');
  if (to === CLINIC) return clinicArrest(c, group, arrest);
  if (to !== null && picked?.dest && picked.who) return copsTo(c, city, g, group, picked.dest, picked.who, arrest);
  // Who may be arrested where, found once: the shops the cops may enter (the listing's own list, in the
  // same order, so the memory of moves answers from its last questions) and the men on their destination.
  const wanted = arrestableBySquare(s, city);
  const q = copQuery(s, city, group, wantedShops(city, wanted)) as MoveQuery;
  const dests = city.endCodes(q);
  if (to === null) {
    // SG-9.1.1: cops "move as gangsters", so the whole number on their die (SG-4.1.2, which speaks of a
    // gangster). From edition 5 the refusal cites the cops' clause, as the refusal of a square out of reach
    // does; edition 1 to 4 games cited SG-4.1.2.
    const clause = edition(s) >= 5 ? 'SG-9.1.1' : 'SG-4.1.2';
    if (dests.length > 0) return refuse('MUST_MOVE', clause, 'The cops must move the number on their die.');
  } else {
    const d = byKey(dests, to);
    if (!d) return refuse('ILLEGAL_MOVE', 'SG-9.1.1', 'The cops cannot get there with this die.');
    // `arrestable` on that square (a manhole has nobody: `wanted` leaves them out).
    return copsTo(c, city, g, group, d, wantedAt(wanted, d.spot), arrest);
  }
  return copsMoved(c, city, group, arrest);
}

/** SG-9.1.1: group `group` (`g`) moves to `d`, where `candidates` are the men it may arrest; `arrest` or nobody. */
function copsTo(
  c: Ctx,
  city: SgCity,
  g: CopGroup,
  group: number,
  d: DestinationEnd,
  candidates: readonly Character[],
  arrest: string | null,
): Result<true> {
  const s = c.s;
  if (arrest === null && mustArrestOne(candidates))
    return refuse('MUST_ARREST', 'SG-9.3.1', 'Cops ending on a wanted gangster arrest him.');
  // Edition 2: the police player's cops may pass an innocent by, but not walk into his shop for nothing.
  if (arrest === null && d.to.kind === 'shop' && edition(s) >= 2)
    return refuse('SHOP_NO_ARREST', 'SG-9.1.4', 'Cops go into a shop only to arrest someone there.');
  if (arrest !== null && !candidates.some((x) => x.id === arrest))
    return refuse('NO_ARREST', 'SG-9.3.2', 'Cops arrest only a wanted gangster on the square they end on.');
  g.pos = copyPos(d.to);
  // Edition 8: the line names the group, as the board and the cops' buttons number them (SG-9.0.1); edition
  // 1 to 7 games said "The cops …" for either group.
  // Quiet (a simulation): no line, so no words made.
  const named = edition(s) >= 8;
  const cops = c.quiet ? '' : named ? `Cop group ${group + 1}` : 'The cops';
  if (!c.quiet)
    log(c, 'cops', `${cops} ${named ? 'moves' : 'move'} to ${spot(d.to)}.`, 'SG-9.1.1', { group, to: d.key });
  if (city.isManhole(d.spot)) {
    // SG-9.1.7: they fall in; whoever pushed them brings them up next turn through the manhole he likes.
    g.out = { by: s.turn.copSeat ?? 0, manhole: true };
    if (!c.quiet) log(c, 'cops', `${cops} ${named ? 'falls' : 'fall'} down the manhole.`, 'SG-9.1.7', { group });
  }
  return copsMoved(c, city, group, arrest);
}

/** After group `group`'s move (or its standing still): what the cops now see, and the arrest, if any. */
function copsMoved(c: Ctx, city: SgCity, group: number, arrest: string | null): Result<true> {
  const s = c.s;
  s.turn.copsToMove = s.policeSeat !== null ? [] : s.turn.copsToMove.filter((x) => x !== group);
  witness(c, city);
  if (arrest !== null) {
    const ch = findCharacter(s, arrest) as Character;
    if (ch.unseen.length > 0) ch.record.push(...ch.unseen.splice(0));
    s.turn.arrest = { character: arrest, group };
    // Edition 7: the arrest is told before what the police seize with it (SG-9.3.7: "in case of arrest");
    // edition 1 to 6 games told the seizure first, before anyone was said to be arrested.
    const first = edition(s) >= 7;
    if (first && !c.quiet) log(c, 'arrest', arrestWords(s, ch), 'SG-9.3.2', { character: arrest });
    seize(c, city, ch);
    s.turn.phase = 'arrest';
    if (!first && !c.quiet) log(c, 'arrest', arrestWords(s, ch), 'SG-9.3.2', { character: arrest });
  } else {
    noteCopMoved(s, group);
    afterCops(c);
  }
  return DONE;
}

/**
 * SG-9.3.7: the traffic pawns concerned by an arrest — the gang's pawns on the sidewall of the square —
 * go back to the bank's supply; the same for the gang's racket token in the shop he is taken in. From
 * edition 5 the racket token of the gang that plays him too: a man a Vamp holds puts down her gang's
 * token (SG-6.2.3), so taken where he put it, that is the racket concerned. Edition 1 to 4 games seized
 * only a token of his own colour. (His pawns are of his colour either way, SG-6.3.3.)
 */
function seize(c: Ctx, city: SgCity, ch: Character): void {
  const s = c.s;
  const at = spotOf(ch.pos);
  if (!at) return;
  const gone = city.sectionsAt(at).filter((sec) => s.traffic[sec] === ch.gang);
  for (const sec of gone) delete s.traffic[sec];
  const shop = s.shops[at];
  const racket =
    shop !== undefined &&
    shop.racket !== null &&
    (shop.racket === ch.gang || (edition(s) >= 5 && shop.racket === controller(ch)));
  if (shop && racket) setShop(s, at, { racket: null });
  const what =
    edition(s) >= 7
      ? seizedWords(s, ch.gang, gone.length, racket ? shop.racket : null)
      : [...(gone.length > 0 ? [counted(gone.length, 'traffic pawn')] : []), ...(racket ? ['the racket token'] : [])];
  if (what.length > 0) log(c, 'seized', `The police seize ${what.join(' and ')}.`, 'SG-9.3.7');
}

/**
 * What an arrest seizes, from edition 7 said whose, as the other lines name a gang (`gangRef`): "{seat:1}'s
 * traffic pawn", "2 of {seat:1}'s traffic pawns" (the pawns are his gang's, SG-6.3.3) and "{seat:0}'s
 * racket token" (his or the Vamp's gang's who holds him). Edition 1 to 6 games read "The police seize 1
 * traffic pawn and the racket token.", which left the table to work out whose.
 */
function seizedWords(s: SuperGangState, gang: number, pawns: number, racket: number | null): string[] {
  const whose = `${gangRef(s, gang)}'s`;
  return [
    ...(pawns === 1 ? [`${whose} traffic pawn`] : pawns > 1 ? [`${pawns} of ${whose} traffic pawns`] : []),
    ...(racket !== null ? [`${gangRef(s, racket)}'s racket token`] : []),
  ];
}

export function afterCops(c: Ctx): void {
  const s = c.s;
  if (s.turn.phase === 'over') return;
  s.turn.phase = s.turn.copsToMove.length > 0 ? 'cops' : 'move';
}

/**
 * SG-9.3.3: the gang that answers for `ch` under arrest, and shoots for him if he resists: from edition 3
 * the gang that plays him (SG-6.2.3: a vamped man is the Vamp's gang's "for every action of the game");
 * before, always his own.
 */
export function answersArrest(s: SuperGangState, ch: Character): number {
  return edition(s) >= 3 ? controller(ch) : ch.gang;
}

/** SG-9.3.4 obey and go to jail, or SG-9.3.5 rebel: a duel against the two cops. */
export function answerArrest(c: Ctx, rebel: boolean): void {
  const s = c.s;
  const a = s.turn.arrest;
  if (!a) return;
  const ch = s.characters.find((x) => x.id === a.character) as Character;
  s.turn.arrest = null;
  if (!rebel) {
    // SG-15.3: the police player's custody of an innocent is one turn.
    toJail(c, ch, ch.record.length > 0 ? 'SG-9.3.4' : 'SG-15.3', undefined, false, losesThisTurn(s, ch));
    s.turn.toMove = s.turn.toMove.filter((x) => x !== ch.id);
    afterCops(c);
    return;
  }
  // Edition 5: a man a Vamp holds is named held by her, whose gang decided (SG-9.3.3, SG-6.2.3, `charRef`).
  const rebelRef = edition(s) >= 5 ? charRef(s, ch) : `${gangRef(s, ch.gang)}'s ${ch.kind}`;
  log(c, 'arrest', `${rebelRef} resists arrest.`, 'SG-9.3.5');
  startDuel(c, {
    cause: 'arrest',
    clause: 'SG-11.1.2',
    seats: [s.turn.copSeat ?? 0, s.gangs[answersArrest(s, ch)]?.seat ?? ch.gang],
    sides: [
      [
        { id: `cop-${a.group}-a`, dice: 1, bonus: 0, label: 'cop' },
        { id: `cop-${a.group}-b`, dice: 1, bonus: 0, label: 'cop' },
      ],
      [fighter(ch)],
    ],
    shop: null,
    mode: null,
    group: a.group,
    resume: s.turn.copsToMove.length > 0 ? 'cops' : 'move',
    square: spotOf(ch.pos) ?? null,
  });
}
